/**
 * Every inbox page is rendered here, on the server, per request: React
 * renders it to HTML (no hydration, no bundle), so no lead's details are ever
 * in a file a browser could cache or a public page could load. The answer
 * carries the inbox's own Content-Security-Policy (scripts and styles only
 * from this origin, no inline code), no-store and noindex.
 */
import type { FastifyReply } from "fastify";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CSP_HEADER } from "../site/security-hook.ts";

/** The inbox's pages: only our own styles and the live-update script; a QR code may be an inline image. */
export const INBOX_PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Sends a page of the inbox (`status` 200 unless a form's problem or a refusal says otherwise). */
export function sendInboxPage(
  reply: FastifyReply,
  page: ReactElement,
  status = 200,
  policy = INBOX_PAGE_POLICY,
): FastifyReply {
  return reply
    .code(status)
    .header(CSP_HEADER, policy)
    .type("text/html; charset=utf-8")
    .send(`<!DOCTYPE html>${renderToStaticMarkup(page)}`);
}
