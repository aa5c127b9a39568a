/**
 * The shape of a revenue office's transfer (stamp) duty rules, and the pure
 * functions that read a scale. The figures live in app/content/transfer-duty-rates.ts;
 * this file holds only what cannot be data: how a bracket turns a value into duty,
 * and how each office counts and rounds.
 */
import { roundToCents, toWholeCents } from "./money.ts";

export const JURISDICTIONS = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export const JURISDICTION_NAMES: Record<Jurisdiction, string> = {
  NSW: "New South Wales",
  VIC: "Victoria",
  QLD: "Queensland",
  WA: "Western Australia",
  SA: "South Australia",
  TAS: "Tasmania",
  ACT: "Australian Capital Territory",
  NT: "Northern Territory",
};

/** home = you will live in it. */
export const PROPERTY_USES = ["home", "investment"] as const;
export type PropertyUse = (typeof PROPERTY_USES)[number];

/** vacant = vacant land (with use=home, land to build your home on). */
export const PROPERTY_KINDS = ["established", "new", "vacant"] as const;
export type PropertyKind = (typeof PROPERTY_KINDS)[number];

/**
 * Whether a rule was read at the revenue office itself. An estimate carries a
 * sentence, in plain words, that the page shows the visitor.
 */
export type Certainty = { readonly estimate: false } | { readonly estimate: true; readonly reason: string };

export const CONFIRMED: Certainty = { estimate: false };

export function estimated(reason: string): Certainty {
  return { estimate: true, reason };
}

export interface SourceRef {
  readonly label: string;
  readonly url: string;
}

/**
 * Where a bracket starts. Most offices write "over $X", so a bracket applies to
 * values above `from`; a few write "$X and over" (ACT's flat rate, NT's top
 * tiers), which `includesFrom` records.
 */
interface BracketStart {
  readonly from: number;
  readonly includesFrom?: boolean;
  /** Where one bracket rests on a weaker source than the rest of its scale. */
  readonly certainty?: Certainty;
}

export type Bracket =
  /** base + rate per $100 on the value over `from`. */
  | (BracketStart & { readonly kind: "marginal"; readonly base: number; readonly ratePer100: number })
  /** rate per $100 on the whole value (VIC's 5.5 % band, ACT's flat rate, NT's percentage tiers). */
  | (BracketStart & { readonly kind: "wholeValue"; readonly ratePer100: number })
  /** NT: a·v² + b·v dollars, where v is the value in thousands (Stamp Duty Act 1978 (NT) Sch 2). */
  | (BracketStart & { readonly kind: "quadratic"; readonly perThousandSquared: number; readonly perThousand: number });

export interface DutyScale {
  /** What the office calls this rate, for the page (e.g. "Home concession rate"). */
  readonly name: string;
  /**
   * How the office counts the value a rate applies to: each $100 "or part"
   * (rounded up to the next $100), or the exact dollars and cents (VIC's percentages).
   */
  readonly units: "per100OrPart" | "exact";
  /** How the office rounds the duty: to the cent, or down to a multiple of 5 cents (NT's published figures). */
  readonly rounding: "cent" | "down5Cents";
  /** The least duty charged on any dutiable transfer (NSW: $20). */
  readonly minimum?: number;
  /** In ascending order of `from`; the first starts at 0. */
  readonly brackets: readonly Bracket[];
  readonly certainty: Certainty;
}

/** An owner-occupier scale (VIC PPR, QLD home concession, WA concessional rate, ACT owner-occupier). */
export interface HomeScale {
  readonly scale: DutyScale;
  /** The kinds of property it is for. */
  readonly kinds: readonly PropertyKind[];
  /**
   * Applies only to values above this, where the office's concession starts
   * (VIC: over $130,000, below which its rates are the general ones).
   */
  readonly over?: number;
  /** Applies only up to and including this value, if capped. */
  readonly upTo?: number;
  /** Shown when the scale is used. */
  readonly note: string;
  /** Shown when the visitor will live there but the property is of a kind the scale is not for. */
  readonly excludedKindNote?: string;
  /** Shown when the value is over `upTo`. */
  readonly aboveUpToNote?: string;
}

/**
 * Values above `over` and up to `upTo` where a figure is an estimate even though
 * the rule itself is confirmed: WA's first home rate differs by region, and we
 * use the Perth and Peel one.
 */
export interface BandCertainty {
  readonly over: number;
  readonly upTo: number;
  readonly certainty: Certainty;
}

interface FirstHomeBase {
  readonly name: string;
  readonly certainty: Certainty;
  /** Where only the reduced-duty band is unconfirmed (the exemption itself being confirmed). */
  readonly taperCertainty?: Certainty;
  /** Flagged across its band whether or not the rule reduces the duty there. */
  readonly bandCertainty?: BandCertainty;
  readonly note?: string;
}

/** One first home concession, for one kind of property. */
export type FirstHomeRule =
  | { readonly kind: "none"; readonly note: string }
  /** No duty at any value. */
  | (FirstHomeBase & { readonly kind: "exempt" })
  /** No duty up to `exemptUpTo`; full duty above. */
  | (FirstHomeBase & { readonly kind: "exemptUpTo"; readonly exemptUpTo: number })
  /** No duty up to `exemptUpTo`; then a rate per $100 on the value over it, up to `upTo`; full duty above (WA). */
  | (FirstHomeBase & { readonly kind: "ratePer100Over"; readonly exemptUpTo: number; readonly upTo: number; readonly ratePer100: number })
  /** No duty up to `exemptUpTo`; then a straight line to the full duty at `fullDutyFrom` (NSW's first home schemes). */
  | (FirstHomeBase & { readonly kind: "lineToDutyAt"; readonly exemptUpTo: number; readonly fullDutyFrom: number })
  /** No duty up to `exemptUpTo`; then the duty times (value − exemptUpTo) / (fullDutyFrom − exemptUpTo) (VIC s57JA). */
  | (FirstHomeBase & { readonly kind: "scaledDuty"; readonly exemptUpTo: number; readonly fullDutyFrom: number })
  /** The duty less an amount set by value band (QLD): the first band whose `below` exceeds the value. */
  | (FirstHomeBase & { readonly kind: "reductionBands"; readonly bands: readonly { readonly below: number; readonly amount: number }[] })
  /** No duty up to `exemptUpTo`; above it the duty less `cap` (ACT Home Buyer Concession Scheme). */
  | (FirstHomeBase & { readonly kind: "cappedReduction"; readonly exemptUpTo: number; readonly cap: number });

export type SurchargeRule =
  | { readonly kind: "rate"; readonly name: string; readonly ratePercent: number; readonly certainty: Certainty }
  | { readonly kind: "none"; readonly note: string; readonly certainty: Certainty };

export interface FeeRule {
  readonly name: string;
  readonly amount: number;
  readonly certainty: Certainty;
  readonly note?: string;
}

/** Every rule one office applied to contracts from `effectiveFrom` until the next set. */
export interface TransferDutyRuleSet {
  /** ISO date, "YYYY-MM-DD". */
  readonly effectiveFrom: string;
  readonly general: DutyScale;
  readonly home?: HomeScale;
  readonly firstHome: Readonly<Record<PropertyKind, FirstHomeRule>>;
  /** Shown when a foreign purchaser would otherwise get a first home concession. */
  readonly foreignFirstHomeNote: string;
  readonly foreignSurcharge: SurchargeRule;
  readonly fees: readonly FeeRule[];
  /** Always shown with this set's figures. */
  readonly notes: readonly string[];
  readonly sources: readonly SourceRef[];
}

export interface JurisdictionRates {
  /** Oldest first. */
  readonly ruleSets: readonly TransferDutyRuleSet[];
}

export type TransferDutyRates = Readonly<Record<Jurisdiction, JurisdictionRates>>;

function bracketApplies(bracket: Bracket, value: number): boolean {
  return bracket.includesFrom ? value >= bracket.from : value > bracket.from;
}

/** How many $100 the amount counts for: each $100 or part (whole cents, so float noise cannot add a unit), or exactly. */
export function hundreds(amount: number, units: DutyScale["units"]): number {
  if (amount <= 0) return 0;
  return units === "exact" ? amount / 100 : Math.ceil(toWholeCents(amount) / 10_000);
}

/** The bracket a value falls in: the last whose start it has passed, else the first. */
export function bracketFor(scale: DutyScale, value: number): Bracket | undefined {
  return scale.brackets.filter((bracket) => bracketApplies(bracket, value)).at(-1) ?? scale.brackets[0];
}

/** The duty one bracket's formula gives at a value, unrounded. */
export function bracketDuty(bracket: Bracket, value: number, units: DutyScale["units"]): number {
  switch (bracket.kind) {
    case "marginal":
      return bracket.base + bracket.ratePer100 * hundreds(value - bracket.from, units);
    case "wholeValue":
      return bracket.ratePer100 * hundreds(value, units);
    case "quadratic": {
      const thousands = value / 1000;
      return bracket.perThousandSquared * thousands * thousands + bracket.perThousand * thousands;
    }
  }
}

/**
 * Down to a multiple of 5 cents. NT's published examples are its formula cut
 * to 5 cents (reference §3.8: $400,000 → 16,514.3056 → $16,514.30), and so is
 * its calculator's $300,000 → $10,414.25 (10,414.2969; finder.com.au). Twelve
 * significant digits first, so 0.0495 × 650,000 (32,174.999999999996) stays $32,175.
 */
export function downToFiveCents(amount: number): number {
  const cents = Number((amount * 100).toPrecision(12));
  return (Math.floor(cents / 5) * 5) / 100;
}

export function roundDuty(amount: number, rounding: DutyScale["rounding"]): number {
  const safe = Math.max(0, amount);
  return rounding === "down5Cents" ? downToFiveCents(safe) : roundToCents(safe);
}

/** The duty on a value under one scale, rounded as its office rounds. */
export function dutyOnScale(scale: DutyScale, value: number): number {
  const bracket = bracketFor(scale, value);
  if (!bracket || value <= 0) return 0;
  const raw = bracketDuty(bracket, value, scale.units);
  return roundDuty(Math.max(raw, scale.minimum ?? 0), scale.rounding);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written "YYYY-MM-DD". */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string" || !ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/**
 * The latest rule set in force on the date (ISO dates compare as text), or the
 * oldest we hold when the date is before them all, said so by `beforeOldest`.
 */
export function ruleSetOn(
  ruleSets: readonly TransferDutyRuleSet[],
  date: string,
): { readonly ruleSet: TransferDutyRuleSet; readonly beforeOldest: boolean } | null {
  const inForce = ruleSets.filter((set) => set.effectiveFrom <= date).at(-1);
  if (inForce) return { ruleSet: inForce, beforeOldest: false };
  const [oldest] = ruleSets;
  return oldest ? { ruleSet: oldest, beforeOldest: true } : null;
}
