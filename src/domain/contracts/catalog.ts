import { z } from "zod";
import { itemCode, makeFilter, makeName } from "./common";

/** A banner of the home carousel; alt describes its picture (staff write it in the console). */
export const banner = z.object({
  seq: z.number().int(),
  link: z.string(),
  img_path: z.string(),
  alt: z.string().optional(),
  /** French pages' picture and alt text (decision 039); "" or absent: the English ones. */
  img_path_fr: z.string().optional(),
  alt_fr: z.string().optional(),
});
export type Banner = z.infer<typeof banner>;

export const make = z.object({ id: z.number().int(), make: z.string(), path: z.string() });
/** GET /makes: every make the shop lists. */
export const makeList = z.array(make);
export type Make = z.infer<typeof make>;

export const vehicleMakes = z.object({ items: z.array(z.object({ id: z.number().int(), make: z.string() })) });

/**
 * A part as every product list and the quick view show it: what the one price rule (domain/pricing
 * unitPrice) reads, so the browser never guesses. special_price is the part's special sale price.
 * Dealer tier prices are sent to dealers only, and only their own price code's.
 */
export const product = z.object({
  item: z.string(),
  descrip: z.string(),
  /** The description in French (decision 039), or null: French pages then show descrip (domain/i18n/content partDescription). */
  descrip_fr: z.string().nullable().optional(),
  make: z.string(),
  model: z.string(),
  year_from: z.number().int(),
  year_end: z.number().int(),
  onhand: z.number().int(),
  onshpeta: z.string().nullable(),
  onsale: z.boolean(),
  orderpt: z.number().int(),
  promotional: z.boolean(),
  special_price: z.number().nullable(),
  qty: z.number().int(),
  /** The vehicles the part fits as runs of years ("1967-1968|FORD|Mustang", domain/fitment fitKeysOf); empty for a universal part. */
  fits: z.array(z.string()).optional(),
  price: z.number(),
  pricel: z.number(),
  price2: z.number().nullable().optional(),
  price3: z.number().nullable().optional(),
  price4: z.number().nullable().optional(),
  price5: z.number().nullable().optional(),
  price6: z.number().nullable().optional(),
  img_path: z.string(),
  big: z.string(),
  oversize: z.boolean(),
});
export type Product = z.infer<typeof product>;

export const productPage = z.object({
  current_page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
  data: z.array(product),
  /** A search that found nothing: a close search that finds parts ('Did you mean ...?', decision 035), when there is one. */
  did_you_mean: z.string().optional(),
});
export type ProductPage = z.infer<typeof productPage>;

/** One value of a facet and how many parts it would list, the other facets' choices applied (decision 036). */
export const facetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof facetValue>;

/** Every facet's counts: part types and price bands (widening), makes and model years, and the 'In stock' and 'On sale' switches. */
export const listFacets = z.object({
  part_type: z.array(facetValue),
  make: z.array(facetValue),
  /** The models of the list's make (fitment), when it has one; empty without a make. */
  model: z.array(facetValue),
  year: z.array(z.object({ value: z.number().int(), count: z.number().int() })),
  in_stock: z.number().int(),
  on_sale: z.number().int(),
  price: z.array(facetValue),
});
export type ListFacets = z.infer<typeof listFacets>;

/** The product list, search and Hot Deals: productPage, with the facets' counts when `facets=1` asked for them. */
export const productListPage = productPage.extend({ facets: listFacets.optional() });
export type ProductListPage = z.infer<typeof productListPage>;

export const itemMake = z.object({ make: z.string(), row_id: z.number().int() });
/** One vehicle a part fits (a fitment row), as the part detail lists it. */
export const fitmentLine = z.object({
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  submodel: z.string().nullable(),
  engine: z.string().nullable(),
});
export type FitmentLine = z.infer<typeof fitmentLine>;
/** A part with the makes it is listed under and the vehicles it fits (none: a universal part). */
export const itemDetail = z.object({ singleItem: product, item_makes: z.array(itemMake), fitment: z.array(fitmentLine).default([]) });
export type ItemDetail = z.infer<typeof itemDetail>;

/** A part page's other parts for the same vehicles (GET /api/item/{id}/related). */
export const relatedParts = z.object({ data: z.array(product) });
export type RelatedParts = z.infer<typeof relatedParts>;
/** How many other parts a part page shows. */
export const RELATED_PARTS = 8;

export const randomNewProducts = z.object({ random_items: z.array(product), random_make: z.string() });
export type RandomNewProducts = z.infer<typeof randomNewProducts>;

/** A part with a special or holiday sale price: sale_price replaces the price, org_price is struck through. */
export const saleItem = product.extend({ sale_price: z.number(), org_price: z.number() });
export type SaleItem = z.infer<typeof saleItem>;
export const specials = z.object({ item: z.array(saleItem) });
export type Specials = z.infer<typeof specials>;

/** A page of holiday sale items: productPage whose rows also carry sale_price and org_price. */
export const saleItemPage = productPage.extend({ data: z.array(saleItem) });
export type SaleItemPage = z.infer<typeof saleItemPage>;

export const viewedBody = z.object({ item: itemCode });

export const itemParams = z.object({ id: itemCode });
export const itemCodeParams = z.object({ code: itemCode });
export const makeParams = z.object({ make: makeName });

export const classicModel = z.object({
  item: z.string(),
  model: z.string(),
  make: z.string(),
  year_model: z.string(),
  img_path: z.string(),
  price: z.number(),
  currency: z.literal("USD"),
});
export type ClassicModel = z.infer<typeof classicModel>;
export const classicModels = z.object({ models: z.array(classicModel) });
/** GET /getModelList/{id}: the classic body models of a make ('all' for every make), priced by the caller's price code. */
export const modelListParams = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9 &.'-]+$/, "Make must be letters, digits, spaces or - & . '"),
});
export const modelListReply = z.object({ model_list: z.array(classicModel) });
/** GET /getClassicModels?make=FORD: the models of one make; no make lists them all. */
export const classicModelsQuery = z.object({ make: makeFilter });
export const classicBodyParams = z.object({ id: itemCode });
export const classicBodyDetail = z.object({
  /** description_fr, includes_fr, shipping_fr: the same in French (decision 039); "" or absent: French pages show the English. */
  singleItem: classicModel.extend({ description: z.string(), description_fr: z.string().optional() }),
  img_path: z.array(z.string()),
  info: z.array(z.object({ includes: z.string(), shipping: z.string(), includes_fr: z.string().optional(), shipping_fr: z.string().optional() })),
});
export type ClassicBodyDetail = z.infer<typeof classicBodyDetail>;

/** A catalogue PDF of the Catalog page; display_fr is its French title ("" or absent: French pages show display). */
export const catalog = z.object({ path: z.string(), display: z.string(), display_fr: z.string().optional(), name: z.string() });
export type Catalog = z.infer<typeof catalog>;
export const catalogs = z.object({ catalogs: z.array(catalog) });

export const taxRateParams = z.object({
  id: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Province must be a two-letter code"),
});
export const taxRate = z.object({ taxRate: z.number() });
