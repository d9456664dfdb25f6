import type { RouteObject } from "react-router";

/** The shipping inquiry of one part. Its id names it among the pages the server renders (app/page-head.ts). */
export const inquiryRoutes: RouteObject[] = [{ id: "inquiry", path: "shipping-inquiry/:productId", lazy: () => import("./pages/shipping-inquiry-page") }];
