import { calculateRefinance, type Refinance } from "#app/features/calculators/maths/refinance.ts";
import type { FeesAdded } from "#app/features/calculators/maths/refinance-inputs.ts";
import { yearsAndMonths } from "#app/features/calculators/maths/years-and-months.ts";
import {
  AmountField,
  AssumptionList,
  CalculatorLayout,
  ChoiceField,
  LOAN_ESTIMATE_NOTE,
  ResultFigure,
  wireFields,
} from "../calculator-form-kit.tsx";
import { type CalculatorAssumptions, defaultRateNote, figureSources, figureText } from "../assumed-figures.ts";
import { calculatorScenario } from "../calculator-scenario.ts";
import { enteredNumber } from "../entered-number.ts";
import { BalanceComparisonChart, type BalanceLineNames } from "../balance-comparison-chart.tsx";
import {
  FEES_ADDED_CHOICES,
  REFINANCE_FIELD_LABELS as FIELD,
  REFINANCE_RESULT_LABELS as RESULT,
  refinanceResultText,
  refinanceScenarioInputs,
  refinanceScenarioResults,
} from "./refinance-results.ts";
import { formatDuration, NO_FIGURE } from "../result-format.ts";
import { ScenarioActions } from "../scenario-actions.tsx";
import { useCalculatorQuery } from "../use-calculator-query.ts";
import { YearlyScheduleDetails } from "../yearly-schedule-details.tsx";

/** What /refinance shows with no query: the prerendered page's figures, the rates as published (decision 017). */
export const refinanceDefaults = (rate: string, newRate: string) =>
  ({ balance: "500000", rate, years: "25", newRate, fees: "2000", feesAdded: "0" }) as const;

type RefinanceProps = CalculatorAssumptions<"refinanceCurrentRate" | "refinanceNewRate">;

/** How /refinance works its figures out, in the page's words and the report's, with the published default rates. */
const refinanceAssumptions = ({ assumptions }: RefinanceProps) => [
  defaultRateNote("The current interest rate", assumptions.refinanceCurrentRate),
  defaultRateNote("The new interest rate", assumptions.refinanceNewRate),
  "Both loans are principal and interest, repaid monthly over the term you have left, with the monthly rate the yearly rate divided by 12. The new loan starts from your current balance, plus the switching costs when they are added to it.",
  "Interest saved over the term is the interest on your current loan less the interest on the new one. Switching costs paid up front are not in either; costs added to the new loan are, because you pay interest on them.",
  "Saving after fees takes the switching costs off the interest saved whether you pay them up front or add them to the loan: added, you still repay them inside the new loan, and their interest is already counted once in its interest, so it is not taken off again.",
  "Switching costs are repaid in the whole months, rounded up, that the monthly saving takes to add up to the costs.",
  "Keep your current repayment pays the new loan at your current monthly repayment instead: each month interest is added first, then the repayment comes off, the loan is repaid once less than half a cent is owed, and the last repayment is just what is left.",
  "Rates stay the same for the whole term, and repayments are not rounded (lenders usually round them up to the cent).",
  LOAN_ESTIMATE_NOTE,
];

const BALANCE_NAMES: BalanceLineNames = {
  without: "Current loan",
  with: "New loan",
  withoutColumn: "Current loan",
  withColumn: "New loan",
};

function BalanceChart({ figures }: { figures: Refinance }) {
  const points = figures.balances.map((point) => ({
    month: point.month,
    without: point.currentLoan,
    with: point.newLoan,
  }));
  const term = formatDuration(yearsAndMonths(figures.termMonths));
  return (
    <BalanceComparisonChart
      points={points}
      names={BALANCE_NAMES}
      summary={`What you owe on the current loan and on the new loan over the ${term} left, both repaid by the end.`}
    />
  );
}

/** The Refinance calculator (/refinance): what moving the balance to a new rate saves, after the costs of switching. */
export function RefinanceCalculator(props: RefinanceProps) {
  const { refinanceCurrentRate, refinanceNewRate } = props.assumptions;
  const { text, change, form } = useCalculatorQuery(
    refinanceDefaults(figureText(refinanceCurrentRate), figureText(refinanceNewRate)),
  );
  const assumptions = refinanceAssumptions(props);
  const sources = figureSources(refinanceCurrentRate, refinanceNewRate);
  const input = {
    balance: enteredNumber(text.balance),
    rate: enteredNumber(text.rate),
    years: enteredNumber(text.years),
    newRate: enteredNumber(text.newRate),
    fees: enteredNumber(text.fees),
    // The maths checks it: only "0" and "1" give a result.
    feesAdded: text.feesAdded as FeesAdded,
  };
  const result = calculateRefinance(input);
  const figures = result.ok ? result : undefined;
  const said = figures && refinanceResultText(figures);
  const field = wireFields({ text, change }, result);
  const kept = said?.keepCurrentRepayment;

  return (
    <>
      <CalculatorLayout
        form={form}
        label="Current and new loan details"
        inputs={
          <>
            <AmountField label={FIELD.balance} prefix="$" {...field("balance")} />
            <AmountField label={`${FIELD.rate} (% a year)`} suffix="%" {...field("rate")} />
            <AmountField label={FIELD.years} suffix="years" {...field("years")} />
            <AmountField label={`${FIELD.newRate} (% a year)`} suffix="%" {...field("newRate")} />
            <AmountField label={FIELD.fees} prefix="$" {...field("fees")} />
            <ChoiceField legend={FIELD.feesAdded} options={FEES_ADDED_CHOICES} {...field("feesAdded")} />
          </>
        }
        results={
          <>
            <ResultFigure
              caption={RESULT.monthlySaving}
              value={said?.monthlySaving.value ?? NO_FIGURE}
              note={said?.monthlySaving.note}
            />
            <ResultFigure
              caption={RESULT.interestSaved}
              value={said?.interestSaved.value ?? NO_FIGURE}
              note={said?.interestSaved.note}
            />
            <ResultFigure
              caption={RESULT.savingAfterFees}
              value={said?.savingAfterFees.value ?? NO_FIGURE}
              note={said?.savingAfterFees.note}
            />
            <ResultFigure
              caption={RESULT.switchingCostsRepaid}
              value={said?.switchingCostsRepaid.value ?? NO_FIGURE}
              note={said?.switchingCostsRepaid.note}
            />
            <section aria-labelledby="keep-repayment-heading" className="space-y-4 pt-2">
              <h2 id="keep-repayment-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
                {RESULT.keepCurrentRepayment}
              </h2>
              {kept && !kept.repaidSooner ? (
                <p className="text-sm text-slate-700 dark:text-slate-300">{kept.sentence}</p>
              ) : (
                <>
                  {kept && <p className="text-sm text-slate-700 dark:text-slate-300">{kept.intro}</p>}
                  <ResultFigure
                    caption={RESULT.repaidSoonerBy}
                    value={kept?.repaidSoonerBy.value ?? NO_FIGURE}
                    note={kept?.repaidSoonerBy.note}
                  />
                  <ResultFigure
                    caption={RESULT.keptInterestSaved}
                    value={kept?.interestSaved.value ?? NO_FIGURE}
                    note={kept?.interestSaved.note}
                  />
                </>
              )}
            </section>
            <ScenarioActions
              scenario={
                said &&
                calculatorScenario("refinance", text, refinanceScenarioInputs(input), refinanceScenarioResults(said))
              }
              assumptions={assumptions}
              sources={sources}
            />
          </>
        }
      />
      {figures && (
        <>
          <BalanceChart figures={figures} />
          <YearlyScheduleDetails
            rows={figures.schedule}
            summary="Yearly repayment schedule: the new loan"
            fileName="new-loan-repayment-schedule.csv"
          />
        </>
      )}
      <AssumptionList items={assumptions} sources={sources} />
    </>
  );
}
