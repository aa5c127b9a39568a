// The part of `npm run bench:first-paint` that runs inside the page.

/** The kinds of control the benchmark taps (first-paint-controls.ts). */
export type ControlKind = "drawer" | "contact" | "theme" | "accordion" | "more" | "carousel" | "calculator";

/** The words the controls are found by, read from app/content (first-paint-controls.ts). */
export interface ControlTexts {
  contact: string;
  callback: string;
  section: string;
  moreButton: string;
  moreLoading: string;
  /** /sdc's headline result for the typed price, once known. */
  expectedResult?: string;
}

/** What a control's effect reads: shown or not, a slide's index, or a toggle's label and state. */
type Effect = boolean | number | string;

/** What the probe records on one page load, as window.__firstPaint. */
export interface FirstPaintRecord {
  /** The control, once found. */
  target: Element | null;
  /** first-contentful-paint, ms since navigation start. */
  fcp: number | null;
  /** When the control first showed, not before the first contentful paint. */
  painted: number | null;
  /** Its words or label, for the table. */
  label: string | null;
  /** Every tap, timed by its pointerdown, with the control's effect just before it. */
  taps: { at: number; before: Effect }[];
  /** The first tap that had the control's effect. */
  worked: { index: number; at: number } | null;
  /** When <html data-hydrated> was set. */
  hydrated: number | null;
  /** A carousel's slides turning. */
  slideChanges: { at: number; slide: number }[];
  /** When a carousel's pause button first showed. */
  pausePainted: number | null;
  /** The calculator's price: first and last key, and when the result first showed it. */
  typingFrom: number | null;
  typedAt: number | null;
  resultAt: number | null;
}

/** The page with the probe in it: its record, and the benchmark's function it reports to. */
export type ProbeWindow = Window & {
  __firstPaint?: FirstPaintRecord;
  __firstPaintReport?: (what: "centre" | "worked", value: unknown) => void;
};

/**
 * Installed before the page's own scripts (bench-phone.ts's addPageScript
 * sends its source text, so it may use nothing from this module's scope). On every
 * animation frame it looks for the control and, once the control exists, is
 * visible and the page has painted (first-contentful-paint), it records the
 * paint and tells the benchmark where the control is (`report("centre")`),
 * scrolling it into view first if it is below the fold, as a visitor would.
 * Every tap is timed by its pointerdown's timeStamp (a capturing listener, so
 * before any handler of the page) and the control's state is noted then; the
 * first tap after which the state has changed as the control promises is
 * reported (`report("worked")`). <html data-hydrated> is timed too.
 *
 * `control` is one of the kinds below; `texts` holds the words the controls
 * are found by, read from app/content by first-paint-controls.ts;
 * `introSeenKey`, when given, marks the intro as already seen.
 */
export function firstPaintProbe({
  control,
  texts,
  introSeenKey,
}: {
  control: ControlKind;
  texts: ControlTexts;
  introSeenKey: string | undefined;
}): void {
  // A visitor on a later page of the session: the logo intro was seen, and does not cover the page.
  if (introSeenKey) {
    try {
      sessionStorage.setItem(introSeenKey, "1");
    } catch {
      // No session storage: no intro either.
    }
  }
  const bench: FirstPaintRecord = {
    target: null,
    fcp: null,
    painted: null,
    label: null,
    taps: [],
    worked: null,
    hydrated: null,
    slideChanges: [],
    pausePainted: null,
    typingFrom: null,
    typedAt: null,
    resultAt: null,
  };
  const page = window as ProbeWindow;
  page.__firstPaint = bench;
  const report = (what: "centre" | "worked", value: unknown) => page.__firstPaintReport?.(what, value);

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") bench.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  // The script runs before <html> exists, so the whole document is watched, for that one attribute.
  new MutationObserver(() => {
    if (bench.hydrated === null && document.documentElement.hasAttribute("data-hydrated"))
      bench.hydrated = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });

  const all = (selector: string, within: ParentNode = document) => [...within.querySelectorAll<HTMLElement>(selector)];
  const text = (element: Node) => (element.textContent ?? "").replace(/\s+/g, " ").trim();
  const visible = (element: Element | null | undefined): boolean => {
    if (!element?.isConnected) return false;
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 && box.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    );
  };
  const inView = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth;
  };
  // What a visitor presses: a native button, a <summary>, a link, or anything with a button's role.
  const pressable = (element: Element | undefined) =>
    element?.closest("button, summary, a, label, [role=button], [popovertarget]") ?? element;
  const byText = (selector: string, words: string) =>
    pressable(all(selector).find((element) => text(element) === words));
  const carouselRegion = () => document.querySelector('main [aria-roledescription="carousel"]');
  /** The slide showing: the one slide not inert, or (with no inert slides, as with CSS scroll-snap) the one nearest the left edge. */
  const currentSlide = () => {
    const slides = all('[aria-roledescription="slide"]', carouselRegion() ?? document);
    if (slides.length === 0) return -1;
    if (slides.some((slide) => slide.inert)) return slides.findIndex((slide) => !slide.inert);
    const left = (slide: Element) =>
      Math.abs(slide.getBoundingClientRect().left - (carouselRegion()?.getBoundingClientRect().left ?? 0));
    return slides.reduce((best, slide, index) => (left(slide) < left(slides[best] ?? slide) ? index : best), 0);
  };

  // Each kind: find() the control once it is there; effect() what pressing it
  // changes; changed(before, after) whether a tap worked. Effects that show
  // something count only when it appears: the accordion's sections are all
  // open until hydration closes them, which is no tap working.
  const appears = (before: Effect, after: Effect) => !before && Boolean(after);
  const differs = (before: Effect, after: Effect) => before !== after;
  const kinds: Record<
    ControlKind,
    { find(): Element | null | undefined; effect(): Effect; changed(before: Effect, after: Effect): boolean }
  > = {
    drawer: {
      find: () => document.querySelector('[aria-label="Menu"]'),
      effect: () => visible(document.querySelector('[aria-label="Site menu"]')),
      changed: appears,
    },
    contact: {
      find: () => byText("header *", texts.contact),
      effect: () => all("header a").some((link) => text(link) === texts.callback && visible(link)),
      changed: appears,
    },
    theme: {
      find: () => document.querySelector('[aria-label="Dark theme"]'),
      effect: () => document.documentElement.classList.contains("dark"),
      changed: differs,
    },
    accordion: {
      find: () => {
        const heading = all("main h2").find((element) => text(element) === texts.section);
        return (
          heading && (heading.closest("summary") ?? heading.querySelector("button, summary, [role=button]") ?? heading)
        );
      },
      effect() {
        const control = bench.target;
        const details = control?.closest("details");
        const controls = control?.getAttribute("aria-controls");
        const panel = controls
          ? document.getElementById(controls)
          : details && [...details.children].find((child) => child.tagName !== "SUMMARY");
        return Boolean(panel && visible(panel) && (!details || details.open));
      },
      changed: appears,
    },
    more: {
      find: () => byText("main *", texts.moreButton),
      effect: () =>
        all("main *").some(
          (element) => element.children.length === 0 && text(element) === texts.moreLoading && visible(element),
        ) || all("main article").filter(visible).length > 3,
      changed: appears,
    },
    carousel: {
      // The first control to show: an arrow, a dot (one not current), a team member, or pause/play.
      find: () =>
        all(
          '[aria-label="Next slide"], [aria-label^="Show slide "], [aria-label="Choose a team member"] > *, [aria-label="Pause slides"], [aria-label="Play slides"]',
          carouselRegion() ?? document,
        )
          .map(pressable)
          .find((element) => element?.getAttribute("aria-current") !== "true" && visible(element)),
      effect() {
        const label = bench.target?.getAttribute("aria-label") ?? "";
        if (/^(Pause|Play) slides$/.test(label))
          return `${label} ${String(bench.target?.getAttribute("aria-pressed"))}`;
        if (label === "Next slide" || label === "Previous slide") return currentSlide();
        return bench.target?.getAttribute("aria-current") === "true";
      },
      changed: differs,
    },
    calculator: {
      find: () => document.querySelector('main [name="price"]'),
      effect: () => bench.target !== null && document.activeElement === bench.target,
      changed: appears,
    },
  };
  const kind = kinds[control];
  let reportedCentre = "";
  let shownSlide = -1;

  const checkWorked = () => {
    const last = bench.taps.at(-1);
    if (!last || bench.worked) return;
    if (kind.changed(last.before, kind.effect())) {
      bench.worked = { index: bench.taps.length - 1, at: last.at };
      report("worked", bench.worked);
    }
  };
  addEventListener(
    "pointerdown",
    (event) => {
      if (bench.painted === null || bench.worked) return;
      // A tap that worked and was not yet seen to (no frame since) is credited before the next one is noted.
      checkWorked();
      if (!bench.worked) bench.taps.push({ at: event.timeStamp, before: kind.effect() });
    },
    { capture: true },
  );
  if (control === "calculator") {
    addEventListener(
      "input",
      (event) => {
        if (event.target !== bench.target) return;
        bench.typingFrom ??= event.timeStamp;
        bench.typedAt = event.timeStamp;
      },
      { capture: true },
    );
  }

  /** The words a visitor knows a control by: its label, its field's label, or its text. */
  const labelOf = (target: Element) => {
    const fieldLabel = "labels" in target && target.labels instanceof NodeList ? target.labels[0] : undefined;
    const words = target instanceof HTMLElement ? target.innerText : (target.textContent ?? "");
    return target.getAttribute("aria-label") || (fieldLabel ? text(fieldLabel) : words.replace(/\s+/g, " ").trim());
  };

  const frame = (time: number) => {
    if (bench.target === null || !bench.target.isConnected) {
      const found = kind.find();
      if (found) bench.target = found;
    }
    const target = bench.target;
    if (target && !bench.worked) {
      if (visible(target) && !inView(target)) target.scrollIntoView({ block: "center" });
      else if (visible(target) && bench.fcp !== null) {
        if (bench.painted === null) {
          bench.painted = Math.max(time, bench.fcp);
          bench.label = labelOf(target).slice(0, 60);
        }
        const box = target.getBoundingClientRect();
        const centre = { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
        if (JSON.stringify(centre) !== reportedCentre) {
          reportedCentre = JSON.stringify(centre);
          report("centre", centre);
        }
      }
    }
    checkWorked();
    if (control === "carousel") {
      const slide = currentSlide();
      if (slide !== -1 && shownSlide !== -1 && slide !== shownSlide) bench.slideChanges.push({ at: time, slide });
      if (slide !== -1) shownSlide = slide;
      const pause = (carouselRegion() ?? document).querySelector('[aria-label="Pause slides"]');
      if (bench.pausePainted === null && bench.fcp !== null && visible(pause))
        bench.pausePainted = Math.max(time, bench.fcp);
    }
    if (control === "calculator" && bench.typedAt !== null && bench.resultAt === null) {
      // performance.now(), not the frame's time, which can precede the keystroke that was just handled.
      if (text(document.querySelector("main output") ?? document.body) === texts.expectedResult)
        bench.resultAt = performance.now();
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
