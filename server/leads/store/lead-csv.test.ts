import { describe, expect, it } from "vitest";
import { csvCell, neutraliseFormula, toCsv } from "./lead-csv.ts";

describe("CSV for spreadsheets", () => {
  it("shows every cell a spreadsheet would run as a formula as text, with a leading apostrophe", () => {
    for (const formula of [
      "=1+1",
      "+61412345678",
      "-2+3",
      "@SUM(A1)",
      "\t=cmd",
      "\r=cmd",
      '=HYPERLINK("http://evil.example","x")',
    ]) {
      expect(neutraliseFormula(formula)).toBe(`'${formula}`);
    }
  });

  it("leaves ordinary text alone, even with a formula character later on", () => {
    for (const text of ["Mia Tran", "3000", "a = b", "mia@example.com", ""]) {
      expect(neutraliseFormula(text)).toBe(text);
    }
  });

  it("quotes every cell and doubles the quotes inside it (RFC 4180)", () => {
    expect(csvCell('He said "hi", then left')).toBe('"He said ""hi"", then left"');
    expect(csvCell(null)).toBe('""');
  });

  it("keeps commas and line breaks inside a quoted cell, and ends each record with CRLF", () => {
    expect(
      toCsv([
        ["name", "message"],
        ["Mia, Tran", "line one\nline two"],
      ]),
    ).toBe('"name","message"\r\n"Mia, Tran","line one\nline two"\r\n');
  });

  it("neutralises a formula before quoting it", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });
});
