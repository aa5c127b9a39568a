/**
 * The logo intro: shown for 2000 ms on the first page load of a browser
 * session, then never again in that session (sessionStorage flag). The head
 * script (first-paint-script.ts) runs it all, so it works before hydration.
 */
export const INTRO_SEEN_KEY = "introShown";
export const INTRO_DURATION_MS = 2000;
/** Class the head script puts on <html> when this load should show the intro. */
export const INTRO_PENDING_CLASS = "intro-pending";
/** What ends the intro before its time: any key, a tap or click, a focus change. */
export const INTRO_ENDED_BY = ["keydown", "pointerdown", "focusin"] as const;

export function shouldShowIntro(session: Pick<Storage, "getItem"> | undefined, prefersReducedMotion: boolean): boolean {
  if (prefersReducedMotion) return false;
  try {
    return session?.getItem(INTRO_SEEN_KEY) == null;
  } catch {
    // No session storage: we could not remember having shown it, so don't start.
    return false;
  }
}
