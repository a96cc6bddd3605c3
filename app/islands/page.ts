import { createContext, useContext } from "react";
import type { EntryContext } from "react-router";

/**
 * A route's `handle` saying its page is server HTML with islands (ADR 023): no router runtime,
 * no whole-page hydration, only the island entry. A layout route's handle covers its children.
 */
export interface IslandsHandle {
  islands: true;
}

/** True when a route matched for this request says its page is made of islands. */
export function isIslandsPage(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some((match) => {
    const handle = context.routeModules[match.route.id]?.handle as
      | Partial<IslandsHandle>
      | undefined;
    return handle?.islands === true;
  });
}

export interface IslandsPage {
  /** The island entry, the page's one script. */
  entryUrl: string;
  /** Under Vite's dev server: React Refresh's runtime, which the app's modules expect first. */
  devRuntimeUrl?: string;
}

/** Set by the server render of an islands page: what the page loads. */
export const IslandsPageContext = createContext<IslandsPage | null>(null);

export function useIslandsPage(): IslandsPage | null {
  return useContext(IslandsPageContext);
}
