/**
 * Australian phone numbers as visitors type them: mobiles (0412 345 678,
 * +61 412 345 678) and landlines with their area code ((03) 5550 0148,
 * +61 3 5550 0148). Spaces, dashes, dots and brackets are ignored.
 * Numbering plan: ACMA, "Australian numbering plan" (geographic area codes
 * 02, 03, 07, 08; mobiles 04 and 05), read 2026-11-21.
 */
const NATIONAL_NUMBER = /^0[2-578]\d{8}$/;

/** The number in E.164 form ("+61412345678"), or null when it is not an Australian phone number. */
export function normaliseAustralianPhone(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, "");
  const national = compact.startsWith("+61")
    ? `0${compact.slice(3).replace(/^0/, "")}`
    : compact.startsWith("0061")
      ? `0${compact.slice(4).replace(/^0/, "")}`
      : compact;
  return NATIONAL_NUMBER.test(national) ? `+61${national.slice(1)}` : null;
}
