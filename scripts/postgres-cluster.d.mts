/** A throw-away PostgreSQL cluster on 127.0.0.1, removed by stop() (or when this process ends). */
export interface PostgresCluster {
  readonly port: number;
  /** Its temporary folder (data, log, socket). */
  readonly folder: string;
  /** The superuser's URL, password included, for a database of the cluster. */
  url(database: string): string;
  /** Stops the server, keeping its data: every connection is cut, as when a database goes away (bench:ha). */
  pause(): Promise<void>;
  /** Starts it again on the same port after pause(). */
  resume(): Promise<void>;
  stop(): Promise<void>;
}
/** The folder of PostgreSQL's programs: PG_BIN, else Debian's newest /usr/lib/postgresql/N/bin, else null. */
export declare function findPostgres(): string | null;
/** As findPostgres, installing Debian's postgresql with apt-get when none is found and this is root. */
export declare function findOrInstallPostgres(say?: (line: string) => void): string;
export declare function startPostgresCluster(options?: {
  say?: (line: string) => void;
  /** Commits wait for the disk, as in production (benchmarks); tests leave it off for speed. */
  durable?: boolean;
}): Promise<PostgresCluster>;
