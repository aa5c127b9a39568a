/**
 * How often the borrower repays, and what that does to the rate.
 *
 * We use the "true periodic" convention: the nominal annual rate is charged at
 * the repayment frequency, a year being 12 equal months, 26 fortnights or 52
 * weeks, so the rate per period is annual/12, /26 or /52 and a 30-year loan has
 * 360, 780 or 1,560 repayments. This is ASIC Moneysmart's mortgage switching
 * calculator ("rates you enter are nominal and charged at the frequency you
 * specify; each year has 12 equally sized months, 26 fortnights and 52 weeks",
 * moneysmart.gov.au/home-loans/mortgage-switching-calculator) and Vision Abacus
 * (compounding at the repayment frequency, 364-day year): reference §1.1.
 * The other common convention, "half the monthly repayment each fortnight",
 * is deliberately not used: it quietly makes 13 monthly repayments a year.
 */

/** The `frequency` URL parameter's values, in the order a form lists them. */
export const REPAYMENT_FREQUENCIES = ["weekly", "fortnightly", "monthly"] as const;

export type RepaymentFrequency = (typeof REPAYMENT_FREQUENCIES)[number];

export const PERIODS_PER_YEAR: Readonly<Record<RepaymentFrequency, number>> = {
  weekly: 52,
  fortnightly: 26,
  monthly: 12,
};

/** The period in words, for sentences like "the interest alone is $2,500.00 a month". */
export const PERIOD_NAME: Readonly<Record<RepaymentFrequency, string>> = {
  weekly: "week",
  fortnightly: "fortnight",
  monthly: "month",
};

export function isRepaymentFrequency(value: unknown): value is RepaymentFrequency {
  return typeof value === "string" && (REPAYMENT_FREQUENCIES as readonly string[]).includes(value);
}

/** The rate charged each period, as a fraction: 6 (% a year) monthly is 0.005. */
export function periodicRate(annualRatePercent: number, frequency: RepaymentFrequency): number {
  return annualRatePercent / 100 / PERIODS_PER_YEAR[frequency];
}

/**
 * The number of repayments in a term. A term that is not a whole number of
 * periods (10.3 years fortnightly) is taken to the nearest whole repayment.
 */
export function repaymentsInTerm(years: number, frequency: RepaymentFrequency): number {
  return Math.round(years * PERIODS_PER_YEAR[frequency]);
}
