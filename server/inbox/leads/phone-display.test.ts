import { describe, expect, it } from "vitest";
import { nationalPhone, telHref } from "./phone-display.ts";

describe("a stored phone number on a lead's page", () => {
  it("is shown as Australians write it: mobiles 4-3-3, landlines with the area code in brackets", () => {
    expect(nationalPhone("+61412345678")).toBe("0412 345 678");
    expect(nationalPhone("+61355500148")).toBe("(03) 5550 0148");
  });

  it("is shown as stored when it is not an Australian number the forms would have kept", () => {
    expect(nationalPhone("+6412345")).toBe("+6412345");
  });

  it("calls the number itself: only the + and digits reach the tel: link", () => {
    expect(telHref("+61412345678")).toBe("tel:+61412345678");
    expect(telHref('+61 412"345<678')).toBe("tel:+61412345678");
  });
});
