// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
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

const headings = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("SettlementStories", () => {
  it("shows the first three stories and a View More Stories button", () => {
    render(<SettlementStories settlements={stories} />);
    expect(headings()).toEqual(["Story 1", "Story 2", "Story 3"]);
    expect(screen.getByRole("button", { name: "View More Stories" })).toBeEnabled();
  });

  it("shows a loading message for half a second before the rest appear", () => {
    render(<SettlementStories settlements={stories} />);
    fireEvent.click(screen.getByRole("button", { name: "View More Stories" }));
    expect(screen.getByRole("status")).toHaveTextContent("Loading more stories...");
    const button = screen.getByRole("button", { name: "View More Stories" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(button);
    expect(screen.getByRole("status")).toHaveTextContent("Loading more stories...");
    act(() => vi.advanceTimersByTime(499));
    expect(headings()).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1));
    expect(headings()).toHaveLength(18);
  });

  it("removes the button once every story is shown and moves focus to the first new one", () => {
    render(<SettlementStories settlements={stories} />);
    fireEvent.click(screen.getByRole("button", { name: "View More Stories" }));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole("button", { name: "View More Stories" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Story 4" })).toHaveFocus();
  });
});
