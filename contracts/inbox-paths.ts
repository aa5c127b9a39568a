/**
 * Where the staff inbox lives. The server serves it there, and the public
 * site's robots.txt keeps crawlers out of it: both read these, so a move of
 * the inbox cannot leave it crawlable.
 */
export const INBOX_PATH = "/inbox";

/** The inbox's JSON and fragment answers; every one is 401 without a signed-in session. */
export const INBOX_API_PATH = "/api/inbox";

/**
 * The content studio inside the inbox, where the site's words are drafted and
 * published: every role may open it, and it is where an editor (who sees no
 * lead) lands after signing in.
 */
export const CONTENT_STUDIO_PATH = "/inbox/content";
