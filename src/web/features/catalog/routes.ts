import type { RouteObject } from "react-router";
import { loadQuickView } from "../../products/lazy-quick-view";

/** The catalogue's pages: makes, a make's parts, a part's URL, specials, hot deals and search. Their ids name them among the pages the server renders (app/page-head.ts). */
export const catalogRoutes: RouteObject[] = [
  { id: "makes", path: "all-products", lazy: () => import("./pages/make-grid-page") },
  { id: "make", path: "all-products/:productId", lazy: () => import("./pages/product-list-page") },
  // A part URL is the part's own page, or its quick view over the list it was opened from: the quick view's
  // module is loaded with the page's, so either renders at once.
  {
    id: "part",
    path: "all-products/:productId/:productCode",
    lazy: () => Promise.all([import("./pages/part-route"), loadQuickView()]).then(([page]) => page),
  },
  { id: "specials", path: "specials", lazy: () => import("./pages/specials-page") },
  { id: "promotions", path: "promotions", lazy: () => import("./pages/promotions-page") },
  { id: "search", path: "search", lazy: () => import("./pages/search-page") },
];
