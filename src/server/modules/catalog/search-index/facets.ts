import type { ListSort } from "../../../../domain/list-facets";
import { PRICE_BANDS, priceBandOf } from "../../../../domain/list-facets";
import { PART_TYPES } from "../../../../domain/part-types";
import { FIRST_MODEL_YEAR } from "../../../../domain/years";
import type { ChangedPart, Changes, FitsFilter } from "./changes";
import type { Listing } from "./listing";

/** What a shopper chose in the facets (decision 036): several values of one facet widen, facets narrow each other. */
export interface FacetChoices {
  /** partTypeNumber of each chosen type (0: a part of none); empty: every type. */
  types: ReadonlySet<number>;
  inStock: boolean;
  onSale: boolean;
  /** Indexes into PRICE_BANDS; empty: every price. */
  bands: ReadonlySet<number>;
  sort: ListSort;
}

/** The counts of every facet's values, each with the other facets' choices applied but not its own. */
export interface FacetTally {
  /** By partTypeNumber (0: none). */
  partTypes: Int32Array;
  makes: Map<string, number>;
  years: Map<number, number>;
  inStock: number;
  onSale: number;
  /** By index into PRICE_BANDS. */
  bands: Int32Array;
}

/** A list with facets: every match's code in the sort's order, and the facets' counts. */
export interface ListedAnswer {
  codes: string[];
  counts: FacetTally;
}

/** The filters every counted part passes, and the make and year, which are facets here. */
export interface ListedScope {
  makeName: string | undefined;
  year: number | undefined;
  promotionalOnly: boolean;
  fits: FitsFilter | null;
  /** With a text: its matches, best first (CatalogIndex.rank, without make or year); null without one. */
  ranked: string[] | null;
}

const LAST_YEAR = 2100;

/**
 * The parts of a scope in the list's default order (ranked, or item-code order), as references: an
 * ordinal of the listing (0 or more), or -(n + 1) for the nth changed part.
 */
function partsInScope(listing: Listing, changes: Changes | null, scope: ListedScope): Int32Array {
  const changed = changes?.parts ?? [];
  if (scope.ranked) {
    const changedAt = new Map(changed.map((part, at) => [part.code, at]));
    return Int32Array.from(scope.ranked, (code) => {
      const at = changedAt.get(code);
      return at === undefined ? listing.ordinalOf.get(code)! : -(at + 1);
    });
  }
  const { promotionalOnly, fits } = scope;
  let walk = listing.all;
  if (promotionalOnly && listing.promotional.length < walk.length) walk = listing.promotional;
  if (fits && fits.ordinals.length < walk.length) walk = fits.ordinals;
  const replaced = changes?.replaced ?? null;
  const refs = new Int32Array(walk.length + changed.length);
  let size = 0;
  let next = 0;
  const keep = (part: ChangedPart) => (!promotionalOnly || part.promotional) && (!fits || part.universal || fits.codes.has(part.code));
  for (let at = 0; at < walk.length; at++) {
    const ordinal = walk[at]!;
    for (; next < changed.length && changed[next]!.key < ordinal; next++) if (keep(changed[next]!)) refs[size++] = -(next + 1);
    const word = ordinal >>> 5;
    const bit = 1 << (ordinal & 31);
    if (replaced !== null && (replaced[word]! & bit) !== 0) continue;
    if (promotionalOnly && (listing.promotionalBits[word]! & bit) === 0) continue;
    if (fits && (fits.bits[word]! & bit) === 0) continue;
    refs[size++] = ordinal;
  }
  for (; next < changed.length; next++) if (keep(changed[next]!)) refs[size++] = -(next + 1);
  return refs.subarray(0, size);
}

/**
 * Walks every part of the scope once: a part counts for a facet's value when it passes every other
 * facet, and is listed when it passes them all. Then orders the listed parts by the sort (ties keep the
 * default order).
 */
export function listedParts(listing: Listing, changes: Changes | null, scope: ListedScope, choices: FacetChoices): ListedAnswer {
  const changed = changes?.parts ?? [];
  const refs = partsInScope(listing, changes, scope);
  const { makeName, year } = scope;
  const make = makeName === undefined ? undefined : listing.makes.get(makeName);
  const { types, bands } = choices;
  const partTypes = new Int32Array(PART_TYPES.length + 1);
  const bandCounts = new Int32Array(PRICE_BANDS.length);
  const makeCounts = new Int32Array(listing.makeNames.length);
  const changedMakeCounts = new Map<string, number>();
  const yearCounts = new Int32Array(LAST_YEAR - FIRST_MODEL_YEAR + 1);
  let inStockCount = 0;
  let onSaleCount = 0;
  const listed: number[] = [];

  for (let at = 0; at < refs.length; at++) {
    const ref = refs[at]!;
    const part = ref < 0 ? changed[-ref - 1]! : null;
    const type = part ? part.partType : listing.partTypes[ref]!;
    const inStock = part ? part.inStock : listing.inStock[ref] === 1;
    const onSale = part ? part.onSale : listing.onSale[ref] === 1;
    const band = priceBandOf(part ? part.retailCents : listing.retailCents[ref]!);
    const from = part ? part.yearFrom : listing.yearFrom[ref]!;
    const end = part ? part.yearEnd : listing.yearEnd[ref]!;
    const inMake = makeName === undefined || (part ? part.makes.has(makeName) : make !== undefined && (make.bits[ref >>> 5]! & (1 << (ref & 31))) !== 0);
    const inYear = year === undefined || (from <= year && end >= year);
    const typeOk = types.size === 0 || types.has(type);
    const stockOk = !choices.inStock || inStock;
    const saleOk = !choices.onSale || onSale;
    const bandOk = bands.size === 0 || bands.has(band);
    const facets = typeOk && stockOk && saleOk && bandOk;
    if (facets && inYear) {
      if (part) for (const name of part.makes) changedMakeCounts.set(name, (changedMakeCounts.get(name) ?? 0) + 1);
      else for (let m = listing.makeStarts[ref]!; m < listing.makeStarts[ref + 1]!; m++) makeCounts[listing.makeIds[m]!]!++;
    }
    if (!inMake) continue;
    if (facets) for (let y = Math.max(from, FIRST_MODEL_YEAR); y <= Math.min(end, LAST_YEAR); y++) yearCounts[y - FIRST_MODEL_YEAR]!++;
    if (!inYear) continue;
    if (stockOk && saleOk && bandOk) partTypes[type]!++;
    if (typeOk && saleOk && bandOk && inStock) inStockCount++;
    if (typeOk && stockOk && bandOk && onSale) onSaleCount++;
    if (typeOk && stockOk && saleOk) bandCounts[band]!++;
    if (facets) listed.push(ref);
  }

  const cents = (ref: number) => (ref < 0 ? changed[-ref - 1]!.retailCents : listing.retailCents[ref]!);
  const added = (ref: number) => (ref < 0 ? changed[-ref - 1]!.createdAt : listing.createdAt[ref]!);
  const order = listed.map((_, at) => at);
  if (choices.sort === "price-asc") order.sort((a, b) => cents(listed[a]!) - cents(listed[b]!) || a - b);
  else if (choices.sort === "price-desc") order.sort((a, b) => cents(listed[b]!) - cents(listed[a]!) || a - b);
  else if (choices.sort === "newest") order.sort((a, b) => added(listed[b]!) - added(listed[a]!) || a - b);
  const codeOf = (ref: number) => (ref < 0 ? changed[-ref - 1]!.code : listing.codes[ref]!);

  const makes = new Map<string, number>();
  listing.makeNames.forEach((name, id) => {
    if (makeCounts[id]! > 0) makes.set(name, makeCounts[id]!);
  });
  for (const [name, count] of changedMakeCounts) makes.set(name, (makes.get(name) ?? 0) + count);
  const years = new Map<number, number>();
  yearCounts.forEach((count, at) => {
    if (count > 0) years.set(FIRST_MODEL_YEAR + at, count);
  });
  return {
    codes: order.map((at) => codeOf(listed[at]!)),
    counts: { partTypes, makes, years, inStock: inStockCount, onSale: onSaleCount, bands: bandCounts },
  };
}
