import { afterEach, describe, expect, it } from "vitest";
import { SEND_JSON_PATH } from "../contracts/lead-protocol.ts";
import { inquiryPost } from "../tests/support/lead-server/sample-leads.ts";
import { startTestSite, type TestSite } from "../tests/support/test-site.ts";
import { readConfig } from "./config.ts";

describe("TRUST_PROXY", () => {
  it("is off unless set, and off for false and 0", () => {
    for (const setting of [undefined, "", "false", "0"])
      expect(readConfig({ TRUST_PROXY: setting }).TRUST_PROXY).toBe(false);
  });

  it("takes the number of proxies in front", () => {
    expect(readConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
  });

  it("takes a list of proxy addresses and CIDR ranges, IPv4 and IPv6", () => {
    expect(readConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback" }).TRUST_PROXY).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it('refuses a bare "true" at start, naming the setting and why', () => {
    expect(() => readConfig({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: "true" would believe every X-Forwarded-For hop/,
    );
  });

  it.each(["0.0.0.0/0", "::/0", "10.0.0.0/33", "10.0.0/8", "proxy.example", "127.0.0.1,", "1.5", "*"])(
    "refuses %s, naming the setting",
    (setting) => {
      expect(() => readConfig({ TRUST_PROXY: setting })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe("the visitor's address behind TRUST_PROXY", () => {
  const LIMIT = 2;
  let site: TestSite | undefined;

  afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  /** Sends LIMIT + 1 leads from `from` (the socket's peer), each with the X-Forwarded-For `forwardedFor(n)`, and returns their statuses. */
  async function statusesOf(
    trustProxy: string,
    from: string,
    forwardedFor: (index: number) => string,
  ): Promise<number[]> {
    site = await startTestSite({ TRUST_PROXY: trustProxy, LEAD_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    const statuses: number[] = [];
    for (let index = 0; index <= LIMIT; index += 1) {
      const response = await site.app.inject({
        method: "POST",
        url: SEND_JSON_PATH,
        payload: inquiryPost(`lead${index}@example.com`),
        remoteAddress: from,
        headers: { "x-forwarded-for": forwardedFor(index) },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it("refuses a spoofed X-Forwarded-For as the client's address when no proxy is trusted", async () => {
    const statuses = await statusesOf("false", "203.0.113.7", (index) => `198.51.100.${index}`);
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it("refuses a spoofed X-Forwarded-For as the client's address behind one proxy: only the hop the proxy appended counts", async () => {
    // The visitor writes a new address each time; the proxy (127.0.0.1) appends the one it saw.
    const statuses = await statusesOf("1", "127.0.0.1", (index) => `198.51.100.${index}, 203.0.113.7`);
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it("refuses a spoofed X-Forwarded-For as the client's address behind listed proxies", async () => {
    const statuses = await statusesOf(
      "127.0.0.1,10.0.0.0/8",
      "10.1.2.3",
      (index) => `198.51.100.${index}, 203.0.113.7`,
    );
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it("believes no X-Forwarded-For from a peer that is not a listed proxy", async () => {
    const statuses = await statusesOf("10.0.0.0/8", "203.0.113.7", (index) => `198.51.100.${index}`);
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it("counts visitors apart by the address their proxy appended, so one visitor's limit is not another's", async () => {
    const statuses = await statusesOf("1", "127.0.0.1", (index) => `198.51.100.9, 203.0.113.${index}`);
    expect(statuses).not.toContain(429);
  });
});
