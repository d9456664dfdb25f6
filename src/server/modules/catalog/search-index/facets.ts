import type { ListSort } from "../../../../domain/list-facets";
import { PRICE_BANDS, priceBandOf } from "../../../../domain/list-facets";
import { PART_TYPES } from "../../../../domain/part-types";
import { FIRST_MODEL_YEAR } from "../../../../domain/years";
import type { ChangedPart, Changes, FitsFilter } from "./changes";
import { type Listing, modelKeyOf } from "./listing";

/** What a shopper chose in the facets (decision 036): several values of one facet widen, facets narrow each other. */
export interface FacetChoices {
  /** partTypeNumber of each chosen type (0: a part of none); empty: every type. */
  types: ReadonlySet<number>;
  /** Models of the list's make (lower case), which a part fits (fitment); empty: every model. */
  models: ReadonlySet<string>;
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
  /** The models of the list's make, by name (none without a make). */
  models: Map<string, number>;
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
  /** With a text: its matches, best first (rankedRefs, without make or year), as references; null without one. */
  ranked: Int32Array | null;
}

const LAST_YEAR = 2100;

/**
 * The parts of a scope in the list's default order (ranked, or item-code order), as references: an
 * ordinal of the listing (0 or more), or -(n + 1) for the nth changed part.
 */
function partsInScope(listing: Listing, changes: Changes | null, scope: ListedScope): Int32Array {
  const changed = changes?.parts ?? [];
  if (scope.ranked) return scope.ranked;
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
 * The Model facet's view of the listing for a list of `makeName`: which model numbers are that make's,
 * which of them are chosen, and the chosen ones by modelKeyOf for changed parts.
 */
function modelsOfMake(listing: Listing, makeName: string | undefined, chosen: ReadonlySet<string>) {
  const ofMake = new Uint8Array(listing.models.length);
  const picked = new Uint8Array(listing.models.length);
  const pickedKeys = new Set(makeName === undefined ? [] : [...chosen].map((model) => modelKeyOf(makeName, model)));
  if (makeName !== undefined) {
    const prefix = modelKeyOf(makeName, "");
    listing.models.forEach(({ make, model }, id) => {
      const key = modelKeyOf(make, model);
      if (!key.startsWith(prefix)) return;
      ofMake[id] = 1;
      if (pickedKeys.has(key)) picked[id] = 1;
    });
  }
  return { ofMake, picked, pickedKeys, prefix: makeName === undefined ? null : modelKeyOf(makeName, "") };
}

/**
 * Walks every part of the scope once: a part counts for a facet's value when it passes every other
 * facet, and is listed when it passes them all. Then orders the listed parts by the sort (ties keep the
 * default order). Model is the make's own facet: the makes' counts leave the model choice out (another
 * make has none of the chosen models), every other facet's counts follow it.
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
  const models = modelsOfMake(listing, makeName, choices.models);
  const modelCounts = new Int32Array(listing.models.length);
  const changedModelCounts = new Map<string, number>();
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
    let modelOk = choices.models.size === 0;
    if (!modelOk && part) for (const key of part.models.keys()) modelOk ||= models.pickedKeys.has(key);
    if (!modelOk && !part)
      for (let m = listing.modelStarts[ref]!; m < listing.modelStarts[ref + 1]! && !modelOk; m++) modelOk = models.picked[listing.modelIds[m]!] === 1;
    const facetsButModel = typeOk && stockOk && saleOk && bandOk;
    const facets = facetsButModel && modelOk;
    if (facetsButModel && inYear) {
      if (part) for (const name of part.makes) changedMakeCounts.set(name, (changedMakeCounts.get(name) ?? 0) + 1);
      else for (let m = listing.makeStarts[ref]!; m < listing.makeStarts[ref + 1]!; m++) makeCounts[listing.makeIds[m]!]!++;
    }
    if (!inMake) continue;
    if (facets) for (let y = Math.max(from, FIRST_MODEL_YEAR); y <= Math.min(end, LAST_YEAR); y++) yearCounts[y - FIRST_MODEL_YEAR]!++;
    if (!inYear) continue;
    if (facetsButModel && models.prefix !== null) {
      if (part) {
        for (const [key, { model }] of part.models) if (key.startsWith(models.prefix)) changedModelCounts.set(model, (changedModelCounts.get(model) ?? 0) + 1);
      } else
        for (let m = listing.modelStarts[ref]!; m < listing.modelStarts[ref + 1]!; m++)
          if (models.ofMake[listing.modelIds[m]!] === 1) modelCounts[listing.modelIds[m]!]!++;
    }
    if (!modelOk) continue;
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
  const modelsCounted = new Map<string, number>();
  listing.models.forEach(({ model }, id) => {
    if (modelCounts[id]! > 0) modelsCounted.set(model, (modelsCounted.get(model) ?? 0) + modelCounts[id]!);
  });
  for (const [name, count] of changedModelCounts) modelsCounted.set(name, (modelsCounted.get(name) ?? 0) + count);
  const years = new Map<number, number>();
  yearCounts.forEach((count, at) => {
    if (count > 0) years.set(FIRST_MODEL_YEAR + at, count);
  });
  return {
    codes: order.map((at) => codeOf(listed[at]!)),
    counts: { partTypes, makes, models: modelsCounted, years, inStock: inStockCount, onSale: onSaleCount, bands: bandCounts },
  };
}
