/**
 * The content studio (decision 017), under CONTENT_STUDIO_PATH, in the
 * inbox's context (no-store, noindex, same-origin posts, the session hook):
 *
 *   GET  /inbox/content                          collections, live version, Publish   editor*  studio-page.tsx
 *   GET|POST /inbox/content/<collection>          a collection's form, Save draft    editor*  collection-page.tsx
 *   POST /inbox/content/publish                  the drafts, as the next version      publisher
 *   GET  /inbox/content/history                  every version, field by field        editor*  history-page.tsx
 *   POST /inbox/content/history/:number/roll-back  an older version's content, again publisher
 *   GET  /inbox/content/preview/*                a page of the site with the drafts   editor*
 *
 * editor*: requireContentEditor (admin, broker, editor); publisher:
 * requirePublisher (admin, editor). Drafts and versions are the content
 * store's (server/site/content/content-store.ts); the pages are rendered,
 * staged and swapped in by the site's publisher (SitePublisher): the studio
 * never writes a page. A publish stages the pages first, then records the
 * version, then serves it: a failure at any step leaves the live version as
 * it was. Every save, publish and roll back writes an audit line naming the
 * collection or version, never the words.
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MAX_UPLOAD_BYTES } from "../../../contracts/content-images.ts";
import { CONTENT_STUDIO_PATH } from "../../../contracts/inbox-paths.ts";
import {
  COLLECTION_NAMES,
  type CollectionName,
  collectionTitles,
  contentProblems,
  type SiteContent,
  siteContentSchema,
} from "../../../contracts/site-content.ts";
import type { ServerConfig } from "../../config.ts";
import type { AppDatabase } from "../../db/database.ts";
import { mediaDirOf, openContentImageStore } from "../../site/content/images/content-image-store.ts";
import {
  type CollectionDraft,
  type ContentStore,
  NoContentYet,
  openContentStore,
  PublishRaced,
} from "../../site/content/content-store.ts";
import { PublishFailure, type SitePublisher, type StagedSite } from "../../site/publishing/site-publisher.ts";
import { pagePolicies } from "../../site/security-headers.ts";
import { CSP_HEADER } from "../../site/security-hook.ts";
import type { InboxAudit } from "../../db/audit-trail.ts";
import { INBOX_PAGE_POLICY, sendInboxPage } from "../inbox-page.tsx";
import { formField, queryValue } from "../inbox-request.ts";
import { requireContentEditor, requirePublisher, type SignedInStaff } from "../inbox-session.ts";
import { melbourneDateTime } from "../inbox-time.tsx";
import type { FieldProblem } from "../sign-in/sign-in-fields.tsx";
import { type CollectionForm, CollectionPage } from "./collection-page.tsx";
import { isListCollection } from "../../site/content/entry-lists.ts";
import {
  assumptionProblems,
  assumptionsBodyOf,
  assumptionValuesFromPost,
  assumptionValuesOf,
  businessBodyOf,
  businessProblems,
  businessValuesFromPost,
  businessValuesOf,
  storeProblems,
  wholeNumber,
} from "./content-form-values.ts";
import {
  applyEntryAction,
  entryListBody,
  entryListProblems,
  entryValuesFromPost,
  entryValuesOf,
  takesUploads,
} from "./entry-list-form.ts";
import {
  collectionPath,
  HISTORY_PATH,
  PHONE_PREVIEW_PATH,
  PREVIEW_PAGES,
  PREVIEW_PATH,
  PUBLISH_PATH,
} from "./content-paths.ts";
import { keepPostedFile, takeUploads } from "./content-uploads.ts";
import { PhonePreviewPage } from "./phone-preview-page.tsx";
import { HistoryPage } from "./history-page.tsx";
import { NoContentYetPage, StudioMessagePage, StudioPage } from "./studio-page.tsx";

export interface ContentStudioDeps {
  database: AppDatabase;
  publisher: SitePublisher;
  audit: InboxAudit;
  now: () => number;
  /** Where uploaded originals (a copy) and renditions are kept on this server. */
  config: Pick<ServerConfig, "CONTENT_IMAGES_DIR" | "PUBLISHED_SITE_DIR">;
}

/** The most file controls one post may send: one per image field of the longest list. */
const MOST_FILES_A_POST = 60;

/**
 * The studio's routes, in a scope of their own: only its forms take files
 * (multipart/form-data, read by content-uploads.ts), and only from staff who
 * may edit content: anyone else's upload is refused before a byte of it is read.
 */
export function registerContentStudio(inbox: FastifyInstance, deps: ContentStudioDeps): void {
  void inbox.register(async (studio) => {
    studio.addHook("onRequest", async (request, reply) => {
      if (request.headers["content-type"]?.toLowerCase().startsWith("multipart/") !== true) return;
      if (!requireContentEditor(request, reply)) return reply;
    });
    await studio.register(multipart, {
      attachFieldsToBody: "keyValues",
      onFile: keepPostedFile,
      throwFileSizeLimit: false,
      // A list form's text is a few kilobytes a field; the inbox's other forms take 128 KB in all.
      limits: { fileSize: MAX_UPLOAD_BYTES, files: MOST_FILES_A_POST, fields: 600, fieldSize: 8_192 },
    });
    registerStudioRoutes(studio, deps);
  });
}

/** An address under the preview: a site path's characters only, so nothing odd reaches the renderer. */
const PAGE_PATH = /^[A-Za-z0-9/_-]{0,200}$/;

function registerStudioRoutes(inbox: FastifyInstance, deps: ContentStudioDeps): void {
  const { publisher, audit } = deps;
  const store = openContentStore(deps.database, deps.now);
  const images = openContentImageStore(deps.database, { imagesDir: deps.config.CONTENT_IMAGES_DIR, now: deps.now });
  const mediaDir = mediaDirOf(deps.config.PUBLISHED_SITE_DIR);

  const noContentYet = (reply: FastifyReply, staff: SignedInStaff, status = 503) =>
    sendInboxPage(reply, <NoContentYetPage staff={staff} />, status);

  /** The studio's page: the live version, each collection's draft, and what a publish would publish. */
  async function sendStudio(
    reply: FastifyReply,
    staff: SignedInStaff,
    extra: { notice?: string; refusal?: { title: string; problems: readonly string[] } } = {},
    status = 200,
  ) {
    const current = await store.currentVersion();
    if (!current) return noContentYet(reply, staff, status);
    const drafts: CollectionDraft[] = [];
    for (const collection of COLLECTION_NAMES) drafts.push(await store.draft(collection));
    const changed = drafts.filter((draft) => draft.waiting).map((draft) => draft.collection);
    return sendInboxPage(
      reply,
      <StudioPage
        staff={staff}
        current={current}
        drafts={drafts}
        changed={changed}
        canPublish={isPublisher(staff)}
        {...extra}
      />,
      status,
    );
  }

  async function sendHistory(
    reply: FastifyReply,
    staff: SignedInStaff,
    extra: { notice?: string; refusal?: { title: string; problems: readonly string[] } } = {},
    status = 200,
  ) {
    const versions = await store.history();
    return sendInboxPage(
      reply,
      <HistoryPage staff={staff} versions={versions} canPublish={isPublisher(staff)} {...extra} />,
      status,
    );
  }

  inbox.get(CONTENT_STUDIO_PATH, async (request, reply) => {
    const staff = requireContentEditor(request, reply);
    if (!staff) return reply;
    return sendStudio(reply, staff, { notice: studioNotice(request) });
  });

  for (const collection of COLLECTION_NAMES) {
    const path = collectionPath(collection);

    inbox.get(path, async (request, reply) => {
      const staff = requireContentEditor(request, reply);
      if (!staff) return reply;
      const draft = await draftOf(store, collection);
      if (!draft) return noContentYet(reply, staff);
      return sendInboxPage(
        reply,
        <CollectionPage staff={staff} form={formOfDraft(draft)} revision={draft.revision} state={draft} />,
      );
    });

    inbox.post(path, async (request, reply) => {
      const staff = requireContentEditor(request, reply);
      if (!staff) return reply;
      const draft = await draftOf(store, collection);
      if (!draft) return noContentYet(reply, staff);
      const revision = wholeNumber(formField(request, "revision"));
      if (revision === undefined) {
        return sendInboxPage(
          reply,
          <StudioMessagePage
            staff={staff}
            title="Cannot save this form"
            lines={[
              "revision: the form did not say which draft it was opened on. Open it again from Content; nothing was saved.",
            ]}
          />,
          400,
        );
      }
      const form = formFromPost(collection, request);
      const page = (status: number, props: Partial<Parameters<typeof CollectionPage>[0]> = {}) =>
        sendInboxPage(
          reply,
          <CollectionPage staff={staff} form={form} revision={revision} state={draft} {...props} />,
          status,
        );

      // Pictures uploaded with the post become their entries' pictures first, whatever the button.
      let uploadProblems: FieldProblem[] = [];
      if (form.collection !== "business" && form.collection !== "assumptions" && takesUploads(form.collection)) {
        const taken = await takeUploads(request, form.collection, form.values, {
          images,
          mediaDir,
          staffId: staff.id,
          log: request.log,
        });
        uploadProblems = taken.problems;
        if (taken.uploaded > 0) {
          await audit.record({
            staffId: staff.id,
            action: "uploaded content images",
            detail: `${collectionTitles[collection]}: ${taken.uploaded}`,
          });
        }
      }

      // "Add a …", "Move up", "Move down" and "Remove": the list changes in the form, and nothing is saved.
      const action = formField(request, "action") ?? "save";
      if (form.collection !== "business" && form.collection !== "assumptions") {
        // A refused upload is named at the entry it was sent with: the list is not moved under it.
        if (uploadProblems.length > 0 && action !== "save") return page(400, { problems: uploadProblems });
        const changed = applyEntryAction(form.collection, form.values, action);
        if (changed) return page(200, changed);
      }

      const problems: FieldProblem[] = [...uploadProblems, ...problemsOf(form)];
      if (problems.length > 0) return page(400, { problems });
      const result = await store.saveDraft({
        collection,
        body: bodyOf(form),
        openedRevision: revision,
        staff,
      });
      if ("problems" in result) return page(400, { problems: storeProblems(collection, result.problems) });
      if ("conflict" in result) {
        // Saved against the revision now: saving again, once reviewed, goes through.
        const now = await store.draft(collection);
        return sendInboxPage(
          reply,
          <CollectionPage
            staff={staff}
            form={{ ...form, theirs: now.body } as CollectionForm}
            revision={now.revision}
            state={now}
            conflict={result.conflict}
          />,
          409,
        );
      }
      await audit.record({ staffId: staff.id, action: "saved content draft", detail: collectionTitles[collection] });
      return reply.redirect(`${CONTENT_STUDIO_PATH}?saved=${collection}`, 303);
    });
  }

  /**
   * Stages `content` as pages, records it as the next version, then serves
   * it. Whatever fails, the live version stays as it was: a staging that
   * fails leaves nothing; a version that cannot be recorded has its staged
   * pages removed. Answers how many pages changed, or why nothing was published.
   */
  async function publish(
    request: FastifyRequest,
    staff: SignedInStaff,
    content: SiteContent,
    options: { basedOn: number; rolledBackTo?: number },
  ): Promise<{ number: number; pages: number } | { status: number; title: string; problems: string[] }> {
    let staged: StagedSite;
    try {
      staged = await publisher.stage(content);
    } catch (error) {
      if (error instanceof PublishFailure) return { status: 503, title: NOTHING_PUBLISHED, problems: [error.message] };
      throw error;
    }
    let recorded: { number: number };
    try {
      recorded = await store.recordPublish({
        content,
        staff,
        basedOn: options.basedOn,
        rolledBackTo: options.rolledBackTo,
        pagesChangedOn: publisher.pagesChangedOnOf(staged),
      });
    } catch (error) {
      await publisher.discard(staged).catch((discardError: unknown) => {
        request.log.error({ err: discardError }, "could not remove a staged site that was not published");
      });
      if (error instanceof PublishRaced) return { status: 409, title: NOTHING_PUBLISHED, problems: [raced(error)] };
      throw error;
    }
    const number = recorded.number;
    await audit.record({
      staffId: staff.id,
      action: options.rolledBackTo === undefined ? "published content" : "rolled back content",
      detail:
        options.rolledBackTo === undefined
          ? `version ${number}`
          : `version ${number}, the content of version ${options.rolledBackTo}`,
    });
    try {
      await publisher.activate(staged, number);
    } catch (error) {
      if (!(error instanceof PublishFailure)) throw error;
      return {
        status: 500,
        title: `Version ${number} is recorded, but this server could not serve it yet`,
        problems: [
          error.message,
          "Every server renders the newest version when it next looks for one, within seconds; if this one still shows the old pages, tell whoever runs the server.",
        ],
      };
    }
    return { number, pages: staged.changedPages.length };
  }

  inbox.post(PUBLISH_PATH, async (request, reply) => {
    const staff = requirePublisher(request, reply);
    if (!staff) return reply;
    const pending = await pendingOf(store);
    if (!pending) return noContentYet(reply, staff);
    if (pending.changed.length === 0) return reply.redirect(`${CONTENT_STUDIO_PATH}?nothing=1`, 303);
    const checked = siteContentSchema.safeParse(pending.content);
    if (!checked.success) {
      return sendStudio(
        reply,
        staff,
        { refusal: { title: NOTHING_PUBLISHED, problems: contentProblems(checked.error) } },
        400,
      );
    }
    const outcome = await publish(request, staff, pending.content, { basedOn: pending.basedOn });
    if ("status" in outcome) return sendStudio(reply, staff, { refusal: outcome }, outcome.status);
    return reply.redirect(`${CONTENT_STUDIO_PATH}?published=${outcome.number}&pages=${outcome.pages}`, 303);
  });
  // The form's address opened, from history or the address bar: the studio.
  inbox.get(PUBLISH_PATH, async (request, reply) => {
    const staff = requireContentEditor(request, reply);
    if (!staff) return reply;
    return reply.redirect(CONTENT_STUDIO_PATH, 303);
  });

  inbox.get(HISTORY_PATH, async (request, reply) => {
    const staff = requireContentEditor(request, reply);
    if (!staff) return reply;
    return sendHistory(reply, staff, { notice: historyNotice(request) });
  });

  const rollBackRoute = `${HISTORY_PATH}/:number/roll-back`;
  inbox.post(rollBackRoute, async (request, reply) => {
    const staff = requirePublisher(request, reply);
    if (!staff) return reply;
    const wanted = wholeNumber((request.params as { number?: string }).number);
    const version = wanted === undefined ? undefined : await store.version(wanted);
    if (!version) {
      return sendInboxPage(
        reply,
        <StudioMessagePage staff={staff} title="No such version" lines={["There is no version with that number."]} />,
        404,
      );
    }
    const live = await store.currentVersionNumber();
    if (version.number === live) {
      const problems = [`Version ${live} is the live version: there is nothing to roll back to.`];
      return sendHistory(reply, staff, { refusal: { title: NOTHING_PUBLISHED, problems } }, 400);
    }
    // A collection the older version did not have yet (it came with a later deploy) stays as it is live.
    const liveContent = (await store.currentVersion())?.content;
    const content: SiteContent = { ...liveContent, ...version.content };
    // Checked as a publish is: a version published under older rules is not put back unchecked.
    const checked = siteContentSchema.safeParse(content);
    if (!checked.success) {
      const problems = [
        `Version ${version.number}'s content does not pass today's checks; publish a corrected draft instead.`,
        ...contentProblems(checked.error),
      ];
      return sendHistory(reply, staff, { refusal: { title: NOTHING_PUBLISHED, problems } }, 400);
    }
    const outcome = await publish(request, staff, content, { basedOn: live, rolledBackTo: version.number });
    if ("status" in outcome) return sendHistory(reply, staff, { refusal: outcome }, outcome.status);
    return reply.redirect(
      `${HISTORY_PATH}?published=${outcome.number}&pages=${outcome.pages}&from=${version.number}`,
      303,
    );
  });
  inbox.get(rollBackRoute, async (request, reply) => {
    const staff = requireContentEditor(request, reply);
    if (!staff) return reply;
    return reply.redirect(HISTORY_PATH, 303);
  });

  inbox.get(PREVIEW_PATH, async (request, reply) => {
    const staff = requireContentEditor(request, reply);
    if (!staff) return reply;
    return reply.redirect(`${PREVIEW_PATH}/`, 303);
  });

  inbox.get(PHONE_PREVIEW_PATH, async (request, reply) => {
    const staff = requireContentEditor(request, reply);
    if (!staff) return reply;
    const pagePath = queryValue(request, "page") ?? "/";
    if (!pagePath.startsWith("/") || !PAGE_PATH.test(pagePath.slice(1))) {
      return sendInboxPage(
        reply,
        <StudioMessagePage
          staff={staff}
          title="No such page"
          lines={["page: give a page of the site, such as /about, to preview at phone width."]}
        />,
        400,
      );
    }
    const label = PREVIEW_PAGES.find((page) => page.path === pagePath)?.label ?? pagePath;
    return sendInboxPage(
      reply,
      <PhonePreviewPage staff={staff} pagePath={pagePath} label={label} />,
      200,
      PHONE_PREVIEW_POLICY,
    );
  });

  inbox.get(`${PREVIEW_PATH}/*`, async (request, reply) => {
    const staff = requireContentEditor(request, reply);
    if (!staff) return reply;
    const rest = (request.params as { "*"?: string })["*"] ?? "";
    const notThere = () =>
      sendInboxPage(
        reply,
        <StudioMessagePage
          staff={staff}
          title="No such page"
          lines={["The site has no page at that address, so there is nothing to preview."]}
        />,
        404,
      );
    if (!PAGE_PATH.test(rest)) return notThere();
    const pending = await pendingOf(store);
    if (!pending) return noContentYet(reply, staff);
    let html: string | undefined;
    try {
      html = await publisher.preview(pending.content, `/${rest}`);
    } catch (error) {
      if (!(error instanceof PublishFailure)) throw error;
      return sendInboxPage(
        reply,
        <StudioMessagePage staff={staff} title="Cannot show the preview" lines={[error.message]} />,
        503,
      );
    }
    if (html === undefined) return notThere();
    // The page's own policy, as the site would send it (its inline scripts by their hashes), not the inbox's.
    const policy = previewPolicy(pagePolicies(new Map([["preview", html]])).get("preview") ?? "");
    return reply
      .code(200)
      .header(CSP_HEADER, policy)
      .header("x-robots-tag", "noindex, nofollow")
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(html);
  });
}

const NOTHING_PUBLISHED = "Nothing was published";

/**
 * A preview's policy: the page's own, with nowhere to send anything, so its
 * lead forms look and check as on the site but a test inquiry typed into a
 * preview never becomes a lead; and framed only by the studio's own phone-width
 * page (phone-preview-page.tsx).
 */
export function previewPolicy(policy: string): string {
  const kept = policy
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive !== "" && !/^(connect-src|form-action|frame-ancestors)(\s|$)/.test(directive));
  return [...kept, "connect-src 'none'", "form-action 'none'", "frame-ancestors 'self'"].join("; ");
}

/** The inbox's policy, letting a page frame the studio's own previews. */
const PHONE_PREVIEW_POLICY = `${INBOX_PAGE_POLICY}; frame-src 'self'`;

function isPublisher(staff: SignedInStaff): boolean {
  return staff.role === "admin" || staff.role === "editor";
}

async function draftOf(store: ContentStore, collection: CollectionName): Promise<CollectionDraft | undefined> {
  try {
    return await store.draft(collection);
  } catch (error) {
    if (error instanceof NoContentYet) return undefined;
    throw error;
  }
}

async function pendingOf(store: ContentStore) {
  try {
    return await store.pendingContent();
  } catch (error) {
    if (error instanceof NoContentYet) return undefined;
    throw error;
  }
}

function formOfDraft(draft: CollectionDraft): CollectionForm {
  const { collection } = draft;
  if (isListCollection(collection)) {
    return { collection, values: entryValuesOf(collection, draft.body as readonly unknown[]) };
  }
  return collection === "assumptions"
    ? { collection, values: assumptionValuesOf(draft.body as SiteContent["assumptions"]) }
    : { collection: "business", values: businessValuesOf(draft.body as SiteContent["business"]) };
}

function formFromPost(collection: CollectionName, request: FastifyRequest): CollectionForm {
  if (isListCollection(collection)) {
    return { collection, values: entryValuesFromPost(collection, (name) => formField(request, name)) };
  }
  return collection === "assumptions"
    ? { collection, values: assumptionValuesFromPost(request) }
    : { collection: "business", values: businessValuesFromPost(request) };
}

/** Each problem of a posted form, at its control; none when the collection's schema takes it. */
function problemsOf(form: CollectionForm): FieldProblem[] {
  switch (form.collection) {
    case "business":
      return businessProblems(form.values);
    case "assumptions":
      return assumptionProblems(form.values);
    default:
      return entryListProblems(form.collection, form.values);
  }
}

/** What a posted form saves, for the store to check against the schema again. */
function bodyOf(form: CollectionForm): unknown {
  switch (form.collection) {
    case "business":
      return businessBodyOf(form.values);
    case "assumptions":
      return assumptionsBodyOf(form.values);
    default:
      return entryListBody(form.collection, form.values);
  }
}

function raced(error: PublishRaced): string {
  const by = error.byName ? ` by ${error.byName}` : "";
  const at = error.at !== null ? ` at ${melbourneDateTime(new Date(error.at).toISOString())}` : "";
  return `Version ${error.number} was published${by}${at} while this one was being prepared, so this one was not. Look over the drafts, then publish again.`;
}

/** "Version 4 is live: 3 pages updated." */
function liveNotice(request: FastifyRequest): string | undefined {
  const number = wholeNumber(queryValue(request, "published"));
  const pages = wholeNumber(queryValue(request, "pages"));
  if (number === undefined || pages === undefined) return undefined;
  return `Version ${number} is live: ${pages} ${pages === 1 ? "page" : "pages"} updated.`;
}

/** What the studio's page says after a save or a publish (post/redirect/get); only our own words. */
function studioNotice(request: FastifyRequest): string | undefined {
  const saved = queryValue(request, "saved");
  if (saved !== undefined && (COLLECTION_NAMES as readonly string[]).includes(saved)) {
    return `${collectionTitles[saved as CollectionName]}: draft saved. The site shows it once it is published.`;
  }
  if (queryValue(request, "nothing") !== undefined) return "Nothing to publish: every draft is the live version.";
  return liveNotice(request);
}

function historyNotice(request: FastifyRequest): string | undefined {
  const live = liveNotice(request);
  const from = wholeNumber(queryValue(request, "from"));
  return live && from !== undefined ? `${live} It has the content of version ${from}.` : live;
}
