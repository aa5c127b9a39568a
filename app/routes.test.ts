import { describe, expect, it } from "vitest";
import routes from "./routes.ts";
import { aliasPaths, pagePaths, paths, prerenderPaths, resourcePaths } from "./route-paths.ts";

const routePaths = routes.map((route) => (route.index ? "/" : `/${route.path}`));

describe("the route table", () => {
  it("has a route module for each of the spec's 21 pages", () => {
    expect(pagePaths).toHaveLength(21);
    for (const page of pagePaths) expect(routePaths).toContain(page);
  });

  it("has no route that the path list does not know, apart from the aliases and the catch-all", () => {
    const known = new Set<string>([...pagePaths, paths.contact, ...resourcePaths, "/*"]);
    expect(routePaths.filter((route) => !known.has(route))).toEqual([]);
  });

  it("prerenders every page, both inquiry aliases, the not-found page and every resource file", () => {
    expect(prerenderPaths).toEqual(
      expect.arrayContaining([...pagePaths, paths.inquiryCapitalised, paths.contact, paths.notFound]),
    );
    expect(aliasPaths).toEqual([paths.inquiryCapitalised, paths.contact]);
    for (const resource of resourcePaths) {
      expect(prerenderPaths).toContain(resource);
      expect(routePaths).toContain(resource);
    }
  });
});
