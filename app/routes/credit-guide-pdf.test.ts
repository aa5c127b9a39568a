// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buildCreditGuidePdf } from "#app/features/credit-guide/credit-guide-pdf.server.ts";
import { loader } from "./credit-guide-pdf.ts";

describe("GET /credit-guide.pdf", () => {
  it("serves the guide inline as application/pdf", async () => {
    const response = await loader();
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('inline; filename="credit-guide.pdf"');
    const body = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(body.subarray(0, 5))).toBe("%PDF-");
    expect(Buffer.from(body).equals(Buffer.from(await buildCreditGuidePdf()))).toBe(true);
  });
});
