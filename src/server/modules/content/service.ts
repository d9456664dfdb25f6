import { asc, eq, sql } from "drizzle-orm";
import { type AdminBanner, type AdminCatalogue, type StoreDetails, storeDetails as storeDetailsContract } from "../../../domain/contracts/admin-content";
import type { Banner, Catalog } from "../../../domain/contracts/catalog";
import { combinedRate, DEFAULT_PROVINCE_TAXES, destinationTaxParts, type ProvinceTax, TAX_PROVINCES, type TaxDestination, type TaxPart, taxPartsOf } from "../../../domain/tax";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { isTransaction } from "../../db/transaction";
import { notFound } from "../../errors";
import type { ReadCache } from "../../lib/read-cache";
import { banners, catalogs, storeSettings, taxRates } from "./schema";

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

/** The active banners of the home carousel, in the order staff gave them. */
export function listBanners(ctx: ContentContext): Promise<Banner[]> {
  return cached(ctx, "banners", () =>
    ctx.db
      .select({ seq: banners.seq, link: banners.link, img_path: banners.imgPath, alt: banners.alt })
      .from(banners)
      .where(eq(banners.active, true))
      .orderBy(asc(banners.sortOrder), asc(banners.seq)),
  );
}

/** The catalogue PDFs of the Catalog page. */
export function listCatalogs(ctx: ContentContext): Promise<Catalog[]> {
  return cached(ctx, "catalogs", () =>
    ctx.db.select({ path: catalogs.path, display: catalogs.display, name: catalogs.name }).from(catalogs).orderBy(asc(catalogs.sortOrder), asc(catalogs.id)),
  );
}

/** The sales tax rate of a Canadian province or territory (the staff-kept table, else the 2025-26 default); a US state is 0; any other code is 404. */
export async function taxRateFor({ db }: ContentContext, province: string): Promise<number> {
  const code = province.trim().toUpperCase();
  const parts = await destinationTaxes(db, { country: TAX_PROVINCES.includes(code) ? "CA" : "USA", state: code });
  if (!parts) throw notFound(`Province ${province}`);
  return combinedRate(parts);
}

/** One banner by its seq (its generated picture shows seq and link), or null. */
export async function bannerBySeq({ db }: ContentContext, seq: number): Promise<{ seq: number; link: string } | null> {
  const [row] = await db.select({ seq: banners.seq, link: banners.link }).from(banners).where(eq(banners.seq, seq));
  return row ?? null;
}

/** One catalogue by its file name's stem, or null. */
export async function catalogueByName({ db }: ContentContext, name: string): Promise<{ name: string; display: string } | null> {
  const [row] = await db.select({ name: catalogs.name, display: catalogs.display }).from(catalogs).where(eq(catalogs.name, name));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// The store's settings: details in store_settings (key "store"), tax rates in tax_rates

const STORE_KEY = "store";

/** What reading the store's settings needs: the database, the STORE_* defaults, and the content cache a change clears. */
export interface StoreSettingsDeps {
  db: Db;
  config: Pick<Config, "store">;
  caches?: { content: ReadCache };
}

/** The STORE_* configuration as store details: what the shop shows until an owner saves its own. */
export function defaultStoreDetails(config: Pick<Config, "store">): StoreDetails {
  return { ...config.store, trackingUrlTemplate: "" };
}

async function loadStoreDetails(db: Db, config: Pick<Config, "store">): Promise<StoreDetails> {
  const [row] = await db.select({ value: storeSettings.value }).from(storeSettings).where(eq(storeSettings.key, STORE_KEY));
  const defaults = defaultStoreDetails(config);
  if (!row) return defaults;
  const saved = storeDetailsContract.partial().safeParse(row.value);
  return saved.success ? { ...defaults, ...saved.data } : defaults;
}

/**
 * The store's details (name, address, phones, e-mail, hours, tracking address) as the owner last saved
 * them, else the STORE_* configuration: the one place mails, documents, pickup and /api/store read them.
 * Kept in the content cache, which a saved change clears on every server. Inside a transaction it reads
 * through that transaction, never the cache's shared load (the embedded database has one connection).
 */
export function storeDetails(deps: StoreSettingsDeps, db: Db = deps.db): Promise<StoreDetails> {
  if (isTransaction(db) || !deps.caches) return loadStoreDetails(db, deps.config);
  return deps.caches.content.get(`settings:${STORE_KEY}`, () => loadStoreDetails(db, deps.config));
}

/** Saves the store's details; answers what they were before. Call inside the change's transaction. */
export async function saveStoreDetails(tx: Db, config: Pick<Config, "store">, details: StoreDetails): Promise<StoreDetails> {
  const before = await loadStoreDetails(tx, config);
  await tx
    .insert(storeSettings)
    .values({ key: STORE_KEY, value: details })
    .onConflictDoUpdate({ target: storeSettings.key, set: { value: details } });
  return before;
}

/** A province's tax as the table and the console show it, with its combined rate. */
export type ProvinceTaxRow = ProvinceTax & { rate: number };

/** Every province's and territory's sales tax: the staff-kept table, else the 2025-26 default. */
export async function taxRateTable(db: Db): Promise<ProvinceTaxRow[]> {
  const rows = await db.select({ province: taxRates.province, kind: taxRates.kind, federal: taxRates.federalRate, provincial: taxRates.provincialRate }).from(taxRates);
  const kept = new Map(rows.map((row) => [row.province, row]));
  return DEFAULT_PROVINCE_TAXES.map((fallback) => {
    const row = kept.get(fallback.province) ?? fallback;
    return { ...row, rate: combinedRate(taxPartsOf(row)) };
  });
}

/** The taxes an address pays (a US state none); null for a province that is not one of its country's. */
export async function destinationTaxes(db: Db, destination: TaxDestination): Promise<TaxPart[] | null> {
  return destinationTaxParts(destination, await taxRateTable(db));
}

/** Replaces the tax table; answers the table as it was. Call inside the change's transaction. */
export async function saveTaxRates(tx: Db, rows: readonly ProvinceTax[]): Promise<ProvinceTaxRow[]> {
  const before = await taxRateTable(tx);
  for (const row of rows) {
    const values = { kind: row.kind, federalRate: row.federal, provincialRate: row.provincial, rate: combinedRate(taxPartsOf(row)) };
    await tx
      .insert(taxRates)
      .values({ province: row.province, ...values })
      .onConflictDoUpdate({ target: taxRates.province, set: { ...values, updatedAt: new Date() } });
  }
  return before;
}

// ---------------------------------------------------------------------------------------------
// Banners and catalogues as the console edits them

const adminBannerColumns = { seq: banners.seq, image: banners.imgPath, link: banners.link, alt: banners.alt, order: banners.sortOrder, active: banners.active };

/** Every banner, shown or not, in the carousel's order. */
export async function bannersForStaff(db: Db): Promise<AdminBanner[]> {
  return db.select(adminBannerColumns).from(banners).orderBy(asc(banners.sortOrder), asc(banners.seq));
}

/** One banner as the console shows it, or null. */
export async function bannerForStaff(db: Db, seq: number, lock = false): Promise<AdminBanner | null> {
  const query = db.select(adminBannerColumns).from(banners).where(eq(banners.seq, seq));
  const [row] = await (lock ? query.for("update") : query);
  return row ?? null;
}

type BannerValues = { image: string; link: string; alt: string; order?: number; active: boolean };

/** Adds a banner under the next free number, last in the carousel unless given a place. */
export async function insertBanner(tx: Db, values: BannerValues): Promise<AdminBanner> {
  await tx.execute(sql`lock table ${banners} in share row exclusive mode`);
  const [next] = await tx.select({ seq: sql<number>`coalesce(max(${banners.seq}), 0) + 1`, order: sql<number>`coalesce(max(${banners.sortOrder}), 0) + 1` }).from(banners);
  const [row] = await tx
    .insert(banners)
    .values({ seq: Number(next!.seq), imgPath: values.image, link: values.link, alt: values.alt, sortOrder: values.order ?? Number(next!.order), active: values.active })
    .returning(adminBannerColumns);
  return row!;
}

/** Changes a banner's picture, link, alt text, place or visibility. */
export async function updateBanner(tx: Db, seq: number, values: BannerValues): Promise<AdminBanner> {
  const [row] = await tx
    .update(banners)
    .set({ imgPath: values.image, link: values.link, alt: values.alt, active: values.active, ...(values.order === undefined ? {} : { sortOrder: values.order }) })
    .where(eq(banners.seq, seq))
    .returning(adminBannerColumns);
  return row!;
}

/** Puts the banners in the given order (1, 2, 3...). */
export async function reorderBanners(tx: Db, seqs: number[]): Promise<void> {
  for (const [index, seq] of seqs.entries()) await tx.update(banners).set({ sortOrder: index + 1 }).where(eq(banners.seq, seq));
}

/** The numbers of every banner, locked until the transaction ends. */
export async function lockBanners(tx: Db): Promise<number[]> {
  const rows = await tx.select({ seq: banners.seq }).from(banners).for("update");
  return rows.map((row) => row.seq);
}

export async function deleteBanner(tx: Db, seq: number): Promise<void> {
  await tx.delete(banners).where(eq(banners.seq, seq));
}

const adminCatalogueColumns = { id: catalogs.id, name: catalogs.name, title: catalogs.display, file: catalogs.path, order: catalogs.sortOrder };

/** Every catalogue PDF in the Catalog page's order. */
export async function cataloguesForStaff(db: Db): Promise<AdminCatalogue[]> {
  return db.select(adminCatalogueColumns).from(catalogs).orderBy(asc(catalogs.sortOrder), asc(catalogs.id));
}

/** One catalogue as the console shows it, or null. */
export async function catalogueForStaff(db: Db, id: number, lock = false): Promise<AdminCatalogue | null> {
  const query = db.select(adminCatalogueColumns).from(catalogs).where(eq(catalogs.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row ?? null;
}

/** A catalogue's name: its file's stem ("/files/catalogs/ford-mustang.pdf" is "ford-mustang"). */
const catalogueNameOf = (file: string) => file.slice(file.lastIndexOf("/") + 1).replace(/\.pdf$/i, "");

/** Whether another catalogue already lists this file. */
export async function catalogueWithFile(db: Db, file: string, except?: number): Promise<boolean> {
  const rows = await db.select({ id: catalogs.id }).from(catalogs).where(eq(catalogs.name, catalogueNameOf(file)));
  return rows.some((row) => row.id !== except);
}

type CatalogueValues = { title: string; file: string; order?: number };

/** Adds a catalogue, last on the Catalog page unless given a place. */
export async function insertCatalogue(tx: Db, values: CatalogueValues): Promise<AdminCatalogue> {
  const [next] = await tx.select({ order: sql<number>`coalesce(max(${catalogs.sortOrder}), 0) + 1` }).from(catalogs);
  const [row] = await tx
    .insert(catalogs)
    .values({ name: catalogueNameOf(values.file), display: values.title, path: values.file, sortOrder: values.order ?? Number(next!.order) })
    .returning(adminCatalogueColumns);
  return row!;
}

export async function updateCatalogue(tx: Db, id: number, values: CatalogueValues): Promise<AdminCatalogue> {
  const [row] = await tx
    .update(catalogs)
    .set({ name: catalogueNameOf(values.file), display: values.title, path: values.file, ...(values.order === undefined ? {} : { sortOrder: values.order }) })
    .where(eq(catalogs.id, id))
    .returning(adminCatalogueColumns);
  return row!;
}

export async function deleteCatalogue(tx: Db, id: number): Promise<void> {
  await tx.delete(catalogs).where(eq(catalogs.id, id));
}

/** Secrets the shop makes on first use and keeps in store_settings (the captcha key, the test gateway's token key): see stored-secrets.ts. */
export { readStoredSecret, storedSecret } from "./stored-secrets";
