/**
 * Staff members' passkeys (migration 22's staff_passkeys): what the server
 * needs to check a passkey's signature, and nothing that could make one
 * (docs/decisions/020-passkeys-for-staff.md). The one writer of the table:
 * the directory's reset removes a person's passkeys through
 * `removeAllPasskeys`, in its own transaction.
 */
import type { Kysely } from "kysely";
import type { AppDatabase } from "../db/database.ts";
import type { Tables } from "../db/tables.ts";
import type { StaffRole } from "./staff-directory.ts";

export interface NewPasskey {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: readonly string[];
  deviceType: "singleDevice" | "multiDevice";
  backedUp: boolean;
  name: string;
}

/** A passkey as its owner sees it on "Your account". */
export interface PasskeySummary {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  deviceType: "singleDevice" | "multiDevice";
  backedUp: boolean;
}

/** A passkey as a ceremony checks it, with what its owner may do. */
export interface StoredPasskey {
  id: number;
  staffId: number;
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  owner: { email: string; name: string; role: StaffRole; maySignIn: boolean };
}

/** A credential for a ceremony's allow or exclude list. */
export interface CredentialDescriptor {
  id: string;
  transports: string[];
}

export interface StaffPasskeys {
  list(staffId: number): Promise<PasskeySummary[]>;
  descriptors(staffId: number): Promise<CredentialDescriptor[]>;
  byCredentialId(credentialId: string): Promise<StoredPasskey | undefined>;
  /** The new passkey's id, or null when that credential is already stored (for anyone). */
  add(staffId: number, passkey: NewPasskey): Promise<number | null>;
  /**
   * Records a use with the counter the authenticator reported, only if the
   * passkey is still there and its counter still allows it (both zero, or
   * growing): one statement, so two servers accepting one assertion at once
   * cannot both record it. False when refused.
   */
  recordUse(id: number, counter: number): Promise<boolean>;
  /** Removes one of `staffId`'s passkeys; false when they have none with that id. */
  remove(staffId: number, id: number): Promise<boolean>;
  count(staffId: number): Promise<number>;
  /** How many passkeys each person has (those with none are absent). */
  counts(): Promise<Map<number, number>>;
}

/** Removes every passkey of `staffId` in the caller's transaction (a reset); how many. */
export async function removeAllPasskeys(queries: Kysely<Tables>, staffId: number): Promise<number> {
  const result = await queries.deleteFrom("staff_passkeys").where("staff_id", "=", staffId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function openStaffPasskeys(database: AppDatabase, now: () => number = Date.now): StaffPasskeys {
  const { db } = database;
  return {
    async list(staffId) {
      const rows = await db
        .selectFrom("staff_passkeys")
        .select(["id", "name", "created_at", "last_used_at", "device_type", "backed_up"])
        .where("staff_id", "=", staffId)
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
        deviceType: row.device_type,
        backedUp: Number(row.backed_up) === 1,
      }));
    },
    async descriptors(staffId) {
      const rows = await db
        .selectFrom("staff_passkeys")
        .select(["credential_id", "transports"])
        .where("staff_id", "=", staffId)
        .orderBy("id")
        .execute();
      return rows.map((row) => ({ id: row.credential_id, transports: transportsOf(row.transports) }));
    },
    async byCredentialId(credentialId) {
      const row = await db
        .selectFrom("staff_passkeys as p")
        .innerJoin("staff as s", "s.id", "p.staff_id")
        .select([
          "p.id",
          "p.staff_id",
          "p.credential_id",
          "p.public_key",
          "p.counter",
          "p.transports",
          "s.email",
          "s.name",
          "s.role",
          "s.enrolled_at",
          "s.disabled_at",
        ])
        .where("p.credential_id", "=", credentialId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        staffId: row.staff_id,
        credentialId: row.credential_id,
        publicKey: new Uint8Array(row.public_key),
        counter: Number(row.counter),
        transports: transportsOf(row.transports),
        owner: {
          email: row.email,
          name: row.name,
          role: row.role,
          maySignIn: row.enrolled_at !== null && row.disabled_at === null,
        },
      };
    },
    async add(staffId, passkey) {
      const row = await db
        .insertInto("staff_passkeys")
        .values({
          staff_id: staffId,
          credential_id: passkey.credentialId,
          public_key: Buffer.from(passkey.publicKey),
          counter: passkey.counter,
          transports: JSON.stringify(passkey.transports),
          device_type: passkey.deviceType,
          backed_up: passkey.backedUp ? 1 : 0,
          name: passkey.name,
          created_at: new Date(now()).toISOString(),
        })
        .onConflict((conflict) => conflict.column("credential_id").doNothing())
        .returning("id")
        .executeTakeFirst();
      return row?.id ?? null;
    },
    async recordUse(id, counter) {
      const result = await db
        .updateTable("staff_passkeys")
        .set({ counter, last_used_at: new Date(now()).toISOString() })
        .where("id", "=", id)
        // An authenticator that keeps no counter reports 0 every time; one that does must report more than last time.
        .where("counter", counter === 0 ? "=" : "<", counter)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async remove(staffId, id) {
      const result = await db
        .deleteFrom("staff_passkeys")
        .where("id", "=", id)
        .where("staff_id", "=", staffId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    async count(staffId) {
      const row = await db
        .selectFrom("staff_passkeys")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("staff_id", "=", staffId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async counts() {
      const rows = await db
        .selectFrom("staff_passkeys")
        .select(["staff_id", (eb) => eb.fn.countAll().as("count")])
        .groupBy("staff_id")
        .execute();
      return new Map(rows.map((row) => [row.staff_id, Number(row.count)]));
    },
  };
}

function transportsOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
  } catch {
    return [];
  }
}
