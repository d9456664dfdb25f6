import { typoCandidatesOf } from "../../../../domain/search-words";
import { type FittedModel, type FittedYears, FitYears, fittedModelOf } from "./fit-years";
import { codeKeyOf, type IndexedPart, Listing, modelKeyOf, partTypeNumber, searchText } from "./listing";
import { yieldToRequests } from "./ordinals";
import { Trigrams } from "./trigrams";

/** What a ListingBuilder gathers, column by column in ordinal order. */
export interface ListingColumns {
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

  /** The listing of every part added: the trigrams filled, the columns made typed arrays, every code's key made and sorted. */
  async build(): Promise<Listing> {
    const columns = this.columns;
    await columns.trigrams.fill(columns.texts);
    const codeKeys = columns.codes.map(codeKeyOf);
    const byCodeKey = Int32Array.from({ length: codeKeys.length }, (_, ordinal) => ordinal).sort((a, b) =>
      codeKeys[a]! < codeKeys[b]! ? -1 : codeKeys[a]! > codeKeys[b]! ? 1 : a - b,
    );
    await yieldToRequests();
    return Listing.restored({
      codes: columns.codes,
      texts: columns.texts,
      codeKeys,
      byCodeKey,
      vocabulary: [...columns.words],
      yearFrom: Int16Array.from(columns.yearFrom),
      yearEnd: Int16Array.from(columns.yearEnd),
      promotional: Int32Array.from(columns.promotional),
      universal: Int32Array.from(columns.universal),
      trigrams: columns.trigrams,
      partTypes: Uint8Array.from(columns.partTypes),
      inStock: Uint8Array.from(columns.inStock),
      onSale: Uint8Array.from(columns.onSale),
      retailCents: Int32Array.from(columns.retailCents),
      createdAt: Float64Array.from(columns.createdAt),
      makeNames: columns.makeNames,
      makeOrdinals: columns.makeOrdinals.map((ordinals) => Int32Array.from(ordinals)),
      makeStarts: Int32Array.from(columns.makeStarts),
      makeIds: Uint16Array.from(columns.makeIds),
      models: columns.models,
      modelStarts: Int32Array.from(columns.modelStarts),
      modelIds: Uint16Array.from(columns.modelIds),
      fits: columns.fits.build(),
    });
  }
}
