import { PRICE_BANDS, priceBandOf } from "../../../../domain/list-facets";
import { PART_TYPE_IDS, PART_TYPES } from "../../../../domain/part-types";
import { partCodeKey } from "../../../../domain/search-words";
import { withoutAccents } from "../../../../domain/text";
import type { FittedModel, FitYears } from "./fit-years";
import { bitsOf, NO_PARTS, YIELD_EVERY, yieldToRequests } from "./ordinals";
import type { Trigrams } from "./trigrams";

export { type FittedModel, fittedModelKey, fittedModelOf } from "./fit-years";
export { bitsOf, NO_PARTS } from "./ordinals";
/** A part as the index reads it: only what a list filters and orders by. */
export interface IndexedPart {
  item: string;
  descrip: string;
  yearFrom: number;
  yearEnd: number;
  promotional: boolean;
  /** No fitment rows: the part fits any vehicle, so 'Only parts that fit' keeps it (domain/fitment fitOf). */
  universal?: boolean;
  /** What the list's facets and sorts read (decision 036): domain/part-types and domain/list-facets facetFactsOf. */
  partType: string | null;
  inStock: boolean;
  onSale: boolean;
  retailCents: number;
  /** When the part was added (ms since 1970), for 'Newest'. */
  createdAt: number;
}

/** How the index tells models apart: make and model in lower case ("ford\u001fmustang"). */
export const modelKeyOf = (make: string, model: string) => `${make}\u001f${model}`.toLowerCase();

/** A part type's number in the index: 1 + its place in PART_TYPES; 0 for none (or one no longer known). */
export const partTypeNumber = (id: string | null) => (id === null ? 0 : PART_TYPE_IDS.indexOf(id) + 1);

/** A part's code as search matches part numbers: partCodeKey in lower case ("f67hood"). */
export const codeKeyOf = (code: string) => partCodeKey(code).toLowerCase();

/** A part's search text: code and description in lower case, accents folded as queries are (one flat string, not a concatenation's rope). */
export const searchText = (item: string, descrip: string) => textOf(`${item}\u001f${descrip}`);
/** Words as a part's search text holds them: lower case, accents folded, punctuation kept ('mercedes-benz 280sl'). */
export const textOf = (words: string) => withoutAccents(words).toLowerCase();

/**
 * How many facet signatures there are: a part's type (or none), whether it is in stock, whether it is
 * on sale, and its price band, the facets whose choices every list applies part by part.
 */
export const FACET_SIGNATURES = (PART_TYPES.length + 1) * 2 * 2 * PRICE_BANDS.length;

/** A part's facet signature: one number for its type, stock, sale and price band. */
export const signatureOf = (partType: number, inStock: boolean, onSale: boolean, band: number) =>
  ((partType * 2 + (inStock ? 1 : 0)) * 2 + (onSale ? 1 : 0)) * PRICE_BANDS.length + band;

/** What a facet signature says: the inverse of signatureOf. */
export function signatureFacts(signature: number): { partType: number; inStock: boolean; onSale: boolean; band: number } {
  const band = signature % PRICE_BANDS.length;
  const rest = (signature - band) / PRICE_BANDS.length;
  return { partType: rest >> 2, inStock: (rest & 2) !== 0, onSale: (rest & 1) !== 0, band };
}

/** Every part's signature, and per make (makeIds) × signature how many of its parts have it. */
export interface FacetSignatures {
  signatures: Uint16Array;
  perMake: Int32Array;
}

/** A make's parts by model year (Listing.makeYears): year firstYear + n is byYear[n], and its parts' signatures are counted at n × FACET_SIGNATURES. */
export interface MakeYears {
  firstYear: number;
  byYear: Int32Array[];
  signatureCounts: Int32Array;
}

/**
 * The catalogue as read at one moment, numbered in the database's own item-code order: every part's
 * code, search text, years and promotional flag, and lists of ordinals by make, by model year, for
 * the promotional parts and by trigram. Never changed once built; later changes are laid over it
 * (see Changes).
 */
export class Listing {
  /** The ordinals by code, once built (see restored): until then codes in JavaScript's order are found by halving. */
  private ordinalByCode: Map<string, number> | null = null;
  readonly codes: string[];
  /** Every part's search text (searchText). */
  readonly texts: string[];
  readonly yearFrom: Int16Array;
  readonly yearEnd: Int16Array;
  readonly promotional: Int32Array;
  /** The universal parts' ordinals, in order: every 'Only parts that fit' list holds them. */
  readonly universal: Int32Array;
  readonly trigrams: Trigrams;
  /** Every part's code key (partCodeKey, in lower case), and the ordinals in the order of those keys: part numbers however written. */
  readonly codeKeys: string[];
  readonly byCodeKey: Int32Array;
  /** The distinct words of every description, which a typed word's typos are looked up among. */
  readonly vocabulary: string[];
  readonly makes = new Map<string, { ordinals: Int32Array; bits: Uint32Array }>();
  readonly years = new Map<number, Int32Array>();
  readonly promotionalBits: Uint32Array;
  readonly all: Int32Array;
  /** The facets' columns, one entry per part (decision 036). */
  readonly partTypes: Uint8Array;
  readonly inStock: Uint8Array;
  readonly onSale: Uint8Array;
  readonly retailCents: Int32Array;
  readonly createdAt: Float64Array;
  /** The makes each part is listed under, as numbers into makeNames: those of part n are makeIds[makeStarts[n] .. makeStarts[n + 1]). */
  readonly makeNames: string[];
  readonly makeStarts: Int32Array;
  readonly makeIds: Uint16Array;
  /** The models of the fitment table (the Model facet): numbered, by modelKeyOf. */
  readonly models: FittedModel[];
  readonly modelIdOf: Map<string, number>;
  /** The models each part fits, as numbers into models: those of part n are modelIds[modelStarts[n] .. modelStarts[n + 1]). */
  readonly modelStarts: Int32Array;
  readonly modelIds: Uint16Array;
  /** The vehicles each part fits, model year by model year, as product answers give them (fit-years.ts). */
  readonly fits: FitYears;

  private signatureTable: FacetSignatures | null = null;
  private newestRankTable: Int32Array | null = null;
  private readonly yearSignatureTables = new Map<number, Int32Array>();
  private readonly makeYearTables = new Map<string, MakeYears>();

  /**
   * Each part's facet signature (signatureOf) and how many parts of each make have each one: a make
   * list counts its Make facet from these instead of walking every part of the catalogue (facets.ts).
   * Built on first use, once per listing.
   */
  facetSignatures(): FacetSignatures {
    if (this.signatureTable) return this.signatureTable;
    const size = this.codes.length;
    const signatures = new Uint16Array(size);
    const perMake = new Int32Array(this.makeNames.length * FACET_SIGNATURES);
    for (let ordinal = 0; ordinal < size; ordinal++) {
      const signature = signatureOf(this.partTypes[ordinal]!, this.inStock[ordinal] === 1, this.onSale[ordinal] === 1, priceBandOf(this.retailCents[ordinal]!));
      signatures[ordinal] = signature;
      for (let m = this.makeStarts[ordinal]!; m < this.makeStarts[ordinal + 1]!; m++) perMake[this.makeIds[m]! * FACET_SIGNATURES + signature]!++;
    }
    this.signatureTable = { signatures, perMake };
    return this.signatureTable;
  }

  /**
   * How many parts of each make listed under a model year have each facet signature (makeIds ×
   * signature, as FacetSignatures.perMake): a make list with a year counts its Make facet from these.
   * Built on first use for each year, once per listing (a walk of that year's parts).
   */
  yearSignatures(year: number): Int32Array {
    let perMake = this.yearSignatureTables.get(year);
    if (perMake) return perMake;
    const { signatures } = this.facetSignatures();
    perMake = new Int32Array(this.makeNames.length * FACET_SIGNATURES);
    for (const ordinal of this.years.get(year) ?? []) {
      const signature = signatures[ordinal]!;
      for (let m = this.makeStarts[ordinal]!; m < this.makeStarts[ordinal + 1]!; m++) perMake[this.makeIds[m]! * FACET_SIGNATURES + signature]!++;
    }
    this.yearSignatureTables.set(year, perMake);
    return perMake;
  }

  /**
   * A make's parts by model year: the ordinals, in order, of those whose years span each year (what a
   * make list of one year walks instead of every part of the make), and how many of them have each
   * facet signature (what its Year facet counts from: facets.ts yearCountsApart). Built on first use for
   * each make, once per listing, in one walk of the make's parts (about 3 years a part: some 12 MB
   * once every make of 1,000,000 parts is asked).
   */
  makeYears(makeName: string): MakeYears {
    let found = this.makeYearTables.get(makeName);
    if (found) return found;
    const ordinals = this.makes.get(makeName)?.ordinals ?? NO_PARTS;
    const { yearFrom, yearEnd } = this;
    let firstYear = Number.POSITIVE_INFINITY;
    let lastYear = Number.NEGATIVE_INFINITY;
    for (const ordinal of ordinals) {
      if (yearFrom[ordinal]! > yearEnd[ordinal]!) continue;
      firstYear = Math.min(firstYear, yearFrom[ordinal]!);
      lastYear = Math.max(lastYear, yearEnd[ordinal]!);
    }
    const span = Math.max(0, lastYear - firstYear + 1);
    const sizes = new Int32Array(span);
    for (const ordinal of ordinals) for (let year = yearFrom[ordinal]!; year <= yearEnd[ordinal]!; year++) sizes[year - firstYear]!++;
    const byYear = Array.from(sizes, (size) => new Int32Array(size));
    const filled = new Int32Array(span);
    const signatureCounts = new Int32Array(span * FACET_SIGNATURES);
    const { signatures } = this.facetSignatures();
    for (const ordinal of ordinals) {
      const signature = signatures[ordinal]!;
      for (let year = yearFrom[ordinal]!; year <= yearEnd[ordinal]!; year++) {
        const at = year - firstYear;
        byYear[at]![filled[at]!++] = ordinal;
        signatureCounts[at * FACET_SIGNATURES + signature]!++;
      }
    }
    found = { firstYear: span === 0 ? 0 : firstYear, byYear, signatureCounts };
    this.makeYearTables.set(makeName, found);
    return found;
  }

  /** The parts of a make whose years span `year`, in ordinal order (makeYears). */
  makeYearOrdinals(makeName: string, year: number): Int32Array {
    const { firstYear, byYear } = this.makeYears(makeName);
    return byYear[year - firstYear] ?? NO_PARTS;
  }

  /**
   * Each part's place by when it was added, newest first, parts added at the same moment sharing one:
   * what 'Newest' sorts by (facets.ts). Built with the listing (a third of a second at 1,000,000
   * parts, too long for a shopper's request to wait): the distinct moments sorted, and each part's
   * found by halving.
   */
  newestRanks(): Int32Array {
    if (this.newestRankTable) return this.newestRankTable;
    const moments = Float64Array.from(this.createdAt).sort();
    let distinct = 0;
    for (let at = 0; at < moments.length; at++) if (at === 0 || moments[at] !== moments[distinct - 1]) moments[distinct++] = moments[at]!;
    const ranks = new Int32Array(this.codes.length);
    for (let ordinal = 0; ordinal < ranks.length; ordinal++) {
      const moment = this.createdAt[ordinal]!;
      let low = 0;
      let high = distinct;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (moments[middle]! < moment) low = middle + 1;
        else high = middle;
      }
      ranks[ordinal] = distinct - 1 - low;
    }
    this.newestRankTable = ranks;
    return ranks;
  }

  /** The bytes the parts' model lists and model years take (the Model facet's and the pages' fitment share of the index). */
  get modelBytes(): number {
    return this.modelStarts.byteLength + this.modelIds.byteLength + this.fits.bytes;
  }

  /** A listing of `fields`, with what is derived from them at once; see Listing.restored. */
  private constructor(fields: ListingFields) {
    this.codes = fields.codes;
    this.texts = fields.texts;
    this.codeKeys = fields.codeKeys;
    this.byCodeKey = fields.byCodeKey;
    this.vocabulary = fields.vocabulary;
    this.yearFrom = fields.yearFrom;
    this.yearEnd = fields.yearEnd;
    this.promotional = fields.promotional;
    this.universal = fields.universal;
    this.trigrams = fields.trigrams;
    this.partTypes = fields.partTypes;
    this.inStock = fields.inStock;
    this.onSale = fields.onSale;
    this.retailCents = fields.retailCents;
    this.createdAt = fields.createdAt;
    this.makeNames = fields.makeNames;
    this.makeStarts = fields.makeStarts;
    this.makeIds = fields.makeIds;
    this.models = fields.models;
    this.modelIdOf = new Map(fields.models.map(({ make, model }, id) => [modelKeyOf(make, model), id]));
    this.modelStarts = fields.modelStarts;
    this.modelIds = fields.modelIds;
    this.fits = fields.fits;
    const size = this.codes.length;
    fields.makeNames.forEach((make, id) => {
      const ordinals = fields.makeOrdinals[id]!;
      this.makes.set(make, { ordinals, bits: bitsOf(ordinals, size) });
    });
    this.promotionalBits = bitsOf(this.promotional, size);
    this.all = Int32Array.from({ length: size }, (_, ordinal) => ordinal);
  }

  /** What the listing is made of: what a snapshot of it keeps (snapshot.ts). */
  get fields(): ListingFields {
    const { codes, texts, codeKeys, byCodeKey, vocabulary, yearFrom, yearEnd, promotional, universal, trigrams } = this;
    const { partTypes, inStock, onSale, retailCents, createdAt, makeNames, makeStarts, makeIds, models, modelStarts, modelIds, fits } = this;
    const makeOrdinals = makeNames.map((make) => this.makes.get(make)!.ordinals);
    return {
      codes,
      texts,
      codeKeys,
      byCodeKey,
      vocabulary,
      yearFrom,
      yearEnd,
      promotional,
      universal,
      trigrams,
      partTypes,
      inStock,
      onSale,
      retailCents,
      createdAt,
      makeNames,
      makeOrdinals,
      makeStarts,
      makeIds,
      models,
      modelStarts,
      modelIds,
      fits,
    };
  }

  /** The listing of `fields` (as read, or as a snapshot stored them): every code numbered, and the parts of each model year listed. */
  static async restored(fields: ListingFields): Promise<Listing> {
    const listing = new Listing(fields);
    const size = listing.codes.length;
    const { codes } = listing;
    let ordered = true;
    for (let ordinal = 1; ordinal < size && ordered; ordinal++) ordered = codes[ordinal - 1]! < codes[ordinal]!;
    // A map of a million codes takes a second and a half to build, with its garbage. When the codes are in
    // JavaScript's order it is built after the listing is ready, codes found by halving meanwhile (a vehicle
    // page looks up hundreds, and halving for each was a quarter of its time); otherwise it must be built now.
    const mapped = listing.mapCodes();
    if (!ordered) await mapped;
    await yieldToRequests();
    // Two passes, as for trigrams: count the parts of each year, then fill one array per year.
    const perYear = new Map<number, number>();
    for (let ordinal = 0; ordinal < size; ordinal++) {
      for (let year = listing.yearFrom[ordinal]!; year <= listing.yearEnd[ordinal]!; year++) perYear.set(year, (perYear.get(year) ?? 0) + 1);
    }
    const filled = new Map<number, number>();
    for (const [year, count] of perYear) {
      listing.years.set(year, new Int32Array(count));
      filled.set(year, 0);
    }
    for (let ordinal = 0; ordinal < size; ordinal++) {
      for (let year = listing.yearFrom[ordinal]!; year <= listing.yearEnd[ordinal]!; year++) {
        const at = filled.get(year)!;
        listing.years.get(year)![at] = ordinal;
        filled.set(year, at + 1);
      }
    }
    await yieldToRequests();
    listing.newestRanks();
    return listing;
  }

  /** The ordinals of the parts whose code key starts with `key`, in ordinal order. */
  codesStartingWith(key: string): Int32Array {
    const { low, end } = this.codeKeyRange(key);
    return this.byCodeKey.slice(low, end).sort();
  }

  /**
   * Where the code keys starting with `key` stand in byCodeKey: from `low` to `end`, the key itself first
   * (up to `exactEnd`). Two binary searches: every key starting with `key` is below `key` + U+FFFF, and
   * every other key from `low` on is above it, so the thousands of keys of a short prefix ('fo1') are not read.
   */
  codeKeyRange(key: string): { low: number; exactEnd: number; end: number } {
    const low = this.firstCodeKeyFrom(key);
    let exactEnd = low;
    while (exactEnd < this.byCodeKey.length && this.codeKeys[this.byCodeKey[exactEnd]!] === key) exactEnd++;
    return { low, exactEnd, end: this.firstCodeKeyFrom(`${key}\uffff`) };
  }

  /** The first place in byCodeKey whose code key is `key` or after it. */
  private firstCodeKeyFrom(key: string): number {
    let low = 0;
    let high = this.byCodeKey.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.codeKeys[this.byCodeKey[middle]!]! < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Builds ordinalByCode in slices between requests; it is used once whole. */
  private async mapCodes(): Promise<void> {
    const byCode = new Map<string, number>();
    for (let ordinal = 0; ordinal < this.codes.length; ordinal++) {
      if (ordinal % YIELD_EVERY === 0) await yieldToRequests();
      byCode.set(this.codes[ordinal]!, ordinal);
    }
    this.ordinalByCode = byCode;
  }

  /** The ordinal of a code; undefined for a code the listing does not have. */
  ordinalOf(code: string): number | undefined {
    if (this.ordinalByCode) return this.ordinalByCode.get(code);
    const at = this.insertionPoint(code);
    return this.codes[at] === code ? at : undefined;
  }

  /** Where a code not in the listing would stand: before the ordinal returned (JavaScript's code-unit order). */
  insertionPoint(code: string): number {
    let low = 0;
    let high = this.codes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.codes[middle]! < code) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** What a listing is made of, column by column in ordinal order: what it is read into, and what a snapshot of it stores (snapshot.ts). */
export interface ListingFields {
  codes: string[];
  texts: string[];
  codeKeys: string[];
  byCodeKey: Int32Array;
  vocabulary: string[];
  yearFrom: Int16Array;
  yearEnd: Int16Array;
  promotional: Int32Array;
  universal: Int32Array;
  trigrams: Trigrams;
  partTypes: Uint8Array;
  inStock: Uint8Array;
  onSale: Uint8Array;
  retailCents: Int32Array;
  createdAt: Float64Array;
  makeNames: string[];
  /** The ordinals of each make's parts, in makeNames' order. */
  makeOrdinals: Int32Array[];
  makeStarts: Int32Array;
  makeIds: Uint16Array;
  models: FittedModel[];
  modelStarts: Int32Array;
  modelIds: Uint16Array;
  fits: FitYears;
}
