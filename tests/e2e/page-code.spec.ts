// The JavaScript each built page downloads, held against what it uses
// (app/content/page-code.ts): carousel code only where a carousel shows, form
// code only where a form is, chart code only on the calculators that draw
// one, the PDF report only when asked for, nothing of the server or the inbox
// anywhere. Reads the build (build/client and its module map); no browser.
import { expect, test } from "@playwright/test";
import { pageCode } from "../../app/content/page-code.ts";
import { servicePages, sitePages } from "../../app/content/pages.ts";
import { servicePageContent } from "../../app/content/service-page-content.ts";
import { neverInTheBrowserProblems, pageCodeProblems, readBuild } from "../support/page-code.ts";

const build = readBuild();

for (const page of sitePages) {
  test(`${page.path} downloads only the code it uses`, () => {
    expect(pageCodeProblems(page, pageCode[page.module], build.downloadsOf(page.path))).toEqual([]);
  });
}

// Finer than a kind: the seven service pages share their template, and each
// shows one service's words (content/service-pages/), not the others'.
test("a single-service page downloads its own service's words and no other page's", () => {
  const ids = Object.keys(servicePageContent) as (keyof typeof servicePageContent)[];
  const ownWords = new Map(ids.map((id) => [servicePages[id].module, `app/content/service-pages/${id}.ts`]));
  const serviceWords = (path: string) => {
    const { firstVisit, later } = build.downloadsOf(path);
    return [...firstVisit.keys(), ...later.keys()].filter((module) => module.startsWith("app/content/service-pages/"));
  };
  const expected = sitePages.map((page) => ({ page: page.path, words: [ownWords.get(page.module) ?? []].flat() }));
  expect(sitePages.map((page) => ({ page: page.path, words: serviceWords(page.path) }))).toEqual(expected);
});

test("every page in page-code.ts is a page of the site", () => {
  const modules = new Set(sitePages.map((page) => page.module));
  expect(Object.keys(pageCode).filter((module) => !modules.has(module))).toEqual([]);
});

test("nothing of the server, the staff inbox or build-time code is in the browser build", () => {
  expect(neverInTheBrowserProblems(build.chunks)).toEqual([]);
});
