import { useLocation } from "react-router";
import { mainNavigation, type NavLink } from "#app/content/navigation.ts";

/** Whether `pathname` is the entry's page or one of its aliases (paths compare case-insensitively, as routes match). */
export function isCurrentEntry(entry: NavLink, pathname: string): boolean {
  const current = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  return [entry.to, ...(entry.aliases ?? [])].some((path) => path.toLowerCase() === current);
}

/** A navigation entry, marked aria-current="page" on its own page and on its aliases. */
export function NavEntryLink({ entry, className }: { entry: NavLink; className: string }) {
  const { pathname } = useLocation();
  return (
    <a href={entry.to} className={className} aria-current={isCurrentEntry(entry, pathname) ? "page" : undefined}>
      {entry.label}
    </a>
  );
}

interface MainNavigationListProps {
  /** The list's layout. */
  className: string;
  /** Each link's look, the current page's included (aria-[current=page]:…). */
  linkClassName: string;
}

/** The main navigation's entries as a list of links: the header's row on wide screens, the drawer's column below 768 px. */
export function MainNavigationList({ className, linkClassName }: MainNavigationListProps) {
  return (
    <ul className={className}>
      {mainNavigation.map((entry) => (
        <li key={entry.to}>
          <NavEntryLink entry={entry} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}
