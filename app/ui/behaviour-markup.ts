// What a behaviour's HTML says and the page's script reads (decision 016).

/**
 * Marks an element that plain DOM code brings to life, with no React: a part
 * that only moves (the home page's count-up, the settlements page's confetti)
 * and so needs no framework to hydrate. The value names the behaviour in
 * app/behaviours.ts, which the page's script fetches after the first paint.
 */
export const BEHAVIOUR_ATTRIBUTE = "data-behaviour";

/** The behaviours' names, as written in the HTML. */
export type BehaviourName = "count-up" | "celebration";

/** The attribute to spread onto the element a behaviour starts on. */
export function behaviourMarker(name: BehaviourName): Record<typeof BEHAVIOUR_ATTRIBUTE, BehaviourName> {
  return { [BEHAVIOUR_ATTRIBUTE]: name };
}
