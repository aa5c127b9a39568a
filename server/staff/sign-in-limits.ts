/**
 * How many wrong sign-ins are let through: 5 failures (a wrong password or a
 * wrong code) within 15 minutes, counted per account and per address, lock
 * that account or that address for 15 minutes. The account is counted by the
 * e-mail typed, whether or not it has an account, so a lock says nothing
 * about which addresses exist.
 *
 * Kept in memory, not in the database: the server is one process, so one map
 * sees every attempt; and counting by address on disk would write visitors'
 * IP addresses into the lead database, which decision 007
 * (docs/decisions/007-no-request-metadata.md) rules out. A restart forgets
 * the counts, which costs an attacker a restart they cannot cause.
 */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
/**
 * Past this many counters, the oldest are dropped: someone trying many
 * e-mails from many addresses must not grow the map without end. Far more
 * than a brokerage's staff and offices ever make in 15 minutes.
 */
const MAX_TRACKED = 50_000;
const TRIMMED_SIZE = MAX_TRACKED * 0.9;

export interface SignInKeys {
  /** The e-mail as typed, in any case. */
  email: string;
  /** The request's address (request.ip). */
  address: string;
}

export interface SignInLimits {
  /** Milliseconds until the account or the address may try again; 0 when neither is locked. */
  lockedFor(keys: SignInKeys): number;
  /** Counts a failure against both; returns lockedFor afterwards, so the failure that locks can say so. */
  fail(keys: SignInKeys): number;
  /** A full sign-in: the account's failures are forgiven (the address's stay, as they may be someone else's). */
  succeed(email: string): void;
  /**
   * Starts checking a password: it counts towards the limit until released,
   * so guesses sent all at once cannot all be checked before the first
   * failure is counted. False (nothing held) when the failures and the checks
   * in flight together already reach the limit, for the account or the address.
   */
  hold(keys: SignInKeys): boolean;
  /** The check `hold` started has finished (then `fail` counts it if it failed). */
  release(keys: SignInKeys): void;
}

interface Counter {
  failures: number[];
  lockedUntil: number;
  /** Password checks started and not yet finished. */
  inFlight: number;
}

export function createSignInLimits(now: () => number = Date.now): SignInLimits {
  const counters = new Map<string, Counter>();
  const keysOf = ({ email, address }: SignInKeys) => [
    `account:${email.trim().toLowerCase()}`,
    `address:${addressBlock(address)}`,
  ];

  function remaining(key: string, at: number): number {
    const counter = counters.get(key);
    return counter && counter.lockedUntil > at ? counter.lockedUntil - at : 0;
  }

  function forgetStale(at: number): void {
    for (const [key, counter] of counters) {
      if (
        counter.inFlight === 0 &&
        counter.lockedUntil <= at &&
        counter.failures.every((time) => at - time >= FAILURE_WINDOW_MS)
      )
        counters.delete(key);
    }
    // Still too many: the oldest unlocked entries go first (a Map keeps
    // insertion order), so a flood of new keys cannot wash out a lock; only
    // then, if it must, the oldest locked ones.
    // Down to nine tenths, so that a full table is trimmed once per many new
    // keys rather than walked again for each.
    for (const pass of ["unlocked", "any"] as const) {
      for (const [key, counter] of counters) {
        if (counters.size <= TRIMMED_SIZE) return;
        if (counter.inFlight > 0 || (pass === "unlocked" && counter.lockedUntil > at)) continue;
        counters.delete(key);
      }
    }
  }

  function lockedFor(keys: SignInKeys): number {
    const at = now();
    return Math.max(...keysOf(keys).map((key) => remaining(key, at)));
  }

  return {
    lockedFor,
    fail(keys) {
      const at = now();
      if (counters.size >= MAX_TRACKED) forgetStale(at);
      for (const key of keysOf(keys)) {
        const counter = counters.get(key) ?? { failures: [], lockedUntil: 0, inFlight: 0 };
        counter.failures = [...counter.failures.filter((time) => at - time < FAILURE_WINDOW_MS), at];
        if (counter.failures.length >= MAX_FAILURES) {
          counter.lockedUntil = at + LOCK_MS;
          counter.failures = [];
        }
        // Re-inserted so the map's order stays oldest-touched first.
        counters.delete(key);
        counters.set(key, counter);
      }
      return lockedFor(keys);
    },
    succeed(email) {
      const key = keysOf({ email, address: "" })[0] as string;
      const counter = counters.get(key);
      if (counter && counter.inFlight === 0) counters.delete(key);
      else if (counter) counter.failures = [];
    },
    hold(keys) {
      const at = now();
      if (counters.size >= MAX_TRACKED) forgetStale(at);
      const keyList = keysOf(keys);
      const full = keyList.some((key) => {
        const counter = counters.get(key);
        if (!counter) return false;
        const recent = counter.failures.filter((time) => at - time < FAILURE_WINDOW_MS).length;
        return counter.lockedUntil > at || recent + counter.inFlight >= MAX_FAILURES;
      });
      if (full) return false;
      for (const key of keyList) {
        const counter = counters.get(key) ?? { failures: [], lockedUntil: 0, inFlight: 0 };
        counter.inFlight += 1;
        counters.set(key, counter);
      }
      return true;
    },
    release(keys) {
      for (const key of keysOf(keys)) {
        const counter = counters.get(key);
        if (counter) counter.inFlight = Math.max(0, counter.inFlight - 1);
      }
    },
  };
}

/**
 * The address as counted: an IPv4 address as it is, an IPv6 address by its
 * /64 network, since one home or office line is given a whole /64 and
 * could otherwise try from a new address each time. An IPv4 address written
 * as IPv6 (::ffff:192.0.2.1) is counted as the IPv4 address.
 */
export function addressBlock(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1] as string;
  if (!address.includes(":")) return address;
  const [withoutZone = ""] = address.toLowerCase().split("%");
  const [head = "", tail] = withoutZone.split("::") as [string, string | undefined];
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0"),
          ...tailGroups,
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
