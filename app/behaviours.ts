import type { BehaviourName } from "#app/ui/behaviour-markup.ts";

/**
 * Every behaviour of the site (app/ui/behaviour-markup.ts): how the browser
 * loads the plain DOM code that starts it on its element. Each is its own
 * small chunk, fetched only by a page that has it. Decision 016.
 */
export const behaviours: Readonly<Record<BehaviourName, () => Promise<(element: HTMLElement) => void>>> = {
  "count-up": () => import("#app/features/home/count-up-behaviour.ts").then((module) => module.startCountUp),
  celebration: () =>
    import("#app/features/settlements/celebration-behaviour.ts").then((module) => module.startCelebration),
};
