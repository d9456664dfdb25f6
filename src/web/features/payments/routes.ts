import type { RouteObject } from "react-router";

/** /payment and /pending-order-payment (customers), behind the sign-in guard where the app composes them. */
export const paymentRoutes: RouteObject[] = [
  { path: "payment", lazy: () => import("./pages/payment-page") },
  { path: "pending-order-payment", lazy: () => import("./pages/pending-order-payment-page") },
];
