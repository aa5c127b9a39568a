/**
 * A calculator's report (issue 15, "A report to keep"): the visitor's
 * scenario as a PDF they can keep, with who we are, the date, every input and
 * result as the page showed them, how we worked them out, the link that brings
 * the calculator back with the same figures, and the general-information warning.
 *
 * On demand (*.lazy.ts): ScenarioActions loads this module, and pdf-lib with
 * it, only when a visitor asks for a report.
 */
import { scenarioCalculatorName, scenarioLinkOn } from "../../../contracts/calculator-scenario-handoff.ts";
import type { CalculatorScenario } from "../../../contracts/calculator-scenario.ts";
import { brand, type Brand } from "#app/content/brand.ts";
import { calculatorPageCopy } from "#app/content/calculators.ts";
import { paths } from "#app/content/site-paths.ts";
import { formatAustralianDate } from "#app/lib/australian-date.ts";
import { buildPdf, type PdfTextDocument } from "#app/lib/pdf-document.lazy.ts";
import type { CalculatorSource } from "./calculator-form-kit.tsx";

export interface CalculatorReportInput {
  scenario: CalculatorScenario;
  /** The calculator's assumptions, as its page lists them. */
  assumptions: readonly string[];
  sources?: readonly CalculatorSource[] | undefined;
  /** The day the report is made, "YYYY-MM-DD". */
  today: string;
}

/** Wide enough for the longest label a calculator's form shows, leaving the figures their own column. */
const LABEL_COLUMN = 240;

/**
 * The report as a document. The link is on our public site (the brand's
 * address), never the address the page happens to be served from, so a
 * report printed from a preview or a saved page still leads to the calculator.
 */
export function composeCalculatorReport(
  { scenario, assumptions, sources = [], today }: CalculatorReportInput,
  brandFacts: Brand = brand,
): PdfTextDocument {
  const calculator = scenarioCalculatorName(scenario);
  const date = formatAustralianDate(today);
  const licence = `Australian Credit Licence ${brandFacts.australianCreditLicence}`;
  const site = brandFacts.siteUrl.replace(/\/+$/, "");
  return {
    title: calculator,
    masthead: [
      brandFacts.name,
      `Phone ${brandFacts.phone.display} | ${brandFacts.email} | ${site}`,
      licence,
      `Report prepared on ${date}`,
    ],
    blocks: [
      { kind: "heading", text: "Your details" },
      { kind: "fields", rows: scenario.inputs, labelWidth: LABEL_COLUMN },
      { kind: "heading", text: "Results" },
      { kind: "fields", rows: scenario.results, labelWidth: LABEL_COLUMN },
      { kind: "heading", text: "See these figures again" },
      { kind: "paragraph", text: "This link opens the calculator with your figures, to check them or try others:" },
      { kind: "link", text: scenarioLinkOn(site, scenario), href: scenarioLinkOn(site, scenario) },
      { kind: "heading", text: "How we work it out" },
      { kind: "bullets", items: assumptions },
      ...(sources.length > 0
        ? [
            { kind: "subheading", text: "Sources" } as const,
            {
              kind: "fields",
              rows: sources.map((source) => ({ label: source.label, value: source.url, href: source.url })),
              labelWidth: LABEL_COLUMN,
            } as const,
          ]
        : []),
      { kind: "heading", text: "General information" },
      { kind: "paragraph", text: calculatorPageCopy.disclaimer },
      {
        kind: "paragraph",
        text: `To talk these figures through with a broker, call us on ${brandFacts.phone.display} or send an inquiry at ${site}${paths.inquiry}.`,
      },
    ],
    footer: `${brandFacts.name} | ${licence} | ${calculator} report, ${date} | General information only`,
    metadata: {
      title: `${calculator} report - ${brandFacts.name}`,
      author: brandFacts.legalName,
      subject: `Figures from the ${calculator} of ${brandFacts.name} on ${date}: general information, not credit advice.`,
      keywords: [calculator, brandFacts.name, licence],
      creator: `${brandFacts.name} website (${site})`,
      language: "en-AU",
    },
  };
}

/** The report as a PDF file's bytes. */
export function buildCalculatorReport(input: CalculatorReportInput, brandFacts: Brand = brand): Promise<Uint8Array> {
  return buildPdf(composeCalculatorReport(input, brandFacts));
}
