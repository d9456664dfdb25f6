import type { Cents } from "./money";
import { isInStock } from "./part-signals";
import { isOnSale, type PricedPart, RETAIL_VIEWER, unitPrice } from "./pricing";

/**
 * The facets and sorts of the product list, the search and Hot Deals (issue 20, decision 036): which
 * values a part has, the price bands and the sort orders. The server's search index and the browser's
 * filter panel both read them from here.
 */

export interface PriceBand {
  id: string;
  label: string;
  /** From this many cents (inclusive) to `toCents` (exclusive; null: no upper end). */
  fromCents: Cents;
  toCents: Cents | null;
}

/** Bands of the one retail price (DESIGN 7): what a visitor or a customer pays. */
export const PRICE_BANDS: readonly PriceBand[] = [
  { id: "under-50", label: "Under $50", fromCents: 0, toCents: 5_000 },
  { id: "50-100", label: "$50 to $100", fromCents: 5_000, toCents: 10_000 },
  { id: "100-250", label: "$100 to $250", fromCents: 10_000, toCents: 25_000 },
  { id: "250-500", label: "$250 to $500", fromCents: 25_000, toCents: 50_000 },
  { id: "500-up", label: "$500 and up", fromCents: 50_000, toCents: null },
];

export const PRICE_BAND_IDS: readonly string[] = PRICE_BANDS.map((band) => band.id);

/** The band (its index in PRICE_BANDS) a price falls in. */
export function priceBandOf(cents: Cents): number {
  for (let band = 0; band < PRICE_BANDS.length; band++) {
    const { toCents } = PRICE_BANDS[band]!;
    if (toCents === null || cents < toCents) return band;
  }
  return PRICE_BANDS.length - 1;
}

/**
 * How a list is ordered: by relevance (best match first, the default when there are words; without
 * words it is item-code order, as the lists always were), by the one retail price either way, or
 * newest first (the day the part was added). Ties stay in the default order.
 */
export const LIST_SORTS = ["relevance", "price-asc", "price-desc", "newest"] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export const LIST_SORT_LABEL: Record<ListSort, string> = {
  relevance: "Relevance",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  newest: "Newest",
};

/** What the list's facets read of a part: 'In stock', 'On sale' and its one retail price. */
export interface FacetFacts {
  inStock: boolean;
  onSale: boolean;
  retailCents: Cents;
}

/** A part's facet facts, by the shop's own rules: isInStock (the card's stock line), isOnSale (the On Sale list) and unitPrice for a visitor. */
export function facetFactsOf(part: PricedPart): FacetFacts {
  return { inStock: isInStock(part), onSale: isOnSale(part), retailCents: unitPrice(part, RETAIL_VIEWER).unitCents };
}
