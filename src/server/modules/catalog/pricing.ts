import { inArray } from "drizzle-orm";
import type { Product } from "../../../domain/contracts/catalog";
import { type PriceViewer, RETAIL_VIEWER, tierOf, type UnitPrice, unitPrice } from "../../../domain/pricing";
import type { Ctx } from "../../context";
import type { Viewer } from "../../viewer";
import { productColumns, toProduct } from "./product-answers";
import { parts } from "./schema";

const tierColumns = { 2: parts.price2, 3: parts.price3, 4: parts.price4, 5: parts.price5, 6: parts.price6 } as const;

/**
 * Adds a signed-in dealer's own tier price (price2..price6 by their price code) to products that came
 * from the public, cached answers. Only that dealer's tier is added: other dealers' levels stay private.
 * Price code 1, or any other value, means the list price (pricel), which every answer already carries.
 */
export async function withDealerTier<T extends Product>({ db }: Ctx<"db">, products: T[], priceCode: number | null): Promise<T[]> {
  const tier = tierOf(priceCode);
  if (tier === null || tier === 1 || products.length === 0) return products;
  const column = tierColumns[tier];
  const rows = await db
    .select({ item: parts.item, tier: column })
    .from(parts)
    .where(inArray(parts.item, [...new Set(products.map((p) => p.item))]));
  const byItem = new Map(rows.map((row) => [row.item, row.tier === null ? null : Number(row.tier)]));
  return products.map((product) => ({ ...product, [`price${tier}`]: byItem.get(product.item) ?? null }));
}

/** The caller as the one price rule takes it: a dealer with their price code, else a retail shopper. */
export function priceViewerOf(viewer: Viewer): PriceViewer {
  return viewer.kind === "dealer" ? { kind: "dealer", priceCode: viewer.pricecode } : RETAIL_VIEWER;
}

/** A part as a cart, a checkout and an order need it: the product, its one price for the buyer, and its weight. */
export interface PricedPart {
  product: Product;
  unit: UnitPrice;
  weightKg: number;
}

/**
 * Parts with their one price for a viewer, read from the database now (never from a cache): what a
 * cart line, a checkout total and a charge use. The same rule, on the same fields, as every product
 * answer the browser prices. In a transaction (ctx.db), it reads (and sees) that transaction's rows.
 */
export async function pricedParts({ db }: Ctx<"db">, codes: readonly string[], viewer: PriceViewer): Promise<Map<string, PricedPart>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({
      ...productColumns,
      price2: parts.price2,
      price3: parts.price3,
      price4: parts.price4,
      price5: parts.price5,
      price6: parts.price6,
      weightKg: parts.weightKg,
    })
    .from(parts)
    .where(inArray(parts.item, [...new Set(codes)]));
  const tiers = (value: number | null) => (value === null ? null : Number(value));
  return new Map(
    rows.map((row) => {
      const product = toProduct(row);
      const priced = {
        ...product,
        price2: tiers(row.price2),
        price3: tiers(row.price3),
        price4: tiers(row.price4),
        price5: tiers(row.price5),
        price6: tiers(row.price6),
      };
      return [row.item, { product, unit: unitPrice(priced, viewer), weightKg: Number(row.weightKg) }];
    }),
  );
}

/** The one price of each part for a viewer (see pricedParts). */
export async function unitPricesFor(ctx: Ctx<"db">, codes: readonly string[], viewer: PriceViewer): Promise<Map<string, UnitPrice>> {
  return new Map([...(await pricedParts(ctx, codes, viewer))].map(([item, part]) => [item, part.unit]));
}
