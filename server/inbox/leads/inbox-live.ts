/**
 * The inbox's one script, served as /inbox/assets/inbox-live.js: it keeps an
 * open list up to date without a reload. Every 4 seconds it asks the live
 * API (inbox-api.ts) for leads newer than the newest it has, with the page's
 * own filters; it adds their rows (rendered by the server, by the same
 * component as the page's) at the top of the first page, or in "Needs first
 * contact" where their due time puts them, says "N new leads"
 * in a polite live region, and puts the unread count in the tab's title.
 * Leads given to the viewer (at arrival or by hand) are announced apart:
 * "2 new leads assigned to you." in the page's banner, and "(2 for you)" at
 * the start of the tab's title, until the page is loaded again.
 *
 * Polling rather than a stream: an open connection per tab would hold the
 * server's graceful shutdown. The page works without this script; it only
 * saves the reload.
 *
 * It is written as TypeScript, type-checked with the server, and served as
 * the function's own source (`inboxLiveScript`), so what is tested is what
 * runs. The server's build has no DOM types, so the few it uses are declared
 * here, for this file only.
 */

interface LiveElement {
  dataset: Record<string, string | undefined>;
  textContent: string | null;
  hidden: boolean;
  insertAdjacentHTML(position: "afterbegin", html: string): void;
  querySelectorAll(selectors: "tr"): Iterable<LiveElement> & ArrayLike<LiveElement>;
  before(node: LiveElement): void;
  append(node: LiveElement): void;
}

interface LiveTemplate {
  innerHTML: string;
  content: { querySelectorAll(selectors: "tr"): Iterable<LiveElement> & ArrayLike<LiveElement> };
}

declare const document: {
  querySelector(selectors: string): LiveElement | null;
  createElement(tag: "template"): LiveTemplate;
  title: string;
};
declare const location: { pathname: string; search: string; assign(url: string): void };

/** What GET /api/inbox/leads answers (inbox-api.ts). */
export interface LiveAnswer {
  /** The new leads' rows, newest first, as HTML. */
  rowsHtml: string;
  /** How many rows rowsHtml holds. */
  count: number;
  /** More arrived than one answer carries: a reload shows them all. */
  more: boolean;
  /** Ask for leads after this next time. */
  newestSeq: number;
  /** Unread leads not in spam. */
  unread: number;
  /** Leads given to the viewer since the assignment the page last knew of: the banner and the title say so. */
  assigned: { count: number; newestId: number };
  /** The viewer's leads waiting for a first contact past their due time: the overdue banner. */
  overdue: number;
}

export interface LiveTiming {
  /** How often the list asks: a new lead shows within this plus one answer, inside the 5 seconds. */
  pollMs: number;
  /** A request that hangs is given up after this, so the list never waits for ever. */
  answerWaitMs: number;
}

export const LIVE_TIMING: LiveTiming = { pollMs: 4000, answerWaitMs: 10_000 };

/**
 * Runs in the browser. Everything it needs is inside it: it is sent as its
 * own source, so nothing from this module's scope exists there.
 */
export function startLiveUpdates({ pollMs, answerWaitMs }: LiveTiming): void {
  const list = document.querySelector("[data-live-api]");
  if (!list) return;
  const api = list.dataset.liveApi ?? "";
  const signIn = list.dataset.liveSignIn ?? "";
  const insertRows = list.dataset.liveInsert === "true";
  const inDueOrder = list.dataset.liveOrder === "due";
  const laterPages = list.dataset.liveLater === "true";
  let after = Number(list.dataset.liveAfter ?? "0");
  let total = Number(list.dataset.liveTotal ?? "0");
  let assignedAfter = Number(list.dataset.liveAssignedAfter ?? "0");
  let assignedNew = 0;
  const banner = document.querySelector("[data-live-assigned]");
  const overdue = document.querySelector("[data-live-overdue]");
  const overdueText = document.querySelector("[data-live-overdue-text]");
  const rows = document.querySelector("[data-live-rows]");
  const announcer = document.querySelector("[data-live-announce]");
  const problem = document.querySelector("[data-live-problem]");
  const totalText = document.querySelector("[data-live-total-text]");
  const empty = document.querySelector("[data-live-empty]");
  const titleBase = document.title.replace(/^\(\d+\) /, "");

  const plural = (count: number, one: string, many: string) =>
    `${count.toLocaleString("en-AU")} ${count === 1 ? one : many}`;
  const overdueWords = (count: number) =>
    `${plural(count, "of your leads is", "of your leads are")} overdue for a first contact.`;

  // "Needs first contact" is soonest due first: a new lead goes before the first row due after
  // it, or last; when later pages follow, one due after every row shown belongs on them instead.
  function placeByDue(body: LiveElement, html: string): void {
    const template = document.createElement("template");
    template.innerHTML = html;
    for (const row of Array.from(template.content.querySelectorAll("tr"))) {
      const due = row.dataset.due ?? "";
      const next = Array.from(body.querySelectorAll("tr")).find((shown) => (shown.dataset.due ?? "") > due);
      if (next) next.before(row);
      else if (!laterPages) body.append(row);
    }
  }

  function show(answer: LiveAnswer): void {
    assignedAfter = Math.max(assignedAfter, answer.assigned.newestId);
    assignedNew += answer.assigned.count;
    if (banner && answer.assigned.count > 0)
      banner.textContent = `${plural(assignedNew, "new lead", "new leads")} assigned to you.`;
    // The banner turns to overdue as a lead's clock runs out, and back as they are contacted.
    if (overdue && overdueText) {
      const was = overdueText.textContent;
      const now = overdueWords(answer.overdue);
      if (was !== now) overdueText.textContent = now;
      overdue.hidden = answer.overdue === 0;
    }
    document.title =
      (assignedNew > 0 ? `(${assignedNew} for you) ` : "") +
      (answer.unread > 0 ? `(${answer.unread}) ${titleBase}` : titleBase);
    after = Math.max(after, answer.newestSeq);
    if (answer.count === 0) return;
    const arrived = plural(answer.count, "new lead", "new leads");
    if (insertRows && rows) {
      if (inDueOrder) placeByDue(rows, answer.rowsHtml);
      else rows.insertAdjacentHTML("afterbegin", answer.rowsHtml);
      total += answer.count;
      if (totalText && totalText.dataset.liveCapped !== "true") totalText.textContent = plural(total, "lead", "leads");
      if (empty) empty.hidden = true;
      if (announcer)
        announcer.textContent = answer.more ? `${arrived}, and more: reload the page to see them all.` : `${arrived}.`;
    } else if (announcer) {
      announcer.textContent = `${arrived}: the newest page shows them.`;
    }
  }

  async function poll(): Promise<void> {
    const abort = new AbortController();
    const giveUp = setTimeout(() => abort.abort(), answerWaitMs);
    try {
      const asked = `${api}${api.includes("?") ? "&" : "?"}after=${after}&assigned_after=${assignedAfter}`;
      const response = await fetch(asked, {
        headers: { accept: "application/json" },
        credentials: "same-origin",
        signal: abort.signal,
      });
      if (response.status === 401) {
        // The session ended: sign in, then come back to this very list.
        location.assign(`${signIn}?next=${encodeURIComponent(location.pathname + location.search)}`);
        return;
      }
      if (!response.ok) throw new Error(`The inbox answered ${response.status}`);
      show((await response.json()) as LiveAnswer);
      if (problem) problem.textContent = "";
    } catch {
      if (problem) problem.textContent = "Live updates paused: reconnecting…";
    } finally {
      clearTimeout(giveUp);
    }
    setTimeout(() => void poll(), pollMs);
  }

  setTimeout(() => void poll(), pollMs);
}

/** The script as served. */
export function inboxLiveScript(): string {
  return `(${startLiveUpdates.toString()})(${JSON.stringify(LIVE_TIMING)});\n`;
}
