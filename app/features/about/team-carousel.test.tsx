// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { TeamMember } from "#app/content/team.ts";
import {
  setReducedMotion,
  setupUser,
  installCarouselTestEnvironment,
  startCarousels,
} from "../../../tests/setup/carousel-test-environment.ts";
import { TeamCarousel } from "./team-carousel.tsx";

installCarouselTestEnvironment();

const members: TeamMember[] = ["Avery Stone", "Blair Quinn", "Casey Moss"].map((name, index) => ({
  name,
  role: `Role ${index + 1}`,
  image: { src: `/team-${index + 1}.svg`, width: 600, height: 600, alt: `Portrait of ${name}` },
  description: `What ${name} does.`,
}));

function renderCarousel() {
  render(<TeamCarousel members={members} />);
  startCarousels();
  return { user: setupUser(), region: screen.getByRole("region", { name: "Our team" }) };
}

/** The member on show: the only slide that is not inert. */
function shownSlide(): HTMLElement {
  const shown = screen
    .getAllByRole("group")
    .filter((group) => group.getAttribute("aria-roledescription") === "slide" && !group.hasAttribute("inert"));
  expect(shown).toHaveLength(1);
  return shown[0] as HTMLElement;
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe("TeamCarousel", () => {
  it("shows one member at a time: photo, name, role and description", () => {
    renderCarousel();
    const slide = shownSlide();
    expect(slide).toHaveAccessibleName("1 of 3");
    expect(within(slide).getByRole("img", { name: "Portrait of Avery Stone" })).toBeInTheDocument();
    expect(within(slide).getByRole("heading", { level: 3, name: "Avery Stone" })).toBeInTheDocument();
    expect(slide).toHaveTextContent("Role 1");
    expect(slide).toHaveTextContent("What Avery Stone does.");
  });

  it("offers a button per member with their name and role, the one shown marked current", () => {
    renderCarousel();
    const picker = screen.getByRole("group", { name: "Choose a team member" });
    const buttons = within(picker).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      "Avery StoneRole 1",
      "Blair QuinnRole 2",
      "Casey MossRole 3",
    ]);
    expect(buttons[0]).toHaveAttribute("aria-current", "true");
  });

  it("moves to the next member every 4000 ms and loops back to the first", () => {
    renderCarousel();
    wait(3999);
    expect(shownSlide()).toHaveTextContent("What Avery Stone does.");
    wait(1);
    expect(shownSlide()).toHaveTextContent("What Blair Quinn does.");
    wait(2 * 4000);
    expect(shownSlide()).toHaveTextContent("What Avery Stone does.");
  });

  it("shows the description of the member chosen, and keeps them on screen", async () => {
    const { user, region } = renderCarousel();
    await user.click(screen.getByRole("button", { name: /Casey Moss/ }));
    expect(shownSlide()).toHaveTextContent("What Casey Moss does.");
    expect(screen.getByRole("button", { name: /Casey Moss/ })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: /Avery Stone/ })).not.toHaveAttribute("aria-current");
    await user.unhover(region);
    wait(20000);
    expect(shownSlide()).toHaveTextContent("What Casey Moss does.");
    expect(screen.getByRole("button", { name: "Play slides" })).toBeInTheDocument();
  });

  it("pauses on hover and resumes on leave", async () => {
    const { user, region } = renderCarousel();
    await user.hover(region);
    wait(10000);
    expect(shownSlide()).toHaveAccessibleName("1 of 3");
    await user.unhover(region);
    wait(4000);
    expect(shownSlide()).toHaveAccessibleName("2 of 3");
  });

  it("has a pause button that holds until Play", async () => {
    const { user, region } = renderCarousel();
    await user.click(screen.getByRole("button", { name: "Pause slides" }));
    await user.unhover(region);
    wait(10000);
    expect(shownSlide()).toHaveAccessibleName("1 of 3");
    await user.click(screen.getByRole("button", { name: "Play slides" }));
    wait(4000);
    expect(shownSlide()).toHaveAccessibleName("2 of 3");
  });

  it("does not rotate under reduced motion, though choosing a member still works", async () => {
    setReducedMotion(true);
    const { user } = renderCarousel();
    wait(12000);
    expect(shownSlide()).toHaveAccessibleName("1 of 3");
    await user.click(screen.getByRole("button", { name: /Blair Quinn/ }));
    expect(shownSlide()).toHaveTextContent("What Blair Quinn does.");
  });
});
