import { useToday } from "#app/lib/use-today.ts";

/** The current year for the copyright line: the build's year in the prerendered HTML, the visitor's once hydrated. */
export function useCurrentYear(): number {
  return Number(useToday().slice(0, 4));
}
