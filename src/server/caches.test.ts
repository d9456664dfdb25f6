import { describe, expect, it } from "vitest";
import { createCaches } from "./caches";

const config = { CATALOG_CACHE_SECONDS: 60, CATALOG_TOTALS_SECONDS: 600 };

async function filled() {
  const caches = createCaches(config);
  await caches.catalog.answers.get("page", async () => ["a part"]);
  await caches.catalog.totals.get("total", async () => 42);
  await caches.content.get("banners", async () => ["a banner"]);
  return caches;
}

describe("invalidating the app's caches", () => {
  it("keeps the lists' totals when only stock changed, and forgets everything of the catalogue when the catalogue did", async () => {
    const caches = await filled();
    caches.invalidate("stock");
    expect(caches.catalog.answers.size).toBe(0);
    expect(caches.catalog.totals.size).toBe(1);
    expect(caches.content.size).toBe(1);

    caches.invalidate("catalog");
    expect(caches.catalog.totals.size).toBe(0);
    expect(caches.content.size).toBe(1);
  });

  it("forgets content without touching the catalogue", async () => {
    const caches = await filled();
    caches.invalidate("content");
    expect(caches.content.size).toBe(0);
    expect(caches.catalog.answers.size).toBe(1);
    expect(caches.catalog.totals.size).toBe(1);
  });
});
