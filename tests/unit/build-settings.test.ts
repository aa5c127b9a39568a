// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import viteConfig from "../../vite.config.ts";

type ConfigFunction = (env: { mode: string; command: "build" | "serve" }) => unknown;

describe("the site's build settings", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("stop the build when VITE_EMAIL_ORIGIN is malformed, naming the variable", () => {
    vi.stubEnv("VITE_EMAIL_ORIGIN", "https://api.emailservice.example/send");
    expect(() => (viteConfig as ConfigFunction)({ mode: "production", command: "build" })).toThrow(
      /^Invalid build setting VITE_EMAIL_ORIGIN: /,
    );
  });

  it("let the build go on with the defaults or a well-formed origin", () => {
    expect((viteConfig as ConfigFunction)({ mode: "production", command: "build" })).toHaveProperty("plugins");
    vi.stubEnv("VITE_EMAIL_ORIGIN", "https://api.emailservice.example");
    expect((viteConfig as ConfigFunction)({ mode: "production", command: "build" })).toHaveProperty("plugins");
  });
});
