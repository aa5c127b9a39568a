import { existsSync } from "node:fs";
import path from "node:path";
import { buildServer } from "./app.ts";
import { loadSettingsFile, readConfig, type ServerConfig } from "./config.ts";
import { undeliveredLeadsNotice } from "./leads/delivery/lead-outbox.ts";
import { databaseLocation } from "./config.ts";
import { type AppDatabase, openDatabase } from "./db/database.ts";
import { describeTightened, type TightenedMode, tightenLeadFileModes } from "./db/sqlite-file-modes.ts";
import { openLeadStore } from "./leads/store/lead-store.ts";

loadSettingsFile();

let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

if (!existsSync(path.join(config.CLIENT_DIR, "index.html"))) {
  console.error(
    `No built site in ${config.CLIENT_DIR}. Run \`npm run build\` first (or \`npm start\`, which builds when needed).`,
  );
  process.exit(1);
}

// The one place the server's database is chosen: DATABASE_URL, else the SQLite file at DATABASE_PATH.
const location = databaseLocation(config);
let database: AppDatabase;
let tightenedModes: TightenedMode[] = [];
try {
  // Before SQLite opens them: a new -wal or -shm takes the database file's mode.
  if (location.engine === "sqlite") tightenedModes = tightenLeadFileModes(location.path);
  database = await openDatabase(location);
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  // PostgreSQL's message already names DATABASE_URL, without its password (server/db/database-url.ts).
  console.error(
    location.engine === "postgres"
      ? reason
      : `Invalid server setting: DATABASE_PATH: cannot open ${location.path} (${reason})`,
  );
  process.exit(1);
}
let reportAssignmentFailure = (error: unknown) => console.error("new leads stored without an owner", error);
const store = openLeadStore(database, { onAssignmentFailed: (error) => reportAssignmentFailure(error) });
const app = await buildServer(config, { database, store });
reportAssignmentFailure = (error) =>
  // The error's name only: its message may quote a row.
  app.log.error({ error: error instanceof Error ? error.name : "unknown" }, "new leads stored without an owner");
if (tightenedModes.length > 0) {
  app.log.warn(
    { files: describeTightened(tightenedModes) },
    "lead database files were readable by other users: now the server's own (folder 700, files 600)",
  );
}

/** How long a shutdown waits for the requests in flight before it cuts their connections. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How often, while shutting down, connections whose request has been answered are closed. */
const IDLE_SWEEP_MS = 100;

// On SIGTERM: answer the requests in flight, refuse new ones, let the outbox
// finish the delivery it is making, then close the database (once) and exit.
function shutDown(signal: NodeJS.Signals): void {
  app.log.info({ signal }, "shutting down");
  // Closing stops listening and closes idle keep-alive connections, but one
  // busy at that moment would stay open after its answer for the whole
  // keep-alive timeout (72 s) and hold the exit: close each as it falls idle.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  // A client that never finishes its request must not hold the shutdown for
  // ever. Cutting it loses nothing a visitor was told was received: a lead is
  // answered OK only once it is stored.
  const grace = setTimeout(() => {
    app.log.warn(
      { graceMs: SHUTDOWN_GRACE_MS },
      "requests still unanswered after the grace period: closing their connections",
    );
    app.server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  // Every connection has ended; what is left is the outbox's delivery in flight.
  app.server.once("close", () => {
    clearInterval(sweep);
    clearTimeout(grace);
  });
  app
    .close()
    .then(() => {
      store.close();
      return database.close();
    })
    .then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
}
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, shutDown);

await app.listen({ port: config.PORT, host: config.HOST });
const notice = undeliveredLeadsNotice(config);
if (notice) console.log(notice);
