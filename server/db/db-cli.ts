/**
 * The database's command line:
 *
 *   npm run db -- copy --to postgres://USER:PASSWORD@HOST:PORT/DB   (from the SQLite file at DATABASE_PATH)
 *   npm run db -- copy --from postgres://… --to FILE.sqlite
 *
 * A copy goes only into an empty database and writes nothing when it
 * refuses: a target that is not empty, a source that is not a lead database
 * and a server it cannot reach each get one line and exit code 2. It prints
 * each table's rows on both sides, and exits 1 if any differ.
 */
import { rmSync } from "node:fs";
import {
  type CommandLineIo,
  isEntryPoint,
  readCommandLine,
  requestFromCommandLine,
  textTable,
  toolConfig,
  UsageError,
} from "../command-line.ts";
import { loadSettingsFile } from "../config.ts";
import { copiedTables, copyDatabase, TargetNotEmpty } from "./database-copy.ts";
import { describeLocation, inspectDatabase, locationFromArgument } from "./database-target.ts";
import { redactedUrl, redactPassword } from "./database-url.ts";
import { type AppDatabase, type DatabaseLocation, openDatabase } from "./database.ts";
import { leadDatabaseFiles } from "./sqlite-file-modes.ts";

export const DB_CLI_USAGE =
  "Usage: npm run db -- copy --to postgres://USER:PASSWORD@HOST:PORT/DB | FILE.sqlite [--from postgres://… | FILE.sqlite] (--from defaults to DATABASE_PATH)";

interface CopyRequest {
  from: string | undefined;
  to: string;
}

function readArguments(args: readonly string[]): CopyRequest | "help" {
  const { values, positionals } = readCommandLine(args, {
    to: { type: "string" },
    from: { type: "string" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) return "help";
  const [command, ...rest] = positionals;
  if (command !== "copy") throw new UsageError(command ? `Unknown command "${command}".` : "Missing command.");
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${redactedUrl(rest[0] ?? "")}".`);
  if (!values.to) throw new UsageError("copy needs --to.");
  return { from: values.from, to: values.to };
}

/** Runs one command and returns its exit code: 0 copied, 1 counts differ or the copy failed, 2 refused (nothing written). */
export async function runDbCli(args: readonly string[], io: CommandLineIo): Promise<number> {
  const request = requestFromCommandLine({ name: "db", usage: DB_CLI_USAGE, read: readArguments }, args, io);
  if (typeof request === "number") return request;
  // Whatever a message quotes (pg's own errors among them), neither URL's password is in it.
  const redacted = (message: string) =>
    [request.from, request.to].reduce<string>(
      (text, argument) => (argument?.includes("://") ? redactPassword(text, argument) : text),
      message,
    );
  const refuse = (message: string) => {
    io.stderr(`db: ${redacted(message)}\n`);
    return 2;
  };

  let from: DatabaseLocation;
  let to: DatabaseLocation;
  try {
    to = locationFromArgument(request.to);
    if (request.from !== undefined) {
      from = locationFromArgument(request.from);
    } else {
      const config = toolConfig("db", io);
      if (!config) return 2;
      from = { engine: "sqlite", path: config.DATABASE_PATH };
    }
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error));
  }
  if (describeLocation(from) === describeLocation(to)) return refuse("--from and --to name the same database.");

  // Both looked into before anything is opened for writing.
  let newFile: string | undefined;
  try {
    const source = await inspectDatabase(from, copiedTables);
    if (!source?.tables.includes("schema_migrations") || !source.tables.includes("leads")) {
      return refuse(`${describeLocation(from)} is not a lead database.`);
    }
    const target = await inspectDatabase(to, copiedTables);
    if (!target && to.engine === "sqlite") newFile = to.path;
    if (target) {
      const holding = [...target.rows].filter(([, count]) => count > 0);
      const foreign = target.tables.length > 0 && !target.tables.includes("schema_migrations");
      if (holding.length > 0 || foreign) {
        const what = foreign
          ? `it holds other tables (${target.tables.slice(0, 3).join(", ")}${target.tables.length > 3 ? ", …" : ""})`
          : holding.map(([table, count]) => `${table}: ${count} rows`).join(", ");
        return refuse(`${describeLocation(to)} is not empty (${what}); copy only into an empty database.`);
      }
    }
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error));
  }

  let source: AppDatabase | undefined;
  let target: AppDatabase | undefined;
  try {
    source = await openDatabase(from);
    target = await openDatabase(to);
    const counts = await copyDatabase(source, target);
    io.stdout(
      textTable(
        ["table", describeLocation(from), describeLocation(to)],
        counts.map((count) => [count.table, String(count.from), String(count.to)]),
      ),
    );
    const differing = counts.filter((count) => count.from !== count.to);
    if (differing.length > 0) {
      io.stderr(`db: the copy differs in ${differing.map((count) => count.table).join(", ")}.\n`);
      return 1;
    }
    io.stdout(`Copied ${describeLocation(from)} to ${describeLocation(to)}.\n`);
    return 0;
  } catch (error) {
    const message = redacted(error instanceof Error ? error.message : String(error));
    await source?.close();
    await target?.close();
    // A new SQLite file that holds no copy is not left behind to look like one.
    if (newFile) for (const file of leadDatabaseFiles(newFile)) rmSync(file, { force: true });
    if (error instanceof TargetNotEmpty) return refuse(message);
    io.stderr(`db: the copy failed, nothing was copied: ${message}\n`);
    return 1;
  } finally {
    await source?.close();
    await target?.close();
  }
}

if (isEntryPoint(import.meta.url)) {
  loadSettingsFile();
  process.exitCode = await runDbCli(process.argv.slice(2), {
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
}
