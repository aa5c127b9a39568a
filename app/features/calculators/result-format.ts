import { formatDollars } from "#app/lib/money-format.ts";
import type { YearsAndMonths } from "#app/features/calculators/maths/years-and-months.ts";

/** What an output shows while the inputs cannot give a figure: never NaN, Infinity or undefined. */
export const NO_FIGURE = "—";

/** "$2,997.75", or the dash when there is no figure. */
export function dollarsOrDash(amount: number | undefined): string {
  return amount === undefined ? NO_FIGURE : formatDollars(amount);
}

function count(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? "" : "s"}`;
}

/** "29 years 11 months", "1 year", "3 months", "0 months". */
export function formatDuration({ years, months }: YearsAndMonths): string {
  if (years === 0) return count(months, "month");
  return months === 0 ? count(years, "year") : `${count(years, "year")} ${count(months, "month")}`;
}

/** A number as a visitor enters it, grouped and to at most four decimals: "6.5", "500,000". */
const entered = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 4 });

/** A yearly rate as the forms take it: "6.5 % a year". */
export function formatRate(percent: number): string {
  return `${entered.format(percent)} % a year`;
}

/** A term in years: "25 years", "1 year", "2.5 years". */
export function formatYears(years: number): string {
  return `${entered.format(years)} ${years === 1 ? "year" : "years"}`;
}
