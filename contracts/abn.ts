/**
 * The Australian Business Register's ABN check: subtract 1 from the first
 * digit, weight the 11 digits by 10, 1, 3, 5, ..., 19, and the sum must be
 * divisible by 89. Source: ABR, "Format of the ABN" (abr.business.gov.au),
 * read 2026-11-21.
 */
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

export function isValidAbn(abn: string): boolean {
  const digits = abn.replace(/\s+/g, "");
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = ABN_WEIGHTS.reduce((total, weight, index) => {
    const digit = Number(digits[index]) - (index === 0 ? 1 : 0);
    return total + digit * weight;
  }, 0);
  return sum % 89 === 0;
}
