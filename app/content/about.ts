/** The About page: welcome, the four story sections, and the intros of its team, partner and referral parts. */
import { brand } from "./brand.ts";
import { LANDSCAPE, type ImageAsset } from "#app/lib/image-asset.ts";
import aboutWelcomeImage from "./images/about-welcome.svg";
import type { NavLink } from "./navigation.ts";
import { paths } from "./site-paths.ts";

export const aboutWelcome: { heading: string; paragraphs: readonly string[]; link: NavLink; image: ImageAsset } = {
  heading: `Welcome to ${brand.name}`,
  // Read when rendered: the town is the office's to edit (published-content.ts).
  get paragraphs() {
    return [
      `${brand.name} is a finance brokerage for business owners, property investors and home buyers. We find, compare and arrange lending across a wide panel of lenders, then stay with you until the loan settles and beyond.`,
      `From our base in ${brand.postalAddress.locality}, we work with clients right across Australia, by phone, video call or across the table, whichever suits you.`,
    ];
  },
  link: { label: "Explore our services", to: paths.servicesSection },
  image: {
    src: aboutWelcomeImage,
    ...LANDSCAPE,
    alt: "A small team of three people gathered around an office table",
  },
};

export interface AboutSection {
  id: "why-choose" | "our-foundation" | "our-experience" | "our-vision";
  heading: string;
  paragraphs: readonly string[];
}

export const aboutSections: readonly AboutSection[] = [
  {
    id: "why-choose",
    heading: `Why Choose ${brand.name}`,
    paragraphs: [
      "We take the time to understand what you're trying to achieve before we talk about products. Then we compare what our lenders offer, explain the trade-offs in plain English and recommend the option that suits you, subject to lender criteria.",
      "You deal with the same people from the first conversation to settlement, and we are easy to reach when questions come up along the way.",
    ],
  },
  {
    id: "our-foundation",
    heading: "Our Foundation",
    paragraphs: [
      "We started with a simple observation: good businesses and sound borrowers were missing out on finance because their applications didn't tell their story well.",
      "So we built a brokerage around careful preparation. We learn how your business or household really works, then present it to lenders clearly and honestly.",
    ],
  },
  {
    id: "our-experience",
    heading: "Our Experience",
    paragraphs: [
      "Our team brings backgrounds in business banking, credit assessment and client service. We have helped more than a hundred businesses buy, grow and refinance, alongside the home buyers and investors we work with every week.",
      "Cafés and childcare centres, wineries and civil contractors: each industry reads differently to a lender, and we know how to present each one.",
    ],
  },
  {
    id: "our-vision",
    heading: "Our Vision",
    paragraphs: [
      "We want every client to understand their loan as well as we do, and to come back to us for the next one because the last one went well.",
      "As lending changes, we keep investing in our lender panel, our knowledge and our service, so that good plans get the finance they deserve.",
    ],
  },
];

/** The link at the foot of each section; screen readers also hear the section's heading (aboutSubject). */
export const aboutSectionLink: NavLink = { label: "Get in Touch", to: paths.contact };

export const teamSection: { heading: string; intro: string } = {
  heading: "Meet Our Team",
  intro: "A small team that knows your file by name. Choose a team member to read a little about them.",
};

export const partnersSection: { heading: string; intro: string } = {
  heading: "Our Lending Partners",
  intro:
    "We compare loans from banks, specialist lenders and private financiers, so your application goes to the lenders best suited to it.",
};

export const referralCallToAction: { heading: string; text: string; link: NavLink } = {
  heading: "Know someone we could help?",
  text: "If a friend, client or colleague is buying a business, a home or new equipment, introduce them to us. We'll look after them as carefully as we look after you.",
  link: { label: "Refer someone to us", to: paths.referral },
};
