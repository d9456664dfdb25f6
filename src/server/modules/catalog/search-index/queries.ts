import { LRUCache } from "lru-cache";
import { fitKeysOf } from "../../../../domain/fitment";
import { DEFAULT_SYNONYMS, type SearchSynonyms, typoCandidatesOf } from "../../../../domain/search-words";
import { type ChangedPart, type Changes, changesOver, codesFitting, type FitsFilter, fitsFilterOf, type PartNow } from "./changes";
import { type FacetChoices, type ListedAnswer, listedParts } from "./facets";
import { type FittedModel, type Listing, NO_PARTS } from "./listing";
import type { ListingBuilder } from "./listing-builder";
import { type RankFilters, rankedRefs, rankParts } from "./ranking";
import { compileTextQuery, type TextQuery } from "./text-query";

/** The filters of the product list, the search and Hot Deals. */
export interface IndexQuery {
  make?: string | undefined;
  year?: number | undefined;
  item?: string | undefined;
  promotionalOnly?: boolean;
  /**
   * 'Only parts that fit' a vehicle: the codes of the parts with a fitment row of it (read from the
   * fitment table for each request), to which the universal parts are added here.
   */
  fits?: ReadonlySet<string> | undefined;
  /**
   * Vehicle words in a search (decision 035): ranked even without text, the parts of `fits` (the
   * vehicle's own) before the universal parts of the same tier.
   */
  fitsFirst?: boolean;
  /** With fitsFirst, the vehicle's names as a part's text holds them ('mustang'): of its own parts, those whose text names it first. */
  named?: readonly string[] | undefined;
  /** The synonym groups the text is read with (staff edit them, decision 038); the shop's first ones when not given. */
  synonyms?: SearchSynonyms | undefined;
}

/** How a query's vehicle words order the vehicle's parts (RankFilters): its own first, those naming it first of them. */
const vehicleOrderOf = (query: IndexQuery): Pick<RankFilters, "fitsFirst" | "named"> => ({ fitsFirst: query.fitsFirst === true, named: query.named ?? [] });

/** A text query every part matches: what a search of vehicle words alone ranks. */
const EVERY_PART: TextQuery = { terms: [], codeKey: null, pairs: [] };

/** What a part must pass besides being in the list walked. */
interface Checks {
  make: Uint32Array | null;
  makeName: string | undefined;
  promotional: Uint32Array | null;
  promotionalOnly: boolean;
  year: number | undefined;
  /** The query's year, which a changed part is always checked against. */
  queryYear: number | undefined;
  /** 'Only parts that fit': bits to check when another list is walked; fitsCodes is checked for every changed part. */
  fits: Uint32Array | null;
  fitsCodes: ReadonlySet<string> | null;
}

/**
 * The catalogue's search index (decision 022): a listing of every part read at one moment, with the
 * parts changed since laid over it. A list, a search or Hot Deals is answered here, total and page;
 * the database is then asked only for the page's 20 parts, by primary key.
 *
 * A part is listed under the makes item_makes gives it; a model year matches from year_from to
 * year_end. Text matches as domain/search-words.ts reads it (words in any order, typos, other names,
 * part numbers however written), ranked best first (text-query.ts TIER), ties in item-code order.
 */
export class CatalogIndex {
  /** How many parts each filter asked so far matches (see find): exact, since a change makes a new CatalogIndex. */
  private readonly totals = new LRUCache<string, number>({ max: 50_000 });
  private keepsAnswers = true;
  /**
   * The ranked matches of each text query asked so far (rankedRefs, best first), kept until the index
   * changes: a search's pages, and its facets clicked one after another, rank its text once.
   */
  private readonly ranked = new LRUCache<string, Int32Array>({ max: 2_000, maxSize: 4_000_000, sizeCalculation: (refs) => refs.length + 1 });
  /** The first few ranked matches of text queries asked so far by `top` (suggestions), kept until the index changes. */
  private readonly tops = new LRUCache<string, string[]>({ max: 20_000 });
  /** The parts of the vehicles asked (fitting), kept by how many codes they hold, as what a word or a vehicle stands for is kept; with their ordinals. */
  private readonly fittingCodes = new LRUCache<string, ReadonlySet<string>>({ maxSize: 1_000_000, sizeCalculation: (codes) => codes.size + 1 });
  private readonly fittingOwn = new WeakMap<ReadonlySet<string>, Int32Array>();
  /**
   * 'Only parts that fit' sets by identity: `fitting` hands out one set for a vehicle while the index is
   * unchanged, so an answer kept under a set's number is exact; a set made for one request (an
   * intersection) is simply never asked again.
   */
  private readonly fitsNumbers = new WeakMap<ReadonlySet<string>, number>();
  /** The filters of those sets, by the bytes of their bitmaps (two of a bit a part each: 250 KB at 1,000,000 parts), 32 MB at most. */
  private readonly fitsFilters = new LRUCache<ReadonlySet<string>, FitsFilter>({ maxSize: 32 << 20, sizeCalculation: filterBytes });
  private lastFitsNumber = 0;
  private readonly synonymsNumbers = new WeakMap<SearchSynonyms, number>();
  private lastSynonymsNumber = 0;
  /** The answers of lists with facets and sorts asked so far (see listed), kept until the index changes. */
  private readonly listedAnswers = new LRUCache<string, ListedAnswer>({ max: 2_000, maxSize: 4_000_000, sizeCalculation: (answer) => answer.size + 1 });
  /** The catalogue's words a typed word's typos stand for, by budget and word. */
  private readonly typos = new LRUCache<string, string[]>({ max: 10_000 });
  private readonly makeByLowerName: Map<string, string>;
  /** The words typos are looked up among: the listing's, with those of the parts changed since. */
  private readonly vocabulary: readonly string[];

  private constructor(
    readonly listing: Listing,
    makeNames: Iterable<string>,
    private readonly changes: Changes | null,
  ) {
    this.makeByLowerName = new Map([...makeNames].map((name) => [name.toLowerCase(), name]));
    const changedWords = (changes?.parts ?? []).flatMap((part) => typoCandidatesOf(part.text.slice(part.text.indexOf("\u001f") + 1)));
    const known = changedWords.length === 0 ? null : new Set(listing.vocabulary);
    const added = known ? [...new Set(changedWords)].filter((word) => !known.has(word)) : [];
    this.vocabulary = added.length === 0 ? listing.vocabulary : [...listing.vocabulary, ...added];
  }

  /** An index of the parts a ListingBuilder gathered, with `makeNames` the make grid's spelling of each make, which a filter is matched to in any case. */
  static async built(builder: ListingBuilder, makeNames: Iterable<string>): Promise<CatalogIndex> {
    return CatalogIndex.ofListing(await builder.build(), makeNames);
  }

  /** An index of a listing as it was read (or restored from a snapshot), with nothing laid over it yet. */
  static ofListing(listing: Listing, makeNames: Iterable<string>): CatalogIndex {
    return new CatalogIndex(listing, makeNames, null);
  }

  /**
   * The vehicles a part fits as it is now, as product answers carry them (domain/fitment fitKeysOf:
   * "1967-1968|FORD|Mustang"); null for a code the index does not list.
   */
  fitKeysOf(code: string): string[] | null {
    const changed = this.changes?.byCode.get(code);
    if (changed !== undefined) return changed ? changed.fits : null;
    const ordinal = this.listing.ordinalOf(code);
    return ordinal === undefined ? null : fitKeysOf(this.listing.fits.vehiclesAt(ordinal));
  }

  /**
   * The codes of the parts with a fitment row of one of `models` (as fitment spells them) in one of
   * `years`, as they are now, in item-code order (the set's order): the same set while the index is unchanged.
   */
  fitting(models: readonly FittedModel[], years: readonly number[]): ReadonlySet<string> {
    const key = JSON.stringify([models, years]);
    const kept = this.fittingCodes.get(key);
    if (kept) return kept;
    const { codes, own } = codesFitting(this.listing, this.changes, models, years);
    this.fittingCodes.set(key, codes);
    this.fittingOwn.set(codes, own);
    return codes;
  }

  /** The bytes the parts' models and model years take (the Model facet, pages' fitment), for the benchmark's report. */
  get modelBytes(): number {
    return this.listing.modelBytes;
  }

  /** How many parts the index lists. */
  get size(): number {
    let size = this.listing.codes.length;
    for (const [code, part] of this.changes?.byCode ?? []) size += (part ? 1 : 0) - (this.listing.ordinalOf(code) !== undefined ? 1 : 0);
    return size;
  }

  /** The catalogue's words (of four letters or more) that typos and 'Did you mean' are looked up among. */
  get words(): readonly string[] {
    return this.vocabulary;
  }

  /** How many parts are laid over the listing (changed since it was read). */
  get changedParts(): number {
    return this.changes?.byCode.size ?? 0;
  }

  /**
   * This index with some parts as they are now: `now` has every changed code, with its present
   * version, makes and models, or null when it was deleted.
   */
  withChanges(now: Map<string, PartNow | null>, makeNames: Iterable<string>): CatalogIndex {
    return new CatalogIndex(this.listing, makeNames, changesOver(this.listing, this.changes, now)).keepingAnswers(this.keepsAnswers);
  }

  /**
   * Whether answers (totals, rankings, suggestions, lists with facets) are kept for the next request
   * that asks the same; off with the read cache (CATALOG_CACHE_SECONDS=0), so every request takes the
   * whole path, as a benchmark of distinct requests must see it.
   */
  keepingAnswers(keep: boolean): this {
    this.keepsAnswers = keep;
    return this;
  }

  /**
   * How many parts match, and the item codes of `limit` of them from the `offset`th on, in item-code
   * order. The narrowest of the model year's parts, the make's parts, the promotional parts and the
   * parts holding the text's rarest trigram (or every part) is walked, and each of its parts checked
   * against the rest. The first time a filter is asked the walk goes to the end to count; its total is
   * then kept with this index, and later pages stop as soon as they are full, or walk from the end
   * when they lie in the second half.
   */
  find(query: IndexQuery, offset: number, limit: number): { total: number; codes: string[] } {
    const { listing, changes } = this;
    const { year } = query;
    const promotionalOnly = query.promotionalOnly === true;
    const makeName = query.make === undefined ? undefined : (this.makeByLowerName.get(query.make.toLowerCase()) ?? query.make);
    const make = makeName === undefined ? undefined : listing.makes.get(makeName);
    const textQuery = query.item
      ? compileTextQuery(this.vocabulary, query.item, this.typos, query.synonyms ?? DEFAULT_SYNONYMS)
      : query.fitsFirst && query.fits
        ? EVERY_PART
        : null;
    // A text with no word in it (only punctuation) asks for nothing a part can hold.
    if (query.item && !textQuery) return { total: 0, codes: [] };
    const fits = query.fits ? this.fitsOf(query.fits) : null;
    const narrowing = this.narrowingKey(query);
    if (textQuery) {
      const matches = this.rankedOf(textQuery, query, { makeName, make, year, promotionalOnly, fits, ...vehicleOrderOf(query) });
      return { total: matches.length, codes: this.codesOf(matches.subarray(offset, offset + limit)) };
    }

    let walk = listing.all;
    if (makeName !== undefined && !make) walk = NO_PARTS;
    const yearly = year === undefined ? null : (listing.years.get(year) ?? NO_PARTS);
    if (yearly && yearly.length < walk.length) walk = yearly;
    if (make && make.ordinals.length < walk.length) walk = make.ordinals;
    const makeYearly = make && year !== undefined ? listing.makeYearOrdinals(makeName!, year) : null;
    if (makeYearly && makeYearly.length <= walk.length) walk = makeYearly;
    if (promotionalOnly && listing.promotional.length < walk.length) walk = listing.promotional;
    if (fits && fits.ordinals.length < walk.length) walk = fits.ordinals;

    const checks: Checks = {
      make: make && walk !== make.ordinals && walk !== makeYearly ? make.bits : null,
      makeName,
      promotional: promotionalOnly && walk !== listing.promotional ? listing.promotionalBits : null,
      promotionalOnly,
      year: yearly && walk !== yearly && walk !== makeYearly ? year : undefined,
      queryYear: year,
      fits: fits && walk !== fits.ordinals ? fits.bits : null,
      fitsCodes: fits ? fits.codes : null,
    };
    const codes: string[] = [];
    if (!changes && !checks.make && !checks.promotional && checks.year === undefined && !checks.fits) {
      for (let at = offset; at < Math.min(walk.length, offset + limit); at++) codes.push(listing.codes[walk[at]!]!);
      return { total: walk.length, codes };
    }

    const key = `${makeName ?? ""}\u001f${year ?? ""}\u001f${promotionalOnly ? 1 : 0}${narrowing}`;
    const known = this.totals.get(key);
    const end = offset + limit;
    if (known === undefined) {
      const total = this.scan(walk, checks, false, walk.length + this.changedParts, (code, number) => {
        if (number >= offset && number < end) codes.push(code);
      });
      if (this.keepsAnswers) this.totals.set(key, total);
      return { total, codes };
    }
    if (offset >= known) return { total: known, codes };
    if (offset > known / 2) {
      // Counted from the end: the last match is number known - 1.
      this.scan(walk, checks, true, known - offset, (code, fromEnd) => {
        if (known - 1 - fromEnd < end) codes.push(code);
      });
      return { total: known, codes: codes.reverse() };
    }
    this.scan(walk, checks, false, end, (code, number) => {
      if (number >= offset) codes.push(code);
    });
    return { total: known, codes };
  }

  /**
   * The first `limit` parts a text search lists (what find(query, 0, limit) lists), without ranking
   * every match: suggestions while typing need the best few, never the total. `total` is how many were
   * found, at most `limit`. A full ranking already kept for the query is used when there is one.
   */
  top(query: IndexQuery, limit: number): { total: number; codes: string[] } {
    const textQuery = query.item ? compileTextQuery(this.vocabulary, query.item, this.typos, query.synonyms ?? DEFAULT_SYNONYMS) : null;
    if (!textQuery) {
      const found = query.item ? { codes: [] } : this.find(query, 0, limit);
      return { total: found.codes.length, codes: found.codes };
    }
    const makeName = query.make === undefined ? undefined : (this.makeByLowerName.get(query.make.toLowerCase()) ?? query.make);
    const promotionalOnly = query.promotionalOnly === true;
    const key = this.rankedKey(query, makeName);
    const whole = this.ranked.get(key);
    if (whole !== undefined) return { total: Math.min(whole.length, limit), codes: this.codesOf(whole.subarray(0, limit)) };
    const topKey = `${limit}\u001f${key}`;
    let codes = this.tops.get(topKey);
    if (codes === undefined) {
      const make = makeName === undefined ? undefined : this.listing.makes.get(makeName);
      const fits = query.fits ? this.fitsOf(query.fits) : null;
      codes = this.rank(textQuery, { makeName, make, year: query.year, promotionalOnly, fits, ...vehicleOrderOf(query) }, limit);
      if (this.keepsAnswers) this.tops.set(topKey, codes);
    }
    return { total: codes.length, codes };
  }

  /**
   * A list with facets and a sort (decision 036): how many parts match, the codes of `limit` of them
   * from the `offset`th on in the sort's order, and the counts of every facet value, each following
   * the other facets' choices. Every part the text, Hot Deals and 'Only parts that fit' keep is walked
   * once (make and year are facets here); the answer is kept with this index, as totals are.
   */
  listed(query: IndexQuery, choices: FacetChoices, offset: number, limit: number): { total: number; codes: string[]; counts: ListedAnswer["counts"] } {
    const makeName = query.make === undefined ? undefined : (this.makeByLowerName.get(query.make.toLowerCase()) ?? query.make);
    const textQuery = query.item
      ? compileTextQuery(this.vocabulary, query.item, this.typos, query.synonyms ?? DEFAULT_SYNONYMS)
      : query.fitsFirst && query.fits
        ? EVERY_PART
        : null;
    const fits = query.fits ? this.fitsOf(query.fits) : null;
    const promotionalOnly = query.promotionalOnly === true;
    const key = JSON.stringify([
      makeName,
      query.year,
      query.item,
      promotionalOnly,
      [...choices.types],
      [...choices.models],
      choices.inStock,
      choices.onSale,
      [...choices.bands],
      choices.sort,
      this.narrowingKey(query),
      this.synonymsKey(query),
    ]);
    let answer = this.listedAnswers.get(key);
    if (answer === undefined) {
      const ranked = textQuery
        ? this.rankedOf(
            textQuery,
            { ...query, make: undefined, year: undefined },
            { makeName: undefined, make: undefined, year: undefined, promotionalOnly, fits, ...vehicleOrderOf(query) },
          )
        : query.item
          ? NO_PARTS
          : null;
      answer = listedParts(this.listing, this.changes, { makeName, year: query.year, promotionalOnly, fits, ranked }, choices);
      if (this.keepsAnswers) this.listedAnswers.set(key, answer);
    }
    return { total: answer.total, codes: this.codesOf(answer.page(offset, limit)), counts: answer.counts };
  }

  /** The key a text query's ranking is kept under: its filters, text, vehicle narrowing and synonyms. */
  private rankedKey(query: IndexQuery, makeName: string | undefined): string {
    return `${makeName ?? ""}\u001f${query.year ?? ""}\u001f${query.promotionalOnly === true ? 1 : 0}\u001f${query.item}${this.narrowingKey(query)}${this.synonymsKey(query)}`;
  }

  /** What a query's 'Only parts that fit' set adds to the keys answers are kept under: its number, and whether the vehicle's own parts come first. */
  private narrowingKey(query: IndexQuery): string {
    if (!query.fits) return "";
    let number = this.fitsNumbers.get(query.fits);
    if (number === undefined) {
      number = ++this.lastFitsNumber;
      this.fitsNumbers.set(query.fits, number);
    }
    return `\u001ffits${number}${query.fitsFirst ? `first${query.named?.join("\u001e") ?? ""}` : ""}`;
  }

  /**
   * What a query's synonyms add to the keys ranked answers are kept under: the number of their groups'
   * object. Each server reads the groups once per state of the table (fitment-snapshot.ts), so an
   * edit in the console makes a new object and a new number, and answers read with the old ones are
   * never handed out again.
   */
  private synonymsKey(query: IndexQuery): string {
    const synonyms = query.synonyms ?? DEFAULT_SYNONYMS;
    if (synonyms === DEFAULT_SYNONYMS) return "";
    let number = this.synonymsNumbers.get(synonyms);
    if (number === undefined) {
      number = ++this.lastSynonymsNumber;
      this.synonymsNumbers.set(synonyms, number);
    }
    return `\u001fsynonyms${number}`;
  }

  /** The parts that fit: the universal parts and those of `codes` (the vehicle's) that the listing holds, in ordinal order. */
  private fitsOf(codes: ReadonlySet<string>): FitsFilter {
    let filter = this.fitsFilters.get(codes);
    if (!filter) {
      filter = fitsFilterOf(this.listing, codes, this.fittingOwn.get(codes));
      this.fitsFilters.set(codes, filter);
    }
    return filter;
  }

  /** Every match of a text query within the filters, best first, ranked once per index and kept in `ranked`. */
  private rankedOf(textQuery: TextQuery, query: IndexQuery, filters: RankFilters): Int32Array {
    const key = this.rankedKey(query, filters.makeName);
    let refs = this.ranked.get(key);
    if (refs === undefined) {
      refs = rankedRefs(this.listing, this.changes, textQuery, filters);
      if (this.keepsAnswers) this.ranked.set(key, refs);
    }
    return refs;
  }

  /** The item codes of references (rankedRefs). */
  private codesOf(refs: Int32Array): string[] {
    const changed = this.changes?.parts ?? [];
    return Array.from(refs, (ref) => (ref < 0 ? changed[-ref - 1]!.code : this.listing.codes[ref]!));
  }

  private rank(query: TextQuery, filters: RankFilters, limit = Number.POSITIVE_INFINITY): string[] {
    return rankParts(this.listing, this.changes, query, filters, limit);
  }

  /**
   * Walks `walk` (forwards or backwards) until `stop` parts passed every check, handing each to `visit`
   * with its number among them; returns how many passed. Changed parts are left out of the walk and
   * checked in at their places.
   */
  private scan(walk: Int32Array, checks: Checks, backwards: boolean, stop: number, visit: (code: string, number: number) => void): number {
    const { codes, yearFrom, yearEnd } = this.listing;
    const { make, promotional, year, fits } = checks;
    const replaced = this.changes?.replaced ?? null;
    const changed = this.changes?.parts ?? [];
    const last = walk.length - 1;
    let next = backwards ? changed.length - 1 : 0;
    let passed = 0;
    const passChangedUpTo = (key: number) => {
      for (; backwards ? next >= 0 && changed[next]!.key > key : next < changed.length && changed[next]!.key < key; next += backwards ? -1 : 1) {
        if (passed < stop && changedMatches(changed[next]!, checks)) visit(changed[next]!.code, passed++);
      }
    };
    for (let at = 0; at <= last && passed < stop; at++) {
      const ordinal = walk[backwards ? last - at : at]!;
      if (changed.length > 0) passChangedUpTo(ordinal);
      if (passed >= stop) break;
      if (replaced !== null && (replaced[ordinal >>> 5]! & (1 << (ordinal & 31))) !== 0) continue;
      if (make !== null && (make[ordinal >>> 5]! & (1 << (ordinal & 31))) === 0) continue;
      if (promotional !== null && (promotional[ordinal >>> 5]! & (1 << (ordinal & 31))) === 0) continue;
      if (fits !== null && (fits[ordinal >>> 5]! & (1 << (ordinal & 31))) === 0) continue;
      if (year !== undefined && (yearFrom[ordinal]! > year || yearEnd[ordinal]! < year)) continue;
      visit(codes[ordinal]!, passed++);
    }
    if (changed.length > 0) passChangedUpTo(backwards ? -1 : Number.POSITIVE_INFINITY);
    return passed;
  }
}

function changedMatches(part: ChangedPart, checks: Checks): boolean {
  if (checks.makeName !== undefined && !part.makes.has(checks.makeName)) return false;
  if (checks.promotionalOnly && !part.promotional) return false;
  if (checks.fitsCodes !== null && !part.universal && !checks.fitsCodes.has(part.code)) return false;
  if (checks.queryYear !== undefined && (part.yearFrom > checks.queryYear || part.yearEnd < checks.queryYear)) return false;
  return true;
}

const filterBytes = (filter: FitsFilter) => filter.ordinals.byteLength + filter.bits.byteLength + filter.own.byteLength;
