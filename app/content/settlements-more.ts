/**
 * The words of the settlements' View More island: a module of their own, so
 * the island's code holds them and nothing of the stories, which reach it in
 * its props (settlements.ts, decision 016).
 */

/** The button that shows the stories after the first few, and what it says while they load. */
export const moreStories = { button: "View More Stories", loading: "Loading more stories..." } as const;
