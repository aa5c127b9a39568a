// Caddy for the scripts that deploy the server behind it on this machine
// (bench:observatory, bench:ha): Debian's package, installed with apt-get
// when it is missing and this runs as root; otherwise one line saying what
// to install.
import { spawnSync } from "node:child_process";

function hasCaddy(): boolean {
  return spawnSync("caddy", ["version"], { stdio: "ignore" }).status === 0;
}

export function ensureCaddy(): void {
  if (hasCaddy()) return;
  if (process.getuid?.() !== 0 || spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status !== 0) {
    console.error(
      "Caddy is not installed: install Debian's package (`sudo apt-get install caddy`), then run this again.",
    );
    process.exit(1);
  }
  console.log("Caddy is not installed: installing Debian's `caddy` package with apt-get (running as root)...");
  const install = () =>
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "caddy"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  if (install().status !== 0) {
    // A fresh machine may not have the package lists yet.
    spawnSync("apt-get", ["update"], { stdio: "inherit" });
    if (install().status !== 0) throw new Error("apt-get could not install caddy");
  }
  // On a machine with systemd the package starts its own Caddy on port 80: stop that one, which this script caused.
  if (spawnSync("systemctl", ["is-active", "--quiet", "caddy"]).status === 0) {
    console.log(
      "Stopping the caddy service the package started (it holds port 80; `systemctl start caddy` brings it back).",
    );
    spawnSync("systemctl", ["stop", "caddy"], { stdio: "inherit" });
  }
}
