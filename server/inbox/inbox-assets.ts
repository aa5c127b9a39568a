/**
 * The inbox's static files: its stylesheet, its live-update script, its
 * passkey script, and SimpleWebAuthn's browser library, read once from
 * node_modules (served by the inbox itself, never a CDN: the inbox's CSP
 * allows scripts from 'self' only; docs/decisions/020-passkeys-for-staff.md).
 * None holds any lead's details, so they may be cached (revalidated on
 * each use, so a release shows at once); the pages that use them are no-store.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import {
  INBOX_PASSKEY_LIBRARY_PATH,
  INBOX_PASSKEY_SCRIPT_PATH,
  INBOX_SCRIPT_PATH,
  INBOX_STYLESHEET_PATH,
} from "./inbox-document.tsx";
import { inboxPasskeyScript } from "./passkey-script.ts";
import { inboxLiveScript } from "./leads/inbox-live.ts";
import { INBOX_STYLES } from "./inbox-styles.ts";

export function registerInboxAssets(inbox: FastifyInstance): void {
  const files = [
    { path: INBOX_STYLESHEET_PATH, type: "text/css; charset=utf-8", body: INBOX_STYLES },
    { path: INBOX_SCRIPT_PATH, type: "text/javascript; charset=utf-8", body: inboxLiveScript() },
    { path: INBOX_PASSKEY_SCRIPT_PATH, type: "text/javascript; charset=utf-8", body: inboxPasskeyScript() },
    { path: INBOX_PASSKEY_LIBRARY_PATH, type: "text/javascript; charset=utf-8", body: passkeyLibrary() },
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

/**
 * SimpleWebAuthn's browser library as one file: its UMD build, which sets
 * window.SimpleWebAuthnBrowser (its ESM build is many files). Found from the
 * package's own entry point, as its exports name no other file.
 */
function passkeyLibrary(): string {
  const entry = createRequire(import.meta.url).resolve("@simplewebauthn/browser");
  const packageDir = path.dirname(path.dirname(entry));
  return readFileSync(path.join(packageDir, "dist", "bundle", "index.umd.min.js"), "utf8");
}
