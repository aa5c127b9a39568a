// An ordinary visitor's page request while hostile requests are in flight, on
// a real server on loopback: whatever the hostile requests cost, the page must
// not wait on them for much longer than it waits behind as many ordinary ones.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../tests/support/test-site.ts";

/** How many requests are in flight ahead of the page: the thirty held it for 2.4 s. */
const BURST = 30;
/** The address that held the event loop for about 130 ms a request (a quadratic trailing-slash check). */
const SLASH_PATH = `/a${"/".repeat(16_000)}b/`;
const PAGE = "/about";
/** Each measure is the best of a few rounds: a busy machine slows one round, a slow path every round. */
const ROUNDS = 3;

let site: TestSite;
let port: number;

beforeAll(async () => {
  site = await startTestSite();
  await site.app.listen({ port: 0, host: "127.0.0.1" });
  port = (site.app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await site.close();
});

/** Sends a GET on a connection of its own and resolves with its status once the answer has been read. */
function get(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // Room for a long Location (a redirect of the hostile address) so that what is measured is time, not a parse error.
    const outgoing = httpRequest(
      { host: "127.0.0.1", port, path, agent: false, maxHeaderSize: 64 * 1024 },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** Milliseconds until the page's answer has arrived, sent just after `ahead` (all in flight together); the least of ROUNDS. */
async function pageTimeBehind(ahead: readonly string[]): Promise<number> {
  let least = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS; round += 1) {
    const burst = ahead.map((path) => get(path));
    const sentAt = performance.now();
    expect(await get(PAGE)).toBe(200);
    least = Math.min(least, performance.now() - sentAt);
    for (const status of await Promise.all(burst)) expect(status).toBeLessThan(500);
  }
  return least;
}

describe("an ordinary page request", () => {
  it("stays fast while hostile requests are in flight", async () => {
    await pageTimeBehind(Array.from({ length: BURST }, () => "/no-such-page"));
    const alone = await pageTimeBehind([]);
    const behindOrdinary = await pageTimeBehind(Array.from({ length: BURST }, () => "/no-such-page"));
    const behindHostile = await pageTimeBehind(Array.from({ length: BURST }, () => SLASH_PATH));
    const figures = `alone ${alone.toFixed(1)} ms, behind ${BURST} ordinary ${behindOrdinary.toFixed(1)} ms, behind ${BURST} hostile ${behindHostile.toFixed(1)} ms`;
    // The page waits its turn behind requests that arrived first, so the
    // hostile burst is compared with an ordinary burst of the same size; the
    // bound is generous: the hostile requests carry 16 KB each (measured about
    // twice an ordinary one's time), while the slow path took 100 times as long.
    expect(behindHostile, figures).toBeLessThan(8 * behindOrdinary);
  });
});
