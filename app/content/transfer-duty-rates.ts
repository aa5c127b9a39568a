/**
 * Transfer (stamp) duty rates, concessions, surcharges and registration fees for
 * the eight states and territories: THE one place these figures live.
 *
 * Each jurisdiction holds rule sets keyed by the date they took effect (contract
 * date, oldest first); the calculator uses the latest set on or before the
 * contract date. To add next year's rates, add a set with its `effectiveFrom`,
 * its sources, and `estimated(...)` on any figure not read at the office itself.
 *
 * "Read" dates below are when we read our stored copy of the page (2026-11-21),
 * followed by the page's own date where it shows one. Where only second-hand
 * copies were found, the rule is `estimated` and says so in words for the visitor.
 * No 2026-27 figure could be read at any office; where a rule is known to change
 * each 1 July (NSW indexation, ACT budget, TAS's first home exemption ending
 * 30 June 2026) a 2026-07-01 set carries the latest figures, marked as estimates.
 */
import {
  CONFIRMED,
  type DutyScale,
  estimated,
  type FeeRule,
  type FirstHomeRule,
  type HomeScale,
  type SourceRef,
  type TransferDutyRates,
  type TransferDutyRuleSet,
} from "./transfer-duty-rule-types.ts";

const TRANSFER_FEE_NOT_INCLUDED =
  "Government fees assume one mortgage over one title. The land registry's fee to register the transfer is not included, as we could not confirm its current amount; your conveyancer will add it.";

/**
 * Mortgage registration fees, 2025-26. Second-hand: finder.com.au "What are mortgage
 * registration fees" (headed 2025/26; read 2026-11-21), agreeing with Unloan's
 * "What are government fees" (site2.unloan.com.au/learn/what-are-government-fees, undated; read 2026-11-21).
 * No land registry's own 2025-26 or 2026-27 schedule was found.
 */
function mortgageFee(amount: number, note?: string): FeeRule {
  return {
    name: "Mortgage registration fee",
    amount,
    certainty: estimated(
      "The mortgage registration fee is the 2025-26 amount as published by lenders and comparison sites; land registries change their fees each 1 July.",
    ),
    ...(note ? { note } : {}),
  };
}

const FEE_SOURCE: SourceRef = {
  label: "Mortgage registration fees 2025-26 (finder.com.au)",
  url: "https://www.finder.com.au/home-loans/what-are-mortgage-registration-fees",
};

// ── New South Wales ────────────────────────────────────────────────────────────

/**
 * General rate from 1 July 2025 (Duties Act 1997 (NSW) s32, thresholds indexed to
 * Sydney CPI each 1 July). revenue.nsw.gov.au/taxes-duties-levies-royalties/transfer-duty
 * states the indexing but its table was not readable in our copy (read 2026-11-21).
 * Figures from midmountainslegal.com.au ("From 1 July 2025 … Image source: Revenue NSW")
 * and feasly.com.au/guides/stamp-duty-calculator-nsw (2025-26), which agree (read 2026-11-21).
 *
 * Premium property duty (s32A): $7 per $100 over the premium threshold. Revenue NSW's
 * Contracts for sale of land and transfers guide §10 gives 2024-25 as $182,390 plus $7
 * per $100 over $3,636,000 (read 2026-11-21). 2025-26 not found: the threshold has been
 * three times the top general threshold ($3,636,000 = 3 × $1,212,000 in 2024-25), so we
 * use 3 × $1,240,000 = $3,720,000, base = general duty there (50,212 + 5.50 × 24,800).
 */
const NSW_GENERAL_2025: DutyScale = {
  name: "General transfer duty rate",
  units: "per100OrPart",
  rounding: "cent",
  minimum: 20,
  brackets: [
    { from: 0, kind: "marginal", base: 0, ratePer100: 1.25 },
    { from: 17_000, kind: "marginal", base: 212, ratePer100: 1.5 },
    { from: 37_000, kind: "marginal", base: 512, ratePer100: 1.75 },
    { from: 99_000, kind: "marginal", base: 1_597, ratePer100: 3.5 },
    { from: 372_000, kind: "marginal", base: 11_152, ratePer100: 4.5 },
    { from: 1_240_000, kind: "marginal", base: 50_212, ratePer100: 5.5 },
    {
      from: 3_720_000,
      kind: "marginal",
      base: 186_612,
      ratePer100: 7,
      certainty: estimated(
        "Premium property duty above $3,720,000 is our estimate of the 2025-26 threshold (Revenue NSW published $3,636,000 for 2024-25).",
      ),
    },
  ],
  certainty: estimated(
    "NSW's 2025-26 duty thresholds come from copies of Revenue NSW's table that agree with each other; we could not read the table at Revenue NSW itself.",
  ),
};

/**
 * First Home Buyers Assistance Scheme, contracts from 1 July 2023: homes exempt up to
 * $800,000, reduced duty to under $1,000,000; vacant land exempt up to $350,000, reduced
 * to under $450,000. Second-hand: patrislegal.com.au/first-home-buyer-scheme (updated
 * 04/04/2025), psnews.com.au (the Treasurer's announcement), rosannyrealty.com.au quoting
 * Revenue NSW (all read 2026-11-21). The reduced-duty formula was not found; NSW's earlier
 * first home schemes charged a flat rate per $100 over the exemption threshold that meets
 * full duty at the top (Revenue NSW's First Home Plus One tables: $525,000 at 100 % works
 * out to 22,490 × 25,000/100,000 = $5,623), so we model that straight line.
 */
const NSW_FIRST_HOME_CERTAINTY = estimated(
  "NSW's first home thresholds come from the NSW Government's announcement and conveyancers' copies, and the reduced duty between the thresholds is our straight-line model of Revenue NSW's formula, which we could not read.",
);

const NSW_FIRST_HOME_HOME: FirstHomeRule = {
  kind: "lineToDutyAt",
  name: "First Home Buyers Assistance Scheme",
  exemptUpTo: 800_000,
  fullDutyFrom: 1_000_000,
  certainty: NSW_FIRST_HOME_CERTAINTY,
  note: "First home buyers pay no duty on a home up to $800,000 and reduced duty up to $1,000,000.",
};

const NSW_2025: TransferDutyRuleSet = {
  effectiveFrom: "2025-07-01",
  general: NSW_GENERAL_2025,
  firstHome: {
    established: NSW_FIRST_HOME_HOME,
    new: NSW_FIRST_HOME_HOME,
    vacant: {
      kind: "lineToDutyAt",
      name: "First Home Buyers Assistance Scheme (vacant land)",
      exemptUpTo: 350_000,
      fullDutyFrom: 450_000,
      certainty: NSW_FIRST_HOME_CERTAINTY,
      note: "First home buyers pay no duty on vacant land to build on up to $350,000 and reduced duty up to $450,000.",
    },
  },
  foreignFirstHomeNote:
    "NSW's first home scheme needs at least one buyer to be an Australian citizen or permanent resident, so none is applied for a foreign purchaser.",
  // Surcharge purchaser duty: 9 % of the dutiable value from 1 January 2025 (8 % before):
  // Revenue NSW's surcharge purchaser duty page (revenue.nsw.gov.au/…/surcharge-purchaser-duty,
  // read in late 2025 for reference §3.1). The transfer duty page (read 2026-11-21) says it is
  // charged on the dutiable value, on top of transfer duty.
  foreignSurcharge: { kind: "rate", name: "Surcharge purchaser duty", ratePercent: 9, certainty: CONFIRMED },
  fees: [mortgageFee(175.7)],
  notes: [TRANSFER_FEE_NOT_INCLUDED],
  sources: [
    {
      label: "Revenue NSW: Transfer duty",
      url: "https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/transfer-duty",
    },
    {
      label: "Revenue NSW: Premium property duty (guide §10)",
      url: "https://www.revenue.nsw.gov.au/property-professionals-resource-centre/duties-guides/contracts-for-sale-of-land-and-transfers",
    },
    {
      label: "Revenue NSW: First home buyers",
      url: "https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/transfer-duty/first-home-buyers",
    },
    {
      label: "First Home Buyers Assistance Scheme as summarised by Patris Legal",
      url: "https://www.patrislegal.com.au/first-home-buyer-scheme",
    },
    {
      label: "NSW 2025-26 rates as copied by feasly.com.au",
      url: "https://www.feasly.com.au/guides/stamp-duty-calculator-nsw",
    },
    FEE_SOURCE,
  ],
};

/**
 * 2026-27: Revenue NSW indexes the thresholds each 1 July, but the 2026-27 amounts
 * were not found (searched 2026-11-21). Until they are read, 2025-26 amounts stand,
 * said so to the visitor: indexing raises thresholds, so these may overstate duty a little.
 */
const NSW_2026: TransferDutyRuleSet = {
  ...NSW_2025,
  effectiveFrom: "2026-07-01",
  general: {
    ...NSW_GENERAL_2025,
    certainty: estimated(
      "NSW indexes its duty thresholds each 1 July and we could not read the 2026-27 amounts, so the 2025-26 amounts are used; they may overstate the duty slightly.",
    ),
  },
};

// ── Victoria ───────────────────────────────────────────────────────────────────

/**
 * General rates, contracts on or after 1 July 2021 (Duties Act 2000 (Vic)), exact
 * percentages, not per $100 or part. sro.vic.gov.au/rates-taxes-duties-and-levies/
 * general-land-transfer-duty-property-current-rates (page updated 11 Dec 2025; read for
 * reference §3.2): 1.4 % to $25,000; $350 + 2.4 % to $130,000; $2,870 + 6 % to $960,000;
 * 5.5 % of the whole value to $2,000,000; $110,000 + 6.5 % above.
 */
const VIC_GENERAL: DutyScale = {
  name: "General land transfer duty rate",
  units: "exact",
  rounding: "cent",
  brackets: [
    { from: 0, kind: "marginal", base: 0, ratePer100: 1.4 },
    { from: 25_000, kind: "marginal", base: 350, ratePer100: 2.4 },
    { from: 130_000, kind: "marginal", base: 2_870, ratePer100: 6 },
    { from: 960_000, kind: "wholeValue", ratePer100: 5.5 },
    { from: 2_000_000, kind: "marginal", base: 110_000, ratePer100: 6.5 },
  ],
  certainty: CONFIRMED,
};

/**
 * Principal place of residence concession, value up to $550,000: SRO Victoria's
 * "principal place of residence current rates" page (sro.vic.gov.au/…/principal-place-residence-current-rates,
 * read for reference §3.2): $2,870 + 5 % over $130,000 to $440,000; $18,370 + 6 % over
 * $440,000 to $550,000. SRO's worked examples: $400,000 → $16,370, $550,000 → $24,970.
 */
const VIC_PPR: DutyScale = {
  name: "Principal place of residence concession rate",
  units: "exact",
  rounding: "cent",
  brackets: [
    { from: 0, kind: "marginal", base: 0, ratePer100: 1.4 },
    { from: 25_000, kind: "marginal", base: 350, ratePer100: 2.4 },
    { from: 130_000, kind: "marginal", base: 2_870, ratePer100: 5 },
    { from: 440_000, kind: "marginal", base: 18_370, ratePer100: 6 },
  ],
  certainty: CONFIRMED,
};

/**
 * First home buyer exemption or concession, contracts from 1 July 2017:
 * sro.vic.gov.au/land-transfer-duty/first-home-buyer-duty-exemption-or-concession (read
 * 2026-11-21): no duty up to $600,000; reduced duty $600,001–$750,000; new or established
 * home, or vacant land to build a first home on. The formula is Duties Act 2000 s57JA(3)
 * (austlii.edu.au/au/legis/vic/consol_act/da200093/s57ja.html, read 2026-11-21): A the
 * dutiable value, B the duty but for the concession; the formula itself is an image our
 * copy could not show. We use B × (A − 600,000) / 150,000, the only line through nil at
 * $600,000 and full duty at $750,000, which public calculators also use.
 */
const VIC_FIRST_HOME: FirstHomeRule = {
  kind: "scaledDuty",
  name: "First home buyer duty exemption or concession",
  exemptUpTo: 600_000,
  fullDutyFrom: 750_000,
  certainty: CONFIRMED,
  taperCertainty: estimated(
    "Victoria's reduced duty for first homes from $600,001 to $750,000 uses the sliding scale public calculators use; we could not read the formula in the Act itself.",
  ),
  note: "First home buyers pay no duty up to $600,000 and reduced duty up to $750,000.",
};

const VIC_2025: TransferDutyRuleSet = {
  effectiveFrom: "2025-07-01",
  general: VIC_GENERAL,
  home: {
    scale: VIC_PPR,
    kinds: ["established", "new"],
    // The concession is for homes over $130,000 (SRO's PPR rates start there); below it the
    // rates are the general ones, so the general rate is named.
    over: 130_000,
    upTo: 550_000,
    note: "The principal place of residence concession applies because you will live in the home.",
    excludedKindNote:
      "Victoria's principal place of residence concession is for a home, so it is not applied to vacant land.",
    aboveUpToNote: "Victoria's principal place of residence concession stops at $550,000, so general rates apply.",
  },
  firstHome: { established: VIC_FIRST_HOME, new: VIC_FIRST_HOME, vacant: VIC_FIRST_HOME },
  foreignFirstHomeNote:
    "Victoria's first home concession needs buyers who are Australian citizens or permanent residents, so none is applied for a foreign purchaser.",
  // Foreign purchaser additional duty: 8 % (Duties Act 2000 (Vic) s28A, since 1 July 2019;
  // austlii s28A, read for reference §3.2).
  foreignSurcharge: { kind: "rate", name: "Foreign purchaser additional duty", ratePercent: 8, certainty: CONFIRMED },
  fees: [mortgageFee(125.7, "Lodged electronically (PEXA); a paper mortgage costs more.")],
  notes: [TRANSFER_FEE_NOT_INCLUDED],
  sources: [
    {
      label: "SRO Victoria: General land transfer duty rates",
      url: "https://www.sro.vic.gov.au/rates-taxes-duties-and-levies/general-land-transfer-duty-property-current-rates",
    },
    {
      label: "SRO Victoria: Land transfer duty calculator",
      url: "https://www.sro.vic.gov.au/calculators/land-transfer-calculator",
    },
    {
      label: "SRO Victoria: First home buyer duty exemption or concession",
      url: "https://www.sro.vic.gov.au/land-transfer-duty/first-home-buyer-duty-exemption-or-concession",
    },
    {
      label: "Duties Act 2000 (Vic) s57JA",
      url: "https://www.austlii.edu.au/cgi-bin/viewdoc/au/legis/vic/consol_act/da200093/s57ja.html",
    },
    {
      label: "Duties Act 2000 (Vic) s28A",
      url: "https://www.austlii.edu.au/cgi-bin/viewdoc/au/legis/vic/consol_act/da200093/s28a.html",
    },
    FEE_SOURCE,
  ],
};

// ── Queensland ─────────────────────────────────────────────────────────────────

/**
 * Transfer duty rate: qro.qld.gov.au/duties/transfer-duty/calculate/rates (read for
 * reference §3.3): nil to $5,000; $1.50 per $100 over $5,000 to $75,000; $1,050 + $3.50
 * to $540,000; $17,325 + $4.50 to $1,000,000; $38,025 + $5.75 above. QRO's example:
 * $365,400 → 1,050 + 2,904 × 3.50 = $11,214.
 */
const QLD_GENERAL: DutyScale = {
  name: "Transfer duty rate",
  units: "per100OrPart",
  rounding: "cent",
  brackets: [
    { from: 0, kind: "marginal", base: 0, ratePer100: 0 },
    { from: 5_000, kind: "marginal", base: 0, ratePer100: 1.5 },
    { from: 75_000, kind: "marginal", base: 1_050, ratePer100: 3.5 },
    { from: 540_000, kind: "marginal", base: 17_325, ratePer100: 4.5 },
    { from: 1_000_000, kind: "marginal", base: 38_025, ratePer100: 5.75 },
  ],
  certainty: CONFIRMED,
};

/**
 * Home concession rate: qro.qld.gov.au/duties/transfer-duty/calculate/concession-rates
 * (read 2026-11-21): $1.00 per $100 to $350,000; $3,500 + $3.50 to $540,000; $10,150 +
 * $4.50 to $1,000,000; $30,850 + $5.75 above. The same page: additional foreign acquirer
 * duty 8 %; first home concession = home concession rate less the first home concession amount.
 */
const QLD_HOME: DutyScale = {
  name: "Home concession rate",
  units: "per100OrPart",
  rounding: "cent",
  brackets: [
    { from: 0, kind: "marginal", base: 0, ratePer100: 1 },
    { from: 350_000, kind: "marginal", base: 3_500, ratePer100: 3.5 },
    { from: 540_000, kind: "marginal", base: 10_150, ratePer100: 4.5 },
    { from: 1_000_000, kind: "marginal", base: 30_850, ratePer100: 5.75 },
  ],
  certainty: CONFIRMED,
};

/**
 * First home concession (established home), from 9 June 2024: QRO's first home page
 * (qro.qld.gov.au/duties/transfer-duty/concessions/homes/first-home, read 2026-11-21) says
 * it applies under $800,000 and saves up to $24,525. Concession amounts by $10,000 band
 * from QRO's table as copied by goconveyancing.com.au (04/09/2025; reference §3.3):
 * under $710,000 → $17,350 (the home concession duty at $700,000, so nil duty to there),
 * then $1,735 less for each band, to $1,735 for $790,000–$799,999.99.
 */
const QLD_FIRST_HOME_BANDS = Array.from({ length: 10 }, (_, band) => ({
  below: 710_000 + band * 10_000,
  amount: 17_350 - band * 1_735,
}));

const QLD_2025: TransferDutyRuleSet = {
  effectiveFrom: "2025-07-01",
  general: QLD_GENERAL,
  home: {
    scale: QLD_HOME,
    kinds: ["established", "new"],
    note: "The home concession rate applies because you will live in the home.",
    excludedKindNote:
      "Queensland's home concession is for a home you live in, so vacant land pays the transfer duty rate unless a first home concession applies.",
  },
  firstHome: {
    established: {
      kind: "reductionBands",
      name: "First home concession",
      bands: QLD_FIRST_HOME_BANDS,
      certainty: CONFIRMED,
      taperCertainty: estimated(
        "Queensland's first home concession amounts between $700,000 and $800,000 come from a conveyancer's copy of the Queensland Revenue Office's table.",
      ),
      note: "First home buyers pay no duty on an established home up to $700,000 and reduced duty under $800,000.",
    },
    // Contracts from 1 May 2025: first home buyers of a new home or vacant land to build
    // one get a full concession, no value cap (qro.qld.gov.au/duties/transfer-duty/concessions;
    // read for reference §3.3).
    new: {
      kind: "exempt",
      name: "First home (new home) concession",
      certainty: CONFIRMED,
      note: "From 1 May 2025, first home buyers of a new home pay no transfer duty, whatever its value.",
    },
    vacant: {
      kind: "exempt",
      name: "First home vacant land concession",
      certainty: CONFIRMED,
      note: "From 1 May 2025, first home buyers of vacant land to build a new home on pay no transfer duty, whatever its value.",
    },
  },
  foreignFirstHomeNote:
    "We have not applied a first home concession for a foreign purchaser; in Queensland a foreign person who meets the other rules can still claim one, so ask us.",
  // Additional foreign acquirer duty 8 % from 1 July 2024 (concession-rates page above, read 2026-11-21).
  foreignSurcharge: { kind: "rate", name: "Additional foreign acquirer duty", ratePercent: 8, certainty: CONFIRMED },
  fees: [mortgageFee(238.14)],
  notes: [TRANSFER_FEE_NOT_INCLUDED],
  sources: [
    {
      label: "Queensland Revenue Office: Transfer duty rates",
      url: "https://qro.qld.gov.au/duties/transfer-duty/calculate/rates/",
    },
    {
      label: "Queensland Revenue Office: Home concession rates",
      url: "https://qro.qld.gov.au/duties/transfer-duty/calculate/concession-rates/",
    },
    {
      label: "Queensland Revenue Office: First home concession",
      url: "https://qro.qld.gov.au/duties/transfer-duty/concessions/homes/first-home/",
    },
    {
      label: "Queensland Revenue Office: Concessions",
      url: "https://qro.qld.gov.au/duties/transfer-duty/concessions/",
    },
    FEE_SOURCE,
  ],
};

// ── Western Australia ──────────────────────────────────────────────────────────

/**
 * General (residential) rate; since 1 July 2022 the general rate equals the former
 * residential rate (Vision Abacus WA pages). wa.gov.au's transfer-duty-assessment page
 * (undated mirror, read 2026-11-21) describes the rates but its table was cut off in our
 * copy. Figures as reiwa.com.au, financecalculators.app and Vision Abacus give them (read
 * 2026-11-21): $1.90 per $100 to $120,000; $2,280 + $2.85 to $150,000; $3,135 + $3.80 to
 * $360,000; $11,115 + $4.75 to $725,000; $28,453 + $5.15 above. They fit RevenueWA's own
 * first home owner rate, which meets them at $700,000 ($27,260 against $27,265).
 */
const WA_GENERAL: DutyScale = {
  name: "General rate of transfer duty",
  units: "per100OrPart",
  rounding: "cent",
  brackets: [
    { from: 0, kind: "marginal", base: 0, ratePer100: 1.9 },
    { from: 120_000, kind: "marginal", base: 2_280, ratePer100: 2.85 },
    { from: 150_000, kind: "marginal", base: 3_135, ratePer100: 3.8 },
    { from: 360_000, kind: "marginal", base: 11_115, ratePer100: 4.75 },
    { from: 725_000, kind: "marginal", base: 28_453, ratePer100: 5.15 },
  ],
  certainty: estimated(
    "Western Australia's general duty rates come from copies of RevenueWA's table that agree with each other; we could not read the table at RevenueWA itself.",
  ),
};

/**
 * Concessional rate for a principal place of residence valued at $200,000 or less (s147):
 * $1.50 per $100 to $120,000; $1,800 + $4.04 over $120,000 (reiwa.com.au and Vision Abacus,
 * read 2026-11-21; finance.wa.gov.au's archived Assessment of Duty page names the rate
 * and its $200,000 limit). It is claimed, so a buyer pays whichever of it and the general
 * rate is less.
 */
const WA_CONCESSIONAL: DutyScale = {
  name: "Concessional rate (home up to $200,000)",
  units: "per100OrPart",
  rounding: "cent",
  brackets: [
    { from: 0, kind: "marginal", base: 0, ratePer100: 1.5 },
    { from: 120_000, kind: "marginal", base: 1_800, ratePer100: 4.04 },
  ],
  certainty: estimated(
    "Western Australia's concessional rate for homes up to $200,000 comes from copies of RevenueWA's table.",
  ),
};

/**
 * First home owner rate, transactions from 21 March 2025:
 * wa.gov.au/government/announcements/changes-the-first-home-owner-rate-of-duty-and-the-the-plan-duty-concession
 * (read 2026-11-21): homes nil to $500,000, then $13.63 per $100 over $500,000 to $700,000
 * in Perth and Peel ($11.90 to $750,000 elsewhere); vacant land nil to $350,000, then
 * $15.39 per $100 over $350,000 to $450,000.
 *
 * We do not ask where the home is, so we use the Perth and Peel rate. Elsewhere a first
 * home buyer pays less between $500,000 and $750,000 ($11.90 per $100 meets the general
 * rate just under $750,000), so across that band the figure is flagged as an estimate.
 */
const WA_FIRST_HOME_HOME: FirstHomeRule = {
  kind: "ratePer100Over",
  name: "First home owner rate of duty",
  exemptUpTo: 500_000,
  upTo: 700_000,
  ratePer100: 13.63,
  certainty: CONFIRMED,
  bandCertainty: {
    over: 500_000,
    upTo: 750_000,
    certainty: estimated(
      "We use the Perth and Peel first home rate; elsewhere in WA first home buyers pay less between $500,000 and $750,000.",
    ),
  },
  note: "We used the Perth and Peel first home owner rate (no duty to $500,000, reduced duty to $700,000); elsewhere in WA reduced duty runs to $750,000 at $11.90 per $100.",
};

const WA_2025: TransferDutyRuleSet = {
  effectiveFrom: "2025-07-01",
  general: WA_GENERAL,
  home: {
    scale: WA_CONCESSIONAL,
    kinds: ["established", "new"],
    upTo: 200_000,
    note: "The concessional rate for a home you live in applies, as it is less than the general rate at this price.",
  },
  firstHome: {
    established: WA_FIRST_HOME_HOME,
    new: WA_FIRST_HOME_HOME,
    vacant: {
      kind: "ratePer100Over",
      name: "First home owner rate of duty (vacant land)",
      exemptUpTo: 350_000,
      upTo: 450_000,
      ratePer100: 15.39,
      certainty: CONFIRMED,
      note: "First home owners pay no duty on vacant land to build on up to $350,000 and reduced duty up to $450,000.",
    },
  },
  foreignFirstHomeNote:
    "We have not applied Western Australia's first home owner rate for a foreign purchaser, as it needs the buyer to qualify for the First Home Owner Grant.",
  // Foreign buyers duty 7 % from 1 January 2019 (wa.gov.au foreign buyers duty declaration
  // page, read for reference §3.4).
  foreignSurcharge: { kind: "rate", name: "Foreign buyers duty", ratePercent: 7, certainty: CONFIRMED },
  fees: [mortgageFee(216.6)],
  notes: [TRANSFER_FEE_NOT_INCLUDED],
  sources: [
    {
      label: "WA Government: Transfer duty assessment",
      url: "https://www.wa.gov.au/organisation/department-of-finance/transfer-duty-assessment",
    },
    {
      label: "WA Government: Changes to the first home owner rate of duty (21 March 2025)",
      url: "https://www.wa.gov.au/government/announcements/changes-the-first-home-owner-rate-of-duty-and-the-the-plan-duty-concession",
    },
    {
      label: "WA rates as copied by financecalculators.app",
      url: "https://financecalculators.app/stamp-duty-guide/wa",
    },
    FEE_SOURCE,
  ],
};

// ── South Australia ────────────────────────────────────────────────────────────

/**
 * Conveyance rates: revenuesa.sa.gov.au/stamp-duty-land/rate-of-stamp-duty (read for
 * reference §3.5), $1 per $100 to $12,000 … $21,330 + $5.50 per $100 over $500,000.
 */
const SA_GENERAL: DutyScale = {
  name: "Stamp duty on conveyances",
  units: "per100OrPart",
  rounding: "cent",
  brackets: [
    { from: 0, kind: "marginal", base: 0, ratePer100: 1 },
    { from: 12_000, kind: "marginal", base: 120, ratePer100: 2 },
    { from: 30_000, kind: "marginal", base: 480, ratePer100: 3 },
    { from: 50_000, kind: "marginal", base: 1_080, ratePer100: 3.5 },
    { from: 100_000, kind: "marginal", base: 2_830, ratePer100: 4 },
    { from: 200_000, kind: "marginal", base: 6_830, ratePer100: 4.25 },
    { from: 250_000, kind: "marginal", base: 8_955, ratePer100: 4.75 },
    { from: 300_000, kind: "marginal", base: 11_330, ratePer100: 5 },
    { from: 500_000, kind: "marginal", base: 21_330, ratePer100: 5.5 },
  ],
  certainty: CONFIRMED,
};

/**
 * First home buyer relief: revenuesa.sa.gov.au/stamp-duty-land/first-home-buyer-relief
 * (read 2026-11-21): the 2024-25 Budget removed the value cap for contracts to buy a new
 * home or vacant land from 6 June 2024; established homes are not eligible.
 */
const SA_2025: TransferDutyRuleSet = {
  effectiveFrom: "2025-07-01",
  general: SA_GENERAL,
  firstHome: {
    established: {
      kind: "none",
      note: "South Australia's first home buyer relief is for new homes and vacant land to build on, not established homes.",
    },
    new: {
      kind: "exempt",
      name: "First home buyer relief (new home)",
      certainty: CONFIRMED,
      note: "First home buyers of a new home pay no stamp duty, whatever its value.",
    },
    vacant: {
      kind: "exempt",
      name: "First home buyer relief (vacant land)",
      certainty: CONFIRMED,
      note: "First home buyers of vacant land to build a home on pay no stamp duty, whatever its value.",
    },
  },
  foreignFirstHomeNote:
    "South Australia's first home buyer relief needs at least one buyer to be an Australian citizen or permanent resident, so none is applied for a foreign purchaser.",
  // Foreign ownership surcharge 7 % from 1 January 2018
  // (revenuesa.sa.gov.au/taxes-and-duties/foreign-ownership-surcharge, read for reference §3.5).
  foreignSurcharge: { kind: "rate", name: "Foreign ownership surcharge", ratePercent: 7, certainty: CONFIRMED },
  fees: [mortgageFee(198)],
  notes: [TRANSFER_FEE_NOT_INCLUDED],
  sources: [
    {
      label: "RevenueSA: Rate of stamp duty",
      url: "https://www.revenuesa.sa.gov.au/stamp-duty-land/rate-of-stamp-duty",
    },
    {
      label: "RevenueSA: First home buyer relief",
      url: "https://revenuesa.sa.gov.au/stamp-duty-land/first-home-buyer-relief",
    },
    {
      label: "RevenueSA: Foreign ownership surcharge",
      url: "https://www.revenuesa.sa.gov.au/taxes-and-duties/foreign-ownership-surcharge",
    },
    FEE_SOURCE,
  ],
};

// ── Tasmania ───────────────────────────────────────────────────────────────────

/**
 * Rates for transfers on or after 21 October 2013 (still current):
 * sro.tas.gov.au/property-transfer-duties/rates-of-duty (read for reference §3.6):
 * $50 to $3,000; $50 + $1.75 per $100 over $3,000 … $27,810 + $4.50 over $725,000.
 */
const TAS_GENERAL: DutyScale = {
  name: "Property transfer duty",
  units: "per100OrPart",
  rounding: "cent",
  brackets: [
    { from: 0, kind: "marginal", base: 50, ratePer100: 0 },
    { from: 3_000, kind: "marginal", base: 50, ratePer100: 1.75 },
    { from: 25_000, kind: "marginal", base: 435, ratePer100: 2.25 },
    { from: 75_000, kind: "marginal", base: 1_560, ratePer100: 3.5 },
    { from: 200_000, kind: "marginal", base: 5_935, ratePer100: 4 },
    { from: 375_000, kind: "marginal", base: 12_935, ratePer100: 4.25 },
    { from: 725_000, kind: "marginal", base: 27_810, ratePer100: 4.5 },
  ],
  certainty: CONFIRMED,
};

/**
 * First home buyers of established homes: exemption for a dutiable value of $750,000 or
 * less, for purchases (transfers) between 18 February 2024 and 30 June 2026 inclusive.
 * sro.tas.gov.au/property-transfer-duties/concessions-exemptions/first-home-buyers-of-established-homes-duty-relief
 * and concessions.tas.gov.au (read 2026-11-21). SRO Tasmania keys it to the transfer
 * (settlement) date, not the contract date.
 */
const TAS_FIRST_HOME_2025: Extract<FirstHomeRule, { kind: "exemptUpTo" }> = {
  kind: "exemptUpTo",
  name: "First home buyers of established homes duty exemption",
  exemptUpTo: 750_000,
  certainty: CONFIRMED,
  note: "First home buyers of an established home worth $750,000 or less pay no duty. Tasmania applies this by the date the transfer settles.",
};

const TAS_2025: TransferDutyRuleSet = {
  effectiveFrom: "2025-07-01",
  general: TAS_GENERAL,
  firstHome: {
    established: TAS_FIRST_HOME_2025,
    new: {
      kind: "none",
      note: "Tasmania's first home duty exemption is for established homes; buyers of a new home may get the First Home Owner Grant instead.",
    },
    vacant: { kind: "none", note: "Tasmania has no first home duty exemption for vacant land." },
  },
  foreignFirstHomeNote:
    "Tasmania's first home exemption needs at least one buyer to be an Australian citizen or permanent resident, so none is applied for a foreign purchaser.",
  // Foreign investor duty surcharge 8 % on residential land, agreements from 1 April 2020
  // (SRO Tasmania's rates of surcharge page, sro.tas.gov.au/…/rates-of-surcharge, read for reference §3.6).
  foreignSurcharge: { kind: "rate", name: "Foreign investor duty surcharge", ratePercent: 8, certainty: CONFIRMED },
  fees: [mortgageFee(163.3)],
  notes: [TRANSFER_FEE_NOT_INCLUDED],
  sources: [
    { label: "SRO Tasmania: Rates of duty", url: "https://www.sro.tas.gov.au/property-transfer-duties/rates-of-duty" },
    {
      label: "SRO Tasmania: First home buyers of established homes duty relief",
      url: "https://www.sro.tas.gov.au/property-transfer-duties/concessions-exemptions/first-home-buyers-of-established-homes-duty-relief",
    },
    FEE_SOURCE,
  ],
};

/**
 * 2026-27: the exemption was legislated to 30 June 2026. Tasmania's 2025-26 Budget
 * (29 May 2025; regfollower.com, read 2026-11-21) named removing stamp duty for first home
 * buyers of existing homes up to $750,000 as its key measure, but no extension past
 * 30 June 2026 could be confirmed. We keep it, marked as an estimate.
 */
const TAS_2026: TransferDutyRuleSet = {
  ...TAS_2025,
  effectiveFrom: "2026-07-01",
  firstHome: {
    ...TAS_2025.firstHome,
    established: {
      ...TAS_FIRST_HOME_2025,
      certainty: estimated(
        "Tasmania's first home exemption was legislated to 30 June 2026; we could not confirm that it continues, so check with SRO Tasmania before relying on it.",
      ),
    },
  },
  sources: [
    ...TAS_2025.sources,
    {
      label: "Tasmania 2025-26 Budget (regfollower.com)",
      url: "https://regfollower.com/australia-tasmania-unveils-2025-26-budget-abolishes-stamp-duty-for-first-home-buyers",
    },
  ],
};

// ── Australian Capital Territory ───────────────────────────────────────────────

/**
 * Non-owner-occupier (investor) rates, 2024-25, as financecalculators.app and
 * money.com.au copy them (read 2026-11-21): $1.20 per $100 to $200,000; $2,400 + $2.20 to
 * $300,000; $4,600 + $3.40 to $500,000; $11,400 + $4.32 to $750,000; $22,200 + $5.90 to
 * $1,000,000; $36,950 + $6.40 to $1,454,999; from $1,455,000 a flat $4.54 per $100 of the
 * whole value. revenue.act.gov.au's non-commercial-transfer-duty page in our copy shows
 * only 2023-24.
 *
 * The step down at $1,455,000 is the published schedule, not a typing error: the bracket
 * below gives $36,950 + 4,550 × $6.40 = $66,070 at $1,454,999, and the flat rate gives
 * 14,550 × $4.54 = $66,057 at $1,455,000, $13 less. We keep the figures as published. It
 * is the only place in any schedule we hold where dearer property pays less duty, so the
 * property test that duty never falls as the price rises (transfer-duty.properties.test.ts,
 * `allowedFall`) excepts exactly this: up to $13, in the ACT, across $1,455,000. Anywhere
 * else a fall is a mistake in the data. transfer-duty-rates.test.ts pins the $13.
 */
const ACT_NON_OWNER_OCCUPIER: DutyScale = {
  name: "Non-owner-occupier rate",
  units: "per100OrPart",
  rounding: "cent",
  brackets: [
    { from: 0, kind: "marginal", base: 0, ratePer100: 1.2 },
    { from: 200_000, kind: "marginal", base: 2_400, ratePer100: 2.2 },
    { from: 300_000, kind: "marginal", base: 4_600, ratePer100: 3.4 },
    { from: 500_000, kind: "marginal", base: 11_400, ratePer100: 4.32 },
    { from: 750_000, kind: "marginal", base: 22_200, ratePer100: 5.9 },
    { from: 1_000_000, kind: "marginal", base: 36_950, ratePer100: 6.4 },
    { from: 1_455_000, includesFrom: true, kind: "wholeValue", ratePer100: 4.54 },
  ],
  certainty: estimated(
    "The ACT's duty rates for buyers who will not live in the property are the 2024-25 rates as copied by comparison sites; we could not confirm the current ones.",
  ),
};

/**
 * Eligible owner-occupier rates from 1 July 2025: the ACT 2025-26 Budget cut the rate on
 * the first $260,000 to $0.28 per $100 (from $0.40); upper brackets unchanged
 * (regfollower.com and feasly.com.au, read 2026-11-21). Check: this scale gives exactly
 * $35,238 at $1,020,000, the published 2025-26 Home Buyer Concession Scheme cap.
 */
const ACT_OWNER_OCCUPIER: DutyScale = {
  name: "Eligible owner-occupier rate",
  units: "per100OrPart",
  rounding: "cent",
  brackets: [
    { from: 0, kind: "marginal", base: 0, ratePer100: 0.28 },
    { from: 260_000, kind: "marginal", base: 728, ratePer100: 2.2 },
    { from: 300_000, kind: "marginal", base: 1_608, ratePer100: 3.4 },
    { from: 500_000, kind: "marginal", base: 8_408, ratePer100: 4.32 },
    { from: 750_000, kind: "marginal", base: 19_208, ratePer100: 5.9 },
    { from: 1_000_000, kind: "marginal", base: 33_958, ratePer100: 6.4 },
    { from: 1_455_000, includesFrom: true, kind: "wholeValue", ratePer100: 4.54 },
  ],
  certainty: estimated(
    "The ACT's owner-occupier rates are from the 2025-26 Budget as reported; they agree exactly with the published concession cap, but we could not read them at the ACT Revenue Office.",
  ),
};

/**
 * Home Buyer Concession Scheme from 1 July 2025: no duty up to $1,020,000; above it the
 * concession is capped at $35,238 (KPMG Tax News Flash 24 June 2025; regfollower.com; read
 * 2026-11-21). Income-tested; open to buyers who have not owned property for five years,
 * not only first home buyers (revenue.act.gov.au/home-buyer-assistance, read 2026-11-21).
 */
const ACT_HBCS_2025: Extract<FirstHomeRule, { kind: "cappedReduction" }> = {
  kind: "cappedReduction",
  name: "Home Buyer Concession Scheme",
  exemptUpTo: 1_020_000,
  cap: 35_238,
  certainty: estimated(
    "The ACT's Home Buyer Concession Scheme threshold and cap are from the 2025-26 Budget as reported.",
  ),
  note: "The ACT's Home Buyer Concession Scheme is income-tested and also open to buyers who have not owned property for five years; we assume you qualify.",
};

const ACT_HOME_2025: HomeScale = {
  scale: ACT_OWNER_OCCUPIER,
  kinds: ["established", "new", "vacant"],
  note: "The owner-occupier rate applies because you will live in the home.",
};

const ACT_2025: TransferDutyRuleSet = {
  effectiveFrom: "2025-07-01",
  general: ACT_NON_OWNER_OCCUPIER,
  home: ACT_HOME_2025,
  firstHome: { established: ACT_HBCS_2025, new: ACT_HBCS_2025, vacant: ACT_HBCS_2025 },
  foreignFirstHomeNote:
    "We have not applied the ACT's Home Buyer Concession Scheme for a foreign purchaser; ask us whether you qualify.",
  // No foreign purchaser duty surcharge: feasly.com.au and other third parties (read
  // 2026-11-21); the ACT charges foreign owners a land tax surcharge instead.
  foreignSurcharge: {
    kind: "none",
    note: "The ACT charges no foreign purchaser surcharge on duty; foreign owners pay a land tax surcharge instead.",
    certainty: estimated(
      "That the ACT charges no foreign purchaser duty surcharge comes from third-party guides, not the ACT Revenue Office.",
    ),
  },
  fees: [mortgageFee(178)],
  notes: [TRANSFER_FEE_NOT_INCLUDED],
  sources: [
    {
      label: "ACT Revenue Office: Non-commercial transfer duty",
      url: "https://www.revenue.act.gov.au/duties/conveyance-duty/non-commercial-transfer-duty",
    },
    {
      label: "ACT Revenue Office: Home Buyer Concession Scheme",
      url: "https://www.revenue.act.gov.au/home-buyer-assistance/home-buyer-concession-scheme",
    },
    {
      label: "KPMG: ACT 2025-26 Budget conveyance duty concessions",
      url: "https://kpmg.com/us/en/taxnewsflash/news/2025/06/tnf-australia-conveyance-duty-concessions-in-2025-2026-budget-australian-capital-territory.html",
    },
    {
      label: "ACT 2025-26 Budget (regfollower.com)",
      url: "https://regfollower.com/australia-capital-territory-announces-2025-26-budget-includes-conveyance-duty-concessions",
    },
    FEE_SOURCE,
  ],
};

/**
 * 2026-27: the ACT sets new duty rates and concession thresholds each 1 July with its
 * budget; the 2026-27 figures were not found (searched 2026-11-21), so 2025-26 stands.
 */
const ACT_2026_REASON =
  "The ACT sets new duty rates each 1 July and we could not find the 2026-27 ones, so the 2025-26 rates are used.";

const ACT_HBCS_2026: FirstHomeRule = {
  ...ACT_HBCS_2025,
  certainty: estimated(
    "The ACT sets its Home Buyer Concession Scheme threshold each 1 July and we could not find the 2026-27 one, so the 2025-26 threshold and cap are used.",
  ),
};

const ACT_2026: TransferDutyRuleSet = {
  ...ACT_2025,
  effectiveFrom: "2026-07-01",
  general: { ...ACT_NON_OWNER_OCCUPIER, certainty: estimated(ACT_2026_REASON) },
  home: { ...ACT_HOME_2025, scale: { ...ACT_OWNER_OCCUPIER, certainty: estimated(ACT_2026_REASON) } },
  firstHome: { established: ACT_HBCS_2026, new: ACT_HBCS_2026, vacant: ACT_HBCS_2026 },
};

// ── Northern Territory ─────────────────────────────────────────────────────────

/**
 * Stamp Duty Act 1978 (NT): up to $525,000, D = 0.06571441·V² + 15·V with V the value in
 * thousands; over $525,000 and under $3,000,000, 4.95 % of the value (NT Government: formula
 * and its examples $400,000 → $16,514.30 … $700,000 → $34,650 on nt.gov.au and
 * treasury.nt.gov.au, read for reference §3.8). 5.75 % from $3,000,000 and 5.95 % from
 * $5,000,000 as investmentpropertycalculator.com.au and money.com.au give them (read
 * 2026-11-21; an older copy shows 5.45 % from $3,000,000).
 */
const NT_TOP_TIERS = estimated(
  "The Northern Territory's rates from $3,000,000 come from third-party copies; we could not read them at the Territory Revenue Office.",
);

const NT_GENERAL: DutyScale = {
  name: "Stamp duty on conveyances",
  units: "exact",
  rounding: "down5Cents",
  brackets: [
    { from: 0, kind: "quadratic", perThousandSquared: 0.06571441, perThousand: 15 },
    { from: 525_000, kind: "wholeValue", ratePer100: 4.95 },
    { from: 3_000_000, includesFrom: true, kind: "wholeValue", ratePer100: 5.75, certainty: NT_TOP_TIERS },
    { from: 5_000_000, includesFrom: true, kind: "wholeValue", ratePer100: 5.95, certainty: NT_TOP_TIERS },
  ],
  certainty: CONFIRMED,
};

const NT_NO_FIRST_HOME: FirstHomeRule = {
  kind: "none",
  note: "The Northern Territory has no first home duty concession; ask us about the HomeGrown Territory grant and the House and Land Package Exemption.",
};

const NT_2025: TransferDutyRuleSet = {
  effectiveFrom: "2025-07-01",
  general: NT_GENERAL,
  firstHome: { established: NT_NO_FIRST_HOME, new: NT_NO_FIRST_HOME, vacant: NT_NO_FIRST_HOME },
  foreignFirstHomeNote: "The Northern Territory has no first home duty concession.",
  // No foreign buyer surcharge: feasly.com.au NT guide (11 December 2025) and calcwidgets.com (read 2026-11-21).
  foreignSurcharge: {
    kind: "none",
    note: "The Northern Territory charges no foreign purchaser surcharge.",
    certainty: estimated(
      "That the Northern Territory charges no foreign purchaser surcharge comes from third-party guides, not the Territory Revenue Office.",
    ),
  },
  fees: [mortgageFee(176, "Add $69 for each extra title.")],
  notes: [TRANSFER_FEE_NOT_INCLUDED],
  sources: [
    {
      label: "Territory Revenue Office: Stamp duty questions",
      url: "https://treasury.nt.gov.au/dtf/territory-revenue-office/stamp-duty/frequently-asked-questions-stamp-duty",
    },
    {
      label: "NT rates as copied by investmentpropertycalculator.com.au",
      url: "https://www.investmentpropertycalculator.com.au/online-NT-stamp-duty-calculator.php",
    },
    FEE_SOURCE,
  ],
};

export const transferDutyRates: TransferDutyRates = {
  NSW: { ruleSets: [NSW_2025, NSW_2026] },
  VIC: { ruleSets: [VIC_2025] },
  QLD: { ruleSets: [QLD_2025] },
  WA: { ruleSets: [WA_2025] },
  SA: { ruleSets: [SA_2025] },
  TAS: { ruleSets: [TAS_2025, TAS_2026] },
  ACT: { ruleSets: [ACT_2025, ACT_2026] },
  NT: { ruleSets: [NT_2025] },
};
