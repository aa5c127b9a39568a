// The business loans page's own words, apart from the other service pages' so
// that only that page downloads them.

/** The business loans page's three loan-size segments, smallest first. */
export interface LoanSegment {
  label: "Less than $2M" | "$2M to $10M" | "Greater than $10M";
  text: string;
}

export const businessLoanSegments: readonly [LoanSegment, LoanSegment, LoanSegment] = [
  {
    label: "Less than $2M",
    text: "For established small businesses: working capital, equipment, fit-outs and smaller acquisitions, placed with lenders who know the small business market well.",
  },
  {
    label: "$2M to $10M",
    text: "For growing mid-sized businesses: expansion, acquisitions and property-backed facilities, presented with full financials, forecasts and a clear story.",
  },
  {
    label: "Greater than $10M",
    text: "For larger and more complex deals: structured or multi-lender facilities, with the credit process coordinated alongside your accountant and lawyers.",
  },
];

/** The heading over the business loans page's segments, and the name of its list of tags. */
export const businessLoanSegmentsCopy = {
  heading: "Loans for every stage of business",
  tagsLabel: "How we work",
} as const;

/** The three promises shown as tags on the business loans page. */
export const businessLoanTags = ["We Listen", "We Understand", "We Deliver"] as const;
