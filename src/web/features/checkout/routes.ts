import type { RouteObject } from "react-router";

/** /confirm-order (customers; dealers confirm at /dealer-confirm-order), behind the sign-in guard where the app composes it. */
export const checkoutRoutes: RouteObject[] = [{ path: "confirm-order", lazy: () => import("./pages/confirm-order-page") }];
