import type { RouteObject } from "react-router";

/** /dealer-confirm-order and /dealer-order-receipt (dealers), behind the sign-in guard where the app composes them. */
export const dealerRoutes: RouteObject[] = [
  { path: "dealer-confirm-order", lazy: () => import("./pages/dealer-confirm-order-page") },
  { path: "dealer-order-receipt", lazy: () => import("./pages/dealer-order-receipt-page") },
];
