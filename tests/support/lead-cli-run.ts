/**
 * `npm run leads` in-process, against one database (a SQLite file's path, or
 * a database's location: a PostgreSQL one is given as DATABASE_URL): what it
 * printed, its exit code, and the yes-or-no questions it asked (each answered
 * with `answer`; without one, the tool has no terminal to ask and the answer is no).
 */
import type { DatabaseLocation } from "../../server/db/database.ts";
import { runLeadCli } from "../../server/leads/lead-cli.ts";

export interface LeadCliRun {
  code: number;
  stdout: string;
  stderr: string;
  questions: string[];
}

export async function runLeadsCommand(
  database: string | DatabaseLocation,
  args: readonly string[],
  options: { answer?: boolean; now?: () => number; env?: NodeJS.ProcessEnv } = {},
): Promise<LeadCliRun> {
  let stdout = "";
  let stderr = "";
  const questions: string[] = [];
  const { answer, now } = options;
  const code = await runLeadCli(args, {
    env: { ...options.env, ...databaseSetting(database) },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    confirm:
      answer === undefined
        ? undefined
        : async (question) => {
            questions.push(question);
            return answer;
          },
    ...(now ? { now } : {}),
  });
  return { code, stdout, stderr, questions };
}

function databaseSetting(database: string | DatabaseLocation): NodeJS.ProcessEnv {
  if (typeof database === "string") return { DATABASE_PATH: database };
  return database.engine === "sqlite" ? { DATABASE_PATH: database.path } : { DATABASE_URL: database.url };
}
