import {
  calculateLoanWithExtras,
  type LoanWithExtras,
  type LoanWithExtrasInput,
} from "#app/features/calculators/maths/extra-repayments.ts";
import type { LoanType } from "#app/features/calculators/maths/loan-inputs.ts";
import type { RepaymentFrequency } from "#app/features/calculators/maths/repayment-frequency.ts";
import { yearsAndMonths } from "#app/features/calculators/maths/years-and-months.ts";
import { formatDollars } from "#app/lib/money-format.ts";
import { memo, useDeferredValue } from "react";
import { type CalculatorAssumptions, defaultRateNote, figureSources, figureText } from "../assumed-figures.ts";
import { BalanceComparisonChart } from "../balance-comparison-chart.tsx";
import {
  AmountField,
  AssumptionList,
  LOAN_ESTIMATE_NOTE,
  CalculatorLayout,
  ChoiceField,
  wireFields,
  ResultFigure,
} from "../calculator-form-kit.tsx";
import { enteredNumber } from "../entered-number.ts";
import {
  LOAN_REPAYMENT_LABELS as labels,
  loanRepaymentResults,
  loanRepaymentScenario,
  lumpSumSentence,
} from "./loan-repayment-scenario.ts";
import { PrincipalInterestChart } from "./principal-interest-chart.tsx";
import { FREQUENCY_CHOICES, LOAN_TYPE_CHOICES } from "../repayment-choices.ts";
import { formatDuration } from "../result-format.ts";
import { ScenarioActions } from "../scenario-actions.tsx";
import { useCalculatorQuery } from "../use-calculator-query.ts";
import { YearlyScheduleDetails } from "../yearly-schedule-details.tsx";

/** What /lrc shows with no query: the prerendered page's figures, the rate as published (decision 017). */
export const loanRepaymentDefaults = (rate: string) =>
  ({
    amount: "500000",
    rate,
    years: "30",
    frequency: "monthly",
    type: "pi",
    extra: "0",
    lump: "0",
    lumpYear: "1",
  }) as const;

/** How /lrc works its figures out, in the page's words and the report's, with the published default rate. */
export const loanRepaymentAssumptions = ({ assumptions }: LoanRepaymentProps) => [
  defaultRateNote("The interest rate", assumptions.loanRepaymentRate),
  "Interest is charged at the repayment frequency: the yearly rate divided by 12, 26 or 52, so a 30-year loan has 360 monthly, 780 fortnightly or 1,560 weekly repayments.",
  "The rate stays the same for the whole term, and repayments are not rounded (lenders usually round them up to the cent).",
  "Extra repayments: each period, interest is added first, then the repayment and the extra come off. A lump sum comes off straight after the last repayment of its year. The loan is repaid once less than half a cent is owed, and the last repayment is just what is left.",
  "Time and interest saved compare the same loan without the extras. With interest only, each repayment is that period's interest on what is still owed, so the extras reduce the loan, and the time saved is counted to the end of the interest-only term.",
  "The yearly schedule and its download follow your extra repayments and lump sum.",
  LOAN_ESTIMATE_NOTE,
];

type LoanRepaymentProps = CalculatorAssumptions<"loanRepaymentRate">;

/** What the balance chart shows, in words, for a screen reader. */
function balanceChartSummary(figures: LoanWithExtras, amount: number): string {
  const withThem = figures.timeToRepay
    ? `repaid in ${formatDuration(figures.timeToRepay)}`
    : `${formatDollars(figures.owedAtEnd)} still owed at the end of the term`;
  const withoutThem =
    figures.type === "io"
      ? `${formatDollars(amount)} still owed at the end of the term`
      : `repaid in ${formatDuration(yearsAndMonths(figures.balances.at(-1)?.month ?? 0))}`;
  return `Loan balance over time: ${withThem} with the extras, and ${withoutThem} without them.`;
}

/**
 * The charts and the yearly schedule: hundreds of SVG shapes and table cells.
 * They are drawn from deferred figures (below), and memo lets a key's own
 * render skip them, so its paint carries only the headline figures (issue
 * 16: INP at most 100 ms under 4x CPU).
 */
const LoanRepaymentPictures = memo(function LoanRepaymentPictures({
  figures,
  amount,
  withExtras,
}: {
  figures: LoanWithExtras;
  amount: number;
  withExtras: boolean;
}) {
  return (
    <>
      {withExtras && (
        <BalanceComparisonChart
          points={figures.balances}
          compared="the extras"
          summary={balanceChartSummary(figures, amount)}
        />
      )}
      <PrincipalInterestChart rows={figures.schedule} totalInterest={figures.totalInterest} />
      <YearlyScheduleDetails rows={figures.schedule} />
    </>
  );
});

/**
 * The Loan Repayment calculator (/lrc): the repayment and total interest, what
 * extra repayments and a lump sum save, the charts and the yearly schedule.
 */
export function LoanRepaymentCalculator(props: LoanRepaymentProps) {
  const { text, change, form } = useCalculatorQuery(
    loanRepaymentDefaults(figureText(props.assumptions.loanRepaymentRate)),
  );
  const assumptions = loanRepaymentAssumptions(props);
  const sources = figureSources(props.assumptions.loanRepaymentRate);
  // The maths checks every value, a frequency or type from the URL that is none of ours included.
  const input: LoanWithExtrasInput = {
    amount: enteredNumber(text.amount),
    rate: enteredNumber(text.rate),
    years: enteredNumber(text.years),
    frequency: text.frequency as RepaymentFrequency,
    type: text.type as LoanType,
    extra: enteredNumber(text.extra),
    lump: enteredNumber(text.lump),
    lumpYear: enteredNumber(text.lumpYear),
  };
  const result = calculateLoanWithExtras(input);
  const figures = result.ok ? result : undefined;
  const field = wireFields({ text, change }, result);
  const lumpSentence = figures && lumpSumSentence(figures, input);
  const withExtras = input.extra > 0 || input.lump > 0;
  // A key's own render gets the previous figures back, so memo skips the pictures; React draws them after that paint.
  const pictured = useDeferredValue(figures && { figures, amount: input.amount, withExtras });

  return (
    <>
      <CalculatorLayout
        form={form}
        label="Loan repayment details"
        inputs={
          <>
            <AmountField label={labels.amount} prefix="$" {...field("amount")} />
            <AmountField label={labels.rate} suffix="%" {...field("rate")} />
            <AmountField label={labels.years} suffix="years" {...field("years")} />
            <ChoiceField legend={labels.frequency} options={FREQUENCY_CHOICES} {...field("frequency")} />
            <ChoiceField legend={labels.type} options={LOAN_TYPE_CHOICES} {...field("type")} />
            <AmountField label={labels.extra} prefix="$" {...field("extra")} />
            <AmountField label={labels.lump} prefix="$" {...field("lump")} />
            <AmountField label={labels.lumpYear} {...field("lumpYear")} />
          </>
        }
        results={
          <>
            {loanRepaymentResults(figures, input).map(({ label, value, note }) => (
              <ResultFigure key={label} caption={label} value={value} note={note} />
            ))}
            {lumpSentence && <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{lumpSentence}</p>}
            <ScenarioActions
              scenario={loanRepaymentScenario(text, input, figures)}
              assumptions={assumptions}
              sources={sources}
            />
          </>
        }
      />
      {pictured && <LoanRepaymentPictures {...pictured} />}
      <AssumptionList items={assumptions} sources={sources} />
    </>
  );
}
