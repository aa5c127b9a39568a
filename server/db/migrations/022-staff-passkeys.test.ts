import { sql } from "kysely";
import { describe, expect } from "vitest";
import { databaseEngine, databaseTest as test } from "../../../tests/support/test-database.ts";
import { openDatabase } from "../database.ts";
import { migrations } from "./index.ts";

describe(`staff passkeys, on ${databaseEngine}`, () => {
  test("keeps every staff member, then stores passkeys as bytes, gone with their owner, and one row of sign-in rules", async ({
    emptyLocation,
  }) => {
    const older = await openDatabase(emptyLocation, { migrations: migrations.filter((step) => step.version < 22) });
    try {
      await sql`
        INSERT INTO staff (id, email, name, role, created_at)
          VALUES (1, 'sam@kestrel.example', 'Sam Broker', 'broker', '2026-01-01T00:00:00.000Z'),
                 (2, 'mia@kestrel.example', 'Mia Chen', 'broker', '2026-01-01T00:00:00.000Z')
      `.execute(older.db);
    } finally {
      await older.close();
    }

    const database = await openDatabase(emptyLocation);
    try {
      const { db } = database;
      expect(await db.selectFrom("staff").select("id").orderBy("id").execute()).toEqual([{ id: 1 }, { id: 2 }]);
      const key = Buffer.from([0xa5, 0x01, 0x02, 0x00, 0xff]);
      const passkey = (staffId: number, credentialId: string) => ({
        staff_id: staffId,
        credential_id: credentialId,
        public_key: key,
        counter: 0,
        transports: '["internal","hybrid"]',
        device_type: "multiDevice" as const,
        backed_up: 1,
        name: "Work laptop",
        created_at: "2026-11-27T00:00:00.000Z",
      });
      await db.insertInto("staff_passkeys").values(passkey(1, "c2FtLWxhcHRvcC0wMDAwMDA")).execute();
      await db.insertInto("staff_passkeys").values(passkey(2, "bWlhLXBob25lLTAwMDAwMDAw")).execute();
      const stored = await db
        .selectFrom("staff_passkeys")
        .select("public_key")
        .where("staff_id", "=", 1)
        .executeTakeFirstOrThrow();
      expect(Buffer.from(stored.public_key).equals(key)).toBe(true);

      await expect(
        db.insertInto("staff_passkeys").values(passkey(2, "c2FtLWxhcHRvcC0wMDAwMDA")).execute(),
        "a credential is one person's",
      ).rejects.toThrow();
      await expect(
        db.insertInto("staff_passkeys").values(passkey(2, "not base64url, though long enough")).execute(),
        "a credential ID is base64url",
      ).rejects.toThrow();
      await expect(
        db
          .insertInto("staff_passkeys")
          .values({ ...passkey(2, "bWlhLWxhcHRvcC0wMDAwMDAw"), transports: "usb" })
          .execute(),
        "transports are JSON",
      ).rejects.toThrow();

      await db
        .insertInto("passkey_challenges")
        .values({ challenge: "abc", purpose: "sign-in", session_hash: "h", staff_id: 1, expires_at: 1 })
        .execute();
      // A person is never deleted in the inbox, but should a row go, their passkeys and challenges go with it.
      await db.deleteFrom("staff").where("id", "=", 1).execute();
      expect(await db.selectFrom("staff_passkeys").select("staff_id").execute()).toEqual([{ staff_id: 2 }]);
      expect(await db.selectFrom("passkey_challenges").selectAll().execute()).toEqual([]);

      await db
        .insertInto("staff_sign_in_policy")
        .values({ id: 1, passkey_required: 1, changed_by: 2, changed_at: "2026-11-27T00:00:00.000Z" })
        .execute();
      await expect(
        db
          .insertInto("staff_sign_in_policy")
          .values({ id: 2, passkey_required: 0, changed_by: 2, changed_at: "2026-11-27T00:00:00.000Z" })
          .execute(),
        "the firm has one set of sign-in rules",
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
