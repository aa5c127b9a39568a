/** The services' ids, which are also their page addresses (/services/{id}), in catalogue order. */
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
