// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { brand } from "#app/content/brand.ts";
import { SiteFooter } from "./site-footer.tsx";

function renderFooter() {
  render(<SiteFooter />);
  return screen.getByRole("contentinfo");
}

describe("SiteFooter", () => {
  it("links every page the spec lists and the refinance calculator, with /lmi named How Long to Repay Calculator", () => {
    const footer = renderFooter();
    const hrefs = within(footer)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    for (const path of [
      "/",
      "/calculator",
      "/bpc",
      "/lrc",
      "/sdc",
      "/oc",
      "/lmi",
      "/refinance",
      "/services",
      "/about",
      "/referral",
      "/inquiry",
      "/privacy",
    ]) {
      expect(hrefs).toContain(path);
    }
    expect(within(footer).getByRole("link", { name: "How Long to Repay Calculator" })).toHaveAttribute("href", "/lmi");
    expect(within(footer).getByRole("link", { name: "Refinance Calculator" })).toHaveAttribute("href", "/refinance");
  });

  it("gives the opening hours, Sunday closed", () => {
    const footer = renderFooter();
    expect(footer).toHaveTextContent("Mon-Fri08:00-18:00");
    expect(footer).toHaveTextContent("Sat08:00-15:00");
    expect(footer).toHaveTextContent("SunClosed");
  });

  it("states the ABN, credit licence and a copyright line for the current year", () => {
    const footer = renderFooter();
    expect(footer).toHaveTextContent(`ABN ${brand.abn}`);
    expect(footer).toHaveTextContent(`Australian Credit Licence ${brand.australianCreditLicence}`);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ${brand.copyrightHolder}`);
  });

  it("links three social networks", () => {
    const footer = renderFooter();
    const social = within(footer).getByRole("list", { name: "Social media" });
    expect(within(social).getAllByRole("link")).toHaveLength(3);
  });
});
