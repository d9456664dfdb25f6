import type { Ctx } from "../../../context";
import { loadCatalogIndex } from "./loader";
import type { CatalogIndex } from "./queries";

/** The catalogue's search index (decision 022): the app's, brought up to date, or read afresh when there are no caches. */
export async function searchIndex(ctx: Ctx<"db", "caches">): Promise<CatalogIndex> {
  return ctx.caches ? ctx.caches.catalogIndex.get(ctx.db) : (await loadCatalogIndex(ctx.db)).index;
}
