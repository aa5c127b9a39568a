import { describe, expect, it } from "vitest";
import { DEFAULT_LEAD_RETENTION_DAYS, DEFAULT_SPAM_RETENTION_DAYS } from "../contracts/lead-retention.ts";
import { databaseLocation, hstsPolicy, passkeyRelyingParty, readConfig } from "./config.ts";

describe("retention settings", () => {
  it("keep leads and spam for the periods the privacy policy states, unless set", () => {
    expect(readConfig({})).toMatchObject({
      LEAD_RETENTION_DAYS: DEFAULT_LEAD_RETENTION_DAYS,
      SPAM_RETENTION_DAYS: DEFAULT_SPAM_RETENTION_DAYS,
    });
    expect(readConfig({ LEAD_RETENTION_DAYS: "365", SPAM_RETENTION_DAYS: "7" })).toMatchObject({
      LEAD_RETENTION_DAYS: 365,
      SPAM_RETENTION_DAYS: 7,
    });
  });

  it.each([
    ["LEAD_RETENTION_DAYS", "two years"],
    ["LEAD_RETENTION_DAYS", "0"],
    ["SPAM_RETENTION_DAYS", "1.5"],
    ["SPAM_RETENTION_DAYS", "-30"],
  ])("stops the server on %s=%s with one line naming the variable", (variable, value) => {
    const attempt = () => readConfig({ [variable]: value });
    expect(attempt).toThrow(
      new RegExp(`^Invalid server setting: ${variable}: (a whole number of days|at least 1 day)`),
    );
    expect(attempt).not.toThrow(/\n/);
  });
});

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
    expect(
      readConfig({
        SMTP_URL: "smtp://localhost:2525",
        LEADS_TO: "leads@kestrelridge.example",
        LEADS_FROM: "site@kestrelridge.example",
      }).SMTP_URL,
    ).toBe("smtp://localhost:2525");
  });

  it("refuses an SMTP address that is not smtp or smtps", () => {
    expect(() => readConfig({ SMTP_URL: "http://mail.example", LEADS_TO: "a@b.co", LEADS_FROM: "c@d.co" })).toThrow(
      /SMTP_URL/,
    );
  });

  it("refuses SMTP settings in the address's query, which would override the required TLS", () => {
    const mail = { LEADS_TO: "a@b.co", LEADS_FROM: "c@d.co" };
    expect(() => readConfig({ SMTP_URL: "smtp://mail.example:587?ignoreTLS=true", ...mail })).toThrow(/SMTP_URL/);
  });

  it("allows plain-text SMTP only to a relay on this machine, and only when asked", () => {
    const mail = { LEADS_TO: "a@b.co", LEADS_FROM: "c@d.co" };
    expect(readConfig({ SMTP_URL: "smtp://mail.example:587", ...mail }).SMTP_ALLOW_PLAINTEXT).toBe(false);
    for (const host of ["127.0.0.1:25", "localhost:25", "[::1]:25"]) {
      expect(
        readConfig({ SMTP_URL: `smtp://${host}`, SMTP_ALLOW_PLAINTEXT: "true", ...mail }).SMTP_ALLOW_PLAINTEXT,
      ).toBe(true);
    }
    for (const host of ["mail.example:587", "10.0.0.5:25", "127.0.0.1.example:25"]) {
      expect(() => readConfig({ SMTP_URL: `smtp://${host}`, SMTP_ALLOW_PLAINTEXT: "true", ...mail })).toThrow(
        /SMTP_ALLOW_PLAINTEXT/,
      );
    }
    expect(() => readConfig({ SMTP_ALLOW_PLAINTEXT: "yes" })).toThrow(/SMTP_ALLOW_PLAINTEXT/);
  });

  it("needs a webhook secret of at least 32 characters once the webhook is set", () => {
    expect(() => readConfig({ LEADS_WEBHOOK_URL: "https://crm.example/intake" })).toThrow(
      /LEADS_WEBHOOK_SECRET is required/,
    );
    expect(() =>
      readConfig({ LEADS_WEBHOOK_URL: "https://crm.example/intake", LEADS_WEBHOOK_SECRET: "short" }),
    ).toThrow(/LEADS_WEBHOOK_SECRET/);
    expect(
      readConfig({ LEADS_WEBHOOK_URL: "https://crm.example/intake", LEADS_WEBHOOK_SECRET: "s".repeat(32) })
        .LEADS_WEBHOOK_SECRET,
    ).toBe("s".repeat(32));
  });

  it("requires SITE_URL in production once leads are e-mailed or posted, so no link in them leads to localhost", () => {
    const mail = {
      SMTP_URL: "smtps://relay.example:465",
      LEADS_TO: "brokers@kestrel.example",
      LEADS_FROM: "leads@kestrel.example",
    };
    const webhook = { LEADS_WEBHOOK_URL: "https://crm.example/intake", LEADS_WEBHOOK_SECRET: "s".repeat(32) };
    expect(() => readConfig({ NODE_ENV: "production", ...mail })).toThrow(/SITE_URL is required in production/);
    expect(() => readConfig({ NODE_ENV: "production", ...webhook })).toThrow(/SITE_URL is required in production/);
    expect(readConfig({ NODE_ENV: "production", ...mail, SITE_URL: "https://www.kestrelridge.example" }).SITE_URL).toBe(
      "https://www.kestrelridge.example",
    );
    // Nothing leaves the machine, or it is not production: localhost is the honest default.
    expect(readConfig({ NODE_ENV: "production" }).SITE_URL).toBe("http://localhost:3000");
    expect(readConfig({ ...mail }).SITE_URL).toBe("http://localhost:3000");
  });

  it("refuses an http:// webhook in production, naming LEADS_WEBHOOK_URL", () => {
    const secret = { LEADS_WEBHOOK_SECRET: "s".repeat(32), SITE_URL: "https://www.kestrelridge.example" };
    expect(() =>
      readConfig({ NODE_ENV: "production", LEADS_WEBHOOK_URL: "http://crm.example/intake", ...secret }),
    ).toThrow(/LEADS_WEBHOOK_URL.*https/);
    expect(
      readConfig({ NODE_ENV: "production", LEADS_WEBHOOK_URL: "https://crm.example/intake", ...secret })
        .LEADS_WEBHOOK_URL,
    ).toBe("https://crm.example/intake");
    // Outside production a CRM on this machine may be plain http.
    expect(readConfig({ LEADS_WEBHOOK_URL: "http://127.0.0.1:8080/intake", ...secret }).LEADS_WEBHOOK_URL).toBe(
      "http://127.0.0.1:8080/intake",
    );
  });

  it("reads the allowed site origins as a list", () => {
    expect(
      readConfig({ SITE_ORIGINS: "https://www.kestrelridge.example, https://kestrelridge.example" }).SITE_ORIGINS,
    ).toEqual(["https://www.kestrelridge.example", "https://kestrelridge.example"]);
  });

  it("takes SITE_URL as the public site's origin, by default this server on localhost, and refuses anything but a scheme and host", () => {
    expect(readConfig({}).SITE_URL).toBe("http://localhost:3000");
    expect(readConfig({ PORT: "8080", SITE_URL: "" }).SITE_URL).toBe("http://localhost:8080");
    expect(readConfig({ SITE_URL: "https://www.kestrelridge.example/" }).SITE_URL).toBe(
      "https://www.kestrelridge.example",
    );
    for (const value of [
      "www.kestrelridge.example",
      "ftp://kestrelridge.example",
      "javascript:alert(1)",
      "https://www.kestrelridge.example/lrc",
      "https://user@kestrelridge.example",
    ]) {
      expect(() => readConfig({ SITE_URL: value }), value).toThrow(
        /^Invalid server setting: SITE_URL: .*https:\/\/www\.kestrelridge\.example/,
      );
    }
  });

  it("takes lead requests up to 128 KB by default", () => {
    expect(readConfig({}).LEAD_BODY_LIMIT_BYTES).toBe(131_072);
  });

  it("reads TRUST_PROXY as off, a number of proxies, or their addresses, and refuses anything else (server/trust-proxy.test.ts)", () => {
    expect(readConfig({}).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(readConfig({ TRUST_PROXY: "127.0.0.1,10.0.0.0/8" }).TRUST_PROXY).toEqual(["127.0.0.1", "10.0.0.0/8"]);
    expect(() => readConfig({ TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY/);
  });
});

describe("the database setting", () => {
  const failure = (value: string) => {
    try {
      readConfig({ DATABASE_URL: value });
      return "accepted";
    } catch (error) {
      return (error as Error).message;
    }
  };

  it("keeps leads in the SQLite file at DATABASE_PATH when DATABASE_URL is unset or empty", () => {
    expect(databaseLocation(readConfig({ DATABASE_PATH: "/srv/leads.sqlite" }))).toEqual({
      engine: "sqlite",
      path: "/srv/leads.sqlite",
    });
    expect(databaseLocation(readConfig({ DATABASE_URL: "" })).engine).toBe("sqlite");
  });

  it("takes PostgreSQL from a postgres:// or postgresql:// URL", () => {
    for (const url of ["postgres://kestrel:s3cret@db.internal:5432/leads", "postgresql://kestrel@10.0.0.5/leads"]) {
      expect(databaseLocation(readConfig({ DATABASE_URL: url }))).toEqual({ engine: "postgres", url });
    }
  });

  it("refuses an unknown scheme in one line naming DATABASE_URL, without the password", () => {
    const message = failure("mysql://kestrel:Hunter2-Secret@db.internal/leads");
    expect(message).toMatch(/^Invalid server setting: DATABASE_URL: the scheme "mysql" is not one this server knows/);
    expect(message).not.toContain("Hunter2-Secret");
    expect(message).not.toContain("\n");
  });

  it("refuses a URL without a database name, without the password", () => {
    for (const url of [
      "postgres://kestrel:Hunter2-Secret@db.internal:5432",
      "postgres://kestrel:Hunter2-Secret@db.internal/",
    ]) {
      const message = failure(url);
      expect(message).toMatch(/^Invalid server setting: DATABASE_URL: no database name/);
      expect(message).not.toContain("Hunter2-Secret");
    }
  });

  it("refuses what is not a URL at all, without repeating it", () => {
    const message = failure("kestrel:Hunter2-Secret@db.internal/leads");
    expect(message).toMatch(/^Invalid server setting: DATABASE_URL: /);
    expect(message).not.toContain("Hunter2-Secret");
    expect(message).not.toContain("\n");
  });
});

describe("Strict-Transport-Security settings", () => {
  const hsts = (environment: NodeJS.ProcessEnv) => hstsPolicy(readConfig(environment));

  it("is off by default outside production, so http://localhost keeps working", () => {
    expect(hsts({})).toBeUndefined();
    expect(hsts({ NODE_ENV: "development" })).toBeUndefined();
  });

  it("is two years with subdomains by default in production", () => {
    expect(hsts({ NODE_ENV: "production" })).toEqual({
      maxAgeSeconds: 63_072_000,
      includeSubDomains: true,
      preload: false,
    });
  });

  it('is on wherever HSTS_MAX_AGE_SECONDS is set, and off everywhere with "off"', () => {
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

describe("where staff passkeys are bound", () => {
  it("is the host of INBOX_ORIGIN, else of SITE_URL, and only that origin", () => {
    expect(passkeyRelyingParty(readConfig({ SITE_URL: "https://www.kestrelridge.example" }))).toEqual({
      id: "www.kestrelridge.example",
      origin: "https://www.kestrelridge.example",
    });
    expect(
      passkeyRelyingParty(
        readConfig({
          SITE_URL: "https://www.kestrelridge.example",
          INBOX_ORIGIN: "https://leads.kestrelridge.example",
        }),
      ),
    ).toEqual({ id: "leads.kestrelridge.example", origin: "https://leads.kestrelridge.example" });
    expect(passkeyRelyingParty(readConfig({ PORT: "8080" }))).toEqual({
      id: "localhost",
      origin: "http://localhost:8080",
    });
  });

  it("stops a production server whose address cannot have passkeys, naming the setting, and leaves others without them", () => {
    expect(() => readConfig({ NODE_ENV: "production", INBOX_ORIGIN: "https://192.0.2.10" })).toThrow(
      "Invalid server setting: INBOX_ORIGIN: passkeys need a host name, not an IP address (192.0.2.10); browsers refuse them for an address",
    );
    expect(() => readConfig({ NODE_ENV: "production", SITE_URL: "http://www.kestrelridge.example" })).toThrow(
      "Invalid server setting: SITE_URL: passkeys need an https:// address (http:// only on localhost), not http://www.kestrelridge.example",
    );
    // A test server on 127.0.0.1 starts, and offers no passkey.
    expect(passkeyRelyingParty(readConfig({ SITE_URL: "http://127.0.0.1:4000" }))).toMatchObject({
      setting: "SITE_URL",
    });
  });
});
