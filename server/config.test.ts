import { describe, expect, it } from "vitest";
import { readConfig } from "./config.ts";

describe("readConfig", () => {
  it("serves on port 3000 by default", () => {
    expect(readConfig({}).PORT).toBe(3000);
  });

  it("takes the port from PORT", () => {
    expect(readConfig({ PORT: "8080" }).PORT).toBe(8080);
  });

  it("stops with every bad variable named", () => {
    expect(() => readConfig({ PORT: "eighty", LOG_LEVEL: "loud" })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
