import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { prerenderPaths, sitePages } from "./content/pages.ts";
import { aliasPaths, paths, resourcePaths } from "./content/site-paths.ts";
import routes from "./routes.ts";

const routePath = (route: (typeof routes)[number]) => (route.index ? "/" : `/${route.path}`);

describe("the route table", () => {
  it("has a route for each of the spec's 21 pages and the refinance calculator, rendered by the page's own module", () => {
    expect(sitePages).toHaveLength(22);
    for (const page of sitePages) {
      expect(routes.find((route) => routePath(route) === page.path)?.file).toBe(`routes/${page.module}.tsx`);
    }
  });

  it("gives every page its own address and its own module", () => {
    expect(new Set(sitePages.map((page) => page.path)).size).toBe(sitePages.length);
    expect(new Set(sitePages.map((page) => page.module)).size).toBe(sitePages.length);
  });

  it("has no route that the list of pages does not know, apart from the /contact alias, the resource files and the catch-all", () => {
    const known = new Set<string>([...sitePages.map((page) => page.path), paths.contact, ...resourcePaths, "/*"]);
    expect(routes.map(routePath).filter((path) => !known.has(path))).toEqual([]);
  });

  it("uses every route module in app/routes, so a page cannot be written and left out of the list", () => {
    const files = readdirSync(new URL("./routes", import.meta.url)).filter(
      (file) => /\.tsx?$/.test(file) && !file.includes(".test."),
    );
    const used = new Set(routes.map((route) => route.file.replace(/^routes\//, "")));
    expect(files.filter((file) => !used.has(file))).toEqual([]);
  });

  it("prerenders every page, both inquiry aliases, the not-found page and every resource file", () => {
    expect(prerenderPaths).toEqual(
      expect.arrayContaining([...sitePages.map((page) => page.path), ...aliasPaths, paths.notFound]),
    );
    expect(aliasPaths).toEqual([paths.inquiryCapitalised, paths.contact]);
    for (const resource of resourcePaths) {
      expect(prerenderPaths).toContain(resource);
      expect(routes.map(routePath)).toContain(resource);
    }
  });
});
