import type { RouteObject } from "react-router";

/** The pages after an order is placed, behind the sign-in guard where the app composes them. */
export const orderRoutes: RouteObject[] = [
  { path: "order-quote", lazy: () => import("./pages/order-quote-page") },
  { path: "order-receipt", lazy: () => import("./pages/order-receipt-page") },
  { path: "pending-order-details", lazy: () => import("./pages/pending-order-details-page") },
];
