/** The steps of buying a business with us, in order. */
export interface BusinessPurchaseStep {
  title: string;
}

export const businessPurchaseSteps: readonly BusinessPurchaseStep[] = [
  { title: "Find the Right Business" },
  { title: "Negotiate the Price & Sign Heads of Agreement" },
  { title: "Engage Solicitors" },
  { title: "Finance Approval" },
  { title: "Complete Financial & Legal Due Diligence" },
  { title: "Exchange of Contracts" },
  { title: "Settlement" },
  { title: "Hand Over" },
];
