import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { firstPaintScript } from "#app/features/shell/first-paint-script.ts";
import { IntroScreen } from "#app/features/shell/intro-screen.tsx";
import { SiteFooter } from "#app/features/shell/site-footer.tsx";
import { SiteHeader } from "#app/features/shell/site-header.tsx";
import { brand } from "#app/content/brand.ts";
import {
  BUSINESS_DETAILS_ELEMENT_ID,
  businessDetailsScript,
  publishedContent,
} from "#app/content/published-content.ts";
import { errorScreen } from "#app/content/error-pages.ts";
import { skipToContentLabel } from "#app/content/navigation.ts";
import { NotFoundScreen } from "#app/features/shell/not-found-screen.tsx";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { lazyImagesWaitScript } from "#app/ui/lazy-images-wait.ts";
import { PhoneLink } from "#app/ui/phone-link.tsx";
import { PAGE_START_SRC, speculationRules } from "#app/features/shell/page-scripts.ts";
import { useIsRouterFallback } from "#app/features/shell/router-fallback.ts";

export const links: Route.LinksFunction = () => [
  // React writes this preload into <head> ahead of the script preloads, so the one
  // file that blocks the first paint is asked for first: over HTTP/1.1's six
  // connections it used to queue behind twenty scripts (docs/PERFORMANCE.md).
  { rel: "preload", href: appStylesheet, as: "style" },
  { rel: "stylesheet", href: appStylesheet },
  // Inside the page: the browser asks for a tab icon when the page has loaded, often
  // before its first paint, and Lighthouse then counted that request into the
  // largest paint (docs/PERFORMANCE.md, issue 16).
  { rel: "icon", href: brand.logo.inlineSrc, type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const routerFallback = useIsRouterFallback();
  return (
    // The head script sets the theme class and intro flag on <html> before React
    // starts, so its attributes differ from the prerendered ones by design.
    <html lang="en-AU" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* Runs before first paint: stored theme and intro flag (see first-paint-script.ts). */}
        <script dangerouslySetInnerHTML={{ __html: firstPaintScript }} />
        {/* Lazy images wait for the first paint (lazy-images-wait.ts). */}
        <script dangerouslySetInnerHTML={{ __html: lazyImagesWaitScript }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {skipToContentLabel}
        </a>
        <IntroScreen />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        {/* What the page's islands read for the phone number and the rest of the business
            details: the version this page was rendered with, not the copy in their code,
            which a publish does not rebuild (decision 017). A data block: CSP does not govern it. */}
        <script
          type="application/json"
          id={BUSINESS_DETAILS_ELEMENT_ID}
          dangerouslySetInnerHTML={{ __html: businessDetailsScript(publishedContent().business) }}
        />
        {/* The page's one script: its reveals and islands (decision 016). Every page is a
            document of its own, so the browser scrolls and restores as it does for any page. */}
        {/* async: a script held up on a slow network must not hold up DOMContentLoaded, on
            which the head script shows the theme toggle's state. It waits for that itself
            when it arrives early. */}
        <script type="module" async src={PAGE_START_SRC} />
        {/* The next page is fetched while the pointer rests on its link, so it opens at once. */}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
        {/* The router's own client: under `npm run dev`, for hot reloading; and in the
            single-page fallback file its build insists on making, which post-build
            deletes. No page a visitor gets carries it. */}
        {import.meta.env.DEV || routerFallback ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold">{errorScreen.heading}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        {errorScreen.explanation.beforePhone} <PhoneLink phone={brand.phone} />
        {errorScreen.explanation.afterPhone}
      </p>
    </section>
  );
}
