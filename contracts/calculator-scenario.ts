/**
 * A calculator scenario: what a visitor worked out on one of our calculators,
 * carried with their inquiry so the broker calls back already knowing the
 * numbers (issue 15). The calculator builds it, the inquiry form shows and
 * posts it as one extra field, and the lead server validates it with this same
 * schema before storing it with the lead. Every part is bounded: it is text a
 * stranger sends us, and it ends up in e-mails, exports and the staff inbox.
 */
import { z } from "zod";
import { FRAGMENT_KEY, scenarioCalculators, type ScenarioCalculatorId } from "./calculator-scenario-handoff.ts";

// What a calculator page needs to hand a scenario on lives in calculator-scenario-handoff.ts,
// free of zod, so a calculator's first download does not carry the validator.
export {
  SCENARIO_FIELD,
  scenarioCalculatorName,
  scenarioCalculators,
  scenarioFieldValue,
  scenarioFragment,
  scenarioLinkOn,
  type ScenarioCalculatorId,
} from "./calculator-scenario-handoff.ts";

// Zod compiles validators with `new Function` unless told not to, and our CSP forbids eval (see lead-forms.ts).
z.config({ jitless: true });

const calculatorIds = Object.keys(scenarioCalculators) as [ScenarioCalculatorId, ...ScenarioCalculatorId[]];

/** The bounds: a scenario is a few dozen short lines, never a document. */
export const SCENARIO_LIMITS = {
  /** Inputs, and results, each. */
  lines: 24,
  label: 80,
  value: 160,
  link: 1000,
  /** The field's whole JSON text, checked before it is parsed. */
  json: 8000,
} as const;

/**
 * Controls (C0, C1), format characters (zero-width spaces and joiners, the
 * left-to-right and right-to-left marks, the bidirectional overrides and
 * isolates, the byte-order mark) and the line and paragraph separators (a line
 * break to a mail reader: a value could forge a line of its own in the
 * e-mail's text). None is part of a label or a figure, and each can make a
 * line read differently from what it holds.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * A web or e-mail address in a label or a figure. No calculator writes one,
 * and the lines are shown under our name (the inquiry page, the broker's
 * e-mail, the inbox): the one link a scenario has is `link`, on our own site.
 * A name with a dot before two letters or more ("pay.example") counts, as
 * mail readers turn it into a link; a figure ("6.25") or "e.g." does not.
 */
const ADDRESS_LIKE = /:\/\/|www\.|@|[\p{L}\p{N}-]\.\p{L}{2,}/iu;

const lineText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !INVISIBLE.test(text), "no control or invisible characters")
    .refine((text) => !ADDRESS_LIKE.test(text), "no web or e-mail addresses");

const scenarioLine = z.strictObject({
  label: lineText(SCENARIO_LIMITS.label),
  value: lineText(SCENARIO_LIMITS.value),
});

/**
 * The link that recreates the scenario: the calculator's own path and a query
 * as URLSearchParams writes it. Only a path, never an origin: whoever shows
 * it (the e-mail, the inbox) puts our own site's address in front, so a
 * scenario can never smuggle a link to somewhere else.
 */
const QUERY = /^(?:\?[\w.~%&=+*-]*)?$/;

export const calculatorScenarioSchema = z
  .strictObject({
    calculator: z.enum(calculatorIds),
    link: z.string().max(SCENARIO_LIMITS.link),
    inputs: z.array(scenarioLine).min(1).max(SCENARIO_LIMITS.lines),
    results: z.array(scenarioLine).min(1).max(SCENARIO_LIMITS.lines),
  })
  .refine(
    ({ calculator, link }) => {
      const { path } = scenarioCalculators[calculator];
      return link.startsWith(path) && QUERY.test(link.slice(path.length));
    },
    { message: "The link must be the calculator's own page", path: ["link"] },
  );

export type CalculatorScenario = z.output<typeof calculatorScenarioSchema>;
export type ScenarioLine = CalculatorScenario["inputs"][number];

/** Why a scenario sent with an inquiry was not kept (logged, never with its content). */
export type ScenarioDropReason = "too-large" | "not-json" | "invalid";

export type ScenarioReading = { ok: true; scenario: CalculatorScenario } | { ok: false; reason: ScenarioDropReason };

/** Reads the scenario field's JSON text; an empty field is no scenario (null). */
export function readScenarioField(text: string | undefined): ScenarioReading | null {
  if (text === undefined || text.trim() === "") return null;
  if (text.length > SCENARIO_LIMITS.json) return { ok: false, reason: "too-large" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: "not-json" };
  }
  const parsed = calculatorScenarioSchema.safeParse(value);
  return parsed.success ? { ok: true, scenario: parsed.data } : { ok: false, reason: "invalid" };
}

/** The scenario in a page's fragment (`location.hash`), or null when there is none or it will not do. */
export function scenarioFromFragment(hash: string): CalculatorScenario | null {
  const prefix = `#${FRAGMENT_KEY}=`;
  if (!hash.startsWith(prefix)) return null;
  let text: string;
  try {
    text = decodeURIComponent(hash.slice(prefix.length));
  } catch {
    return null;
  }
  const reading = readScenarioField(text);
  return reading?.ok ? reading.scenario : null;
}

/**
 * The enquiry type the inquiry form preselects for a scenario, where it is
 * obvious (issue 15): a refinance is a Refinance; a first-home stamp duty
 * scenario is a First Home. The visitor can change it.
 */
export function suggestedEnquiryType(
  scenario: Pick<CalculatorScenario, "calculator" | "link">,
): "Refinance" | "First Home" | undefined {
  if (scenario.calculator === "refinance") return "Refinance";
  if (scenario.calculator === "sdc") {
    const query = new URLSearchParams(scenario.link.split("?")[1] ?? "");
    if (query.get("first") === "1") return "First Home";
  }
  return undefined;
}
