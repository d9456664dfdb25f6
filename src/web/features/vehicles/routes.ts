import type { RouteObject } from "react-router";

/** Shop by vehicle: a vehicle's parts, and the chooser the Shop by vehicle form lands on before JavaScript runs. Their ids name them among the pages the server renders (app/page-head.ts). */
export const vehicleRoutes: RouteObject[] = [
  { id: "vehicles", path: "vehicles", lazy: () => import("./pages/choose-vehicle-page") },
  { id: "vehicle", path: "vehicles/:year/:make/:model", lazy: () => import("./pages/vehicle-page") },
];
