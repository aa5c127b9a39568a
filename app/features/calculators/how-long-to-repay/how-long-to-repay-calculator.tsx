import { calculateTimeToRepay } from "#app/features/calculators/maths/how-long-to-repay.ts";
import { formatDollars } from "#app/lib/money-format.ts";
import type { RepaymentFrequency } from "#app/features/calculators/maths/repayment-frequency.ts";
import {
  AmountField,
  AssumptionList,
  LOAN_ESTIMATE_NOTE,
  CalculatorLayout,
  ChoiceField,
  wireFields,
  ResultFigure,
} from "../calculator-form-kit.tsx";
import { type CalculatorAssumptions, defaultRateNote, figureSources, figureText } from "../assumed-figures.ts";
import { enteredNumber } from "../entered-number.ts";
import { howLongToRepayScenario } from "./how-long-to-repay-scenario.ts";
import { FREQUENCY_CHOICES } from "../repayment-choices.ts";
import { dollarsOrDash, formatDuration, NO_FIGURE, repaymentCount } from "../result-format.ts";
import { ScenarioActions } from "../scenario-actions.tsx";
import { useCalculatorQuery } from "../use-calculator-query.ts";

/** What /lmi shows with no query: the prerendered page's figures, the rate as published (decision 017). */
export const howLongToRepayDefaults = (rate: string) =>
  ({ amount: "500000", rate, repayment: "3000", frequency: "monthly" }) as const;

type HowLongToRepayProps = CalculatorAssumptions<"howLongToRepayRate">;

/** How /lmi works its figures out, in the page's words and the report's, with the published default rate. */
const howLongToRepayAssumptions = ({ assumptions }: HowLongToRepayProps) => [
  defaultRateNote("The interest rate", assumptions.howLongToRepayRate),
  "Interest is charged at the repayment frequency: the yearly rate divided by 12, 26 or 52, and the rate stays the same until the loan is repaid.",
  "We follow the loan repayment by repayment to the last one, which is just what is left owing. The time is rounded up to the month of that last repayment.",
  LOAN_ESTIMATE_NOTE,
];
/** The How Long to Repay calculator (/lmi): how long a repayment takes to clear a loan, and the interest on the way. */
export function HowLongToRepayCalculator(props: HowLongToRepayProps) {
  const { text, change, form } = useCalculatorQuery(
    howLongToRepayDefaults(figureText(props.assumptions.howLongToRepayRate)),
  );
  const assumptions = howLongToRepayAssumptions(props);
  const sources = figureSources(props.assumptions.howLongToRepayRate);
  const result = calculateTimeToRepay({
    amount: enteredNumber(text.amount),
    rate: enteredNumber(text.rate),
    repayment: enteredNumber(text.repayment),
    frequency: text.frequency as RepaymentFrequency,
  });
  const figures = result.ok ? result : undefined;
  const field = wireFields({ text, change }, result);

  return (
    <>
      <CalculatorLayout
        form={form}
        label="Loan and repayment details"
        inputs={
          <>
            <AmountField label="Loan amount" prefix="$" {...field("amount")} />
            <AmountField label="Interest rate (% a year)" suffix="%" {...field("rate")} />
            {/* A repayment that never pays the loan off is told here, beside the figure to change. */}
            <AmountField label="Your repayment" prefix="$" {...field("repayment")} />
            <ChoiceField legend="Repayment frequency" options={FREQUENCY_CHOICES} {...field("frequency")} />
          </>
        }
        results={
          <>
            <ResultFigure
              caption="Time to repay"
              value={figures ? formatDuration(figures.timeToRepay) : NO_FIGURE}
              note={
                figures &&
                `${repaymentCount(figures.numberOfRepayments)} ${figures.frequency} repayments, the last one ${formatDollars(figures.finalRepayment)}.`
              }
            />
            <ResultFigure
              caption="Total interest"
              value={dollarsOrDash(figures?.totalInterest)}
              note={figures && `Total repaid ${formatDollars(figures.totalRepaid)}.`}
            />
            <ScenarioActions
              scenario={figures && howLongToRepayScenario(text, figures)}
              assumptions={assumptions}
              sources={sources}
            />
          </>
        }
      />
      <AssumptionList items={assumptions} sources={sources} />
    </>
  );
}
