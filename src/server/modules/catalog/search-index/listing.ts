import { PRICE_BANDS, priceBandOf } from "../../../../domain/list-facets";
import { PART_TYPE_IDS, PART_TYPES } from "../../../../domain/part-types";
import { partCodeKey, typoCandidatesOf } from "../../../../domain/search-words";
import { withoutAccents } from "../../../../domain/text";
import { type FittedModel, type FittedYears, FitYears, fittedModelOf } from "./fit-years";
import { bitsOf, YIELD_EVERY, yieldToRequests } from "./ordinals";
import { Trigrams } from "./trigrams";

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
export const searchText = (item: string, descrip: string) => withoutAccents(`${item}\u001f${descrip}`).toLowerCase();

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

/**
 * The catalogue as read at one moment, numbered in the database's own item-code order: every part's
 * code, search text, years and promotional flag, and lists of ordinals by make, by model year, for
 * the promotional parts and by trigram. Never changed once built; later changes are laid over it
 * (see Changes).
 */
export class Listing {
  readonly ordinalOf = new Map<string, number>();
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

  /** A listing of the columns a ListingBuilder read; see ListingBuilder.build. */
  private constructor(columns: ListingColumns) {
    this.codes = columns.codes;
    this.texts = columns.texts;
    this.yearFrom = Int16Array.from(columns.yearFrom);
    this.yearEnd = Int16Array.from(columns.yearEnd);
    this.promotional = Int32Array.from(columns.promotional);
    this.universal = Int32Array.from(columns.universal);
    this.trigrams = columns.trigrams;
    this.vocabulary = [...columns.words];
    this.partTypes = Uint8Array.from(columns.partTypes);
    this.inStock = Uint8Array.from(columns.inStock);
    this.onSale = Uint8Array.from(columns.onSale);
    this.retailCents = Int32Array.from(columns.retailCents);
    this.createdAt = Float64Array.from(columns.createdAt);
    this.makeNames = columns.makeNames;
    this.makeStarts = Int32Array.from(columns.makeStarts);
    this.makeIds = Uint16Array.from(columns.makeIds);
    this.models = columns.models;
    this.modelIdOf = columns.modelIdOf;
    this.modelStarts = Int32Array.from(columns.modelStarts);
    this.modelIds = Uint16Array.from(columns.modelIds);
    this.fits = columns.fits.build();
    const size = this.codes.length;
    columns.makeNames.forEach((make, id) => {
      const ordinals = Int32Array.from(columns.makeOrdinals[id]!);
      this.makes.set(make, { ordinals, bits: bitsOf(ordinals, size) });
    });
    this.promotionalBits = bitsOf(this.promotional, size);
    this.all = Int32Array.from({ length: size }, (_, ordinal) => ordinal);
    this.codeKeys = this.codes.map(codeKeyOf);
    this.byCodeKey = Int32Array.from(this.all).sort((a, b) => (this.codeKeys[a]! < this.codeKeys[b]! ? -1 : this.codeKeys[a]! > this.codeKeys[b]! ? 1 : a - b));
  }

  /** The listing of what `columns` holds: the trigrams filled, every code numbered, and the parts of each model year listed. */
  static async of(columns: ListingColumns): Promise<Listing> {
    await columns.trigrams.fill(columns.texts);
    const listing = new Listing(columns);
    const size = listing.codes.length;
    for (let ordinal = 0; ordinal < size; ordinal++) {
      if (ordinal % YIELD_EVERY === 0) await yieldToRequests();
      listing.ordinalOf.set(listing.codes[ordinal]!, ordinal);
    }
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
    let low = 0;
    let high = this.byCodeKey.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.codeKeys[this.byCodeKey[middle]!]! < key) low = middle + 1;
      else high = middle;
    }
    let end = low;
    while (end < this.byCodeKey.length && this.codeKeys[this.byCodeKey[end]!]!.startsWith(key)) end++;
    return this.byCodeKey.slice(low, end).sort();
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

/** What a ListingBuilder gathers, column by column in ordinal order. */
interface ListingColumns {
  codes: string[];
  texts: string[];
  yearFrom: number[];
  yearEnd: number[];
  promotional: number[];
  universal: number[];
  partTypes: number[];
  inStock: number[];
  onSale: number[];
  retailCents: number[];
  createdAt: number[];
  trigrams: Trigrams;
  words: Set<string>;
  makeNames: string[];
  makeOrdinals: number[][];
  makeStarts: number[];
  makeIds: number[];
  models: FittedModel[];
  modelIdOf: Map<string, number>;
  modelStarts: number[];
  makeIdOf: Map<string, number>;
  /** Model ids by the fitment's own spelling (fittedModelKey), so each row's lower-case key is made once per spelling. */
  modelIdBySpelling: Map<string, number>;
  modelIds: number[];
  fits: ReturnType<typeof FitYears.builder>;
}

/**
 * Gathers a listing part by part, in item-code order, as the parts are read: each part's columns, the
 * makes it is listed under and the models it fits as numbers, and its trigrams counted. What each part
 * was read as is garbage as soon as it is added, so a catalogue read in batches never holds every part
 * as an object at once (decision 022).
 */
export class ListingBuilder {
  private readonly columns: ListingColumns = {
    codes: [],
    texts: [],
    yearFrom: [],
    yearEnd: [],
    promotional: [],
    universal: [],
    partTypes: [],
    inStock: [],
    onSale: [],
    retailCents: [],
    createdAt: [],
    trigrams: new Trigrams(),
    words: new Set(),
    makeNames: [],
    makeOrdinals: [],
    makeStarts: [0],
    makeIds: [],
    models: [],
    modelIdOf: new Map(),
    modelStarts: [0],
    makeIdOf: new Map(),
    modelIdBySpelling: new Map(),
    modelIds: [],
    fits: FitYears.builder(),
  };

  /** The pieces of descriptions already read for the vocabulary (takeWords). */
  private readonly pieces = new Set<string>();

  /** How many parts were added. */
  get size(): number {
    return this.columns.codes.length;
  }

  /**
   * Adds the next part in item-code order, with the makes it is listed under (item_makes) and the
   * models it fits with their model years (fitment, once a model, each spelled as fittedModelKey).
   */
  add(part: IndexedPart, makes: readonly string[], fitted: readonly FittedYears[]) {
    const c = this.columns;
    const ordinal = c.codes.length;
    const text = searchText(part.item, part.descrip);
    c.codes.push(part.item);
    c.texts.push(text);
    c.trigrams.count(text, ordinal);
    this.takeWords(text);
    c.yearFrom.push(part.yearFrom);
    c.yearEnd.push(part.yearEnd);
    if (part.promotional) c.promotional.push(ordinal);
    if (part.universal) c.universal.push(ordinal);
    c.partTypes.push(partTypeNumber(part.partType));
    c.inStock.push(part.inStock ? 1 : 0);
    c.onSale.push(part.onSale ? 1 : 0);
    c.retailCents.push(part.retailCents);
    c.createdAt.push(part.createdAt);
    for (const make of makes) {
      let id = c.makeIdOf.get(make);
      if (id === undefined) {
        id = c.makeNames.push(make) - 1;
        c.makeIdOf.set(make, id);
        c.makeOrdinals.push([]);
      }
      c.makeIds.push(id);
      c.makeOrdinals[id]!.push(ordinal);
    }
    c.makeStarts.push(c.makeIds.length);
    for (const { spelling } of fitted) {
      let id = c.modelIdBySpelling.get(spelling);
      if (id === undefined) {
        const fitted = fittedModelOf(spelling);
        const key = modelKeyOf(fitted.make, fitted.model);
        id = c.modelIdOf.get(key);
        if (id === undefined) {
          id = c.models.push(fitted) - 1;
          c.modelIdOf.set(key, id);
        }
        c.modelIdBySpelling.set(spelling, id);
      }
      c.modelIds.push(id);
    }
    c.modelStarts.push(c.modelIds.length);
    c.fits.add(fitted);
  }

  /**
   * Takes the words of a part's description (its search text after the code) into the vocabulary
   * (typoCandidatesOf). The text is cut at its ASCII characters other than letters and digits, which
   * separate words in any case, and each piece is read once for the whole catalogue: descriptions
   * repeat the same few thousand words, and reading every description whole was a tenth of the load.
   */
  private takeWords(text: string) {
    let start = -1;
    for (let at = text.indexOf("\u001f") + 1; at <= text.length; at++) {
      const code = at < text.length ? text.charCodeAt(at) : 32;
      const inWord = code >= 128 || (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
      if (inWord) {
        if (start < 0) start = at;
        continue;
      }
      if (start < 0) continue;
      const piece = text.slice(start, at);
      start = -1;
      if (this.pieces.has(piece)) continue;
      this.pieces.add(piece);
      for (const word of typoCandidatesOf(piece)) this.columns.words.add(word);
    }
  }

  /** The listing of every part added. */
  build(): Promise<Listing> {
    return Listing.of(this.columns);
  }
}
