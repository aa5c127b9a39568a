/**
 * What the content studio asks of the site when the office publishes or
 * previews: the pages rendered from a version of the content by the build's
 * own renderer, staged in a folder of their own, then swapped in at once
 * (decision 017). The studio never writes a page itself.
 */
import type { SiteContent } from "../../../contracts/site-content.ts";

/** A whole site rendered from one version of the content, not yet served. */
export interface StagedSite {
  readonly folder: string;
  /** The pages whose HTML differs from what this server serves now, by address ("/", "/about"). */
  readonly changedPages: readonly string[];
}

/** Why a publish could not finish, in words the studio shows as they are. */
export class PublishFailure extends Error {
  override readonly name = "PublishFailure";
}

export interface SitePublisher {
  /**
   * Renders every page from `content` into a staging folder. Nothing served
   * changes. Throws a PublishFailure naming what failed (a render error, a
   * full disk); the staging folder is then already gone.
   */
  stage(content: SiteContent): Promise<StagedSite>;
  /** Serves a staged site from now on, as published version `version`; the old pages stay until no request reads them. */
  activate(staged: StagedSite, version: number): Promise<void>;
  /** Removes a staged site that will not be served (the version row could not be written). */
  discard(staged: StagedSite): Promise<void>;
  /** One page's HTML as it would be with `content`, or undefined for an address the site does not have. */
  preview(content: SiteContent, pagePath: string): Promise<string | undefined>;
  /** The version this server serves, or 0 before the first publish was rendered here. */
  servedVersion(): number;
  /**
   * The day each page of a staged site last changed ("2026-11-26"), by
   * address: kept with the version, so every server's sitemap dates its pages alike.
   */
  pagesChangedOnOf(staged: StagedSite): ReadonlyMap<string, string>;
}
