/**
 * DATABASE_URL, read and told: which engine it names, what is wrong with
 * it, and how to write it in a message without its password. Every message
 * about the database's URL goes through redactPassword, errors from `pg`
 * included, so no log line or start-up failure ever shows the password.
 */

const POSTGRES_SCHEMES = new Set(["postgres:", "postgresql:"]);

/** What is wrong with a DATABASE_URL, in words that never repeat its password; undefined when nothing is. */
export function databaseUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "not a URL: use postgres://USER:PASSWORD@HOST:PORT/DATABASE";
  }
  if (!POSTGRES_SCHEMES.has(url.protocol)) {
    return `the scheme ${JSON.stringify(url.protocol.slice(0, -1))} is not one this server knows: use postgres://USER:PASSWORD@HOST:PORT/DATABASE (or leave it unset for SQLite at DATABASE_PATH)`;
  }
  if (!url.hostname) return "no host: use postgres://USER:PASSWORD@HOST:PORT/DATABASE";
  if (databaseName(url) === "")
    return "no database name: end it with /DATABASE, as in postgres://USER:PASSWORD@HOST:PORT/DATABASE";
  return undefined;
}

function databaseName(url: URL): string {
  return decodeURIComponent(url.pathname.replace(/^\//, ""));
}

/** The URL as it may be shown: the password, if any, as "***". */
export function redactedUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "(not a URL)";
  }
}

/** `text` with the URL's password taken out wherever it appears, written raw or percent-decoded. */
export function redactPassword(text: string, value: string): string {
  let password = "";
  try {
    password = new URL(value).password;
  } catch {
    // Not a URL: nothing in it can be told apart as a password, so the whole URL goes.
    return value ? text.split(value).join("(the URL)") : text;
  }
  if (!password) return text;
  let redacted = text.split(password).join("***");
  const decoded = safeDecode(password);
  if (decoded) redacted = redacted.split(decoded).join("***");
  return redacted;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
