// Interaction to next paint on each calculator, for `npm run bench:first-paint`
// (and `npm run bench:inp`): a visitor's edits to every field of a hydrated
// calculator page under a 4x slower CPU, timed by the browser's Event Timing API.
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { QUOTED, sourceString } from "./app-strings.ts";
import { interactionToNextPaint } from "./bench-figures.ts";
import { addPageScript, hydrated, openPhone } from "./bench-phone.ts";
import { clientDir } from "./bench-server.ts";

/** One Event Timing entry of an interaction, as the page keeps it. */
interface TimingEntry {
  interactionId: number;
  duration: number;
  startTime: number;
  name: string;
}

/** What the page records, as window.__calculatorInp: the entries, and when each field's edit began. */
interface InpRecord {
  entries: TimingEntry[];
  marks: { at: number; label: string }[];
}

type InpWindow = Window & { __calculatorInp?: InpRecord };

/** An Event Timing entry with Chromium's interactionId (not yet in TypeScript's DOM types). */
type InteractionTiming = PerformanceEventTiming & { interactionId?: number };

/** A field of the calculator's form, as a visitor meets it. */
interface Field {
  kind: "text" | "select" | "radio" | "checkbox";
  name: string;
  label: string;
}

/** One calculator's INP, the field and event that set it, and the interactions counted. */
export interface CalculatorInp {
  inp: number;
  field: string;
  event: string;
  interactions: number;
}

/** A typist's pace: one key every 120 ms; and a pause after each choice. */
const KEY_EVERY_MS = 120;
const SETTLE_MS = 150;

/**
 * The calculator pages, in the calculators page's order: the links whose
 * words are the card link's (app/content/calculators.ts) in the built
 * /calculator page, so a calculator added there is measured without a change here.
 */
export function calculatorPaths(): string[] {
  const linkWords = sourceString("app/content/calculators.ts", `calculatorCardLink = ${QUOTED}`);
  const html = readFileSync(path.join(clientDir, "calculator", "index.html"), "utf8");
  const paths = [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"#?]*)"[^>]*>([^<]*)<\/a>/g)]
    .filter((match) => match[2]?.trim() === linkWords)
    .map((match) => match[1] ?? "");
  return [...new Set(paths)];
}

/**
 * In the page before its scripts: every Event Timing entry of an interaction
 * from 16 ms up (the API's floor), buffered ones included, and the intro
 * marked as seen, so it does not cover the fields (it is not what is measured).
 */
function eventTimingProbe({ introSeenKey }: { introSeenKey: string }): void {
  const record: InpRecord = { entries: [], marks: [] };
  (window as InpWindow).__calculatorInp = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as InteractionTiming[]) {
      if (entry.interactionId)
        record.entries.push({
          interactionId: entry.interactionId,
          duration: entry.duration,
          startTime: entry.startTime,
          name: entry.name,
        });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  try {
    sessionStorage.setItem(introSeenKey, "1");
  } catch {
    // No session storage: the intro would not show either.
  }
}

/** The calculator's fields as a visitor meets them: text boxes, drop-downs, radio groups and tick boxes, named by their labels. */
function listFields(): Field[] {
  const words = (element: Element | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
  const fields: Field[] = [];
  for (const element of document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    "main form input, main form select, main form textarea",
  )) {
    if (element.type === "hidden" || element.disabled || !element.checkVisibility()) continue;
    if (element.type === "radio") {
      if (!fields.some((field) => field.kind === "radio" && field.name === element.name)) {
        fields.push({
          kind: "radio",
          name: element.name,
          label: words(element.closest("fieldset")?.querySelector("legend")) || element.name,
        });
      }
      continue;
    }
    const kind = element.tagName === "SELECT" ? "select" : element.type === "checkbox" ? "checkbox" : "text";
    fields.push({ kind, name: element.name, label: words(element.labels?.[0]) || element.name });
  }
  return fields;
}

/** Scrolls an element to the middle of the screen and gives its centre, for a tap. */
async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  return locator.evaluate((element) => {
    element.scrollIntoView({ block: "center" });
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  });
}

async function tap(page: Page, locator: Locator): Promise<void> {
  const { x, y } = await centreOf(locator);
  await page.touchscreen.tap(x, y);
  await sleep(SETTLE_MS);
}

/**
 * One field's realistic edit. A text box: tapped, its text selected, and its
 * own value typed again key by key (every key changes the result; the
 * calculator ends as it began, so the next field sees valid figures). A
 * drop-down: the next choice and back by the arrow keys (what a keyboard
 * does; a tap opens a picker the browser draws outside the page). A radio
 * group: each other choice tapped, then the first again. A tick box: tapped twice.
 */
async function editField(page: Page, field: Field): Promise<void> {
  const form = page.locator("main form");
  if (field.kind === "text") {
    const box = form.locator(`[name="${field.name}"]`).first();
    const value = await box.inputValue();
    await tap(page, box);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(value, { delay: KEY_EVERY_MS });
  } else if (field.kind === "select") {
    const select = form.locator(`select[name="${field.name}"]`).first();
    await centreOf(select);
    await select.focus();
    await page.keyboard.press("ArrowDown");
    await sleep(SETTLE_MS);
    await page.keyboard.press("ArrowUp");
  } else if (field.kind === "radio") {
    const choices = form.locator(`input[type="radio"][name="${field.name}"]`);
    const count = await choices.count();
    const first = await choices.evaluateAll((radios) =>
      Math.max(
        0,
        radios.findIndex((radio) => (radio as HTMLInputElement).checked),
      ),
    );
    for (let index = 0; index < count; index += 1) {
      if (index !== first)
        await tap(page, choices.nth(index).locator("xpath=ancestor::label[1]").or(choices.nth(index)).first());
    }
    await tap(page, choices.nth(first).locator("xpath=ancestor::label[1]").or(choices.nth(first)).first());
  } else {
    const tick = form.locator(`[name="${field.name}"]`).first();
    await tap(page, tick);
    await tap(page, tick);
  }
  await sleep(SETTLE_MS);
}

/**
 * INP of one calculator page, in a fresh context: loaded unthrottled and
 * hydrated, then every field edited with the CPU 4x slower. Returns
 * { inp, field, event, interactions } (field: the label of the field whose
 * interaction set INP).
 */
export async function measureCalculatorInp(browser: Browser, origin: string, pagePath: string): Promise<CalculatorInp> {
  const introSeenKey = sourceString("app/features/shell/intro.ts", `INTRO_SEEN_KEY = ${QUOTED}`);
  const phone = await openPhone(browser);
  const { page } = phone;
  try {
    await addPageScript(page, eventTimingProbe, { introSeenKey });
    await page.goto(`${origin}${pagePath}`);
    await hydrated(page);
    await phone.slow({ cpu: true });
    for (const field of await page.evaluate(listFields)) {
      await page.evaluate(
        (label) => (window as InpWindow).__calculatorInp?.marks.push({ at: performance.now(), label }),
        field.label,
      );
      await editField(page, field);
    }
    // Entries arrive after the paint that ends them: two frames and a moment.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await sleep(500);
    const { entries, marks, interactionCount } = await page.evaluate(() => ({
      ...((window as InpWindow).__calculatorInp ?? { entries: [], marks: [] }),
      // Chromium's count of the page's interactions (not yet in TypeScript's DOM types).
      interactionCount: (performance as Performance & { interactionCount?: number }).interactionCount,
    }));
    const { inp, worst, interactions } = interactionToNextPaint(entries, interactionCount);
    const field = worst
      ? (marks.findLast((mark) => mark.at <= worst.startTime)?.label ?? "(before the first field)")
      : "none";
    return { inp, field, event: worst?.name ?? "none", interactions };
  } finally {
    await phone.close();
  }
}
