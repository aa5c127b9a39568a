/**
 * The inbox's "Search" box, on either engine: what a person types becomes a
 * query that matches the start of each word, and the leads it matches come
 * from the engine's own index, newest first. One function per engine, side
 * by side; the list's other filters (lead-list-query.ts) are the same on both.
 *
 * - SQLite: migration 6's FTS5 table lead_search (names, e-mail, phone, message), rowid = the lead's seq.
 * - PostgreSQL: leads.search_vector, a tsvector of the same text (the `simple` configuration) with a GIN index.
 *
 * Nothing typed is ever read as either engine's query language: each word
 * reaches SQL as a bound parameter, quoted (FTS5) or split into letters,
 * digits and @.+ (tsquery).
 */
import { type RawBuilder, sql } from "kysely";
import type { DatabaseEngine } from "../../db/database.ts";

type Sql = RawBuilder<unknown>;

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
 * What a tsquery word may hold: letters and digits, so none of its operators
 * (& | ! <-> ( ) : * ') nor spaces. The search vector is made of the same
 * words, punctuation read as spaces (migrations 6 and 11), so "mia.tr" finds
 * mia.tran@… as FTS5 does on SQLite.
 */
const NOT_IN_TSQUERY_WORD = /[^\p{L}\p{N}]/gu;

/** The words to look for, or undefined when nothing in `text` can be searched for (empty, or punctuation only). */
function typedWords(text: string): string[] | undefined {
  const typed = text.replace(CONTROLS, " ").trim();
  const digits = typed.replace(/\D/g, "");
  // Both indexes hold a phone number as stored (+61412345678, read as
  // 61412345678) and as people dial it (0412345678): either way a run of
  // digits, so the spacing typed must not split it into separate words.
  if (PHONE_LIKE.test(typed) && digits.length >= PHONE_MIN_DIGITS) return [digits];
  const words = typed.split(/\s+/).filter((word) => SEARCHABLE.test(word));
  return words.length > 0 ? words : undefined;
}

/**
 * A word of one letter or digit is matched whole, as an initial: as a
 * prefix it would match most leads, and counting them would cost more than
 * any other search.
 */
function isInitial(word: string): boolean {
  return (word.match(SEARCHABLE_CHARACTERS) ?? []).length <= 1;
}

// ---------------------------------------------------------------------------
// SQLite: FTS5

/**
 * The FTS5 MATCH expression for `text`, or undefined when there is nothing
 * to search for. FTS5 has a query language of its own (AND, OR, NOT, NEAR,
 * column filters, ^, *, brackets), and a stray quote or "email:" typed into
 * it is a syntax error: so each word becomes one quoted string (a quote
 * inside doubled, the only escape there is), in which FTS5 sees only text,
 * matched as a prefix, and the words are ANDed. "mia.tr" finds
 * mia.tran@example.com (FTS5 reads it as the phrase "mia tr*").
 */
export function searchMatch(text: string): string | undefined {
  const words = typedWords(text);
  if (words === undefined) return undefined;
  return words
    .map((word) => {
      const quoted = `"${word.replaceAll('"', '""')}"`;
      return isInitial(word) ? quoted : `${quoted}*`;
    })
    .join(" AND ");
}

// ---------------------------------------------------------------------------
// PostgreSQL: tsvector

/**
 * The to_tsquery('simple', …) text for `text`, or undefined when there is
 * nothing to search for: each word split at anything but letters, digits
 * and @.+ (so no operator typed gets through, and "o'brien" is the two words
 * the index holds, as FTS5 reads it), each matched as a prefix (`:*`), ANDed.
 */
export function searchTsquery(text: string): string | undefined {
  const phrases = (typedWords(text) ?? []).flatMap((word) => {
    const parts = word
      .replace(NOT_IN_TSQUERY_WORD, " ")
      .split(" ")
      .filter((part) => SEARCHABLE.test(part));
    if (parts.length === 0) return [];
    // A word with punctuation in it is a phrase, its last part a prefix, as
    // FTS5 reads "mia.tr" on SQLite: mia followed by tr…
    const last = parts.length - 1;
    return [parts.map((part, index) => (index === last && !isInitial(word) ? `${part}:*` : part)).join(" <-> ")];
  });
  return phrases.length > 0 ? phrases.join(" & ") : undefined;
}

// ---------------------------------------------------------------------------
// The leads a search matches

export interface LeadSearch {
  /** Where the matches' seq is, for the bounds on arrival order (before, after, dates). */
  readonly seq: Sql;
  /**
   * A SELECT of one column, `seq`: the leads the words match within
   * `bounds` (conditions on `seq`), newest first when `newestFirst`.
   */
  matches(options: { bounds: readonly Sql[]; newestFirst?: boolean; limit?: number; offset?: number }): Sql;
  /**
   * PostgreSQL only (undefined on SQLite, whose index holds no lead's
   * columns): `matches` with more columns of each match's leads row, so a
   * count can be taken in the same pass as the search.
   */
  readonly matchesWith:
    ((columns: Sql, options: { bounds: readonly Sql[]; newestFirst?: boolean; limit?: number }) => Sql) | undefined;
  /**
   * How the leads rows join a search's matches. On SQLite, CROSS JOIN keeps
   * the planner from reading leads first: the search always leads.
   */
  readonly join: Sql;
}

/** The search for `text` on `engine`, or undefined when nothing typed can be searched for. */
export function leadSearch(engine: DatabaseEngine, text: string): LeadSearch | undefined {
  return engine === "sqlite" ? sqliteSearch(text) : postgresSearch(text);
}

function sqliteSearch(text: string): LeadSearch | undefined {
  const match = searchMatch(text);
  if (match === undefined) return undefined;
  const seq = sql.raw("lead_search.rowid");
  return {
    seq,
    join: sql.raw("CROSS JOIN"),
    matchesWith: undefined,
    matches: ({ bounds, newestFirst, limit, offset }) =>
      sql`SELECT ${seq} AS seq FROM lead_search WHERE ${sql.join([sql`lead_search MATCH ${match}`, ...bounds], sql` AND `)}${
        newestFirst ? sql` ORDER BY ${seq} DESC` : sql``
      }${pagedBy(limit, offset)}`,
  };
}

function postgresSearch(text: string): LeadSearch | undefined {
  const query = searchTsquery(text);
  if (query === undefined) return undefined;
  const seq = sql.raw("leads.seq");
  const selected = (columns: Sql, bounds: readonly Sql[], newestFirst: boolean | undefined, paging: Sql) =>
    sql`SELECT ${columns} FROM leads WHERE ${sql.join(
      [sql`leads.search_vector @@ to_tsquery('simple', ${query})`, ...bounds],
      sql` AND `,
    )}${newestFirst ? sql` ORDER BY ${seq} DESC` : sql``}${paging}`;
  return {
    seq,
    join: sql.raw("JOIN"),
    matches: ({ bounds, newestFirst, limit, offset }) =>
      selected(sql`${seq} AS seq`, bounds, newestFirst, pagedBy(limit, offset)),
    matchesWith: (columns, { bounds, newestFirst, limit }) =>
      selected(sql`${seq} AS seq, ${columns}`, bounds, newestFirst, pagedBy(limit, undefined)),
  };
}

function pagedBy(limit: number | undefined, offset: number | undefined): Sql {
  if (limit === undefined) return sql``;
  return offset === undefined ? sql` LIMIT ${limit}` : sql` LIMIT ${limit} OFFSET ${offset}`;
}
