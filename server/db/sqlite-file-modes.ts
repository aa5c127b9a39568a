/**
 * The lead database holds personal information: only the server's own user
 * may read it. SQLite makes a new file 0644, and a file copied in or made by
 * an older version may be looser still, so the server creates the file 0600
 * itself (its -wal and -shm then follow the database's mode) and tightens
 * what it finds at start.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, type Stats, statSync } from "node:fs";
import path from "node:path";

const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

/** The database file and the two SQLite keeps beside it in WAL mode. */
export function leadDatabaseFiles(databasePath: string): string[] {
  return [databasePath, `${databasePath}-wal`, `${databasePath}-shm`];
}

/** Creates the folder (0700) and an empty database file (0600) when missing: SQLite reads an empty file as a new database. */
export function createLeadDatabaseFile(databasePath: string): void {
  mkdirSync(path.dirname(path.resolve(databasePath)), { recursive: true, mode: FOLDER_MODE });
  if (!existsSync(databasePath)) closeSync(openSync(databasePath, "a", FILE_MODE));
}

export interface TightenedMode {
  path: string;
  /** e.g. 0o644 */
  was: number;
  now: number;
}

/**
 * Takes away group and other access from the database's files and, when the
 * server's user owns it, their folder; returns what it changed, for the one
 * line the server logs. A folder owned by someone else (DATABASE_PATH in
 * /var/lib, or beside the project) is left as it is: changing it could lock
 * others out, and failing to would stop the server. The files themselves are
 * always the server's.
 */
export function tightenLeadFileModes(databasePath: string): TightenedMode[] {
  const folder = path.dirname(path.resolve(databasePath));
  const wanted: [string, number][] = [
    [folder, FOLDER_MODE],
    ...leadDatabaseFiles(databasePath).map((file): [string, number] => [file, FILE_MODE]),
  ];
  const tightened: TightenedMode[] = [];
  for (const [file, mode] of wanted) {
    let stats: Stats;
    try {
      stats = statSync(file);
    } catch {
      continue;
    }
    const was = stats.mode & 0o777;
    if ((was & 0o077) === 0) continue;
    if (file === folder && stats.uid !== process.getuid?.()) continue;
    const now = was & mode;
    chmodSync(file, now);
    tightened.push({ path: file, was, now });
  }
  return tightened;
}

/** "data 755 → 700, leads.sqlite 644 → 600" */
export function describeTightened(tightened: readonly TightenedMode[]): string {
  return tightened.map(({ path: file, was, now }) => `${file} ${was.toString(8)} → ${now.toString(8)}`).join(", ");
}
