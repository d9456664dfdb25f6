import type { RouteObject } from "react-router";

/**
 * The staff console under /admin, outside the storefront's layout. One lazy route holds all of it,
 * so a shopper's first download carries a single import of the console and nothing more.
 */
export const adminRoutes: RouteObject[] = [{ path: "admin/*", lazy: () => import("./console-app") }];
