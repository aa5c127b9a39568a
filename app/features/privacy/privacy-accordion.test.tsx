// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PrivacySection } from "#app/content/privacy-policy.ts";
import { PrivacyAccordion } from "./privacy-accordion.tsx";

const sections: PrivacySection[] = [
  { id: "overview", title: "Overview", icon: "info", body: [{ kind: "paragraph", text: "Who we are." }] },
  { id: "collect", title: "Information We Collect", icon: "clipboard-list", body: [{ kind: "list", items: ["Your name", "Your income"] }] },
  { id: "use", title: "How We Use Your Information", icon: "target", body: [{ kind: "paragraph", text: "To arrange credit." }] },
];

const button = (name: string) => screen.getByRole("button", { name });

describe("PrivacyAccordion", () => {
  it("opens with the first section showing and the others closed", () => {
    render(<PrivacyAccordion sections={sections} />);
    expect(button("Overview")).toHaveAttribute("aria-expanded", "true");
    expect(button("Information We Collect")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Who we are.")).toBeVisible();
    expect(screen.queryByText("Your name")).not.toBeVisible();
  });

  it("keeps at most one section open: opening one closes the other", async () => {
    const user = userEvent.setup();
    render(<PrivacyAccordion sections={sections} />);
    await user.click(button("How We Use Your Information"));
    expect(button("How We Use Your Information")).toHaveAttribute("aria-expanded", "true");
    expect(button("Overview")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getAllByRole("button").filter((b) => b.getAttribute("aria-expanded") === "true")).toHaveLength(1);
  });

  it("closes the open section when it is pressed again", async () => {
    const user = userEvent.setup();
    render(<PrivacyAccordion sections={sections} />);
    await user.click(button("Overview"));
    expect(screen.getAllByRole("button").every((b) => b.getAttribute("aria-expanded") === "false")).toBe(true);
  });

  it("ties each button to the panel it controls", () => {
    render(<PrivacyAccordion sections={sections} />);
    const controls = button("Overview").getAttribute("aria-controls") ?? "";
    expect(document.getElementById(controls)).toHaveTextContent("Who we are.");
  });

  it("shows every section in the prerendered HTML, for visitors without JavaScript", () => {
    const html = renderToString(<PrivacyAccordion sections={sections} />);
    expect(html).not.toMatch(/\shidden(=""|[\s>])/);
    expect(html).toContain("Your income");
  });
});
