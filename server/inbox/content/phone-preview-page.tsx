/**
 * A page of the site with the drafts, at a phone's width: the preview
 * (PREVIEW_PATH) in a frame 390 CSS pixels wide, the width of a common phone,
 * so the office sees the mobile layout, its drawer and its wrapping without
 * a phone to hand. The framed page keeps its own light and dark switch.
 */
import { CONTENT_STUDIO_PATH } from "../../../contracts/inbox-paths.ts";
import { InboxDocument } from "../inbox-document.tsx";
import type { SignedInStaff } from "../inbox-session.ts";
import { previewPath } from "./content-paths.ts";

/** CSS pixels: an iPhone 15's viewport, a common phone's. */
export const PHONE_WIDTH = 390;
const PHONE_HEIGHT = 844;

export function PhonePreviewPage({
  staff,
  pagePath,
  label,
}: {
  staff: SignedInStaff;
  pagePath: string;
  label: string;
}) {
  const title = `${label} at phone width`;
  return (
    <InboxDocument title={`Preview: ${title}`} staff={staff} section={CONTENT_STUDIO_PATH}>
      <p>
        <a href={CONTENT_STUDIO_PATH}>Back to Content</a>
      </p>
      <h1>Preview: {title}</h1>
      <p>
        The page as it would be with the drafts, {PHONE_WIDTH} pixels wide. Its light and dark switch is in its header;
        its forms send nothing. <a href={previewPath(pagePath)}>The same preview at full width</a>.
      </p>
      <iframe
        className="phone-preview"
        src={previewPath(pagePath)}
        width={PHONE_WIDTH}
        height={PHONE_HEIGHT}
        title={`Preview of ${label} at phone width`}
      />
    </InboxDocument>
  );
}
