// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Testimonial } from "#app/content/testimonials.ts";
import {
  setReducedMotion,
  setupUser,
  installCarouselTestEnvironment,
  startCarousels,
} from "../../../tests/setup/carousel-test-environment.ts";
import { TestimonialCarousel } from "./testimonial-carousel.tsx";

installCarouselTestEnvironment();

const testimonials: Testimonial[] = [
  { name: "Mei Lin Chen", description: "First quote.", aosDelay: "0" },
  { name: "Darcy Whitlow", description: "Second quote.", aosDelay: "300" },
  { name: "Tomasz Ferraby", description: "Third quote.", aosDelay: "600" },
  { name: "Leilani Ashcombe", description: "Fourth quote.", aosDelay: "900" },
];

function renderCarousel() {
  render(
    <>
      <TestimonialCarousel testimonials={testimonials} />
      <button type="button">After the testimonials</button>
    </>,
  );
  startCarousels();
  return { user: setupUser(), region: screen.getByRole("region", { name: "Client testimonials" }) };
}

function showing(): string | null {
  const current = screen
    .getAllByRole("group")
    .find((group) => group.getAttribute("aria-roledescription") === "slide" && !group.hasAttribute("inert"));
  return current?.getAttribute("aria-label") ?? null;
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe("TestimonialCarousel", () => {
  it("shows each card with the initials in a circle, five stars read as a rating, the quote and the name", () => {
    const { region } = renderCarousel();
    const card = within(region).getByRole("group", { name: "1 of 4" });
    expect(within(card).getByText("MLC")).toHaveAttribute("aria-hidden", "true");
    expect(within(card).getByText("Rated 5 out of 5")).toBeInTheDocument();
    expect(card.querySelectorAll("svg")).toHaveLength(5);
    for (const star of card.querySelectorAll("svg")) expect(star).toHaveAttribute("aria-hidden", "true");
    expect(card.querySelector("blockquote")).toHaveTextContent("First quote.");
    expect(within(card).getByRole("figure")).toHaveTextContent("Mei Lin Chen");
    expect(card.querySelector("figcaption")).toHaveTextContent("Mei Lin Chen");
  });

  it("fades each card in with its own delay", () => {
    renderCarousel();
    const delays = screen
      .getAllByRole("figure")
      .map((figure) => /\[--reveal-delay:(\d+)ms\]/.exec(figure.parentElement?.className ?? "")?.[1]);
    expect(delays).toEqual(["0", "300", "600", "900"]);
  });

  it("has dots and a pause button but no arrows", () => {
    renderCarousel();
    expect(screen.getAllByRole("button", { name: /^Show slide \d of 4$/ })).toHaveLength(4);
    expect(screen.getByRole("button", { name: "Pause slides" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /previous|next/i })).not.toBeInTheDocument();
  });

  it("shows one card at a time, the next after 5000 ms, and loops", () => {
    renderCarousel();
    expect(showing()).toBe("1 of 4");
    wait(4999);
    expect(showing()).toBe("1 of 4");
    wait(1);
    expect(showing()).toBe("2 of 4");
    wait(3 * 5000);
    expect(showing()).toBe("1 of 4");
  });

  it("pauses on hover and resumes on leave", async () => {
    const { user, region } = renderCarousel();
    await user.hover(region);
    wait(12000);
    expect(showing()).toBe("1 of 4");
    await user.unhover(region);
    wait(5000);
    expect(showing()).toBe("2 of 4");
  });

  it("pauses on keyboard focus and resumes on blur", async () => {
    const { user } = renderCarousel();
    await user.tab();
    expect(screen.getByRole("button", { name: "Pause slides" })).toHaveFocus();
    wait(12000);
    expect(showing()).toBe("1 of 4");
    act(() => screen.getByRole("button", { name: "After the testimonials" }).focus());
    wait(5000);
    expect(showing()).toBe("2 of 4");
  });

  it("stays on the card a dot chose while the pointer is on it", async () => {
    const { user } = renderCarousel();
    await user.click(screen.getByRole("button", { name: "Show slide 4 of 4" }));
    expect(showing()).toBe("4 of 4");
    expect(screen.getByRole("button", { name: "Show slide 4 of 4" })).toHaveAttribute("aria-current", "true");
    wait(12000);
    expect(showing()).toBe("4 of 4");
  });

  it("stays paused after Pause until Play, whatever the pointer and focus do", async () => {
    const { user, region } = renderCarousel();
    await user.click(screen.getByRole("button", { name: "Pause slides" }));
    await user.unhover(region);
    act(() => screen.getByRole("button", { name: "After the testimonials" }).focus());
    wait(15000);
    expect(showing()).toBe("1 of 4");
    await user.click(screen.getByRole("button", { name: "Play slides" }));
    wait(5000);
    expect(showing()).toBe("2 of 4");
  });

  it("does not rotate under reduced motion until Play is pressed", async () => {
    setReducedMotion(true);
    const { user } = renderCarousel();
    wait(20000);
    expect(showing()).toBe("1 of 4");
    await user.click(screen.getByRole("button", { name: "Play slides" }));
    wait(5000);
    expect(showing()).toBe("2 of 4");
  });
});
