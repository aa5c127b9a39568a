/**
 * The content studio's addresses (under CONTENT_STUDIO_PATH), and the site's
 * pages its "Preview" links open with the drafts in them.
 */
import { CONTENT_STUDIO_PATH } from "../../../contracts/inbox-paths.ts";
import type { CollectionName } from "../../../contracts/site-content.ts";

export const collectionPath = (collection: CollectionName) => `${CONTENT_STUDIO_PATH}/${collection}`;
export const PUBLISH_PATH = `${CONTENT_STUDIO_PATH}/publish`;
export const HISTORY_PATH = `${CONTENT_STUDIO_PATH}/history`;
export const rollBackPath = (version: number) => `${HISTORY_PATH}/${version}/roll-back`;
export const PREVIEW_PATH = `${CONTENT_STUDIO_PATH}/preview`;
/** A page of the site, as it would be with the drafts: "/" is the home page. */
export const previewPath = (pagePath: string) => `${PREVIEW_PATH}${pagePath}`;
export const PHONE_PREVIEW_PATH = `${CONTENT_STUDIO_PATH}/phone-preview`;
/** The same preview in a frame a phone's width (phone-preview-page.tsx). */
export const phonePreviewPath = (pagePath: string) => `${PHONE_PREVIEW_PATH}?page=${encodeURIComponent(pagePath)}`;

/**
 * The pages the studio offers to preview: where the testimonials show (the
 * home page), where the business details matter most (every page has them
 * in its footer) and a calculator with its lending assumptions. The site's own list is app/content/site-paths.ts, which the
 * server may not import; any other page of the site previews at its address
 * under PREVIEW_PATH too.
 */
export const PREVIEW_PAGES: readonly { path: string; label: string }[] = [
  { path: "/", label: "Home page" },
  { path: "/about", label: "About" },
  { path: "/services", label: "Services" },
  { path: "/inquiry", label: "Inquiry" },
  { path: "/referral", label: "Referral" },
  { path: "/settlements", label: "Settlements" },
  { path: "/calculator", label: "Calculators" },
  { path: "/privacy", label: "Privacy policy" },
  { path: "/lrc", label: "Loan repayment calculator" },
];
