import type { RouteObject } from "react-router";

/** Returns (issue 22): asking to return parts of an order, behind the sign-in guard where the app composes them. */
export const returnRoutes: RouteObject[] = [{ path: "order-returns", lazy: () => import("./pages/return-request-page") }];
