import type { ComponentType } from "react";
import { calculatorPageCopy, type CalculatorDisplay } from "#app/content/calculators.ts";
import { brand } from "#app/content/brand.ts";
import { talkToBrokerLink } from "#app/content/navigation.ts";
import type { PageCopy } from "#app/content/pages.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { Island } from "#app/ui/island.tsx";
import { PageBanner } from "#app/ui/page-banner.tsx";
import { PhoneLink } from "#app/ui/phone-link.tsx";
import { EmbeddedCalculatorFrame } from "./embedded-calculator-frame.tsx";

interface CalculatorPageProps<Props extends object> {
  copy: PageCopy;
  /** Ours or the provider's frame, from content/calculators.ts. */
  display: CalculatorDisplay;
  /** Our calculator, shown unless the display says "embedded": the page's island, by its name in app/islands.ts. */
  island: string;
  calculator: ComponentType<Props>;
  /**
   * What the island is drawn with, written into the page: the lending
   * assumptions it uses, as the version being rendered has them, so a publish
   * changes them without rebuilding its code (decision 017).
   */
  props: Props;
}

function NeedsJavaScript() {
  return (
    <p className="mb-8 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-800 dark:border-amber-700 dark:bg-amber-950/40 dark:text-slate-200">
      {calculatorPageCopy.needsJavaScript.beforePhone} <PhoneLink phone={brand.phone} />
      {calculatorPageCopy.needsJavaScript.afterPhone}
    </p>
  );
}

/** The frame every calculator sits in: title banner, the calculator, and the way to a broker. */
export function CalculatorPage<Props extends object>({
  copy,
  display,
  island,
  calculator,
  props,
}: CalculatorPageProps<Props>) {
  return (
    <>
      <PageBanner heading={copy.heading} eyebrow={calculatorPageCopy.eyebrow}>
        <p>{copy.description}</p>
      </PageBanner>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        {/* The form shows without JavaScript, but nothing works its figures out: then, and if its
            code cannot be loaded, one line above it says so (the island's fallback). It wakes at
            load, not when the visitor reaches for it: woken by a field's focus, its hydration
            delayed the first key typed (INP, decision 016's addendum). */}
        {display.show === "embedded" ? (
          <EmbeddedCalculatorFrame frame={display.frame} />
        ) : (
          <Island name={island} component={calculator} props={props} wake="load" fallback={<NeedsJavaScript />} />
        )}
        <p className="mt-10 text-sm text-slate-600 dark:text-slate-400">{calculatorPageCopy.disclaimer}</p>
        <div className="mt-6">
          <ButtonLink to={talkToBrokerLink.to}>{talkToBrokerLink.label}</ButtonLink>
        </div>
      </div>
    </>
  );
}
