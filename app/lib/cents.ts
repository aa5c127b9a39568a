/**
 * An amount of dollars in whole cents, half away from zero: an integer, never -0.
 * The one rounding rule for money on the site, so a figure the calculators
 * add up in cents is the figure the page shows ($0.005 is $0.01 and -$0.005
 * is -$0.01, as a person rounds by hand).
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
