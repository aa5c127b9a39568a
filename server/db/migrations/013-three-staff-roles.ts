import type { Migration } from "./migration.ts";

/**
 * Three roles where there were two: an admin, a broker (who was "staff") and
 * an editor, who works on the site's content and sees no lead. Every
 * existing "staff" account becomes a broker, with the same access as before.
 *
 * SQLite changes a CHECK only by making the table again (the steps of
 * https://www.sqlite.org/lang_altertable.html#otheralter): a new table with
 * the new rule, the rows copied into it with their ids, the old table
 * dropped and the new one given its name. The step runs with foreign keys
 * off (rebuildsTable), so dropping the old table takes no session, recovery
 * code, note or assignment with it, and what points at a staff id points at
 * the same person after; the keys are checked before the step commits.
 * PostgreSQL replaces the constraint in place.
 */
export const migration: Migration = {
  version: 13,
  name: "three staff roles: admin, broker and editor",
  rebuildsTable: true,
  sqlite: `
    CREATE TABLE staff_with_three_roles (
      id INTEGER PRIMARY KEY,
      email TEXT NOT NULL UNIQUE COLLATE NOCASE,
      name TEXT NOT NULL,
      -- admin: everything; broker: the leads; editor: the site's content, never a lead.
      role TEXT NOT NULL CHECK (role IN ('admin', 'broker', 'editor')),
      -- argon2id (PHC string); null until enrolment sets it, and again after a reset.
      password_hash TEXT,
      -- The TOTP key (base32): set when enrolment first shows it (a reload shows the same key);
      -- the account signs in only once enrolled_at says a code confirmed it.
      totp_secret TEXT,
      -- The last TOTP time step accepted, so one code cannot be used twice.
      totp_last_step INTEGER,
      -- SHA-256 of the one-time enrolment token; the token itself is only ever in the link.
      enrolment_token_hash TEXT UNIQUE,
      enrolment_expires_at INTEGER,
      enrolled_at TEXT,
      disabled_at TEXT,
      created_at TEXT NOT NULL
    );

    INSERT INTO staff_with_three_roles (
      id, email, name, role, password_hash, totp_secret, totp_last_step,
      enrolment_token_hash, enrolment_expires_at, enrolled_at, disabled_at, created_at
    )
    SELECT
      id, email, name, CASE role WHEN 'staff' THEN 'broker' ELSE role END, password_hash, totp_secret, totp_last_step,
      enrolment_token_hash, enrolment_expires_at, enrolled_at, disabled_at, created_at
    FROM staff;

    DROP TABLE staff;
    ALTER TABLE staff_with_three_roles RENAME TO staff;
  `,
  postgres: `
    ALTER TABLE staff DROP CONSTRAINT staff_role_check;
    UPDATE staff SET role = 'broker' WHERE role = 'staff';
    ALTER TABLE staff ADD CONSTRAINT staff_role_check CHECK (role IN ('admin', 'broker', 'editor'));
  `,
};
