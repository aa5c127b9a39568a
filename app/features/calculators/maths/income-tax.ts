import { INCOME_TAX_RATES, type IncomeTaxYear, type TaxYear } from "#app/content/income-tax-rates.ts";

/** One person's yearly income after tax, in dollars to the cent. */
export interface IncomeAfterTax {
  /** Whole dollars: the ATO ignores the cents of a taxable income. */
  readonly taxableIncome: number;
  /** Tax at the resident rates, before any offset. */
  readonly incomeTax: number;
  /** The low income tax offset as applied: never more than the tax, because it is non-refundable. */
  readonly lowIncomeTaxOffset: number;
  readonly medicareLevy: number;
  /** Exactly taxableIncome − incomeTax + lowIncomeTaxOffset − medicareLevy, so the page's figures add up. */
  readonly netIncome: number;
}

/**
 * What an Australian resident keeps of a taxable income in a financial year
 * (reference §4.1): resident rates, less the low income tax offset (which can
 * bring the tax to $0 but never reduces the Medicare levy), then the Medicare
 * levy with the singles' low-income shade-in. Family thresholds, SAPTO, the
 * Medicare levy surcharge and HELP repayments are left out, as most borrowing
 * calculators leave them out; the page must say so.
 *
 * Worked in whole cents: on whole dollars every rate here gives whole cents,
 * except the offset's 1.5c taper, which is rounded half away from zero. Each
 * extra dollar of income then costs well under a dollar in tax, lost offset
 * and levy (at most 47c, plus a rounded half cent), so the net never falls as
 * income rises.
 */
export function incomeAfterTax(taxableIncome: number, year: TaxYear): IncomeAfterTax {
  const rates = INCOME_TAX_RATES[year];
  const dollars = Number.isFinite(taxableIncome) && taxableIncome > 0 ? Math.floor(taxableIncome) : 0;
  const taxCents = incomeTaxCents(dollars, rates.brackets);
  const offsetCents = Math.min(taxCents, lowIncomeTaxOffsetCents(dollars, rates.lowIncomeTaxOffset));
  const levyCents = medicareLevyCents(dollars, rates.medicareLevy);
  return {
    taxableIncome: dollars,
    incomeTax: taxCents / 100,
    lowIncomeTaxOffset: offsetCents / 100,
    medicareLevy: levyCents / 100,
    netIncome: (dollars * 100 - taxCents + offsetCents - levyCents) / 100,
  };
}

/**
 * The plain reasons, for the visitor, why the tax on this income rests on an
 * estimate: only those that could change it (an estimated Medicare threshold
 * cannot touch a $120,000 income).
 */
export function taxEstimatesFor(taxableIncome: number, year: TaxYear): string[] {
  const { bracketsSourcing, lowIncomeTaxOffset, medicareLevy } = INCOME_TAX_RATES[year];
  const reasons: string[] = [];
  if (bracketsSourcing.estimate) reasons.push(bracketsSourcing.reason);
  const offsetEndsAt =
    lowIncomeTaxOffset.secondStepFrom +
    (lowIncomeTaxOffset.secondStepValue * 100) / lowIncomeTaxOffset.secondTaperPercent;
  if (lowIncomeTaxOffset.sourcing.estimate && taxableIncome < offsetEndsAt)
    reasons.push(lowIncomeTaxOffset.sourcing.reason);
  if (medicareLevy.sourcing.estimate && taxableIncome <= medicareLevy.thresholdsMatterUpTo)
    reasons.push(medicareLevy.sourcing.reason);
  return reasons;
}

// Whole dollars times a whole percentage is whole cents.
function incomeTaxCents(dollars: number, brackets: IncomeTaxYear["brackets"]): number {
  return brackets.reduce((cents, bracket, index) => {
    const top = brackets[index + 1]?.above ?? Number.POSITIVE_INFINITY;
    const taxed = Math.max(0, Math.min(dollars, top) - bracket.above);
    return cents + taxed * bracket.ratePercent;
  }, 0);
}

function lowIncomeTaxOffsetCents(dollars: number, offset: IncomeTaxYear["lowIncomeTaxOffset"]): number {
  if (dollars <= offset.fullUpTo) return offset.maximum * 100;
  if (dollars <= offset.secondStepFrom)
    return offset.maximum * 100 - (dollars - offset.fullUpTo) * offset.firstTaperPercent;
  const cents = offset.secondStepValue * 100 - (dollars - offset.secondStepFrom) * offset.secondTaperPercent;
  return cents > 0 ? Math.round(cents) : 0;
}

function medicareLevyCents(dollars: number, levy: IncomeTaxYear["medicareLevy"]): number {
  const full = dollars * levy.ratePercent;
  if (dollars <= levy.lowerThreshold) return 0;
  if (dollars > levy.upperThreshold) return full;
  return Math.min(full, (dollars - levy.lowerThreshold) * levy.shadeInPercent);
}
