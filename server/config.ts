import path from "node:path";
import { z } from "zod";

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  /** The built site; relative to the working directory, which npm scripts set to the project root. */
  CLIENT_DIR: z.string().min(1).default(path.resolve("build", "client")),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type ServerConfig = z.infer<typeof environmentSchema>;

/**
 * Reads the server's settings from the environment. A bad value stops the
 * server at start-up with every bad variable named, rather than at the
 * first request that needs it.
 */
export function readConfig(environment: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid server environment:\n${problems.join("\n")}`);
  }
  return parsed.data;
}
