// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LANDSCAPE } from "#app/lib/image-asset.ts";
import type { Settlement } from "#app/content/settlements.ts";
import { SettlementStories } from "./settlement-stories.tsx";

const stories: Settlement[] = Array.from({ length: 18 }, (_, index) => ({
  id: `story-${index + 1}`,
  heading: `Story ${index + 1}`,
  description: `What happened in story ${index + 1}.`,
  image: { src: `/story-${index + 1}.svg`, ...LANDSCAPE, alt: "" },
}));

// jsdom applies no stylesheet: which stories show is the e2e tests' to check
// (tests/e2e/first-paint-pages.spec.ts); here, the control and its stages.
const viewMore = () => screen.getByText("View More Stories", { selector: "summary" });
const moreStoriesOpen = () => viewMore().closest("details")?.open;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("SettlementStories", () => {
  it("prerenders every story in one list and View More Stories as a closed details, which the browser opens without JavaScript", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<SettlementStories settlements={stories} />);
    expect(container.querySelectorAll("ul > li h2")).toHaveLength(18);
    expect(container.querySelectorAll("ul")).toHaveLength(1);
    const details = container.querySelector("details");
    expect(details?.open).toBe(false);
    expect(details?.querySelector("summary")).toHaveTextContent("View More Stories");
  });

  it("shows a loading message for half a second, keeping the details closed, before the rest appear", () => {
    render(<SettlementStories settlements={stories} />);
    fireEvent.click(viewMore());
    expect(moreStoriesOpen()).toBe(false);
    expect(screen.getByRole("status")).toHaveTextContent("Loading more stories...");
    expect(viewMore()).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(viewMore());
    expect(screen.getByRole("status")).toHaveTextContent("Loading more stories...");
    act(() => vi.advanceTimersByTime(499));
    expect(moreStoriesOpen()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(moreStoriesOpen()).toBe(true);
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("moves focus to the first new story once every story is shown", () => {
    render(<SettlementStories settlements={stories} />);
    fireEvent.click(viewMore());
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole("heading", { name: "Story 4" })).toHaveFocus();
  });
});
