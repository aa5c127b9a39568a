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

/** A figure that can fall below zero, such as a saving: "−$157.86" with a true minus sign, as minusDollars writes it; "$0.00", never "−$0.00". */
export function signedDollars(amount: number): string {
  return formatDollars(amount).replace(/^-/, "−");
}

/** Money going out, with a minus sign: "−$1,500.00", but never "−$0.00". */
export function minusDollars(amount: number): string {
  return amount > 0 ? `−${formatDollars(amount)}` : formatDollars(0);
}

/** A number as a person writes it: "6.25", never "6.25e-7", and not grouped. */
export function plainNumber(value: number): string {
  return value.toLocaleString("en-AU", { maximumFractionDigits: 20, useGrouping: false });
}

/** A dollar amount the visitor entered, read back: "$500,000", "$62.50". */
export function enteredDollars(amount: number): string {
  return formatDollars(amount, { cents: "if-any" });
}

/** A percentage the visitor entered, read back with the form's unit: "6 %", "6.25 %". */
export function enteredPercent(percent: number): string {
  return `${plainNumber(percent)} %`;
}

/** A yearly rate as the forms take it: "6.5 % a year". */
export function formatRate(percent: number): string {
  return `${enteredPercent(percent)} a year`;
}

/** A term the visitor entered, read back: "30 years", "1 year", "2.5 years". */
export function enteredYears(years: number): string {
  return `${plainNumber(years)} ${years === 1 ? "year" : "years"}`;
}
