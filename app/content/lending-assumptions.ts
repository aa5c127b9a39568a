/**
 * The assumptions behind the Borrowing Power calculator's estimate: the
 * brokerage's own settings, in one place so the business can change them and
 * the page prints them rather than hard-coding a figure. Each says where it
 * comes from and why (reference-calculators.md §4.2; sources read 2026-11-21).
 * APRA's serviceability buffer and the calculators' default rates are not
 * here: the office publishes them, with their sources, from the content
 * studio (first-version/lending-assumptions.ts, decision 017).
 *
 * None of this is a lender's policy: every lender sets its own, so the page
 * must call the result an estimate.
 */
export const LENDING_ASSUMPTIONS = {
  /**
   * Our own minimum for living expenses, per adult a month: the figure
   * Connective's broker Borrowing Capacity Calculator rounds basic living
   * expenses up to ("$1500 per month, per applicant",
   * wiki.connective.com.au/en/articles/588, read 2026-11-21). Lenders use the
   * higher of declared expenses and HEM, the Melbourne Institute's Household
   * Expenditure Measure; HEM is licensed and not published, so this is NOT
   * HEM and must never be called that.
   */
  livingExpenseFloorPerAdultMonthly: 1_500,
  /**
   * Our own assumption, per dependant a month, added to the floor above. No
   * public benchmark exists (HEM's are licensed); $450 is our own modest
   * figure for a child's food, clothing and schooling, for the business to
   * review.
   */
  livingExpenseFloorPerDependantMonthly: 450,
  /**
   * A credit card counts as a monthly repayment of this share of its limit,
   * used or not: 3.8 % is the loading in CBA's broker credit policy (2024, via
   * reference §4.2) and the common figure now; 3 % to 4 % are also seen.
   */
  creditCardLimitMonthlyPercent: 3.8,
  /**
   * Our own floor for the assessment rate, % a year. Lenders each set one so a
   * low (fixed or introductory) rate does not inflate borrowing power: CBA's was
   * 5.40 % in 2024 (reference §4.2). 5.5 % is ours; it only matters when the
   * loan's rate is under 2.5 %.
   */
  assessmentRateFloorPercent: 5.5,
  /**
   * The share of other income (rent, dividends, and so on) we count: lenders
   * shade income less certain than salary, for example CBA counts 90 % of gross
   * rent less expenses (reference §4.2). 80 % is our own, allowing for the
   * costs we do not ask about.
   */
  otherIncomeCountedPercent: 80,
  /**
   * Debt at or above this many times gross yearly income is "high DTI": from
   * 1 February 2026 APRA limits such loans to 20 % of each bank's new
   * owner-occupier and 20 % of its new investor lending
   * (apra.gov.au/activation-of-debt-to-income-limits-as-a-macroprudential-policy-tool,
   * read 2026-11-21). We warn; some lenders will still lend.
   */
  highDebtToIncomeRatio: 6,
} as const;
