/** One step of the schema, written for each engine. */
export interface Migration {
  version: number;
  name: string;
  /** The step on SQLite. */
  sqlite: string;
  /** The same step on PostgreSQL (15 or newer); null until written. */
  postgres: string | null;
  /**
   * The step erases personal data: rebuild the file (VACUUM) after it. Rows
   * written before secure_delete was on left copies of themselves in free
   * space when pages split, and only a rebuild clears those.
   */
  rebuildAfter?: boolean;
  /**
   * SQLite: the step makes a table again that other tables' foreign keys
   * point at (SQLite changes a CHECK no other way). It runs with foreign keys
   * off, so dropping the old table deletes nothing that points at it, and
   * commits only when PRAGMA foreign_key_check finds every key still pointing
   * at a row.
   */
  rebuildsTable?: boolean;
}
