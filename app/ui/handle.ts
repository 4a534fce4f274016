// What a route may declare in its `handle` export for the shell to read.
export interface RouteHandle {
  /**
   * false: the page works without JavaScript and does not hydrate: the root leaves out <Scripts/>
   * and ships only the small enhancement script (page-weight budget, ISSUE 2 §13).
   */
  hydrate?: boolean
  /** Keep the scroll position on navigation (FAQ, help). */
  keepScroll?: boolean
}

/** A page hydrates unless a matched route (a layout or the page) says it does not. */
export function isHydrated(handles: (RouteHandle | undefined)[]): boolean {
  return !handles.some((h) => h?.hydrate === false)
}

export const STATIC_PAGE: RouteHandle = { hydrate: false }
