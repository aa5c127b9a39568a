import { PassThrough, Readable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { RouterFallbackContext } from "#app/features/shell/router-fallback.ts";

/**
 * Runs only at build time: with `ssr: false` React Router calls this once
 * per prerendered path. Waiting for the whole tree (onAllReady) gives every
 * page complete static HTML, which is what search engines and visitors
 * without JavaScript receive.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const page = (
      <RouterFallbackContext.Provider value={routerContext.isSpaMode}>
        <ServerRouter context={routerContext} url={request.url} />
      </RouterFallbackContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      // Write every Suspense boundary in place, whatever its size. Left at its
      // default (12,800 bytes), React moves large ones to the end of the page with
      // an inline script to put them back, which a page with no framework
      // script does not have and a strict Content-Security-Policy does not allow.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(
          new Response(Readable.toWeb(body) as ReadableStream, {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
    setTimeout(abort, 10_000);
  });
}

// What the lead server uses when it publishes (decision 017): it loads this
// bundle, kept at build/renderer, and renders the pages from a version of the
// content, starting from the one shipped in the repository.
export { renderPagesWith } from "#app/content/published-content.ts";
export { firstVersion } from "#app/content/first-version/first-version.ts";
