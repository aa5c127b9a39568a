/**
 * The one hash kept for the staff inbox's high-entropy secrets: enrolment
 * tokens, session cookies and recovery codes. These are random (at least 50
 * bits, most 256), so a fast hash is enough; a person's chosen password is
 * never hashed here (staff-password.ts uses argon2id).
 */
import { createHash } from "node:crypto";

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}
