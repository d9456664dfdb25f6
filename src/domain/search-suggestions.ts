import { makeName, modelYearOf, type Vehicle, vehicleName, vehiclePath } from "./fitment";
import { PART_TYPES } from "./part-types";
import { type KnownVehicle, tokensOf, type VehicleVocabulary } from "./search-vehicle-words";
import { editsWithin, searchFold } from "./search-words";

/**
 * What the search offers besides its results (issue 20, decision 035): the vehicles and makes a
 * shopper is typing, and 'Did you mean ...?' when a search finds nothing. Pure: the server hands in
 * the known vehicles and the catalogue's words.
 */

/** The fewest characters a search must have before suggestions are offered. */
export const SUGGEST_MIN_LENGTH = 2;
/** The most parts the suggestion list shows. */
export const SUGGESTED_PARTS = 6;
/** The most vehicles the suggestion list shows. */
export const SUGGESTED_VEHICLES = 4;
/** The most makes the suggestion list shows. */
export const SUGGESTED_MAKES = 3;
/** The most part types the suggestion list shows. */
export const SUGGESTED_PART_TYPES = 3;

/** A vehicle offered while typing: "1967 Ford Mustang", and its page. */
export interface VehicleSuggestion extends Vehicle {
  name: string;
  path: string;
}

/** The words a vehicle is found by while typing: its make's name and aliases, and its model's words. */
function wordsOfVehicle(make: string, model: string, makeAliases: Readonly<Record<string, string>>): string[] {
  const aliases = Object.entries(makeAliases).flatMap(([alias, of]) => (of === make ? [alias] : []));
  const modelWords = searchFold(model).split(" ");
  return [...searchFold(make).split(" "), ...aliases, ...modelWords, modelWords.join("")];
}

/** One model of the vocabulary (a make's model in every year some part fits it) as typing finds it. */
interface TypedModel {
  /** Its make's words and aliases, and its model's words. */
  words: readonly string[];
  /** Its vehicles, best stocked first (then the later year). */
  years: readonly KnownVehicle[];
  /** The parts that fit it, all years together. */
  parts: number;
}

/** What typing is matched against, worked out once per vocabulary (a server keeps one per state of fitment). */
interface TypingWords {
  /** The vocabulary's models, in the order their first vehicle comes in it. */
  models: readonly TypedModel[];
  /** Each make's words and the parts that fit it, best stocked first. */
  makes: readonly { make: string; words: readonly string[]; parts: number }[];
}

const typingWords = new WeakMap<VehicleVocabulary, TypingWords>();

const bestStockedFirst = (a: KnownVehicle, b: KnownVehicle) => b.parts - a.parts || b.year - a.year;

function typingWordsOf(vocabulary: VehicleVocabulary): TypingWords {
  let found = typingWords.get(vocabulary);
  if (!found) {
    const byModel = new Map<string, { make: string; model: string; years: KnownVehicle[] }>();
    const stocked = new Map<string, number>();
    for (const vehicle of vocabulary.vehicles) {
      stocked.set(vehicle.make, (stocked.get(vehicle.make) ?? 0) + vehicle.parts);
      const key = `${vehicle.make}\u001f${vehicle.model}`;
      const entry = byModel.get(key) ?? { make: vehicle.make, model: vehicle.model, years: [] };
      entry.years.push(vehicle);
      byModel.set(key, entry);
    }
    const models = [...byModel.values()].map(({ make, model, years }) => ({
      words: wordsOfVehicle(make, model, vocabulary.makeAliases),
      years: years.sort(bestStockedFirst),
      parts: years.reduce((sum, vehicle) => sum + vehicle.parts, 0),
    }));
    const makes = [...stocked]
      .sort(([a, partsOfA], [b, partsOfB]) => partsOfB - partsOfA || (a < b ? -1 : 1))
      .map(([make, parts]) => ({ make, parts, words: wordsOfVehicle(make, "", vocabulary.makeAliases).filter((name) => name !== "") }));
    found = { models, makes };
    typingWords.set(vocabulary, found);
  }
  return found;
}

/** The model year a word of a search names (1967, '67, or 67 when `twoDigits` may be a year), or null. */
function yearOfWord(token: { text: string; apostropheYear: boolean }, years: ReadonlySet<number>, twoDigits = false): number | null {
  const read = modelYearOf(token.apostropheYear || (twoDigits && /^\d\d$/.test(token.text)) ? `'${token.text}` : token.text);
  return read !== null && years.has(read) ? read : null;
}

/**
 * The vehicles a search being typed names: every other word must begin a word of the vehicle's make
 * (or an alias) or model ("must", "67 chevy cam"); a year (1967, '67, or 67 beside other words) picks that year. One vehicle a
 * model first, its best-stocked year unless a year was typed, best-stocked models first; when fewer
 * models match than `limit`, more years of them fill the list.
 */
export function vehiclesSuggestedFor(query: string, vocabulary: VehicleVocabulary, limit = SUGGESTED_VEHICLES): VehicleSuggestion[] {
  const tokens = tokensOf(query);
  let year: number | null = null;
  const words: string[] = [];
  for (const token of tokens) {
    const read: number | null = year === null ? yearOfWord(token, vocabulary.years, tokens.length > 1) : null;
    if (read !== null) year = read;
    else words.push(token.text);
  }
  if (words.length === 0) return [];
  // Matched model by model (a few hundred), not vehicle by vehicle (every year of each).
  const models = typingWordsOf(vocabulary)
    .models.filter((model) => words.every((word) => model.words.some((name) => name.startsWith(word))))
    .map((model) => {
      if (year === null) return model;
      const inYear = model.years.filter((vehicle) => vehicle.year === year);
      return { ...model, years: inYear, parts: inYear.reduce((sum, vehicle) => sum + vehicle.parts, 0) };
    })
    .filter((model) => model.years.length > 0)
    .sort((a, b) => b.parts - a.parts || (a.years[0]!.model < b.years[0]!.model ? -1 : 1))
    .map((model) => model.years);
  const chosen = models.map((years) => years[0]!);
  for (let rank = 1; chosen.length < limit && models.some((years) => years.length > rank); rank++) {
    for (const years of models) if (years[rank]) chosen.push(years[rank]!);
  }
  return chosen.slice(0, limit).map((vehicle) => {
    const plain = { year: vehicle.year, make: vehicle.make, model: vehicle.model };
    return { ...plain, name: vehicleName(plain), path: vehiclePath(plain) };
  });
}

/** The makes a search being typed names: a word that begins the make's name or an alias (fo: Ford; chev: Chevrolet), best stocked first. */
export function makesSuggestedFor(query: string, vocabulary: VehicleVocabulary, limit = SUGGESTED_MAKES): { make: string; name: string }[] {
  const words = tokensOf(query)
    .filter((token) => yearOfWord(token, vocabulary.years) === null)
    .map((token) => token.text);
  if (words.length === 0) return [];
  return typingWordsOf(vocabulary)
    .makes.filter((make) => words.some((word) => word.length >= 2 && make.words.some((name) => name.startsWith(word))))
    .slice(0, limit)
    .map(({ make }) => ({ make, name: makeName(make) }));
}

/** A part type offered while typing: Hood, and the search for the other words narrowed to it. */
export interface PartTypeSuggestion {
  id: string;
  label: string;
  path: string;
}

/**
 * The part types the word being typed (the last one, two letters or more) begins: a word of the
 * type's name or of the phrases that make a part that type ("ho": Hood; "tail": Tail Lamp, Tailgate;
 * "bonn": Hood). Each leads to the search for the other words typed ("67 mustang ho": 67 mustang)
 * narrowed to that type, in PART_TYPES' order.
 */
export function partTypesSuggestedFor(query: string, limit = SUGGESTED_PART_TYPES): PartTypeSuggestion[] {
  const words = searchFold(query).split(" ").filter(Boolean);
  const typing = words.at(-1);
  if (!typing || typing.length < 2 || /\d/.test(typing)) return [];
  const rest = words.slice(0, -1).join(" ");
  return PART_TYPES.filter((type) =>
    [type.label, ...type.phrases].some((name) =>
      searchFold(name)
        .split(" ")
        .some((word) => word.startsWith(typing)),
    ),
  )
    .slice(0, limit)
    .map((type) => {
      const search = new URLSearchParams(rest ? { item: rest, type: type.id } : { type: type.id });
      return { id: type.id, label: type.label, path: `/search?${search.toString()}` };
    });
}

/** How far a misspelt word may be from the word it is taken for: one edit up to four letters, two up to eight, three beyond. */
function nearnessFor(word: string): number {
  if (word.length <= 4) return 1;
  return word.length <= 8 ? 2 : 3;
}

/**
 * 'Did you mean ...?': the search with each word that no catalogue word holds replaced by the nearest
 * catalogue word (`words`: the descriptions' words and the vehicles' names), or null when no word
 * changes. Words with a digit and words under three letters are kept as typed (part numbers, sizes).
 * Among equally near words: the one that starts with the same letter, then the one closest in length,
 * then the first alphabetically. Whether the suggestion finds anything is the caller's to check.
 */
export function didYouMeanOf(query: string, words: readonly string[]): string | null {
  const typed = searchFold(query).split(" ").filter(Boolean);
  let changed = false;
  const suggested = typed.map((word) => {
    if (word.length < 3 || /\d/.test(word) || words.some((known) => known.includes(word))) return word;
    const limit = nearnessFor(word);
    let best: { word: string; edits: number } | null = null;
    for (const known of words) {
      const most = best?.edits ?? limit;
      const edits = editsWithin(word, known, most);
      if (edits > most) continue;
      if (!best || edits < best.edits || closer(word, known, best.word)) best = { word: known, edits };
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? suggested.join(" ") : null;
}

/** Whether `a` is a better stand-in for `word` than `b` at the same distance. */
function closer(word: string, a: string, b: string): boolean {
  const sameStart = (known: string) => (known[0] === word[0] ? 0 : 1);
  if (sameStart(a) !== sameStart(b)) return sameStart(a) < sameStart(b);
  const lengthGap = (known: string) => Math.abs(known.length - word.length);
  if (lengthGap(a) !== lengthGap(b)) return lengthGap(a) < lengthGap(b);
  return a < b;
}
