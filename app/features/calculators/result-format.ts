import { formatDollars, groupThousands } from "#app/lib/money-format.ts";
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

/**
 * A number as a person writes it: "6.25", "0.000000625", never "6.25e-7", and
 * not grouped. By hand, not with toLocaleString: a page's first use of Intl
 * costs about 20 ms of main thread (80 on a 4x slower phone) in hydration.
 */
export function plainNumber(value: number): string {
  const [mantissa = "", exponent] = String(value).split("e");
  if (exponent === undefined) return mantissa;
  const sign = mantissa.startsWith("-") ? "-" : "";
  const [whole = "", fraction = ""] = mantissa.replace("-", "").split(".");
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  return digits.length > point
    ? `${sign}${digits.slice(0, point)}.${digits.slice(point)}`
    : `${sign}${digits.padEnd(point, "0")}`;
}

/** "360", "1,560": a count of repayments. */
export function repaymentCount(value: number): string {
  return groupThousands(String(value));
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
