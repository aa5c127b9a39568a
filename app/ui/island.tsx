import type { ComponentType, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { ISLAND_ATTRIBUTE, ISLAND_FALLBACK_ATTRIBUTE, type IslandWake, islandIdPrefix } from "./island-markup.ts";
import { IslandRoot } from "./island-root.tsx";

interface IslandProps<Props extends object> {
  /** The island's name in app/islands.ts, which loads the same component in the browser. */
  name: string;
  component: ComponentType<Props>;
  /** What the component is drawn with: written into the HTML as JSON, so plain data only. */
  props: Props;
  wake?: IslandWake;
  /** Shown without JavaScript, and if the island's code cannot be loaded: plain HTML, no script. */
  fallback?: ReactNode;
}

/**
 * An interactive part of a page, in a page that is otherwise static HTML.
 * At build time it renders the component as its own React root inside a
 * `<div data-island>` that holds its name and props; in the browser the
 * page's script loads that component alone and hydrates the div
 * (app/page-start.ts). The div is `display: contents`, so it does not change
 * the layout the component had without it.
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
  wake = "visible",
  fallback,
}: IslandProps<Props>) {
  const html = renderToString(
    <IslandRoot>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix(name) },
  );
  return (
    <>
      {/* Before the island, so its words come first ("this needs JavaScript", then the form).
          A <noscript>: shown by the browser itself without JavaScript, and put in the page
          by the page's script if the island's code cannot be loaded (app/page-start.ts). */}
      {fallback ? <noscript {...{ [ISLAND_FALLBACK_ATTRIBUTE]: name }}>{fallback}</noscript> : null}
      <div
        {...{ [ISLAND_ATTRIBUTE]: name }}
        data-wake={wake}
        data-props={JSON.stringify(props)}
        className="contents"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </>
  );
}
