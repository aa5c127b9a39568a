import { describe, expect, it } from "vitest";
import { hstsPolicy, readConfig } from "./config.ts";

describe("readConfig", () => {
  it("serves on port 3000 by default", () => {
    expect(readConfig({}).PORT).toBe(3000);
  });

  it("takes the port from PORT", () => {
    expect(readConfig({ PORT: "8080" }).PORT).toBe(8080);
  });

  it("stops with every bad variable named, on one line", () => {
    const attempt = () => readConfig({ PORT: "eighty", LOG_LEVEL: "loud" });
    expect(attempt).toThrow(/PORT[^\n]*LOG_LEVEL/);
    expect(attempt).not.toThrow(/\n/);
  });

  it("keeps leads with no mail settings at all, for a fresh machine", () => {
    const config = readConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.DATABASE_PATH).toMatch(/data[/\\]leads\.sqlite$/);
  });

  it("treats an empty setting as unset", () => {
    expect(readConfig({ SMTP_URL: "", LEADS_WEBHOOK_URL: "" }).SMTP_URL).toBeUndefined();
  });

  it("needs the recipient and sender once SMTP is configured", () => {
    expect(() => readConfig({ SMTP_URL: "smtp://localhost:2525" })).toThrow(/LEADS_TO and LEADS_FROM/);
    expect(readConfig({ SMTP_URL: "smtp://localhost:2525", LEADS_TO: "leads@kestrelridge.example", LEADS_FROM: "site@kestrelridge.example" }).SMTP_URL).toBe(
      "smtp://localhost:2525",
    );
  });

  it("refuses an SMTP address that is not smtp or smtps", () => {
    expect(() => readConfig({ SMTP_URL: "http://mail.example", LEADS_TO: "a@b.co", LEADS_FROM: "c@d.co" })).toThrow(/SMTP_URL/);
  });

  it("reads the allowed site origins as a list", () => {
    expect(readConfig({ SITE_ORIGINS: "https://www.kestrelridge.example, https://kestrelridge.example" }).SITE_ORIGINS).toEqual([
      "https://www.kestrelridge.example",
      "https://kestrelridge.example",
    ]);
  });

  it("reads TRUST_PROXY as off, on, or a number of proxies, and refuses anything else", () => {
    expect(readConfig({}).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(readConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => readConfig({ TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY/);
  });
});

describe("Strict-Transport-Security settings", () => {
  const hsts = (environment: NodeJS.ProcessEnv) => hstsPolicy(readConfig(environment));

  it("is off by default outside production, so http://localhost keeps working", () => {
    expect(hsts({})).toBeUndefined();
    expect(hsts({ NODE_ENV: "development" })).toBeUndefined();
  });

  it("is two years with subdomains by default in production", () => {
    expect(hsts({ NODE_ENV: "production" })).toEqual({ maxAgeSeconds: 63_072_000, includeSubDomains: true, preload: false });
  });

  it("is on wherever HSTS_MAX_AGE_SECONDS is set, and off everywhere with \"off\"", () => {
    expect(hsts({ HSTS_MAX_AGE_SECONDS: "31536000", HSTS_INCLUDE_SUBDOMAINS: "false" })).toEqual({
      maxAgeSeconds: 31_536_000,
      includeSubDomains: false,
      preload: false,
    });
    expect(hsts({ HSTS_MAX_AGE_SECONDS: "0" })?.maxAgeSeconds).toBe(0);
    expect(hsts({ NODE_ENV: "production", HSTS_MAX_AGE_SECONDS: "off" })).toBeUndefined();
  });

  it("refuses values that are not seconds, flags that are not true or false, and preload without its conditions", () => {
    expect(() => readConfig({ HSTS_MAX_AGE_SECONDS: "two years" })).toThrow(/HSTS_MAX_AGE_SECONDS/);
    expect(() => readConfig({ HSTS_INCLUDE_SUBDOMAINS: "yes" })).toThrow(/HSTS_INCLUDE_SUBDOMAINS/);
    expect(() => readConfig({ HSTS_PRELOAD: "true" })).toThrow(/HSTS_PRELOAD/);
    expect(() => readConfig({ HSTS_PRELOAD: "true", HSTS_MAX_AGE_SECONDS: "86400" })).toThrow(/HSTS_PRELOAD/);
    expect(hsts({ NODE_ENV: "production", HSTS_PRELOAD: "true" })?.preload).toBe(true);
  });
});
