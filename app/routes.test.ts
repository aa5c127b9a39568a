import { describe, expect, it } from "vitest";
import routes from "./routes.ts";
import { pagePaths, paths, prerenderPaths } from "./route-paths.ts";

const routePaths = routes.map((route) => (route.index ? "/" : `/${route.path}`));

describe("the route table", () => {
  it("has a route module for each of the spec's 21 pages", () => {
    expect(pagePaths).toHaveLength(21);
    for (const page of pagePaths) expect(routePaths).toContain(page);
  });

  it("has no route that the path list does not know, apart from the aliases and the catch-all", () => {
    const known = new Set<string>([...pagePaths, paths.contact, paths.creditGuide, "/*"]);
    expect(routePaths.filter((route) => !known.has(route))).toEqual([]);
  });

  it("prerenders every page, both inquiry aliases and the not-found page", () => {
    expect(prerenderPaths).toEqual(
      expect.arrayContaining([...pagePaths, paths.inquiryCapitalised, paths.contact, paths.notFound]),
    );
  });
});
