// Finds PostgreSQL for the PostgreSQL suite and prints where its programs
// are: PG_BIN, or Debian's newest /usr/lib/postgresql/N/bin. With none, as
// root with apt-get, it installs Debian's postgresql (saying so); otherwise
// it stops with one line saying what to install (scripts/postgres-cluster.ts).
import { findOrInstallPostgres } from "./postgres-cluster.ts";

try {
  console.log(`PostgreSQL: ${findOrInstallPostgres()}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
