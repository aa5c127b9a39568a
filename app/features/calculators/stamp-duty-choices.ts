import { JURISDICTION_NAMES, JURISDICTIONS } from "#app/content/transfer-duty-rule-types.ts";

/** The choices of /sdc, valued as its URL parameters (issue 5's public contract). */
export const STATE_CHOICES = JURISDICTIONS.map((state) => ({ value: state, label: JURISDICTION_NAMES[state] }));

export const USE_CHOICES = [
  { value: "home", label: "Live in it" },
  { value: "investment", label: "Investment" },
] as const;

export const PROPERTY_CHOICES = [
  { value: "established", label: "Established home" },
  { value: "new", label: "New home" },
  { value: "vacant", label: "Vacant land" },
] as const;

export const YES_NO_CHOICES = [
  { value: "1", label: "Yes" },
  { value: "0", label: "No" },
] as const;
