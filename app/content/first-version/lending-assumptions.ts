/**
 * The calculators' default interest rates and the borrowing power assessment
 * buffer as first published: the content studio loads them into the database
 * on the first start, and edits them from then on (decision 017). Each
 * calculator's rate is only where its form starts: a visitor types their own,
 * and a shared link's rate wins over it.
 */
import type { AssumedFigure, LendingAssumptions } from "../../../contracts/lending-assumptions.ts";

/**
 * The brokerage's own round example rate, not a lender's or the RBA's: the
 * figure the calculators have started from since they were built (the loan
 * repayment, how long to repay, offset and borrowing power calculators on
 * 21 November 2026, the refinance calculator on 24 November 2026).
 */
const exampleRate = (value: number, since: string): AssumedFigure => ({
  value,
  source: "Kestrel Ridge Finance's own round example figure, not a lender's rate",
  sourceUrl: "",
  since,
});

export const firstLendingAssumptions: LendingAssumptions = {
  borrowingPowerRate: exampleRate(6, "2026-11-21"),
  /**
   * APRA's serviceability buffer: banks assess a new loan at least 3
   * percentage points above its rate. APRA's letter to banks of 6 October 2021
   * (the media release below) expects it for loans approved after the end of
   * October 2021, hence 1 November 2021. Kept at 3 in every update since
   * (apra.gov.au/update-on-apras-macroprudential-settings-november-2024) and in
   * the letter activating debt-to-income limits
   * (apra.gov.au/activation-of-debt-to-income-limits-as-a-macroprudential-policy-tool),
   * read 2026-11-21; the release and its date checked again 2026-11-26. No
   * later change found.
   */
  assessmentBuffer: {
    value: 3,
    source: "APRA's minimum serviceability buffer for new home loans, unchanged in every update since",
    sourceUrl:
      "https://www.apra.gov.au/news-and-publications/apra-increases-banks%E2%80%99-loan-serviceability-expectations-to-counter-rising",
    since: "2021-11-01",
  },
  loanRepaymentRate: exampleRate(6, "2026-11-21"),
  howLongToRepayRate: exampleRate(6, "2026-11-21"),
  offsetRate: exampleRate(6, "2026-11-21"),
  refinanceCurrentRate: exampleRate(6.5, "2026-11-24"),
  refinanceNewRate: exampleRate(5.99, "2026-11-24"),
};
