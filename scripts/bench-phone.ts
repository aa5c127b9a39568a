// A phone as Lighthouse's mobile settings describe it, in Debian's Chromium
// driven by Playwright: a Moto G Power's screen (412 × 823 CSS pixels at
// 1.75), touch, and throttling applied by the browser itself through the
// DevTools protocol (a 4x slower CPU; 150 ms of latency, 1.6 Mbit/s down and
// 750 kbit/s up). Unlike Lighthouse's simulated throttling, this really slows
// the page, so what the page does in the meantime (a tap, a key) happens at
// the time it would on the phone.
import { type Browser, chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "./find-chromium.ts";

/** Lighthouse's mobile preset (constants.js, "mobileSlow4G"), in the protocol's units (bytes per second). */
export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * The scripts run as TypeScript through tsx, whose compiler (esbuild, keeping
 * function names) wraps named functions in calls to its helper `__name`.
 * Playwright sends a function given to evaluate() or addInitScript() to the
 * page as its source text, where that helper does not exist: this gives the
 * page a `__name` that does nothing. A string, so that the compiler leaves it alone.
 */
const NAME_HELPER = "globalThis.__name ??= (target) => target;";

/** What slow() throttles: the network, the CPU, or both. */
export interface Throttling {
  network?: boolean;
  cpu?: boolean;
}

/** A new visitor's phone: one page in a context of its own. */
export interface Phone {
  page: Page;
  /** Throttles the network or the CPU from now on. */
  slow(what: Throttling): Promise<void>;
  /** Ends the context. */
  close(): Promise<void>;
}

/** Headless Chromium, or one line and exit 1 when there is none. */
export async function launchChromium(): Promise<{ browser: Browser; executablePath: string }> {
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
export async function openPhone(browser: Browser, { network = false, cpu = false }: Throttling = {}): Promise<Phone> {
  const context = await browser.newContext(PHONE);
  // For the functions given to page.evaluate() (addPageScript gives its own).
  await context.addInitScript({ content: NAME_HELPER });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  const slow = async (what: Throttling) => {
    if (what.network) {
      await session.send("Network.enable");
      await session.send("Network.emulateNetworkConditions", PHONE_NETWORK);
    }
    if (what.cpu) await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  };
  await slow({ network, cpu });
  return { page, slow, close: () => context.close() };
}

/**
 * Runs `script(arg)` in every document `page` loads, before the page's own
 * scripts, as page.addInitScript(script, arg) does (its source text, called
 * with `arg` as JSON), with tsx's `__name` given first in the same script:
 * the order of separate init scripts is not defined.
 */
export async function addPageScript<Arg>(page: Page, script: (arg: Arg) => void, arg: Arg): Promise<void> {
  await page.addInitScript({ content: `${NAME_HELPER}\n(${script.toString()})(${JSON.stringify(arg)});` });
}

/** Resolves once <html data-hydrated> is set (the root's mark that every part, deferred ones too, has hydrated). */
export async function hydrated(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, {
    timeout,
    polling: 100,
  });
}
