// `npm run staff` and `npm run leads`: run a command-line tool of the built
// server, compiling the server first when it has not been built yet (a
// fresh clone where `npm start` has not run), so the first admin can be
// made straight after `npm install`. The tool itself runs as the compiled
// JavaScript, in a plain `node` of its own.
//
//   tsx scripts/run-server-tool.ts staff/staff-cli.js [its arguments...]
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const [tool, ...toolArgs] = process.argv.slice(2);
if (!tool) {
  console.error("Usage: tsx scripts/run-server-tool.ts <tool under build/node/server> [arguments...]");
  process.exit(2);
}
const entry = path.resolve("build", "node", "server", tool);
if (!existsSync(entry)) {
  console.error("Compiling the server first (npm run build:server)...");
  const built = spawnSync("npm", ["run", "--silent", "build:server"], {
    stdio: ["ignore", "inherit", "inherit"],
    shell: process.platform === "win32",
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const run = spawnSync(process.execPath, [entry, ...toolArgs], { stdio: "inherit" });
process.exit(run.status ?? 1);
