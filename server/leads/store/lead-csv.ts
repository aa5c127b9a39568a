/**
 * CSV as RFC 4180 writes it (every cell quoted, quotes doubled, CRLF between
 * records), made safe for spreadsheets: a visitor's "=HYPERLINK(...)" must be
 * read by a broker as text, never run as a formula.
 */

/** Characters that make Excel, Sheets or LibreOffice read a cell as a formula (OWASP, "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell that a spreadsheet would run as a formula gets a leading apostrophe,
 * which shows it as text. Exported, like csvCell, so each rule is tested on
 * single values rather than only through whole exports.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvCell(value: string | null | undefined): string {
  return `"${neutraliseFormula(value ?? "").replaceAll('"', '""')}"`;
}

/** One record per row, each ending in CRLF. */
export function toCsv(rows: readonly (readonly (string | null | undefined)[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}
