/**
 * The inbox's two static files: its stylesheet and its live-update script.
 * Neither holds any lead's details, so they may be cached (revalidated on
 * each use, so a release shows at once); the pages that use them are no-store.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { INBOX_SCRIPT_PATH, INBOX_STYLESHEET_PATH } from "./inbox-document.tsx";
import { inboxLiveScript } from "./leads/inbox-live.ts";
import { INBOX_STYLES } from "./inbox-styles.ts";

export function registerInboxAssets(inbox: FastifyInstance): void {
  const files = [
    { path: INBOX_STYLESHEET_PATH, type: "text/css; charset=utf-8", body: INBOX_STYLES },
    { path: INBOX_SCRIPT_PATH, type: "text/javascript; charset=utf-8", body: inboxLiveScript() },
  ];
  for (const file of files) {
    const etag = `"${createHash("sha256").update(file.body).digest("base64url").slice(0, 22)}"`;
    inbox.get(file.path, async (request, reply) => {
      reply.header("cache-control", "no-cache").header("etag", etag).type(file.type);
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply.send(file.body);
    });
  }
}
