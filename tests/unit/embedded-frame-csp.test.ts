import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { calculatorDisplays } from "../../app/content/calculators.ts";
import { EmbeddedCalculatorFrame } from "../../app/features/calculators/embedded-calculator-frame.tsx";
import { pagePolicy, siteOrigins } from "../../server/site/security-headers.ts";

// Switching a calculator to "embedded" (app/content/calculators.ts) opens the
// CSP's frame-src to the provider, because the server reads the frame from
// the built HTML: this checks the frame's markup is what that reading expects.
it("a calculator switched to its provider's frame opens frame-src to exactly that origin, and needs no inline style", () => {
  const frame = calculatorDisplays.borrowingPower.frame;
  const html = renderToStaticMarkup(createElement(EmbeddedCalculatorFrame, { frame }));
  const policy = pagePolicy(html, siteOrigins([html]));
  expect(policy).toContain(`frame-src ${new URL(frame.src).origin};`);
  expect(html).not.toMatch(/\sstyle="/);
  expect(html).toMatch(/<a [^>]*rel="noopener noreferrer"/);
});
