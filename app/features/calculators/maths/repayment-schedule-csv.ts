import { plainDollars } from "#app/lib/money-format.ts";
import type { YearlyScheduleRow } from "./repayment-schedule.ts";

/** The column headings, in the order of the schedule table on the page. */
export const SCHEDULE_CSV_HEADER = [
  "Year",
  "Opening balance",
  "Interest paid",
  "Principal paid",
  "Closing balance",
] as const;

/**
 * RFC 4180 §2: a field holding a comma, a double quote or a line break is
 * enclosed in double quotes, and a quote inside it is doubled. Ours are
 * headings and numbers, so this never fires today; it keeps the file valid if
 * a heading ever gains a comma.
 */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The yearly schedule as a CSV file: a header row, then one row a year with
 * amounts in dollars to 2 decimals and no "$" or thousands separators, so a
 * spreadsheet reads them as numbers. Records end in CRLF (RFC 4180 §2), the
 * last one included. Every field is a heading or a number, so no cell can
 * start a spreadsheet formula.
 */
export function yearlyScheduleCsv(rows: readonly YearlyScheduleRow[]): string {
  const records = [
    SCHEDULE_CSV_HEADER.map(csvField),
    ...rows.map((row) => [
      String(row.year),
      plainDollars(row.openingBalance),
      plainDollars(row.interestPaid),
      plainDollars(row.principalPaid),
      plainDollars(row.closingBalance),
    ]),
  ];
  return records.map((fields) => `${fields.join(",")}\r\n`).join("");
}
