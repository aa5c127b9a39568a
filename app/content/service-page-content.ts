/**
 * Every single-service page's words, by service, for the tests and anything
 * that walks all seven. Browser code does not import this: each page's route
 * imports its own module from service-pages/, so a visitor downloads one
 * service's words, not seven.
 */
import type { ServiceId } from "./services.ts";
import type { ServicePageContent } from "./service-pages.ts";
import { businessLoansContent } from "./service-pages/business-loans.ts";
import { residentialLoansContent } from "./service-pages/residential-loans.ts";
import { commercialPropertyLoansContent } from "./service-pages/commercial-property-loans.ts";
import { assetFinanceContent } from "./service-pages/asset-finance.ts";
import { privateEquityLoanContent } from "./service-pages/private-equity-loan.ts";
import { propertyDevelopmentLoansContent } from "./service-pages/property-development-loans.ts";
import { smsfLoansContent } from "./service-pages/smsf-loans.ts";

export const servicePageContent: Record<Exclude<ServiceId, "businesspurchase">, ServicePageContent> = {
  "business-loans": businessLoansContent,
  "residential-loans": residentialLoansContent,
  "commercial-property-loans": commercialPropertyLoansContent,
  "asset-finance": assetFinanceContent,
  "private-equity-loan": privateEquityLoanContent,
  "property-development-loans": propertyDevelopmentLoansContent,
  "smsf-loans": smsfLoansContent,
};
