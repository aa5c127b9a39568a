import { BrandLogo } from "./brand-logo.tsx";
import { ContactPanel } from "./contact-panel.tsx";
import { MobileDrawer } from "./mobile-drawer.tsx";
import { MainNavigationList } from "./nav-entry-link.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLogo />
        <MainNavigationList
          className="hidden items-center gap-1 md:flex"
          linkClassName="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 dark:text-slate-200 dark:hover:text-brand-300 dark:aria-[current=page]:text-brand-300"
        />
        <div className="flex items-center gap-1 sm:gap-2">
          <ContactPanel />
          <ThemeToggle />
          <MobileDrawer />
        </div>
      </nav>
    </header>
  );
}
