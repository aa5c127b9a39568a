import { describe, expect, it } from "vitest";
import { yearlyScheduleCsv } from "./repayment-schedule-csv.ts";

describe("the schedule as CSV", () => {
  it("has a header row, then amounts to 2 decimals with no $ or separators, CRLF after every record (RFC 4180)", () => {
    const csv = yearlyScheduleCsv([
      {
        year: 1,
        openingBalance: 500_000,
        interestPaid: 29_832.97,
        principalPaid: 6_140.06,
        closingBalance: 493_859.94,
      },
      {
        year: 2,
        openingBalance: 493_859.94,
        interestPaid: 29_454.27,
        principalPaid: 6_518.76,
        closingBalance: 487_341.18,
      },
    ]);
    expect(csv).toBe(
      "Year,Opening balance,Interest paid,Principal paid,Closing balance\r\n" +
        "1,500000.00,29832.97,6140.06,493859.94\r\n" +
        "2,493859.94,29454.27,6518.76,487341.18\r\n",
    );
  });

  it("is just the header for an empty schedule", () => {
    expect(yearlyScheduleCsv([])).toBe("Year,Opening balance,Interest paid,Principal paid,Closing balance\r\n");
  });

  it("writes $0 as 0.00 and never a minus sign or an exponent", () => {
    const csv = yearlyScheduleCsv([
      { year: 30, openingBalance: 0.1, interestPaid: 0, principalPaid: 0.1, closingBalance: 0 },
    ]);
    expect(csv.split("\r\n")[1]).toBe("30,0.10,0.00,0.10,0.00");
  });
});
