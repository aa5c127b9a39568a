// @vitest-environment jsdom
import { act, createEvent, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { Slide } from "#app/content/slides.ts";
import {
  setReducedMotion,
  setupUser,
  SLIDE_WIDTH,
  installCarouselTestEnvironment,
  startCarousels,
} from "../../../tests/setup/carousel-test-environment.ts";
import { HeroSlider } from "./hero-slider.tsx";

installCarouselTestEnvironment();

const slides: Slide[] = [1, 2, 3, 4].map((n) => ({
  id: `slide-${n}`,
  image: { src: `/images/slide-${n}.svg`, width: 1200, height: 675, alt: `Picture ${n}` },
  title: `Title ${n}`,
  description: `Description ${n}`,
  button: { text: `Button ${n}`, link: `/service-${n}` },
}));

function renderSlider() {
  render(
    <>
      <button type="button">Before the slider</button>
      <HeroSlider slides={slides} />
    </>,
  );
  startCarousels();
  return { user: setupUser(), region: screen.getByRole("region", { name: "Featured services" }) };
}

/** The slide on show: the only one that is not inert, and the dot marked current. */
function expectShowing(n: number) {
  const groups = screen.getAllByRole("group").filter((group) => group.getAttribute("aria-roledescription") === "slide");
  expect(
    groups.filter((group) => !group.hasAttribute("inert")).map((group) => group.getAttribute("aria-label")),
  ).toEqual([`${n} of 4`]);
  expect(screen.getByRole("button", { name: `Show slide ${n} of 4` })).toHaveAttribute("aria-current", "true");
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function slideRow(region: HTMLElement): HTMLElement {
  const row = region.querySelector<HTMLElement>("[aria-live]");
  if (!row) throw new Error("no slide row");
  return row;
}

function translateX(row: HTMLElement): number {
  const match = /translate3d\((-?[\d.]+)px/.exec(row.style.transform);
  return match ? Number(match[1]) : 0;
}

describe("HeroSlider", () => {
  it("prerenders every slide with the first one on show, its image eager and the others lazy, titles as h2", () => {
    const html = renderToString(<HeroSlider slides={slides} />);
    const container = document.createElement("div");
    container.innerHTML = html;
    const groups = [...container.querySelectorAll('[aria-roledescription="slide"]')];
    expect(groups.map((group) => [group.getAttribute("aria-label"), group.hasAttribute("inert")])).toEqual([
      ["1 of 4", false],
      ["2 of 4", true],
      ["3 of 4", true],
      ["4 of 4", true],
    ]);
    const images = [...container.querySelectorAll("img")];
    expect(images.map((image) => [image.getAttribute("loading"), image.getAttribute("fetchpriority")])).toEqual([
      ["eager", "high"],
      ["lazy", null],
      ["lazy", null],
      ["lazy", null],
    ]);
    // The image's own size reserves its box, so nothing moves when it loads or when the page hydrates.
    expect(images[0]).toHaveAttribute("width", "1200");
    expect(images[0]).toHaveAttribute("height", "675");
    expect([...container.querySelectorAll("h2")].map((heading) => heading.textContent)).toEqual([
      "Title 1",
      "Title 2",
      "Title 3",
      "Title 4",
    ]);
    expect(container.querySelector("h1")).toBeNull();
    // Without JavaScript the controls could do nothing, so they hold their space unseen.
    for (const button of container.querySelectorAll("button")) expect(button.closest(".invisible")).not.toBeNull();
  });

  it("is a labelled carousel whose slides are announced as slides, each with its button to its service", () => {
    const { region } = renderSlider();
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const first = within(region).getByRole("group", { name: "1 of 4" });
    expect(first).toHaveAttribute("aria-roledescription", "slide");
    expect(within(first).getByRole("heading", { level: 2, name: "Title 1" })).toBeInTheDocument();
    expect(within(first).getByRole("img", { name: "Picture 1" })).toBeInTheDocument();
    expect(within(first).getByText("Description 1")).toBeInTheDocument();
    // A plain link: the service is a page of its own (decision 016).
    expect(within(first).getByRole("link", { name: "Button 1" })).toHaveAttribute("href", "/service-1");
  });

  it("advances after 5000 ms, not before", () => {
    renderSlider();
    expectShowing(1);
    wait(4999);
    expectShowing(1);
    wait(1);
    expectShowing(2);
    wait(5000);
    expectShowing(3);
  });

  it("wraps around by itself from the last slide to the first", () => {
    renderSlider();
    wait(3 * 5000);
    expectShowing(4);
    wait(5000);
    expectShowing(1);
  });

  it("wraps around both ways: previous from the first goes to the last, next from the last to the first", async () => {
    const { user } = renderSlider();
    await user.click(screen.getByRole("button", { name: "Previous slide" }));
    expectShowing(4);
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expectShowing(1);
  });

  it("moves in the direction of navigation: next from the last slide slides on, not back across the others", async () => {
    const { user, region } = renderSlider();
    const row = slideRow(region);
    await user.click(screen.getByRole("button", { name: "Previous slide" }));
    wait(2000);
    const atLast = translateX(row);
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    wait(50);
    // Moving on means moving further left (the row's x falls), by less than one slide.
    expect(translateX(row)).toBeLessThan(atLast);
    expect(atLast - translateX(row)).toBeLessThan(SLIDE_WIDTH);
  });

  it("shows the slide a dot asks for", async () => {
    const { user } = renderSlider();
    await user.click(screen.getByRole("button", { name: "Show slide 3 of 4" }));
    expectShowing(3);
  });

  it("pauses while the pointer is over it and resumes 5000 ms after it leaves", async () => {
    const { user, region } = renderSlider();
    await user.hover(region);
    wait(12000);
    expectShowing(1);
    await user.unhover(region);
    wait(4999);
    expectShowing(1);
    wait(1);
    expectShowing(2);
  });

  it("pauses while keyboard focus is inside it and resumes when focus leaves", async () => {
    const { user, region } = renderSlider();
    await user.tab();
    await user.tab();
    expect(region).toContainElement(document.activeElement as HTMLElement);
    wait(12000);
    expectShowing(1);
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Before the slider" })).toHaveFocus();
    wait(5000);
    expectShowing(2);
  });

  it("resumes after a mouse user clicks an arrow and leaves, though the arrow keeps the focus", async () => {
    const { user, region } = renderSlider();
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(screen.getByRole("button", { name: "Next slide" })).toHaveFocus();
    await user.unhover(region);
    wait(5000);
    expectShowing(3);
  });

  it("tells screen readers about slide changes only while it is not rotating", async () => {
    const { user, region } = renderSlider();
    expect(slideRow(region)).toHaveAttribute("aria-live", "off");
    await user.hover(region);
    expect(slideRow(region)).toHaveAttribute("aria-live", "polite");
  });

  it("stays paused after Pause, through hover and leave, until Play is pressed", async () => {
    const { user, region } = renderSlider();
    await user.click(screen.getByRole("button", { name: "Pause slides" }));
    await user.unhover(region);
    wait(15000);
    expectShowing(1);
    await user.hover(region);
    await user.unhover(region);
    wait(15000);
    expectShowing(1);
    await user.click(screen.getByRole("button", { name: "Play slides" }));
    expect(screen.getByRole("button", { name: "Pause slides" })).toBeInTheDocument();
    wait(5000);
    expectShowing(2);
  });

  it("under reduced motion starts paused, offering Play, and jumps between slides without animating", async () => {
    setReducedMotion(true);
    const { user, region } = renderSlider();
    expect(screen.getByRole("button", { name: "Play slides" })).toBeInTheDocument();
    expect(slideRow(region)).toHaveAttribute("aria-live", "polite");
    wait(20000);
    expectShowing(1);
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expectShowing(2);
    expect(translateX(slideRow(region))).toBe(-SLIDE_WIDTH);
  });

  it("follows a swipe on a touch screen", () => {
    const { region } = renderSlider();
    const viewport = slideRow(region).parentElement as HTMLElement;
    const at = (x: number) => [{ clientX: x, clientY: 200 }];
    // jsdom cannot build Touch objects, so the touch lists are set on the events.
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) => {
      const event = createEvent[type](viewport, { cancelable: true, bubbles: true });
      Object.defineProperty(event, "touches", { value: type === "touchEnd" ? [] : at(x) });
      fireEvent(viewport, event);
    };
    touch("touchStart", 800);
    touch("touchMove", 600);
    touch("touchMove", 150);
    touch("touchEnd", 150);
    expectShowing(2);
  });
});
