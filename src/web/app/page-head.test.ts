import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_MODULES, SERVER_RENDERED_PAGES } from "./page-head";

const routesSource = fs.readFileSync(path.join(import.meta.dirname, "../routes.tsx"), "utf8");

describe("the server-rendered pages", () => {
  it("name, for each page the server preloads, the module routes.tsx loads for it", () => {
    for (const [id, module] of Object.entries(PAGE_MODULES)) {
      expect(SERVER_RENDERED_PAGES.has(id), id).toBe(true);
      const route = new RegExp(`\\{ id: "${id}",[^}]*lazy: \\(\\) => [^}]*?import\\("\\./([^"]+)"\\)`).exec(routesSource);
      expect(route?.[1], id).toBe(module.replace(/\.tsx$/, ""));
    }
  });

  it("are every route with an id but the 404 page, which is inside the entry", () => {
    const ids = [...routesSource.matchAll(/\{ id: "([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids)).toEqual(SERVER_RENDERED_PAGES);
    expect(Object.keys(PAGE_MODULES).sort()).toEqual([...SERVER_RENDERED_PAGES].filter((id) => id !== "not-found").sort());
  });
});
