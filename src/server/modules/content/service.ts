import { asc, eq } from "drizzle-orm";
import type { Banner, Catalog } from "../../../domain/contracts/catalog";
import { DEFAULT_TAX_RATES } from "../../../domain/tax";
import type { Db } from "../../db/client";
import { banners, catalogs, taxRates } from "../../db/schema/content";

/** The active banners of the home carousel, in seq order. */
export async function listBanners(db: Db): Promise<Banner[]> {
  return db
    .select({ seq: banners.seq, link: banners.link, img_path: banners.imgPath })
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.seq));
}

/** The catalogue PDFs of the Catalog page. */
export async function listCatalogs(db: Db): Promise<Catalog[]> {
  return db.select({ path: catalogs.path, display: catalogs.display, name: catalogs.name }).from(catalogs).orderBy(asc(catalogs.sortOrder), asc(catalogs.id));
}

/** The sales tax rate of a Canadian province; US states and unknown codes are not taxed by us. */
export async function taxRateFor(db: Db, province: string): Promise<number> {
  const [row] = await db.select({ rate: taxRates.rate }).from(taxRates).where(eq(taxRates.province, province));
  return row?.rate ?? DEFAULT_TAX_RATES[province] ?? 0;
}
