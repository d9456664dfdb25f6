import type { RouteObject } from "react-router";

/** /wishlist, behind the sign-in guard where the app composes it (with /profile). */
export const wishlistRoutes: RouteObject[] = [{ path: "wishlist", lazy: () => import("./pages/wishlist-page") }];
