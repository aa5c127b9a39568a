import { existsSync } from "node:fs";
import path from "node:path";
import { buildServer } from "./app.ts";
import { readConfig } from "./config.ts";

const config = readConfig();

if (!existsSync(path.join(config.CLIENT_DIR, "index.html"))) {
  console.error(`No built site in ${config.CLIENT_DIR}. Run \`npm run build\` first (or \`npm start\`, which builds when needed).`);
  process.exit(1);
}

const app = await buildServer(config);

// Finish requests in flight, refuse new ones, then exit.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, "shutting down");
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
