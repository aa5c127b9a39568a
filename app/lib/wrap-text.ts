/**
 * Greedy line breaking for text drawn where nothing wraps it for us (the
 * credit guide's PDF, the social card's SVG). Pure: widths come from the
 * caller's `measure`, in whatever unit its font works in.
 */

export interface WrapOptions {
  /**
   * Cut a word wider than the whole line between characters (a long address
   * in a PDF, say) instead of leaving it on a line of its own, too wide.
   * Off by default, so a caller that would rather pick a smaller size can
   * see the overflow.
   */
  readonly breakLongWords?: boolean;
}

// No-break spaces hold their words together; every other run of white space is a place to break.
const BREAKABLE_SPACE = /[^\S\u00a0\u2007\u202f]+/;

/**
 * Breaks text into lines no wider than `maxWidth`, at spaces, each line as
 * full as it can be. Empty text gives no lines.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  measure: (line: string) => number,
  options: WrapOptions = {},
): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(BREAKABLE_SPACE).filter((part) => part !== "")) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== "") lines.push(line);
    const pieces = options.breakLongWords ? cutToWidth(word, maxWidth, measure) : [word];
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? "";
  }
  if (line !== "") lines.push(line);
  return lines;
}

/** A word in the widest pieces that fit, in order; a character wider than the line is a piece of its own. */
function cutToWidth(word: string, maxWidth: number, measure: (line: string) => number): string[] {
  const pieces: string[] = [];
  let rest = word;
  while (rest.length > 1 && measure(rest) > maxWidth) {
    let cut = rest.length - 1;
    while (cut > 1 && measure(rest.slice(0, cut)) > maxWidth) cut -= 1;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  return [...pieces, rest];
}
