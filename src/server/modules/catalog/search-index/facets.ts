import type { ListSort } from "../../../../domain/list-facets";
import { PRICE_BANDS } from "../../../../domain/list-facets";
import { PART_TYPES } from "../../../../domain/part-types";
import { FIRST_MODEL_YEAR } from "../../../../domain/years";
import type { ChangedPart, Changes, FitsFilter } from "./changes";
import { FACET_SIGNATURES, type Listing, modelKeyOf, signatureFacts } from "./listing";
import { MAX_CENTS, makeListCounts, makeListPages, PLACES } from "./make-lists";

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

/** A list with facets: how many parts it lists, the facets' counts, and its pages in the sort's order (as references, see partsInScope). */
export interface ListedAnswer {
  total: number;
  counts: FacetTally;
  page(offset: number, limit: number): Int32Array;
  /** How many references the answer holds (what a cache of answers weighs it by). */
  size: number;
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

/** A make of the listing: its name and its parts' ordinals (those of one model year, with `year`). */
type ListedMake = { name: string; ordinals: Int32Array; year?: number };

/**
 * The parts of a scope in the list's default order (ranked, or item-code order), as references: an
 * ordinal of the listing (0 or more), or -(n + 1) for the nth changed part. With `ofMake`, only that
 * make's parts (a make list whose Make facet is counted apart, makeCountsApart), or of that make and year.
 */
function partsInScope(listing: Listing, changes: Changes | null, scope: ListedScope, ofMake: ListedMake | null): Int32Array {
  const changed = changes?.parts ?? [];
  if (scope.ranked) return scope.ranked;
  const { promotionalOnly, fits } = scope;
  let walk = ofMake ? ofMake.ordinals : listing.all;
  if (promotionalOnly && listing.promotional.length < walk.length) walk = listing.promotional;
  if (fits && fits.ordinals.length < walk.length) walk = fits.ordinals;
  const replaced = changes?.replaced ?? null;
  // Nothing to leave out or lay over: the walk is the scope (read only from here on).
  if (!promotionalOnly && !fits && replaced === null && changed.length === 0) return walk;
  const refs = new Int32Array(walk.length + changed.length);
  let size = 0;
  let next = 0;
  const keep = (part: ChangedPart) =>
    (!promotionalOnly || part.promotional) &&
    (!fits || part.universal || fits.codes.has(part.code)) &&
    (!ofMake || part.makes.has(ofMake.name)) &&
    (ofMake?.year === undefined || (part.yearFrom <= ofMake.year && part.yearEnd >= ofMake.year));
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
  const { makeName, year } = scope;
  const make = makeName === undefined ? undefined : listing.makes.get(makeName);
  // A make list of the whole catalogue walks at most its make's parts; the Make facet, which counts the
  // other makes' parts too, is counted apart from the listing's signature counts (makeCountsApart).
  // Without a year or a model choice it walks none (tabledMakeList).
  const apart = make !== undefined && scope.ranked === null && !scope.promotionalOnly && scope.fits === null;
  if (apart && year === undefined && choices.models.size === 0) return tabledMakeList(listing, changes, makeName!, choices);
  // With a year too (and no model chosen), it walks only that year's parts of the make; the Year facet,
  // which counts the make's other years, is counted apart from the make's counts by year (yearCountsApart).
  const yearsApart = apart && year !== undefined && choices.models.size === 0;
  const ofMake = yearsApart
    ? { name: makeName!, ordinals: listing.makeYearOrdinals(makeName!, year), year }
    : apart
      ? { name: makeName!, ordinals: make.ordinals }
      : null;
  const refs = partsInScope(listing, changes, scope, ofMake);
  const mask = choiceMask(choices);
  const { signatures } = listing.facetSignatures();
  const bySignature = new Int32Array(FACET_SIGNATURES);
  const makeCounts = new Int32Array(listing.makeNames.length);
  const changedMakeCounts = new Map<string, number>();
  const models = modelsOfMake(listing, makeName, choices.models);
  const modelCounts = new Int32Array(listing.models.length);
  const changedModelCounts = new Map<string, number>();
  // The Year facet as differences: +1 at a counted part's first year, -1 after its last, summed after the walk.
  const yearSteps = new Int32Array(LAST_YEAR - FIRST_MODEL_YEAR + 2);
  // Every listed part fits in the scope's size; the answer keeps a copy of its own length (sortedRefs).
  const listed = new Int32Array(refs.length);
  let listedSize = 0;
  const { yearFrom, yearEnd, makeStarts, makeIds, modelStarts, modelIds } = listing;
  const makeBits = make?.bits;

  for (let at = 0; at < refs.length; at++) {
    const ref = refs[at]!;
    const part = ref < 0 ? changed[-ref - 1]! : null;
    const signature = part ? part.signature : signatures[ref]!;
    const from = part ? part.yearFrom : yearFrom[ref]!;
    const end = part ? part.yearEnd : yearEnd[ref]!;
    const inMake = makeName === undefined || (part ? part.makes.has(makeName) : makeBits !== undefined && (makeBits[ref >>> 5]! & (1 << (ref & 31))) !== 0);
    const inYear = year === undefined || (from <= year && end >= year);
    let modelOk = choices.models.size === 0;
    if (!modelOk && part) for (const key of part.models.keys()) modelOk ||= models.pickedKeys.has(key);
    if (!modelOk && !part) for (let m = modelStarts[ref]!; m < modelStarts[ref + 1]! && !modelOk; m++) modelOk = models.picked[modelIds[m]!] === 1;
    const facetsButModel = mask[signature] === EVERY_FACET;
    if (!apart && facetsButModel && inYear) {
      if (part) for (const name of part.makes) changedMakeCounts.set(name, (changedMakeCounts.get(name) ?? 0) + 1);
      else for (let m = makeStarts[ref]!; m < makeStarts[ref + 1]!; m++) makeCounts[makeIds[m]!]!++;
    }
    if (!inMake) continue;
    const first = Math.max(from, FIRST_MODEL_YEAR);
    const last = Math.min(end, LAST_YEAR);
    if (!yearsApart && facetsButModel && modelOk && first <= last) {
      yearSteps[first - FIRST_MODEL_YEAR]!++;
      yearSteps[last - FIRST_MODEL_YEAR + 1]!--;
    }
    if (!inYear) continue;
    if (facetsButModel && models.prefix !== null) {
      if (part) {
        for (const [key, { model }] of part.models) if (key.startsWith(models.prefix)) changedModelCounts.set(model, (changedModelCounts.get(model) ?? 0) + 1);
      } else for (let m = modelStarts[ref]!; m < modelStarts[ref + 1]!; m++) if (models.ofMake[modelIds[m]!] === 1) modelCounts[modelIds[m]!]!++;
    }
    if (!modelOk) continue;
    bySignature[signature]!++;
    if (facetsButModel) listed[listedSize++] = ref;
  }

  if (apart) makeCountsApart(listing, changes, mask, year, makeCounts, changedMakeCounts);

  const ordered = sortedRefs(listing, changed, listed.subarray(0, listedSize), choices.sort);
  const modelsCounted = new Map<string, number>();
  listing.models.forEach(({ model }, id) => {
    if (modelCounts[id]! > 0) modelsCounted.set(model, (modelsCounted.get(model) ?? 0) + modelCounts[id]!);
  });
  for (const [name, count] of changedModelCounts) modelsCounted.set(name, (modelsCounted.get(name) ?? 0) + count);
  if (yearsApart) yearCountsApart(listing, changes, mask, makeName!, yearSteps);
  return {
    total: ordered.length,
    size: ordered.length,
    page: (offset, limit) => ordered.subarray(offset, offset + limit),
    counts: { ...signatureCounts(bySignature, mask), makes: makesOf(listing, makeCounts, changedMakeCounts), models: modelsCounted, years: yearsOf(yearSteps) },
  };
}

/**
 * A make list of the whole catalogue without a year, text or model choice (the make's own page), with
 * every count summed from the listing's and the make's tables instead of walking the make's parts, and
 * pages read from the make's parts in the sort's order only as far as asked (make-lists.ts).
 */
function tabledMakeList(listing: Listing, changes: Changes | null, makeName: string, choices: FacetChoices): ListedAnswer {
  const mask = choiceMask(choices);
  const passes = (signature: number) => mask[signature] === EVERY_FACET;
  const { bySignature, models } = makeListCounts(listing, changes, makeName, passes);
  const makeCounts = new Int32Array(listing.makeNames.length);
  const changedMakeCounts = new Map<string, number>();
  makeCountsApart(listing, changes, mask, undefined, makeCounts, changedMakeCounts);
  const yearSteps = new Int32Array(LAST_YEAR - FIRST_MODEL_YEAR + 2);
  yearCountsApart(listing, changes, mask, makeName, yearSteps);
  let total = 0;
  for (let signature = 0; signature < FACET_SIGNATURES; signature++) if (passes(signature)) total += bySignature[signature]!;
  return {
    total,
    size: 1,
    page: makeListPages(listing, changes, makeName, choices.sort, passes),
    counts: { ...signatureCounts(bySignature, mask), makes: makesOf(listing, makeCounts, changedMakeCounts), models, years: yearsOf(yearSteps) },
  };
}

/** The Make facet by name: the listing's counts by make number and the changed parts' by name. */
function makesOf(listing: Listing, makeCounts: Int32Array, changedMakeCounts: Map<string, number>): Map<string, number> {
  const makes = new Map<string, number>();
  listing.makeNames.forEach((name, id) => {
    if (makeCounts[id]! > 0) makes.set(name, makeCounts[id]!);
  });
  for (const [name, count] of changedMakeCounts) makes.set(name, (makes.get(name) ?? 0) + count);
  return makes;
}

/** The Year facet from its differences (+1 at a counted part's first year, -1 after its last): the years with parts, in order. */
function yearsOf(yearSteps: Int32Array): Map<number, number> {
  const years = new Map<number, number>();
  let inYear = 0;
  for (let at = 0; at < yearSteps.length - 1; at++) {
    inYear += yearSteps[at]!;
    if (inYear > 0) years.set(FIRST_MODEL_YEAR + at, inYear);
  }
  return years;
}

/** The facets of a signature that pass a list's choices, as bits: choiceMask's entries. */
const TYPE_OK = 1;
const STOCK_OK = 2;
const SALE_OK = 4;
const BAND_OK = 8;
const EVERY_FACET = TYPE_OK | STOCK_OK | SALE_OK | BAND_OK;

/** The facets each signature passes under `choices` (see signatureOf for a signature's parts). */
function choiceMask(choices: FacetChoices): Uint8Array {
  const mask = new Uint8Array(FACET_SIGNATURES);
  for (let signature = 0; signature < FACET_SIGNATURES; signature++) {
    const { partType, inStock, onSale, band } = signatureFacts(signature);
    mask[signature] =
      (choices.types.size === 0 || choices.types.has(partType) ? TYPE_OK : 0) |
      (!choices.inStock || inStock ? STOCK_OK : 0) |
      (!choices.onSale || onSale ? SALE_OK : 0) |
      (choices.bands.size === 0 || choices.bands.has(band) ? BAND_OK : 0);
  }
  return mask;
}

/**
 * The type, stock, sale and price facets' counts from how many counted parts have each signature:
 * a value counts the parts that have it and pass every other of the four facets.
 */
function signatureCounts(bySignature: Int32Array, mask: Uint8Array): Pick<FacetTally, "partTypes" | "inStock" | "onSale" | "bands"> {
  const partTypes = new Int32Array(PART_TYPES.length + 1);
  const bands = new Int32Array(PRICE_BANDS.length);
  let inStock = 0;
  let onSale = 0;
  for (let signature = 0; signature < FACET_SIGNATURES; signature++) {
    const count = bySignature[signature]!;
    if (count === 0) continue;
    const facts = signatureFacts(signature);
    const passes = mask[signature]!;
    const others = (facet: number) => (passes | facet) === EVERY_FACET;
    if (others(TYPE_OK)) partTypes[facts.partType]! += count;
    if (facts.inStock && others(STOCK_OK)) inStock += count;
    if (facts.onSale && others(SALE_OK)) onSale += count;
    if (others(BAND_OK)) bands[facts.band]! += count;
  }
  return { partTypes, inStock, onSale, bands };
}

/**
 * The listed parts (references, in the default order) in the sort's order; ties keep the default
 * order. Each part's sort value and place are one number (value * PLACES + place), sorted as numbers
 * (the engine's own sort, with no comparison function called per pair), then read back as places.
 * Newest sorts by the listing's rank of when each part was added; a list holding a changed part,
 * which has no rank, is sorted by comparing.
 */
function sortedRefs(listing: Listing, changed: readonly ChangedPart[], refs: Int32Array, sort: FacetChoices["sort"]): Int32Array {
  if (sort === "relevance" || refs.length < 2) return refs.slice();
  const cents = (ref: number) => (ref < 0 ? changed[-ref - 1]!.retailCents : listing.retailCents[ref]!);
  if (refs.length >= PLACES || (sort === "newest" && refs.some((ref) => ref < 0))) {
    const added = (ref: number) => (ref < 0 ? changed[-ref - 1]!.createdAt : listing.createdAt[ref]!);
    const compare =
      sort === "price-asc"
        ? (a: number, b: number) => cents(refs[a]!) - cents(refs[b]!) || a - b
        : sort === "price-desc"
          ? (a: number, b: number) => cents(refs[b]!) - cents(refs[a]!) || a - b
          : (a: number, b: number) => added(refs[b]!) - added(refs[a]!) || a - b;
    return Int32Array.from(Array.from(refs, (_, at) => at).sort(compare), (at) => refs[at]!);
  }
  const newest = sort === "newest" ? listing.newestRanks() : null;
  const sortValue = sort === "price-asc" ? cents : sort === "price-desc" ? (ref: number) => MAX_CENTS - cents(ref) : (ref: number) => newest![ref]!;
  const keys = new Float64Array(refs.length);
  for (let at = 0; at < refs.length; at++) keys[at] = sortValue(refs[at]!) * PLACES + at;
  keys.sort();
  const sorted = new Int32Array(refs.length);
  for (let at = 0; at < keys.length; at++) sorted[at] = refs[keys[at]! % PLACES]!;
  return sorted;
}

/**
 * The Make facet of a make list of the whole catalogue, without walking every part: how many parts of
 * each make pass the type, stock, sale and price choices (and the year, when one is chosen): the sums
 * of the listing's counts per make and signature (of that year's parts, with a year), less the parts
 * changed since, which are counted by name, as listedParts does.
 */
function makeCountsApart(
  listing: Listing,
  changes: Changes | null,
  mask: Uint8Array,
  year: number | undefined,
  makeCounts: Int32Array,
  changedMakeCounts: Map<string, number>,
): void {
  const passingList: number[] = [];
  for (let signature = 0; signature < FACET_SIGNATURES; signature++) if (mask[signature] === EVERY_FACET) passingList.push(signature);
  const { signatures } = listing.facetSignatures();
  const perMake = year === undefined ? listing.facetSignatures().perMake : listing.yearSignatures(year);
  const { makeStarts, makeIds, yearFrom, yearEnd } = listing;
  for (let id = 0; id < listing.makeNames.length; id++) {
    const base = id * FACET_SIGNATURES;
    let sum = 0;
    for (const signature of passingList) sum += perMake[base + signature]!;
    makeCounts[id] = sum;
  }
  // The counts are of the listing as it was read: a part changed since counts as it is now, below.
  const replaced = changes?.replaced ?? null;
  if (replaced !== null)
    for (let word = 0; word < replaced.length; word++) {
      for (let bits = replaced[word]!; bits !== 0; bits &= bits - 1) {
        const ordinal = word * 32 + (31 - Math.clz32(bits & -bits));
        if (year !== undefined && (yearFrom[ordinal]! > year || yearEnd[ordinal]! < year)) continue;
        if (mask[signatures[ordinal]!] === EVERY_FACET) for (let m = makeStarts[ordinal]!; m < makeStarts[ordinal + 1]!; m++) makeCounts[makeIds[m]!]!--;
      }
    }
  for (const part of changes?.parts ?? []) {
    if (mask[part.signature] !== EVERY_FACET) continue;
    if (year !== undefined && (part.yearFrom > year || part.yearEnd < year)) continue;
    for (const name of part.makes) changedMakeCounts.set(name, (changedMakeCounts.get(name) ?? 0) + 1);
  }
}

/**
 * The Year facet of a make list of one year, without walking the make's other years: for each year, how
 * many of the make's parts pass the type, stock, sale and price choices, from the listing's counts of
 * the make's parts by year and signature (Listing.makeYears), less the parts changed since and plus
 * them as they are now; added to `yearSteps` as listedParts' walk adds a part (+1 at a year, -1 after).
 */
function yearCountsApart(listing: Listing, changes: Changes | null, mask: Uint8Array, makeName: string, yearSteps: Int32Array): void {
  const passing: number[] = [];
  for (let signature = 0; signature < FACET_SIGNATURES; signature++) if (mask[signature] === EVERY_FACET) passing.push(signature);
  const { firstYear, byYear, signatureCounts } = listing.makeYears(makeName);
  const addYear = (year: number, count: number) => {
    if (year < FIRST_MODEL_YEAR || year > LAST_YEAR || count === 0) return;
    yearSteps[year - FIRST_MODEL_YEAR]! += count;
    yearSteps[year - FIRST_MODEL_YEAR + 1]! -= count;
  };
  for (let at = 0; at < byYear.length; at++) {
    let count = 0;
    for (const signature of passing) count += signatureCounts[at * FACET_SIGNATURES + signature]!;
    addYear(firstYear + at, count);
  }
  const addPart = (from: number, end: number, count: number) => {
    const first = Math.max(from, FIRST_MODEL_YEAR);
    const last = Math.min(end, LAST_YEAR);
    if (first > last) return;
    yearSteps[first - FIRST_MODEL_YEAR]! += count;
    yearSteps[last - FIRST_MODEL_YEAR + 1]! -= count;
  };
  // The counts are of the listing as it was read: a part changed since counts as it is now.
  const replaced = changes?.replaced ?? null;
  const makeBits = listing.makes.get(makeName)?.bits;
  if (replaced !== null && makeBits !== undefined) {
    const { signatures } = listing.facetSignatures();
    for (let word = 0; word < replaced.length; word++) {
      for (let bits = replaced[word]! & makeBits[word]!; bits !== 0; bits &= bits - 1) {
        const ordinal = word * 32 + (31 - Math.clz32(bits & -bits));
        if (mask[signatures[ordinal]!] === EVERY_FACET) addPart(listing.yearFrom[ordinal]!, listing.yearEnd[ordinal]!, -1);
      }
    }
  }
  for (const part of changes?.parts ?? []) if (part.makes.has(makeName) && mask[part.signature] === EVERY_FACET) addPart(part.yearFrom, part.yearEnd, 1);
}
