/**
 * Staff accounts for the inbox are made here, and only here (no one can sign
 * up on the site):
 *
 *   npm run staff -- add EMAIL --name "NAME" [--role admin|broker|editor] [--origin URL]
 *   npm run staff -- list
 *   npm run staff -- disable EMAIL      (their sessions end at once; their leads
 *                                        waiting for first contact go back to the round robin)
 *   npm run staff -- reset EMAIL [--origin URL]   (also removes their passkeys)
 *
 * A role is admin (everything), broker (the leads; the default) or editor
 * (the site's content, never a lead); `--admin` is `--role admin`.
 *
 * `add` and `reset` print a one-time enrolment link, good for 24 hours, at
 * INBOX_ORIGIN (or --origin; else http://localhost and PORT). It opens the
 * database the server does, DATABASE_URL's PostgreSQL or DATABASE_PATH's
 * SQLite file (the environment, then a .env file), and can run while the
 * server runs (SQLite's file is in WAL mode).
 */
import { existsSync } from "node:fs";
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
import { databaseLocation, inboxOriginSchema, loadSettingsFile } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { ENROLMENT_LINK_TTL_MS, enrolmentLink } from "./enrolment-token.ts";
import {
  isStaffRole,
  normaliseStaffEmail,
  openStaffDirectory,
  type StaffAccount,
  StaffAccountError,
  type StaffDirectory,
  staffEmailProblem,
  staffNameProblem,
  STAFF_ROLES,
  type StaffRole,
} from "./staff-directory.ts";

/** What a wrong command line or --help is answered with. */
export const STAFF_CLI_USAGE =
  'Usage: npm run staff -- add EMAIL --name "NAME" [--role admin|broker|editor] [--admin] [--origin URL] | list | disable EMAIL | reset EMAIL [--origin URL]';

export interface StaffCliIo extends CommandLineIo {
  now?: () => number;
}

const commands = ["add", "list", "disable", "reset"] as const;
type Command = (typeof commands)[number];
const optionsOf: Record<Command, readonly string[]> = {
  add: ["name", "role", "admin", "origin"],
  list: [],
  disable: [],
  reset: ["origin"],
};

type StaffCliRequest =
  | { command: "add"; email: string; name: string; role: StaffRole; origin?: string }
  | { command: "list" }
  | { command: "disable"; email: string }
  | { command: "reset"; email: string; origin?: string };

/**
 * Runs one command and returns the exit code: 0 done, 1 could not be done, 2
 * a wrong command line. Whatever goes wrong is one line on stderr, never a
 * stack trace. Exported so tests run it in-process with their own database.
 */
export async function runStaffCli(args: readonly string[], io: StaffCliIo): Promise<number> {
  const request = requestFromCommandLine({ name: "staff", usage: STAFF_CLI_USAGE, read: readArguments }, args, io);
  if (typeof request === "number") return request;
  const config = toolConfig("staff", io);
  if (!config) return 1;
  // The database the server uses: PostgreSQL at DATABASE_URL when set, else the SQLite file.
  const location = databaseLocation(config);
  // Named without DATABASE_URL itself, which may hold a password.
  const databaseName = location.engine === "sqlite" ? location.path : "the PostgreSQL database at DATABASE_URL";
  const origin =
    ("origin" in request ? request.origin : undefined) ?? config.INBOX_ORIGIN ?? `http://localhost:${config.PORT}`;
  // Only `add` may create the database (the first admin can be added before
  // the server's first start); for the others a missing file is a wrong path.
  if (location.engine === "sqlite" && request.command !== "add" && !existsSync(location.path)) {
    io.stderr(
      `staff: there is no lead database at ${location.path} (DATABASE_PATH points elsewhere, or no one has been added yet).\n`,
    );
    return 1;
  }
  try {
    const database = await openDatabase(location);
    try {
      return await run(openStaffDirectory(database, io.now), request, { ...io, origin, databaseName });
    } finally {
      await database.close();
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(
      error instanceof StaffAccountError ? `staff: ${message}.\n` : `staff: ${request.command} failed: ${message}\n`,
    );
    return 1;
  }
}

async function run(
  directory: StaffDirectory,
  request: Exclude<StaffCliRequest, "help">,
  io: StaffCliIo & { origin: string; databaseName: string },
): Promise<number> {
  switch (request.command) {
    case "add": {
      const { account, enrolmentToken } = await directory.add({
        email: request.email,
        name: request.name,
        role: request.role,
      });
      io.stdout(
        `Added ${describe(account)} to the staff in ${io.databaseName}.\n${linkText(io.origin, enrolmentToken)}`,
      );
      return 0;
    }
    case "list":
      io.stdout(staffTable(await directory.list()));
      return 0;
    case "disable": {
      const { account, sessionsEnded, alreadyDisabled, leadsReassigned } = await directory.disable(request.email);
      const ended = sessionsEnded === 1 ? "1 session" : `${sessionsEnded} sessions`;
      const leads = leadsReassigned === 1 ? "1 lead" : `${leadsReassigned} leads`;
      io.stdout(
        alreadyDisabled
          ? `${account.email} was already disabled; ${ended} ended.\n`
          : `Disabled ${describe(account)}: they cannot sign in, and ${ended} ended.\n` +
              (leadsReassigned > 0
                ? `${leads} waiting for first contact went back to the round robin (see the audit trail).\n`
                : ""),
      );
      return 0;
    }
    case "reset": {
      const { account, enrolmentToken, sessionsEnded, passkeysRemoved } = await directory.reset(request.email);
      const ended = sessionsEnded === 1 ? "1 session" : `${sessionsEnded} sessions`;
      const passkeys = passkeysRemoved === 1 ? "1 passkey" : `${passkeysRemoved} passkeys`;
      io.stdout(
        `Reset ${describe(account)}: their password, authenticator and recovery codes no longer work, ${passkeys} removed, ${ended} ended, and any earlier enrolment link is void.\n${linkText(io.origin, enrolmentToken)}`,
      );
      return 0;
    }
    default:
      return 1;
  }
}

function describe(account: StaffAccount): string {
  return `${printable(account.name)} <${account.email}> (${account.role})`;
}

function linkText(origin: string, token: string): string {
  const hours = ENROLMENT_LINK_TTL_MS / 3_600_000;
  return `Send them this one-time enrolment link, privately; it works once, for ${hours} hours:\n${enrolmentLink(origin, token)}\n`;
}

const melbourneDate = new Intl.DateTimeFormat("en-AU", {
  timeZone: "Australia/Melbourne",
  day: "numeric",
  month: "short",
  year: "numeric",
});

function staffTable(accounts: StaffAccount[]): string {
  if (accounts.length === 0)
    return 'No staff accounts yet. Add one: npm run staff -- add EMAIL --name "NAME" --role admin\n';
  const rows = accounts.map((account) => [
    account.email,
    printable(account.name),
    account.role,
    account.state,
    melbourneDate.format(Date.parse(account.disabledAt ?? account.enrolledAt ?? account.createdAt)),
  ]);
  const count = (state: StaffAccount["state"]) => accounts.filter((account) => account.state === state).length;
  const summary = `${accounts.length} ${accounts.length === 1 ? "account" : "accounts"}: ${count("active")} active, ${count("invited")} invited, ${count("disabled")} disabled.\n`;
  return textTable(["EMAIL", "NAME", "ROLE", "STATE", "SINCE (MELBOURNE)"], rows) + summary;
}

function readArguments(args: readonly string[]): StaffCliRequest | "help" {
  const { values, positionals } = readCommandLine(args, {
    name: { type: "string" },
    role: { type: "string" },
    admin: { type: "boolean" },
    origin: { type: "string" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) return "help";
  const [command, ...rest] = positionals;
  if (!command) throw new UsageError(`Give a command: ${commands.join(", ")}.`);
  if (!commands.includes(command as Command)) throw new UsageError(`Unknown command "${printable(command)}".`);
  const known = command as Command;
  for (const option of ["name", "role", "admin", "origin"] as const) {
    if (values[option] !== undefined && !optionsOf[known].includes(option))
      throw new UsageError(`${known} takes no --${option}.`);
  }
  if (known === "list") {
    if (rest.length) throw new UsageError(`Unexpected "${printable(rest.join(" "))}".`);
    return { command: "list" };
  }

  const [email, ...extra] = rest;
  if (email === undefined) throw new UsageError(`${known} needs the person's EMAIL: npm run staff -- ${known} EMAIL.`);
  if (extra.length)
    throw new UsageError(
      `Unexpected "${printable(extra.join(" "))}" (a name with spaces goes in quotes: --name "Mia Chen").`,
    );
  const emailProblem = staffEmailProblem(email);
  if (emailProblem) throw new UsageError(`EMAIL: ${emailProblem}.`);
  const origin = values.origin === undefined ? undefined : checkedOrigin(values.origin);
  if (known === "disable") return { command: known, email: normaliseStaffEmail(email) };
  if (known === "reset") return { command: known, email: normaliseStaffEmail(email), origin };

  if (values.name === undefined) throw new UsageError('add needs the person\'s name: --name "NAME".');
  const nameProblem = staffNameProblem(values.name);
  if (nameProblem) throw new UsageError(`--name: ${nameProblem}.`);
  return {
    command: "add",
    email: normaliseStaffEmail(email),
    name: values.name.trim(),
    role: roleOf(values.role, values.admin ?? false),
    origin,
  };
}

/** The role `--role` names (`--admin` is `--role admin`); without either, a broker. */
function roleOf(typed: string | undefined, admin: boolean): StaffRole {
  if (typed === undefined) return admin ? "admin" : "broker";
  if (!isStaffRole(typed))
    throw new UsageError(
      `--role must be ${STAFF_ROLES.slice(0, -1).join(", ")} or ${STAFF_ROLES.at(-1)}, not "${printable(typed)}".`,
    );
  if (admin && typed !== "admin")
    throw new UsageError(`--admin is --role admin: give one role, not --admin with --role ${typed}.`);
  return typed;
}

function checkedOrigin(value: string): string {
  const parsed = inboxOriginSchema.safeParse(value);
  if (!parsed.success)
    throw new UsageError(
      `--origin must be ${parsed.error.issues[0]?.message ?? "an address"}, not "${printable(value)}".`,
    );
  return parsed.data;
}

if (isEntryPoint(import.meta.url)) {
  loadSettingsFile();
  process.exitCode = await runStaffCli(process.argv.slice(2), {
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
}
