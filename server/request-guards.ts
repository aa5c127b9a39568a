import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { NON_HTML_POLICY } from "./site/security-headers.ts";
import { CSP_HEADER } from "./site/security-hook.ts";

/**
 * The longest request target (path and query) answered, in characters: the
 * longest address the site links to is well under 200, and a referrer's
 * tracking parameters a few hundred more. Node already stops the request line
 * and headers together at 16 KiB; a lower bound here keeps every per-request
 * cost that grows with the address small, whatever code later reads it.
 */
export const MAX_URL_LENGTH = 8192;

/** How long a client refused during a shutdown should wait: a restart or the next instance takes a few seconds. */
export const SHUTDOWN_RETRY_AFTER_SECONDS = 10;

/** The only methods whose routes read a request body (the lead endpoints). */
const BODY_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH"]);

/**
 * Checks every request before routing's result is acted on and before any
 * body parser runs (a root onRequest hook, added before any other), so each
 * refusal goes through onSend and carries the security headers:
 *
 * - during a shutdown, 503 with Retry-After (instead of Fastify's
 *   return503OnClosing, which writes its answer straight to the socket, with
 *   none of our headers);
 * - an address longer than MAX_URL_LENGTH, 414;
 * - a body sent to an address that takes none (a page, an asset, anything
 *   but the lead endpoints), 405 (400 for GET and HEAD), unread: a content-type
 *   parser would otherwise read and parse it (Fastify parses POST, PUT, PATCH,
 *   DELETE and OPTIONS bodies even for the not-found handler), and the
 *   connection is closed rather than read to its end.
 */
export function guardRequests(app: FastifyInstance): void {
  let closing = false;
  // preClose runs as Fastify starts closing, when it would begin answering 503 itself.
  app.addHook("preClose", (done) => {
    closing = true;
    done();
  });

  app.addHook("onRequest", async (request, reply) => {
    if (closing) {
      reply.header("retry-after", String(SHUTDOWN_RETRY_AFTER_SECONDS)).header("connection", "close");
      return plainAnswer(reply, 503, "The server is restarting. Please try again shortly.");
    }
    if (request.url.length > MAX_URL_LENGTH) {
      return plainAnswer(reply, 414, "The address is too long.");
    }
    if (carriesBody(request) && !takesBody(request)) {
      reply.header("connection", "close");
      if (request.method === "GET" || request.method === "HEAD") {
        return plainAnswer(reply, 400, "A page is asked for without a request body.");
      }
      return plainAnswer(reply.header("allow", "GET, HEAD"), 405, "This address takes no request body.");
    }
  });
}

/**
 * Fastify's answer to an address it cannot decode (broken percent-encoding)
 * is written straight to the socket, without our headers and with the address
 * echoed back; this one carries the security headers and echoes nothing.
 * Passed to Fastify as frameworkErrors, which bypasses the onSend hooks.
 */
export function frameworkErrorAnswer(securityHeaders: Readonly<Record<string, string>>) {
  return function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
    const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : 400;
    reply
      .headers({ ...securityHeaders, [CSP_HEADER]: NON_HTML_POLICY })
      .code(status)
      .header("cache-control", "no-store")
      .type("text/plain; charset=utf-8")
      .send(status === 414 ? "The address is too long." : "The address could not be read.");
  };
}

function plainAnswer(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).header("cache-control", "no-store").type("text/plain; charset=utf-8").send(message);
}

/** A body on the wire: any Transfer-Encoding, or a Content-Length other than 0 (an unreadable one included). */
function carriesBody(request: FastifyRequest): boolean {
  const { "transfer-encoding": transferEncoding, "content-length": contentLength } = request.headers;
  return transferEncoding !== undefined || (contentLength !== undefined && Number(contentLength) !== 0);
}

function takesBody(request: FastifyRequest): boolean {
  return !request.is404 && BODY_METHODS.has(String(request.routeOptions.method));
}
