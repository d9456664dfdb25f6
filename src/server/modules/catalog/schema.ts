import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, customType, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** A transaction id (PostgreSQL's xid8), read as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => "xid8" });

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });

export const makes = pgTable("makes", {
  id: serial("id").primaryKey(),
  make: text("make").notNull().unique(),
  path: text("path").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const parts = pgTable(
  "parts",
  {
    item: text("item").primaryKey(),
    descrip: text("descrip").notNull(),
    /** Its description in French (decision 039), shown on French pages; null: the English one is shown there too. */
    descripFr: text("descrip_fr"),
    /** Its part type (domain/part-types.ts): staff's choice, else read from the description; null for none. */
    partType: text("part_type"),
    make: text("make").notNull(),
    model: text("model").notNull().default(""),
    yearFrom: integer("year_from").notNull(),
    yearEnd: integer("year_end").notNull(),
    onhand: integer("onhand").notNull().default(0),
    onshpeta: date("onshpeta", { mode: "string" }),
    onsale: boolean("onsale").notNull().default(false),
    orderpt: integer("orderpt").notNull().default(0),
    qty: integer("qty").notNull().default(1),
    price: money("price").notNull(),
    pricel: money("pricel").notNull(),
    price2: money("price2"),
    price3: money("price3"),
    price4: money("price4"),
    price5: money("price5"),
    price6: money("price6"),
    imgPath: text("img_path").notNull(),
    big: text("big").notNull(),
    weightKg: numeric("weight_kg", { precision: 8, scale: 2, mode: "number" }).notNull().default(1),
    oversize: boolean("oversize").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    popular: boolean("popular").notNull().default(false),
    promotional: boolean("promotional").notNull().default(false),
    hotSale: boolean("hot_sale").notNull().default(false),
    viewCount: integer("view_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("parts_item_trgm").using("gin", t.item.op("gin_trgm_ops")),
    index("parts_descrip_trgm").using("gin", t.descrip.op("gin_trgm_ops")),
    index("parts_years").on(t.yearFrom, t.yearEnd),
    index("parts_created").on(t.createdAt.desc()),
    index("parts_featured").on(t.item).where(sql`${t.featured}`),
    index("parts_popular").on(t.viewCount.desc()).where(sql`${t.popular}`),
    index("parts_promotional").on(t.item).where(sql`${t.promotional}`),
    index("parts_hot_sale").on(t.item).where(sql`${t.hotSale}`),
  ],
);

/** Which makes a part fits: a FORD grille may also fit MERCURY. */
export const itemMakes = pgTable(
  "item_makes",
  {
    rowId: serial("row_id").primaryKey(),
    item: text("item")
      .notNull()
      .references(() => parts.item, { onDelete: "cascade" }),
    make: text("make").notNull(),
    /**
     * Copies of the part's years and of its code and description in lower case (code, U+001F,
     * description), kept by triggers (migrations 0010, 0013): a make's list, year filter, search and their
     * totals are read from item_makes_listing alone, in item order, without visiting parts.
     */
    yearFrom: integer("year_from").notNull().default(0),
    yearEnd: integer("year_end").notNull().default(0),
    searchText: text("search_text").notNull().default(""),
    /** The part's created_at, for a make's newest parts (kept by the same triggers, migration 0013). */
    partCreatedAt: timestamp("part_created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("item_makes_make_item").on(t.make, t.item),
    index("item_makes_item").on(t.item),
    index("item_makes_listing").on(t.make, t.item, t.yearFrom, t.yearEnd, t.searchText),
    index("item_makes_newest").on(t.make, t.partCreatedAt.desc(), t.item),
  ],
);

/**
 * Fitment: the vehicles a part fits, one row per model year of one model of one make, with an
 * optional submodel and engine (the shape of ACES data; src/domain/fitment.ts). A part with no rows is
 * universal. The parts' make, model and year columns and item_makes stay as the spec's calls read them.
 */
export const fitment = pgTable(
  "fitment",
  {
    id: serial("id").primaryKey(),
    item: text("item")
      .notNull()
      .references(() => parts.item, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    /** Upper case, as the makes table spells it (FORD). */
    make: text("make").notNull(),
    /** As the shop names the model (Mustang). */
    model: text("model").notNull(),
    submodel: text("submodel"),
    engine: text("engine"),
  },
  (t) => [
    // year -> make -> model -> parts: the selects' lists and a vehicle's parts in item order, from the index alone.
    index("fitment_vehicle").on(t.year, t.make, t.model, t.item),
    // item -> rows: a part's fitment table and a card's verdict.
    index("fitment_item").on(t.item, t.year),
    // One row per vehicle, null submodel and engine included: fitment_row, hand-written in the migration (NULLS NOT DISTINCT).
  ],
);

/**
 * One row whose number goes up with every statement that writes the fitment table (statement triggers,
 * migration 0023), whoever wrote. Each server keeps the vehicles fitment names (search words,
 * suggestions, the sitemap) until the number moves: a read of one row instead of a scan of every
 * fitment row (decision 035).
 */
export const fitmentVersion = pgTable("fitment_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});

/**
 * The search's synonym groups, which staff edit in the console (decision 038): a query naming one name
 * finds parts holding any name of its group. Names are folded as queries are (domain searchFold); a
 * name is in one group only (the console's contract checks it). Seeded with the shop's first groups
 * (domain SEARCH_SYNONYMS) by migration 0025. Writes move fitment_version, so every server reads the
 * groups again at its next request.
 */
export const searchSynonyms = pgTable("search_synonyms", {
  id: serial("id").primaryKey(),
  names: text("names").array().notNull(),
});

/**
 * Other names shoppers give a make (chevy, vw), which staff edit in the console (decision 038): folded
 * alias -> make as the makes table spells it. Seeded with domain MAKE_ALIASES by migration 0025; writes
 * move fitment_version, as the synonyms' do.
 */
export const makeAliases = pgTable("make_aliases", {
  alias: text("alias").primaryKey(),
  make: text("make").notNull(),
});

/**
 * The code of every part whose listing changed (added, deleted, its code, description, years or
 * promotional flag changed, a make added to or taken from it), written by statement triggers on
 * parts and item_makes (migration 0014), whoever wrote: the shop, an import, a seed or a hand-written
 * statement. Before it answers, each server's search index reads the changes of transactions that
 * were not finished when it last looked (decision 022). Rows older than a day are deleted when an
 * index is built.
 */
export const catalogChanges = pgTable(
  "catalog_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    item: text("item").notNull(),
    /** The writing transaction: a reader takes every change of a transaction not yet finished when it last looked. */
    xid: xid8("xid").notNull().default(sql`pg_current_xact_id()`),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("catalog_changes_xid").on(t.xid), index("catalog_changes_changed_at").on(t.changedAt)],
);

export const specialPrices = pgTable("special_prices", {
  item: text("item")
    .primaryKey()
    .references(() => parts.item, { onDelete: "cascade" }),
  salePrice: money("sale_price").notNull(),
  orgPrice: money("org_price").notNull(),
});

export const holidaySaleItems = pgTable("holiday_sale_items", {
  item: text("item")
    .primaryKey()
    .references(() => parts.item, { onDelete: "cascade" }),
  salePrice: money("sale_price").notNull(),
  orgPrice: money("org_price").notNull(),
});

export const views = pgTable(
  "views",
  {
    id: serial("id").primaryKey(),
    item: text("item")
      .notNull()
      .references(() => parts.item, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("views_item").on(t.item)],
);

export const classicModels = pgTable("classic_models", {
  item: text("item").primaryKey(),
  make: text("make").notNull(),
  model: text("model").notNull(),
  yearModel: text("year_model").notNull(),
  description: text("description").notNull().default(""),
  /** Its description, what the kit includes and how it ships in French (decision 039); "" for none: French pages show the English. */
  descriptionFr: text("description_fr").notNull().default(""),
  includesFr: text("includes_fr").notNull().default(""),
  shippingFr: text("shipping_fr").notNull().default(""),
  priceUsd: money("price_usd").notNull(),
  /** Dealer tier prices in USD by price code 2-6 (1 is price_usd); null falls back to price_usd. */
  price2Usd: money("price2_usd"),
  price3Usd: money("price3_usd"),
  price4Usd: money("price4_usd"),
  price5Usd: money("price5_usd"),
  price6Usd: money("price6_usd"),
  includes: text("includes").notNull().default(""),
  shipping: text("shipping").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const classicModelImages = pgTable(
  "classic_model_images",
  {
    id: serial("id").primaryKey(),
    item: text("item")
      .notNull()
      .references(() => classicModels.item, { onDelete: "cascade" }),
    imgPath: text("img_path").notNull(),
    seq: integer("seq").notNull().default(0),
  },
  (t) => [index("classic_model_images_item").on(t.item, t.seq)],
);
