import type { RouteObject } from "react-router";

/** The classic body pages: the makes, a make's models, and a model open over them. Their ids name them among the pages the server renders (app/page-head.ts). */
export const classicBodyRoutes: RouteObject[] = [
  { id: "classic-body", path: "classic-body", lazy: () => import("./pages/classic-body-page") },
  { id: "classic-models", path: "classic-body/:model", lazy: () => import("./pages/classic-models-page") },
  { id: "classic-model", path: "classic-body/:model/:modelCode", lazy: () => import("./pages/classic-models-page") },
];
