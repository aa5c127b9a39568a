import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { privacyPolicy } from "../../app/content/privacy-policy.ts";
import { settlements } from "../../app/content/settlements.ts";
import { slides } from "../../app/content/slides.ts";
import { teamMembers } from "../../app/content/team.ts";
import { firstTestimonials as testimonials } from "../../app/content/first-version/testimonials.ts";
import { SEND_FORM_PATH } from "../../contracts/lead-protocol.ts";
import { controlsWithoutVisibleFocus, installFocusInspector } from "../support/focus-indicator.ts";
import { fillInquiryForm } from "../support/inquiry-form-filler.ts";
import { sitePages } from "../../app/content/pages.ts";
import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";

/**
 * axe-core's WCAG 2.0, 2.1 and 2.2 level A and AA rules, on every prerendered
 * page (and the not-found page) in both themes at a phone's and a desktop's
 * width, and in the states that only appear after an action: the drawer and
 * the Contact panel open, forms showing their errors and their sent or
 * not-sent messages, every carousel slide, every settlement story and privacy
 * section, calculators showing validation messages. Zero violations is the bar.
 *
 * On every page and width each control is also focused in turn: axe cannot
 * tell whether focus shows (tests/support/focus-indicator.ts does), and a
 * phone must never scroll sideways.
 *
 * Run time: each page loads once per theme and is scanned at both widths in
 * place. Reduced motion is on, so the intro never shows, carousels stand
 * still and no scroll-in content waits hidden (app/ui/reveal.tsx): axe sees
 * every section in its final colours instead of mid-fade.
 */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];

const WIDTHS = [
  { name: "375 px", width: 375, height: 740 },
  { name: "1280 px", width: 1280, height: 800 },
] as const;
type Width = (typeof WIDTHS)[number];

const NOT_FOUND_PATH = "/no-such-page";

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
  await installFocusInspector(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
});

/**
 * Opens `path` in `theme` (stored as the theme toggle stores it) at `width`, hydrated.
 * The theme is stored before the page's head script reads it, once per test: a
 * later `reloadIn` stores another and the init script must not undo it.
 */
async function open(page: Page, path: string, theme: Theme, width: Width = WIDTHS[1]): Promise<void> {
  await page.setViewportSize({ width: width.width, height: width.height });
  await page.addInitScript((stored) => {
    if (window.sessionStorage.getItem("e2eThemeStored")) return;
    window.sessionStorage.setItem("e2eThemeStored", "1");
    window.localStorage.setItem("theme", stored);
  }, theme);
  await page.goto(path);
  await waitForHydration(page);
  await expectTheme(page, theme);
}

async function expectTheme(page: Page, theme: Theme): Promise<void> {
  if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
}

/** Switches the stored theme and reloads, as a returning visitor would see it. */
async function reloadIn(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((stored) => window.localStorage.setItem("theme", stored), theme);
  await page.reload();
  await waitForHydration(page);
  await expectTheme(page, theme);
}

/** The violations, one readable line per element, so a failure says what to fix. */
async function violations(page: Page, include?: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself, without opening a blank page per
  // scan to merge frame results (a second or more per scan): the site has no
  // frames of its own (a provider's embedded calculator is not ours to fix).
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations: found } = await builder.analyze();
  return found.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? "?"}): ${node.target.join(" ")} — ${node.failureSummary?.replace(/\s+/g, " ") ?? violation.help}`,
    ),
  );
}

/**
 * Scans the page, or only the part `include` selects (for a state that
 * changes one widget, the rest of the page having been scanned already).
 */
async function expectNoViolations(page: Page, state: string, include?: string): Promise<void> {
  // axe judges target sizes (and some overlaps) only within the viewport, so
  // the scan runs with the viewport as tall as the page, then it is put back.
  const viewport = page.viewportSize() ?? WIDTHS[1];
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  if (pageHeight > viewport.height) await page.setViewportSize({ width: viewport.width, height: pageHeight });
  // Layout settles (fonts, a resize) before the scan.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const found = await violations(page, include);
  await page.setViewportSize(viewport);
  expect(found, `axe violations: ${state}`).toEqual([]);
}

test.describe("every page, light and dark, 375 px and 1280 px", () => {
  const pages = [...sitePages.map(({ path }) => path), NOT_FOUND_PATH];
  for (const path of pages) {
    test(`no WCAG A or AA violation on ${path}`, async ({ page }) => {
      // Light at 1280 then 375; dark at 375 then 1280: one resize per load.
      await open(page, path, "light", WIDTHS[1]);
      for (const theme of THEMES) {
        if (theme !== "light") await reloadIn(page, theme);
        // Folded content (a calculator's yearly schedule) is scanned open.
        await page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));
        const widths = theme === "light" ? [...WIDTHS].reverse() : WIDTHS;
        for (const width of widths) {
          await page.setViewportSize({ width: width.width, height: width.height });
          await expectNoViolations(page, `${path}, ${theme}, ${width.name}`);
          if (width.width < 768) {
            // Reflow (WCAG 1.4.10): a phone never has to scroll the page sideways.
            expect(
              await page.evaluate(() => document.documentElement.scrollWidth),
              `page wider than ${width.name}: ${path}`,
            ).toBeLessThanOrEqual(width.width);
          }
          // axe cannot judge focus; every control is focused in turn and its indicator checked.
          expect(
            await controlsWithoutVisibleFocus(page),
            `focus not visible: ${path}, ${theme}, ${width.name}`,
          ).toEqual([]);
        }
      }
    });
  }
});

test.describe("states after an action, light and dark", () => {
  for (const theme of THEMES) {
    test(`the mobile drawer open (${theme})`, async ({ page }) => {
      await open(page, "/", theme, WIDTHS[0]);
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
      await expectNoViolations(page, `drawer open, ${theme}`);
    });

    test(`the Contact panel open (${theme})`, async ({ page }) => {
      await open(page, "/about", theme);
      for (const width of [WIDTHS[1], WIDTHS[0]]) {
        await page.setViewportSize({ width: width.width, height: width.height });
        const contact = page.getByRole("button", { name: "Contact" });
        await contact.click();
        await expect(contact).toHaveAttribute("aria-expanded", "true");
        await expect(page.getByRole("link", { name: "Request a Callback" }).first()).toBeVisible();
        await expectNoViolations(page, `Contact panel open, ${theme}, ${width.name}`);
        await contact.click();
        await expect(contact).toHaveAttribute("aria-expanded", "false");
      }
    });

    test(`forms showing their errors after an empty submit (${theme})`, async ({ page }) => {
      const forms = [
        { path: "/inquiry", form: "main form", submit: "Submit Inquiry" },
        { path: "/referral", form: "main form", submit: "Send Referral" },
        { path: "/#referral", form: "#referral form", submit: "Send Referral" },
      ];
      for (const { path, form, submit } of forms) {
        await open(page, path, theme);
        await page.locator(form).getByRole("button", { name: submit }).click();
        await expect(page.locator(`${form} [aria-invalid="true"]`).first()).toBeFocused();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width: width.width, height: width.height });
          // Only the page's content changed; its header and footer were scanned with the page.
          await expectNoViolations(page, `${path} with errors, ${theme}, ${width.name}`, "main");
        }
      }
    });

    test(`a form's not-sent alert and thank-you banners (${theme})`, async ({ page, browserErrors }) => {
      await open(page, "/inquiry", theme);
      await page.route(`**${SEND_FORM_PATH}`, (route) =>
        route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
      );
      const form = page.locator("main form");
      await fillInquiryForm(form, {
        email: `axe.${Date.now()}@example.com`,
        enquiryType: "Refinance",
        reference: "Google",
        message: "Checking how the banners read.",
      });
      await form.getByRole("button", { name: "Submit Inquiry" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "not sent" })).toBeVisible();
      await expectNoViolations(page, `inquiry not sent, ${theme}`, "main form");
      // The browser reports the refused request; that is the state under test.
      expect(browserErrors.every((error) => /Failed to load resource/.test(error))).toBe(true);
      browserErrors.length = 0;
      await page.unroute(`**${SEND_FORM_PATH}`);
      await form.getByRole("button", { name: "Submit Inquiry" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();
      await expectNoViolations(page, `inquiry sent, ${theme}`, "main form");

      await open(page, "/referral", theme);
      const referral = page.locator("main form");
      await referral.locator('[name="from_name"]').fill("Sam Ode");
      await referral.locator('[name="from_email"]').fill(`axe.${Date.now()}@example.com`);
      await referral.locator('[name="from_phone"]').fill("(03) 5550 0199");
      await referral.locator('[name="message"]').fill("My neighbour Jo is buying a café.");
      await referral.getByRole("button", { name: "Send Referral" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();
      await expectNoViolations(page, `referral sent, ${theme}`, "main form");
    });

    test(`every slide of every carousel (${theme})`, async ({ page }) => {
      // Slides off screen are inert, which axe skips: each is scanned on show.
      await open(page, "/", theme);
      const hero = 'section[aria-label="Featured services"]';
      for (let slide = 2; slide <= slides.length; slide += 1) {
        await page.locator(hero).getByRole("button", { name: "Next slide" }).click();
        await expect(page.locator(`${hero} [aria-roledescription="slide"]:not([inert])`)).toHaveAccessibleName(
          `${slide} of ${slides.length}`,
        );
        await expectNoViolations(page, `hero slide ${slide}, ${theme}`, hero);
      }
      const quotes = 'section[aria-label="Client testimonials"]';
      for (let slide = 2; slide <= testimonials.length; slide += 1) {
        await page
          .locator(quotes)
          .getByRole("button", { name: `Show slide ${slide} of ${testimonials.length}` })
          .click();
        await expect(page.locator(`${quotes} [aria-roledescription="slide"]:not([inert])`)).toHaveAccessibleName(
          `${slide} of ${testimonials.length}`,
        );
        await expectNoViolations(page, `testimonial ${slide}, ${theme}`, quotes);
      }

      await open(page, "/about", theme);
      const team = 'section[aria-label="Our team"]';
      for (const [index, member] of teamMembers.entries()) {
        if (index === 0) continue;
        await page.locator(team).getByRole("button", { name: member.name }).click();
        await expect(page.locator(`${team} [aria-roledescription="slide"]:not([inert]) h3`)).toHaveText(member.name);
        await expectNoViolations(page, `team member ${index + 1}, ${theme}`, team);
      }
    });

    test(`every settlement story and every privacy section (${theme})`, async ({ page }) => {
      await open(page, "/settlements", theme);
      await page.locator("main summary", { hasText: "View More Stories" }).click();
      await expect(page.locator("main article:visible")).toHaveCount(settlements.length);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width: width.width, height: width.height });
        await expectNoViolations(page, `all settlements, ${theme}, ${width.name}`);
      }

      // One section open at a time; the first is scanned with the page.
      await open(page, "/privacy", theme);
      for (const section of privacyPolicy.sections.slice(1)) {
        const details = page.locator("main details", { has: page.getByRole("heading", { name: section.title }) });
        await details.locator("summary").click();
        await expect(details).toHaveAttribute("open");
        await expectNoViolations(page, `privacy section "${section.title}", ${theme}`, "main");
      }
    });

    test(`calculators showing validation messages (${theme})`, async ({ page }) => {
      // Ten axe sweeps (five pages, two widths) in one test: on a busy machine they ran past the default 30 s.
      test.slow(); // three times the configured timeout
      const badLinks = [
        "/lrc?amount=500000&rate=abc&years=90",
        "/lmi?amount=-5&rate=6&repayment=2000&frequency=daily",
        "/oc?amount=500000&rate=6&years=30&offset=-1&deposit=x",
        "/sdc?state=ZZ&price=0&use=home&first=1&property=castle&foreign=0",
        "/bpc?income=&income2=0&other=0&dependants=2.5&expenses=2500&commitments=500&cards=10000&rate=6&years=41",
      ];
      for (const url of badLinks) {
        await open(page, url, theme);
        await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width: width.width, height: width.height });
          await expectNoViolations(page, `${url}, ${theme}, ${width.name}`, "main");
        }
      }
    });
  }
});
