import { describe, expect, it } from "vitest";
import { CONTENT_LIMITS } from "../../../contracts/site-content.ts";
import {
  SAMPLE_HOME_SLIDES,
  SAMPLE_SETTLEMENTS,
  SAMPLE_TESTIMONIALS,
} from "../../../tests/support/sample-site-content.ts";
import {
  applyEntryAction,
  entryIds,
  entryListBody,
  entryListProblems,
  entryValuesFromPost,
  entryValuesOf,
} from "./entry-list-form.ts";

/** A post's fields as the form would send them. */
const posted = (fields: Record<string, string>) => (name: string) => fields[name];

describe("the entry-list engine", () => {
  it("gives back the draft it was given: values from a draft, then the body for the schema", () => {
    expect(entryListBody("settlements", entryValuesOf("settlements", SAMPLE_SETTLEMENTS))).toEqual(SAMPLE_SETTLEMENTS);
    expect(entryListBody("homeSlides", entryValuesOf("homeSlides", SAMPLE_HOME_SLIDES))).toEqual(SAMPLE_HOME_SLIDES);
    expect(entryListBody("testimonials", entryValuesOf("testimonials", SAMPLE_TESTIMONIALS))).toEqual(
      SAMPLE_TESTIMONIALS,
    );
  });

  it("reads a post as typed, by its controls' ids, a checkbox by whether it was sent", () => {
    const values = entryValuesFromPost(
      "settlements",
      posted({
        count: "2",
        "settlement-1-image": "built:settlement-cafe",
        "settlement-1-image-alt": "A café",
        "settlement-1-heading": "  Café  ",
        "settlement-1-description": "Bought.",
        "settlement-1-hidden": "yes",
        "settlement-2-heading": "Bakery",
      }),
    );
    expect(values).toEqual([
      {
        image: { picture: "built:settlement-cafe", alt: "A café" },
        heading: "  Café  ",
        description: "Bought.",
        hidden: true,
      },
      { image: { picture: "", alt: "" }, heading: "Bakery", description: "", hidden: false },
    ]);
    expect(entryIds("homeSlides").control(0, "buttonTarget")).toBe("slide-1-button-target");
  });

  it("puts each problem at its control, named by its entry's place and field", () => {
    const values = entryValuesOf("settlements", SAMPLE_SETTLEMENTS);
    values[2] = { ...values[2], heading: "h".repeat(CONTENT_LIMITS.settlementHeading + 1) };
    values[0] = { ...values[0], image: { picture: "built:settlement-cafe", alt: "" } };
    values[1] = { ...values[1], image: { picture: "", alt: "" } };
    expect(entryListProblems("settlements", values)).toEqual([
      { field: "settlement-1-image-alt", message: "Settlement 1 › Image › Alt text: enter the alt text" },
      { field: "settlement-2-image", message: "Settlement 2 › Image: choose a picture" },
      { field: "settlement-3-heading", message: "Settlement 3 › Heading: at most 80 characters" },
    ]);
  });

  it("refuses a slide's button target outside the site, and a picture the field does not offer, at their controls", () => {
    const values = entryValuesOf("homeSlides", SAMPLE_HOME_SLIDES);
    values[0] = { ...values[0], buttonTarget: "https://evil.example" };
    values[1] = { ...values[1], image: { picture: "built:settlement-cafe", alt: "A café" } };
    expect(entryListProblems("homeSlides", values)).toEqual([
      { field: "slide-1-button-target", message: "Slide 1 › Button target: choose one of the site's pages" },
      { field: "slide-2-image", message: "Slide 2 › Image: choose one of the pictures offered" },
    ]);
  });

  it("names the list itself for too many entries or none", () => {
    expect(entryListProblems("team", [])).toEqual([{ field: "team-list", message: "Team: keep at least one" }]);
  });

  it("adds an empty entry at the end, removes one, and moves one up or down, without saving", () => {
    const values = entryValuesOf("settlements", SAMPLE_SETTLEMENTS);
    const headings = () => values.map((entry) => entry.heading);

    expect(applyEntryAction("settlements", values, "add")).toEqual({
      notice: "Settlement 4 is added at the end of the list. Fill it in, then save the draft.",
    });
    expect(values[3]).toEqual({ image: { picture: "", alt: "" }, heading: "", description: "", hidden: false });

    expect(applyEntryAction("settlements", values, "remove-4")?.notice).toBe(
      "Settlement 4 is removed from the form. Save the draft to keep the change.",
    );
    expect(headings()).toEqual(["Café", "Bakery", "Winery"]);

    expect(applyEntryAction("settlements", values, "up-3")?.notice).toBe(
      "Settlement 3 is now Settlement 2. Save the draft to keep the order.",
    );
    expect(headings()).toEqual(["Café", "Winery", "Bakery"]);
    applyEntryAction("settlements", values, "down-1");
    expect(headings()).toEqual(["Winery", "Café", "Bakery"]);

    // Past either end, or a place the list does not have: the form as it was.
    expect(applyEntryAction("settlements", values, "up-1")).toEqual({});
    expect(applyEntryAction("settlements", values, "down-3")).toEqual({});
    expect(applyEntryAction("settlements", values, "remove-9")).toEqual({});
    expect(headings()).toEqual(["Winery", "Café", "Bakery"]);
    // "Save draft" is not the form's own action.
    expect(applyEntryAction("settlements", values, "save")).toBeUndefined();
  });

  it("stops growing a list a few entries past its limit", () => {
    const values = entryValuesOf("homeSlides", SAMPLE_HOME_SLIDES);
    for (let added = 0; added < 40; added += 1) applyEntryAction("homeSlides", values, "add");
    expect(values).toHaveLength(CONTENT_LIMITS.homeSlides + 8);
  });
});
