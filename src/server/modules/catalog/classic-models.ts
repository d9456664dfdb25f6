import { asc, eq, inArray, sql } from "drizzle-orm";
import type { AdminClassicModel, ClassicModelFields } from "../../../domain/contracts/admin-content";
import type { ClassicBodyDetail, ClassicModel } from "../../../domain/contracts/catalog";
import { tierOf } from "../../../domain/pricing";
import type { Ctx } from "../../context";
import type { Db } from "../../db/client";
import { notFound } from "../../errors";
import { cached } from "./product-answers";
import { classicModelImages, classicModels } from "./schema";

const classicColumns = {
  item: classicModels.item,
  model: classicModels.model,
  make: classicModels.make,
  yearModel: classicModels.yearModel,
  priceUsd: classicModels.priceUsd,
  imgPath: sql<string>`coalesce((select ci.img_path from classic_model_images ci where ci.item = classic_models.item order by ci.seq, ci.id limit 1), '')`,
};

function toClassicModel(row: { item: string; model: string; make: string; yearModel: string; priceUsd: number; imgPath: string }): ClassicModel {
  return { item: row.item, model: row.model, make: row.make, year_model: row.yearModel, img_path: row.imgPath, price: Number(row.priceUsd), currency: "USD" };
}

/** Classic body models, of one make when given (case-insensitive), each with its first image. */
export async function listClassicModels(ctx: Ctx<"db", "caches">, make?: string): Promise<ClassicModel[]> {
  return cached(ctx, ["classic-models", make?.toUpperCase()], async () => {
    const rows = await ctx.db
      .select(classicColumns)
      .from(classicModels)
      .where(make ? sql`lower(${classicModels.make}) = lower(${make})` : undefined)
      .orderBy(asc(classicModels.make), asc(classicModels.sortOrder), asc(classicModels.item));
    return rows.map(toClassicModel);
  });
}

/** One classic body model with all its images in order, what the kit includes and how it ships. */
export async function classicBodyDetail(ctx: Ctx<"db", "caches">, code: string): Promise<ClassicBodyDetail> {
  return cached(ctx, ["classic-body", code], () => loadClassicBody(ctx.db, code));
}

/** A model's texts, in English and in French: the model page and the console read the same. */
const classicTextColumns = {
  description: classicModels.description,
  includes: classicModels.includes,
  shipping: classicModels.shipping,
  descriptionFr: classicModels.descriptionFr,
  includesFr: classicModels.includesFr,
  shippingFr: classicModels.shippingFr,
};

async function loadClassicBody(db: Db, code: string): Promise<ClassicBodyDetail> {
  const [row] = await db
    .select({ ...classicColumns, ...classicTextColumns })
    .from(classicModels)
    .where(eq(classicModels.item, code));
  if (!row) throw notFound("classicModel", code);
  const images = await db
    .select({ imgPath: classicModelImages.imgPath })
    .from(classicModelImages)
    .where(eq(classicModelImages.item, row.item))
    .orderBy(asc(classicModelImages.seq), asc(classicModelImages.id));
  return {
    singleItem: { ...toClassicModel(row), description: row.description, description_fr: row.descriptionFr },
    img_path: images.map((image) => image.imgPath),
    info: [{ includes: row.includes, shipping: row.shipping, includes_fr: row.includesFr, shipping_fr: row.shippingFr }],
  };
}

/** The classic body model a picture belongs to, with the picture's place among the model's pictures; null when no model has it. */
export async function classicModelOfImage({ db }: Ctx<"db">, imgPath: string) {
  const [row] = await db
    .select({ item: classicModels.item, make: classicModels.make, model: classicModels.model, yearModel: classicModels.yearModel, seq: classicModelImages.seq })
    .from(classicModelImages)
    .innerJoin(classicModels, eq(classicModels.item, classicModelImages.item))
    .where(eq(classicModelImages.imgPath, imgPath));
  return row ?? null;
}

/** What the store needs to know about a classic body model a shopper asks about; null when there is no such model. */
export async function classicModelFacts({ db }: Ctx<"db">, code: string) {
  const [model] = await db
    .select({
      item: classicModels.item,
      make: classicModels.make,
      model: classicModels.model,
      yearModel: classicModels.yearModel,
      priceUsd: classicModels.priceUsd,
    })
    .from(classicModels)
    .where(eq(classicModels.item, code));
  return model ?? null;
}

const classicTierColumns = {
  2: classicModels.price2Usd,
  3: classicModels.price3Usd,
  4: classicModels.price4Usd,
  5: classicModels.price5Usd,
  6: classicModels.price6Usd,
} as const;

/**
 * Classic body models of a make (or all) priced for the caller: a dealer's by their price code (the
 * tier price in USD, else the list price, as tierPrice does for parts); everyone else's list price.
 */
export async function classicModelsPriced(ctx: Ctx<"db", "caches">, make: string | undefined, priceCode: number | null): Promise<ClassicModel[]> {
  const models = await listClassicModels(ctx, make);
  const tier = tierOf(priceCode);
  if (tier === null || tier === 1 || models.length === 0) return models;
  const rows = await ctx.db
    .select({ item: classicModels.item, tier: classicTierColumns[tier] })
    .from(classicModels)
    .where(
      inArray(
        classicModels.item,
        models.map((model) => model.item),
      ),
    );
  const byItem = new Map(rows.map((row) => [row.item, row.tier === null ? null : Number(row.tier)]));
  return models.map((model) => ({ ...model, price: byItem.get(model.item) ?? model.price }));
}

// ---------------------------------------------------------------------------------------------
// Classic body models as the console edits them

const adminClassicColumns = {
  item: classicModels.item,
  make: classicModels.make,
  model: classicModels.model,
  years: classicModels.yearModel,
  ...classicTextColumns,
  priceUsd: classicModels.priceUsd,
  order: classicModels.sortOrder,
};

async function withImages(db: Db, rows: Omit<AdminClassicModel, "images">[]): Promise<AdminClassicModel[]> {
  if (rows.length === 0) return [];
  const images = await db
    .select({ item: classicModelImages.item, imgPath: classicModelImages.imgPath })
    .from(classicModelImages)
    .where(
      inArray(
        classicModelImages.item,
        rows.map((row) => row.item),
      ),
    )
    .orderBy(asc(classicModelImages.seq), asc(classicModelImages.id));
  return rows.map((row) => ({
    ...row,
    priceUsd: Number(row.priceUsd),
    images: images.filter((image) => image.item === row.item).map((image) => image.imgPath),
  }));
}

/** Every classic body model with all its pictures, by make and place, for the console. */
export async function classicModelsForStaff({ db }: Ctx<"db">): Promise<AdminClassicModel[]> {
  const rows = await db.select(adminClassicColumns).from(classicModels).orderBy(asc(classicModels.make), asc(classicModels.sortOrder), asc(classicModels.item));
  return withImages(db, rows);
}

/** One classic body model as the console shows it, or null; given `lock`, its row stays locked for the caller's transaction. */
export async function classicModelForStaff({ db }: Ctx<"db">, item: string, lock = false): Promise<AdminClassicModel | null> {
  const query = db.select(adminClassicColumns).from(classicModels).where(eq(classicModels.item, item));
  const rows = await (lock ? query.for("update") : query);
  return (await withImages(db, rows))[0] ?? null;
}

async function replaceClassicImages(tx: Db, item: string, images: string[]): Promise<void> {
  await tx.delete(classicModelImages).where(eq(classicModelImages.item, item));
  if (images.length > 0) await tx.insert(classicModelImages).values(images.map((imgPath, index) => ({ item, imgPath, seq: index + 1 })));
}

const classicValues = (fields: ClassicModelFields) => ({
  make: fields.make,
  model: fields.model,
  yearModel: fields.years,
  description: fields.description,
  includes: fields.includes,
  shipping: fields.shipping,
  descriptionFr: fields.descriptionFr,
  includesFr: fields.includesFr,
  shippingFr: fields.shippingFr,
  priceUsd: fields.priceUsd,
  ...(fields.order === undefined ? {} : { sortOrder: fields.order }),
});

/** Adds a classic body model with its pictures, in the caller's transaction; false when its code is taken. */
export async function insertClassicModel({ db: tx }: Ctx<"db">, item: string, fields: ClassicModelFields): Promise<boolean> {
  const [created] = await tx
    .insert(classicModels)
    .values({ item, ...classicValues(fields) })
    .onConflictDoNothing({ target: classicModels.item })
    .returning({ item: classicModels.item });
  if (!created) return false;
  await replaceClassicImages(tx, item, fields.images);
  return true;
}

/** Changes everything of a classic body model but its code; its pictures become the given ones, in order. */
export async function updateClassicModel({ db: tx }: Ctx<"db">, item: string, fields: ClassicModelFields): Promise<void> {
  await tx.update(classicModels).set(classicValues(fields)).where(eq(classicModels.item, item));
  await replaceClassicImages(tx, item, fields.images);
}

/** Deletes a classic body model and its pictures' rows. */
export async function deleteClassicModel({ db: tx }: Ctx<"db">, item: string): Promise<void> {
  await tx.delete(classicModels).where(eq(classicModels.item, item));
}
