/**
 * GET /inbox/content, "Content": each collection and whether a draft of it
 * waits, the live version (number, who, when), "Publish" for those who may
 * when a draft differs, the pages to preview with the drafts, and the way to
 * the history. Also the page shown before any version exists.
 */
import { CONTENT_STUDIO_PATH } from "../../../contracts/inbox-paths.ts";
import { type CollectionName, collectionTitles } from "../../../contracts/site-content.ts";
import type { CollectionDraft, PublishedVersion } from "../../site/content/content-store.ts";
import { DataTable } from "../data-table.tsx";
import { InboxDocument } from "../inbox-document.tsx";
import type { SignedInStaff } from "../inbox-session.ts";
import { WhenTime } from "../inbox-time.tsx";
import {
  collectionPath,
  HISTORY_PATH,
  PREVIEW_PAGES,
  phonePreviewPath,
  previewPath,
  PUBLISH_PATH,
} from "./content-paths.ts";

export interface StudioPageProps {
  staff: SignedInStaff;
  current: PublishedVersion;
  drafts: readonly CollectionDraft[];
  /** The collections whose draft differs from the live version. */
  changed: readonly CollectionName[];
  canPublish: boolean;
  /** What the last action did (post/redirect/get). */
  notice?: string;
  /** Why a publish did not happen, each as its own line. */
  refusal?: { title: string; problems: readonly string[] };
}

const COLUMNS = ["Collection", "State", "Last change"] as const;

export function StudioPage({ staff, current, drafts, changed, canPublish, notice, refusal }: StudioPageProps) {
  return (
    <InboxDocument title={refusal ? `Error: Content` : "Content"} staff={staff} section={CONTENT_STUDIO_PATH}>
      <h1>Content</h1>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {refusal ? (
        <div className="alert" role="alert" aria-labelledby="refusal-title">
          <h2 id="refusal-title">{refusal.title}</h2>
          <ul>
            {refusal.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p>
        The site shows <strong>version {current.number}</strong>,{" "}
        <PublishedBy name={current.publishedBy} at={current.publishedAt} />.
      </p>
      <DataTable id="collections" caption="What the office edits here" columns={COLUMNS}>
        {drafts.map((draft) => (
          <tr key={draft.collection}>
            <th scope="row">
              <a href={collectionPath(draft.collection)}>{collectionTitles[draft.collection]}</a>
            </th>
            <td>{draft.waiting ? "Draft waiting" : "Published"}</td>
            <td>
              {draft.changedBy !== null && draft.changedAt !== null ? (
                <>
                  {draft.changedBy}, <WhenTime iso={new Date(draft.changedAt).toISOString()} />
                </>
              ) : (
                "—"
              )}
            </td>
          </tr>
        ))}
      </DataTable>

      <h2>Publish</h2>
      <PublishSection changed={changed} canPublish={canPublish} next={current.number + 1} />

      <h2>Preview</h2>
      <p>
        Each page as it would be with the drafts, before anything is published, in either theme (the switch is in the
        page's header):
      </p>
      <ul>
        {PREVIEW_PAGES.map((page) => (
          <li key={page.path}>
            <a href={previewPath(page.path)}>{page.label}</a> (
            <a href={phonePreviewPath(page.path)} aria-label={`${page.label} at phone width`}>
              at phone width
            </a>
            )
          </li>
        ))}
      </ul>

      <h2>History</h2>
      <p>
        <a href={HISTORY_PATH}>History</a>: every version published, what changed in each, and rolling back to one.
      </p>
    </InboxDocument>
  );
}

function PublishSection({
  changed,
  canPublish,
  next,
}: {
  changed: readonly CollectionName[];
  canPublish: boolean;
  next: number;
}) {
  if (changed.length === 0) return <p>Nothing waits to be published: every draft is the live version.</p>;
  const titles = listInWords(changed.map((collection) => collectionTitles[collection]));
  if (!canPublish) {
    return <p>The drafts of {titles} wait to be published. An admin or an editor publishes them.</p>;
  }
  return (
    <form method="post" action={PUBLISH_PATH}>
      <p className="hint" id="publish-hint">
        Publishes the drafts of {titles} as version {next}: every page is rendered with them, and the site changes at
        once.
      </p>
      <button type="submit" aria-describedby="publish-hint">
        Publish
      </button>
    </form>
  );
}

/** "published by Ada Admin, Thu 26 Nov 2026, 9:00 am", or for the first version "loaded from the repository, …". */
export function PublishedBy({
  name,
  at,
  startsSentence = false,
}: {
  name: string | null;
  at: number;
  startsSentence?: boolean;
}) {
  const when = <WhenTime iso={new Date(at).toISOString()} />;
  const words = name === null ? "loaded from the repository" : `published by ${name}`;
  return (
    <>
      {startsSentence ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : words}, {when}
    </>
  );
}

/** The page of a studio that has no version yet: the server loads the repository's on its first start with the page renderer. */
export function NoContentYetPage({ staff }: { staff: SignedInStaff }) {
  return (
    <InboxDocument title="Content" staff={staff} section={CONTENT_STUDIO_PATH}>
      <h1>Content</h1>
      <p>
        No version of the site&apos;s content has been loaded yet. The server loads the repository&apos;s content as
        version 1 when it starts with the page renderer that <code>npm run build</code> writes (
        <code>build/renderer</code>); until then there is nothing to edit or publish here.
      </p>
    </InboxDocument>
  );
}

/** "A", "A and B", "A, B and C". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** A studio page that only says something: a version or page that is not there, an address that cannot be read. */
export function StudioMessagePage({
  staff,
  title,
  lines,
}: {
  staff: SignedInStaff;
  title: string;
  lines: readonly string[];
}) {
  return (
    <InboxDocument title={title} staff={staff} section={CONTENT_STUDIO_PATH}>
      <h1>{title}</h1>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        <a href={CONTENT_STUDIO_PATH}>Back to Content</a>
      </p>
    </InboxDocument>
  );
}
