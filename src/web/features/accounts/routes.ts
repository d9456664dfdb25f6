import type { RouteObject } from "react-router";

/** Pages only a signed-in shopper may open, behind the guard of /profile and /wishlist: anyone else is sent to /sign-in. */
export function behindSignIn(children: RouteObject[]): RouteObject {
  return { lazy: () => import("./pages/account-layout"), children };
}

/** The accounts pages, children of the storefront layout. /profile and /wishlist sit behind the sign-in guard. */
export const accountRoutes: RouteObject[] = [
  { path: "sign-in", lazy: () => import("./pages/sign-in-page") },
  { path: "register", lazy: () => import("./pages/register-page") },
  { path: "forgetpassword", lazy: () => import("./pages/forget-password-page") },
  { path: "reset-password", lazy: () => import("./pages/reset-password-page") },
  { path: "customer-info", lazy: () => import("./pages/customer-info-page") },
  behindSignIn([
    { path: "profile", lazy: () => import("./pages/profile-page") },
    { path: "wishlist", lazy: () => import("./pages/wishlist-page") },
  ]),
];
