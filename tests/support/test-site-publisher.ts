/**
 * A test double of the SitePublisher only (server/site/publishing/
 * site-publisher.ts), for the content studio's route tests: it renders
 * nothing and writes no file. It records every call, answers `stage` with a
 * StagedSite naming the pages it was told changed, can be told to fail a
 * call with a PublishFailure (or any error), and previews a page as a small
 * HTML document showing the content it was given. The real publisher is
 * server/site/publishing/ (site-versions.ts), tested there.
 */
import type { SiteContent } from "../../contracts/site-content.ts";
import { PublishFailure, type SitePublisher, type StagedSite } from "../../server/site/publishing/site-publisher.ts";

export type PublisherCall =
  | { method: "stage"; content: SiteContent }
  | { method: "activate"; staged: StagedSite; version: number }
  | { method: "discard"; staged: StagedSite }
  | { method: "preview"; content: SiteContent; pagePath: string };

/** The pages the double previews; any other address is one the site does not have. */
export const TEST_PREVIEW_PAGES = ["/", "/about", "/services", "/inquiry"] as const;

/** An inline script every preview carries, so its CSP's hash can be checked. */
export const TEST_PREVIEW_SCRIPT = 'document.documentElement.dataset.preview = "yes";';

export interface TestSitePublisher extends SitePublisher {
  readonly calls: PublisherCall[];
  /** The calls of one method, in order. */
  callsOf<M extends PublisherCall["method"]>(method: M): Extract<PublisherCall, { method: M }>[];
  /** The pages the next stagings say changed (["/", "/about"] unless set). */
  changedPages: string[];
  /** Run inside the next `stage`, after it is recorded: what happens elsewhere while the pages render (another publish). */
  whileStaging: (() => Promise<void>) | undefined;
  /** Makes the next call of `method` throw `error` (a PublishFailure with `message` when a string). */
  failNext(method: "stage" | "activate" | "preview", error: string | Error): void;
}

export function testSitePublisher(): TestSitePublisher {
  const calls: PublisherCall[] = [];
  const failures = new Map<string, Error>();
  let served = 0;
  let staging = 0;
  const failIfTold = (method: string) => {
    const error = failures.get(method);
    if (error) {
      failures.delete(method);
      throw error;
    }
  };
  const publisher: TestSitePublisher = {
    calls,
    changedPages: ["/", "/about"],
    whileStaging: undefined,
    callsOf: <M extends PublisherCall["method"]>(method: M) =>
      calls.filter((call): call is Extract<PublisherCall, { method: M }> => call.method === method),
    failNext(method, error) {
      failures.set(method, typeof error === "string" ? new PublishFailure(error) : error);
    },
    pagesChangedOnOf: (staged) => new Map(staged.changedPages.map((page) => [page, "2026-11-26"])),
    async stage(content) {
      calls.push({ method: "stage", content: structuredClone(content) });
      failIfTold("stage");
      const meanwhile = publisher.whileStaging;
      publisher.whileStaging = undefined;
      await meanwhile?.();
      staging += 1;
      return { folder: `/staging/test-${staging}`, changedPages: [...publisher.changedPages] };
    },
    async activate(staged, version) {
      calls.push({ method: "activate", staged, version });
      failIfTold("activate");
      served = version;
    },
    async discard(staged) {
      calls.push({ method: "discard", staged });
    },
    async preview(content, pagePath) {
      calls.push({ method: "preview", content: structuredClone(content), pagePath });
      failIfTold("preview");
      if (!(TEST_PREVIEW_PAGES as readonly string[]).includes(pagePath)) return undefined;
      return previewHtml(content, pagePath);
    },
    servedVersion: () => served,
  };
  return publisher;
}

/** What the double's preview of a page is: its address, the phone number and the first quote, as text. */
function previewHtml(content: SiteContent, pagePath: string): string {
  const escape = (text: string) =>
    text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
  return [
    '<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><title>Preview</title>',
    `<script>${TEST_PREVIEW_SCRIPT}</script></head><body>`,
    `<h1>Page ${escape(pagePath)}</h1>`,
    `<p class="phone">${escape(content.business.phone)}</p>`,
    `<blockquote>${escape(content.testimonials[0]?.quote ?? "")}</blockquote>`,
    "</body></html>",
  ].join("");
}
