import { randomBytes } from "node:crypto";
import { partTypeOf } from "../src/domain/part-types";
import type { Db } from "../src/server/db/client";
import { classicModelImages, classicModels, holidaySaleItems, itemMakes, makes, parts, specialPrices } from "../src/server/modules/catalog/schema";
import { orderLines, orders } from "../src/server/modules/orders/schema";

let counter = 0;

/** A code no other test uses: PREFIX-<run id><n>, upper case like the shop's item codes. */
export function uniqueCode(prefix = "T"): string {
  counter += 1;
  return `${prefix}-${RUN}${counter.toString(36).toUpperCase()}`;
}
const RUN = randomBytes(3).toString("hex").toUpperCase();

/** The run's id in letters (a make has no digits). */
const RUN_LETTERS = RUN.replace(/[0-9]/g, (d) => "QRSTUVWXYZ"[Number(d)]!);

/** A count written in the letters A-Z as digits: a different count always gives different letters. */
function inLetters(count: number): string {
  let letters = "";
  for (let rest = count; ; rest = Math.floor(rest / 26)) {
    letters = String.fromCharCode(65 + (rest % 26)) + letters;
    if (rest < 26) return letters;
  }
}

/** A make name of letters only, unique to this run, e.g. "MAKEQKZPABC". */
export function uniqueMake(prefix = "MAKE"): string {
  counter += 1;
  return `${prefix}${RUN_LETTERS}${inLetters(counter)}`;
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

function partValues(overrides: PartInput): { values: typeof parts.$inferInsert; fits: string[] } {
  const { fits, ...columns } = overrides;
  const item = columns.item ?? uniqueCode("P");
  const make = columns.make ?? fits?.[0] ?? uniqueMake();
  const descrip = columns.descrip ?? `Test part ${item}`;
  return {
    values: {
      descrip,
      // Typed as the shop types a part it is given without one (writePartRecords, the seeds).
      partType: partTypeOf(descrip),
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
    },
    fits: fits ?? [make],
  };
}

/** Parts with sensible defaults, their item_makes rows and a makes row for every make they fit, in three inserts. */
async function insertParts(db: Db, inputs: PartInput[]) {
  const rows = inputs.map(partValues);
  const created = await db
    .insert(parts)
    .values(rows.map((row) => row.values))
    .returning();
  const fitted = rows.flatMap((row) => row.fits.map((make) => ({ item: row.values.item, make })));
  const makeNames = [...new Set(fitted.map((f) => f.make))];
  if (makeNames.length > 0) {
    await db
      .insert(makes)
      .values(makeNames.map((make) => ({ make, path: `/media/makes/${make.toLowerCase()}.svg` })))
      .onConflictDoNothing();
    await db.insert(itemMakes).values(fitted);
  }
  return created;
}

/** A part with sensible defaults; `fits` lists every make it fits (item_makes), by default its own make. */
export async function createPart(db: Db, overrides: PartInput = {}) {
  const [part] = await insertParts(db, [overrides]);
  return part!;
}

/** Several parts at once, numbered in item-code order: `${prefix}-001`, `${prefix}-002` ... */
export async function createParts(db: Db, count: number, overrides: PartInput & { prefix?: string } = {}) {
  const { prefix = uniqueCode("L"), ...rest } = overrides;
  const inputs = Array.from({ length: count }, (_, n) => ({ ...rest, item: `${prefix}-${String(n + 1).padStart(3, "0")}` }));
  const created = await insertParts(db, inputs);
  return created.sort((a, b) => (a.item < b.item ? -1 : 1));
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

export interface OrderInput {
  status: number;
  ownerKind?: "customer" | "dealer";
  ownerId?: number;
  createdAt?: Date;
  paidAt?: Date | null;
  /** The order's parts at the price charged; the subtotal is their sum. */
  lines?: { item: string; qty: number; unitCents: number; descrip?: string; make?: string }[];
  shippingCents?: number;
  taxCents?: number;
  billCompany?: string | null;
  billForename?: string;
  email?: string;
}

/**
 * An order written straight to the orders tables, in any state and on any date (the shop's flows
 * stamp their own time): its subtotal is its lines' sum and its total the subtotal, shipping and tax.
 */
export async function createOrder(db: Db, input: OrderInput) {
  const lines = input.lines ?? [];
  const subtotalCents = lines.reduce((sum, line) => sum + line.qty * line.unitCents, 0);
  const shippingCents = input.shippingCents ?? 0;
  const taxCents = input.taxCents ?? 0;
  const orderNum = uniqueCode("SO");
  const [order] = await db
    .insert(orders)
    .values({
      orderNum,
      ownerKind: input.ownerKind ?? "customer",
      ownerId: input.ownerId ?? 1,
      salesStatus: input.status,
      subtotalCents,
      shippingCents,
      taxCents,
      totalCents: subtotalCents + shippingCents + taxCents,
      billCompany: input.billCompany ?? null,
      billForename: input.billForename ?? "Fran",
      billSurname: "Factory",
      email: input.email ?? `${orderNum.toLowerCase()}@example.com`,
      paidAt: input.paidAt ?? null,
      createdAt: input.createdAt ?? new Date(),
    })
    .returning();
  if (lines.length > 0) {
    await db.insert(orderLines).values(
      lines.map((line, n) => ({
        orderNum,
        lineNo: n + 1,
        item: line.item,
        descrip: line.descrip ?? `Part ${line.item}`,
        make: line.make ?? "FORD",
        qty: line.qty,
        unitCents: line.unitCents,
      })),
    );
  }
  return order!;
}
