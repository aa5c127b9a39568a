/**
 * The one-time enrolment link `npm run staff -- add` and `reset` print. The
 * token is a path segment, not a query, and the request log writes it as
 * "…" (server/app.ts); the database keeps only its SHA-256, so a copy of the
 * database cannot be used to enrol as anyone.
 */
import { randomBytes } from "node:crypto";
import { INBOX_PATH } from "../../contracts/inbox-paths.ts";
import { sha256Hex } from "./sha256.ts";

/** A link is good for a day: long enough to reach the person, short enough that a forgotten e-mail is no open door. */
export const ENROLMENT_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export const ENROLMENT_PATH = `${INBOX_PATH}/enrol`;

/** 32 random bytes, base64url: 43 characters of [A-Za-z0-9_-]. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface EnrolmentToken {
  /** Goes in the link only, never stored. */
  token: string;
  hash: string;
}

export function newEnrolmentToken(): EnrolmentToken {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: enrolmentTokenHash(token) };
}

export function enrolmentTokenHash(token: string): string {
  return sha256Hex(token);
}

/** Whether `token` could be one we issued: anything else is answered as an unknown link without a query. */
export function isWellFormedEnrolmentToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export function enrolmentPath(token: string): string {
  return `${ENROLMENT_PATH}/${token}`;
}

/** `origin` is a scheme and host (and port), as INBOX_ORIGIN or --origin give it; a trailing slash is dropped. */
export function enrolmentLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}${enrolmentPath(token)}`;
}
