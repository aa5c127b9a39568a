import { INBOX_API_PATH, INBOX_PATH } from "../../contracts/inbox-paths.ts";
import { sitePages } from "../../app/content/pages.ts";
import { paths } from "../../app/content/site-paths.ts";
import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";

// What the public can see of the staff inbox: nothing. Its pages ask for a
// session, its API answers 401, crawlers are kept out, and no public page
// ever loads a byte of it.

const insideInbox = (url: string) => {
  const { pathname } = new URL(url);
  return [INBOX_PATH, INBOX_API_PATH].some((base) => pathname === base || pathname.startsWith(`${base}/`));
};

test("no public page downloads anything of the inbox, before or after hydration", async ({ page }) => {
  // Every page in turn, in one browser: a few seconds each on two cores.
  test.setTimeout(180_000);
  await skipIntro(page);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  for (const sitePage of sitePages) {
    await page.goto(sitePage.path);
    await waitForHydration(page);
  }
  expect(requested.length).toBeGreaterThan(sitePages.length);
  expect(requested.filter(insideInbox)).toEqual([]);
});

test("the inbox sends a visitor without a session to sign in, and remembers where they were going", async ({
  page,
}) => {
  const response = await page.goto(`${INBOX_PATH}?status=new`);
  expect(new URL(page.url()).pathname).toBe(`${INBOX_PATH}/sign-in`);
  expect(new URL(page.url()).searchParams.get("next")).toBe(`${INBOX_PATH}?status=new`);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  expect(response?.headers()["content-security-policy"]).not.toContain("unsafe-inline");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
});

test("every inbox API address answers 401 without a session, known or not", async ({ request }) => {
  for (const address of [
    `${INBOX_API_PATH}/leads`,
    `${INBOX_API_PATH}/leads?after=0`,
    `${INBOX_API_PATH}/anything/else`,
  ]) {
    const answer = await request.get(address);
    expect(answer.status(), address).toBe(401);
    expect(answer.headers()["cache-control"]).toBe("no-store");
  }
});

test("a form post to the inbox from another site is refused", async ({ request }) => {
  const answer = await request.post(`${INBOX_PATH}/sign-in`, {
    form: { email: "someone@example.com", password: "not the password" },
    headers: { origin: "https://attacker.example", "sec-fetch-site": "cross-site" },
  });
  expect(answer.status()).toBe(403);
});

test("the sitemap leaves the inbox out", async ({ request }) => {
  const sitemap = await (await request.get(paths.sitemap)).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toContain(INBOX_PATH);
});
