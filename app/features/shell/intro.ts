/**
 * The logo intro: shown for 2000 ms on the first page load of a browser
 * session, then never again in that session (sessionStorage flag).
 */
export const INTRO_SEEN_KEY = "introShown";
export const INTRO_DURATION_MS = 2000;
/** Class the head script puts on <html> when this load should show the intro. */
export const INTRO_PENDING_CLASS = "intro-pending";

export function shouldShowIntro(
  session: Pick<Storage, "getItem"> | undefined,
  prefersReducedMotion: boolean,
): boolean {
  if (prefersReducedMotion) return false;
  try {
    return session?.getItem(INTRO_SEEN_KEY) == null;
  } catch {
    // No session storage: we could not remember having shown it, so don't start.
    return false;
  }
}

export function markIntroSeen(session: Pick<Storage, "setItem"> | undefined): void {
  try {
    session?.setItem(INTRO_SEEN_KEY, "1");
  } catch {
    // Nothing to remember it in; the intro is already gone for this page.
  }
}

/** How long the intro still has to run, counted from the start of the page load. */
export function introTimeLeft(msSinceNavigationStart: number): number {
  return Math.max(0, INTRO_DURATION_MS - msSinceNavigationStart);
}
