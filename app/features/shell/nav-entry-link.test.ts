import { describe, expect, it } from "vitest";
import { isCurrentEntry } from "./nav-entry-link.tsx";

const inquiry = { label: "Inquiry", to: "/inquiry", aliases: ["/Inquiry", "/contact"] };
const services = { label: "Services", to: "/services" };

describe("isCurrentEntry", () => {
  it("marks the entry on its own page", () => {
    expect(isCurrentEntry(inquiry, "/inquiry")).toBe(true);
  });

  it("marks the entry on each of its aliases", () => {
    expect(isCurrentEntry(inquiry, "/Inquiry")).toBe(true);
    expect(isCurrentEntry(inquiry, "/contact")).toBe(true);
  });

  it("does not mark a section's entry on the pages below it", () => {
    expect(isCurrentEntry(services, "/services/business-loans")).toBe(false);
  });

  it("ignores a trailing slash", () => {
    expect(isCurrentEntry(services, "/services/")).toBe(true);
  });
});
