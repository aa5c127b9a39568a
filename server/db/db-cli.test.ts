import { createHash } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { databaseTest } from "../../tests/support/test-database.ts";
import { type AppDatabase, openDatabase } from "./database.ts";
import { runDbCli } from "./db-cli.ts";

let folder = "";
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "db-cli-"));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  let stdout = "";
  let stderr = "";
  const code = await runDbCli(args, {
    env: { DATABASE_PATH: path.join(folder, "leads.sqlite"), ...env },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

/** Stands in for an uploaded original: every byte value, so a copy that changed any would show. */
const UPLOADED_IMAGE = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
const UPLOADED_IMAGE_HASH = createHash("sha256").update(UPLOADED_IMAGE).digest("hex");

/** Stands in for a passkey's public key: bytes a text column would mangle. */
const PASSKEY_PUBLIC_KEY = Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x00, 0xff, 0x80]);

/** A lead database with one of everything the copy keeps. */
async function seeded(file: string): Promise<void> {
  const database = await openDatabase({ engine: "sqlite", path: file });
  try {
    await fill(database);
  } finally {
    await database.close();
  }
}

async function fill({ db }: AppDatabase): Promise<void> {
  const staff = await db
    .insertInto("staff")
    .values({ email: "ana@example.com", name: "Ana Broker", role: "admin", created_at: "2026-11-01T00:00:00.000Z" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("staff_recovery_codes").values({ staff_id: staff.id, code_hash: "h1", used_at: null }).execute();
  // A passkey (its public key: bytes, on both engines) and the firm's "Passkey required"; never a challenge.
  await db
    .insertInto("staff_passkeys")
    .values({
      staff_id: staff.id,
      credential_id: "AAECAwQFBgcICQoLDA0ODw",
      public_key: PASSKEY_PUBLIC_KEY,
      counter: 7,
      transports: '["internal"]',
      device_type: "multiDevice",
      backed_up: 1,
      name: "Work laptop",
      created_at: "2026-11-01T00:00:00.000Z",
    })
    .execute();
  await db
    .insertInto("staff_sign_in_policy")
    .values({ id: 1, passkey_required: 1, changed_by: staff.id, changed_at: "2026-11-01T00:00:00.000Z" })
    .execute();
  await db
    .insertInto("passkey_challenges")
    .values({ challenge: "c1", purpose: "sign-in", session_hash: "h", staff_id: null, expires_at: 1 })
    .execute();
  for (const [index, id] of ["lead-1", "lead-2"].entries()) {
    await db
      .insertInto("leads")
      .values({
        id,
        form: "inquiry",
        fields: JSON.stringify({
          firstName: "Sam",
          lastName: `Visitor${index}`,
          email: `sam${index}@example.com`,
          mobile: "+61491570110",
          enquiryType: "Refinance",
          reference: "Google",
          postCode: "3000",
          message: "Please call",
        }),
        received_at: `2026-11-0${index + 1}T00:00:00.000Z`,
        delivery_state: "pending",
        delivered_at: null,
        seq: index + 1,
        assigned_to: staff.id,
        read_at: null,
        scenario: null,
        visitor_name: `Sam Visitor${index}`,
        visitor_email: `sam${index}@example.com`,
        visitor_phone: "+61491570110",
      })
      .execute();
    await db
      .insertInto("lead_deliveries")
      .values({
        lead_id: id,
        channel: "email",
        state: "pending",
        next_attempt_at: 0,
        leased_until: null,
        leased_by: null,
        last_error: null,
        delivered_at: null,
      })
      .execute();
  }
  await db
    .insertInto("lead_notes")
    .values({ lead_id: "lead-1", staff_id: staff.id, at: "2026-11-02T00:00:00.000Z", body: "Called" })
    .execute();
  await db
    .insertInto("lead_status_changes")
    .values({
      lead_id: "lead-1",
      staff_id: staff.id,
      at: "2026-11-02T00:00:00.000Z",
      from_status: "new",
      to_status: "contacted",
    })
    .execute();
  await db
    .insertInto("inbox_audit")
    .values({
      at: "2026-11-02T00:00:00.000Z",
      staff_id: staff.id,
      action: "lead viewed",
      lead_id: "lead-1",
      detail: null,
    })
    .execute();
  await db
    .insertInto("privacy_audit")
    .values({ at: "2026-11-03T00:00:00.000Z", action: "retention purge", lead_count: 0, reason: "daily" })
    .execute();
  // The site's content: the first version, a roll back to it, and a draft waiting.
  await db
    .insertInto("content_versions")
    .values([
      { number: 1, body: '{"testimonials":[]}', published_by: null, published_at: 1, changes: "[]" },
      {
        number: 2,
        body: '{"testimonials":[]}',
        published_by: staff.id,
        published_at: 2,
        changes: "[]",
        rolled_back_to: 1,
      },
    ])
    .execute();
  await db
    .insertInto("content_drafts")
    .values({ collection: "testimonials", body: "[]", revision: 3, updated_by: staff.id, updated_at: 3 })
    .execute();
  // An uploaded original (its bytes are all the copy needs to carry whole).
  await db
    .insertInto("content_images")
    .values({
      hash: UPLOADED_IMAGE_HASH,
      media_type: "image/png",
      width: 1,
      height: 1,
      byte_size: UPLOADED_IMAGE.length,
      original: UPLOADED_IMAGE,
      uploaded_by: staff.id,
      uploaded_at: 4,
    })
    .execute();
}

describe("npm run db -- copy", () => {
  it("copies every kept table from DATABASE_PATH into a new SQLite file and prints each table's rows on both sides", async () => {
    await seeded(path.join(folder, "leads.sqlite"));
    const copy = path.join(folder, "copy.sqlite");

    const { code, stdout, stderr } = await run(["copy", "--to", copy]);

    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^leads\s+2\s+2$/m);
    expect(stdout).toMatch(/^staff\s+1\s+1$/m);
    expect(stdout).toMatch(/^lead_status_changes\s+1\s+1$/m);
    const copied = await openDatabase({ engine: "sqlite", path: copy });
    try {
      const leads = await copied.db.selectFrom("leads").select(["id", "seq", "assigned_to", "enquiry_type"]).execute();
      expect(leads).toEqual([
        { id: "lead-1", seq: 1, assigned_to: 1, enquiry_type: "Refinance" },
        { id: "lead-2", seq: 2, assigned_to: 1, enquiry_type: "Refinance" },
      ]);
      // The next staff member gets a new id, not a copied one's.
      const next = await copied.db
        .insertInto("staff")
        .values({ email: "ben@example.com", name: "Ben", role: "broker", created_at: "2026-11-04T00:00:00.000Z" })
        .returning("id")
        .executeTakeFirstOrThrow();
      expect(next.id).toBe(2);
    } finally {
      await copied.close();
    }
  });

  it("refuses a target that already holds leads, in one line with exit code 2, and leaves it as it was", async () => {
    await seeded(path.join(folder, "leads.sqlite"));
    const target = path.join(folder, "busy.sqlite");
    await seeded(target);

    const { code, stdout, stderr } = await run(["copy", "--to", target]);

    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toMatch(
      /^db: .*busy\.sqlite is not empty \(.*leads: 2 rows.*\); copy only into an empty database\.\n$/,
    );
    const kept = await openDatabase({ engine: "sqlite", path: target });
    try {
      expect(await kept.db.selectFrom("leads").select("id").execute()).toHaveLength(2);
    } finally {
      await kept.close();
    }
  });

  it("refuses a source that is not a lead database, and creates no target", async () => {
    writeFileSync(path.join(folder, "notes.txt"), "shopping list\n");
    const target = path.join(folder, "copy.sqlite");

    const notSqlite = await run(["copy", "--from", path.join(folder, "notes.txt"), "--to", target]);
    const missing = await run(["copy", "--from", path.join(folder, "nowhere.sqlite"), "--to", target]);

    expect(notSqlite.code).toBe(2);
    expect(notSqlite.stderr).toMatch(/^db: .*notes\.txt is not a SQLite database .*\n$/);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(`db: ${path.join(folder, "nowhere.sqlite")} is not a lead database.\n`);
    expect(existsSync(target)).toBe(false);
  });

  it("names the problem with a target URL in one line, exit code 2, never printing its password", async () => {
    await seeded(path.join(folder, "leads.sqlite"));

    const scheme = await run(["copy", "--to", "mysql://kestrel:s3cret-pass@127.0.0.1/leads"]);
    const noName = await run(["copy", "--to", "postgres://kestrel:s3cret-pass@127.0.0.1:5432"]);
    const unreachable = await run(["copy", "--to", "postgres://kestrel:s3cret-pass@127.0.0.1:1/leads"]);

    expect(scheme.code).toBe(2);
    expect(scheme.stderr).toMatch(/^db: .*the scheme "mysql" is not one this server knows.*\n$/);
    expect(noName.code).toBe(2);
    expect(noName.stderr).toMatch(/^db: .*no database name.*\n$/);
    expect(unreachable.code).toBe(2);
    expect(unreachable.stderr).toMatch(/^db: cannot reach postgres:\/\/kestrel:\*\*\*@127\.0\.0\.1:1\/leads: .*\n$/);
    for (const answer of [scheme, noName, unreachable]) {
      expect(answer.stderr.split("\n").filter(Boolean)).toHaveLength(1);
      expect(answer.stderr + answer.stdout).not.toContain("s3cret-pass");
    }
  });

  databaseTest(
    "copies a SQLite file into an empty database of this suite's engine and back, the same rows each way, and will not copy twice",
    async ({ emptyLocation }) => {
      await seeded(path.join(folder, "leads.sqlite"));
      const target = emptyLocation.engine === "sqlite" ? emptyLocation.path : emptyLocation.url;

      const there = await run(["copy", "--to", target]);
      expect(there.stderr).toBe("");
      expect(there.code).toBe(0);
      expect(there.stdout).toMatch(/^leads\s+2\s+2$/m);
      expect(there.stdout).toMatch(/^inbox_audit\s+1\s+1$/m);
      expect(there.stdout).toMatch(/^content_versions\s+2\s+2$/m);
      expect(there.stdout).toMatch(/^content_drafts\s+1\s+1$/m);
      expect(there.stdout).toMatch(/^content_images\s+1\s+1$/m);
      expect(there.stdout).toMatch(/^staff_passkeys\s+1\s+1$/m);
      expect(there.stdout).toMatch(/^staff_sign_in_policy\s+1\s+1$/m);
      expect(there.stdout).not.toContain("passkey_challenges");

      const back = path.join(folder, "back.sqlite");
      const returned = await run(["copy", "--from", target, "--to", back]);
      expect(returned.stderr).toBe("");
      expect(returned.code).toBe(0);
      const copied = await openDatabase({ engine: "sqlite", path: back });
      try {
        const leads = await copied.db
          .selectFrom("leads")
          .select(["id", "seq", "visitor_email", "enquiry_type"])
          .orderBy("seq")
          .execute();
        expect(leads).toEqual([
          { id: "lead-1", seq: 1, visitor_email: "sam0@example.com", enquiry_type: "Refinance" },
          { id: "lead-2", seq: 2, visitor_email: "sam1@example.com", enquiry_type: "Refinance" },
        ]);
        const versions = await copied.db
          .selectFrom("content_versions")
          .select(["number", "published_by", "rolled_back_to"])
          .orderBy("number")
          .execute();
        expect(versions).toEqual([
          { number: 1, published_by: null, rolled_back_to: null },
          { number: 2, published_by: 1, rolled_back_to: 1 },
        ]);
        expect(await copied.db.selectFrom("content_drafts").select(["collection", "revision"]).execute()).toEqual([
          { collection: "testimonials", revision: 3 },
        ]);
        const image = await copied.db.selectFrom("content_images").selectAll().executeTakeFirstOrThrow();
        expect(image.hash).toBe(UPLOADED_IMAGE_HASH);
        expect(Buffer.from(image.original).equals(UPLOADED_IMAGE)).toBe(true);
        const passkey = await copied.db.selectFrom("staff_passkeys").selectAll().executeTakeFirstOrThrow();
        expect(Buffer.from(passkey.public_key).equals(PASSKEY_PUBLIC_KEY)).toBe(true);
        expect({ ...passkey, public_key: null, counter: Number(passkey.counter) }).toEqual({
          id: 1,
          staff_id: 1,
          credential_id: "AAECAwQFBgcICQoLDA0ODw",
          public_key: null,
          counter: 7,
          transports: '["internal"]',
          device_type: "multiDevice",
          backed_up: 1,
          name: "Work laptop",
          created_at: "2026-11-01T00:00:00.000Z",
          last_used_at: null,
        });
        expect(await copied.db.selectFrom("staff_sign_in_policy").select("passkey_required").execute()).toEqual([
          { passkey_required: 1 },
        ]);
        expect(await copied.db.selectFrom("passkey_challenges").selectAll().execute()).toEqual([]);
      } finally {
        await copied.close();
      }

      const again = await run(["copy", "--to", target]);
      expect(again.code).toBe(2);
      expect(again.stderr).toMatch(/is not empty \(.*leads: 2 rows/);
    },
  );

  it("answers a wrong command line with its usage and exit code 2", async () => {
    const { code, stderr } = await run(["copy"]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^db: copy needs --to\. Usage: npm run db -- copy/);
  });
});
