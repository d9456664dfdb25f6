import { asc, eq } from "drizzle-orm";
import type { Banner, Catalog } from "../../../domain/contracts/catalog";
import { DEFAULT_TAX_RATES } from "../../../domain/tax";
import type { Db } from "../../db/client";
import { banners, catalogs, taxRates } from "../../db/schema/content";
import type { ReadCache } from "../../lib/read-cache";

/**
 * Where content verbs read: the database, and for the public lists (banners, catalogues), which staff
 * change rarely, a read cache reused for CATALOG_CACHE_SECONDS, as the catalogue's lists are.
 */
export interface ContentContext {
  db: Db;
  cache?: ReadCache;
}

function cached<T>({ cache }: ContentContext, key: string, load: () => PromiseLike<T>): Promise<T> {
  return cache ? cache.get(key, load) : Promise.resolve(load());
}

/** The active banners of the home carousel, in seq order. */
export function listBanners(ctx: ContentContext): Promise<Banner[]> {
  return cached(ctx, "banners", () =>
    ctx.db
      .select({ seq: banners.seq, link: banners.link, img_path: banners.imgPath })
      .from(banners)
      .where(eq(banners.active, true))
      .orderBy(asc(banners.seq)),
  );
}

/** The catalogue PDFs of the Catalog page. */
export function listCatalogs(ctx: ContentContext): Promise<Catalog[]> {
  return cached(ctx, "catalogs", () =>
    ctx.db.select({ path: catalogs.path, display: catalogs.display, name: catalogs.name }).from(catalogs).orderBy(asc(catalogs.sortOrder), asc(catalogs.id)),
  );
}

/** The sales tax rate of a Canadian province; US states and unknown codes are not taxed by us. */
export async function taxRateFor({ db }: ContentContext, province: string): Promise<number> {
  const [row] = await db.select({ rate: taxRates.rate }).from(taxRates).where(eq(taxRates.province, province));
  return row?.rate ?? DEFAULT_TAX_RATES[province] ?? 0;
}
