import { partCodeKey, withoutAccents } from "./text";

export { partCodeKey };

/**
 * How the shop reads what a shopper types into a search: words in any order, each found in a part's
 * code or description (also inside a longer word, as the spec's search always did), a word of five
 * letters or more forgiving one typo (two from nine letters), the trade's other names for a part
 * (bonnet for hood), and a part number however it is written. Pure: the search index applies it.
 */

/** The shop's first synonyms, as migration 0025 wrote them (staff edit them since, in the search_synonyms table). */
export const ENGLISH_SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ["hood", "bonnet"],
  ["fender", "wing"],
  ["tail lamp", "tail light", "taillight", "taillamp"],
  ["head lamp", "head light", "headlight", "headlamp"],
  ["trunk lid", "boot lid", "deck lid", "decklid"],
  ["windshield", "windscreen"],
  ["muffler", "silencer"],
  ["door handle", "door pull"],
  ["weatherstrip", "weather strip", "seal"],
  ["quarter panel", "rear quarter"],
  ["rocker panel", "sill"],
  ["bumper cover", "fascia"],
  ["lh", "left", "driver side"],
  ["rh", "right", "passenger side"],
  ["chevrolet", "chevy"],
];

/**
 * The French names of the shop's parts (decision 039), written as the console keeps names (searchName),
 * which migration 0031 adds: each row's first name
 * is an English one; the rest join the group that holds it, or make a new group with it. So `capot`
 * finds the hoods and `rétroviseur droit` the right mirrors, whatever language the description is in.
 */
export const FRENCH_SEARCH_NAMES: readonly (readonly string[])[] = [
  ["hood", "capot"],
  // Not "aile" alone: names match inside longer words too, and "aile" is inside "trailer" and "detailed".
  ["fender", "aile avant", "ailes avant", "aile arrière", "garde boue"],
  ["tail lamp", "feu arrière", "feux arrière"],
  ["head lamp", "phare", "phares"],
  ["trunk lid", "couvercle de coffre"],
  ["windshield", "pare brise"],
  ["muffler", "silencieux"],
  ["door handle", "poignée de porte"],
  ["weatherstrip", "coupe froid"],
  ["quarter panel", "panneau de custode", "custode"],
  ["rocker panel", "bas de caisse"],
  ["lh", "gauche", "côté conducteur"],
  ["rh", "droit", "droite", "côté passager"],
  ["bumper", "pare chocs", "pare choc"],
  ["mirror", "rétroviseur", "miroir"],
  ["grille", "calandre"],
  ["door", "portière"],
  ["radiator", "radiateur"],
  ["tailgate", "hayon"],
  ["floor pan", "plancher"],
  ["fuel tank", "réservoir à essence", "réservoir"],
  ["brake", "frein", "freins"],
  ["wheel", "roue", "roues"],
  ["exhaust", "échappement"],
  ["filter", "filtre"],
];

/** English groups with the French names added: what a new shop's search starts with (0025 then 0031). */
function withFrench(english: readonly (readonly string[])[], french: readonly (readonly string[])[]): string[][] {
  const groups = english.map((group) => [...group]);
  for (const [anchor, ...names] of french) {
    const group = groups.find((one) => one.includes(anchor!));
    if (group) group.push(...names);
    else groups.push([anchor!, ...names]);
  }
  return groups;
}

/**
 * Groups added after the first two lists, each by a migration of its own (0034: the catalogue says Fog
 * Lamp and Marker Lamp, shoppers type "fog light"), after the groups 0025 and 0031 wrote.
 */
export const ADDED_SEARCH_SYNONYMS: readonly (readonly string[])[] = [["lamp", "light"]];

/**
 * Other names for the same part, each group one meaning, as the shop starts with: staff edit the list
 * in the console. A query naming one finds the others; a phrase (two words) is matched as a whole
 * before the query is split into words.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [...withFrench(ENGLISH_SEARCH_SYNONYMS, FRENCH_SEARCH_NAMES), ...ADDED_SEARCH_SYNONYMS];

/** The synonym groups laid out for reading queries: each name's group, and the phrases longest first. */
export interface SearchSynonyms {
  /** Every name of every group and the names of its group (itself included). */
  of: ReadonlyMap<string, readonly string[]>;
  /** The names of two words or more, longest first, so "tail lamp" is one term and not "tail" and "lamp". */
  phrases: readonly string[];
}

/** Synonym groups laid out for searchTermsOf; names are folded as queries are. */
export function searchSynonymsOf(groups: readonly (readonly string[])[]): SearchSynonyms {
  const of = new Map<string, readonly string[]>();
  for (const group of groups) {
    const names = group.map(searchFold).filter((name) => name !== "");
    for (const name of names) of.set(name, [...new Set([...(of.get(name) ?? []), ...names])]);
  }
  const phrases = [...of.keys()].filter((name) => name.includes(" ")).sort((a, b) => b.length - a.length);
  return { of, phrases };
}

/** The shop's first synonyms: what pure callers and tests read queries with. */
export const DEFAULT_SYNONYMS: SearchSynonyms = searchSynonymsOf(SEARCH_SYNONYMS);

/** One thing a query asks for: any of its spellings must appear in the part's code or description. */
export interface SearchTerm {
  /** What the shopper typed for it, in lower case. */
  typed: string;
  /** The other names of the same part (the typed text excluded). */
  synonyms: readonly string[];
  /** How many typos the typed word may hold (0 for codes, numbers and short words). */
  typos: number;
}

/**
 * A name as the console keeps it: lower case, compatibility forms folded (full-width letters,
 * ligatures), runs of anything but letters and digits as one space; accents kept ("pare chocs",
 * "rétroviseur"). Searches then fold the accents too (searchFold).
 */
export function searchName(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A query or name as searches compare them: searchName with accents folded too (é as e). */
export function searchFold(text: string): string {
  return searchName(withoutAccents(text));
}

/** How many typos a typed word may hold: none in a code or number, one from five letters, two from nine. */
export function typoBudget(word: string): number {
  if (/\d/.test(word) || word.length < 5) return 0;
  return word.length >= 9 ? 2 : 1;
}

/**
 * The singular a shopper's plural stands for ("pads" for "pad", "fenders" for "fender"), or null:
 * a word of four letters or more ending in a single "s", and not in "ss", "us", "is" or "ens"
 * (glass, chassis, bus, lens: "len" would find silencers), with no digit in it (a part number). Descriptions name one part, so a plural finds
 * nothing as typed; a typo would only forgive it from five letters.
 */
export function singularOf(word: string): string | null {
  if (word.length < 4 || !word.endsWith("s") || /(ss|us|is|ens)$/.test(word) || /\d/.test(word)) return null;
  return word.slice(0, -1);
}

/** The terms of a query: its synonym phrases whole, then its other words, each once; a plural also finds its singular and that word's other names. */
export function searchTermsOf(query: string, synonyms: SearchSynonyms = DEFAULT_SYNONYMS): SearchTerm[] {
  let rest = ` ${searchFold(query)} `;
  const terms: SearchTerm[] = [];
  const add = (typed: string, typos: number) => {
    if (typed === "" || terms.some((term) => term.typed === typed)) return;
    const singular = singularOf(typed);
    const names = [...(synonyms.of.get(typed) ?? []), ...(singular === null ? [] : [singular, ...(synonyms.of.get(singular) ?? [])])];
    terms.push({ typed, synonyms: [...new Set(names)].filter((name) => name !== typed), typos });
  };
  for (const phrase of synonyms.phrases) {
    if (!rest.includes(` ${phrase} `)) continue;
    add(phrase, 0);
    rest = rest.replaceAll(` ${phrase} `, " ");
  }
  for (const word of rest.split(" ")) add(word, typoBudget(word));
  return terms;
}

/**
 * Whether `a` becomes `b` with at most `max` edits (a letter added, removed, changed, or two
 * neighbours swapped: "mustnag" is one edit from "mustang").
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  return editsWithin(a, b, max) <= max;
}

// Three rows of the edit table, reused by every call: a search reads hundreds of names a word, and
// rows made per call were most of that time.
let rows = [new Int32Array(16), new Int32Array(16), new Int32Array(16)] as const;

/**
 * How many edits turn `a` into `b` (as withinEdits counts them), or `max + 1` when it is more than
 * `max`. Bounded: it gives up as soon as every path costs more than `max` (a row's least cost never
 * falls again, a swap included: it costs at least what the change two rows up cost, plus one).
 */
export function editsWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  if (rows[0].length <= b.length) rows = [new Int32Array(b.length + 1), new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  let [beforeLast, last, row] = rows;
  for (let j = 0; j <= b.length; j++) last[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const other = b.charCodeAt(j - 1);
      let value = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + (letter === other ? 0 : 1));
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === other) value = Math.min(value, beforeLast[j - 2]! + 1);
      row[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    const free = beforeLast;
    beforeLast = last;
    last = row;
    row = free;
  }
  return Math.min(last[b.length]!, max + 1);
}

/** The words of a text as typos are looked up among them: letters only, four or more (a five-letter typo of a four-letter word is one edit). */
export function typoCandidatesOf(text: string): string[] {
  return searchFold(text)
    .split(" ")
    .filter((word) => word.length >= 4 && !/\d/.test(word));
}
