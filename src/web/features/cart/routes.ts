import type { RouteObject } from "react-router";

/** /cart and /quick-order, behind the sign-in guard where the app composes them. */
export const cartRoutes: RouteObject[] = [
  { path: "cart", lazy: () => import("./pages/cart-page") },
  { path: "quick-order", lazy: () => import("./pages/quick-order-page") },
];
