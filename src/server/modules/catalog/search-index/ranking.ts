import type { ChangedPart, Changes, FitsFilter } from "./changes";
import { type Listing, NO_PARTS } from "./listing";
import { asTyped, bestTierOf, candidatesOf, heldIn, type TextQuery, TIER, tierOf, withPairsHeld } from "./text-query";

/** How many parts a walk for the best few reads before it goes on through the parts holding the words instead. */
export const FEW_WALKED = 2_000;

/** The first index of `list` (in order) whose ordinal is above `ordinal`. */
function firstAbove(list: Int32Array, ordinal: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! <= ordinal) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Listed parts (ordinals, in order) and changed ones (by key, in any order) as one list of references in key order. */
function inKeyOrder(ordinals: Int32Array, changed: { key: number; ref: number }[]): number[] {
  if (changed.length === 0) return Array.from(ordinals);
  changed.sort((a, b) => a.key - b.key);
  const refs: number[] = [];
  let next = 0;
  for (const ordinal of ordinals) {
    for (; next < changed.length && changed[next]!.key < ordinal; next++) refs.push(changed[next]!.ref);
    refs.push(ordinal);
  }
  for (; next < changed.length; next++) refs.push(changed[next]!.ref);
  return refs;
}

/** Whether a spelling of the query has two letters: its trigrams narrow a walk only when few parts hold it (candidatesOf). */
function hasPair(query: TextQuery): boolean {
  return query.terms.some((term) => term.typed.length === 2 || term.synonyms.some((name) => name.length === 2) || term.typos.some((word) => word.length === 2));
}

/** The filters a text query is ranked within (the search's, Hot Deals' and 'Only parts that fit'). */
export interface RankFilters {
  makeName: string | undefined;
  make: { ordinals: Int32Array; bits: Uint32Array } | undefined;
  year: number | undefined;
  promotionalOnly: boolean;
  fits: FitsFilter | null;
  /** Vehicle words: within a tier, the vehicle's own parts before the universal ones. */
  fitsFirst: boolean;
  /**
   * The vehicle's model names as a part's text holds them (lower case: 'mustang', 'bel air'): within a tier,
   * the vehicle's own parts whose text also names it come before its other own parts.
   */
  named: readonly string[];
}

/**
 * A tier's buckets, in order: the vehicle's own parts that name it, its other own parts, the universal
 * parts; each of them split in three by NEARNESS.
 */
const KIND = { named: 0, own: 1, universal: 2 } as const;
const KINDS = 3;
/** How near together a part's text holds the query's words: every two neighbours side by side as typed, some, none. */
const NEARNESS = { together: 0, partly: 1, apart: 2 } as const;
const NEARNESSES = 3;
const BUCKETS_A_TIER = KINDS * NEARNESSES;

/** NEARNESS of a text to a query's pairs of neighbouring words. */
function nearnessOf(pairs: readonly string[], text: string): number {
  if (pairs.length === 0) return NEARNESS.together;
  let held = 0;
  for (const pair of pairs) if (text.includes(pair)) held++;
  return held === pairs.length ? NEARNESS.together : held > 0 ? NEARNESS.partly : NEARNESS.apart;
}

/**
 * Every part matching a text query and the filters, best first (TIER), ties in item-code order, or
 * only the first `limit` of them. The parts found by their code (the code tiers) are taken first from
 * the codes' own order; then the narrowest of the filters' lists and the text's candidates is walked
 * in item-code order with the changed parts checked in at their places, so each tier fills in its
 * final order. With a limit the walk stops once the tiers no later part can rank before hold that
 * many: a suggestion for a common word reads a few hundred parts, not every part holding it.
 * With `fitsFirst`, within a tier the vehicle's own parts come before the universal ones, and of its
 * own, those whose text names it (`named`) first. In each of those, the parts holding every two
 * neighbouring words of the query side by side as typed ('front bumper') come first, then those holding
 * some, then the others (NEARNESS).
 */
export function rankParts(listing: Listing, changes: Changes | null, query: TextQuery, filters: RankFilters, limit = Number.POSITIVE_INFINITY): string[] {
  const changed = changes?.parts ?? [];
  return Array.from(rankedRefs(listing, changes, query, filters, limit), (ref) => (ref < 0 ? changed[-ref - 1]!.code : listing.codes[ref]!));
}

/**
 * rankParts as references, which facets.ts walks without looking codes up: an ordinal of the listing
 * (0 or more), or -(n + 1) for the nth changed part.
 */
export function rankedRefs(listing: Listing, changes: Changes | null, query: TextQuery, filters: RankFilters, limit = Number.POSITIVE_INFINITY): Int32Array {
  const { makeName, make, year, promotionalOnly, fits } = filters;
  const ownFirst = filters.fitsFirst && fits ? fits : null;
  if (Number.isFinite(limit)) {
    // The best few (suggestions) are most often parts holding every word as typed: they rank before any
    // part found by another name or a typo, so when there are enough of them, the parts those spellings
    // find (every 'front' part for 'frontie') are never walked.
    const typed = asTyped(query);
    if (typed !== query) {
      const first = rankedRefs(listing, changes, typed, filters, limit);
      if (first.length >= limit) return first;
    } else if (ownFirst === null) {
      // Of those, the parts holding every two neighbouring words side by side rank first (NEARNESS): when
      // there are enough of them, the rest are never walked. (With vehicle words the vehicle's own parts
      // rank before nearness, and the walk is the vehicle's parts only.)
      const together = withPairsHeld(query);
      if (together !== query) {
        const first = rankedRefs(listing, changes, together, filters, limit);
        if (first.length >= limit) return first;
      }
    }
  }
  const named = ownFirst ? filters.named : [];
  if (makeName !== undefined && !make && !changes) return NO_PARTS;
  let walk = listing.all;
  const yearly = year === undefined ? null : (listing.years.get(year) ?? NO_PARTS);
  if (yearly && yearly.length < walk.length) walk = yearly;
  if (make && make.ordinals.length < walk.length) walk = make.ordinals;
  const makeYearly = make && year !== undefined ? listing.makeYearOrdinals(makeName!, year) : null;
  if (makeYearly && makeYearly.length < walk.length) walk = makeYearly;
  if (makeName !== undefined && !make) walk = NO_PARTS;
  if (promotionalOnly && listing.promotional.length < walk.length) walk = listing.promotional;
  if (fits && fits.ordinals.length < walk.length) walk = fits.ordinals;

  const replaced = changes?.replaced ?? null;
  const changed = changes?.parts ?? [];
  const { texts, codeKeys, yearFrom, yearEnd, promotionalBits } = listing;
  // The listing's parts are matched without the spellings none of them holds; the changed parts with every spelling.
  const held = heldIn(listing, query);
  const passes = (ordinal: number): boolean => {
    const word = ordinal >>> 5;
    const bit = 1 << (ordinal & 31);
    if (replaced !== null && (replaced[word]! & bit) !== 0) return false;
    if (make && (make.bits[word]! & bit) === 0) return false;
    if (makeName !== undefined && !make) return false;
    if (promotionalOnly && (promotionalBits[word]! & bit) === 0) return false;
    if (fits && (fits.bits[word]! & bit) === 0) return false;
    return year === undefined || (yearFrom[ordinal]! <= year && yearEnd[ordinal]! >= year);
  };
  const changedPasses = (part: ChangedPart): boolean => {
    if (makeName !== undefined && !part.makes.has(makeName)) return false;
    if (promotionalOnly && !part.promotional) return false;
    if (fits && !part.universal && !fits.codes.has(part.code)) return false;
    return year === undefined || (part.yearFrom <= year && part.yearEnd >= year);
  };
  // Nine buckets a tier (BUCKETS_A_TIER): by KIND (the vehicle's own parts naming it, its other own parts,
  // the universal ones; without vehicle words every part is 'own'), then by NEARNESS.
  // A bucket holds references only (no object a match): the walk below fills each in item-code order.
  const buckets: number[][] = Array.from({ length: (TIER.typo + 1) * BUCKETS_A_TIER }, () => []);
  const ownBit = (ordinal: number) => ownFirst === null || (ownFirst.own[ordinal >>> 5]! & (1 << (ordinal & 31))) !== 0;
  const { pairs } = query;
  const bucketOf = (tier: number, own: boolean, text: string) => {
    const kind = !own ? KIND.universal : named.some((name) => text.includes(name)) ? KIND.named : KIND.own;
    return tier * BUCKETS_A_TIER + kind * NEARNESSES + nearnessOf(pairs, text);
  };

  if (query.codeKey !== null) {
    // The code tiers: the listing's parts where their code keys stand in code key order (the key itself
    // first, so no key is read to tell the tiers apart), and the changed parts, each tier in item-code order.
    const { low, exactEnd, end } = listing.codeKeyRange(query.codeKey);
    const listed: number[][] = Array.from({ length: TIER.typed * BUCKETS_A_TIER }, () => []);
    for (let at = low; at < end; at++) {
      const ordinal = listing.byCodeKey[at]!;
      if (passes(ordinal)) listed[bucketOf(at < exactEnd ? TIER.code : TIER.codePrefix, ownBit(ordinal), texts[ordinal]!)]!.push(ordinal);
    }
    const changedCoded: { key: number; ref: number }[][] = Array.from({ length: TIER.typed * BUCKETS_A_TIER }, () => []);
    for (const [at, part] of changed.entries()) {
      if (!part.codeKey.startsWith(query.codeKey) || !changedPasses(part)) continue;
      const own = ownFirst === null || ownFirst.codes.has(part.code);
      changedCoded[bucketOf(tierOf(query, part.text, part.codeKey), own, part.text)]!.push({ key: part.key, ref: -(at + 1) });
    }
    for (let at = 0; at < listed.length; at++) buckets[at] = inKeyOrder(Int32Array.from(listed[at]!).sort(), changedCoded[at]!);
  }
  // No part found later can rank before the buckets up to this one (the code tiers are all in already):
  // the best text tier a part can still reach, which is a typo's for 'frnot' when no part holds it as typed
  // (so its best few are the first few 'front' parts walked, not all of them), or a changed part's.
  let reachable = bestTierOf(held);
  for (const part of changed) {
    if (!changedPasses(part)) continue;
    const tier = tierOf(query, part.text, part.codeKey);
    if (tier >= TIER.typed && tier < reachable) reachable = tier;
  }
  // The first bucket of that tier a part can go into (a vehicle's named parts', when a vehicle is named):
  // a later part can go into it too, but only after the parts already there.
  const lastSettledBucket = reachable * BUCKETS_A_TIER + (named.length > 0 ? KIND.named : KIND.own) * NEARNESSES;
  let settled = buckets.reduce((sum, bucket, index) => sum + (index <= lastSettledBucket ? bucket.length : 0), 0);
  // The parts that can hold the words, unless the codes starting so are already the best few ('fo1').
  // A two-letter word narrows only when few parts hold it (few entries to read), for the best few rarer still: see the walk below.
  const candidates = settled >= limit ? null : candidatesOf(listing, query, listing.codes.length / (Number.isFinite(limit) ? 64 : 4));
  if (candidates && candidates.length < walk.length) walk = candidates;
  const take = (tier: number, own: boolean, text: string, ref: number) => {
    if (tier < TIER.typed) return; // a code tier, taken above
    const bucket = bucketOf(tier, own, text);
    buckets[bucket]!.push(ref);
    if (bucket <= lastSettledBucket) settled++;
  };
  let next = 0;
  const takeChangedBefore = (key: number) => {
    for (; next < changed.length && changed[next]!.key < key; next++) {
      const part = changed[next]!;
      if (!changedPasses(part)) continue;
      const tier = tierOf(query, part.text, part.codeKey);
      if (tier >= 0) take(tier, ownFirst === null || ownFirst.codes.has(part.code), part.text, -(next + 1));
    }
  };
  const walkThrough = (list: Int32Array, from: number) => {
    for (let at = from; at < list.length && settled < limit; at++) {
      const ordinal = list[at]!;
      if (changed.length > 0) takeChangedBefore(ordinal);
      if (!passes(ordinal)) continue;
      const text = texts[ordinal]!;
      const tier = tierOf(held, text, codeKeys[ordinal]!);
      if (tier >= 0) take(tier, ownBit(ordinal), text, ordinal);
    }
  };
  if (Number.isFinite(limit) && walk.length > FEW_WALKED) {
    // The best few of a word many parts hold ('ho') are found in the first few parts walked; but the
    // parts holding a two-letter word can all stand far down the item-code order ('vo': the Volvo parts,
    // and '2003 vo' walked all of a year's parts). Past a first stretch, the walk goes on through the
    // parts that hold the words: a list's entry costs far less to read than a part's text, so a list up
    // to four times the parts left is read instead, and only its parts that pass the filters have their
    // text read. Only a two-letter spelling, too common to narrow anything above, is looked up again.
    walkThrough(walk.subarray(0, FEW_WALKED), 0);
    const walked = walk[FEW_WALKED - 1]!;
    const rest = (walk.length - FEW_WALKED) * 4;
    const holding = settled >= limit ? null : hasPair(query) ? candidatesOf(listing, query, rest) : candidates;
    if (holding && holding !== walk && holding.length < rest) walkThrough(holding, firstAbove(holding, walked));
    else walkThrough(walk, FEW_WALKED);
  } else walkThrough(walk, 0);
  if (settled < limit) takeChangedBefore(Number.POSITIVE_INFINITY);
  const ranked = new Int32Array(
    Math.min(
      limit,
      buckets.reduce((sum, bucket) => sum + bucket.length, 0),
    ),
  );
  let size = 0;
  for (const bucket of buckets) {
    for (const ref of bucket) {
      if (size >= ranked.length) return ranked;
      ranked[size++] = ref;
    }
  }
  return ranked;
}
