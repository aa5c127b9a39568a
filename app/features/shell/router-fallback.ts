import { createContext, useContext } from "react";

/**
 * True only while React Router's build renders its single-page fallback file
 * (`ssr: false` makes one, and checks that it carries the router's client).
 * No visitor gets that file: post-build deletes it, and every page is a
 * document whose islands start themselves (decision 016).
 */
export const RouterFallbackContext = createContext(false);

export function useIsRouterFallback(): boolean {
  return useContext(RouterFallbackContext);
}
