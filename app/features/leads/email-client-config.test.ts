import { describe, expect, it } from "vitest";
import { DEFAULT_SERVICE_ID, DEFAULT_USER_ID, TEMPLATE_IDS } from "../../../contracts/lead-protocol.ts";
import { emailClientConfig, sendFormUrl } from "./email-client-config.ts";

describe("emailClientConfig", () => {
  it("posts to this site's own origin with the contract's IDs when nothing is configured", () => {
    const config = emailClientConfig({});
    expect(config).toEqual({
      origin: "",
      serviceId: DEFAULT_SERVICE_ID,
      userId: DEFAULT_USER_ID,
      templates: { inquiry: TEMPLATE_IDS.inquiry, referral: TEMPLATE_IDS.referral, callback: TEMPLATE_IDS.callback },
    });
    expect(sendFormUrl(config)).toBe("/api/v1.0/email/send-form");
  });

  it("takes the origin and every ID from the build-time variables", () => {
    const config = emailClientConfig({
      VITE_EMAIL_ORIGIN: "https://api.emailservice.example/",
      VITE_EMAIL_SERVICE_ID: "service_x",
      VITE_EMAIL_USER_ID: "user_x",
      VITE_EMAIL_TEMPLATE_INQUIRY: "template_i",
      VITE_EMAIL_TEMPLATE_REFERRAL: "template_r",
      VITE_EMAIL_TEMPLATE_CALLBACK: "template_c",
    });
    expect(config).toEqual({
      origin: "https://api.emailservice.example",
      serviceId: "service_x",
      userId: "user_x",
      templates: { inquiry: "template_i", referral: "template_r", callback: "template_c" },
    });
    expect(sendFormUrl(config)).toBe("https://api.emailservice.example/api/v1.0/email/send-form");
  });

  it("treats a blank variable as unset", () => {
    expect(emailClientConfig({ VITE_EMAIL_SERVICE_ID: " ", VITE_EMAIL_ORIGIN: "" }).serviceId).toBe(DEFAULT_SERVICE_ID);
  });

  it.each([
    ["VITE_EMAIL_ORIGIN", "api.emailservice.example"],
    ["VITE_EMAIL_ORIGIN", "https://api.emailservice.example/v1"],
    ["VITE_EMAIL_ORIGIN", "ftp://api.emailservice.example"],
    ["VITE_EMAIL_SERVICE_ID", "service x"],
    ["VITE_EMAIL_TEMPLATE_REFERRAL", "<script>"],
  ] as const)("refuses a malformed %s (%s), naming the variable", (name, value) => {
    expect(() => emailClientConfig({ [name]: value })).toThrow(new RegExp(`^Invalid build setting ${name}: `));
  });
});
