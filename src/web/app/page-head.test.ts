import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "../routes";
import { SERVER_RENDERED_PAGES } from "./page-head";

/** Every route id in the app's route table, however deep the features' routes.ts put it. */
function idsOf(table: RouteObject[]): string[] {
  return table.flatMap((route) => [...(route.id ? [route.id] : []), ...idsOf(route.children ?? [])]);
}

describe("the server-rendered pages", () => {
  it("are every route with an id but the 404 page, which is inside the entry", () => {
    expect(new Set(idsOf(routes))).toEqual(SERVER_RENDERED_PAGES);
  });
});
