import { spawnSync } from "node:child_process";
import { hostname } from "node:os";
import { describe, expect, it } from "vitest";
import { isGoneOwner, newLeaseOwner, retireLeaseOwner } from "./lease-owner.ts";

describe("isGoneOwner", () => {
  it("calls gone a worker of a process of this host that no longer runs", () => {
    const finished = spawnSync(process.execPath, ["-e", "0"]).pid;
    expect(isGoneOwner(`${hostname()}:${String(finished)}:0a1b2c3d`)).toBe(true);
  });

  it("calls gone an earlier process's worker that had this one's pid, as a container's server restarted as pid 1 does", () => {
    expect(isGoneOwner(`${hostname()}:${String(process.pid)}:0a1b2c3d`)).toBe(true);
  });

  it("leaves the workers running in this process their leases, until they stop", () => {
    const owner = newLeaseOwner();
    expect(isGoneOwner(owner)).toBe(false);
    retireLeaseOwner(owner);
    expect(isGoneOwner(owner)).toBe(true);
  });

  it("leaves a running process its lease", () => {
    expect(isGoneOwner(`${hostname()}:${String(process.ppid)}:0a1b2c3d`)).toBe(false);
  });

  it("leaves an owner on another host, or one it cannot read, its lease", () => {
    expect(isGoneOwner("another-host.example:4242:0a1b2c3d")).toBe(false);
    expect(isGoneOwner("no pid here")).toBe(false);
  });
});
