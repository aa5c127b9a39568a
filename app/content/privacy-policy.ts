/**
 * The privacy policy shown at /privacy, as typed data: nine sections, each a
 * list of paragraphs and bullet lists. Written for the fictional brokerage as a
 * policy under the Australian Privacy Principles (APPs) for a credit broker.
 * Every brand fact (names, ABN, licence number, phone, e-mail, postal address,
 * social networks) is read from brand.ts, never typed here.
 *
 * Sources read on 2026-11-21 (policy facts checked against them):
 * - OAIC, APP guidelines chapter 1 (APP 1.3-1.6: what an APP privacy policy
 *   must contain, free copy in another form on request):
 *   https://www.oaic.gov.au/agencies-and-organisations/app-guidelines/chapter-1-app-1-open-and-transparent-management-of-personal-information
 * - OAIC, APP guidelines chapter 8 (cross-border disclosure; s 16C keeps the
 *   discloser accountable):
 *   https://www.oaic.gov.au/agencies-and-organisations/app-guidelines/chapter-8-app-8-cross-border-disclosure-of-personal-information
 * - OAIC, APP guidelines chapter 12 (access; respond within a reasonable
 *   period, generally 30 days; organisations may charge a non-excessive fee
 *   for giving access, never for the request) and chapter 13 (correction is
 *   free; written reasons and complaint options if refused):
 *   https://www.oaic.gov.au/privacy/australian-privacy-principles/australian-privacy-principles-guidelines/chapter-12-app-12-access-to-personal-information
 *   https://www.oaic.gov.au/privacy/australian-privacy-principles-guidelines/chapter-13-app-13-correction-of-personal-information/
 * - OAIC, "Lodge a privacy complaint with us": complain to the organisation
 *   first; if it does not respond within 30 days or the answer is not
 *   satisfactory, complain to the OAIC in writing (enquiries@oaic.gov.au,
 *   1300 363 992, www.oaic.gov.au); AFCA is a recognised EDR scheme for
 *   privacy complaints about financial services:
 *   https://www.oaic.gov.au/privacy/privacy-complaints/lodge-a-privacy-complaint-with-us
 * - AFCA, "Contact us" and "Telling your customers about AFCA":
 *   www.afca.org.au, 1800 931 678 (free call), info@afca.org.au,
 *   GPO Box 3, Melbourne VIC 3001:
 *   https://www.afca.org.au/about-afca/contact-us/
 *   https://www.afca.org.au/members/telling-your-customers-about-afca/
 * - Privacy Act 1988 s 6H (agents of credit providers) and Part IIIA, and the
 *   Privacy (Credit Reporting) Code 2014 (v2.2 text, registered CR code).
 * - Record keeping under the National Credit Act (licensees keep records for
 *   7 years): https://www.brightlaw.com.au/record-keeping-under-the-national-credit-act/
 * - ASIC RG 271 internal dispute resolution, as summarised by the AFA
 *   (acknowledge within 24 hours or one business day, final response within
 *   30 calendar days): https://www.afa.asn.au/news/new-internal-dispute-resolution-regime
 */
import { formatAustralianDate } from "#app/lib/australian-date.ts";
import { DEFAULT_LEAD_RETENTION_DAYS, DEFAULT_SPAM_RETENTION_DAYS } from "../../contracts/lead-retention.ts";
import { brand, formatPostalAddress } from "./brand.ts";

export type PolicyBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: readonly string[] };

export type PrivacyIcon =
  | "info"
  | "clipboard-list"
  | "target"
  | "share-2"
  | "shield"
  | "user-check"
  | "cookie"
  | "external-link"
  | "refresh-cw";

export interface PrivacySection {
  id: string;
  title: string;
  icon: PrivacyIcon;
  body: readonly PolicyBlock[];
}

const LAST_UPDATED = "2026-11-24";

const p = (text: string): PolicyBlock => ({ kind: "paragraph", text });
const list = (...items: string[]): PolicyBlock => ({ kind: "list", items });

/** The policy's sections, with the business details of the version being rendered (published-content.ts). */
function policySections(): readonly PrivacySection[] {
  const postalAddress = formatPostalAddress(brand.postalAddress);
  // The periods the lead server applies (contracts/lead-retention.ts), never typed here.
  const formRetention = `${DEFAULT_LEAD_RETENTION_DAYS} days after it arrives`;
  const spamRetention = `${DEFAULT_SPAM_RETENTION_DAYS} days`;
  const socialNetworks = brand.socialLinks.map((link) => link.network);
  const socialNetworkList =
    socialNetworks.length > 1
      ? `${socialNetworks.slice(0, -1).join(", ")} and ${socialNetworks.at(-1)}`
      : (socialNetworks[0] ?? "social media");
  return [
    {
      id: "overview",
      title: "Overview",
      icon: "info",
      body: [
        p(
          `This policy explains how ${brand.legalName} (ABN ${brand.abn}, Australian Credit Licence ${brand.australianCreditLicence}), trading as ${brand.name} ("we", "us"), handles your personal information. We are a credit broker: we help individuals and businesses find and apply for business, commercial, residential and asset finance from a panel of lenders.`,
        ),
        p(
          "We are bound by the Privacy Act 1988 (Cth) and its Australian Privacy Principles (APPs). For information about your credit history we also follow Part IIIA of the Privacy Act and the Privacy (Credit Reporting) Code.",
        ),
        p(
          "In short: we collect what we need to arrange your finance, share it only with those who need it for that, keep it secure, and let you see and correct it whenever you ask.",
        ),
        p("For any privacy question, request or complaint, contact our Privacy Officer:"),
        list(
          `E-mail: ${brand.email}`,
          `Phone: ${brand.phone.display}`,
          `Post: Privacy Officer, ${brand.legalName}, ${postalAddress}`,
        ),
        p("This policy is free. Ask us and we will send it to you in another form, such as a printed copy by post."),
      ],
    },
    {
      id: "information-we-collect",
      title: "Information We Collect",
      icon: "clipboard-list",
      body: [
        p("What we collect depends on the finance you are looking for. It usually includes:"),
        list(
          "Identity details: your name, date of birth and identity documents such as a driver licence or passport.",
          "Contact details: your address, e-mail address and phone numbers.",
          "Financial details: income, living expenses, assets, debts, bank statements and tax returns.",
          "Employment details: your employer, role, length of employment and payslips.",
          "Credit information and credit eligibility information, such as past credit applications, repayment history, defaults and credit scores.",
          "Business details: ABN, financial statements, ownership, and the directors, partners or guarantors involved.",
        ),
        p(
          "We collect sensitive information, such as health details that bear on a hardship request, only with your consent and only when it is needed.",
        ),
        p(
          'Our calculators send us nothing unless you choose "Talk to a broker about this": its figures go with your inquiry, which shows them first.',
        ),
        p(
          "Most of it comes from you: through the forms on this website, by phone, by e-mail and in meetings. With your consent we also collect it from lenders (including the results of credit checks they obtain from credit reporting bodies), your accountant or other advisers, and the person who referred you to us. When we collect your information we tell you why, usually on the form or at our first meeting.",
        ),
        p(
          "You can make a general enquiry without giving your name, or under another name. To arrange credit, though, we must know who you are: if you do not give us the information we ask for, we may be unable to arrange credit for you.",
        ),
      ],
    },
    {
      id: "how-we-use-your-information",
      title: "How We Use Your Information",
      icon: "target",
      body: [
        p("We use your personal information to:"),
        list(
          "understand your needs and goals and assess which loans may suit you;",
          "compare products, prepare applications and arrange credit with lenders on your behalf;",
          "meet our obligations under the National Consumer Credit Protection Act 2009 (Cth), including responsible lending and, for home loans, our duty to act in your best interests;",
          "verify your identity as anti-money laundering and counter-terrorism financing (AML/CTF) law requires of the lenders we deal with;",
          "answer your enquiries, keep you updated on your application and handle any complaint;",
          "run our business, including record keeping, audits and staff training.",
        ),
        p(
          "We use your information only for these purposes, for related purposes you would reasonably expect, or where the law requires or allows it. We do not sell personal information.",
        ),
        p(
          `From time to time we may tell you about our services, for example when a fixed rate on your loan is about to end. Every marketing message includes a simple way to opt out, or you can tell us at any time by e-mail to ${brand.email} or by phone. We never use your credit information or sensitive information for marketing.`,
        ),
      ],
    },
    {
      id: "how-we-share-your-information",
      title: "How We Share Your Information",
      icon: "share-2",
      body: [
        p(
          "We share your information only as needed to arrange your finance, or when the law requires it. It may go to:",
        ),
        list(
          "lenders you choose to apply to, and lenders' mortgage insurers;",
          "valuers and other providers who report on a property or asset;",
          "our aggregator, which gives us access to lender systems and processes our commissions;",
          "credit reporting bodies, through the lenders that run credit checks on your application (we do not request credit reports ourselves);",
          "your accountant, lawyer, financial adviser or anyone else you authorise;",
          "our IT, cloud and document storage providers, under confidentiality obligations;",
          "regulators, courts and government agencies, when the law requires it.",
        ),
        p(
          "Each lender has its own privacy policy and credit reporting policy, which explains how it handles your information and which credit reporting bodies it uses.",
        ),
        p(
          "Overseas disclosure: the lenders and advisers we work with are in Australia. Some of our service providers, such as our cloud e-mail and document storage services, may store data in the United States or Singapore. We choose providers with strong security and contractual privacy commitments, and we remain accountable under the Privacy Act for how they handle your information. Apart from these providers, we do not send personal information overseas.",
        ),
      ],
    },
    {
      id: "how-we-protect-your-information",
      title: "How We Protect Your Information",
      icon: "shield",
      body: [
        p("We hold information mainly in electronic systems, and sometimes on paper. We protect it with:"),
        list(
          "access controls, so staff see only the files they need, with multi-factor sign-in;",
          "encryption of data in transit, including on this website and when we exchange documents with lenders;",
          "regular staff training on privacy, security and scams;",
          "locked storage for paper records;",
          "contracts that require our service providers to protect your information.",
        ),
        p(
          "The law requires us to keep records of the credit we help arrange for 7 years after the credit is arranged. After that we securely destroy or de-identify them. Enquiries that do not go ahead are deleted or de-identified once we no longer need them.",
        ),
        p(
          "If a data breach is likely to cause you serious harm, we will tell you and the Office of the Australian Information Commissioner (OAIC), as the Notifiable Data Breaches scheme requires.",
        ),
        p(
          "We will never ask for your online banking password. If you think information you gave us has been misused, contact us straight away.",
        ),
      ],
    },
    {
      id: "your-rights-and-choices",
      title: "Your Rights and Choices",
      icon: "user-check",
      body: [
        p(
          "Access and correction: you can ask for a copy of the personal information we hold about you, and ask us to correct anything that is wrong, out of date or incomplete. Contact our Privacy Officer (details in the Overview). We will check your identity and respond within 30 days. Asking is free, and so is correction; we may charge a reasonable cost for providing very large copies. If we refuse, we will tell you why in writing and how to complain. If the information came from a lender or credit reporting body, we will help you have it corrected there.",
        ),
        p(
          "How to complain: tell our Privacy Officer by e-mail, phone or post. We will acknowledge your complaint within one business day, investigate it, and give you our final answer in writing within 30 days.",
        ),
        p(
          "If you are not satisfied with our answer, or have not had one within 30 days, you can complain free of charge to:",
        ),
        list(
          "Australian Financial Complaints Authority (AFCA): www.afca.org.au, 1800 931 678 (free call), info@afca.org.au, GPO Box 3, Melbourne VIC 3001.",
          "Office of the Australian Information Commissioner (OAIC): www.oaic.gov.au, 1300 363 992, enquiries@oaic.gov.au.",
        ),
        p("You can also opt out of marketing at any time, and make a general enquiry without identifying yourself."),
      ],
    },
    {
      id: "cookies-and-tracking-technologies",
      title: "Cookies and Tracking Technologies",
      icon: "cookie",
      body: [
        p("This website uses no advertising trackers, analytics cookies or social media pixels."),
        p("It stores only two small, essential items in your browser:"),
        list(
          "your light or dark theme choice, kept in local storage until you clear it, so the site looks the way you chose next time;",
          "a note that you have seen the intro screen, kept in session storage and cleared when you close the browser tab.",
        ),
        p(
          "Neither item identifies you, and neither is sent to us or anyone else. You can clear them in your browser settings; the site still works, returning to the light theme and perhaps showing the intro again.",
        ),
        p(
          "When you send an inquiry or referral through a form on this site, the details you enter are stored on our own server, not passed to any advertising or marketing platform, and handled as this policy describes. If you refer someone to us, please check first that they are happy for you to share their details.",
        ),
        p(
          `With each form we keep only the fields you filled in, the time it arrived and whether it has reached our team: not your IP address, nor your browser's details. We delete it for good ${formRetention}, and a message our spam check catches after ${spamRetention}, unless it has become part of a loan we arrange. Ask us at any time for a copy, or to delete it sooner. Our server's technical logs hold the page requested and the time, never your IP address.`,
        ),
      ],
    },
    {
      id: "third-party-links",
      title: "Third-Party Links",
      icon: "external-link",
      body: [
        p(
          `Our website links to other websites, such as AFCA, the OAIC, and our pages on ${socialNetworkList}. Lenders' calculators and application portals we refer you to are also run by those lenders. Our own loan calculators run on this site; where a calculator is shown from another provider's site inside one of our pages, that provider may set its own cookies under its own privacy policy.`,
        ),
        p(
          "We do not control those sites, and this policy does not cover them. They may use cookies and collect information under their own privacy policies, so please read those before you give them your details.",
        ),
        p(
          `A link is not an endorsement of a site or its products. If you find a broken or suspicious link on our site, please tell us at ${brand.email}.`,
        ),
      ],
    },
    {
      id: "changes-to-this-privacy-policy",
      title: "Changes to This Privacy Policy",
      icon: "refresh-cw",
      body: [
        p("We review this policy at least once a year, and whenever our practices or the law change."),
        p(
          "When we update it, we publish the new version on this page with its new date. If a change significantly affects how we handle information we already hold about you, we will tell current clients by e-mail before it takes effect. A change never reduces your rights under the Privacy Act.",
        ),
        p(
          `This version took effect on ${formatAustralianDate(LAST_UPDATED)}. Earlier versions are available on request from our Privacy Officer at ${brand.email} or ${brand.phone.display}.`,
        ),
      ],
    },
  ];
}

export const privacyPolicy: { readonly lastUpdated: string; readonly sections: readonly PrivacySection[] } = {
  lastUpdated: LAST_UPDATED,
  get sections() {
    return policySections();
  },
};
