// The controls `npm run bench:first-paint` taps, and one measurement of one
// control on one page load (the page side is first-paint-probe.ts).
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import type { Browser } from "playwright-core";
import { QUOTED, sourceString } from "./app-strings.ts";
import { addPageScript, hydrated, openPhone } from "./bench-phone.ts";
import {
  type ControlKind,
  type ControlTexts,
  type FirstPaintRecord,
  firstPaintProbe,
  type ProbeWindow,
} from "./first-paint-probe.ts";

/** One control on one page, as the table names it. */
export interface ControlItem {
  page: string;
  control: ControlKind;
  name: string;
}

/** The probe's record of one page load, as the benchmark reads it back. */
export interface ControlRun extends Omit<FirstPaintRecord, "target" | "taps"> {
  /** When each tap was made. */
  taps: number[];
  /** The calculator's field's value once hydrated (null for other controls). */
  fieldValue: string | null;
  tapsSent: number;
}

/** A tap every 50 ms from the control's paint, for at most 20 s. */
const TAP_EVERY_MS = 50;
const GIVE_UP_MS = 20_000;
/** What the calculator row types into /sdc's price: neither the page's default nor the link's. */
export const TYPED_PRICE = "620000";

const contentString = (file: string, before: string) => sourceString(`app/content/${file}`, before + QUOTED);

/** The words the controls are found by: the visitor's words, from app/content. */
export function controlTexts(): ControlTexts {
  const privacy = readFileSync(new URL("../app/content/privacy-policy.ts", import.meta.url), "utf8");
  const sectionTitles = [
    ...privacy.slice(privacy.indexOf("sections: [")).matchAll(new RegExp(String.raw`\btitle: ${QUOTED}`, "g")),
  ].map((match) => JSON.parse(`"${match[1] ?? ""}"`) as string);
  const section = sectionTitles[2];
  if (section === undefined) {
    console.error(
      "app/content/privacy-policy.ts has fewer than three section titles: update scripts/first-paint-controls.ts.",
    );
    process.exit(1);
  }
  return {
    contact: contentString("navigation.ts", String.raw`contactPanelCopy = \{ button: `),
    callback: contentString("navigation.ts", String.raw`callbackLink: NavLink = \{ label: `),
    section,
    moreButton: contentString("settlements.ts", String.raw`moreStories = \{ button: `),
    moreLoading: contentString("settlements.ts", String.raw`moreStories = \{[^}]*loading: `),
  };
}

/** Each control, on the pages the issue names; `control` is a kind of first-paint-probe.ts. */
export function controlsToMeasure(texts: ControlTexts): ControlItem[] {
  const header = ["/", "/services", "/sdc"].flatMap((page): ControlItem[] => [
    { page, control: "drawer", name: "mobile drawer (Menu)" },
    { page, control: "contact", name: `Contact panel (${texts.contact})` },
    { page, control: "theme", name: "theme toggle (Dark theme)" },
  ]);
  return [
    ...header,
    { page: "/privacy", control: "accordion", name: `privacy accordion (${texts.section})` },
    { page: "/settlements", control: "more", name: texts.moreButton },
    { page: "/", control: "carousel", name: "carousel" },
    { page: "/about", control: "carousel", name: "carousel" },
    { page: `/sdc?price=850000`, control: "calculator", name: `price typed (${TYPED_PRICE})` },
  ];
}

/** /sdc's headline result for the typed price, read from a hydrated page (unthrottled). */
export async function expectedStampDuty(browser: Browser, origin: string): Promise<string> {
  const phone = await openPhone(browser);
  try {
    await phone.page.goto(`${origin}/sdc?price=${TYPED_PRICE}`);
    await hydrated(phone.page);
    return ((await phone.page.locator("main output").first().textContent()) ?? "").replace(/\s+/g, " ").trim();
  } finally {
    await phone.close();
  }
}

/**
 * One control on a fresh, throttled page load: waits for its paint, taps it
 * every 50 ms until a tap works, then waits for hydration (and, for the
 * calculator, types the price once the field has focus). Returns the probe's
 * record (first-paint-probe.ts) with the number of taps sent. With
 * `introSeenKey` the page loads as on a later page of the visit, without the intro.
 */
export async function measureControl(
  browser: Browser,
  origin: string,
  item: ControlItem,
  texts: ControlTexts,
  introSeenKey: string | undefined,
): Promise<ControlRun> {
  const phone = await openPhone(browser, { network: true, cpu: true });
  const { page } = phone;
  let centre = { x: 0, y: 0 };
  let worked = false;
  let painted: (() => void) | undefined;
  const firstPaint = new Promise<void>((resolve) => (painted = resolve));
  await page.exposeFunction("__firstPaintReport", (what: "centre" | "worked", value: unknown) => {
    if (what === "centre") {
      centre = value as { x: number; y: number };
      painted?.();
    }
    if (what === "worked") worked = true;
  });
  await addPageScript(page, firstPaintProbe, { control: item.control, texts, introSeenKey });
  try {
    await page.goto(`${origin}${item.page}`, { waitUntil: "commit" });
    const seen = await Promise.race([firstPaint.then(() => true), sleep(GIVE_UP_MS).then(() => false)]);
    const start = Date.now();
    let tapsSent = 0;
    while (seen && !worked && Date.now() - start < GIVE_UP_MS) {
      const next = Date.now() + TAP_EVERY_MS;
      await page.touchscreen.tap(centre.x, centre.y);
      tapsSent += 1;
      await sleep(Math.max(0, next - Date.now()));
    }
    if (item.control === "calculator" && worked) {
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(TYPED_PRICE, { delay: TAP_EVERY_MS });
    }
    await hydrated(page).catch(() => undefined);
    if (item.control === "calculator") {
      await page
        .waitForFunction(() => typeof (window as ProbeWindow).__firstPaint?.resultAt === "number", undefined, {
          timeout: 3_000,
        })
        .catch(() => undefined);
    }
    if (item.control === "carousel") {
      // Long enough to see a rotation the page starts on its own (the hero turns every few seconds).
      await sleep(1_000);
    }
    const record = await page.evaluate(() => {
      const probe = (window as ProbeWindow).__firstPaint;
      if (!probe) throw new Error("The first-paint probe did not run in the page.");
      const { target, ...rest } = probe;
      return {
        ...rest,
        taps: rest.taps.map(({ at }) => at),
        fieldValue: target && "value" in target ? String(target.value) : null,
      };
    });
    return { ...record, tapsSent };
  } finally {
    await phone.close();
  }
}
