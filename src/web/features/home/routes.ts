import type { RouteObject } from "react-router";

/** The home page. Its id names it among the pages the server renders (app/page-head.ts). */
export const homeRoutes: RouteObject[] = [{ id: "home", index: true, lazy: () => import("./pages/home-page") }];
