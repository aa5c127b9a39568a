import { BORROWING_ASSUMPTIONS, calculateBorrowingPower } from "#app/features/calculators/maths/borrowing-power.ts";
import { formatDollars } from "#app/lib/money-format.ts";
import {
  AmountField,
  AssumptionList,
  CalculatorLayout,
  EstimateNotes,
  wireFields,
  ResultFigure,
  ResultLine,
} from "../calculator-form-kit.tsx";
import {
  bufferText,
  type CalculatorAssumptions,
  defaultRateNote,
  figureSources,
  figureText,
} from "../assumed-figures.ts";
import { enteredNumber, enteredNumbers } from "../entered-number.ts";
import { borrowingPowerScenario, livingExpensesNote } from "./borrowing-power-scenario.ts";
import { dollarsOrDash, minusDollars, signedDollars } from "../result-format.ts";
import { ScenarioActions } from "../scenario-actions.tsx";
import { useCalculatorQuery } from "../use-calculator-query.ts";

/** What /bpc shows with no query: the prerendered page's figures, the rate as published (decision 017). */
export const borrowingPowerDefaults = (rate: string) =>
  ({
    income: "120000",
    income2: "0",
    other: "0",
    dependants: "0",
    expenses: "2500",
    commitments: "500",
    cards: "10000",
    rate,
    years: "30",
  }) as const;

const assumed = BORROWING_ASSUMPTIONS;

type BorrowingPowerProps = CalculatorAssumptions<"borrowingPowerRate" | "assessmentBuffer">;

/** How /bpc works its figures out, in the page's words and the report's, with the published rate and buffer. */
const borrowingPowerAssumptions = ({ assumptions }: BorrowingPowerProps) => [
  defaultRateNote("The interest rate", assumptions.borrowingPowerRate),
  `Income after tax uses the ATO's resident tax rates for ${assumed.taxYear} (from 1 July ${assumed.taxYear.slice(0, 4)}), the low income tax offset and the ${String(assumed.incomeTax.medicareLevy.ratePercent)} % Medicare levy, each applicant taxed on their own income. HELP debts, the Medicare levy surcharge and family levy thresholds are left out.`,
  `We count ${String(assumed.otherIncomeCountedPercent)} % of other income, as lenders count only part of rent and investment income, and tax it with the first applicant's.`,
  `Living expenses are what you enter, or our own minimum if that is more: ${formatDollars(assumed.livingExpenseFloorPerAdultMonthly, { cents: "if-any" })} a month for each applicant with an income and ${formatDollars(assumed.livingExpenseFloorPerDependantMonthly, { cents: "if-any" })} for each dependant. This is our estimate, not a lender's benchmark. If a partner without an income shares your household, include their costs in the living expenses you enter.`,
  `Each credit card counts as a repayment of ${String(assumed.creditCardLimitMonthlyPercent)} % of its limit every month, used or not.`,
  `Lenders test the loan at its rate plus ${bufferText(assumptions.assessmentBuffer)}, and at no less than ${String(assumed.assessmentRateFloorPercent)} % a year. The amount you could borrow is the loan whose monthly repayment at that rate over your term uses all of what is left each month.`,
  `We flag debt (this loan plus your card limits) at ${String(assumed.highDebtToIncomeRatio)} times gross yearly income or more, the level APRA limits banks' lending at. Other debts' balances are not asked for, so they are not in that figure.`,
  "Each lender has its own policy, so what they offer can be more or less than this estimate.",
];

/** The Borrowing Power calculator (/bpc): the loan a lender might offer on the household's income and outgoings. */
export function BorrowingPowerCalculator(props: BorrowingPowerProps) {
  const { borrowingPowerRate, assessmentBuffer } = props.assumptions;
  const { text, change, form } = useCalculatorQuery(borrowingPowerDefaults(figureText(borrowingPowerRate)));
  const result = calculateBorrowingPower(enteredNumbers(text), {
    bufferPercentagePoints: assessmentBuffer.value,
  });
  const assumptions = borrowingPowerAssumptions(props);
  const sources = figureSources(borrowingPowerRate, assessmentBuffer);
  const figures = result.ok ? result : undefined;
  const field = wireFields({ text, change }, result);

  return (
    <>
      <CalculatorLayout
        form={form}
        label="Household income and outgoings"
        inputs={
          <>
            <AmountField label="Your income a year, before tax" prefix="$" {...field("income")} />
            <AmountField
              label="Second applicant's income a year, before tax (0 if none)"
              prefix="$"
              {...field("income2")}
            />
            <AmountField label="Other income a year, such as rent" prefix="$" {...field("other")} />
            <AmountField label="Dependants" {...field("dependants")} />
            <AmountField label="Living expenses a month" prefix="$" {...field("expenses")} />
            <AmountField label="Repayments on other debts a month" prefix="$" {...field("commitments")} />
            <AmountField label="Credit card limits, in total" prefix="$" {...field("cards")} />
            <AmountField label="Interest rate (% a year)" suffix="%" {...field("rate")} />
            <AmountField label="Loan term" suffix="years" {...field("years")} />
          </>
        }
        results={
          <>
            <ResultFigure
              caption="You could borrow"
              value={dollarsOrDash(figures?.borrowingPower)}
              note={
                figures?.noLoanReason ??
                (figures &&
                  `Rounded down to the dollar. Assessed at ${String(figures.assessmentRatePercent)} % a year, as lenders test it.`)
              }
            />
            <ResultFigure
              caption="Monthly repayment"
              value={dollarsOrDash(figures?.monthlyRepayment)}
              note={
                figures &&
                `On that amount at ${String(enteredNumber(text.rate))} % a year over ${String(enteredNumber(text.years))} years, principal and interest.`
              }
            />
            {figures?.highDebtToIncome && (
              <p
                role="note"
                className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-slate-100"
              >
                <strong>High debt for your income.</strong> This loan and your card limits come to{" "}
                {String(figures.debtToIncome)} times your yearly income. Since February 2026 banks may make only a
                limited share of loans at {String(assumed.highDebtToIncomeRatio)} times income or more, so fewer lenders
                may offer this much. A broker can find those that will.
              </p>
            )}
            {figures && (
              <div>
                <h2 className="text-sm font-semibold text-slate-900 dark:text-white">How the month adds up</h2>
                <ResultLine caption="Income after tax" value={formatDollars(figures.netMonthlyIncome)} />
                <ResultLine
                  caption="Living expenses"
                  value={minusDollars(figures.livingExpenses.used)}
                  note={livingExpensesNote(figures)}
                />
                <ResultLine caption="Credit cards" value={minusDollars(figures.cardRepayments)} />
                <ResultLine caption="Other debts" value={minusDollars(figures.otherCommitments)} />
                <ResultLine caption="Left for a home loan" value={signedDollars(figures.monthlySurplus)} emphasis />
              </div>
            )}
            {/* The report says which figures are estimates, as the page does below. */}
            <ScenarioActions
              scenario={figures && borrowingPowerScenario(text, figures)}
              assumptions={[...assumptions, ...(figures?.estimates ?? [])]}
              sources={sources}
            />
          </>
        }
      />
      {figures && <EstimateNotes estimates={figures.estimates} />}
      <AssumptionList items={assumptions} sources={sources} />
    </>
  );
}
