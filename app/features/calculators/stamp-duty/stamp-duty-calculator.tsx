import { formatDollars } from "#app/lib/money-format.ts";
import { calculateTransferDuty } from "#app/features/calculators/maths/transfer-duty.ts";
import { formatAustralianDate } from "#app/lib/australian-date.ts";
import { useToday } from "#app/lib/use-today.ts";
import {
  AmountField,
  AssumptionList,
  CalculatorLayout,
  EstimateNotes,
  ChoiceField,
  wireFields,
  ResultFigure,
  ResultLine,
  SelectField,
} from "../calculator-form-kit.tsx";
import { DutyBreakdownChart } from "./duty-breakdown-chart.tsx";
import { enteredNumber } from "../entered-number.ts";
import { dollarsOrDash, minusDollars } from "../result-format.ts";
import { ScenarioActions } from "../scenario-actions.tsx";
import { PROPERTY_CHOICES, STATE_CHOICES, USE_CHOICES, YES_NO_CHOICES } from "../stamp-duty-choices.ts";
import { stampDutyScenario, surchargeRate } from "./stamp-duty-scenario.ts";
import { useCalculatorQuery } from "../use-calculator-query.ts";

/** What /sdc shows with no query: the prerendered page's figures. */
export const STAMP_DUTY_DEFAULTS = {
  state: "NSW",
  price: "750000",
  use: "home",
  first: "0",
  property: "established",
  foreign: "0",
} as const;

/** How /sdc works its figures out, in the page's words and the report's; the notes are the chosen state's own. */
function stampDutyAssumptions(stateNotes: readonly string[]): string[] {
  return [
    "Duty is worked out on the price you enter. Revenue offices charge it on the price or the market value, whichever is higher.",
    "First home concessions apply only to a home you will live in, and we assume you meet the other conditions (such as living there within a year and the price caps). Foreign purchasers are assumed not to qualify.",
    ...stateNotes,
    "Government fees are the land registry's fees, such as registering the mortgage; each one included is listed above. Your conveyancer and lender charge their own fees on top.",
  ];
}

const estimateNote = (estimate: boolean) => (estimate ? "Estimate: see below." : undefined);

/** The Stamp Duty calculator (/sdc): transfer duty, any surcharge and the government fees, by state and buyer. */
export function StampDutyCalculator() {
  const { text, change, form } = useCalculatorQuery(STAMP_DUTY_DEFAULTS);
  const today = useToday();
  const result = calculateTransferDuty({ ...text, price: enteredNumber(text.price) }, today);
  const figures = result.ok ? result : undefined;
  const field = wireFields({ text, change }, result);
  const assumptions = stampDutyAssumptions(figures?.notes ?? []);

  return (
    <>
      <CalculatorLayout
        form={form}
        label="Property purchase details"
        inputs={
          <>
            <SelectField label="State or territory" options={STATE_CHOICES} {...field("state")} />
            <AmountField label="Property price" prefix="$" {...field("price")} />
            <ChoiceField legend="How you will use it" options={USE_CHOICES} {...field("use")} />
            <ChoiceField legend="Your first home?" options={YES_NO_CHOICES} {...field("first")} />
            <ChoiceField legend="Type of property" options={PROPERTY_CHOICES} {...field("property")} />
            <ChoiceField legend="Foreign purchaser?" options={YES_NO_CHOICES} {...field("foreign")} />
          </>
        }
        results={
          <>
            <ResultFigure
              caption="Transfer duty"
              value={dollarsOrDash(figures?.transferDuty)}
              note={
                figures && [figures.scaleName, estimateNote(figures.transferDutyEstimate)].filter(Boolean).join(". ")
              }
            />
            <div>
              {figures?.concession && (
                <ResultLine
                  caption={figures.concession.name}
                  value={minusDollars(figures.concession.amount)}
                  note={`Taken off duty of ${formatDollars(figures.dutyBeforeConcessions)}; the transfer duty above is after it.`}
                />
              )}
              <ResultLine
                caption={figures?.surcharge?.name ?? "Foreign purchaser surcharge"}
                value={dollarsOrDash(figures ? (figures.surcharge?.amount ?? 0) : undefined)}
                note={
                  figures?.surcharge &&
                  [`${surchargeRate(figures.surcharge)}.`, estimateNote(figures.surcharge.estimate)]
                    .filter(Boolean)
                    .join(" ")
                }
              />
              {figures?.fees.map((fee) => (
                <ResultLine
                  key={fee.name}
                  caption={fee.name}
                  value={formatDollars(fee.amount)}
                  note={[fee.note, estimateNote(fee.estimate)].filter(Boolean).join(" ") || undefined}
                />
              ))}
              <ResultLine caption="Total" value={dollarsOrDash(figures?.total)} emphasis />
            </div>
            {figures && (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {figures.jurisdictionName}'s rates and fees as they stand from{" "}
                {formatAustralianDate(figures.ratesEffectiveFrom)}, applied to a contract signed on{" "}
                {formatAustralianDate(today)}.
              </p>
            )}
            {/* The report says which figures are estimates, as the page does below. */}
            <ScenarioActions
              scenario={figures && stampDutyScenario(text, figures)}
              assumptions={[...assumptions, ...(figures?.estimates ?? [])]}
              sources={figures?.sources}
            />
          </>
        }
      />
      {figures && (
        <DutyBreakdownChart
          total={figures.total}
          parts={[
            { name: "Transfer duty", amount: figures.transferDuty },
            ...(figures.surcharge ? [{ name: figures.surcharge.name, amount: figures.surcharge.amount }] : []),
            { name: "Government fees", amount: figures.fees.reduce((sum, fee) => sum + fee.amount, 0) },
          ]}
        />
      )}
      {figures && <EstimateNotes estimates={figures.estimates} />}
      <AssumptionList items={assumptions} sources={figures?.sources} />
    </>
  );
}
