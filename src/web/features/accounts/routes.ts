import type { RouteObject } from "react-router";

/** Pages only a signed-in shopper may open, behind the guard of /profile and /wishlist: anyone else is sent to /sign-in. */
export function behindSignIn(children: RouteObject[]): RouteObject {
  return { lazy: () => import("./pages/account-layout"), children };
}

/** The accounts pages anyone may open, children of the storefront layout. */
export const accountRoutes: RouteObject[] = [
  { path: "sign-in", lazy: () => import("./pages/sign-in-page") },
  { path: "register", lazy: () => import("./pages/register-page") },
  { path: "forgetpassword", lazy: () => import("./pages/forget-password-page") },
  { path: "reset-password", lazy: () => import("./pages/reset-password-page") },
  { path: "customer-info", lazy: () => import("./pages/customer-info-page") },
];

/** /profile, behind the sign-in guard where the app composes it (with /wishlist). */
export const profileRoutes: RouteObject[] = [{ path: "profile", lazy: () => import("./pages/profile-page") }];
