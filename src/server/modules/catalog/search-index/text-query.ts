import type { LRUCache } from "lru-cache";
import { partCodeKey, type SearchSynonyms, searchTermsOf, withinEdits } from "../../../../domain/search-words";
import { type Listing, textOf } from "./listing";
import { inAnyOf, union } from "./ordinals";

/** How well a part matches, best first: its code is the query's, its code starts so, every word as typed, with another name, with a typo. */
export const TIER = { code: 0, codePrefix: 1, typed: 2, synonym: 3, typo: 4 } as const;
const NO_MATCH = -1;

/** One term of a query with every spelling that finds it, by how far each is from what was typed. */
interface CompiledTerm {
  typed: string;
  /** False when no part can hold the term as typed (heldIn): it is then found only by its other spellings. */
  typedHeld: boolean;
  synonyms: readonly string[];
  typos: readonly string[];
}

/** A query's text as the index matches it (domain/search-words.ts). */
export interface TextQuery {
  terms: readonly CompiledTerm[];
  /** The whole query as a part number key (three characters or more), or null. */
  codeKey: string | null;
  /** Each two neighbouring words as typed, as a part's text holds them side by side ('front bumper', 'bumper chrome'). */
  pairs: readonly string[];
}

/** The query's terms with their synonyms and the catalogue's words one or two typos away; null when it has no words. */
export function compileTextQuery(
  vocabulary: readonly string[],
  item: string,
  typoCache: LRUCache<string, string[]>,
  synonyms: SearchSynonyms,
): TextQuery | null {
  const terms = searchTermsOf(item, synonyms);
  if (terms.length === 0) return null;
  const codeKey = partCodeKey(item).toLowerCase();
  const words = textOf(item).trim().split(/\s+/).filter(Boolean);
  return {
    codeKey: codeKey.length >= 3 ? codeKey : null,
    pairs: words.slice(1).map((word, at) => `${words[at]} ${word}`),
    terms: terms.map((term) => {
      if (term.typos === 0) return { typed: term.typed, typedHeld: true, synonyms: term.synonyms, typos: [] };
      const cacheKey = `${term.typos}\u001f${term.typed}`;
      let typos = typoCache.get(cacheKey);
      if (typos === undefined) {
        typos = vocabulary.filter((word) => word !== term.typed && !word.includes(term.typed) && withinEdits(term.typed, word, term.typos));
        typoCache.set(cacheKey, typos);
      }
      return { typed: term.typed, typedHeld: true, synonyms: term.synonyms, typos };
    }),
  };
}

/** The query with each term as typed only (no other names, no typos); the query itself when it has none. */
export function asTyped(query: TextQuery): TextQuery {
  if (query.terms.every((term) => term.synonyms.length === 0 && term.typos.length === 0)) return query;
  return { ...query, terms: query.terms.map((term) => ({ typed: term.typed, typedHeld: term.typedHeld, synonyms: [], typos: [] })) };
}

/**
 * The query with each two neighbouring words (pairs) as a term of its own, so the parts it finds hold
 * them side by side; the query itself when it has no pair, or has each as a term already.
 */
export function withPairsHeld(query: TextQuery): TextQuery {
  const missing = query.pairs.filter((pair) => !query.terms.some((term) => term.typed === pair));
  if (missing.length === 0) return query;
  return { ...query, terms: [...query.terms, ...missing.map((pair) => ({ typed: pair, typedHeld: true, synonyms: [], typos: [] }))] };
}

/**
 * The query as the listing's own parts can match it: the spellings (of three letters or more) no part
 * of the listing holds, because one of their trigrams occurs in no text, are left out, so no text is
 * searched for them. A typo finds most of a search's parts by its corrections ('frnot': every 'front'
 * part), and each of those texts was searched for 'frnot' first, to its end. Parts changed since the
 * listing was read are not in its trigrams: they are matched with the whole query.
 */
export function heldIn(listing: Listing, query: TextQuery): TextQuery {
  const held = (spelling: string) => spelling.length < 3 || listing.trigrams.narrowest(spelling).length > 0;
  let left = false;
  const terms = query.terms.map((term) => {
    const typedHeld = term.typedHeld && held(term.typed);
    const synonyms = term.synonyms.filter(held);
    const typos = term.typos.filter(held);
    if (typedHeld === term.typedHeld && synonyms.length === term.synonyms.length && typos.length === term.typos.length) return term;
    left = true;
    return { typed: term.typed, typedHeld, synonyms, typos };
  });
  return left ? { ...query, terms } : query;
}

/** The best tier a part can match the query's words in: as typed, unless a term is found only by its other names or typos (heldIn). */
export function bestTierOf(query: TextQuery): number {
  let best: number = TIER.typed;
  for (const term of query.terms) best = Math.max(best, term.typedHeld ? TIER.typed : term.synonyms.length > 0 ? TIER.synonym : TIER.typo);
  return best;
}

/** How a part's search text and code key match the query: a TIER, or -1 when they do not. */
export function tierOf(query: TextQuery, text: string, codeKey: string): number {
  if (query.codeKey !== null && codeKey.startsWith(query.codeKey)) return codeKey.length === query.codeKey.length ? TIER.code : TIER.codePrefix;
  let tier: number = TIER.typed;
  for (const term of query.terms) {
    if (term.typedHeld && text.includes(term.typed)) continue;
    if (term.synonyms.some((name) => text.includes(name))) {
      tier = Math.max(tier, TIER.synonym);
      continue;
    }
    if (term.typos.some((word) => text.includes(word))) {
      tier = TIER.typo;
      continue;
    }
    return NO_MATCH;
  }
  return tier;
}

/**
 * Every part that can match, in ordinal order (null: any part can), with the parts whose code starts
 * with the query's code key. A part matches when it holds every term in one of its spellings, so it is
 * in each term's lists (a spelling's narrowest trigram, or for two letters the trigrams holding them): the rarest term's lists are merged, and each
 * other term keeps only the parts in one of its own. A walk of 'silver door' then reads the parts
 * holding both, not every silver part (at 1,000,000 parts, most of a search's time was that walk).
 */
export function candidatesOf(listing: Listing, query: TextQuery, mostForPair: number): Int32Array | null {
  // A two-letter spelling narrows through the trigrams holding it, unless reading them would read more
  // than `mostForPair` entries (the caller knows when walking the parts finds its matches sooner).
  const terms: { lists: Int32Array[]; size: number }[] = [];
  for (const term of query.terms) {
    const spellings = [term.typed, ...term.synonyms, ...term.typos];
    if (spellings.some((spelling) => spelling.length < 2)) continue;
    const lists: Int32Array[] = [];
    for (const spelling of spellings) {
      const list = spelling.length === 2 ? listing.trigrams.withPair(spelling, mostForPair) : listing.trigrams.narrowest(spelling);
      if (list === null) break;
      lists.push(list);
    }
    if (lists.length < spellings.length) continue;
    terms.push({ lists, size: lists.reduce((sum, list) => sum + list.length, 0) });
  }
  if (terms.length === 0) return null;
  terms.sort((a, b) => a.size - b.size);
  let best = union(terms[0]!.lists);
  for (let at = 1; at < terms.length && best.length > 0; at++) best = inAnyOf(best, terms[at]!.lists);
  return query.codeKey === null ? best : union([best, listing.codesStartingWith(query.codeKey)]);
}
