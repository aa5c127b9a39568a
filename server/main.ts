import { existsSync } from "node:fs";
import path from "node:path";
import { buildServer } from "./app.ts";
import { readConfig, type ServerConfig } from "./config.ts";
import { undeliveredLeadsNotice } from "./leads/lead-outbox.ts";
import { openLeadStore } from "./leads/lead-store.ts";

// Settings may come from a .env file beside package.json (see .env.example).
if (existsSync(".env")) process.loadEnvFile(".env");

let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

if (!existsSync(path.join(config.CLIENT_DIR, "index.html"))) {
  console.error(`No built site in ${config.CLIENT_DIR}. Run \`npm run build\` first (or \`npm start\`, which builds when needed).`);
  process.exit(1);
}

let store: ReturnType<typeof openLeadStore>;
try {
  store = openLeadStore(config.DATABASE_PATH);
} catch (error) {
  console.error(`Invalid server setting: DATABASE_PATH: cannot open ${config.DATABASE_PATH} (${error instanceof Error ? error.message : String(error)})`);
  process.exit(1);
}
const app = await buildServer(config, { store });

// On SIGTERM: answer the requests in flight, refuse new ones, let the outbox
// finish the delivery it is making, then close the database and exit.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, "shutting down");
    app
      .close()
      .then(() => store.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error(error);
          process.exit(1);
        },
      );
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
const notice = undeliveredLeadsNotice(config);
if (notice) console.log(notice);
