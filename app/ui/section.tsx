import type { ReactNode } from "react";

interface SectionProps {
  id?: string;
  heading: string;
  children: ReactNode;
  /** Heading level inside the page: h2 for page sections, h1 only when the section is the page. */
  level?: "h1" | "h2";
}

/** A page section with its heading, labelled by that heading for assistive technology. */
export function Section({ id, heading, children, level: Heading = "h2" }: SectionProps) {
  const headingId = `${id ?? heading.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <Heading id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {heading}
      </Heading>
      <div className="mt-6">{children}</div>
    </section>
  );
}
