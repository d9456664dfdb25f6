import { DEFAULT_SHIPPING_RATES, type ShippingRate } from "../../../domain/shipping";
import { combinedRate, DEFAULT_PROVINCE_TAXES, type ProvinceTax, taxPartsOf } from "../../../domain/tax";
import type { Db } from "../client";
import {
  type Column,
  FITMENT_COLUMNS,
  fitmentRows,
  ITEM_MAKE_COLUMNS,
  insertRows,
  inTransaction,
  itemMakeRows,
  PART_COLUMNS,
  type Queryable,
} from "./bulk-insert";
import { seedDemoAccounts } from "./demo-accounts";
import { classicImagePath, DEMO_BANNERS, DEMO_CATALOGS, DEMO_CLASSIC_MODELS, type DemoClassicModel } from "./demo-content";
import {
  buildPart,
  dressKind,
  isoDate,
  type PartRow,
  partBigImagePath,
  partImagePath,
  pickKind,
  pickYears,
  type Side,
  seedDay,
  storePrice,
  tierPrices,
} from "./part-generator";
import { SeededRandom } from "./random";
import { FOCUS_MODELS, MAKE_PROFILES, type MakeProfile, makeProfile, type VehicleModel } from "./vehicles";

export const DEMO_PART_COUNT = 2000;
const DEMO_SEED = 19_671_968;

/** How many parts carry each home-page and sale flag in the demo shop. */
export const DEMO_FLAG_COUNTS = { featured: 30, popular: 30, promotional: 60, hotSale: 30, onsale: 100, specials: 40, holiday: 30 } as const;

export interface SaleRow {
  item: string;
  saleCents: number;
  orgCents: number;
}

export interface DemoCatalogue {
  parts: PartRow[];
  specials: SaleRow[];
  holiday: SaleRow[];
}

export interface DemoShopOptions {
  /** The day the shop is seeded: arrival dates and ages of parts count from it. Defaults to today. */
  today?: Date;
}

/** Hands out part numbers: make prefix, part group, then a running number per group. */
class PartNumbers {
  private readonly next = new Map<string, number>();

  take(prefix: string, group: number): string {
    const key = `${prefix}${group}`;
    const seq = this.next.get(key) ?? 101;
    if (seq > 999) throw new Error(`Part numbers of ${key} ran out`);
    this.next.set(key, seq + 1);
    return `${key}${seq}`;
  }
}

interface FixedPart {
  code: string;
  make: string;
  model: string;
  years: [number, number];
  descrip: string;
  listDollars: number;
  onhand: number;
  orderpt: number;
  oversize: boolean;
  weightKg: number;
  fits: string[];
  arrivesInDays?: number;
}

/** The fixed demo items of DESIGN.md section 4, which people and tests rely on. */
const FIXED_PARTS: readonly FixedPart[] = [
  {
    code: "F67-HOOD",
    make: "FORD",
    model: "Mustang",
    years: [1967, 1968],
    descrip: "1967-1968 Ford Mustang Steel Hood",
    listDollars: 550,
    onhand: 4,
    orderpt: 1,
    oversize: true,
    weightKg: 24,
    fits: ["FORD"],
  },
  {
    code: "F65-GRILLE",
    make: "FORD",
    model: "Mustang",
    years: [1965, 1965],
    descrip: "1965 Ford Mustang Grille",
    listDollars: 190,
    onhand: 0,
    orderpt: 2,
    oversize: false,
    weightKg: 4,
    fits: ["FORD"],
    arrivesInDays: 21,
  },
  {
    code: "C69-BUMPER",
    make: "CHEVROLET",
    model: "Camaro",
    years: [1969, 1969],
    descrip: "1969 Chevrolet Camaro Front Bumper Chrome",
    listDollars: 330,
    onhand: 6,
    orderpt: 2,
    oversize: false,
    weightKg: 14,
    fits: ["CHEVROLET", "GM"],
  },
  {
    code: "D70-MIRROR",
    make: "DODGE",
    model: "Challenger",
    years: [1970, 1970],
    descrip: "1970 Dodge Challenger Outside Mirror Chrome LH",
    listDollars: 90,
    onhand: 12,
    orderpt: 3,
    oversize: false,
    weightKg: 1,
    fits: ["DODGE", "PLYMOUTH"],
  },
];

export const FIXED_DEMO_CODES = FIXED_PARTS.map((p) => p.code);

function fixedPart(rng: SeededRandom, fixed: FixedPart, day: Date): PartRow {
  const listCents = storePrice(fixed.listDollars);
  return {
    item: fixed.code,
    descrip: fixed.descrip,
    make: fixed.make,
    model: fixed.model,
    yearFrom: fixed.years[0],
    yearEnd: fixed.years[1],
    onhand: fixed.onhand,
    onshpeta: fixed.arrivesInDays === undefined ? null : isoDate(day, fixed.arrivesInDays),
    onsale: false,
    orderpt: fixed.orderpt,
    qty: 1,
    priceCents: listCents,
    pricelCents: listCents,
    tierCents: tierPrices(rng, listCents),
    imgPath: partImagePath(fixed.code),
    big: partBigImagePath(fixed.code),
    weightKg: fixed.weightKg,
    oversize: fixed.oversize,
    featured: false,
    popular: false,
    promotional: false,
    hotSale: false,
    viewCount: 0,
    createdAt: new Date(day.getTime() - 3 * 86_400_000).toISOString(),
    fits: fixed.fits,
  };
}

/** A sale price below the original, ending in .99. */
function salePrice(rng: SeededRandom, orgCents: number, low: number, high: number): number {
  const cents = storePrice((orgCents / 100) * (low + rng.next() * (high - low)));
  return cents < orgCents ? cents : Math.max(1, orgCents - 100);
}

/** Builds the whole demo catalogue in memory: the same parts, prices and flags for the same day. */
export function buildDemoCatalogue(today: Date = new Date()): DemoCatalogue {
  const day = seedDay(today);
  const rng = new SeededRandom(DEMO_SEED);
  const numbers = new PartNumbers();
  const parts: PartRow[] = FIXED_PARTS.map((fixed) => fixedPart(rng, fixed, day));

  const addParts = (profile: MakeProfile, model: VehicleModel) => {
    const years = pickYears(rng, model);
    const kind = pickKind(rng, years[0], model.model);
    const dress = dressKind(rng, kind);
    const sides: Side[] = kind.sided ? ["LH", "RH"] : [null];
    let first: PartRow | undefined;
    for (const side of sides) {
      if (parts.length >= DEMO_PART_COUNT) return;
      const code = numbers.take(profile.prefix, kind.group);
      const part = buildPart(rng, { code, profile, model: model.model, years, kind, side, ...dress }, day);
      if (first)
        Object.assign(part, {
          priceCents: first.priceCents,
          pricelCents: first.pricelCents,
          tierCents: first.tierCents,
          weightKg: first.weightKg,
          fits: first.fits,
        });
      first ??= part;
      parts.push(part);
    }
  };

  for (const focus of FOCUS_MODELS) {
    const profile = makeProfile(focus.make);
    const target = parts.length + focus.parts;
    while (parts.length < target) addParts(profile, focus);
  }
  while (parts.length < DEMO_PART_COUNT) {
    const profile = rng.weighted(MAKE_PROFILES, (p) => p.weight);
    const model = rng.pick(profile.models);
    addParts(profile, model);
  }

  const byCode = new Map(parts.map((p) => [p.item, p]));
  const fixed = (code: string) => byCode.get(code) as PartRow;
  const pool = rng.shuffle(parts.filter((p) => !FIXED_DEMO_CODES.includes(p.item)));
  let cursor = 0;
  const take = (count: number) => {
    const slice = pool.slice(cursor, cursor + count);
    cursor += count;
    return slice;
  };

  for (const part of [fixed("F67-HOOD"), ...take(DEMO_FLAG_COUNTS.featured - 1)]) part.featured = true;
  const popular = [fixed("D70-MIRROR"), ...take(DEMO_FLAG_COUNTS.popular - 1)];
  for (const part of popular) {
    part.popular = true;
    part.viewCount = rng.int(300, 5000);
  }
  for (const part of take(DEMO_FLAG_COUNTS.promotional)) part.promotional = true;
  for (const part of take(DEMO_FLAG_COUNTS.hotSale)) part.hotSale = true;
  for (const part of [fixed("C69-BUMPER"), ...take(DEMO_FLAG_COUNTS.onsale - 1)]) part.onsale = true;

  const specials = [fixed("D70-MIRROR"), ...take(DEMO_FLAG_COUNTS.specials - 1)].map((part) => ({
    item: part.item,
    orgCents: part.priceCents,
    saleCents: part.item === "D70-MIRROR" ? storePrice(70) : salePrice(rng, part.priceCents, 0.75, 0.88),
  }));
  const holiday = take(DEMO_FLAG_COUNTS.holiday).map((part) => ({
    item: part.item,
    orgCents: part.priceCents,
    saleCents: salePrice(rng, part.priceCents, 0.78, 0.85),
  }));
  return { parts, specials, holiday };
}

const SALE_COLUMNS: readonly Column<SaleRow>[] = [
  { name: "item", type: "text", value: (r) => r.item },
  { name: "sale_price", type: "numeric", value: (r) => (r.saleCents / 100).toFixed(2) },
  { name: "org_price", type: "numeric", value: (r) => (r.orgCents / 100).toFixed(2) },
];

const MAKE_COLUMNS: readonly Column<MakeProfile & { sortOrder: number }>[] = [
  { name: "make", type: "text", value: (m) => m.make },
  { name: "path", type: "text", value: (m) => `/images/makes/${m.make}.svg` },
  { name: "sort_order", type: "int4", value: (m) => m.sortOrder },
];

/** Dealer tiers of a classic body model, as shares of its list price (rounded to a price ending in .95). */
const CLASSIC_TIER_SHARES = [
  [2, 0.95],
  [3, 0.92],
  [4, 0.89],
  [5, 0.86],
  [6, 0.83],
] as const;

const CLASSIC_COLUMNS: readonly Column<DemoClassicModel & { sortOrder: number }>[] = [
  { name: "item", type: "text", value: (c) => c.item },
  { name: "make", type: "text", value: (c) => c.make },
  { name: "model", type: "text", value: (c) => c.model },
  { name: "year_model", type: "text", value: (c) => c.yearModel },
  { name: "description", type: "text", value: (c) => c.description },
  { name: "price_usd", type: "numeric", value: (c) => c.priceUsd.toFixed(2) },
  ...CLASSIC_TIER_SHARES.map(([tier, share]) => ({
    name: `price${tier}_usd`,
    type: "numeric" as const,
    value: (c: DemoClassicModel) => (Math.round(c.priceUsd * share) - 0.05).toFixed(2),
  })),
  { name: "includes", type: "text", value: (c) => c.includes.join("\n") },
  { name: "shipping", type: "text", value: (c) => c.shipping.join("\n") },
  { name: "sort_order", type: "int4", value: (c) => c.sortOrder },
];

/** Makes, banners, catalogues, classic bodies, tax rates and settings: everything but the parts. */
export async function seedShopContent(client: Queryable, day: Date): Promise<void> {
  await insertRows(
    client,
    "makes",
    MAKE_COLUMNS,
    MAKE_PROFILES.map((m, i) => ({ ...m, sortOrder: i + 1 })),
    { onConflict: "ON CONFLICT (make) DO NOTHING" },
  );
  await insertRows(
    client,
    "banners",
    [
      { name: "seq", type: "int4", value: (b: (typeof DEMO_BANNERS)[number]) => b.seq },
      { name: "link", type: "text", value: (b) => b.link },
      { name: "img_path", type: "text", value: (b) => b.imgPath },
      { name: "alt", type: "text", value: (b) => b.alt },
      { name: "sort_order", type: "int4", value: (b) => b.seq },
    ],
    DEMO_BANNERS,
    { onConflict: "ON CONFLICT (seq) DO NOTHING" },
  );
  await insertRows(
    client,
    "catalogs",
    [
      { name: "name", type: "text", value: (c: (typeof DEMO_CATALOGS)[number]) => c.name },
      { name: "display", type: "text", value: (c) => c.display },
      { name: "path", type: "text", value: (c) => c.path },
      { name: "sort_order", type: "int4", value: (c) => c.sortOrder },
    ],
    DEMO_CATALOGS,
    { onConflict: "ON CONFLICT (name) DO NOTHING" },
  );
  const models = DEMO_CLASSIC_MODELS.map((c, i) => ({ ...c, sortOrder: i + 1 }));
  const inserted = await insertRows(client, "classic_models", CLASSIC_COLUMNS, models, { onConflict: "ON CONFLICT (item) DO NOTHING" });
  if (inserted > 0) {
    const images = models.flatMap((c) => Array.from({ length: c.images }, (_, n) => ({ item: c.item, imgPath: classicImagePath(c.item, n + 1), seq: n + 1 })));
    await insertRows(
      client,
      "classic_model_images",
      [
        { name: "item", type: "text", value: (r: (typeof images)[number]) => r.item },
        { name: "img_path", type: "text", value: (r) => r.imgPath },
        { name: "seq", type: "int4", value: (r) => r.seq },
      ],
      images,
    );
  }
  await insertRows(
    client,
    "tax_rates",
    [
      { name: "province", type: "text", value: (r: ProvinceTax) => r.province },
      { name: "kind", type: "text", value: (r) => r.kind },
      { name: "federal_rate", type: "numeric", value: (r) => r.federal },
      { name: "provincial_rate", type: "numeric", value: (r) => r.provincial },
      { name: "rate", type: "numeric", value: (r) => combinedRate(taxPartsOf(r)) },
    ],
    DEFAULT_PROVINCE_TAXES,
    { onConflict: "ON CONFLICT (province) DO NOTHING" },
  );
  const rates = await client.query("select 1 from shipping_rates limit 1");
  if (rates.rows.length === 0) {
    await insertRows(
      client,
      "shipping_rates",
      [
        { name: "zone", type: "text", value: (r: ShippingRate) => r.zone },
        { name: "up_to_kg", type: "int4", value: (r) => r.upToKg },
        { name: "cents", type: "int4", value: (r) => r.cents },
        { name: "days", type: "int4", value: (r) => r.days },
      ],
      DEFAULT_SHIPPING_RATES,
    );
  }
  const settings: [string, unknown][] = [
    ["demo_shop", { version: 1, seededOn: isoDate(day), parts: DEMO_PART_COUNT }],
    ["home", { onDiscountBanner: "/images/promo/on-discount.svg" }],
  ];
  await insertRows(
    client,
    "store_settings",
    [
      { name: "key", type: "text", value: (r: [string, unknown]) => r[0] },
      { name: "value", type: "jsonb", value: (r) => JSON.stringify(r[1]) },
    ],
    settings,
    { onConflict: "ON CONFLICT (key) DO NOTHING" },
  );
}

async function seedDemoCatalogue(client: Queryable, today: Date): Promise<void> {
  const day = seedDay(today);
  const catalogue = buildDemoCatalogue(day);
  await seedShopContent(client, day);
  await insertRows(client, "parts", PART_COLUMNS, catalogue.parts, { chunkSize: 1000 });
  await insertRows(client, "item_makes", ITEM_MAKE_COLUMNS, itemMakeRows(catalogue.parts), { chunkSize: 2000 });
  await insertRows(client, "fitment", FITMENT_COLUMNS, fitmentRows(catalogue.parts), { chunkSize: 5000 });
  await insertRows(client, "special_prices", SALE_COLUMNS, catalogue.specials);
  await insertRows(client, "holiday_sale_items", SALE_COLUMNS, catalogue.holiday);
  // The planner's statistics for the tables just filled: without them the first lists and counts are
  // planned as if the tables were empty (nested loops over thousands of rows) until autovacuum runs.
  await client.query("ANALYZE parts, item_makes, fitment, special_prices, holiday_sale_items");
}

/** Seeds the demo shop of DESIGN.md section 4 into an empty database. */
export async function seedDemoShop(db: Db, options: DemoShopOptions = {}): Promise<void> {
  await inTransaction(db, (client) => seedDemoCatalogue(client, options.today ?? new Date()));
  await seedDemoAccounts(db);
}

/** Seeds the demo shop when the catalogue is empty; returns whether it seeded. */
export async function seedDemoShopIfEmpty(db: Db, options: DemoShopOptions = {}): Promise<boolean> {
  const seeded = await inTransaction(db, async (client) => {
    // Two servers starting together on one PostgreSQL: the second waits here, then finds parts.
    await client.query("SELECT pg_advisory_xact_lock(hashtext('partshop-demo-seed'))");
    const { rows } = await client.query("SELECT EXISTS (SELECT 1 FROM parts) AS has_parts");
    if (rows[0]?.has_parts) return false;
    await seedDemoCatalogue(client, options.today ?? new Date());
    return true;
  });
  if (seeded) await seedDemoAccounts(db);
  return seeded;
}
