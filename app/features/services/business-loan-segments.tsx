import {
  businessLoanSegments,
  businessLoanSegmentsCopy,
  businessLoanTags,
} from "#app/content/business-loan-segments.ts";

/** The business loans page's loan sizes and the way we work, shown between its benefits and details. */
export function BusinessLoanSegments() {
  return (
    <section aria-labelledby="segments-heading" className="mx-auto max-w-7xl px-4 pb-14 sm:px-6">
      <h2 id="segments-heading" className="text-2xl font-bold tracking-tight">
        {businessLoanSegmentsCopy.heading}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {businessLoanSegments.map((segment) => (
          <li key={segment.label} className="rounded-2xl bg-brand-800 p-6 text-white">
            <h3 className="text-xl font-bold">{segment.label}</h3>
            <p className="mt-2 text-brand-100">{segment.text}</p>
          </li>
        ))}
      </ul>
      <ul aria-label={businessLoanSegmentsCopy.tagsLabel} className="mt-8 flex flex-wrap gap-3">
        {businessLoanTags.map((tag) => (
          <li
            key={tag}
            className="rounded-full border border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-800 dark:border-brand-300 dark:text-brand-100"
          >
            {tag}
          </li>
        ))}
      </ul>
    </section>
  );
}
