/**
 * GET /inbox/content/history: every published version, newest first, with
 * who published it, when, and what changed field by field; each older version
 * has "Roll back to this version" for those who may publish, which publishes
 * its content again as a new version (history stays whole).
 */
import { CONTENT_STUDIO_PATH } from "../../../contracts/inbox-paths.ts";
import type { VersionSummary } from "../../site/content/content-store.ts";
import { InboxDocument } from "../inbox-document.tsx";
import type { SignedInStaff } from "../inbox-session.ts";
import { rollBackPath } from "./content-paths.ts";
import { PublishedBy } from "./studio-page.tsx";

export interface HistoryPageProps {
  staff: SignedInStaff;
  /** Newest first: the first is live. */
  versions: readonly VersionSummary[];
  canPublish: boolean;
  notice?: string;
  /** Why a roll back did not happen. */
  refusal?: { title: string; problems: readonly string[] };
}

export function HistoryPage({ staff, versions, canPublish, notice, refusal }: HistoryPageProps) {
  const live = versions[0]?.number;
  return (
    <InboxDocument title={refusal ? "Error: History" : "History"} staff={staff} section={CONTENT_STUDIO_PATH}>
      <p>
        <a href={CONTENT_STUDIO_PATH}>Back to Content</a>
      </p>
      <h1>History</h1>
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
        Every version of the site&apos;s content, newest first. Rolling back publishes an older version&apos;s content
        again as a new version; nothing is deleted.
      </p>
      {versions.length === 0 ? <p>No version has been published yet.</p> : null}
      <ol className="versions" reversed>
        {versions.map((version) => (
          <li key={version.number} className="version">
            <h2 id={`version-${version.number}`}>
              Version {version.number}
              {version.number === live ? " (live)" : ""}
            </h2>
            <p>
              <PublishedBy name={version.publishedBy} at={version.publishedAt} startsSentence />.
              {version.rolledBackTo !== null ? ` A roll back to the content of version ${version.rolledBackTo}.` : null}
            </p>
            <Changes version={version} />
            {canPublish && version.number !== live ? (
              <form method="post" action={rollBackPath(version.number)}>
                <button type="submit" className="secondary" aria-describedby={`version-${version.number}`}>
                  Roll back to this version
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ol>
    </InboxDocument>
  );
}

function Changes({ version }: { version: VersionSummary }) {
  if (version.publishedBy === null && version.number === 1 && version.changes.length === 0) {
    return <p>The content as the repository has it.</p>;
  }
  if (version.changes.length === 0) return <p>No field changed.</p>;
  return (
    <ul className="changes" aria-label={`What changed in version ${version.number}`}>
      {version.changes.map((change) => (
        <li key={change}>{change}</li>
      ))}
    </ul>
  );
}
