import { createBrowserRouter, type RouteObject } from "react-router";
import { ErrorPage } from "./app/error-page";
import { Layout } from "./app/layout";
import { NotFoundPage } from "./app/not-found-page";
import { accountRoutes } from "./features/accounts/routes";
import { InitialLoad, SessionRoot } from "./features/accounts/session-root";

/** Each page module exports `Component`; pages load on demand so the home page ships only what it needs. */
const storefront: RouteObject = {
    path: "/",
    Component: Layout,
    ErrorBoundary: ErrorPage,
    children: [
      { index: true, lazy: () => import("./features/home/pages/home-page") },
      { path: "all-products", lazy: () => import("./features/catalog/pages/make-grid-page") },
      { path: "all-products/:productId", lazy: () => import("./features/catalog/pages/product-list-page") },
      { path: "all-products/:productId/:productCode", lazy: () => import("./features/catalog/pages/product-list-page") },
      { path: "specials", lazy: () => import("./features/catalog/pages/specials-page") },
      { path: "promotions", lazy: () => import("./features/catalog/pages/promotions-page") },
      { path: "search", lazy: () => import("./features/catalog/pages/search-page") },
      { path: "classic-body", lazy: () => import("./features/classic-body/pages/classic-body-page") },
      { path: "classic-body/:model", lazy: () => import("./features/classic-body/pages/classic-models-page") },
      { path: "classic-body/:model/:modelCode", lazy: () => import("./features/classic-body/pages/classic-models-page") },
      { path: "shipping-inquiry/:productId", lazy: () => import("./features/inquiries/pages/shipping-inquiry-page") },
      { path: "catalog", lazy: () => import("./features/content/pages/catalog-page") },
      { path: "privacy-policy", lazy: () => import("./features/content/pages/privacy-policy-page") },
      { path: "contact-us", lazy: () => import("./features/content/pages/contact-page") },
      ...accountRoutes,
      { path: "*", Component: NotFoundPage },
    ],
  };

/** The root restores the signed-in user from the session cookie once per page load (GET /api/me). */
export const routes: RouteObject[] = [{ Component: SessionRoot, HydrateFallback: InitialLoad, children: [storefront] }];

export const router = createBrowserRouter(routes);
