import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandIdPrefix } from "#app/ui/island-markup.ts";
import { IslandRoot } from "#app/ui/island-root.tsx";

/**
 * Hydrates one island's element from the props its HTML carries, as its own
 * React root with the ids it was prerendered with (app/ui/island.tsx).
 * Resolves once React has run the island's effects: it is then interactive.
 * Rejects if the island throws (React then empties its element: the caller
 * puts the static HTML back).
 * Loaded by the page's script with the first island (decision 016).
 */
export function hydrateIsland(
  element: HTMLElement,
  name: string,
  Component: ComponentType<object>,
  props: object,
): Promise<void> {
  return new Promise((awake, failed) => {
    hydrateRoot(
      element,
      <IslandRoot onAwake={awake}>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(name), onUncaughtError: failed },
    );
  });
}
