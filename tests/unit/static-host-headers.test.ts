import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as security from "../../server/site/security-headers.ts";
import { writeStaticHostHeaders } from "../../scripts/static-host-headers.ts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
const page = (script: string, body = "") =>
  `<!DOCTYPE html><html><head><script>${script}</script></head><body>${body}</body></html>`;

let clientDir: string;

/** A small stand-in for build/client after post-build. */
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), "static-host-headers-"));
  const write = async (relative: string, content: string) => {
    const file = path.join(clientDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  };
  await write("index.html", page("home()"));
  await write("index.html.br", "compressed");
  await write("about/index.html", page("about()"));
  await write("services/business-loans/index.html", page("loans()"));
  await write("bpc/index.html", page("bpc()", '<iframe src="https://calculators.partner.example/bpc"></iframe>'));
  await write("404.html", page("notFound()"));
  await write("assets/root-AbC123.js", "console.log(1);");
  await write("assets/root-AbC123.js.br", "compressed");
  await write("brand/logo.svg", "<svg/>");
  await write("credit-guide.pdf", "%PDF-1.7");
  await write("robots.txt", "User-agent: *");
});

afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

/** The _headers file as rules: path pattern -> header name -> value. */
function parseHeadersFile(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    if (!line.startsWith(" ")) {
      expect(rules.has(line), `rule ${line} written once`).toBe(false);
      current = new Map();
      rules.set(line, current);
    } else {
      const [name = "", ...value] = line.trim().split(": ");
      expect(current, `header line ${line} belongs to a rule`).toBeDefined();
      current?.set(name, value.join(": "));
    }
  }
  return rules;
}

describe("the static host's _headers file", () => {
  let rules: Map<string, Map<string, string>>;
  let summary: string;

  beforeAll(async () => {
    summary = await writeStaticHostHeaders(clientDir, {});
    rules = parseHeadersFile(await readFile(path.join(clientDir, "_headers"), "utf8"));
  });

  it("gives every path the server's common headers, HSTS on since a static host serves https", () => {
    expect(Object.fromEntries(rules.get("/*") ?? [])).toEqual(
      security.commonSecurityHeaders({ maxAgeSeconds: 63_072_000, includeSubDomains: true, preload: false }),
    );
    expect(rules.get("/*")?.has("Content-Security-Policy")).toBe(false);
  });

  it("gives each page, with and without its trailing slash, the CSP the server sends for it", () => {
    const origins = { frames: ["https://calculators.partner.example"], forms: [] };
    const expected: [string, string][] = [
      ["/", page("home()")],
      ["/about", page("about()")],
      ["/about/", page("about()")],
      ["/services/business-loans", page("loans()")],
      ["/bpc/", page("bpc()", '<iframe src="https://calculators.partner.example/bpc"></iframe>')],
      ["/404.html", page("notFound()")],
    ];
    for (const [pattern, html] of expected) {
      expect(rules.get(pattern)?.get("Content-Security-Policy"), pattern).toBe(security.pagePolicy(html, origins));
    }
    expect(rules.get("/about")?.get("Content-Security-Policy")).toContain(`'${sha256("about()")}'`);
    expect(rules.get("/about")?.get("Content-Security-Policy")).not.toContain(sha256("home()"));
  });

  it("gives the not-found page, which a host serves for any unknown path, its CSP in a meta element of its own", async () => {
    const html = await readFile(path.join(clientDir, "404.html"), "utf8");
    const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/g)].map(
      (match) => match[1],
    );
    const headerPolicy = rules.get("/404.html")?.get("Content-Security-Policy") ?? "";
    expect(headerPolicy).toContain(`'${sha256("notFound()")}'`);
    // The header's policy, less frame-ancestors (which a meta policy cannot carry).
    expect(metas).toEqual([headerPolicy.replace("frame-ancestors 'none'; ", "")]);
    expect(html.indexOf("http-equiv")).toBeLessThan(html.indexOf("<script>"));
    // And no other page: their CSP comes in a header.
    expect(await readFile(path.join(clientDir, "about/index.html"), "utf8")).not.toContain("http-equiv");
  });

  it("writes the not-found page's meta once, however often it runs", async () => {
    await writeStaticHostHeaders(clientDir, {});
    const html = await readFile(path.join(clientDir, "404.html"), "utf8");
    expect(html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  });

  it("opens frame-src on every page, since a page with a frame can be reached without a reload", () => {
    expect(rules.get("/about")?.get("Content-Security-Policy")).toContain(
      "frame-src https://calculators.partner.example;",
    );
  });

  it("gives files the CSP for responses that are not pages, PDFs the viewer-safe one, and build assets a year's cache", () => {
    expect(Object.fromEntries(rules.get("/assets/*") ?? [])).toEqual({
      "Content-Security-Policy": security.NON_HTML_POLICY,
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    expect(rules.get("/brand/*")?.get("Content-Security-Policy")).toBe(security.NON_HTML_POLICY);
    expect(rules.get("/robots.txt")?.get("Content-Security-Policy")).toBe(security.NON_HTML_POLICY);
    expect(rules.get("/credit-guide.pdf")?.get("Content-Security-Policy")).toBe(security.PDF_POLICY);
  });

  it("sets each path's CSP in one rule only, since hosts join the values of every matching rule", () => {
    const withCsp = [...rules]
      .filter(([, headers]) => headers.has("Content-Security-Policy"))
      .map(([pattern]) => pattern);
    expect(withCsp.filter((pattern) => pattern.endsWith("*"))).toEqual(["/assets/*", "/brand/*"]);
    for (const pattern of withCsp) {
      if (pattern.endsWith("/*"))
        expect(withCsp.filter((other) => other !== pattern && other.startsWith(pattern.slice(0, -1)))).toEqual([]);
    }
    expect([...rules.keys()].some((pattern) => /\.(br|gz)$/.test(pattern))).toBe(false);
  });

  it("says what it wrote, in one line with no warning", () => {
    expect(summary).toMatch(/^_headers written: \d+ rules, 4 page policies$/);
  });
});

describe("HSTS on the static host", () => {
  /** The Strict-Transport-Security that _headers gives every path, written with these settings. */
  async function staticHsts(environment: NodeJS.ProcessEnv): Promise<string | undefined> {
    await writeStaticHostHeaders(clientDir, environment);
    return parseHeadersFile(await readFile(path.join(clientDir, "_headers"), "utf8"))
      .get("/*")
      ?.get("Strict-Transport-Security");
  }

  it("is on by default (a static host serves https) and follows the server's settings", async () => {
    expect(await staticHsts({})).toBe("max-age=63072000; includeSubDomains");
    expect(await staticHsts({ HSTS_MAX_AGE_SECONDS: "off" })).toBeUndefined();
    expect(await staticHsts({ HSTS_MAX_AGE_SECONDS: "31536000", HSTS_PRELOAD: "true" })).toBe(
      "max-age=31536000; includeSubDomains; preload",
    );
  });

  it("refuses what the server refuses, naming the setting", async () => {
    await expect(staticHsts({ HSTS_MAX_AGE_SECONDS: "forever" })).rejects.toThrow(/HSTS_MAX_AGE_SECONDS/);
    await expect(staticHsts({ HSTS_MAX_AGE_SECONDS: "86400", HSTS_PRELOAD: "true" })).rejects.toThrow(/HSTS_PRELOAD/);
  });
});
