import Database from "better-sqlite3";

/** The lead the end-to-end server stored with this e-mail address, read straight from its SQLite file. */
export function storedLeadWith(emailField: "email" | "from_email", email: string): { form: string; fields: Record<string, string> } | undefined {
  const path = process.env.E2E_DATABASE_PATH;
  if (!path) throw new Error("E2E_DATABASE_PATH is not set (see playwright.config.ts)");
  const database = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const rows = database.prepare("SELECT form, fields FROM leads").all() as { form: string; fields: string }[];
    return rows
      .map((row) => ({ form: row.form, fields: JSON.parse(row.fields) as Record<string, string> }))
      .find((row) => row.fields[emailField] === email);
  } finally {
    database.close();
  }
}
