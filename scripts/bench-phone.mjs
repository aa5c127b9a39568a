// A phone as Lighthouse's mobile settings describe it, in Debian's Chromium
// driven by Playwright: a Moto G Power's screen (412 × 823 CSS pixels at
// 1.75), touch, and throttling applied by the browser itself through the
// DevTools protocol (a 4x slower CPU; 150 ms of latency, 1.6 Mbit/s down and
// 750 kbit/s up). Unlike Lighthouse's simulated throttling, this really slows
// the page, so what the page does in the meantime (a tap, a key) happens at
// the time it would on the phone.
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "./find-chromium.mjs";

/** Lighthouse's mobile preset (constants.js, "mobileSlow4G"), in the protocol's units (bytes per second). */
export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Headless Chromium, or one line and exit 1 when there is none. */
export async function launchChromium() {
  const executablePath = findChromium();
  if (!executablePath) {
    console.error("No Chromium found: install Chromium (Debian: apt-get install chromium) or set CHROME_PATH.");
    process.exit(1);
  }
  return {
    browser: await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] }),
    executablePath,
  };
}

/**
 * A new visitor's phone: a fresh browser context (no cache, no storage), one
 * page, and its DevTools session. `network: true` throttles the network from
 * the start; `cpu: true` the CPU (slow() does either later). close() ends the context.
 */
export async function openPhone(browser, { network = false, cpu = false } = {}) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  const slow = async (what) => {
    if (what.network) {
      await session.send("Network.enable");
      await session.send("Network.emulateNetworkConditions", PHONE_NETWORK);
    }
    if (what.cpu) await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  };
  await slow({ network, cpu });
  return { page, slow, close: () => context.close() };
}

/** Resolves once <html data-hydrated> is set (the root's mark that every part, deferred ones too, has hydrated). */
export function hydrated(page, timeout = 30_000) {
  return page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, {
    timeout,
    polling: 100,
  });
}
