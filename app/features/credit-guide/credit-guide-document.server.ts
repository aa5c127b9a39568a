/**
 * Turns the brand facts, the guide's wording and the top lenders into one
 * plain document model (headings, paragraphs, lists, label/value rows) that
 * the PDF layout draws. Every brand fact in the guide comes in here, through
 * the `brandFacts` argument, so the PDF always says what the site says.
 */
import { formatOpeningHours, formatPostalAddress, type Brand } from "#app/content/brand.ts";
import type { CommissionRange, CreditGuide } from "#app/content/credit-guide.ts";
import { formatAustralianDate, parseIsoDate } from "#app/lib/australian-date.ts";
import { formatDollars } from "#app/lib/money-format.ts";
import type { PdfBlock, PdfTextDocument } from "#app/lib/pdf-document.lazy.ts";

/** A block of the guide: the shared PDF typesetter's blocks. */
export type GuideBlock = PdfBlock;

/** The guide as the typesetter takes it; its creation date is the guide's effective date. */
export type GuideDocument = PdfTextDocument & { metadata: { creationDate: Date } };

/** 0.6 -> "0.60%", 3 -> "3.00%". */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(2)}%`;
}

/** [0.5, 0.7] -> "0.50% to 0.70%"; [0, 1] -> "up to 1.00%"; [0, 0] -> "none". */
export function formatPercentRange([low, high]: readonly [number, number]): string {
  if (high === 0) return "none";
  if (low === 0) return `up to ${formatPercent(high)}`;
  if (low === high) return formatPercent(low);
  return `${formatPercent(low)} to ${formatPercent(high)}`;
}

function describeRange(range: CommissionRange): string {
  const trail = formatPercentRange(range.trailPercentPerYear);
  return `${range.lenderType}: upfront ${formatPercentRange(range.upfrontPercent)} of the amount drawn down; trail ${
    trail === "none" ? "none" : `${trail} a year of the balance owing`
  }.`;
}

/** The example is running text: "$3,000", not "$3,000.00", but the cents where there are any. */
const IN_TEXT = { cents: "if-any" } as const;

function commissionExample(guide: CreditGuide): string {
  const { loanAmount, upfrontPercent, trailPercentPerYear, averageBalanceFirstYear } = guide.commissions.example;
  const upfront = (loanAmount * upfrontPercent) / 100;
  const trailYear = (averageBalanceFirstYear * trailPercentPerYear) / 100;
  return (
    `For example, if you draw down ${formatDollars(loanAmount, IN_TEXT)} and the lender's upfront rate is ${formatPercent(upfrontPercent)}, ` +
    `the upfront commission is ${formatDollars(loanAmount, IN_TEXT)} × ${formatPercent(upfrontPercent)} = ${formatDollars(upfront, IN_TEXT)}. ` +
    `If the trail rate is ${formatPercent(trailPercentPerYear)} a year and the balance owing averages ${formatDollars(averageBalanceFirstYear, IN_TEXT)} ` +
    `over the first year, the trail for that year is ${formatDollars(averageBalanceFirstYear, IN_TEXT)} × ${formatPercent(trailPercentPerYear)} = ` +
    `${formatDollars(trailYear, IN_TEXT)}, about ${formatDollars(trailYear / 12, IN_TEXT)} a month. The trail falls as you repay the loan.`
  );
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** The full address of the site's privacy policy, e.g. "https://www.example.com.au/privacy". */
export function privacyPolicyUrl(brandFacts: Brand, guide: CreditGuide): string {
  return `${brandFacts.siteUrl.replace(/\/+$/, "")}${guide.privacy.policyPath}`;
}

/** The site address as printed: no scheme, no trailing slash. */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, "").replace(/\/+$/, "");
}

export function composeCreditGuide(brandFacts: Brand, guide: CreditGuide, lenders: readonly string[]): GuideDocument {
  if (lenders.length === 0) throw new Error("The credit guide must name the lenders we deal with most (s113(2)(f)).");
  if (lenders.length > 6) throw new Error(`The credit guide names the top 6 lenders, got ${lenders.length}.`);

  const effective = formatAustralianDate(guide.effectiveDate);
  const licence = `Australian Credit Licence ${brandFacts.australianCreditLicence}`;
  const postal = formatPostalAddress(brandFacts.postalAddress);
  const hours = brandFacts.openingHours
    // "Sun closed" reads better mid-line than "Sun Closed"; times have no letters.
    .map((entry) => `${entry.days} ${formatOpeningHours(entry).toLowerCase()}`)
    .join(", ");
  const { complaints, afca } = guide;

  const blocks: GuideBlock[] = [
    { kind: "subheading", text: "How to contact us" },
    {
      kind: "fields",
      rows: [
        { label: "Phone", value: brandFacts.phone.display, href: `tel:${brandFacts.phone.e164}` },
        { label: "Email", value: brandFacts.email, href: `mailto:${brandFacts.email}` },
        { label: "Post", value: postal },
        { label: "Website", value: displayUrl(brandFacts.siteUrl), href: brandFacts.siteUrl },
        { label: "Hours", value: hours },
      ],
    },

    { kind: "heading", text: "About this guide" },
    ...guide.about.map((text): GuideBlock => ({ kind: "paragraph", text })),
    {
      kind: "paragraph",
      text: `In this guide "we", "us" and "our" mean ${brandFacts.legalName} (ABN ${brandFacts.abn}), trading as ${brandFacts.name}, ${licence}.`,
    },

    { kind: "heading", text: "Our services" },
    { kind: "paragraph", text: guide.services.intro },
    { kind: "bullets", items: guide.services.offered },
    ...guide.services.notes.map((text): GuideBlock => ({ kind: "paragraph", text })),

    { kind: "heading", text: "Lenders we deal with most" },
    { kind: "paragraph", text: guide.lenders.intro },
    { kind: "numbered", items: lenders },
    { kind: "paragraph", text: guide.lenders.note },

    { kind: "heading", text: "Fees and charges" },
    { kind: "paragraph", text: guide.fees.intro },
    ...guide.fees.items.flatMap((fee): GuideBlock[] => [
      { kind: "subheading", text: fee.name },
      { kind: "paragraph", text: `${fee.whenPayable} ${fee.howWorkedOut}` },
    ]),
    { kind: "paragraph", text: guide.fees.closing },

    { kind: "heading", text: "Commissions" },
    { kind: "paragraph", text: guide.commissions.intro },
    { kind: "subheading", text: "Upfront commission" },
    { kind: "paragraph", text: guide.commissions.upfront },
    { kind: "subheading", text: "Trail commission" },
    { kind: "paragraph", text: guide.commissions.trail },
    { kind: "subheading", text: "What we typically receive" },
    { kind: "paragraph", text: guide.commissions.rangesIntro },
    { kind: "bullets", items: guide.commissions.ranges.map(describeRange) },
    { kind: "subheading", text: "How commission is worked out" },
    { kind: "paragraph", text: commissionExample(guide) },
    { kind: "paragraph", text: guide.commissions.disclosure },
    { kind: "bullets", items: guide.commissions.other },

    { kind: "heading", text: "Referrers" },
    ...guide.referrers.map((text): GuideBlock => ({ kind: "paragraph", text })),

    { kind: "heading", text: "Complaints" },
    { kind: "paragraph", text: complaints.intro },
    { kind: "subheading", text: "Step 1: our internal complaints process" },
    { kind: "numbered", items: complaints.steps },
    {
      kind: "fields",
      rows: [
        { label: "Phone", value: brandFacts.phone.display, href: `tel:${brandFacts.phone.e164}` },
        { label: "Email", value: brandFacts.email, href: `mailto:${brandFacts.email}` },
        { label: "Post", value: `Complaints Officer, ${brandFacts.legalName}, ${postal}` },
      ],
    },
    {
      kind: "paragraph",
      text:
        `We acknowledge your complaint within ${plural(complaints.acknowledgeWithinBusinessDays, "business day")} of receiving it. ` +
        `We give you our final response in writing within ${complaints.finalResponseWithinDays} days (calendar days) of receiving your complaint, ` +
        `with the reasons for our decision and how to take the matter to ${afca.shortName}.`,
    },
    { kind: "paragraph", text: complaints.delays },
    { kind: "subheading", text: `Step 2: the ${afca.name} (${afca.shortName})` },
    { kind: "paragraph", text: afca.description },
    { kind: "paragraph", text: afca.whenToContact },
    {
      kind: "fields",
      rows: [
        { label: "Website", value: afca.website, href: `https://${afca.website}` },
        { label: "Email", value: afca.email, href: `mailto:${afca.email}` },
        { label: "Phone", value: `${afca.phone} (${afca.phoneNote})`, href: `tel:${afca.phone.replace(/\s+/g, "")}` },
        { label: "Post", value: `${afca.name}, ${afca.postalAddress}` },
      ],
    },

    { kind: "heading", text: "Privacy" },
    ...guide.privacy.paragraphs.map((text): GuideBlock => ({ kind: "paragraph", text })),
    {
      kind: "fields",
      rows: [
        { label: "Policy", value: privacyPolicyUrl(brandFacts, guide), href: privacyPolicyUrl(brandFacts, guide) },
        { label: "Questions", value: `${brandFacts.email} or ${brandFacts.phone.display}` },
      ],
    },
  ];

  return {
    title: guide.title,
    masthead: [
      brandFacts.legalName,
      ...(brandFacts.name === brandFacts.legalName ? [] : [`trading as ${brandFacts.name}`]),
      `ABN ${brandFacts.abn}`,
      licence,
      `Effective ${effective}`,
    ],
    blocks,
    footer: `${brandFacts.name} ${guide.title} | ${licence} | Effective ${effective}`,
    metadata: {
      title: `${guide.title} - ${brandFacts.name}`,
      author: brandFacts.legalName,
      subject: `Credit guide of ${brandFacts.legalName}, ${licence}: fees, commissions, lenders, complaints and privacy.`,
      keywords: ["credit guide", brandFacts.name, licence, `ABN ${brandFacts.abn}`],
      creator: `${brandFacts.name} website (${displayUrl(brandFacts.siteUrl)})`,
      language: "en-AU",
      // Midnight UTC on the effective date, so every build writes the same bytes.
      creationDate: parseIsoDate(guide.effectiveDate),
    },
  };
}
