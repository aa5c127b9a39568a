/**
 * The JavaScript each page may download: the kinds of code its visitor uses,
 * by the page's route module (pages.ts's `module`), and which modules make up
 * each kind. The build is checked against it (tests/e2e/page-code.spec.ts):
 * a page fails when what it downloads, on its first visit or later with
 * import(), holds a module of a kind it does not list, when it lists a kind it
 * downloads nothing of, and when it is missing here, so a new page in
 * `sitePages` must say what it shows before its first build passes.
 *
 * Code of no kind may come to any page: the page's one script (app/page-start.ts),
 * and on a page with islands React and the generic building blocks of app/ui
 * and app/lib they share. A page with no island downloads nothing else, so its
 * row is empty (decision 016). Nothing imports this file at run time, so it
 * costs a visitor nothing.
 */

export interface CodeKindModules {
  /** npm packages, by name. */
  packages?: readonly string[];
  /**
   * Project files from the repository's root: a folder ends in "/", `*` stands
   * for any characters of one name and `**` for any folders.
   */
  files?: readonly string[];
  /** Fetched only when a visitor asks for it (`import()` on a click), never on a first visit. */
  onDemand?: true;
}

/**
 * Each kind of code and its modules. A module is of the first kind that names
 * it, so the narrower kinds (a calculator's chart, its report) come before the
 * feature they belong to.
 */
export const codeKinds = {
  /** A calculator's PDF report: on-demand code (*.lazy.ts), pdf-lib and the packages it brings. */
  report: {
    packages: ["pdf-lib", "pako", "tslib", "@pdf-lib/standard-fonts", "@pdf-lib/upng"],
    files: ["**/*.lazy.ts", "**/*.lazy.tsx"],
    onDemand: true,
  },
  chart: { files: ["app/features/calculators/**/*-chart.tsx"] },
  carousel: {
    packages: ["embla-carousel", "embla-carousel-react", "embla-carousel-autoplay", "embla-carousel-reactive-utils"],
    files: ["app/ui/carousel/"],
  },
  /** A calculator's result as the inquiry form carries it: built by calculators, attached by the form. */
  scenario: { files: ["contracts/calculator-scenario.ts", "contracts/calculator-scenario-handoff.ts"] },
  "lead form": {
    packages: ["react-hook-form", "zod", "@hookform/resolvers"],
    files: ["app/features/leads/", "contracts/lead-forms.ts", "contracts/lead-protocol.ts"],
  },
  calculator: {
    files: [
      "app/features/calculators/",
      "app/content/transfer-duty-*.ts",
      "app/content/income-tax-rates.ts",
      "app/content/lending-assumptions.ts",
    ],
  },
  /** The home page's own sections: the hero slider, the counter, its words and pictures. */
  home: { files: ["app/features/home/", "app/content/home.ts", "app/content/slides.ts", "app/content/images/hero-*"] },
  /** The home page's JSON-LD: the business as search engines read it. */
  "business details": { files: ["app/features/seo/business-structured-data.ts"] },
  services: {
    files: [
      "app/features/services/",
      "app/content/services.ts",
      "app/content/service-pages.ts",
      "app/content/service-pages/",
      "app/content/service-page-content.ts",
      "app/content/business-loan-segments.ts",
      "app/content/business-purchase.ts",
      "app/content/images/service-*",
      "app/content/images/step-*",
    ],
  },
  testimonials: { files: ["app/features/testimonials/", "app/content/testimonials.ts"] },
  about: {
    files: [
      "app/features/about/",
      "app/content/about.ts",
      "app/content/team.ts",
      "app/content/lending-partners.ts",
      "app/content/images/about-*",
      "app/content/images/team-*",
    ],
  },
  settlements: {
    packages: ["canvas-confetti"],
    files: [
      "app/features/settlements/",
      "app/content/settlements.ts",
      "app/content/settlements-more.ts",
      "app/content/images/settlement-*",
    ],
  },
  "privacy policy": {
    files: ["app/features/privacy/", "app/content/privacy-policy.ts", "app/content/credit-guide-aside.ts"],
  },
} as const satisfies Record<string, CodeKindModules>;

export type CodeKind = keyof typeof codeKinds;

/**
 * Packages any page with an island may download. Any other package must belong
 * to a kind: a new one in the browser build fails the check until it is placed.
 * The router is not among them: no page runs it in the browser (decision 016).
 */
export const everyPagePackages: readonly string[] = ["react", "react-dom", "scheduler", "lucide-react"];

/**
 * Never in the browser build, on any page: the server and the staff inbox it
 * renders, and build-time code (*.server.ts).
 */
export const neverInTheBrowser: CodeKindModules = { files: ["server/", "**/*.server.ts", "**/*.server.tsx"] };

const calculatorWithChart = ["calculator", "chart", "scenario", "report"] as const satisfies readonly CodeKind[];
const calculatorWithoutChart = ["calculator", "scenario", "report"] as const satisfies readonly CodeKind[];

/** What each page uses, by its route module (app/routes/{module}.tsx). */
export const pageCode: Readonly<Record<string, readonly CodeKind[]>> = {
  home: ["home", "testimonials", "carousel", "lead form"],
  services: [],
  "services.businesspurchase": [],
  "services.business-loans": [],
  "services.residential-loans": [],
  "services.commercial-property-loans": [],
  "services.asset-finance": [],
  "services.private-equity-loan": [],
  "services.property-development-loans": [],
  "services.smsf-loans": [],
  about: ["about", "carousel"],
  referral: ["lead form"],
  inquiry: ["lead form", "scenario"],
  settlements: ["settlements"],
  calculators: [],
  "borrowing-power-calculator": calculatorWithoutChart,
  "loan-repayment-calculator": calculatorWithChart,
  "stamp-duty-calculator": calculatorWithChart,
  "offset-calculator": calculatorWithChart,
  "how-long-to-repay-calculator": calculatorWithoutChart,
  "refinance-calculator": calculatorWithChart,
  privacy: [],
};
