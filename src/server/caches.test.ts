import { describe, expect, it } from "vitest";
import { createCaches } from "./caches";

const config = { CATALOG_CACHE_SECONDS: 60, CATALOG_INDEX_SECONDS: 600 };

async function filled() {
  const caches = createCaches(config);
  await caches.catalog.answers.get("page", async () => ["a part"]);
  await caches.catalog.costly.get("new arrivals", async () => ["a part"]);
  await caches.content.get("banners", async () => ["a banner"]);
  return caches;
}

describe("invalidating the app's caches", () => {
  it("forgets the catalogue's answers when its stock or the catalogue changed, and keeps content", async () => {
    for (const area of ["stock", "catalog"] as const) {
      const caches = await filled();
      caches.invalidate(area);
      expect(caches.catalog.answers.size).toBe(0);
      expect(caches.catalog.costly.size).toBe(0);
      expect(caches.content.size).toBe(1);
    }
  });

  it("forgets content without touching the catalogue", async () => {
    const caches = await filled();
    caches.invalidate("content");
    expect(caches.content.size).toBe(0);
    expect(caches.catalog.answers.size).toBe(1);
    expect(caches.catalog.costly.size).toBe(1);
  });
});
