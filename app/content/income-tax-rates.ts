/**
 * Australian resident income tax, the low income tax offset and the Medicare
 * levy, by financial year, for the Borrowing Power calculator's after-tax
 * income (app/features/calculators/maths/income-tax.ts).
 *
 * Every figure names where it was read and when (2026-11-21, in stored copies
 * of the pages). A part that could not be confirmed on an official page says
 * `estimate: true` and why, and the calculator repeats that reason to the
 * visitor whenever it could change their result. Re-check every figure each
 * 1 July and after each federal Budget (reference-calculators.md §4.1, §7).
 */

/** Financial years we hold figures for, oldest first. */
export const TAX_YEARS = ["2025-26", "2026-27"] as const;
export type TaxYear = (typeof TAX_YEARS)[number];

/** 1 July 2026 to 30 June 2027. Move on each 1 July, once that year's figures are added. */
export const CURRENT_TAX_YEAR: TaxYear = "2026-27";

export function isTaxYear(value: unknown): value is TaxYear {
  return typeof value === "string" && (TAX_YEARS as readonly string[]).includes(value);
}

/** Whether a part rests on an official source, or on our best guess and why. */
export type Sourcing = { readonly estimate: false } | { readonly estimate: true; readonly reason: string };

/** The rate on each dollar of taxable income above `above`, up to the next bracket. */
export interface TaxBracket {
  readonly above: number;
  readonly ratePercent: number;
}

export interface IncomeTaxYear {
  readonly year: TaxYear;
  /** Marginal brackets, lowest first; the first starts at the tax-free threshold. */
  readonly brackets: readonly TaxBracket[];
  readonly bracketsSourcing: Sourcing;
  readonly lowIncomeTaxOffset: {
    readonly maximum: number;
    /** Full offset up to here; then less `firstTaperPercent` of each dollar over it. */
    readonly fullUpTo: number;
    readonly firstTaperPercent: number;
    /** From here the offset is `secondStepValue` less `secondTaperPercent` of each dollar over it, down to 0. */
    readonly secondStepFrom: number;
    readonly secondStepValue: number;
    readonly secondTaperPercent: number;
    readonly sourcing: Sourcing;
  };
  readonly medicareLevy: {
    readonly ratePercent: number;
    /**
     * Singles' low-income thresholds (no SAPTO, no family reduction): no levy
     * up to `lowerThreshold`; between the thresholds, `shadeInPercent` of the
     * income over the lower one, until that reaches the full rate.
     */
    readonly lowerThreshold: number;
    readonly upperThreshold: number;
    readonly shadeInPercent: number;
    readonly sourcing: Sourcing;
    /**
     * While the thresholds are an estimate, the taxable income at or below
     * which the true ones could change the levy: two years of 8 % indexation
     * on the upper threshold ($34,027 → about $39,700) stays under $40,000,
     * and recent rises have been 3 – 7 % a year.
     */
    readonly thresholdsMatterUpTo: number;
  };
}

// LITO: ato.gov.au/individuals-and-families/income-deductions-offsets-and-records/tax-offsets/low-income-tax-offset
// (read 2026-11-21): $700 up to $37,500; $700 less 5c per $1 over $37,500 to $45,000; $325 less 1.5c per $1
// over $45,000 to $66,667; non-refundable, "can only reduce your tax payable to $0", and it "does not reduce your
// Medicare levy" (the ATO's earlier low-income-earners page). Neither the 2024 nor the 2025 tax-cut Act touches it
// (they amend the Income Tax Rates Act and, in 2025, the Medicare levy Acts), so it holds for both years.
const LOW_INCOME_TAX_OFFSET: IncomeTaxYear["lowIncomeTaxOffset"] = {
  maximum: 700,
  fullUpTo: 37_500,
  firstTaperPercent: 5,
  secondStepFrom: 45_000,
  secondStepValue: 325,
  secondTaperPercent: 1.5,
  sourcing: { estimate: false },
};

// Medicare levy 2 % of taxable income: the rate since 2014-15 (ATO Medicare levy pages; every copy we read agrees).
// Singles' low-income thresholds $27,222 / $34,027: ato.gov.au/individuals-and-families/medicare-and-private-health-
// insurance/medicare-levy/medicare-levy-reduction/medicare-levy-reduction-for-low-income-earners ("Last updated
// 11 June 2025", read 2026-11-21), for 2024-25, as set by the Treasury Laws Amendment (More Cost of Living Relief)
// Act 2025 (No. 28, 2025) Sch 2, legislation.gov.au/C2025A00028. The shade-in, 10c per $1 over the lower threshold
// until that reaches 2 % (at lower × 1.25, rounded down: the upper threshold), matches that page's worked example:
// $29,000 pays $177.80 = 10 % × ($29,000 − $27,222).
const MEDICARE_THRESHOLDS_UNKNOWN: Readonly<Record<TaxYear, string>> = {
  "2025-26":
    "were normally due in the May 2026 federal Budget, but we could not find them in any official source on 21 November 2026",
  "2026-27": "will not be known until the May 2027 federal Budget",
};

function medicareLevy(year: TaxYear): IncomeTaxYear["medicareLevy"] {
  const reason =
    `The Medicare levy low-income thresholds for ${year} ${MEDICARE_THRESHOLDS_UNKNOWN[year]}, so we use the latest in law, ` +
    "the 2024-25 thresholds of $27,222 and $34,027. They are usually raised with inflation and backdated, " +
    "which would lower the levy a little on incomes under about $40,000.";
  return {
    ratePercent: 2,
    lowerThreshold: 27_222,
    upperThreshold: 34_027,
    shadeInPercent: 10,
    sourcing: { estimate: true, reason },
    thresholdsMatterUpTo: 40_000,
  };
}

export const INCOME_TAX_RATES: Readonly<Record<TaxYear, IncomeTaxYear>> = {
  // 2025-26: the Income Tax Rates Act 1986 Sch 7 cl 1 table for "the 2024-25 or 2025-26 year of income"
  // (heading as amended by Act No. 28, 2025, Sch 1 item 1, legislation.gov.au/C2025A00028, read 2026-11-21), the table
  // itself from the Treasury Laws Amendment (Cost of Living Tax Cuts) Act 2024 (No. 3, 2024,
  // ato.gov.au/law/view/fulldocument?filename=PAC20240003, read 2026-11-21). Its rates, 16 % to $45,000, 30 % to
  // $135,000, 37 % to $190,000, 45 % above (tax $4,288 at $45,000), were cut off in the stored copy of the Act and
  // read on copies of the ATO's table (superguide.com.au, onestoptax.com.au, kaskertaxation.com.au; Bloomberg Tax
  // reports the ATO posted them on 17 June 2025) that agree; the 2025 Act's own 2026-27 table confirms every
  // threshold and every rate but the first.
  "2025-26": {
    year: "2025-26",
    brackets: [
      { above: 18_200, ratePercent: 16 },
      { above: 45_000, ratePercent: 30 },
      { above: 135_000, ratePercent: 37 },
      { above: 190_000, ratePercent: 45 },
    ],
    bracketsSourcing: { estimate: false },
    lowIncomeTaxOffset: LOW_INCOME_TAX_OFFSET,
    medicareLevy: medicareLevy("2025-26"),
  },
  // 2026-27: Treasury Laws Amendment (More Cost of Living Relief) Act 2025 (No. 28, 2025) Sch 1 item 2,
  // ato.gov.au/law/view/document?DocID=PAC/20250028/Sch1-Cl2 (read 2026-11-21): "Tax rates for resident taxpayers
  // for the 2026-27 year of income": 15 % above the tax-free threshold to $45,000; 30 % to $135,000; 37 % to
  // $190,000; 45 % above ($18,200 tax-free threshold unchanged, Income Tax Rates Act s 3). 14 % from 2027-28.
  "2026-27": {
    year: "2026-27",
    brackets: [
      { above: 18_200, ratePercent: 15 },
      { above: 45_000, ratePercent: 30 },
      { above: 135_000, ratePercent: 37 },
      { above: 190_000, ratePercent: 45 },
    ],
    bracketsSourcing: { estimate: false },
    lowIncomeTaxOffset: LOW_INCOME_TAX_OFFSET,
    medicareLevy: medicareLevy("2026-27"),
  },
};
