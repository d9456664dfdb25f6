import { randomBytes } from "node:crypto";
import type { Db } from "../src/server/db/client";
import { classicModelImages, classicModels, holidaySaleItems, itemMakes, makes, parts, specialPrices } from "../src/server/db/schema/catalog";

let counter = 0;

/** A code no other test uses: PREFIX-<run id><n>, upper case like the shop's item codes. */
export function uniqueCode(prefix = "T"): string {
  counter += 1;
  return `${prefix}-${RUN}${counter.toString(36).toUpperCase()}`;
}
const RUN = randomBytes(3).toString("hex").toUpperCase();

/** A make name of letters only, unique to this run, e.g. "MAKEQKZPA". */
export function uniqueMake(prefix = "MAKE"): string {
  counter += 1;
  const letters = `${RUN}${counter.toString(36)}`.toUpperCase().replace(/[0-9]/g, (d) => "QRSTUVWXYZ"[Number(d)]!);
  return `${prefix}${letters}`;
}

export type PartInput = Partial<typeof parts.$inferInsert> & {
  /** Every make the part fits (item_makes); defaults to its own make. */
  fits?: string[];
};

/** A make of the make grid; the name is unique unless given. */
export async function createMake(db: Db, overrides: Partial<typeof makes.$inferInsert> = {}) {
  const make = overrides.make ?? uniqueMake();
  const [row] = await db
    .insert(makes)
    .values({ path: `/media/makes/${make.toLowerCase()}.svg`, ...overrides, make })
    .onConflictDoUpdate({ target: makes.make, set: { make } })
    .returning();
  return row!;
}

/** A part with sensible defaults, its item_makes rows and makes rows for every make it fits. */
export async function createPart(db: Db, overrides: PartInput = {}) {
  const { fits, ...columns } = overrides;
  const item = columns.item ?? uniqueCode("P");
  const make = columns.make ?? fits?.[0] ?? uniqueMake();
  const values: typeof parts.$inferInsert = {
    descrip: `Test part ${item}`,
    model: "Mustang",
    yearFrom: 1965,
    yearEnd: 1970,
    onhand: 5,
    orderpt: 1,
    qty: 1,
    price: 100,
    pricel: 110,
    price2: 90,
    price3: 85,
    price4: 80,
    price5: 75,
    price6: 70,
    imgPath: `/media/parts/${item}.svg`,
    big: `/media/parts/${item}-big.svg`,
    ...columns,
    item,
    make,
  };
  const [part] = await db.insert(parts).values(values).returning();
  const fitted = fits ?? [make];
  for (const name of fitted) await createMake(db, { make: name });
  if (fitted.length > 0) await db.insert(itemMakes).values(fitted.map((name) => ({ item, make: name })));
  return part!;
}

/** Several parts at once, numbered in item-code order: `${prefix}-01`, `${prefix}-02` ... */
export async function createParts(db: Db, count: number, overrides: PartInput & { prefix?: string } = {}) {
  const { prefix = uniqueCode("L"), ...rest } = overrides;
  const created = [];
  for (let n = 1; n <= count; n++) created.push(await createPart(db, { ...rest, item: `${prefix}-${String(n).padStart(3, "0")}` }));
  return created;
}

/** A special sale price for a part (created when not given). */
export async function createSpecial(db: Db, overrides: { item?: string; salePrice?: number; orgPrice?: number; part?: PartInput } = {}) {
  const item = overrides.item ?? (await createPart(db, overrides.part)).item;
  const [row] = await db
    .insert(specialPrices)
    .values({ item, salePrice: overrides.salePrice ?? 79.99, orgPrice: overrides.orgPrice ?? 110 })
    .returning();
  return row!;
}

/** A holiday sale entry for a part (created when not given). */
export async function createHolidayItem(db: Db, overrides: { item?: string; salePrice?: number; orgPrice?: number; part?: PartInput } = {}) {
  const item = overrides.item ?? (await createPart(db, overrides.part)).item;
  const [row] = await db
    .insert(holidaySaleItems)
    .values({ item, salePrice: overrides.salePrice ?? 59.5, orgPrice: overrides.orgPrice ?? 110 })
    .returning();
  return row!;
}

/** A classic body model with its images (given in display order). */
export async function createClassicModel(db: Db, overrides: Partial<typeof classicModels.$inferInsert> & { images?: string[] } = {}) {
  const { images, ...columns } = overrides;
  const item = columns.item ?? uniqueCode("CB");
  const [model] = await db
    .insert(classicModels)
    .values({
      make: "FORD",
      model: "Mustang Fastback",
      yearModel: "1967-1968",
      description: "All-steel licensed body shell.",
      priceUsd: 18995,
      includes: "Body shell\nDoors\nHood",
      shipping: "Crated, ships by LTL freight",
      ...columns,
      item,
    })
    .returning();
  const paths = images ?? [`/media/classic/${item}-1.svg`, `/media/classic/${item}-2.svg`];
  if (paths.length > 0) await db.insert(classicModelImages).values(paths.map((imgPath, seq) => ({ item, imgPath, seq })));
  return model!;
}
