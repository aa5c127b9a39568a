/**
 * A number as a visitor types it or a link carries it: "500,000", "$500000",
 * "6.25 %" all read as numbers. Anything else, an empty box included, is NaN,
 * which the maths module turns into the field's own message. Number() alone
 * would read "" as 0 and "0x10" as 16, so we check the shape first.
 */
export function enteredNumber(text: string): number {
  const cleaned = text.replace(/[\s,$%]/g, "");
  return /^-?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Every field's text read as a number, for a calculator whose inputs are all numbers. */
export function enteredNumbers<Field extends string>(text: Readonly<Record<Field, string>>): Record<Field, number> {
  return Object.fromEntries(
    Object.entries<string>(text).map(([field, value]) => [field, enteredNumber(value)]),
  ) as Record<Field, number>;
}
