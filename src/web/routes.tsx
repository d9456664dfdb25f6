import type { RouteObject } from "react-router";
import { ErrorPage } from "./app/error-page";
import { Layout } from "./app/layout";
import { NotFoundPage } from "./app/not-found-page";
import { accountRoutes, behindSignIn, profileRoutes } from "./features/accounts/routes";
import { InitialLoad, SessionRoot } from "./features/accounts/session-root";
import { adminRoutes } from "./features/admin/routes";
import { cartRoutes } from "./features/cart/routes";
import { checkoutRoutes } from "./features/checkout/routes";
import { dealerRoutes } from "./features/dealer/routes";
import { orderRoutes } from "./features/orders/routes";
import { paymentRoutes } from "./features/payments/routes";
import { wishlistRoutes } from "./features/wishlist/routes";
import { loadQuickView } from "./products/lazy-quick-view";

/**
 * Each page module exports `Component`; pages load on demand so the home page ships only what it needs.
 * The public pages carry ids: the server renders those (app/server-pages.ts), and only those.
 */
const storefront: RouteObject = {
    path: "/",
    Component: Layout,
    ErrorBoundary: ErrorPage,
    children: [
      { id: "home", index: true, lazy: () => import("./features/home/pages/home-page") },
      { id: "makes", path: "all-products", lazy: () => import("./features/catalog/pages/make-grid-page") },
      { id: "make", path: "all-products/:productId", lazy: () => import("./features/catalog/pages/product-list-page") },
      // A part URL opens with the part's quick view: its module is loaded with the page's, so both render at once.
      { id: "part", path: "all-products/:productId/:productCode", lazy: () => Promise.all([import("./features/catalog/pages/product-list-page"), loadQuickView()]).then(([page]) => page) },
      { id: "specials", path: "specials", lazy: () => import("./features/catalog/pages/specials-page") },
      { id: "promotions", path: "promotions", lazy: () => import("./features/catalog/pages/promotions-page") },
      { id: "search", path: "search", lazy: () => import("./features/catalog/pages/search-page") },
      { id: "classic-body", path: "classic-body", lazy: () => import("./features/classic-body/pages/classic-body-page") },
      { id: "classic-models", path: "classic-body/:model", lazy: () => import("./features/classic-body/pages/classic-models-page") },
      { id: "classic-model", path: "classic-body/:model/:modelCode", lazy: () => import("./features/classic-body/pages/classic-models-page") },
      { id: "inquiry", path: "shipping-inquiry/:productId", lazy: () => import("./features/inquiries/pages/shipping-inquiry-page") },
      { id: "catalog", path: "catalog", lazy: () => import("./features/content/pages/catalog-page") },
      { id: "privacy-policy", path: "privacy-policy", lazy: () => import("./features/content/pages/privacy-policy-page") },
      { id: "contact-us", path: "contact-us", lazy: () => import("./features/content/pages/contact-page") },
      ...accountRoutes,
      behindSignIn([...profileRoutes, ...wishlistRoutes]),
      behindSignIn([...cartRoutes, ...checkoutRoutes, ...paymentRoutes, ...orderRoutes, ...dealerRoutes]),
      { id: "not-found", path: "*", Component: NotFoundPage },
    ],
  };

/** The staff console: its own layout under /admin, loaded only when a page of it is opened. */
const staffConsole: RouteObject = { ErrorBoundary: ErrorPage, children: adminRoutes };

/** The root restores the signed-in user from the session cookie once per page load (GET /api/me). */
export const routes: RouteObject[] = [{ Component: SessionRoot, HydrateFallback: InitialLoad, children: [staffConsole, storefront] }];

