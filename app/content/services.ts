/** The brokerage's service catalogue, in the order the site lists it. */

export const serviceIds = [
  "businesspurchase",
  "business-loans",
  "residential-loans",
  "commercial-property-loans",
  "asset-finance",
  "private-equity-loan",
  "property-development-loans",
  "smsf-loans",
] as const;

export type ServiceId = (typeof serviceIds)[number];

export interface Service {
  id: ServiceId;
  title: string;
  description: string;
}

export const services: readonly Service[] = [
  {
    id: "businesspurchase",
    title: "Business Purchase",
    description:
      "From the first look at a business for sale to the keys on settlement day, we line up the funding and walk every step with you.",
  },
  {
    id: "business-loans",
    title: "Business Loans",
    description:
      "Working capital, expansion and equipment funding matched to how your business actually earns, from under $2M to well over $10M.",
  },
  {
    id: "residential-loans",
    title: "Residential Loans",
    description:
      "First homes, upgrades, refinances and investment properties, compared across a wide panel of lenders so the loan fits the household.",
  },
  {
    id: "commercial-property-loans",
    title: "Commercial Property Loans",
    description:
      "Finance for offices, warehouses, retail and mixed-use property, whether you occupy the premises or lease them out.",
  },
  {
    id: "asset-finance",
    title: "Asset Finance",
    description:
      "Vehicles, machinery and technology funded over their working life, with repayments structured around your cash flow.",
  },
  {
    id: "private-equity-loan",
    title: "Private Equity Loan",
    description:
      "Short-term and specialist funding from private lenders when timing or circumstances fall outside the banks' criteria.",
  },
  {
    id: "property-development-loans",
    title: "Property Development Loans",
    description:
      "Site acquisition, construction and residual-stock funding for projects from duplexes to multi-unit developments.",
  },
  {
    id: "smsf-loans",
    title: "SMSF Loans",
    description:
      "Limited recourse borrowing for self-managed super funds buying residential or commercial property, set up with your adviser.",
  },
];

export function serviceById(id: ServiceId): Service {
  const service = services.find((candidate) => candidate.id === id);
  if (!service) throw new Error(`Unknown service id: ${id}`);
  return service;
}
