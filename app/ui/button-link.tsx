import type { ReactNode } from "react";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-400 dark:text-slate-950 dark:hover:bg-brand-300",
  accent: "bg-accent-400 text-slate-950 hover:bg-accent-500",
  outline:
    "border border-brand-700 text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-100 dark:hover:bg-brand-900",
} as const;

/** The look of a call to action, for an element ButtonLink cannot be: a plain <a>, or a <button>. */
export function buttonClassName(variant: keyof typeof variants = "primary"): string {
  return `inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2 font-semibold ${variants[variant]}`;
}

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: keyof typeof variants;
}

/** A link styled as a button, for calls to action that go to another page. */
export function ButtonLink({ to, children, variant = "primary" }: ButtonLinkProps) {
  return (
    <a href={to} className={buttonClassName(variant)}>
      {children}
    </a>
  );
}
