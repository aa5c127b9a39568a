import type { LoanType } from "#app/features/calculators/maths/loan-inputs.ts";
import { calculateLoanRepayment } from "#app/features/calculators/maths/loan-repayment.ts";
import { formatDollars } from "#app/lib/money-format.ts";
import { PERIOD_NAME, type RepaymentFrequency } from "#app/features/calculators/maths/repayment-frequency.ts";
import { AmountField, AssumptionList, LOAN_ESTIMATE_NOTE, CalculatorLayout, ChoiceField, wireFields, ResultFigure } from "./calculator-form-kit.tsx";
import { enteredNumber } from "./entered-number.ts";
import { PrincipalInterestChart } from "./principal-interest-chart.tsx";
import { FREQUENCY_CHOICES, LOAN_TYPE_CHOICES } from "./repayment-choices.ts";
import { dollarsOrDash } from "./result-format.ts";
import { useCalculatorQuery } from "./use-calculator-query.ts";
import { YearlyScheduleDetails } from "./yearly-schedule-details.tsx";

/** What /lrc shows with no query: the prerendered page's figures. */
export const LOAN_REPAYMENT_DEFAULTS = { amount: "500000", rate: "6", years: "30", frequency: "monthly", type: "pi" } as const;

/** How /lrc works its figures out, in the page's words and the report's. */
const LOAN_REPAYMENT_ASSUMPTIONS = [
  "Interest is charged at the repayment frequency: the yearly rate divided by 12, 26 or 52, so a 30-year loan has 360 monthly, 780 fortnightly or 1,560 weekly repayments.",
  "The rate stays the same for the whole term, and repayments are not rounded (lenders usually round them up to the cent).",
  LOAN_ESTIMATE_NOTE,
];

/** The Loan Repayment calculator (/lrc): the repayment and total interest, a chart and the yearly schedule. */
export function LoanRepaymentCalculator() {
  const { text, change } = useCalculatorQuery(LOAN_REPAYMENT_DEFAULTS);
  // The maths checks every value, a frequency or type from the URL that is none of ours included.
  const result = calculateLoanRepayment({
    amount: enteredNumber(text.amount),
    rate: enteredNumber(text.rate),
    years: enteredNumber(text.years),
    frequency: text.frequency as RepaymentFrequency,
    type: text.type as LoanType,
  });
  const figures = result.ok ? result : undefined;
  const field = wireFields({ text, change }, result);

  return (
    <>
      <CalculatorLayout
        label="Loan repayment details"
        inputs={
          <>
            <AmountField label="Loan amount" prefix="$" {...field("amount")} />
            <AmountField label="Interest rate (% a year)" suffix="%" {...field("rate")} />
            <AmountField label="Loan term" suffix="years" {...field("years")} />
            <ChoiceField legend="Repayment frequency" options={FREQUENCY_CHOICES} {...field("frequency")} />
            <ChoiceField legend="Loan type" options={LOAN_TYPE_CHOICES} {...field("type")} />
          </>
        }
        results={
          <>
            <ResultFigure
              caption="Repayment"
              value={dollarsOrDash(figures?.repayment)}
              note={figures && `Each ${PERIOD_NAME[figures.frequency]}, ${figures.numberOfRepayments.toLocaleString("en-AU")} repayments in all.`}
            />
            <ResultFigure
              caption="Total interest"
              value={dollarsOrDash(figures?.totalInterest)}
              note={figures && `Total repaid ${formatDollars(figures.totalRepaid)}.`}
            />
            {figures?.type === "io" && (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                Interest-only repayments never reduce the loan: the {formatDollars(figures.principalOwedAtEnd)} borrowed is still owed at
                the end of the term.
              </p>
            )}
          </>
        }
      />
      {figures && (
        <>
          <PrincipalInterestChart rows={figures.schedule} totalInterest={figures.totalInterest} />
          <YearlyScheduleDetails rows={figures.schedule} />
        </>
      )}
      <AssumptionList items={LOAN_REPAYMENT_ASSUMPTIONS} />
    </>
  );
}
