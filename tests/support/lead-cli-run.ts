/**
 * `npm run leads` in-process, against one database: what it printed, its exit
 * code, and the yes-or-no questions it asked (each answered with `answer`;
 * without one, the tool has no terminal to ask and the answer is no).
 */
import { runLeadCli } from "../../server/leads/lead-cli.ts";

export interface LeadCliRun {
  code: number;
  stdout: string;
  stderr: string;
  questions: string[];
}

export async function runLeadsCommand(
  databasePath: string,
  args: readonly string[],
  options: { answer?: boolean; now?: () => number; env?: NodeJS.ProcessEnv } = {},
): Promise<LeadCliRun> {
  let stdout = "";
  let stderr = "";
  const questions: string[] = [];
  const { answer, now } = options;
  const code = await runLeadCli(args, {
    env: { ...options.env, DATABASE_PATH: databasePath },
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
