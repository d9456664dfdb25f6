import type { ListSort } from "../../../../domain/list-facets";
import type { ChangedPart, Changes } from "./changes";
import { FACET_SIGNATURES, type Listing, modelKeyOf, NO_PARTS } from "./listing";

/** A make's tables for its lists without a year (makeTablesOf): its models' counts by signature, and its parts in each sort's order. */
interface MakeTables {
  /** The model numbers (into listing.models) of the make, and per model × signature how many of the make's parts fit it. */
  modelIds: number[];
  /** By model number: its place in modelIds, or -1 for another make's model. */
  local: Int32Array;
  modelCounts: Int32Array;
  /** The make's ordinals in a sort's order (ties in ordinal order), made on first use of the sort. */
  orders: Map<Exclude<ListSort, "relevance">, Int32Array>;
}

const tablesOfListing = new WeakMap<Listing, Map<string, MakeTables>>();

/** How many places a sort key keeps for a part's place in the default order: more than any list holds (a listing's parts and the changes laid over it). */
export const PLACES = 2 ** 21;
/** Above any retail price in cents a part can have (Int32), so MAX_CENTS - cents orders dearest first. */
export const MAX_CENTS = 2 ** 31;

/**
 * The tables of a make of `listing`, made on first use in one walk of the make's parts (its models'
 * counts) and kept with the listing, which never changes: a few MB at 1,000,000 parts.
 */
function makeTablesOf(listing: Listing, makeName: string): MakeTables {
  let byMake = tablesOfListing.get(listing);
  if (!byMake) {
    byMake = new Map();
    tablesOfListing.set(listing, byMake);
  }
  let tables = byMake.get(makeName);
  if (tables) return tables;
  const prefix = modelKeyOf(makeName, "");
  const local = new Int32Array(listing.models.length).fill(-1);
  const modelIds: number[] = [];
  listing.models.forEach(({ make, model }, id) => {
    if (!modelKeyOf(make, model).startsWith(prefix)) return;
    local[id] = modelIds.length;
    modelIds.push(id);
  });
  const modelCounts = new Int32Array(modelIds.length * FACET_SIGNATURES);
  const { signatures } = listing.facetSignatures();
  const { modelStarts, modelIds: partModels } = listing;
  for (const ordinal of listing.makes.get(makeName)?.ordinals ?? []) {
    for (let m = modelStarts[ordinal]!; m < modelStarts[ordinal + 1]!; m++) {
      const at = local[partModels[m]!]!;
      if (at >= 0) modelCounts[at * FACET_SIGNATURES + signatures[ordinal]!]!++;
    }
  }
  tables = { modelIds, local, modelCounts, orders: new Map() };
  byMake.set(makeName, tables);
  return tables;
}

/** The sort's value of a part of the listing: the smaller first. */
function sortValueOf(listing: Listing, sort: Exclude<ListSort, "relevance">): (ordinal: number) => number {
  if (sort === "price-asc") return (ordinal) => listing.retailCents[ordinal]!;
  if (sort === "price-desc") return (ordinal) => MAX_CENTS - listing.retailCents[ordinal]!;
  const ranks = listing.newestRanks();
  return (ordinal) => ranks[ordinal]!;
}

/** The make's ordinals in the sort's order, ties in ordinal order (the default order), sorted as numbers once per make and sort. */
function orderOf(listing: Listing, makeName: string, tables: MakeTables, sort: Exclude<ListSort, "relevance">): Int32Array {
  let order = tables.orders.get(sort);
  if (order) return order;
  const ordinals = listing.makes.get(makeName)?.ordinals ?? NO_PARTS;
  const value = sortValueOf(listing, sort);
  const keys = new Float64Array(ordinals.length);
  for (let at = 0; at < ordinals.length; at++) keys[at] = value(ordinals[at]!) * PLACES + ordinals[at]!;
  keys.sort();
  order = Int32Array.from(keys, (key) => key % PLACES);
  tables.orders.set(sort, order);
  return order;
}

/** What listedParts works out once per list: which signatures pass every facet, and the counts it sums from the tables. */
export interface MakeListCounts {
  /** Per signature, how many of the make's parts have it (as now). */
  bySignature: Int32Array;
  /** The Model facet: each of the make's models by name, and how many parts passing the other facets fit it. */
  models: Map<string, number>;
}

/**
 * The signature and Model facet counts of a make list of the whole catalogue without a year, text or
 * model choice, from the listing's counts per make and the make's tables instead of a walk of its parts:
 * the parts changed since are taken off and counted as they are now. `passes` says whether a
 * signature passes every facet choice.
 */
export function makeListCounts(listing: Listing, changes: Changes | null, makeName: string, passes: (signature: number) => boolean): MakeListCounts {
  const makeId = listing.makeNames.indexOf(makeName);
  const { signatures, perMake } = listing.facetSignatures();
  const bySignature = perMake.slice(makeId * FACET_SIGNATURES, (makeId + 1) * FACET_SIGNATURES);
  const tables = makeTablesOf(listing, makeName);
  const passing: number[] = [];
  for (let signature = 0; signature < FACET_SIGNATURES; signature++) if (passes(signature)) passing.push(signature);
  const byModel = new Int32Array(tables.modelIds.length);
  for (let at = 0; at < byModel.length; at++) for (const signature of passing) byModel[at]! += tables.modelCounts[at * FACET_SIGNATURES + signature]!;
  const models = new Map<string, number>();
  const count = (model: string, by: number) => models.set(model, (models.get(model) ?? 0) + by);
  tables.modelIds.forEach((id, at) => {
    if (byModel[at]! !== 0) count(listing.models[id]!.model, byModel[at]!);
  });
  const replaced = changes?.replaced ?? null;
  const make = listing.makes.get(makeName);
  if (replaced !== null && make !== undefined) {
    for (let word = 0; word < replaced.length; word++) {
      for (let bits = replaced[word]! & make.bits[word]!; bits !== 0; bits &= bits - 1) {
        const ordinal = word * 32 + (31 - Math.clz32(bits & -bits));
        const signature = signatures[ordinal]!;
        bySignature[signature]!--;
        if (!passes(signature)) continue;
        for (let m = listing.modelStarts[ordinal]!; m < listing.modelStarts[ordinal + 1]!; m++) {
          const id = listing.modelIds[m]!;
          if (tables.local[id]! >= 0) count(listing.models[id]!.model, -1);
        }
      }
    }
  }
  const prefix = modelKeyOf(makeName, "");
  for (const part of changes?.parts ?? []) {
    if (!part.makes.has(makeName)) continue;
    bySignature[part.signature]!++;
    if (passes(part.signature)) for (const [key, { model }] of part.models) if (key.startsWith(prefix)) count(model, 1);
  }
  for (const [model, counted] of models) if (counted <= 0) models.delete(model);
  return { bySignature, models };
}

/**
 * The pages of a make list without a year, text or model choice: the make's parts that pass every
 * facet, in the sort's order (ties in item-code order), read from the make's ordinals (or its order for
 * the sort) only as far as the page asked, with the parts changed since laid in at their places.
 */
export function makeListPages(
  listing: Listing,
  changes: Changes | null,
  makeName: string,
  sort: ListSort,
  passes: (signature: number) => boolean,
): (offset: number, limit: number) => Int32Array {
  const replaced = changes?.replaced ?? null;
  const { signatures } = listing.facetSignatures();
  const changedValue = (part: ChangedPart) =>
    sort === "price-asc" ? part.retailCents : sort === "price-desc" ? MAX_CENTS - part.retailCents : -part.createdAt;
  // Newest compares moments here: the listing's ranks (its order) have none for a changed part.
  const ordinalValue =
    sort === "newest" ? (ordinal: number) => -listing.createdAt[ordinal]! : sort === "relevance" ? (ordinal: number) => ordinal : sortValueOf(listing, sort);
  const changed = (changes?.parts ?? []).map((part, at) => ({ part, ref: -(at + 1) })).filter(({ part }) => part.makes.has(makeName) && passes(part.signature));
  if (sort !== "relevance") changed.sort((a, b) => changedValue(a.part) - changedValue(b.part) || a.part.key - b.part.key);
  const walk = sort === "relevance" ? (listing.makes.get(makeName)?.ordinals ?? NO_PARTS) : orderOf(listing, makeName, makeTablesOf(listing, makeName), sort);
  // A changed part goes before an ordinal when its value is smaller, or equal with its key at or before the ordinal.
  const before = (at: number, ordinal: number) => {
    const part = changed[at]!.part;
    if (sort === "relevance") return part.key <= ordinal;
    const own = changedValue(part);
    const other = ordinalValue(ordinal);
    return own < other || (own === other && part.key <= ordinal);
  };
  return (offset, limit) => {
    const page: number[] = [];
    const end = offset + limit;
    let listed = 0;
    let next = 0;
    const take = (ref: number) => {
      if (listed >= offset && listed < end) page.push(ref);
      listed++;
    };
    for (let at = 0; at < walk.length && listed < end; at++) {
      const ordinal = walk[at]!;
      for (; next < changed.length && listed < end && before(next, ordinal); next++) take(changed[next]!.ref);
      if (replaced !== null && (replaced[ordinal >>> 5]! & (1 << (ordinal & 31))) !== 0) continue;
      if (listed < end && passes(signatures[ordinal]!)) take(ordinal);
    }
    for (; next < changed.length && listed < end; next++) take(changed[next]!.ref);
    return Int32Array.from(page);
  };
}
