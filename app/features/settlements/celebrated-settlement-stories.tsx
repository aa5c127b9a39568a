import type { Settlement } from "#app/content/settlements.ts";
import { SettlementStories } from "./settlement-stories.tsx";
import { useCelebrationConfetti } from "./use-celebration-confetti.ts";

/** The settlements page's island: the stories and their View More, with the confetti as the page opens. */
export function CelebratedSettlementStories({ settlements }: { settlements: readonly Settlement[] }) {
  useCelebrationConfetti();
  return <SettlementStories settlements={settlements} />;
}
