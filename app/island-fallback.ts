import { ISLAND_ATTRIBUTE, ISLAND_FALLBACK_ATTRIBUTE } from "#app/ui/island-markup.ts";

/**
 * An island that could not start (its code did not load, or failed): the
 * static HTML stays, with its links and native controls, and the island's
 * own words for this (a calculator's phone number) show before it. They are
 * its <noscript>, which the browser shows itself without JavaScript; with
 * scripting on, a <noscript>'s content is text (our own prerendered HTML),
 * parsed here into a <div> that takes its place. Decision 016.
 */
export function showIslandFallback(element: HTMLElement, error: unknown): void {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? "";
  element.dataset.islandState = "failed";
  console.warn(`The ${name} island could not start`, error);
  const noscript = document.querySelector(`noscript[${ISLAND_FALLBACK_ATTRIBUTE}="${CSS.escape(name)}"]`);
  if (!noscript) return;
  const shown = document.createElement("div");
  shown.setAttribute(ISLAND_FALLBACK_ATTRIBUTE, name);
  shown.innerHTML = noscript.textContent ?? "";
  noscript.replaceWith(shown);
}
