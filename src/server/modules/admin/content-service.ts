import type {
  AdminBanner,
  AdminCatalogue,
  AdminClassicModel,
  BannerBody,
  CatalogueBody,
  ClassicModelFields,
  ShippingRateTable,
  StoreDetails,
  TaxRateTable,
} from "../../../domain/contracts/admin-content";
import { fromCents, toCents } from "../../../domain/money";
import type { CacheArea } from "../../caches";
import { type Ctx, inTransaction } from "../../context";
import { afterCommit } from "../../db/transaction";
import { AppError, fieldRefusal, notFound } from "../../errors";
import { audit } from "../audit/service";
import { classicModelForStaff, deleteClassicModel, insertClassicModel, updateClassicModel } from "../catalog/service";
import { saveShippingTable, shippingTable } from "../checkout/service";
import {
  bannerForStaff,
  catalogueForStaff,
  catalogueWithFile,
  deleteBanner,
  deleteCatalogue,
  insertBanner,
  insertCatalogue,
  lockBanners,
  reorderBanners,
  saveStoreDetails,
  saveTaxRates,
  storeDetails,
  taxRateTable,
  updateBanner,
  updateCatalogue,
} from "../content/service";

/** Runs one staff change in a transaction; once it commits, every server forgets what shoppers saw of `area`. */
function change<T>(ctx: Ctx<"db" | "config" | "caches">, area: CacheArea, work: (tx: Ctx<"db" | "config" | "caches">) => Promise<T>): Promise<T> {
  return inTransaction(ctx, async (tx) => {
    const result = await work(tx);
    afterCommit(tx.db, () => ctx.caches.invalidate(area));
    return result;
  });
}

// ---------------------------------------------------------------------------------------------
// Banners

/** Adds a banner to the home carousel (its picture uploaded first); audited. */
export function createBanner(ctx: Ctx<"db" | "config" | "caches">, input: BannerBody, actor: string): Promise<AdminBanner> {
  return change(ctx, "content", async (tx) => {
    const created = await insertBanner(tx, input);
    await audit(tx, { actor, action: "banner.create", target: `banner:${created.seq}`, details: { after: created } });
    return created;
  });
}

/** Changes a banner's picture, link, alt text, place or visibility; audited with before and after. */
export function editBanner(ctx: Ctx<"db" | "config" | "caches">, seq: number, input: BannerBody, actor: string): Promise<AdminBanner> {
  return change(ctx, "content", async (tx) => {
    const before = await bannerForStaff(tx, seq, true);
    if (!before) throw notFound("banner", seq);
    const after = await updateBanner(tx, seq, input);
    await audit(tx, { actor, action: "banner.update", target: `banner:${seq}`, details: { before, after } });
    return after;
  });
}

/** Puts every banner in a new order; the list must name each banner exactly once (409 otherwise: someone else changed them). */
export function orderBanners(ctx: Ctx<"db" | "config" | "caches">, seqs: number[], actor: string): Promise<void> {
  return change(ctx, "content", async (tx) => {
    const existing = await lockBanners(tx);
    const given = new Set(seqs);
    if (existing.length !== seqs.length || existing.some((seq) => !given.has(seq))) {
      throw new AppError("CONFLICT", "errors.staff.bannersChanged");
    }
    const before = (await Promise.all(existing.map((seq) => bannerForStaff(tx, seq))))
      .filter((row) => row !== null)
      .sort((a, b) => a.order - b.order || a.seq - b.seq);
    await reorderBanners(tx, seqs);
    await audit(tx, { actor, action: "banner.reorder", target: "banners", details: { before: before.map((row) => row.seq), after: seqs } });
  });
}

/** Takes a banner off the carousel for good; audited with what it was. */
export function removeBanner(ctx: Ctx<"db" | "config" | "caches">, seq: number, actor: string): Promise<void> {
  return change(ctx, "content", async (tx) => {
    const before = await bannerForStaff(tx, seq, true);
    if (!before) throw notFound("banner", seq);
    await deleteBanner(tx, seq);
    await audit(tx, { actor, action: "banner.delete", target: `banner:${seq}`, details: { before } });
  });
}

// ---------------------------------------------------------------------------------------------
// Catalogue PDFs

/** Lists a catalogue PDF (uploaded first) on the Catalog page; one catalogue per file (409). */
export function createCatalogue(ctx: Ctx<"db" | "config" | "caches">, input: CatalogueBody, actor: string): Promise<AdminCatalogue> {
  return change(ctx, "content", async (tx) => {
    if (await catalogueWithFile(tx, input.file)) throw fieldRefusal("CONFLICT", "file", "errors.staff.fileListed");
    const created = await insertCatalogue(tx, input);
    await audit(tx, { actor, action: "catalogue.create", target: `catalogue:${created.id}`, details: { after: created } });
    return created;
  });
}

/** Changes a catalogue's title, PDF or place; audited with before and after. */
export function editCatalogue(ctx: Ctx<"db" | "config" | "caches">, id: number, input: CatalogueBody, actor: string): Promise<AdminCatalogue> {
  return change(ctx, "content", async (tx) => {
    const before = await catalogueForStaff(tx, id, true);
    if (!before) throw notFound("catalogue", id);
    if (await catalogueWithFile(tx, input.file, id)) throw fieldRefusal("CONFLICT", "file", "errors.staff.fileListed");
    const after = await updateCatalogue(tx, id, input);
    await audit(tx, { actor, action: "catalogue.update", target: `catalogue:${id}`, details: { before, after } });
    return after;
  });
}

/** Takes a catalogue off the Catalog page (its uploaded file stays); audited. */
export function removeCatalogue(ctx: Ctx<"db" | "config" | "caches">, id: number, actor: string): Promise<void> {
  return change(ctx, "content", async (tx) => {
    const before = await catalogueForStaff(tx, id, true);
    if (!before) throw notFound("catalogue", id);
    await deleteCatalogue(tx, id);
    await audit(tx, { actor, action: "catalogue.delete", target: `catalogue:${id}`, details: { before } });
  });
}

// ---------------------------------------------------------------------------------------------
// Classic body models (part of the catalogue: a change clears the catalogue's caches)

/** Adds a classic body model under a new code (409 when the code is taken); audited. */
export function createClassicModel(ctx: Ctx<"db" | "config" | "caches">, item: string, fields: ClassicModelFields, actor: string): Promise<AdminClassicModel> {
  return change(ctx, "catalog", async (tx) => {
    if (!(await insertClassicModel(tx, item, fields)))
      throw new AppError("CONFLICT", { key: "errors.staff.classicModelTaken", values: { item } }, { item: "This code is taken." });
    const created = (await classicModelForStaff(tx, item))!;
    await audit(tx, { actor, action: "classic-model.create", target: `classic-model:${item}`, details: { after: created } });
    return created;
  });
}

/** Changes a classic body model (make, model, years, pictures, includes, shipping, USD price, place); audited with before and after. */
export function editClassicModel(ctx: Ctx<"db" | "config" | "caches">, item: string, fields: ClassicModelFields, actor: string): Promise<AdminClassicModel> {
  return change(ctx, "catalog", async (tx) => {
    const before = await classicModelForStaff(tx, item, true);
    if (!before) throw notFound("classicModel", item);
    await updateClassicModel(tx, item, fields);
    const after = (await classicModelForStaff(tx, item))!;
    await audit(tx, { actor, action: "classic-model.update", target: `classic-model:${item}`, details: { before, after } });
    return after;
  });
}

/**
 * Deletes a classic body model. Models are never in carts or orders (shoppers ask about them by
 * inquiry, which keeps the code as text), so nothing refers to one that could stop it; audited.
 */
export function removeClassicModel(ctx: Ctx<"db" | "config" | "caches">, item: string, actor: string): Promise<void> {
  return change(ctx, "catalog", async (tx) => {
    const before = await classicModelForStaff(tx, item, true);
    if (!before) throw notFound("classicModel", item);
    await deleteClassicModel(tx, item);
    await audit(tx, { actor, action: "classic-model.delete", target: `classic-model:${item}`, details: { before } });
  });
}

// ---------------------------------------------------------------------------------------------
// Store settings (owners only)

/** Saves the store's details: every mail, document, pickup address and /api/store uses them from the next read, on every server. */
export function saveStoreSettings(ctx: Ctx<"db" | "config" | "caches">, details: StoreDetails, actor: string): Promise<StoreDetails> {
  return change(ctx, "content", async (tx) => {
    const before = await saveStoreDetails(tx, details);
    const after = await storeDetails(tx);
    await audit(tx, { actor, action: "settings.store", target: "settings:store", details: { before, after } });
    return after;
  });
}

/** Replaces the sales tax table: the next checkout, cart total and dealer order use it. */
export function saveTaxRateTable(ctx: Ctx<"db" | "config" | "caches">, input: TaxRateTable, actor: string): Promise<TaxRateTable> {
  return change(ctx, "content", async (tx) => {
    const before = await saveTaxRates(tx, input.rates);
    const after = await taxRateTable(tx);
    await audit(tx, { actor, action: "settings.tax-rates", target: "settings:tax-rates", details: { before, after } });
    return { rates: after };
  });
}

/** The shipping rate table as the console edits it: prices in CAD. */
export async function shippingRatesForStaff(ctx: Ctx<"db">): Promise<ShippingRateTable> {
  return { rates: (await shippingTable(ctx)).map((row) => ({ zone: row.zone, upToKg: row.upToKg, price: fromCents(row.cents), days: row.days })) };
}

/** Replaces the zone-and-weight shipping table: the next checkout and address change price parcels by it. */
export function saveShippingRateTable(ctx: Ctx<"db" | "config" | "caches">, input: ShippingRateTable, actor: string): Promise<ShippingRateTable> {
  return change(ctx, "content", async (tx) => {
    const table = input.rates.map((row) => ({ zone: row.zone, upToKg: row.upToKg, cents: toCents(row.price), days: row.days }));
    const before = await saveShippingTable(tx, table);
    const after = await shippingRatesForStaff(tx);
    await audit(tx, {
      actor,
      action: "settings.shipping-rates",
      target: "settings:shipping-rates",
      details: { before: before.map((row) => ({ ...row, price: fromCents(row.cents) })), after: after.rates },
    });
    return after;
  });
}
