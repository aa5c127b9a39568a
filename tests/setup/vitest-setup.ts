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

// Islands read the page's address once, as a page load would (app/lib/page-address.ts);
// each test arrives at an address of its own.
if (typeof window !== "undefined") {
  const { forgetPageAddress } = await import("#app/lib/page-address.ts");
  afterEach(forgetPageAddress);
}
