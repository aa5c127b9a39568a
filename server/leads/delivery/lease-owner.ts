/**
 * Who holds a delivery's lease: "host:pid:worker". A server that starts after
 * a crash frees the leases of processes that no longer run, so the delivery
 * the dead one was making is tried again at once instead of after LEASE_MS.
 */
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";

/** The outboxes running in this process (tests run several on one database). */
const workersHere = new Set<string>();

/** A new name for an outbox of this process to sign the deliveries it takes with. */
export function newLeaseOwner(): string {
  const owner = `${hostname()}:${String(process.pid)}:${randomBytes(4).toString("hex")}`;
  workersHere.add(owner);
  return owner;
}

/** The outbox has stopped: its name no longer counts as running. */
export function retireLeaseOwner(owner: string): void {
  workersHere.delete(owner);
}

/**
 * Whether a lease's owner is gone: a worker of an earlier process that had
 * this one's pid (in a container the server is often pid 1 every time), a
 * stopped worker of this process, or a process of this host that no longer
 * runs. An owner on another host, or a pid that runs (perhaps reused by
 * something else), keeps its lease until it runs out: the safe side, since
 * taking a live worker's delivery would send it twice.
 */
export function isGoneOwner(owner: string): boolean {
  const [host, pidText] = owner.split(":");
  const pid = Number(pidText);
  if (host !== hostname() || !Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return !workersHere.has(owner);
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}
