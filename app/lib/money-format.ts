/**
 * Australian dollars as text: the one formatter for every amount the site
 * shows (calculators, the credit guide) or writes (the schedule CSV), so a
 * figure reads the same wherever it appears. Built by hand rather than with
 * Intl so the text is the same in every browser and in Node (and so a page
 * never pays for Intl's first use, about 20 ms of a phone's hydration), and rounded by
 * toWholeCents so the cent shown is the cent the calculators added up.
 */
import { toWholeCents } from "./cents.ts";

export interface DollarFormat {
  /**
   * "always" (the default): $2,500.00, for results and columns of figures.
   * "if-any": $2,500 but $62.50, for amounts in running text.
   */
  readonly cents?: "always" | "if-any";
}

function dollarsAndCents(amount: number): { sign: string; dollars: string; cents: string } {
  const total = toWholeCents(amount);
  const magnitude = Math.abs(total);
  return {
    sign: total < 0 ? "-" : "",
    dollars: String(Math.floor(magnitude / 100)),
    cents: String(magnitude % 100).padStart(2, "0"),
  };
}

/** "1,560" from "1560": a whole number's digits in threes, as Australians write them. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** "$1,234.50", "-$1,500.00"; with `{ cents: "if-any" }`, "$3,000" and "$62.50". Never "-$0.00". */
export function formatDollars(amount: number, format: DollarFormat = {}): string {
  const { sign, dollars, cents } = dollarsAndCents(amount);
  const grouped = groupThousands(dollars);
  const fraction = format.cents === "if-any" && cents === "00" ? "" : `.${cents}`;
  return `${sign}$${grouped}${fraction}`;
}

/** "1234.50": dollars and cents with a point, no symbol and no grouping, as a spreadsheet reads a CSV amount. */
export function plainDollars(amount: number): string {
  const { sign, dollars, cents } = dollarsAndCents(amount);
  return `${sign}${dollars}.${cents}`;
}
