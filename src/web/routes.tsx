import type { RouteObject } from "react-router";
import { ErrorPage } from "./app/error-page";
import { Layout } from "./app/layout";
import { NotFoundPage } from "./app/not-found-page";
import { accountRoutes, behindSignIn, profileRoutes } from "./features/accounts/routes";
import { InitialLoad, SessionRoot } from "./features/accounts/session-root";
import { adminRoutes } from "./features/admin/routes";
import { cartRoutes } from "./features/cart/routes";
import { catalogRoutes } from "./features/catalog/routes";
import { checkoutRoutes } from "./features/checkout/routes";
import { classicBodyRoutes } from "./features/classic-body/routes";
import { contentRoutes } from "./features/content/routes";
import { dealerRoutes } from "./features/dealer/routes";
import { homeRoutes } from "./features/home/routes";
import { inquiryRoutes } from "./features/inquiries/routes";
import { orderRoutes } from "./features/orders/routes";
import { paymentRoutes } from "./features/payments/routes";
import { returnRoutes } from "./features/returns/routes";
import { vehicleRoutes } from "./features/vehicles/routes";
import { wishlistRoutes } from "./features/wishlist/routes";

/**
 * The storefront, composed of the features' routes (each feature's routes.ts). Each page module exports
 * `Component`; pages load on demand so the home page ships only what it needs. The public pages carry
 * ids: the server renders those (SERVER_RENDERED_PAGES in app/page-head.ts), and only those.
 */
const storefront: RouteObject = {
  path: "/",
  Component: Layout,
  ErrorBoundary: ErrorPage,
  children: [
    ...homeRoutes,
    ...catalogRoutes,
    ...vehicleRoutes,
    ...classicBodyRoutes,
    ...inquiryRoutes,
    ...contentRoutes,
    ...accountRoutes,
    behindSignIn([...profileRoutes, ...wishlistRoutes]),
    behindSignIn([...cartRoutes, ...checkoutRoutes, ...paymentRoutes, ...orderRoutes, ...returnRoutes, ...dealerRoutes]),
    { id: "not-found", path: "*", Component: NotFoundPage },
  ],
};

/** The staff console: its own layout under /admin, loaded only when a page of it is opened. */
const staffConsole: RouteObject = { ErrorBoundary: ErrorPage, children: adminRoutes };

/** The root restores the signed-in user from the session cookie once per page load (GET /api/me). */
export const routes: RouteObject[] = [{ Component: SessionRoot, HydrateFallback: InitialLoad, children: [staffConsole, storefront] }];
