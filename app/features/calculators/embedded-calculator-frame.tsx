import type { EmbeddedCalculatorFrame as Frame } from "#app/content/calculators.ts";

/**
 * A third-party calculator in a frame, for a page switched to "embedded" in
 * content/calculators.ts. Sandboxed: the provider's scripts and forms run, but
 * it cannot navigate our page or open pop-ups without the visitor's click.
 * Lazy, so it costs nothing until it is scrolled near. Its height is the
 * `height` attribute, not a style attribute, which the CSP (style-src 'self')
 * would refuse; the server's CSP opens frame-src to the frame's origin because
 * the built HTML contains it (server/site/security-headers.ts).
 */
export function EmbeddedCalculatorFrame({ frame }: { frame: Frame }) {
  return (
    <div>
      <iframe
        src={frame.src}
        title={frame.title}
        loading="lazy"
        height={frame.heightPx}
        sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="strict-origin-when-cross-origin"
        className="w-full rounded-xl border border-slate-200 bg-white dark:border-slate-700"
      />
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        This calculator is provided by another company.{" "}
        <a
          href={frame.src}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-700 underline dark:text-brand-300"
        >
          Open it in a new tab<span className="sr-only"> (opens in a new tab)</span>
        </a>{" "}
        if it does not load.
      </p>
    </div>
  );
}
