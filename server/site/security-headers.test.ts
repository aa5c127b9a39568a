import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  commonSecurityHeaders,
  DENIED_FEATURES,
  inlineScriptHashes,
  NON_HTML_POLICY,
  pagePolicies,
  pagePolicy,
  siteOrigins,
  withMetaPolicy,
} from "./security-headers.ts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

const THEME_SCRIPT = '(function(d){d.documentElement.classList.toggle("dark",false)})(document)';
const CONTEXT_SCRIPT = 'window.__reactRouterContext = {"basename":"/","ssr":false};';
const MODULE_SCRIPT = 'import "/assets/manifest-5a10da5d.js";\nimport * as route0 from "/assets/root.js";';
const JSON_LD = '{"@context":"https://schema.org","@type":"FinancialService"}';

/** A page shaped like React Router's prerendered HTML. */
function pageHtml(body = "<h1>Page</h1>", extraScript = ""): string {
  return [
    '<!DOCTYPE html><html lang="en"><head>',
    `<script>${THEME_SCRIPT}</script>`,
    '<link rel="modulepreload" href="/assets/root.js"/>',
    `<script type="application/ld+json">${JSON_LD}</script>`,
    `</head><body>${body}`,
    `<script>${CONTEXT_SCRIPT}</script>`,
    `<script type="module" async="">${MODULE_SCRIPT}</script>`,
    '<script src="/assets/external.js"></script>',
    extraScript,
    "</body></html>",
  ].join("");
}

describe("inlineScriptHashes", () => {
  it("hashes every inline script the browser runs, in page order", () => {
    expect(inlineScriptHashes(pageHtml())).toEqual([
      sha256(THEME_SCRIPT),
      sha256(CONTEXT_SCRIPT),
      sha256(MODULE_SCRIPT),
    ]);
  });

  it("leaves out scripts loaded from a file and data blocks such as JSON-LD, which CSP does not govern", () => {
    const hashes = inlineScriptHashes(pageHtml());
    expect(hashes).not.toContain(sha256(JSON_LD));
    expect(hashes).not.toContain(sha256(""));
  });

  it("counts JavaScript MIME types, with any case and parameters, as scripts", () => {
    const html = `<script type="text/javascript">a()</script><script TYPE='Text/JavaScript; charset=utf-8'>b()</script><script type=application/json>{}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256("a()"), sha256("b()")]);
  });

  it("hashes the text as the browser parses it: CRLF becomes LF, character references stay as written", () => {
    expect(inlineScriptHashes('<script>a();\r\nb("&amp;");</script>')).toEqual([sha256('a();\nb("&amp;");')]);
  });

  it("lists a script that appears twice once", () => {
    expect(inlineScriptHashes("<script>x()</script><p></p><script>x()</script>")).toEqual([sha256("x()")]);
  });
});

describe("siteOrigins", () => {
  it("collects the origins of every frame and every form action that leaves the site", () => {
    const pages = [
      pageHtml(
        '<iframe src="https://calculators.partner.example/kestrel/borrowing-power?x=1&amp;y=2" title="Calculator"></iframe>',
      ),
      pageHtml('<form action="https://api.emailservice.example/api/v1.0/email/send-form" method="post"></form>'),
      pageHtml('<form action="/api/v1.0/email/send-form"></form><iframe src="/local-frame"></iframe>'),
      pageHtml('<button formaction="https://other.example/post">Send</button>'),
    ];
    expect(siteOrigins(pages)).toEqual({
      frames: ["https://calculators.partner.example"],
      forms: ["https://api.emailservice.example", "https://other.example"],
    });
  });

  it("resolves a protocol-relative address as an https page would, and ignores other schemes", () => {
    const pages = [
      pageHtml(
        '<iframe src="//frames.example/a"></iframe><iframe src="data:text/html,hi"></iframe><iframe src="about:blank"></iframe>',
      ),
    ];
    expect(siteOrigins(pages).frames).toEqual(["https://frames.example"]);
  });

  it("finds nothing on a site that frames nothing and posts to itself", () => {
    expect(siteOrigins([pageHtml('<form action="/api/v1.0/email/send-form"></form>')])).toEqual({
      frames: [],
      forms: [],
    });
  });
});

describe("pagePolicy", () => {
  const noOrigins = { frames: [], forms: [] };

  it("allows this page's inline scripts by hash and nothing inline besides", () => {
    const policy = pagePolicy(pageHtml(), noOrigins);
    expect(policy).toContain(
      `script-src 'self' '${sha256(THEME_SCRIPT)}' '${sha256(CONTEXT_SCRIPT)}' '${sha256(MODULE_SCRIPT)}';`,
    );
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|https:|http:|\*/);
  });

  it("allows data: URLs for images only, so the first illustration paints without a request, and for nothing that runs or styles", () => {
    const directives = pagePolicy(pageHtml(), noOrigins).split("; ");
    expect(directives.filter((directive) => directive.includes("data:"))).toEqual(["img-src 'self' data:"]);
  });

  it("is the strict policy of a page that loads everything from its own origin", () => {
    const directives = new Map(
      pagePolicy(pageHtml(), noOrigins)
        .split("; ")
        .map((directive) => [directive.split(" ")[0], directive] as const),
    );
    expect([...directives.keys()]).toEqual([
      "default-src",
      "script-src",
      "style-src",
      "img-src",
      "font-src",
      "connect-src",
      "worker-src",
      "frame-src",
      "frame-ancestors",
      "form-action",
      "base-uri",
      "object-src",
      "manifest-src",
    ]);
    // Nothing loads unless a directive below names its kind: media and kinds added to CSP later are refused.
    expect(directives.get("default-src")).toBe("default-src 'none'");
    expect(directives.get("script-src")).toMatch(/^script-src 'self'( 'sha256-[^']+')+$/);
    expect(directives.get("style-src")).toBe("style-src 'self'");
    expect(directives.get("img-src")).toBe("img-src 'self' data:");
    expect(directives.get("font-src")).toBe("font-src 'self'");
    // Workers from the site's own files only (the settlements page's confetti), never blob: or data:.
    expect(directives.get("worker-src")).toBe("worker-src 'self'");
    expect(directives.get("connect-src")).toBe("connect-src 'self'");
    expect(directives.get("frame-src")).toBe("frame-src 'none'");
    expect(directives.get("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directives.get("form-action")).toBe("form-action 'self'");
    expect(directives.get("base-uri")).toBe("base-uri 'none'");
    expect(directives.get("object-src")).toBe("object-src 'none'");
    expect(directives.get("manifest-src")).toBe("manifest-src 'self'");
  });

  it("opens frame-src to the frames' origins, and form-action and connect-src to the forms'", () => {
    const policy = pagePolicy(pageHtml(), {
      frames: ["https://calculators.partner.example"],
      forms: ["https://api.emailservice.example"],
    });
    expect(policy).toContain("frame-src https://calculators.partner.example;");
    expect(policy).toContain("form-action 'self' https://api.emailservice.example;");
    expect(policy).toContain("connect-src 'self' https://api.emailservice.example;");
  });
});

describe("withMetaPolicy", () => {
  const policy = pagePolicy(pageHtml(), { frames: [], forms: [] });
  const metaOf = (html: string) =>
    [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/g)].map((match) => match[1]);

  it("puts the page's policy in a meta element before any script, since a meta policy governs only what follows it", () => {
    const html = withMetaPolicy(pageHtml().replace("<head>", '<head><meta charSet="utf-8"/>'), policy);
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'none'; /,
    );
    expect(html.indexOf("http-equiv")).toBeLessThan(html.indexOf("<script"));
  });

  it("leaves out frame-ancestors, which browsers ignore in a meta policy and report in the console", () => {
    const [content] = metaOf(withMetaPolicy(pageHtml(), policy));
    expect(content).toBe(policy.replace("frame-ancestors 'none'; ", ""));
    expect(content).not.toContain("frame-ancestors");
  });

  it("replaces the policy written before rather than adding a second one", () => {
    const once = withMetaPolicy(pageHtml(), policy);
    expect(withMetaPolicy(once, policy)).toBe(once);
    expect(metaOf(withMetaPolicy(once, "default-src 'none'"))).toEqual(["default-src 'none'"]);
  });
});

describe("pagePolicies", () => {
  it("gives each page its own hashes and the whole site's frames, since a later page may be reached without a reload", () => {
    const policies = pagePolicies(
      new Map([
        ["index.html", pageHtml("<h1>Home</h1>", "<script>home()</script>")],
        [
          "bpc/index.html",
          pageHtml('<iframe src="https://calculators.partner.example/bpc"></iframe>', "<script>bpc()</script>"),
        ],
      ]),
    );
    const home = policies.get("index.html") ?? "";
    expect(home).toContain(`'${sha256("home()")}'`);
    expect(home).not.toContain(sha256("bpc()"));
    expect(home).toContain("frame-src https://calculators.partner.example;");
    expect(policies.get("bpc/index.html")).toContain(`'${sha256("bpc()")}'`);
  });
});

describe("commonSecurityHeaders", () => {
  it("sends the headers every response carries", () => {
    const headers = commonSecurityHeaders(undefined);
    expect(headers).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": expect.stringContaining("camera=(), ") as unknown,
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
  });

  it("denies every powerful feature the site does not use, to its pages and to any frame", () => {
    const permissions = commonSecurityHeaders(undefined)["Permissions-Policy"] ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
      expect(permissions).toContain(`${feature}=()`);
    expect(permissions.split(", ")).toHaveLength(DENIED_FEATURES.length);
  });

  it("adds Strict-Transport-Security when it is on", () => {
    expect(
      commonSecurityHeaders({ maxAgeSeconds: 63_072_000, includeSubDomains: true, preload: false })[
        "Strict-Transport-Security"
      ],
    ).toBe("max-age=63072000; includeSubDomains");
    expect(
      commonSecurityHeaders({ maxAgeSeconds: 63_072_000, includeSubDomains: true, preload: true })[
        "Strict-Transport-Security"
      ],
    ).toBe("max-age=63072000; includeSubDomains; preload");
    expect(
      commonSecurityHeaders({ maxAgeSeconds: 0, includeSubDomains: false, preload: false })[
        "Strict-Transport-Security"
      ],
    ).toBe("max-age=0");
  });
});

it("lets nothing load from, or frame, a response that is not a page", () => {
  expect(NON_HTML_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
});
