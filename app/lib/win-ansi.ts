/**
 * Text a standard PDF font (Helvetica and the other 13) can draw: those fonts
 * encode WinAnsi (Windows-1252) only, so every string drawn in one of our PDFs
 * (the credit guide at build time, a calculator's report in the browser) goes
 * through toWinAnsi() first.
 */

/**
 * The 27 characters WinAnsi (Windows-1252) puts in 0x80-0x9F. Together with
 * printable ASCII and Latin-1 (0xA0-0xFF) they are all a standard font can draw.
 */
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

export function isWinAnsiChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char);
}

export function isWinAnsi(text: string): boolean {
  return Array.from(text).every(isWinAnsiChar);
}

/**
 * Typographic characters mapped to plain ones, so text copied from a word
 * processor still draws (and reads back) the same: curly quotes become
 * straight, dashes and minus signs become hyphens, odd spaces become spaces,
 * and the comparison signs a rule's threshold uses become "<=" and ">=".
 */
const replacements: Readonly<Record<string, string>> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201a": "'",
  "\u201b": "'",
  "\u2032": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u201e": '"',
  "\u201f": '"',
  "\u2033": '"',
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2013": "-",
  "\u2014": "-",
  "\u2015": "-",
  "\u2212": "-",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2002": " ",
  "\u2003": " ",
  "\u2007": " ",
  "\u2009": " ",
  "\u200a": " ",
  "\u202f": " ",
  "\t": " ",
  "\u00ad": "",
  "\u200b": "",
  "\u200c": "",
  "\u200d": "",
  "\u2060": "",
  "\ufeff": "",
};

/** Maps typographic characters to WinAnsi ones; throws, naming it, on a character a standard font cannot draw. */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text) {
    const mapped = replacements[char] ?? char;
    for (const c of mapped) {
      if (!isWinAnsiChar(c)) {
        const code = c.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0");
        throw new Error(`A standard PDF font cannot draw "${c}" (U+${code}): "${text}"`);
      }
    }
    out += mapped;
  }
  return out;
}
