import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_RENDERED_PAGES } from "./page-head";

const routesSource = fs.readFileSync(path.join(import.meta.dirname, "../routes.tsx"), "utf8");

describe("the server-rendered pages", () => {
  it("are every route with an id but the 404 page, which is inside the entry", () => {
    const ids = [...routesSource.matchAll(/\{ id: "([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids)).toEqual(SERVER_RENDERED_PAGES);
  });
});
