import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEND_FORM_PATH, SEND_JSON_PATH } from "../../contracts/lead-protocol.ts";
import { buildServer } from "../app.ts";
import { readConfig } from "../config.ts";
import { type AppDatabase, openDatabase } from "../db/database.ts";
import { openLeadStore, type LeadStore } from "../leads/store/lead-store.ts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** A page as React Router prerenders it: a few inline scripts, some the same on every page, some its own. */
function page(heading: string): { html: string; scripts: string[] } {
  const scripts = [
    '(function(d){d.documentElement.classList.toggle("dark",false)})(document)',
    `window.__reactRouterContext = {"page":${JSON.stringify(heading)}};`,
    `import "/assets/manifest.js";\nimport * as route from "/assets/${heading.toLowerCase().replace(/\W+/g, "-")}.js";`,
  ];
  const html =
    `<!DOCTYPE html><html><head><script>${scripts[0]}</script>` +
    `<script type="application/ld+json">{"@type":"FinancialService"}</script></head>` +
    `<body><h1>${heading}</h1><script>${scripts[1]}</script><script type="module" async="">${scripts[2]}</script></body></html>`;
  return { html, scripts };
}

const pages = { home: page("Home page"), about: page("About page"), notFound: page("Not found page") };

let siteDir: string;
let database: AppDatabase;
let store: LeadStore;
const servers: FastifyInstance[] = [];

async function server(environment: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  const app = await buildServer(
    readConfig({ CLIENT_DIR: path.join(siteDir, "client"), LOG_LEVEL: "silent", ...environment }),
    { database, store },
  );
  servers.push(app);
  return app;
}

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), "security-headers-"));
  const write = async (relative: string, content: string) => {
    const file = path.join(siteDir, "client", relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  };
  await write("index.html", pages.home.html);
  await write("about/index.html", pages.about.html);
  await write("404.html", pages.notFound.html);
  await write("assets/root-AbC123.js", "console.log(1);");
  await write("credit-guide.pdf", "%PDF-1.7\n%%EOF\n");
  database = await openDatabase({ engine: "sqlite", path: path.join(siteDir, "leads.sqlite") });
  store = openLeadStore(database);
});

afterAll(async () => {
  for (const app of servers) await app.close();
  store.close();
  await database.close();
  await rm(siteDir, { recursive: true, force: true });
});

/** The headers every response must carry, whatever it is. */
function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(response.headers["permissions-policy"]).toMatch(/(^|, )camera=\(\)(, |$)/);
  expect(response.headers["permissions-policy"]).toMatch(/(^|, )microphone=\(\)(, |$)/);
  expect(response.headers["permissions-policy"]).toMatch(/(^|, )geolocation=\(\)(, |$)/);
  expect(response.headers["permissions-policy"]).toMatch(/(^|, )payment=\(\)(, |$)/);
  expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(response.headers["content-security-policy"]).toEqual(expect.any(String));
}

function cspOf(response: LightMyRequestResponse): string {
  return String(response.headers["content-security-policy"]);
}

describe("a page", () => {
  it.each([
    ["/", pages.home],
    ["/about", pages.about],
  ])("%s carries every header, and a CSP allowing exactly its own inline scripts", async (url, { scripts }) => {
    const app = await server();
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    const csp = cspOf(response);
    for (const script of scripts) expect(csp).toContain(`'${sha256(script)}'`);
    expect(csp.match(/'sha256-/g)).toHaveLength(scripts.length);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toMatch(/^default-src 'none'; script-src 'self' /);
    for (const directive of [
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "object-src 'none'",
      "form-action 'self'",
      "frame-src 'none'",
      "style-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
  });

  it("does not allow another page's scripts", async () => {
    const app = await server();
    const csp = cspOf(await app.inject({ url: "/about" }));
    expect(csp).not.toContain(sha256(pages.home.scripts[2] ?? ""));
  });

  it("keeps its CSP on a HEAD request", async () => {
    const app = await server();
    const head = await app.inject({ method: "HEAD", url: "/about" });
    expect(cspOf(head)).toBe(cspOf(await app.inject({ url: "/about" })));
  });
});

describe("the not-found page", () => {
  it("is sent with status 404, every header and a CSP for its own scripts", async () => {
    const app = await server();
    const response = await app.inject({ url: "/no-such-page" });
    expect(response.statusCode).toBe(404);
    expectCommonHeaders(response);
    for (const script of pages.notFound.scripts) expect(cspOf(response)).toContain(`'${sha256(script)}'`);
    expect(cspOf(response)).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
});

describe("responses that are not pages", () => {
  it("an asset carries every header and a CSP that lets nothing load or frame it", async () => {
    const app = await server();
    const response = await app.inject({ url: "/assets/root-AbC123.js" });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    expect(cspOf(response)).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("a PDF may not be framed, but keeps the browser's PDF viewer working", async () => {
    const app = await server();
    const response = await app.inject({ url: "/credit-guide.pdf" });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    expect(cspOf(response)).toBe("frame-ancestors 'none'");
  });

  it("a redirect carries them too", async () => {
    const app = await server();
    const response = await app.inject({ url: "/about/" });
    expect(response.statusCode).toBe(301);
    expectCommonHeaders(response);
    expect(cspOf(response)).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it.each([
    ["a refused content type", { method: "POST" as const, url: SEND_JSON_PATH }, 415],
    [
      "a JSON lead with fields missing",
      { method: "POST" as const, url: SEND_JSON_PATH, payload: { service_id: "x" } },
      400,
    ],
    [
      "a form post with no fields",
      {
        method: "POST" as const,
        url: SEND_FORM_PATH,
        payload: "a=b",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
      400,
    ],
    [
      "a CORS preflight from an allowed site",
      {
        method: "OPTIONS" as const,
        url: SEND_JSON_PATH,
        headers: { origin: "https://static.example", "access-control-request-method": "POST" },
      },
      204,
    ],
  ])("an API answer carries every header: %s (%i)", async (_name, request, status) => {
    const app = await server({ SITE_ORIGINS: "https://static.example" });
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    expectCommonHeaders(response);
    expect(cspOf(response)).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe("Strict-Transport-Security", () => {
  it("is not sent by default outside production, so http://localhost keeps working", async () => {
    const app = await server();
    expect((await app.inject({ url: "/" })).headers["strict-transport-security"]).toBeUndefined();
  });

  it("is sent on every response in production: two years, with subdomains", async () => {
    const app = await server({ NODE_ENV: "production" });
    for (const url of ["/", "/assets/root-AbC123.js", "/no-such-page", "/about/"]) {
      expect((await app.inject({ url })).headers["strict-transport-security"], url).toBe(
        "max-age=63072000; includeSubDomains",
      );
    }
    const api = await app.inject({ method: "POST", url: SEND_JSON_PATH });
    expect(api.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });

  it("follows HSTS_MAX_AGE_SECONDS", async () => {
    const app = await server({ HSTS_MAX_AGE_SECONDS: "31536000", HSTS_INCLUDE_SUBDOMAINS: "false" });
    expect((await app.inject({ url: "/" })).headers["strict-transport-security"]).toBe("max-age=31536000");
  });
});
