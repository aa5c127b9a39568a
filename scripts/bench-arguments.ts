// The benchmarks' command-line options, written --name=value.

/** The value of --name=value, or `fallback`. */
export function option(name: string): string | undefined;
export function option(name: string, fallback: string): string;
export function option(name: string, fallback?: string): string | undefined {
  const prefix = `--${name}=`;
  const value = process.argv
    .slice(2)
    .find((arg) => arg.startsWith(prefix))
    ?.slice(prefix.length);
  return value ?? fallback;
}

/** A whole number of at least `minimum` from --name=N, or `fallback`; anything else stops the benchmark with one line. */
export function count(name: string, fallback: number, minimum: number): number {
  const value = Number(option(name, String(fallback)));
  if (!Number.isInteger(value) || value < minimum) {
    console.error(`--${name} must be a whole number of at least ${minimum}.`);
    process.exit(1);
  }
  return value;
}
