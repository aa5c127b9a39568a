import { isIP } from "node:net";
import { z } from "zod";

/** Named ranges proxy-addr (Fastify's X-Forwarded-For reader) understands. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY: whose X-Forwarded-For to believe for the visitor's address
 * (the lead rate limit depends on it).
 *
 * - unset, "false" or "0": nobody's; the address is the socket's peer.
 * - a number of proxies in front ("1"): the last that many hops, which those
 *   proxies appended; whatever the visitor wrote before them is ignored.
 * - the proxies' addresses and CIDR ranges ("127.0.0.1,10.0.0.0/8"): hops
 *   are believed only while they come from one of these.
 *
 * A bare "true" is refused, and so is a /0 range, which means the same: it
 * believes every hop, the first of which the visitor writes, so anyone could
 * choose their own address and walk past the rate limit.
 */
export const trustProxySetting = z
  .string()
  .default("false")
  .transform((value, context): false | number | string[] => {
    const setting = value.trim();
    if (setting === "" || setting === "false" || setting === "0") return false;
    if (setting === "true") {
      context.addIssue({
        code: "custom",
        message:
          '"true" would believe every X-Forwarded-For hop, so any visitor could choose their own address; give the number of proxies in front (e.g. 1) or their addresses and ranges (e.g. 127.0.0.1,10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d{1,2}$/.test(setting)) return Number(setting);
    const entries = setting.split(",").map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isProxyAddress(entry));
    if (wrong !== undefined) {
      context.addIssue({
        code: "custom",
        message: `"${wrong}" is not a number of proxies, an IP address or a CIDR range other than /0 (e.g. 1, or 127.0.0.1,10.0.0.0/8)`,
      });
      return z.NEVER;
    }
    return entries;
  });

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const slash = entry.indexOf("/");
  if (slash === -1) return isIP(entry) !== 0;
  const family = isIP(entry.slice(0, slash));
  const prefix = entry.slice(slash + 1);
  if (family === 0 || !/^\d{1,3}$/.test(prefix)) return false;
  // /0 is every address: the same as "true".
  return Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}
