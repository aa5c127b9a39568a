import type { FastifyInstance } from "fastify";
import { NON_HTML_POLICY, PDF_POLICY } from "./security-headers.ts";

export const CSP_HEADER = "content-security-policy";

/**
 * Sends `headers` (commonSecurityHeaders) on every response, and a
 * Content-Security-Policy on each: a page's own, set by its route
 * (static-site.ts), or else the policy for a response that is not a page.
 * onSend runs last for every reply, errors and redirects included.
 */
export function addSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.headers(headers);
    if (!reply.hasHeader(CSP_HEADER)) {
      const isPdf = /^application\/pdf\b/i.test(String(reply.getHeader("content-type") ?? ""));
      reply.header(CSP_HEADER, isPdf ? PDF_POLICY : NON_HTML_POLICY);
    }
    return payload;
  });
}
