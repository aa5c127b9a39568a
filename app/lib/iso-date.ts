/** "2026-11-21": a day as ISO writes it, in the local time zone (the visitor's, or the build machine's). */
export function isoDate(day: Date): string {
  const month = String(day.getMonth() + 1).padStart(2, "0");
  return `${String(day.getFullYear())}-${month}-${String(day.getDate()).padStart(2, "0")}`;
}
