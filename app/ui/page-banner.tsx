import type { ReactNode } from "react";

interface PageBannerProps {
  heading: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** The title band at the top of an inner page, holding its single <h1>. */
export function PageBanner({ heading, eyebrow, children }: PageBannerProps) {
  return (
    <div className="bg-brand-50 dark:bg-brand-900/40">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-300">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{heading}</h1>
        {children && <div className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{children}</div>}
      </div>
    </div>
  );
}
