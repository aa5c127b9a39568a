import { describe, expect, it } from "vitest";
import { brand } from "#app/content/brand.ts";
import { pageMeta } from "./page-meta.ts";

const copy = { heading: "Inquiry Form", title: "Inquiry Form", description: "Ask us anything." };

describe("pageMeta", () => {
  it("appends the brand name to the title", () => {
    expect(pageMeta(copy, "/inquiry")).toContainEqual({ title: `Inquiry Form | ${brand.name}` });
  });

  it("points the canonical link at the brand's site address and the given path", () => {
    expect(pageMeta(copy, "/inquiry")).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${brand.siteUrl}/inquiry`,
    });
  });

  it("gives the description to search engines and social cards alike", () => {
    const meta = pageMeta(copy, "/inquiry");
    expect(meta).toContainEqual({ name: "description", content: "Ask us anything." });
    expect(meta).toContainEqual({ property: "og:description", content: "Ask us anything." });
  });
});
