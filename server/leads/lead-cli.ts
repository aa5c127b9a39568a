/**
 * The brokerage's command-line view of the lead database:
 *
 *   npm run leads -- list [--since YYYY-MM-DD] [--form inquiry|referral|callback]
 *   npm run leads -- export --format csv|json [--since ...] [--form ...] [--email ADDRESS | --phone NUMBER]
 *   npm run leads -- retry
 *   npm run leads -- find --email ADDRESS | --phone NUMBER
 *   npm run leads -- delete --email ADDRESS | --phone NUMBER [--yes]
 *   npm run leads -- backup FILE
 *   npm run leads -- restore FILE      (with the server stopped)
 *
 * It reads DATABASE_PATH like the server does, and can run while the server
 * runs (the database is in WAL mode), except restore. Dates are Melbourne dates.
 */
import { existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { leadFormNames, visitorOf } from "../../contracts/lead-forms.ts";
import {
  type CommandLineIo,
  isEntryPoint,
  printable,
  readCommandLine,
  requestFromCommandLine,
  textTable,
  toolConfig,
  UsageError,
} from "../command-line.ts";
import { loadSettingsFile } from "../config.ts";
import { databaseLocation } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { backUpLeads, checkLeadBackup, restoreLeads, RestoreRefusal } from "./store/lead-backup.ts";
import { leadsToCsv, leadsToJson } from "./store/lead-export.ts";
import { openLeadStore, type LeadFilter, type LeadStore, type StoredLead } from "./store/lead-store.ts";
import { isCalendarDate, melbourneDateTime, melbourneMidnight } from "./melbourne-time.ts";
import { deletePersonsLeads, personContact, type PersonContact } from "./store/person-requests.ts";

/** What a wrong command line is answered with (its test checks exactly this). */
export const LEAD_CLI_USAGE =
  "Usage: npm run leads -- list [--since YYYY-MM-DD] [--form inquiry|referral|callback] | export --format csv|json [--since YYYY-MM-DD] [--form inquiry|referral|callback] [--email ADDRESS | --phone NUMBER] | retry | find --email ADDRESS | --phone NUMBER | delete --email ADDRESS | --phone NUMBER [--yes] | backup FILE | restore FILE [--yes]";
// The tool reads and prints Melbourne dates; its tests check them at daylight-saving changes through here.
export { melbourneDateTime, melbourneMidnight };

export interface LeadCliIo extends CommandLineIo {
  /** Asks a yes-or-no question on the terminal (delete without --yes); absent, the answer is no. */
  confirm?(question: string): Promise<boolean>;
  now?: () => number;
}

const commands = ["list", "export", "retry", "find", "delete", "backup", "restore"] as const;
type Command = (typeof commands)[number];
const optionsOf: Record<Command, readonly string[]> = {
  list: ["since", "form"],
  export: ["format", "since", "form", "email", "phone"],
  retry: [],
  find: ["email", "phone"],
  delete: ["email", "phone", "yes"],
  backup: [],
  restore: ["yes"],
};
/** The commands that take a file name after them. */
const takesFile: readonly Command[] = ["backup", "restore"];

interface LeadCliRequest {
  command: Command;
  filter: LeadFilter;
  format: "csv" | "json";
  person?: PersonContact;
  yes: boolean;
  file?: string;
}

/**
 * Runs one command and returns the exit code: 0 done, 1 could not be done, 2
 * bad arguments. Exported so tests run the command in-process, with an
 * environment and output of their own. Whatever goes wrong is one line on
 * stderr, never a stack trace.
 */
export async function runLeadCli(args: readonly string[], io: LeadCliIo): Promise<number> {
  const request = requestFromCommandLine({ name: "leads", usage: LEAD_CLI_USAGE, read: readArguments }, args, io);
  if (typeof request === "number") return request;
  const config = toolConfig("leads", io);
  if (!config) return 1;
  const location = databaseLocation(config);
  const mailConfigured = config.SMTP_URL !== undefined;
  if (location.engine === "postgres" && (request.command === "backup" || request.command === "restore")) {
    io.stderr(
      `leads: ${request.command} is for the SQLite file; on PostgreSQL, pg_dump and pg_restore back up and restore the database.\n`,
    );
    return 2;
  }
  try {
    if (location.engine === "sqlite") {
      const databasePath = location.path;
      if (request.command === "restore")
        return await restore(request.file ?? "", databasePath, { yes: request.yes }, io);
      // Opening would create an empty database: a mistyped path must not look like "no leads".
      if (!existsSync(databasePath)) {
        io.stderr(
          `leads: there is no lead database at ${databasePath} yet (no lead received, or DATABASE_PATH points elsewhere).\n`,
        );
        return 1;
      }
    }
    const database = await openDatabase(location);
    try {
      const store = openLeadStore(database, { now: io.now });
      return await runOnStore(store, request, { ...io, mailConfigured, siteUrl: config.SITE_URL });
    } finally {
      await database.close();
    }
  } catch (error) {
    io.stderr(`leads: ${request.command} failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

async function runOnStore(
  store: LeadStore,
  request: LeadCliRequest,
  io: LeadCliIo & { mailConfigured: boolean; siteUrl: string },
): Promise<number> {
  const filter: LeadFilter = { ...request.filter, ...request.person };
  switch (request.command) {
    case "list":
    case "find":
      io.stdout(await leadTable(store, filter));
      return 0;
    case "export":
      io.stdout(
        request.format === "json"
          ? leadsToJson(await store.listLeads(filter), io.siteUrl)
          : leadsToCsv(await store.listLeads(filter), io.siteUrl),
      );
      return 0;
    case "retry":
      io.stdout(retryMessage(await store.retryPending((io.now ?? Date.now)()), io.mailConfigured));
      return 0;
    case "delete":
      return deletePersonsLeads(store, request.person as PersonContact, { yes: request.yes }, io);
    case "backup":
      await backUpLeads(store, request.file ?? "");
      io.stdout(`Backed up the lead database to ${request.file ?? ""}.\n`);
      return 0;
    default:
      return 1;
  }
}

/**
 * Replaces the lead database with a backup: every lead received since that
 * backup would go, so it asks first (unless --yes) and keeps what it replaces
 * beside it, 0600, until the operator removes it.
 */
async function restore(file: string, databasePath: string, options: { yes: boolean }, io: LeadCliIo): Promise<number> {
  try {
    checkLeadBackup(file);
    if (existsSync(databasePath) && !options.yes) {
      const question = `Replace the lead database at ${databasePath} with ${file}? Leads received since that backup go (a copy of the current database is kept beside it). Stop the server first. Type "yes" to restore: `;
      if (!(await io.confirm?.(question))) {
        io.stderr("Nothing restored.\n");
        return 1;
      }
    }
    const keptPath = existsSync(databasePath)
      ? `${databasePath}.before-restore-${new Date((io.now ?? Date.now)()).toISOString().replace(/[:.]/g, "-")}`
      : undefined;
    if (keptPath) {
      const current = await openDatabase({ engine: "sqlite", path: databasePath });
      try {
        await backUpLeads(openLeadStore(current, { now: io.now }), keptPath);
      } finally {
        await current.close();
      }
    }
    const restored = await restoreLeads(file, databasePath);
    const leads = restored.leads === 1 ? "1 lead" : `${restored.leads} leads`;
    const kept = keptPath
      ? ` The database it replaced is kept at ${keptPath}: remove it once the restore is checked.`
      : "";
    io.stdout(
      `Restored ${leads} from ${file} (schema version ${restored.schemaVersion}) into ${databasePath}.${kept} Start the server again.\n`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof RestoreRefusal)) throw error;
    io.stderr(`leads: restore refused, nothing changed: ${error.message}\n`);
    return 1;
  }
}

function readArguments(args: readonly string[]): LeadCliRequest | "help" {
  const { values, positionals } = readCommandLine(args, {
    since: { type: "string" },
    form: { type: "string" },
    format: { type: "string" },
    email: { type: "string" },
    phone: { type: "string" },
    yes: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) return "help";
  const [command, ...extra] = positionals;
  if (!command) throw new UsageError(`Give a command: ${commands.join(", ")}.`);
  if (!commands.includes(command as Command)) throw new UsageError(`Unknown command "${command}".`);
  const known = command as Command;
  const file = takesFile.includes(known) ? extra.shift() : undefined;
  if (takesFile.includes(known) && !file)
    throw new UsageError(`${known} needs a FILE: npm run leads -- ${known} FILE.`);
  if (extra.length) throw new UsageError(`Unexpected "${extra.join(" ")}".`);
  for (const option of ["since", "form", "format", "email", "phone", "yes"] as const) {
    if (values[option] !== undefined && !optionsOf[known].includes(option))
      throw new UsageError(`${known} takes no --${option}.`);
  }
  const person = personContact(values);
  if ((known === "find" || known === "delete") && !person) {
    throw new UsageError(`${known} needs --email ADDRESS or --phone NUMBER: whose leads?`);
  }

  const filter: LeadFilter = {};
  if (values.since !== undefined) {
    if (!isCalendarDate(values.since))
      throw new UsageError(`--since must be a date like 2026-03-01, not "${values.since}".`);
    filter.since = new Date(melbourneMidnight(values.since)).toISOString();
  }
  if (values.form !== undefined) {
    const form = leadFormNames.find((name) => name === values.form);
    if (!form) throw new UsageError(`--form must be inquiry, referral or callback, not "${values.form}".`);
    filter.form = form;
  }
  const format = values.format ?? "csv";
  if (format !== "csv" && format !== "json") throw new UsageError(`--format must be csv or json, not "${format}".`);
  return { command: known, filter, format, person, yes: values.yes ?? false, file };
}

async function leadTable(store: LeadStore, filter: LeadFilter): Promise<string> {
  const leads = await store.listLeads(filter);
  if (leads.length === 0) return Object.values(filter).some(Boolean) ? "No leads match.\n" : "No leads yet.\n";
  const rows: string[][] = [];
  for (const lead of leads) {
    rows.push([
      lead.id,
      melbourneDateTime(lead.receivedAt),
      lead.form,
      shorten(printable(visitorOf(lead.form, lead.fields).name), 30),
      await deliveryText(store, lead),
    ]);
  }
  const count = (state: StoredLead["deliveryState"]) => leads.filter((lead) => lead.deliveryState === state).length;
  const summary = `${leads.length} ${leads.length === 1 ? "lead" : "leads"}: ${count("pending")} pending, ${count("delivered")} delivered, ${count("spam")} spam.\n`;
  return textTable(["ID", "RECEIVED (MELBOURNE)", "FORM", "NAME", "DELIVERY"], rows) + summary;
}

/** "pending (3 attempts, last SMTP_451)" tells a broker why a lead has not arrived yet. */
async function deliveryText(store: LeadStore, lead: StoredLead): Promise<string> {
  if (lead.deliveryState !== "pending") return lead.deliveryState;
  const waiting = (await store.deliveriesOf(lead.id)).filter((delivery) => delivery.state === "pending");
  const attempts = waiting.reduce((sum, delivery) => sum + delivery.attempts, 0);
  const lastError = waiting.find((delivery) => delivery.lastError)?.lastError?.split(":")[0];
  if (attempts === 0) return "pending";
  return `pending (${attempts} ${attempts === 1 ? "attempt" : "attempts"}${lastError ? `, last ${lastError}` : ""})`;
}

function retryMessage(count: number, mailConfigured: boolean): string {
  if (count === 0) return "No deliveries are pending.\n";
  const deliveries = count === 1 ? "1 pending delivery" : `${count} pending deliveries`;
  const made = `Made ${deliveries} due now; the server tries ${count === 1 ? "it" : "them"} within 30 seconds (or as soon as it starts).\n`;
  // Without SMTP the e-mails cannot go anywhere; saying "within 30 seconds" would be a false promise.
  return mailConfigured
    ? made
    : `${made}E-mail delivery is off (SMTP_URL is not set): e-mails go once the server starts with SMTP_URL, LEADS_TO and LEADS_FROM set.\n`;
}

function shorten(value: string, length: number): string {
  return value.length > length ? `${value.slice(0, length - 1)}…` : value;
}

/** One line from stdin; the question goes to stderr, so stdout keeps only the result. End of input is a no. */
function askOnTerminal(question: string): Promise<boolean> {
  const lines = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  process.stderr.write(question);
  return new Promise((resolve) => {
    let answered = false;
    lines.once("line", (answer) => {
      answered = true;
      lines.close();
      resolve(/^\s*y(es)?\s*$/i.test(answer));
    });
    lines.once("close", () => {
      if (!answered) resolve(false);
    });
  });
}

if (isEntryPoint(import.meta.url)) {
  loadSettingsFile();
  // `npm run leads -- export | head` closes the pipe early: that is not an error.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
  process.exitCode = await runLeadCli(process.argv.slice(2), {
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    confirm: askOnTerminal,
  });
}
