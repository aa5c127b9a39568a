/**
 * Where the staff inbox lives. The server serves it there, and the public
 * site's robots.txt keeps crawlers out of it: both read these, so a move of
 * the inbox cannot leave it crawlable.
 */
export const INBOX_PATH = "/inbox";

/** The inbox's JSON and fragment answers; every one is 401 without a signed-in session. */
export const INBOX_API_PATH = "/api/inbox";
