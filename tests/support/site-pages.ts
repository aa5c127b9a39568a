// Every prerendered page with the heading it must show, read from the same
// content modules the site renders from.
import {
  aboutPage,
  calculatorPages,
  calculatorsPage,
  homePage,
  inquiryPage,
  privacyPage,
  referralPage,
  servicePages,
  servicesPage,
  settlementsPage,
} from "../../app/content/pages.ts";
import { serviceIds } from "../../app/content/service-ids.ts";
import { paths } from "../../app/route-paths.ts";

export const sitePages: readonly { path: string; heading: string }[] = [
  { path: paths.home, heading: homePage.heading },
  { path: paths.services, heading: servicesPage.heading },
  ...serviceIds.map((id) => ({ path: paths.service(id), heading: servicePages[id].heading })),
  { path: paths.about, heading: aboutPage.heading },
  { path: paths.referral, heading: referralPage.heading },
  { path: paths.inquiry, heading: inquiryPage.heading },
  { path: paths.settlements, heading: settlementsPage.heading },
  { path: paths.calculators, heading: calculatorsPage.heading },
  { path: paths.borrowingPowerCalculator, heading: calculatorPages.borrowingPower.heading },
  { path: paths.loanRepaymentCalculator, heading: calculatorPages.loanRepayment.heading },
  { path: paths.stampDutyCalculator, heading: calculatorPages.stampDuty.heading },
  { path: paths.offsetCalculator, heading: calculatorPages.offset.heading },
  { path: paths.howLongToRepayCalculator, heading: calculatorPages.howLongToRepay.heading },
  { path: paths.privacy, heading: privacyPage.heading },
];
