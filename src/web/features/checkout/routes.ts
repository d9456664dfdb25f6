import type { RouteObject } from "react-router";

/** /confirm-order (customers) and /dealer-confirm-order (dealers), behind the sign-in guard where the app composes them. */
export const checkoutRoutes: RouteObject[] = [
  { path: "confirm-order", lazy: () => import("./pages/confirm-order-page") },
  { path: "dealer-confirm-order", lazy: () => import("./pages/dealer-confirm-order-page") },
];
