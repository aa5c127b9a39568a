/**
 * What a person types in the inbox's search box, as an FTS5 MATCH expression
 * over migration 6's lead_search (names, e-mail, phone, message). FTS5 has a
 * query language of its own (AND, OR, NOT, NEAR, column filters, ^, *,
 * brackets), and a stray quote or "email:" typed into it is a syntax error:
 * so nothing typed is ever read as that language. Each word becomes one
 * quoted string, in which FTS5 sees only text, and the words are ANDed.
 */

/** Digits with the spacing, brackets and + of a phone number as people write one: 0412 345 678, (03) 5550 0148, +61 412 345 678. */
const PHONE_LIKE = /^[\d\s+()]+$/;
/** Fewer digits than this is a number in a message ("2 kids"), not a phone number being looked up. */
const PHONE_MIN_DIGITS = 6;
/** Only words with a letter or a digit: the index's tokeniser drops everything else, and an empty phrase matches nothing. */
const SEARCHABLE = /[\p{L}\p{N}]/u;
const SEARCHABLE_CHARACTERS = /[\p{L}\p{N}]/gu;
/** Control characters mean nothing in a search and must not reach the query parser. */
const CONTROLS = /\p{Cc}/gu;

/**
 * The MATCH expression for `text`, or undefined when nothing in it can be
 * searched for (empty, or punctuation only): then there is no search filter.
 */
export function searchMatch(text: string): string | undefined {
  const typed = text.replace(CONTROLS, " ").trim();
  const digits = typed.replace(/\D/g, "");
  // The index holds a phone number as stored (+61412345678, tokenised as
  // 61412345678) and as people dial it (0412345678): either way a run of
  // digits, so the spacing typed must not split it into separate words.
  if (PHONE_LIKE.test(typed) && digits.length >= PHONE_MIN_DIGITS) return prefixOf(digits);
  const words = typed.split(/\s+/).filter((word) => SEARCHABLE.test(word));
  return words.length > 0 ? words.map(prefixOf).join(" AND ") : undefined;
}

/**
 * One word as a quoted FTS5 string (a quote inside doubled, the only escape
 * there is) matched as a prefix, so "mia.tr" finds mia.tran@example.com
 * (FTS5 reads it as the phrase "mia tr*"). A word of one letter or digit is
 * matched whole, as an initial: as a prefix it would match most leads, and
 * counting them would cost more than any other search.
 */
function prefixOf(word: string): string {
  const quoted = `"${word.replaceAll('"', '""')}"`;
  return (word.match(SEARCHABLE_CHARACTERS) ?? []).length > 1 ? `${quoted}*` : quoted;
}
