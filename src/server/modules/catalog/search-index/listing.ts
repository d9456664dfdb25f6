import { PRICE_BANDS, priceBandOf } from "../../../../domain/list-facets";
import { PART_TYPE_IDS, PART_TYPES } from "../../../../domain/part-types";
import { partCodeKey, typoCandidatesOf } from "../../../../domain/search-words";
import { withoutAccents } from "../../../../domain/text";
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

/** A vehicle model a part fits (a fitment row's make and model, every year and submodel as one). */
export interface FittedModel {
  make: string;
  model: string;
}

/** How the index tells models apart: make and model in lower case ("ford\u001fmustang"). */
export const modelKeyOf = (make: string, model: string) => `${make}\u001f${model}`.toLowerCase();

/** A part type's number in the index: 1 + its place in PART_TYPES; 0 for none (or one no longer known). */
export const partTypeNumber = (id: string | null) => (id === null ? 0 : PART_TYPE_IDS.indexOf(id) + 1);

export const NO_PARTS = new Int32Array(0);

/** A long build hands the event loop back this often (parts), so shoppers' requests go on being answered. */
const YIELD_EVERY = 8_192;

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A set of ordinals as a bitmap: membership in one read. */
export function bitsOf(ordinals: Iterable<number>, size: number): Uint32Array {
  const bits = new Uint32Array((size >>> 5) + 1);
  for (const ordinal of ordinals) bits[ordinal >>> 5]! |= 1 << (ordinal & 31);
  return bits;
}

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

/** Every part's signature, and per make (makeIds) × signature how many of its parts have it. */
export interface FacetSignatures {
  signatures: Uint16Array;
  perMake: Int32Array;
}

/**
 * Which parts hold each run of three characters (a trigram) of their search text, as one array of
 * ordinals per trigram in ordinal order. Trigrams of ASCII characters are looked up in a flat table,
 * any other in a map. Two passes over the texts: the first counts, the second fills one Int32Array
 * sized exactly (about 140 MB for a million parts, and no garbage).
 */
class Trigrams {
  private readonly ascii = new Int32Array(1 << 21).fill(-1);
  private readonly other = new Map<string, number>();
  private ids = 0;
  private starts = NO_PARTS;
  private postings = NO_PARTS;

  static async of(texts: readonly string[]): Promise<Trigrams> {
    const trigrams = new Trigrams();
    const counts: number[] = [];
    const last: number[] = [];
    for (let ordinal = 0; ordinal < texts.length; ordinal++) {
      if (ordinal % YIELD_EVERY === 0) await yieldToRequests();
      const text = texts[ordinal]!;
      for (let at = 0; at + 3 <= text.length; at++) {
        const id = trigrams.idAt(text, at, true);
        if (id === counts.length) {
          counts.push(0);
          last.push(-1);
        }
        if (last[id] !== ordinal) {
          last[id] = ordinal;
          counts[id]!++;
        }
      }
    }
    const starts = new Int32Array(counts.length + 1);
    for (let id = 0; id < counts.length; id++) starts[id + 1] = starts[id]! + counts[id]!;
    const postings = new Int32Array(starts[counts.length]!);
    const next = starts.slice(0, counts.length);
    for (let ordinal = 0; ordinal < texts.length; ordinal++) {
      if (ordinal % YIELD_EVERY === 0) await yieldToRequests();
      const text = texts[ordinal]!;
      for (let at = 0; at + 3 <= text.length; at++) {
        const id = trigrams.idAt(text, at, false);
        const end = next[id]!;
        if (end > starts[id]! && postings[end - 1] === ordinal) continue;
        postings[end] = ordinal;
        next[id] = end + 1;
      }
    }
    trigrams.starts = starts;
    trigrams.postings = postings;
    return trigrams;
  }

  /** The id of the trigram at `at`; while adding, an unseen trigram gets the next id, else -1. */
  private idAt(text: string, at: number, adding: boolean): number {
    const a = text.charCodeAt(at);
    const b = text.charCodeAt(at + 1);
    const c = text.charCodeAt(at + 2);
    if ((a | b | c) < 128) {
      const slot = (a << 14) | (b << 7) | c;
      const id = this.ascii[slot]!;
      if (id >= 0 || !adding) return id;
      this.ascii[slot] = this.ids;
      return this.ids++;
    }
    const key = text.slice(at, at + 3);
    const id = this.other.get(key);
    if (id !== undefined) return id;
    if (!adding) return -1;
    this.other.set(key, this.ids);
    return this.ids++;
  }

  /**
   * The shortest posting list among the trigrams of `text` (three characters or more): every part
   * whose text contains `text` is in it. Empty when one of its trigrams occurs nowhere.
   */
  narrowest(text: string): Int32Array {
    let best: Int32Array | null = null;
    for (let at = 0; at + 3 <= text.length; at++) {
      const id = this.idAt(text, at, false);
      if (id < 0) return NO_PARTS;
      if (best === null || this.starts[id + 1]! - this.starts[id]! < best.length) best = this.postings.subarray(this.starts[id]!, this.starts[id + 1]!);
    }
    return best ?? NO_PARTS;
  }
}

/**
 * The catalogue as read at one moment, numbered in the database's own item-code order: every part's
 * code, search text, years and promotional flag, and lists of ordinals by make, by model year, for
 * the promotional parts and by trigram. Never changed once built; later changes are laid over it
 * (see Changes).
 */
export class Listing {
  readonly ordinalOf = new Map<string, number>();
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
  readonly makeNames: string[] = [];
  makeStarts = NO_PARTS;
  makeIds = new Uint16Array(0);
  /** The models of the fitment table (the Model facet): numbered, by modelKeyOf. */
  readonly models: FittedModel[] = [];
  readonly modelIdOf = new Map<string, number>();
  /** The models each part fits, as numbers into models: those of part n are modelIds[modelStarts[n] .. modelStarts[n + 1]). */
  modelStarts = NO_PARTS;
  modelIds = new Uint16Array(0);

  private signatureTable: FacetSignatures | null = null;

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

  /** The bytes the parts' model lists take (the Model facet's share of the index). */
  get modelBytes(): number {
    return this.modelStarts.byteLength + this.modelIds.byteLength;
  }

  private constructor(
    parts: readonly IndexedPart[],
    readonly codes: string[],
    readonly texts: string[],
    readonly yearFrom: Int16Array,
    readonly yearEnd: Int16Array,
    readonly promotional: Int32Array,
    /** The universal parts' ordinals, in order: every 'Only parts that fit' list holds them. */
    readonly universal: Int32Array,
    readonly trigrams: Trigrams,
  ) {
    this.promotionalBits = bitsOf(promotional, codes.length);
    this.partTypes = Uint8Array.from(parts, (part) => partTypeNumber(part.partType));
    this.inStock = Uint8Array.from(parts, (part) => (part.inStock ? 1 : 0));
    this.onSale = Uint8Array.from(parts, (part) => (part.onSale ? 1 : 0));
    this.retailCents = Int32Array.from(parts, (part) => part.retailCents);
    this.createdAt = Float64Array.from(parts, (part) => part.createdAt);
    this.all = Int32Array.from({ length: codes.length }, (_, ordinal) => ordinal);
    this.codeKeys = codes.map(codeKeyOf);
    this.byCodeKey = Int32Array.from(this.all).sort((a, b) => (this.codeKeys[a]! < this.codeKeys[b]! ? -1 : this.codeKeys[a]! > this.codeKeys[b]! ? 1 : a - b));
    const words = new Set<string>();
    for (const text of texts) for (const word of typoCandidatesOf(text.slice(text.indexOf("\u001f") + 1))) words.add(word);
    this.vocabulary = [...words];
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

  /** `parts` in item-code order; `fits`: the makes each part is listed under (item_makes); `fitted`: the models each fits (fitment, once a model). */
  static async of(
    parts: readonly IndexedPart[],
    fits: Iterable<{ item: string; make: string }>,
    fitted: readonly ({ item: string } & FittedModel)[],
  ): Promise<Listing> {
    const texts: string[] = [];
    for (let ordinal = 0; ordinal < parts.length; ordinal++) {
      if (ordinal % YIELD_EVERY === 0) await yieldToRequests();
      texts.push(searchText(parts[ordinal]!.item, parts[ordinal]!.descrip));
    }
    const listing = new Listing(
      parts,
      parts.map((part) => part.item),
      texts,
      Int16Array.from(parts, (part) => part.yearFrom),
      Int16Array.from(parts, (part) => part.yearEnd),
      Int32Array.from(parts.flatMap((part, ordinal) => (part.promotional ? [ordinal] : []))),
      Int32Array.from(parts.flatMap((part, ordinal) => (part.universal ? [ordinal] : []))),
      await Trigrams.of(texts),
    );
    const size = parts.length;
    for (let ordinal = 0; ordinal < size; ordinal++) listing.ordinalOf.set(listing.codes[ordinal]!, ordinal);
    await yieldToRequests();

    const byMake = new Map<string, number[]>();
    for (const fit of fits) {
      const ordinal = listing.ordinalOf.get(fit.item);
      if (ordinal === undefined) continue;
      const list = byMake.get(fit.make);
      if (list) list.push(ordinal);
      else byMake.set(fit.make, [ordinal]);
    }
    const makesOfPart = new Int32Array(size + 1);
    for (const [make, list] of byMake) {
      const ordinals = Int32Array.from(list).sort();
      listing.makes.set(make, { ordinals, bits: bitsOf(ordinals, size) });
      for (const ordinal of ordinals) makesOfPart[ordinal + 1]!++;
    }
    for (let ordinal = 0; ordinal < size; ordinal++) makesOfPart[ordinal + 1]! += makesOfPart[ordinal]!;
    listing.makeStarts = makesOfPart;
    listing.makeIds = new Uint16Array(makesOfPart[size]!);
    const filledMakes = makesOfPart.slice(0, size);
    for (const [make, { ordinals }] of listing.makes) {
      const id = listing.makeNames.push(make) - 1;
      for (const ordinal of ordinals) listing.makeIds[filledMakes[ordinal]!++] = id;
    }
    await yieldToRequests();
    listing.listModels(fitted);
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
    return listing;
  }

  /** Numbers the models of `fitted` and fills each part's list of them: count per part, then one array filled in place. */
  private listModels(fitted: readonly ({ item: string } & FittedModel)[]) {
    const size = this.codes.length;
    const ordinals = new Int32Array(fitted.length);
    const ids = new Uint16Array(fitted.length);
    const starts = new Int32Array(size + 1);
    for (let at = 0; at < fitted.length; at++) {
      const row = fitted[at]!;
      const ordinal = this.ordinalOf.get(row.item) ?? -1;
      ordinals[at] = ordinal;
      if (ordinal < 0) continue;
      const key = modelKeyOf(row.make, row.model);
      let id = this.modelIdOf.get(key);
      if (id === undefined) {
        id = this.models.push({ make: row.make, model: row.model }) - 1;
        this.modelIdOf.set(key, id);
      }
      ids[at] = id;
      starts[ordinal + 1]!++;
    }
    for (let ordinal = 0; ordinal < size; ordinal++) starts[ordinal + 1]! += starts[ordinal]!;
    const modelIds = new Uint16Array(starts[size]!);
    const next = starts.slice(0, size);
    for (let at = 0; at < fitted.length; at++) if (ordinals[at]! >= 0) modelIds[next[ordinals[at]!]!++] = ids[at]!;
    this.modelStarts = starts;
    this.modelIds = modelIds;
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
