/**
 * Money in the calculators: Australian dollars, worked in full precision and
 * rounded only where a figure is shown, to the cent, half away from zero (so
 * $0.005 shows as $0.01 and -$0.005 as -$0.01, as a person rounds by hand).
 * Real loans also round the repayment itself, usually up, but the calculators
 * visitors compare us with (Moneysmart, Vision Abacus: reference §1.1 and §5)
 * work unrounded and round only what they display, so we do the same.
 */

/**
 * The amount in whole cents, half away from zero: an integer, never -0.
 *
 * A double holds 1.005 as 1.00499999999999989..., which a plain
 * Math.round(x * 100) would take down. Our figures carry about 15 good
 * significant digits, so we round to those first and then to the cent.
 */
export function toWholeCents(amount: number): number {
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  // Math.round takes x.5 toward +∞; working on the magnitude makes it "away from zero".
  return cents === 0 ? 0 : Math.sign(amount) * cents;
}

/** The amount rounded to the cent, half away from zero (never -0). */
export function roundToCents(amount: number): number {
  return toWholeCents(amount) / 100;
}

/** "1234.50": dollars and cents with a point, no symbol and no grouping (the CSV form). */
export function plainDollars(amount: number): string {
  const cents = toWholeCents(amount);
  const magnitude = Math.abs(cents);
  const text = `${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
  return cents < 0 ? `-${text}` : text;
}

/**
 * "$1,234.50": an amount as the site writes it in a sentence. Built by hand
 * rather than with Intl so the text is the same in every browser and in Node.
 */
export function formatDollars(amount: number): string {
  const plain = plainDollars(amount);
  const negative = plain.startsWith("-");
  const [whole = "0", cents = "00"] = (negative ? plain.slice(1) : plain).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}$${grouped}.${cents}`;
}
