/**
 * A built server of its own for an end-to-end spec that needs what the
 * shared one (playwright.config.ts's webServer) has not: e-mail, to an SMTP
 * server in the test (smtp-test-server.ts), and a clock the test moves.
 *
 *   const server = await startE2eLeadServer({ at: wednesdayAt("10:00") });
 *   await server.setClock(server.now() + 31 * 60_000);
 *   await expect.poll(() => server.smtp.received.length, { timeout: 20_000 }).toBe(1);
 *   await server.stop();
 *
 * It runs `build/node/server/main.js` (npm run build) on a free loopback port
 * with the build's pages, its own SQLite database, published site and images
 * in a temporary folder, and shifted-clock.mjs preloaded: the server reads
 * the real time plus an offset the test writes to a file, with no test hook
 * in the production code. Timers still run in real time, so the first-contact
 * sweep (every 15 s) acts within about 20 s of a move: poll, never sleep.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { addDays, firmDate, firmInstant, weekdayOf, type Weekday } from "../../contracts/business-clock.ts";
import { type LeadServerProcess, makeLeadServerWorkDir, startLeadServerProcess } from "./lead-server/server-process.ts";
import { startTestSmtpServer, type TestSmtpServer } from "./smtp-test-server.ts";

export interface E2eLeadServer {
  /** http://127.0.0.1:PORT, also the server's SITE_URL (the e-mails' links lead here). */
  readonly origin: string;
  /** Its SQLite file: for addStaff's `databasePath`. */
  readonly databasePath: string;
  /** The SMTP server its e-mails go to: leads to LEADS_TO, notices to the staff. */
  readonly smtp: TestSmtpServer;
  readonly process: LeadServerProcess;
  /** The server's clock now (epoch ms): for addStaff, enrol and signIn's `now`. */
  now(): number;
  /** Puts the server's clock at `at` (epoch ms); it runs on from there in real time. */
  setClock(at: number): Promise<void>;
  /** Stops the server and the SMTP server, and removes the folder. */
  stop(): Promise<void>;
}

export interface E2eLeadServerOptions {
  /** Where the server's clock starts (epoch ms); the real time if absent. */
  at?: number;
  /** More settings, or different ones (LEAD_ESCALATE_MINUTES, say). */
  settings?: Record<string, string>;
}

const SHIFTED_CLOCK = pathToFileURL(path.resolve("tests", "support", "shifted-clock.mjs")).href;

export async function startE2eLeadServer(options: E2eLeadServerOptions = {}): Promise<E2eLeadServer> {
  const workDir = await makeLeadServerWorkDir();
  const offsetFile = path.join(workDir.dir, "clock-offset");
  let offset = options.at === undefined ? 0 : options.at - Date.now();
  await writeFile(offsetFile, String(offset));
  const smtp = await startTestSmtpServer();
  const settings = (port: number) => ({
    SITE_URL: `http://127.0.0.1:${port}`,
    CLIENT_DIR: path.resolve("build", "client"),
    PUBLISHED_SITE_DIR: path.join(workDir.dir, "site"),
    CONTENT_IMAGES_DIR: path.join(workDir.dir, "images"),
    SMTP_URL: smtp.url,
    // The test's SMTP server is on 127.0.0.1 and offers no STARTTLS (server/config.ts allows this for loopback only).
    SMTP_ALLOW_PLAINTEXT: "true",
    LEADS_TO: "brokers@kestrel.example",
    LEADS_FROM: "leads@kestrel.example",
    TEST_CLOCK_OFFSET_FILE: offsetFile,
    ...options.settings,
  });
  let started: LeadServerProcess;
  try {
    started = await startLeadServerProcess(path.resolve("build", "node", "server", "main.js"), workDir, settings, {
      nodeArgs: ["--import", SHIFTED_CLOCK],
    });
  } catch (error) {
    await smtp.stop();
    await workDir.remove();
    throw error;
  }
  const running = started;
  return {
    origin: running.origin,
    databasePath: workDir.databasePath,
    smtp,
    process: running,
    now: () => Date.now() + offset,
    async setClock(at) {
      offset = at - Date.now();
      await writeFile(offsetFile, String(offset));
      // The server reads the file again at most 50 ms after its last read.
      await new Promise((resolve) => setTimeout(resolve, 100));
    },
    async stop() {
      await running.stop();
      await smtp.stop();
      await workDir.remove();
    },
  };
}

/** The next `weekday` after today at `time` in Melbourne (the firm's clock), as epoch ms. */
export function nextFirmWeekdayAt(weekday: Weekday, time: string, after: number = Date.now()): number {
  let date = addDays(firmDate(after), 1);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return firmInstant(date, time).getTime();
}
