import { Writable } from "node:stream";
import Fastify, { type FastifyBaseLogger } from "fastify";

/** The server's own logger (pino, as in production) at info, writing each JSON line into `lines`. */
export function capturedLog(lines: string[]): FastifyBaseLogger {
  return Fastify({
    logger: {
      level: "info",
      stream: new Writable({
        write(chunk: Buffer, _encoding, callback) {
          lines.push(chunk.toString("utf8"));
          callback();
        },
      }),
    },
  }).log;
}
