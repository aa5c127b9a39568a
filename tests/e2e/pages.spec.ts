import { brand } from "../../app/content/brand.ts";
import { notFoundPage, inquiryPage } from "../../app/content/pages.ts";
import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";
import { sitePages } from "../../app/content/pages.ts";

test.describe("every page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of sitePages) {
    test(`${path} answers 200 with its heading in the prerendered HTML`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(new RegExp(`\\| ${brand.name}$`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    });
  }

  test("each page has a title of its own", async ({ page }) => {
    const titles = new Set<string>();
    for (const { path } of sitePages) {
      await page.goto(path);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(sitePages.length);
  });

  test("an unknown path gets the designed not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundPage.heading);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /^Home/ })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: /^Services/ })).toHaveAttribute("href", "/services");
    await expect(main.getByRole("link", { name: /^Inquiry/ })).toHaveAttribute("href", "/inquiry");
  });

  for (const alias of ["/Inquiry", "/contact"]) {
    test(`${alias} shows the inquiry screen with /inquiry as its canonical address`, async ({ page }) => {
      const response = await page.goto(alias);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(inquiryPage.heading);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${brand.siteUrl}/inquiry`);
    });
  }
});

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => skipIntro(page));

  test("the not-found page hydrates at any unknown address without errors", async ({ page }) => {
    await page.goto("/services/not-a-service");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundPage.heading);
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Services/ })
      .click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Financial Services");
  });

  test("/Inquiry hydrates into the inquiry screen", async ({ page }) => {
    await page.goto("/Inquiry");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(inquiryPage.heading);
  });

  test("the navigation marks the current page", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Services" })).not.toHaveAttribute("aria-current");
  });

  test("the Inquiry entry is the current page at /contact too", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Inquiry" })).toHaveAttribute("aria-current", "page");
  });

  test("the footer carries every brand fact and a copyright line with the current year", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(brand.phone.display);
    await expect(footer).toContainText(`ABN ${brand.abn}`);
    await expect(footer).toContainText(`Australian Credit Licence ${brand.australianCreditLicence}`);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${brand.copyrightHolder}`);
    await expect(footer).toContainText(brand.postalAddress.street);
    for (const [days, hours] of [
      ["Mon-Fri", "08:00-18:00"],
      ["Sat", "08:00-15:00"],
      ["Sun", "Closed"],
    ]) {
      await expect(footer.locator(`dt:text-is("${days}") + dd`)).toHaveText(hours ?? "");
    }
    await expect(footer.getByRole("link", { name: "How Long to Repay Calculator" })).toHaveAttribute("href", "/lmi");
    for (const social of brand.socialLinks) {
      await expect(footer.getByRole("link", { name: social.network })).toHaveAttribute("href", social.href);
    }
  });
});
