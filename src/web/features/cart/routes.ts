import type { RouteObject } from "react-router";

/** /cart, behind the sign-in guard where the app composes it. */
export const cartRoutes: RouteObject[] = [{ path: "cart", lazy: () => import("./pages/cart-page") }];
