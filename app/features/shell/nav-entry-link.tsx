import { Link, useLocation } from "react-router";
import type { NavLink } from "#app/content/navigation.ts";

/** Whether `pathname` is the entry's page or one of its aliases (paths compare case-insensitively, as routes match). */
export function isCurrentEntry(entry: NavLink, pathname: string): boolean {
  const current = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  return [entry.to, ...(entry.aliases ?? [])].some((path) => path.toLowerCase() === current);
}

/** A navigation entry, marked aria-current="page" on its own page and on its aliases. */
export function NavEntryLink({ entry, className }: { entry: NavLink; className: string }) {
  const { pathname } = useLocation();
  return (
    <Link to={entry.to} className={className} aria-current={isCurrentEntry(entry, pathname) ? "page" : undefined}>
      {entry.label}
    </Link>
  );
}
