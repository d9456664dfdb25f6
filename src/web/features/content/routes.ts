import type { RouteObject } from "react-router";

/** The store's content pages: catalogues, privacy policy, contact. Their ids name them among the pages the server renders (app/page-head.ts). */
export const contentRoutes: RouteObject[] = [
  { id: "catalog", path: "catalog", lazy: () => import("./pages/catalog-page") },
  { id: "privacy-policy", path: "privacy-policy", lazy: () => import("./pages/privacy-policy-page") },
  { id: "contact-us", path: "contact-us", lazy: () => import("./pages/contact-page") },
];
