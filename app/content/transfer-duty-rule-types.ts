/**
 * The shape of a revenue office's transfer (stamp) duty rules: the words the
 * rates in transfer-duty-rates.ts are written in. Types and names only; how a
 * scale turns a price into duty is calculator maths
 * (features/calculators/maths/transfer-duty-rules.ts).
 */
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
  | (FirstHomeBase & {
      readonly kind: "ratePer100Over";
      readonly exemptUpTo: number;
      readonly upTo: number;
      readonly ratePer100: number;
    })
  /** No duty up to `exemptUpTo`; then a straight line to the full duty at `fullDutyFrom` (NSW's first home schemes). */
  | (FirstHomeBase & { readonly kind: "lineToDutyAt"; readonly exemptUpTo: number; readonly fullDutyFrom: number })
  /** No duty up to `exemptUpTo`; then the duty times (value − exemptUpTo) / (fullDutyFrom − exemptUpTo) (VIC s57JA). */
  | (FirstHomeBase & { readonly kind: "scaledDuty"; readonly exemptUpTo: number; readonly fullDutyFrom: number })
  /** The duty less an amount set by value band (QLD): the first band whose `below` exceeds the value. */
  | (FirstHomeBase & {
      readonly kind: "reductionBands";
      readonly bands: readonly { readonly below: number; readonly amount: number }[];
    })
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
