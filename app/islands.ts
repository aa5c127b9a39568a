import type { ComponentType } from "react";

/**
 * Every island of the site, by the name its page writes into the HTML
 * (app/ui/island.tsx): how the browser loads its component, and nothing
 * else. The page's script (app/page-start.ts) fetches only the islands its
 * page has; each is its own chunk, and React comes in a chunk they share.
 * Decision 016.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has props of its own, read from the HTML
export const islands: Readonly<Record<string, () => Promise<ComponentType<any>>>> = {
  "hero-slider": () => import("#app/features/home/hero-slider.tsx").then((module) => module.HeroSlider),
  testimonials: () =>
    import("#app/features/testimonials/testimonial-carousel.tsx").then((module) => module.TestimonialCarousel),
  "team-carousel": () => import("#app/features/about/team-carousel.tsx").then((module) => module.TeamCarousel),
  "referral-form": () => import("#app/features/leads/referral-form.tsx").then((module) => module.ReferralForm),
  "inquiry-form": () => import("#app/features/leads/inquiry-form.tsx").then((module) => module.InquiryForm),
  "callback-form": () => import("#app/features/leads/callback-form.tsx").then((module) => module.CallbackForm),
  "settlement-stories": () =>
    import("#app/features/settlements/settlement-stories.tsx").then((module) => module.SettlementStories),
  "loan-repayment-calculator": () =>
    import("#app/features/calculators/loan-repayment/loan-repayment-calculator.tsx").then(
      (module) => module.LoanRepaymentCalculator,
    ),
  "how-long-to-repay-calculator": () =>
    import("#app/features/calculators/how-long-to-repay/how-long-to-repay-calculator.tsx").then(
      (module) => module.HowLongToRepayCalculator,
    ),
  "offset-calculator": () =>
    import("#app/features/calculators/offset/offset-calculator.tsx").then((module) => module.OffsetCalculator),
  "stamp-duty-calculator": () =>
    import("#app/features/calculators/stamp-duty/stamp-duty-calculator.tsx").then(
      (module) => module.StampDutyCalculator,
    ),
  "borrowing-power-calculator": () =>
    import("#app/features/calculators/borrowing-power/borrowing-power-calculator.tsx").then(
      (module) => module.BorrowingPowerCalculator,
    ),
  "refinance-calculator": () =>
    import("#app/features/calculators/refinance/refinance-calculator.tsx").then((module) => module.RefinanceCalculator),
};
