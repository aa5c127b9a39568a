import { readLeadDatabase } from "./lead-server/ledger.ts";

/** The lead the end-to-end server stored with this e-mail address, read straight from its SQLite file. */
export function storedLeadWith(
  emailField: "email" | "from_email",
  email: string,
): { form: string; fields: Record<string, string> } | undefined {
  const path = process.env.E2E_DATABASE_PATH;
  if (!path) throw new Error("E2E_DATABASE_PATH is not set (see playwright.config.ts)");
  const lead = readLeadDatabase(path).leads.find((row) => row.fields[emailField] === email);
  return lead && { form: lead.form, fields: lead.fields };
}

/** The callback request stored under the caller's name (a callback has no e-mail address), if any. */
export function storedCallbackFrom(callerName: string): { form: string; fields: Record<string, string> } | undefined {
  const path = process.env.E2E_DATABASE_PATH;
  if (!path) throw new Error("E2E_DATABASE_PATH is not set (see playwright.config.ts)");
  const lead = readLeadDatabase(path).leads.find((row) => row.fields.callerName === callerName);
  return lead && { form: lead.form, fields: lead.fields };
}
