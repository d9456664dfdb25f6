import type { RouteObject } from "react-router";

/** The accounts pages, children of the storefront layout. /profile and /wishlist sit behind the sign-in guard. */
export const accountRoutes: RouteObject[] = [
  { path: "sign-in", lazy: () => import("./pages/sign-in-page") },
  { path: "register", lazy: () => import("./pages/register-page") },
  { path: "forgetpassword", lazy: () => import("./pages/forget-password-page") },
  { path: "reset-password", lazy: () => import("./pages/reset-password-page") },
  { path: "customer-info", lazy: () => import("./pages/customer-info-page") },
  {
    lazy: () => import("./pages/account-layout"),
    children: [
      { path: "profile", lazy: () => import("./pages/profile-page") },
      { path: "wishlist", lazy: () => import("./pages/wishlist-page") },
    ],
  },
];
