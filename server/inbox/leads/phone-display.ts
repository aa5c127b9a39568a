/**
 * A stored phone number (+61412345678) as Australians write it, for the
 * text of a click-to-call link: 0412 345 678, or (03) 5550 0148.
 */
export function nationalPhone(stored: string): string {
  const match = /^\+61(\d{9})$/.exec(stored);
  if (!match?.[1]) return stored;
  const national = `0${match[1]}`;
  if (/^0[45]/.test(national)) return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
  return `(${national.slice(0, 2)}) ${national.slice(2, 6)} ${national.slice(6)}`;
}

/** The tel: address of a stored number; only digits and the leading + reach the href. */
export function telHref(stored: string): string {
  return `tel:${stored.replace(/[^\d+]/g, "")}`;
}
