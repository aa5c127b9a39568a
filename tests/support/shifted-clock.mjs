/**
 * Preloaded into a server an end-to-end test starts itself (node --import,
 * see e2e-lead-server.ts), so the test controls the server's clock with no
 * hook in the production code: Date.now() and `new Date()` with no
 * arguments read the real time plus the offset in milliseconds written in
 * the file TEST_CLOCK_OFFSET_FILE names. The test rewrites the file to put
 * the server at, say, a Wednesday 10:00 in Melbourne, then 31 minutes on.
 * Timers still run in real time: only what the server reads as "now" moves.
 * Plain JavaScript, as Node loads it before anything that could compile it.
 */
import { readFileSync } from "node:fs";

const file = process.env.TEST_CLOCK_OFFSET_FILE;

if (file) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  // Read again at most every 50 ms: Date.now is called for every log line.
  let offset = 0;
  let readAt = Number.NEGATIVE_INFINITY;
  const shifted = () => {
    const real = realNow();
    if (real - readAt >= 50) {
      try {
        const value = Number(readFileSync(file, "utf8").trim());
        offset = Number.isFinite(value) ? value : 0;
      } catch {
        offset = 0;
      }
      readAt = real;
    }
    return real + offset;
  };
  globalThis.Date = new Proxy(RealDate, {
    construct(target, args, newTarget) {
      return Reflect.construct(target, args.length === 0 ? [shifted()] : args, newTarget);
    },
    // Date() called as a function gives the time as text.
    apply() {
      return new RealDate(shifted()).toString();
    },
    get(target, property, receiver) {
      return property === "now" ? shifted : Reflect.get(target, property, receiver);
    },
  });
}
