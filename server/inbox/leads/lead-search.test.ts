import { describe, expect, it } from "vitest";
import { searchMatch, searchTsquery } from "./lead-search.ts";

describe("what is typed in the search box, as an FTS5 query", () => {
  it("quotes each word, matches it as a prefix, and needs them all", () => {
    expect(searchMatch("mia tran")).toBe('"mia"* AND "tran"*');
  });

  it("doubles a quote typed inside a word, the one escape FTS5 strings have", () => {
    expect(searchMatch('say "hi"')).toBe('"say"* AND """hi"""*');
  });

  it("leaves FTS5's operators and column filters as plain words", () => {
    expect(searchMatch("NEAR(a b) email:x -y ^z OR")).toBe(
      '"NEAR(a"* AND "b)" AND "email:x"* AND "-y" AND "^z" AND "OR"*',
    );
  });

  it("keeps a phone number typed with spaces, brackets or +61 as one run of digits", () => {
    expect(searchMatch("0412 345 678")).toBe('"0412345678"*');
    expect(searchMatch("(03) 5550 0148")).toBe('"0355500148"*');
    expect(searchMatch(" +61 412 345 678 ")).toBe('"61412345678"*');
  });

  it("reads a few digits as a number in a message, not a phone number", () => {
    expect(searchMatch("2 kids")).toBe('"2" AND "kids"*');
    expect(searchMatch("3350")).toBe('"3350"*');
  });

  it("has nothing to search for in punctuation, spaces or control characters alone", () => {
    for (const text of ["", "   ", "- ! ?", '"', "\u0000\u001b", "—"])
      expect(searchMatch(text), JSON.stringify(text)).toBeUndefined();
  });

  it("drops control characters, which split words as a space would", () => {
    expect(searchMatch("mia\u0000tran")).toBe('"mia"* AND "tran"*');
  });
});

describe("what is typed in the search box, as a PostgreSQL tsquery", () => {
  it("matches each word as a prefix, and needs them all", () => {
    expect(searchTsquery("mia tran")).toBe("mia:* & tran:*");
    expect(searchTsquery("mia.tr")).toBe("mia <-> tr:*");
    expect(searchTsquery("harper.x")).toBe("harper <-> x:*");
    expect(searchTsquery("noah.kelly@example.net")).toBe("noah <-> kelly <-> example <-> net:*");
  });

  it("lets none of tsquery's operators through, only letters and digits", () => {
    expect(searchTsquery("a&b | !c <-> (d) e:* 'f'")).toBe("a <-> b:* & c & d & e & f");
    expect(searchTsquery("o'brien")).toBe("o <-> brien:*");
    expect(searchTsquery('"first home"')).toBe("first:* & home:*");
  });

  it("keeps a phone number typed with spaces, brackets or +61 as one run of digits", () => {
    expect(searchTsquery("0412 345 678")).toBe("0412345678:*");
    expect(searchTsquery("(03) 5550 0148")).toBe("0355500148:*");
    expect(searchTsquery(" +61 412 345 678 ")).toBe("61412345678:*");
  });

  it("takes a lone letter or digit whole, as FTS5's side does", () => {
    expect(searchTsquery("2 kids")).toBe("2 & kids:*");
  });

  it("has nothing to search for in punctuation, spaces or control characters alone", () => {
    for (const text of ["", "   ", "- ! ?", '"', "\u0000\u001b", "—", "&|!"])
      expect(searchTsquery(text), JSON.stringify(text)).toBeUndefined();
  });
});
