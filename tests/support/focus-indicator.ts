import type { Page } from "@playwright/test";

/** What the page-side inspector says about one focused control. */
export interface FocusReport {
  /** The accessible name, as a screen reader gives it for these simple controls. */
  name: string;
  /** What is wrong with how its focus shows, or null. */
  problem: string | null;
}

interface FocusInspector {
  /** The focused element, or null when focus is on the page itself. */
  active(): FocusReport | null;
  /** Focuses every visible control on the page in turn; one line per control whose focus does not show. */
  everyControl(): string[];
}

declare global {
  interface Window {
    focusInspector?: FocusInspector;
  }
}

/**
 * Installs `window.focusInspector` in every document the page loads. It
 * judges focus as WCAG 2.4.7, 1.4.11 and 2.4.11 do: a focused control has an
 * indicator (an outline of some width, or a ring), the indicator has 3:1
 * contrast with the colour around it, and the control is not hidden (say,
 * under the sticky header).
 */
export async function installFocusInspector(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const MIN_CONTRAST = 3;
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const paint = canvas.getContext("2d", { willReadFrequently: true });

    type Rgba = [number, number, number, number];
    /** Any CSS colour (Tailwind's are oklch) as sRGB 0–255 and alpha 0–1, read back from a canvas. */
    const rgba = (color: string): Rgba => {
      if (!paint) return [0, 0, 0, 1];
      paint.clearRect(0, 0, 1, 1);
      paint.fillStyle = "#000";
      paint.fillStyle = color;
      paint.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = paint.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
      r * a + br * (1 - a),
      g * a + bg * (1 - a),
      b * a + bb * (1 - a),
      1,
    ];
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const contrast = (one: Rgba, two: Rgba) => {
      const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    /** The colour an element is painted on: its ancestors' background colours, composited (gradients count as their base colour). */
    const backdrop = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element.parentElement; node; node = node.parentElement) {
        layers.push(rgba(getComputedStyle(node).backgroundColor));
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };

    const outlineOf = (node: Element): Rgba | null => {
      const style = getComputedStyle(node);
      if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) <= 0) return null;
      const color = rgba(style.outlineColor);
      return color[3] > 0 ? color : null;
    };
    const hasRing = (node: Element) =>
      /(^|,\s*)(rgba?\([^)]*\)\s+)?0px 0px 0px [1-9]/.test(getComputedStyle(node).boxShadow);

    const problemOf = (element: HTMLElement): string | null => {
      // The indicator: on the control, or (the calculators' amount boxes, which
      // ring the "$" and unit with the input) on a box around it showing :focus-within.
      let holder: Element | null = null;
      let outline: Rgba | null = null;
      for (let node: Element | null = element, depth = 0; node && depth < 3; node = node.parentElement, depth += 1) {
        if (node !== element && !node.matches(":focus-within")) break;
        outline = outlineOf(node);
        if (outline || (node === element && hasRing(node))) {
          holder = node;
          break;
        }
      }
      if (!holder) return "no visible focus indicator";
      if (outline) {
        const ratio = contrast(over(outline, backdrop(holder)), backdrop(holder));
        if (ratio < MIN_CONTRAST)
          return `focus outline contrast ${ratio.toFixed(2)}:1 with what is around it (3:1 needed)`;
      }

      // Not hidden: some part of it is the topmost thing on screen.
      const box = element.getBoundingClientRect();
      const labels = (element as HTMLInputElement).labels;
      const seen =
        box.width > 0 &&
        box.height > 0 &&
        [
          [0.5, 0.5],
          [0.2, 0.2],
          [0.8, 0.2],
          [0.2, 0.8],
          [0.8, 0.8],
        ].some(([x = 0, y = 0]) => {
          const hit = document.elementFromPoint(box.left + box.width * x, box.top + box.height * y);
          return (
            hit !== null &&
            (element.contains(hit) || (labels != null && [...labels].some((label) => label.contains(hit))))
          );
        });
      return seen ? null : "focused but hidden or covered";
    };

    const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
    const nameOf = (element: HTMLElement): string => {
      const labelledBy = element.getAttribute("aria-labelledby");
      const labels = (element as HTMLInputElement).labels;
      return squash(
        element.getAttribute("aria-label") ??
          (labelledBy
            ? labelledBy
                .split(" ")
                .map((id) => document.getElementById(id)?.textContent)
                .join(" ")
            : null) ??
          (labels && labels.length > 0 ? labels[0]?.textContent : null) ??
          element.textContent,
      );
    };

    const CONTROLS = "a[href], button, input:not([type='hidden']), select, textarea, summary, [tabindex]";
    window.focusInspector = {
      active() {
        const element = document.activeElement;
        if (!(element instanceof HTMLElement) || element === document.body) return null;
        return { name: nameOf(element), problem: problemOf(element) };
      },
      everyControl() {
        const controls = [...document.querySelectorAll<HTMLElement>(CONTROLS)].filter(
          (element) =>
            element.tabIndex >= 0 &&
            !element.matches(":disabled") &&
            !element.closest("[inert]") &&
            element.checkVisibility({ visibilityProperty: true }),
        );
        const problems: string[] = [];
        for (const element of controls) {
          element.focus();
          if (document.activeElement !== element) continue;
          const problem = element.matches(":focus-visible")
            ? problemOf(element)
            : "focus() did not make it :focus-visible";
          if (problem) problems.push(`${element.tagName.toLowerCase()} "${nameOf(element)}": ${problem}`);
        }
        (document.activeElement as HTMLElement | null)?.blur();
        return problems;
      },
    };
  });
}

/** The focused control's name and any problem with how its focus shows. */
export function focusedControl(page: Page): Promise<FocusReport | null> {
  return page.evaluate(() => window.focusInspector?.active() ?? null);
}

/**
 * Every visible control of the page, focused in turn after a key press (so
 * that, as for a keyboard user, focus shows as :focus-visible): the ones whose
 * focus does not show.
 */
export async function controlsWithoutVisibleFocus(page: Page): Promise<string[]> {
  await page.keyboard.press("Tab");
  return page.evaluate(() => window.focusInspector?.everyControl() ?? ["the focus inspector is not installed"]);
}
