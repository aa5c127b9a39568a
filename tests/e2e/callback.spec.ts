import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { firstBusinessDetails } from "../../app/content/first-version/business-details.ts";
import { callbackWindows, describeWindowOn, weekdayIndex } from "../../contracts/business-clock.ts";
import { weekdayCallbackValue } from "../../contracts/callback-time.ts";
import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";
import { storedCallbackFrom } from "../support/lead-database.ts";

/**
 * The "Request a callback" form on /inquiry, against the real
 * server, whose clock is the real one: the window chosen is tomorrow's
 * business day's first, whatever today is.
 */
const THANKS = "Thank you! We'll call you";

/** A unique caller per test, so parallel tests find their own lead in the shared database. */
const uniqueCaller = (who: string) => `${who} ${Date.now()}${Math.round(Math.random() * 1e6)}`;

/** The next business day after today's and its first window, as the server will resolve it. */
function nextDaysFirstWindow() {
  const [, day] = callbackWindows(new Date(), firstBusinessDetails.openingHours, []);
  const window = day?.windows[0];
  if (!day || !window) throw new Error("the sample firm has no second business day ahead");
  return { day, window };
}

function callbackForm(page: Page) {
  return page.locator("#callback form");
}

async function fillCaller(page: Page, name: string) {
  const form = callbackForm(page);
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Your phone").fill("0412 000 111");
  return form;
}

/** The thank-you as the visitor reads it: without JavaScript, CSS shows only the words the address names. */
async function thanksShown(page: Page): Promise<string> {
  const banner = page.locator("#callback [role=status] p");
  await expect(banner).toBeVisible();
  return (await banner.innerText()).replace(/\s+/g, " ").trim();
}

test.beforeEach(async ({ page }) => skipIntro(page));

test("the header's Request a Callback link lands on the callback form", async ({ page }) => {
  await page.goto("/");
  // The Contact panel's and the drawer's, both hidden until opened.
  const links = page.locator("header a", { hasText: "Request a Callback" });
  await expect(links).not.toHaveCount(0);
  for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/inquiry#callback");
  await page.goto("/inquiry#callback");
  await expect(page.getByRole("heading", { name: "Request a callback" })).toBeInViewport();
});

test("a callback for a window on a date is stored in words and thanked saying when we will call", async ({ page }) => {
  await page.goto("/inquiry#callback");
  const caller = uniqueCaller("Jo");
  const form = await fillCaller(page, caller);
  await waitForHydration(page);
  const { day, window } = nextDaysFirstWindow();
  await form.getByLabel("Preferred time").selectOption(`${day.date} ${window.start}-${window.end}`);
  await form.getByRole("button", { name: "Request a Callback" }).click();

  await expect(
    page.getByRole("status").filter({ hasText: `${THANKS} ${describeWindowOn(day.weekday, window)}.` }),
  ).toBeVisible();
  await expect(form.getByLabel("Your name")).toHaveValue("");
  expect(storedCallbackFrom(caller)).toEqual({
    form: "callback",
    fields: {
      callerName: caller,
      callerPhone: "+61412000111",
      callbackTime: expect.stringMatching(/^\w+day \d+ \w+, /),
    },
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a callback for a weekday's window posts, is stored for its next date, and the thank-you names the time", async ({
    page,
  }) => {
    await page.goto("/inquiry");
    const caller = uniqueCaller("Sam");
    const form = await fillCaller(page, caller);
    const { day, window } = nextDaysFirstWindow();
    await form.getByLabel("Preferred time").selectOption(weekdayCallbackValue(weekdayIndex(day.date), window));
    await form.getByRole("button", { name: "Request a Callback" }).click();

    await expect(page).toHaveURL(/\/inquiry\?sent=1&form=callback#callback-sent-\w+-\d{4}$/);
    await expect(thanksShown(page)).resolves.toBe(`${THANKS} ${describeWindowOn(day.weekday, window)}.`);
    await expect(page.getByText("Thank you! Your inquiry has been sent successfully.")).toBeHidden();
    expect(storedCallbackFrom(caller)?.fields.callbackTime).toMatch(new RegExp(`^${day.weekday} \\d+ \\w+, `));
  });

  test("a callback as soon as possible is thanked in its own words", async ({ page }) => {
    await page.goto("/inquiry");
    const form = await fillCaller(page, uniqueCaller("Lee"));
    await form.getByRole("button", { name: "Request a Callback" }).click();
    await expect(thanksShown(page)).resolves.toBe(`${THANKS} as soon as we can, within opening hours.`);
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`the callback form has no WCAG A or AA violation, with its errors and its thank-you (${theme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce", colorScheme: theme });
    await page.addInitScript((stored) => window.localStorage.setItem("theme", stored), theme);
    await page.goto("/inquiry#callback");
    if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    const scan = async () =>
      (
        await new AxeBuilder({ page })
          .include("#callback")
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .analyze()
      ).violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
    expect(await scan()).toEqual([]);
    await waitForHydration(page);
    const form = callbackForm(page);
    await form.getByRole("button", { name: "Request a Callback" }).click();
    await expect(form.getByLabel("Your name")).toBeFocused();
    expect(await scan()).toEqual([]);
    await fillCaller(page, uniqueCaller("Axe"));
    // Leaving the phone clears its message first: the button moves up as it goes, and a click on it must not miss.
    await form.getByLabel("Your phone").blur();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    await form.getByRole("button", { name: "Request a Callback" }).click();
    await expect(page.getByRole("status").filter({ hasText: THANKS })).toBeVisible();
    expect(await scan()).toEqual([]);
  });
}
