import { fitKeysOf, vehiclesOfFitKeys } from "../../../../domain/fitment";
import { priceBandOf } from "../../../../domain/list-facets";
import {
  bitsOf,
  codeKeyOf,
  type FittedModel,
  fittedModelKey,
  type IndexedPart,
  type Listing,
  modelKeyOf,
  partTypeNumber,
  searchText,
  signatureOf,
} from "./listing";
import { union } from "./ordinals";

/** A part as it is now in the database, with the makes it is listed under, the models it fits and its fitment, one key a model year ("1967|FORD|Mustang": loader.ts partsNow). */
export type PartNow = IndexedPart & { makes: string[]; models: FittedModel[]; fits: readonly string[] };

/** The parts 'Only parts that fit' keeps: as a walk (ordinals in order), as bits, and by code for changed parts. */
export interface FitsFilter {
  ordinals: Int32Array;
  bits: Uint32Array;
  /** The vehicle's own parts (the universal ones left out), as bits. */
  own: Uint32Array;
  codes: ReadonlySet<string>;
}

/**
 * The filter of the parts whose codes are `codes`, with the universal parts, which fit every vehicle;
 * `own` the listing's ordinals of those codes, in order, when they are known already (codesFitting).
 */
export function fitsFilterOf(listing: Listing, codes: ReadonlySet<string>, own?: Int32Array): FitsFilter {
  if (!own) {
    const found: number[] = [];
    for (const code of codes) {
      const ordinal = listing.ordinalOf(code);
      if (ordinal !== undefined) found.push(ordinal);
    }
    own = Int32Array.from(found).sort();
  }
  const ordinals = union([listing.universal, own]);
  return { ordinals, bits: bitsOf(ordinals, listing.codes.length), own: bitsOf(own, listing.codes.length), codes };
}

/** A part as it is now, when it changed since the listing was read: checked by hand, it is one of few. */
export interface ChangedPart {
  /** Its place among the listing's ordinals: its own ordinal when the listing has its code, else just before the next code. */
  key: number;
  code: string;
  codeKey: string;
  text: string;
  yearFrom: number;
  yearEnd: number;
  promotional: boolean;
  universal: boolean;
  makes: ReadonlySet<string>;
  /** The models it fits, by modelKeyOf. */
  models: ReadonlyMap<string, FittedModel>;
  /** The vehicles it fits, as product answers carry them (domain/fitment fitKeysOf). */
  fits: string[];
  /** The facets' facts (decision 036): partTypeNumber of its type, 'In stock', 'On sale', its retail price and when it was added. */
  partType: number;
  inStock: boolean;
  onSale: boolean;
  retailCents: number;
  createdAt: number;
  /** Its facet signature (signatureOf), made once when the change is laid over. */
  signature: number;
}

/** The parts changed since the listing was read: the listing's versions are left out, their present versions laid in at their places. */
export interface Changes {
  /** Every changed code, and what it is now (null: deleted). */
  byCode: Map<string, ChangedPart | null>;
  /** The listing's ordinals of the changed parts. */
  replaced: Uint32Array;
  /** The present versions, by key. */
  parts: ChangedPart[];
}

/**
 * The changes laid over `listing` once `now` is read too: `now` has every changed code, with its
 * present version, makes and models, or null when it was deleted; `previous` are those laid over so far.
 */
export function changesOver(listing: Listing, previous: Changes | null, now: Map<string, PartNow | null>): Changes {
  const byCode = new Map(previous?.byCode);
  for (const [code, part] of now) {
    if (!part) {
      byCode.set(code, null);
      continue;
    }
    const ordinal = listing.ordinalOf(code);
    const partType = partTypeNumber(part.partType);
    byCode.set(code, {
      key: ordinal ?? listing.insertionPoint(code) - 0.5,
      code,
      codeKey: codeKeyOf(code),
      text: searchText(part.item, part.descrip),
      yearFrom: part.yearFrom,
      yearEnd: part.yearEnd,
      promotional: part.promotional,
      universal: part.universal === true,
      makes: new Set(part.makes),
      models: new Map(part.models.map((model) => [modelKeyOf(model.make, model.model), model])),
      fits: fitKeysOf(vehiclesOfFitKeys(part.fits)),
      partType,
      inStock: part.inStock,
      onSale: part.onSale,
      retailCents: part.retailCents,
      createdAt: part.createdAt,
      signature: signatureOf(partType, part.inStock, part.onSale, priceBandOf(part.retailCents)),
    });
  }
  const replaced = bitsOf(
    [...byCode.keys()].flatMap((code) => {
      const ordinal = listing.ordinalOf(code);
      return ordinal === undefined ? [] : [ordinal];
    }),
    listing.codes.length,
  );
  const parts = [...byCode.values()].filter((part) => part !== null).sort((a, b) => a.key - b.key || (a.code < b.code ? -1 : 1));
  return { byCode, replaced, parts };
}

/**
 * The codes of the parts with a fitment row of one of `models` (as fitment spells them) in one of
 * `years`, as they are now, in the index's order: the listing's (fit-years.ts), less those changed
 * since, with the changed ones that fit laid in at their places; and the listing's ordinals of those
 * codes, in order (a changed part keeps its ordinal, a new one has none), for fitsFilterOf.
 */
export function codesFitting(
  listing: Listing,
  changes: Changes | null,
  models: readonly FittedModel[],
  years: readonly number[],
): { codes: ReadonlySet<string>; own: Int32Array } {
  const asked = new Set(years);
  const wanted = new Set(models.map(({ make, model }) => fittedModelKey(make, model)));
  const changed = (changes?.parts ?? []).filter((part) =>
    vehiclesOfFitKeys(part.fits).some((vehicle) => asked.has(vehicle.year) && wanted.has(fittedModelKey(vehicle.make, vehicle.model))),
  );
  const fitting = listing.fits.partsFitting(models, asked);
  const codes = new Set<string>();
  const own = new Int32Array(fitting.length + changed.length);
  let size = 0;
  let next = 0;
  const takeChangedBefore = (key: number) => {
    for (; next < changed.length && changed[next]!.key < key; next++) {
      codes.add(changed[next]!.code);
      const ordinal = listing.ordinalOf(changed[next]!.code);
      if (ordinal !== undefined) own[size++] = ordinal;
    }
  };
  for (const ordinal of fitting) {
    if (changes && (changes.replaced[ordinal >>> 5]! & (1 << (ordinal & 31))) !== 0) continue;
    takeChangedBefore(ordinal);
    codes.add(listing.codes[ordinal]!);
    own[size++] = ordinal;
  }
  takeChangedBefore(Number.POSITIVE_INFINITY);
  return { codes, own: own.subarray(0, size) };
}
