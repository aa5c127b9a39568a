import { formatDollars } from "#app/lib/money-format.ts";
import { calculateOffsetSavings } from "#app/features/calculators/maths/offset-savings.ts";
import { yearsAndMonths } from "#app/features/calculators/maths/years-and-months.ts";
import {
  AmountField,
  AssumptionList,
  LOAN_ESTIMATE_NOTE,
  CalculatorLayout,
  wireFields,
  ResultFigure,
} from "../calculator-form-kit.tsx";
import { type CalculatorAssumptions, defaultRateNote, figureSources, figureText } from "../assumed-figures.ts";
import { enteredNumbers } from "../entered-number.ts";
import { BalanceComparisonChart } from "../balance-comparison-chart.tsx";
import { offsetScenario } from "./offset-scenario.ts";
import { dollarsOrDash, formatDuration, NO_FIGURE } from "../result-format.ts";
import { ScenarioActions } from "../scenario-actions.tsx";
import { useCalculatorQuery } from "../use-calculator-query.ts";

/** What /oc shows with no query: the prerendered page's figures, the rate as published (decision 017). */
export const offsetDefaults = (rate: string) =>
  ({ amount: "500000", rate, years: "30", offset: "50000", deposit: "0" }) as const;

type OffsetProps = CalculatorAssumptions<"offsetRate">;

/** How /oc works its figures out, in the page's words and the report's, with the published default rate. */
const offsetAssumptions = ({ assumptions }: OffsetProps) => [
  defaultRateNote("The interest rate", assumptions.offsetRate),
  "A principal-and-interest loan repaid monthly, with the monthly rate the yearly rate divided by 12. The repayment stays at the amount that repays the loan over the term without an offset, so every dollar of interest saved repays the loan sooner.",
  "We work month by month: interest is charged on the loan less the offset balance, and each monthly addition lands at the end of the month. Lenders charge interest daily, so your lender's figures will differ a little.",
  LOAN_ESTIMATE_NOTE,
];
/** The Offset calculator (/oc): the interest and time an offset account saves on a principal-and-interest loan. */
export function OffsetCalculator(props: OffsetProps) {
  const { text, change, form } = useCalculatorQuery(offsetDefaults(figureText(props.assumptions.offsetRate)));
  const assumptions = offsetAssumptions(props);
  const sources = figureSources(props.assumptions.offsetRate);
  const result = calculateOffsetSavings(enteredNumbers(text));
  const figures = result.ok ? result : undefined;
  const field = wireFields({ text, change }, result);

  return (
    <>
      <CalculatorLayout
        form={form}
        label="Loan and offset details"
        inputs={
          <>
            <AmountField label="Loan amount" prefix="$" {...field("amount")} />
            <AmountField label="Interest rate (% a year)" suffix="%" {...field("rate")} />
            <AmountField label="Loan term" suffix="years" {...field("years")} />
            <AmountField label="Offset balance" prefix="$" {...field("offset")} />
            <AmountField label="Added to the offset each month" prefix="$" {...field("deposit")} />
          </>
        }
        results={
          <>
            <ResultFigure
              caption="Interest saved"
              value={dollarsOrDash(figures?.interestSaved)}
              note={
                figures &&
                `${formatDollars(figures.interestWithOffset)} in interest instead of ${formatDollars(figures.interestWithoutOffset)}.`
              }
            />
            <ResultFigure
              caption="Time saved"
              value={figures ? formatDuration(figures.timeSaved) : NO_FIGURE}
              note={figures && `Repayments of ${formatDollars(figures.monthlyRepayment)} a month either way.`}
            />
            <ScenarioActions
              scenario={figures && offsetScenario(text, figures)}
              assumptions={assumptions}
              sources={sources}
            />
          </>
        }
      />
      {figures && (
        <BalanceComparisonChart
          points={figures.balances.map(({ month, withoutOffset, withOffset }) => ({
            month,
            without: withoutOffset,
            with: withOffset,
          }))}
          compared="the offset"
          summary={`Loan balance over time: repaid in ${formatDuration(yearsAndMonths(figures.monthsWithoutOffset))} without the offset and ${formatDuration(yearsAndMonths(figures.monthsWithOffset))} with it.`}
        />
      )}
      <AssumptionList items={assumptions} sources={sources} />
    </>
  );
}
