import { describe, expect, it } from "vitest";
import { readConfig } from "./config.ts";

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
