import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { CONTENT_STUDIO_PATH } from "../../contracts/inbox-paths.ts";
import { firstBusinessDetails } from "../../app/content/first-version/business-details.ts";
import { firstHomeSlides } from "../../app/content/first-version/home-slides.ts";
import { firstLendingAssumptions } from "../../app/content/first-version/lending-assumptions.ts";
import { firstLendingPartners } from "../../app/content/first-version/lending-partners.ts";
import { firstSettlements } from "../../app/content/first-version/settlements.ts";
import { firstTeam } from "../../app/content/first-version/team.ts";
import { firstTestimonials } from "../../app/content/first-version/testimonials.ts";
import {
  type LeadServerProcess,
  makeLeadServerWorkDir,
  type LeadServerWorkDir,
  startLeadServerProcess,
} from "../support/lead-server/server-process.ts";
import { phonePhoto } from "../support/content-test-images.ts";
import { addStaff, enrol, expect, test } from "../support/inbox-staff.ts";

// The office edits the site from the browser alone (decision 017): an editor
// saves a draft, publishes it, sees it on the public pages, and rolls it back.
// On a server of its own, with the built site: a publish changes the pages
// every other spec reads.

let server: LeadServerProcess;
let workDir: LeadServerWorkDir;
let sitesDir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  workDir = await makeLeadServerWorkDir();
  sitesDir = await mkdtemp(path.join(tmpdir(), "studio-sites-"));
  server = await startLeadServerProcess(path.resolve("build", "node", "server", "main.js"), workDir, {
    CLIENT_DIR: path.resolve("build", "client"),
    PUBLISHED_SITE_DIR: sitesDir,
  });
});

test.afterAll(async () => {
  await server.stop();
  await workDir.remove();
  await rm(sitesDir, { recursive: true, force: true });
});

async function signedInEditor(page: Page): Promise<void> {
  const editor = await addStaff({ role: "editor", name: "Eden Page", databasePath: workDir.databasePath });
  await enrol(page, `${server.origin}${editor.link}`);
  await page.goto(`${server.origin}${CONTENT_STUDIO_PATH}`);
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
}

async function publish(page: Page): Promise<void> {
  await page.goto(`${server.origin}${CONTENT_STUDIO_PATH}`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText(/Version \d+ is live/);
}

test("an editor changes a testimonial: the draft waits, publishing shows it, rolling back takes it away", async ({
  page,
}) => {
  await signedInEditor(page);
  const original = firstTestimonials[0]?.quote ?? "";
  const newQuote = "Settled in three weeks. <b>Brilliant</b> & calm from start to finish.";

  await page.getByRole("link", { name: "Testimonials" }).click();
  await page.getByRole("group", { name: "Testimonial 1" }).getByLabel("Quote").fill(newQuote);
  await page.getByRole("button", { name: "Save draft" }).last().click();
  await expect(page.getByRole("status")).toBeVisible();

  // The preview shows the draft: the home page at the studio's own address, and in a phone-width frame.
  await page.goto(`${server.origin}${CONTENT_STUDIO_PATH}/preview/`);
  await expect(page.locator("#testimonials")).toContainText(newQuote);
  await page.goto(`${server.origin}${CONTENT_STUDIO_PATH}`);
  await page.getByRole("link", { name: "Home page at phone width" }).click();
  const phone = page.frameLocator('iframe[title="Preview of Home page at phone width"]');
  await expect(phone.locator("#testimonials")).toContainText(newQuote);
  expect(await phone.locator("html").evaluate(() => window.innerWidth)).toBe(390);

  // Saved, not published: the live home page is as it was.
  await page.goto(`${server.origin}/`);
  await expect(page.locator("#testimonials")).toContainText(original);

  await publish(page);
  await page.goto(`${server.origin}/`);
  // Typed markup is shown as the characters typed.
  await expect(page.locator("#testimonials")).toContainText(newQuote);
  await expect(page.locator("#testimonials b")).toHaveCount(0);

  await page.goto(`${server.origin}${CONTENT_STUDIO_PATH}/history`);
  await expect(page.getByRole("list", { name: "What changed in version 2" })).toContainText("Quote");
  await page
    .getByRole("button", { name: "Roll back to this version" })
    .and(page.locator('[aria-describedby="version-1"]'))
    .click();
  await page.goto(`${server.origin}/`);
  await expect(page.locator("#testimonials")).toContainText(original);
});

test("an editor's new phone number reaches every page's footer and the privacy policy", async ({ page }) => {
  await signedInEditor(page);
  await page.getByRole("link", { name: "Business details" }).click();
  await page.getByLabel("Phone", { exact: true }).fill("(03) 5550 0199");
  await page.getByRole("button", { name: "Save draft" }).last().click();
  await expect(page.getByRole("status")).toBeVisible();
  await publish(page);

  for (const address of ["/", "/privacy", "/services"]) {
    await page.goto(`${server.origin}${address}`);
    await expect(page.locator("footer")).toContainText("(03) 5550 0199");
    await expect(page.locator("footer")).not.toContainText(firstBusinessDetails.phone);
  }
  await page.goto(`${server.origin}/privacy`);
  await expect(page.locator("main")).toContainText("Phone: (03) 5550 0199");
});

test("a bad ABN is refused at its field and nothing is saved", async ({ page }) => {
  await signedInEditor(page);
  await page.getByRole("link", { name: "Business details" }).click();
  await page.getByLabel("ABN", { exact: true }).fill("12 345 678 901");
  await page.getByRole("button", { name: "Save draft" }).last().click();
  await expect(page.getByLabel("ABN", { exact: true })).toHaveAccessibleDescription(
    /ABN: enter the 11-digit ABN as the Australian Business Register lists it/,
  );
  await expect(page.getByLabel("ABN", { exact: true })).toHaveValue("12 345 678 901");
});

test("an editor edits a story, hides another, and changes a role, a lender and a slide's button: publishing shows each, rolling back takes them away", async ({
  page,
}) => {
  await signedInEditor(page);
  const [firstStory, secondStory] = firstSettlements;
  const [firstMember] = firstTeam;
  const [firstLender] = firstLendingPartners;
  const [firstSlide] = firstHomeSlides;
  if (!firstStory || !secondStory || !firstMember || !firstLender || !firstSlide) throw new Error("first version");
  const studio = (collection: string) => page.goto(`${server.origin}${CONTENT_STUDIO_PATH}/${collection}`);
  const save = async () => {
    await page.getByRole("button", { name: "Save draft" }).last().click();
    await expect(page.getByRole("status")).toContainText("draft saved");
  };

  await studio("settlements");
  await page.getByRole("group", { name: "Settlement 1", exact: true }).getByLabel("Heading").fill("Wedding Venues");
  await page.getByRole("group", { name: "Settlement 2", exact: true }).getByLabel("Hidden").check();
  await save();
  await studio("team");
  await page.getByRole("group", { name: "Team member 1", exact: true }).getByLabel("Role").fill("Managing Broker");
  await save();
  await studio("lendingPartners");
  await page.getByRole("group", { name: "Lending partner 1", exact: true }).getByLabel("Name").fill("Bluegum Bank");
  await save();
  await studio("homeSlides");
  await page
    .getByRole("group", { name: "Slide 1", exact: true })
    .getByLabel("Button target")
    .selectOption("/settlements");
  await save();

  await page.goto(`${server.origin}${CONTENT_STUDIO_PATH}`);
  await page.getByRole("button", { name: "Publish" }).click();
  const live = page.getByRole("status");
  await expect(live).toContainText(/Version \d+ is live/);
  const published = Number(/Version (\d+) is live/.exec((await live.textContent()) ?? "")?.[1]);

  const storyHeadings = page.locator("main article h2");
  await page.goto(`${server.origin}/settlements`);
  await expect(storyHeadings.first()).toHaveText("Wedding Venues");
  await expect(storyHeadings.filter({ hasText: secondStory.heading })).toHaveCount(0);
  await page.goto(`${server.origin}/about`);
  await expect(page.locator("#team")).toContainText("Managing Broker");
  await expect(page.locator("#lending-partners")).toContainText("Bluegum Bank");
  await expect(page.locator("#lending-partners")).not.toContainText(firstLender.name);
  await page.goto(`${server.origin}/`);
  await expect(page.getByRole("link", { name: firstSlide.buttonText })).toHaveAttribute("href", "/settlements");

  await page.goto(`${server.origin}${CONTENT_STUDIO_PATH}/history`);
  const changes = page.getByRole("list", { name: `What changed in version ${published}` });
  await expect(changes).toContainText(`Settlements › 2 › Hidden: no → yes`);
  await expect(changes).toContainText(`Home slides › 1 › Button target: ${firstSlide.buttonTarget} → /settlements`);
  await page
    .getByRole("button", { name: "Roll back to this version" })
    .and(page.locator(`[aria-describedby="version-${published - 1}"]`))
    .click();
  await expect(page.getByRole("status")).toContainText(/Version \d+ is live/);

  await page.goto(`${server.origin}/settlements`);
  await expect(storyHeadings.first()).toHaveText(firstStory.heading);
  await expect(storyHeadings.filter({ hasText: secondStory.heading })).toHaveCount(1);
  await page.goto(`${server.origin}/about`);
  await expect(page.locator("#team")).toContainText(firstMember.role);
  await expect(page.locator("#lending-partners")).toContainText(firstLender.name);
  await page.goto(`${server.origin}/`);
  await expect(page.getByRole("link", { name: firstSlide.buttonText })).toHaveAttribute(
    "href",
    firstSlide.buttonTarget,
  );
});

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const [colorScheme, width] of [
  ["light", 375],
  ["dark", 1280],
] as const) {
  test(`axe finds nothing in the list forms, and a refused one, in ${colorScheme} at ${width} px`, async ({ page }) => {
    test.slow(); // three times the configured timeout
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await signedInEditor(page);
    for (const collection of ["settlements", "team", "lendingPartners", "homeSlides", "refused"]) {
      await page.setViewportSize({ width, height: 800 });
      if (collection === "refused") {
        await page.goto(`${server.origin}${CONTENT_STUDIO_PATH}/settlements`);
        await page.getByRole("group", { name: "Settlement 1", exact: true }).getByLabel("Alt text").fill("");
        await page.getByRole("button", { name: "Save draft" }).first().click();
        await expect(page.getByLabel("Alt text").first()).toHaveAttribute("aria-invalid", "true");
      } else {
        await page.goto(`${server.origin}${CONTENT_STUDIO_PATH}/${collection}`);
      }
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width, height: Math.max(800, height) });
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
      const found = violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")} — ${node.failureSummary ?? ""}`),
      );
      expect(found, `${collection} at ${width} px in ${colorScheme}`).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${collection} at ${width} px`,
      ).toBe(true);
    }
  });
}

test("an editor's new default rate and its source reach the loan repayment calculator from first paint, and roll back", async ({
  page,
}) => {
  const first = firstLendingAssumptions.loanRepaymentRate;
  await signedInEditor(page);
  const live = Number(
    /version (\d+)/.exec((await page.getByText(/The site shows version \d+/).textContent()) ?? "")?.[1],
  );

  await page.getByRole("link", { name: "Lending assumptions" }).click();
  const rate = page.getByRole("group", { name: "Loan repayment default rate" });
  await rate.getByLabel("Rate (% a year)").fill("5.84");
  await rate.getByLabel("Source", { exact: true }).fill("RBA F5 indicator lending rates, owner-occupier variable");
  await rate.getByLabel("Took effect").fill("2026-12-02");
  await page.getByRole("button", { name: "Save draft" }).last().click();
  await expect(page.getByRole("status")).toContainText("Lending assumptions: draft saved");
  await publish(page);

  // From first paint: the page as sent holds the new rate in its box, before any script runs.
  const sent = await (await page.request.get(`${server.origin}/lrc`)).text();
  expect(sent).toMatch(/<input[^>]*name="rate" value="5.84"/);
  await page.goto(`${server.origin}/lrc`);
  await expect(page.getByLabel("Interest rate (% a year)")).toHaveValue("5.84");
  const note = page.getByRole("region", { name: "How we work it out" });
  await expect(note).toContainText(
    "The interest rate starts at 5.84 % a year, for you to change. Source: RBA F5 indicator lending rates, owner-occupier variable; in effect since 2 December 2026.",
  );
  // A shared link's rate still wins over the default.
  await page.goto(`${server.origin}/lrc?rate=7`);
  await expect(page.getByLabel("Interest rate (% a year)")).toHaveValue("7");

  await page.goto(`${server.origin}${CONTENT_STUDIO_PATH}/history`);
  await expect(page.getByRole("list", { name: `What changed in version ${live + 1}` })).toContainText(
    "Lending assumptions › Loan repayment default rate: 6 % → 5.84 %",
  );
  await page
    .getByRole("button", { name: "Roll back to this version" })
    .and(page.locator(`[aria-describedby="version-${live}"]`))
    .click();
  await page.goto(`${server.origin}/lrc`);
  await expect(page.getByLabel("Interest rate (% a year)")).toHaveValue(String(first.value));
  await expect(page.getByRole("region", { name: "How we work it out" })).toContainText(
    `The interest rate starts at ${String(first.value)} % a year, for you to change. Source: ${first.source}; in effect since 21 November 2026.`,
  );
});

test("an editor uploads a team member's photo: the About page shows it in AVIF and WebP with a JPEG fallback, and nothing of where it was taken", async ({
  page,
}) => {
  await signedInEditor(page);
  await page.goto(`${server.origin}${CONTENT_STUDIO_PATH}/team`);
  const member = page.getByRole("group", { name: "Team member 1", exact: true });

  // A drawing is refused at its control, in one line, and nothing is saved.
  await member.getByLabel("Upload a new photo").setInputFiles({
    name: "portrait.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await page.getByRole("button", { name: "Save draft" }).last().click();
  await expect(
    page.getByRole("group", { name: "Team member 1", exact: true }).getByLabel("Upload a new photo"),
  ).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("main")).toContainText("Team member 1 › Photo: an SVG drawing cannot be uploaded");

  await page
    .getByRole("group", { name: "Team member 1", exact: true })
    .getByLabel("Upload a new photo")
    .setInputFiles({ name: "IMG_0412.JPG", mimeType: "image/jpeg", buffer: await phonePhoto() });
  await page
    .getByRole("group", { name: "Team member 1", exact: true })
    .getByLabel("Alt text")
    .fill("Harriet at her desk");
  await page.getByRole("button", { name: "Save draft" }).last().click();
  await expect(page.getByRole("status")).toContainText("Team: draft saved");
  await publish(page);

  await page.goto(`${server.origin}/about`);
  const photo = page.locator("#team img[alt='Harriet at her desk']");
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveJSProperty("complete", true);
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const avif = page.locator("#team picture source[type='image/avif']").first();
  const avifUrl = ((await avif.getAttribute("srcset")) ?? "").split(",")[0]?.trim().split(" ")[0] ?? "";
  expect(avifUrl).toMatch(/^\/media\/[0-9a-f]{64}-\d+\.avif$/);
  const served = await page.request.get(`${server.origin}${avifUrl}`);
  expect(served.headers()["content-type"]).toBe("image/avif");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const metadata = await sharp(await served.body()).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
});

test("an editor uploads the first story's picture: /settlements paints it from inside its HTML, as it does the illustration", async ({
  page,
}) => {
  await signedInEditor(page);
  await page.goto(`${server.origin}${CONTENT_STUDIO_PATH}/settlements`);
  const story = page.getByRole("group", { name: "Settlement 1", exact: true });
  await story
    .getByLabel("Upload a new image")
    .setInputFiles({ name: "ovens.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
  await story.getByLabel("Alt text").fill("The bakery's new ovens");
  await page.getByRole("button", { name: "Save draft" }).last().click();
  await expect(page.getByRole("status")).toContainText("Settlements: draft saved");
  await publish(page);

  const mediaAsked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/media/")) mediaAsked.push(request.url());
  });
  await page.goto(`${server.origin}/settlements`);
  const first = page.locator("picture").filter({ has: page.locator('img[alt="The bakery\'s new ovens"]') });
  await expect(first.locator("source[type='image/avif']")).toHaveAttribute("srcset", /^data:image\/avif;base64,/);
  const image = first.locator("img");
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/^data:image\/avif;base64,/);
  // Painted from the page's own bytes: no round trip for the picture.
  expect(mediaAsked).toEqual([]);
});
