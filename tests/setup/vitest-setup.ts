import "@testing-library/jest-dom/vitest";
import { afterEach, vi } from "vitest";

// React reports hydration mismatches, key warnings and act() problems through
// console.error; a test that causes one fails instead of scrolling past.
afterEach(() => {
  vi.restoreAllMocks();
});

const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
};

// Testing Library cleans up after each test when globals are off only if asked.
if (typeof window !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  afterEach(cleanup);
}
