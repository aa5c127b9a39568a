/**
 * A client's initials for the circle on their testimonial card: the first
 * letter of each word of the name, upper-cased ("Mei Lin Chen" gives "MLC").
 * Spaces at either end or between words do not make empty words.
 */
export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter((word) => word !== "")
      // Array.from splits by code point, so a letter outside the BMP stays whole.
      .map((word) => (Array.from(word)[0] ?? "").toLocaleUpperCase("en-AU"))
      .join("")
  );
}
