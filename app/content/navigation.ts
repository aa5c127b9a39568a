/** The navigation bar's entries and the footer's link groups, in the spec's order. */
import { paths } from "./site-paths.ts";

export interface NavLink {
  label: string;
  to: string;
  /** Other addresses of the same screen, where this entry is the current page too. */
  aliases?: readonly string[];
}

export const mainNavigation: readonly NavLink[] = [
  { label: "Services", to: paths.services },
  { label: "About", to: paths.about },
  { label: "Referral", to: paths.referral },
  { label: "Inquiry", to: paths.inquiry, aliases: [paths.inquiryCapitalised, paths.contact] },
  { label: "Settlements", to: paths.settlements },
];

/** To the short callback form on the inquiry page. */
export const callbackLink: NavLink = { label: "Request a Callback", to: `${paths.inquiry}#callback` };

/** The header's Contact button and the line over the phone number in the panel it opens. */
export const contactPanelCopy = { button: "Contact", prompt: "Speak to a broker" } as const;

/** The call to action under the home page's heading and under every calculator. */
export const talkToBrokerLink: NavLink = { label: "Talk to a broker", to: paths.inquiry };

/** The first stop for keyboard users, past the header to the page's own content. */
export const skipToContentLabel = "Skip to content";

export interface FooterGroup {
  heading: string;
  links: readonly NavLink[];
}

export const footerGroups: readonly FooterGroup[] = [
  {
    heading: "Explore",
    links: [
      { label: "Home", to: paths.home },
      { label: "Services", to: paths.services },
      { label: "About Us", to: paths.about },
      { label: "Referral", to: paths.referral },
      { label: "Inquiry", to: paths.inquiry },
      { label: "Privacy Policy", to: paths.privacy },
    ],
  },
  {
    heading: "Calculators",
    links: [
      { label: "All Calculators", to: paths.calculators },
      { label: "Borrowing Power Calculator", to: paths.borrowingPowerCalculator },
      { label: "Loan Repayment Calculator", to: paths.loanRepaymentCalculator },
      { label: "Stamp Duty Calculator", to: paths.stampDutyCalculator },
      { label: "Offset Calculator", to: paths.offsetCalculator },
      // The calculators page calls this route "LMI Calculator"; the footer names what it does.
      { label: "How Long to Repay Calculator", to: paths.howLongToRepayCalculator },
      { label: "Refinance Calculator", to: paths.refinanceCalculator },
    ],
  },
];
