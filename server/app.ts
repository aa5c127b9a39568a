import Fastify, { type FastifyInstance } from "fastify";
import type { ServerConfig } from "./config.ts";
import { registerStaticSite } from "./site/static-site.ts";

/**
 * Builds the server without starting it, so tests can drive it with
 * `inject` and main.ts can listen on a port.
 */
export async function buildServer(config: Pick<ServerConfig, "CLIENT_DIR" | "LOG_LEVEL">): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    // Request ids in logs, never echoed from the client.
    genReqId: () => crypto.randomUUID(),
  });
  await registerStaticSite(app, config.CLIENT_DIR);
  return app;
}
