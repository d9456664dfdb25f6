import type { RouteObject } from "react-router";
import { loadQuickView } from "../../products/lazy-quick-view";
import { openedFromList } from "../../products/part-path";

/**
 * Whether a part URL's first render may show its quick view: when the shopper opened it from a list (its
 * history entry says so), or for any move inside the live app. A part URL opened afresh shows the part's
 * own page (part-route.tsx), which has no dialog, so the quick view and Radix's dialog are not in that
 * page's first download; on the server there is no history entry, and the part's own page is rendered.
 */
function mayOpenQuickView(): boolean {
  if (typeof window === "undefined") return false;
  return document.documentElement.dataset.started === "true" || openedFromList((window.history.state as { usr?: unknown } | null)?.usr);
}

/** The catalogue's pages: makes, a make's parts, a part's URL, specials, hot deals and search. Their ids name them among the pages the server renders (app/page-head.ts). */
export const catalogRoutes: RouteObject[] = [
  { id: "makes", path: "all-products", lazy: () => import("./pages/make-grid-page") },
  { id: "make", path: "all-products/:productId", lazy: () => import("./pages/product-list-page") },
  // A part URL is the part's own page, or its quick view over the list it was opened from: the quick view's
  // module is loaded with the page's when it may show, so either renders at once.
  {
    id: "part",
    path: "all-products/:productId/:productCode",
    lazy: () => Promise.all([import("./pages/part-route"), mayOpenQuickView() ? loadQuickView() : null]).then(([page]) => page),
  },
  { id: "specials", path: "specials", lazy: () => import("./pages/specials-page") },
  { id: "promotions", path: "promotions", lazy: () => import("./pages/promotions-page") },
  { id: "search", path: "search", lazy: () => import("./pages/search-page") },
];
