// The JavaScript each built page downloads, held against what it uses
// (app/content/page-code.ts): carousel code only where a carousel shows, form
// code only where a form is, chart code only on the calculators that draw
// one, the PDF report only when asked for, nothing of the server or the inbox
// anywhere. Reads the build (build/client and its module map); no browser.
import { expect, test } from "@playwright/test";
import { pageCode } from "../../app/content/page-code.ts";
import { sitePages } from "../../app/content/pages.ts";
import { neverInTheBrowserProblems, pageCodeProblems, readBuild } from "../support/page-code.ts";

const build = readBuild();

for (const page of sitePages) {
  test(`${page.path} downloads only the code it uses`, () => {
    expect(pageCodeProblems(page, pageCode[page.module], build.downloadsOf(page.path))).toEqual([]);
  });
}

// Finer than a kind: the seven service pages share their template, and each
// shows one service's words (content/service-pages/), as static HTML: no page
// downloads any of them (decision 016).
test("no page downloads a single-service page's words: they are in the HTML alone", () => {
  const serviceWords = (path: string) => {
    const { firstVisit, later } = build.downloadsOf(path);
    return [...firstVisit.keys(), ...later.keys()].filter((module) => module.startsWith("app/content/service-pages/"));
  };
  expect(sitePages.flatMap((page) => serviceWords(page.path))).toEqual([]);
});

test("every page in page-code.ts is a page of the site", () => {
  const modules = new Set(sitePages.map((page) => page.module));
  expect(Object.keys(pageCode).filter((module) => !modules.has(module))).toEqual([]);
});

test("nothing of the server, the staff inbox or build-time code is in the browser build", () => {
  expect(neverInTheBrowserProblems(build.chunks)).toEqual([]);
});
