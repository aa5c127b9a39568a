// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PrivacySection } from "#app/content/privacy-policy.ts";
import { PrivacyAccordion } from "./privacy-accordion.tsx";

const sections: PrivacySection[] = [
  { id: "overview", title: "Overview", icon: "info", body: [{ kind: "paragraph", text: "Who we are." }] },
  {
    id: "collect",
    title: "Information We Collect",
    icon: "clipboard-list",
    body: [{ kind: "list", items: ["Your name", "Your income"] }],
  },
  {
    id: "use",
    title: "How We Use Your Information",
    icon: "target",
    body: [{ kind: "paragraph", text: "To arrange credit." }],
  },
];

/** The <details> a section's title opens. */
const sectionTitled = (title: string) => screen.getByRole("heading", { level: 2, name: title }).closest("details");

/** The same markup parsed as a browser parses the prerendered page, before any script. */
function prerendered(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<PrivacyAccordion sections={sections} />);
  return container;
}

describe("PrivacyAccordion", () => {
  it("opens with the first section showing and the others closed", () => {
    render(<PrivacyAccordion sections={sections} />);
    expect(sectionTitled("Overview")).toHaveAttribute("open");
    expect(sectionTitled("Information We Collect")).not.toHaveAttribute("open");
    expect(sectionTitled("How We Use Your Information")).not.toHaveAttribute("open");
  });

  it("keeps at most one section open by giving every section the same details name (an exclusive accordion)", () => {
    render(<PrivacyAccordion sections={sections} />);
    const names = [...document.querySelectorAll("details")].map((details) => details.getAttribute("name"));
    expect(names).toHaveLength(sections.length);
    expect(names[0]).toBeTruthy();
    expect(new Set(names).size).toBe(1);
  });

  it("makes each section's title an h2 inside its summary, so the summary is what opens and closes it", () => {
    render(<PrivacyAccordion sections={sections} />);
    for (const section of sections) {
      const heading = screen.getByRole("heading", { level: 2, name: section.title });
      expect(heading.parentElement?.tagName).toBe("SUMMARY");
    }
  });

  it("prerenders the same state it hydrates to: the first section open, every section's text in the HTML", () => {
    const details = [...prerendered().querySelectorAll("details")];
    expect(details.map((section) => section.open)).toEqual([true, false, false]);
    expect(details[1]).toHaveTextContent("Your income");
    expect(prerendered().innerHTML).not.toMatch(/aria-expanded|<button/);
  });

  it("keeps two accordions on one page from closing each other's sections", () => {
    render(
      <>
        <PrivacyAccordion sections={sections} />
        <PrivacyAccordion sections={sections} />
      </>,
    );
    expect(new Set([...document.querySelectorAll("details")].map((details) => details.getAttribute("name"))).size).toBe(
      2,
    );
  });
});
