import { createHash } from "node:crypto";
import { brand } from "../../app/content/brand.ts";
import { paths } from "../../app/content/site-paths.ts";
import { SEND_JSON_PATH } from "../../contracts/lead-protocol.ts";
import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";
import { sitePages } from "../../app/content/pages.ts";

// The security headers as the real server sends them with the production
// build, and the browser living with them: the fixtures fail a test on any
// console error, and a CSP violation is one, so every e2e test also checks
// that the CSP lets the site work.

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** The inline scripts of a page the browser runs (not JSON-LD data blocks, not files). */
function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes = ""]) =>
        !/\bsrc\s*=/i.test(attributes) && !/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes),
    )
    .map(([, , text = ""]) => text);
}

function expectCommonHeaders(headers: Record<string, string>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toMatch(
    /camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\).*usb=\(\)/,
  );
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
}

const pagesToLoad = [
  paths.home,
  paths.about,
  paths.inquiry,
  paths.settlements,
  paths.stampDutyCalculator,
  paths.borrowingPowerCalculator,
];

test.describe("a page as the browser gets it", () => {
  test.beforeEach(async ({ page }) => skipIntro(page));

  for (const path of pagesToLoad) {
    test(`${path} has every header, a CSP for exactly its own inline scripts, and hydrates under it`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const headers = response?.headers() ?? {};
      expectCommonHeaders(headers);
      const csp = headers["content-security-policy"] ?? "";
      const scripts = executableInlineScripts((await response?.text()) ?? "");
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(csp).toContain(`'${sha256(script)}'`);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      // default-src 'none': every kind of resource the site loads is named, and the page still works (the fixture fails on any console error, a CSP violation included).
      expect(csp).toMatch(/^default-src 'none'; script-src 'self' /);
      for (const directive of [
        "style-src 'self'",
        "img-src 'self' data:;",
        "font-src 'self'",
        "connect-src 'self'",
        "manifest-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'none'",
        "object-src 'none'",
        "form-action 'self'",
        "frame-src 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      await waitForHydration(page);
    });
  }

  test("the not-found page has every header and a CSP for its own scripts, and hydrates", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    expectCommonHeaders(response?.headers() ?? {});
    const csp = response?.headers()["content-security-policy"] ?? "";
    const html = (await response?.text()) ?? "";
    for (const script of executableInlineScripts(html)) expect(csp).toContain(`'${sha256(script)}'`);
    // Its own copy of the policy, for a static host that serves 404.html for an unknown path with no CSP header.
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];
    expect(meta).toBe(csp.replace("frame-ancestors 'none'; ", ""));
    await waitForHydration(page);
  });
});

test("the CSP is enforced: a script injected into a page does not run", async ({ browser }) => {
  // A page of its own, outside the fixtures: the refused script is logged as a console error on purpose.
  const page = await browser.newPage();
  try {
    await page.goto(paths.about);
    const violation = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective), {
            once: true,
          });
        }),
    );
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injectedScriptRan = true";
      document.head.append(script);
      return (window as { injectedScriptRan?: boolean }).injectedScriptRan === true;
    });
    expect(ran).toBe(false);
    expect(await violation).toMatch(/^script-src/);
  } finally {
    await page.close();
  }
});

test("an asset and an API answer carry the headers, with a CSP that lets nothing load", async ({ page, request }) => {
  const response = await page.goto(paths.home);
  const asset = (await response?.text())?.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(asset).toBeDefined();
  const assetResponse = await request.get(asset ?? "");
  expect(assetResponse.status()).toBe(200);
  expectCommonHeaders(assetResponse.headers());
  expect(assetResponse.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");

  const api = await request.post(SEND_JSON_PATH, { data: { service_id: "nobody" } });
  expect(api.status()).toBeGreaterThanOrEqual(400);
  expectCommonHeaders(api.headers());
  expect(api.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
});

test.describe("links and mixed content", () => {
  const allPages = [...sitePages.map((page) => page.path), paths.inquiryCapitalised, paths.contact, "/no-such-page"];
  const ownOrigins = (baseURL: string) => new Set([new URL(baseURL).origin, new URL(brand.siteUrl).origin]);

  test('every link to another site has rel="noopener noreferrer", on every page', async ({ request, baseURL }) => {
    const own = ownOrigins(baseURL ?? "");
    const missing: string[] = [];
    let external = 0;
    for (const path of allPages) {
      const html = await (await request.get(path)).text();
      for (const [tag = ""] of html.matchAll(/<a\b[^>]*>/gi)) {
        const href = tag.match(/\shref="([^"]*)"/i)?.[1];
        if (!href) continue;
        const url = new URL(href.replaceAll("&amp;", "&"), baseURL);
        if (!/^https?:$/.test(url.protocol) || own.has(url.origin)) continue;
        external += 1;
        const rel = (tag.match(/\srel="([^"]*)"/i)?.[1] ?? "").split(/\s+/);
        if (!rel.includes("noopener") || !rel.includes("noreferrer"))
          missing.push(`${path}: ${href} (rel="${rel.join(" ")}")`);
      }
    }
    expect(missing).toEqual([]);
    // The footer's social links are on every page: the scan did see external links.
    expect(external).toBeGreaterThanOrEqual(allPages.length);
  });

  test("no page refers to anything over plain http://", async ({ request }) => {
    const found: string[] = [];
    for (const path of allPages) {
      const html = await (await request.get(path)).text();
      // An XML namespace (xmlns="http://www.w3.org/2000/svg") is a name, never fetched: also
      // inside a picture written into the page as a data: URL (xmlns=%22http://...%22).
      const withoutNamespaces = html.replace(/(?:\s|%20)xmlns(:[\w-]+)?=(?:"[^"]*"|%22.*?%22)/g, "");
      for (const [url] of withoutNamespaces.matchAll(/http:\/\/[^\s"'<>)]*/g)) found.push(`${path}: ${url}`);
    }
    expect(found).toEqual([]);
  });
});
