import { modelYearOf, type Vehicle } from "./fitment";
import { DEFAULT_SYNONYMS, editsWithin, type SearchSynonyms, searchFold, typoBudget } from "./search-words";

/**
 * Vehicle words in a search (issue 20, decision 035): a model year, a make or a model typed among the
 * words of a search (`67 mustang hood`) narrows it to the parts that fit that vehicle, instead of being
 * matched as text. Read against the vehicles the fitment table actually has, so a word names a vehicle
 * only when some part fits it. Pure: the server hands in the known vehicles and applies the result.
 */

/** One vehicle some part fits, with how many fitment rows name it (how well stocked it is). */
export interface KnownVehicle extends Vehicle {
  parts: number;
}

/**
 * Other names shoppers give a make, folded, as the shop started with: staff edit them in the console
 * (the make_aliases table, seeded with these by migration 0025). Used only when the shop has that make.
 */
export const MAKE_ALIASES: Readonly<Record<string, string>> = {
  chevy: "CHEVROLET",
  mercedes: "MERCEDES-BENZ",
  benz: "MERCEDES-BENZ",
  vw: "VOLKSWAGEN",
  olds: "OLDSMOBILE",
  caddy: "CADILLAC",
};

/** The words staff edit in the console (decision 038): synonym groups and make aliases, as a search reads them. */
export interface SearchWords {
  synonyms: SearchSynonyms;
  makeAliases: Readonly<Record<string, string>>;
}

/** The shop's first search words: what pure callers and tests read searches with. */
export const DEFAULT_SEARCH_WORDS: SearchWords = { synonyms: DEFAULT_SYNONYMS, makeAliases: MAKE_ALIASES };

/** A model of one make and the model years some part fits it. */
export interface ModelOfMake {
  make: string;
  model: string;
  years: ReadonlySet<number>;
}

/** What a name in a search can stand for. */
type NameMeaning = { kind: "make"; make: string } | { kind: "model"; models: ModelOfMake[]; needsMake: boolean };

/** The known vehicles, laid out for reading the words of a search; made once per vehicle list. */
export interface VehicleVocabulary {
  /** Folded names (a make, an alias, a model; several words, or written without spaces) and what they stand for. */
  names: ReadonlyMap<string, NameMeaning>;
  /** The one-word names a typo may stand for (five letters or more, no digit). */
  typoNames: readonly string[];
  /** The most words a name has. */
  longestName: number;
  /** The model years of each make. */
  yearsOfMake: ReadonlyMap<string, ReadonlySet<number>>;
  /** Every model year some part fits. */
  years: ReadonlySet<number>;
  /** The vehicles themselves, as given. */
  vehicles: readonly KnownVehicle[];
  /** The make aliases read with them (alias -> make), including those of makes the shop lacks. */
  makeAliases: Readonly<Record<string, string>>;
  /** The synonym groups read with them, which the search index reads a query's words with. */
  synonyms: SearchSynonyms;
}

/** The vocabulary of the known vehicles: their makes (and aliases), models and years. */
export function vehicleVocabularyOf(vehicles: readonly KnownVehicle[], words: SearchWords = DEFAULT_SEARCH_WORDS): VehicleVocabulary {
  const { makeAliases, synonyms } = words;
  const models = new Map<string, ModelOfMake & { years: Set<number> }>();
  const yearsOfMake = new Map<string, Set<number>>();
  const years = new Set<number>();
  for (const vehicle of vehicles) {
    const make = vehicle.make.toUpperCase();
    const key = `${make}\u001f${vehicle.model}`;
    const model = models.get(key) ?? { make, model: vehicle.model, years: new Set<number>() };
    model.years.add(vehicle.year);
    models.set(key, model);
    yearsOfMake.set(make, (yearsOfMake.get(make) ?? new Set<number>()).add(vehicle.year));
    years.add(vehicle.year);
  }
  const names = new Map<string, NameMeaning>();
  const modelsByName = new Map<string, ModelOfMake[]>();
  for (const model of models.values()) {
    for (const name of spellingsOf(model.model)) modelsByName.set(name, [...(modelsByName.get(name) ?? []), model]);
  }
  // A one-word model that is a word of another make's model ("Pickup", and "C10 Pickup") names a vehicle only with its make.
  const makesByModelWord = new Map<string, { make: string; model: string }[]>();
  for (const model of models.values()) {
    for (const word of searchFold(model.model).split(" ")) makesByModelWord.set(word, [...(makesByModelWord.get(word) ?? []), model]);
  }
  for (const [name, named] of modelsByName) {
    const alone = searchFold(named[0]!.model);
    const ambiguous = named.some((model) => (makesByModelWord.get(alone) ?? []).some((other) => other.make !== model.make && other.model !== model.model));
    // A short or numeric model ("IS", "300") is a common word or a number: it names a vehicle only with its make.
    const needsMake = ambiguous || alone.replace(/ /g, "").length < 3 || /^\d+$/.test(alone);
    names.set(name, { kind: "model", models: named, needsMake });
  }
  for (const make of yearsOfMake.keys()) for (const name of spellingsOf(make)) names.set(name, { kind: "make", make });
  for (const [alias, make] of Object.entries(makeAliases)) if (yearsOfMake.has(make) && !names.has(alias)) names.set(alias, { kind: "make", make });
  const typoNames = [...names.keys()].filter((name) => !name.includes(" ") && typoBudget(name) > 0).sort();
  const longestName = Math.max(1, ...[...names.keys()].map((name) => name.split(" ").length));
  return { names, typoNames, longestName, yearsOfMake, years, vehicles, makeAliases, synonyms };
}

/** A name as a search may write it: folded ("bel air", "f 100"), and with no spaces ("belair", "f100"). */
function spellingsOf(name: string): string[] {
  const folded = searchFold(name);
  return folded.includes(" ") ? [folded, folded.replaceAll(" ", "")] : [folded];
}

/** What the vehicle words of a search ask for: the parts that fit any of these vehicles. */
export interface VehicleWords {
  /** The model year named, or null for any year. */
  year: number | null;
  /** The make named (or the make of the models named), or null for any make. */
  make: string | null;
  /** The models named, each of one make; empty for every model (of the make, or of the year). */
  models: readonly { make: string; model: string }[];
  /** The model years the narrowing reads: the year named, or every year of the models or make named. */
  years: readonly number[];
  /** The rest of the search, matched as text ("" when every word named the vehicle). */
  text: string;
  /** The words that named the vehicle, as folded. */
  words: readonly string[];
}

/** One word of a search as vehicle words read it. */
export interface Token {
  text: string;
  /** Written as a model year ('67), not just as two digits (67). */
  apostropheYear: boolean;
}

/** The words of a search, folded, keeping whether a two-digit word was written as a year ('67). */
export function tokensOf(query: string): Token[] {
  return query
    .normalize("NFKC")
    .split(/\s+/)
    .flatMap((chunk): Token[] => {
      if (/^['’‘`]\d\d$/.test(chunk)) return [{ text: chunk.slice(1), apostropheYear: true }];
      const folded = searchFold(chunk);
      return folded === "" ? [] : folded.split(" ").map((text) => ({ text, apostropheYear: false }));
    });
}

/** The name a word stands for with a typo (one edit from five letters, two from nine), the nearest first; null when none. */
function nameWithTypo(word: string, vocabulary: VehicleVocabulary): string | null {
  const budget = typoBudget(word);
  if (budget === 0) return null;
  let nearest: string | null = null;
  let fewest = budget + 1;
  for (const name of vocabulary.typoNames) {
    const edits = editsWithin(word, name, fewest - 1);
    if (edits >= fewest) continue;
    nearest = name;
    fewest = edits;
    if (edits === 1) break;
  }
  return nearest;
}

/**
 * Reads the vehicle words of a search: a model year (1967, '67, or 67 beside a make or model), a make
 * (FORD, or an alias such as chevy) and a model (mustang; a name of several words such as "bel air";
 * makes and models of five letters or more with the search's typo rule), each the first of its kind.
 * They must name vehicles that exist together (a year of that model, a model of that make); a word
 * that does not is left as text. Null when no word names a vehicle.
 */
export function vehicleWordsOf(query: string, vocabulary: VehicleVocabulary, today = new Date()): VehicleWords | null {
  const tokens = tokensOf(query);
  const used = new Set<number>();
  let make: { make: string; at: number[] } | null = null;
  let model: { models: ModelOfMake[]; needsMake: boolean; at: number[] } | null = null;
  for (let at = 0; at < tokens.length; at++) {
    for (let length = Math.min(vocabulary.longestName, tokens.length - at); length >= 1; length--) {
      const words = tokens.slice(at, at + length).map((token) => token.text);
      const name = words.join(" ");
      const meaning = vocabulary.names.get(name) ?? (length === 1 ? vocabulary.names.get(nameWithTypo(name, vocabulary) ?? "") : undefined);
      if (!meaning) continue;
      const span = Array.from({ length }, (_, index) => at + index);
      if (meaning.kind === "make" && !make) make = { make: meaning.make, at: span };
      else if (meaning.kind === "model" && !model) model = { models: meaning.models, needsMake: meaning.needsMake, at: span };
      else continue;
      at += length - 1;
      break;
    }
  }
  if (model && make) {
    const madeBy = model.models.filter((one) => one.make === make!.make);
    model = madeBy.length > 0 ? { ...model, models: madeBy } : null;
  }
  if (model?.needsMake && !make) model = null;
  for (const spanned of [make, model]) for (const at of spanned?.at ?? []) used.add(at);

  const yearsNamed = (): ReadonlySet<number> => {
    if (model) return new Set(model.models.flatMap((one) => [...one.years]));
    if (make) return vocabulary.yearsOfMake.get(make.make) ?? new Set();
    return vocabulary.years;
  };
  let year: number | null = null;
  const available = yearsNamed();
  for (let at = 0; at < tokens.length && year === null; at++) {
    const token = tokens[at]!;
    if (used.has(at)) continue;
    const twoDigits = /^\d\d$/.test(token.text);
    if (twoDigits && !token.apostropheYear && !make && !model) continue;
    const read = modelYearOf(twoDigits ? `'${token.text}` : token.text, today);
    if (read === null || !available.has(read)) continue;
    year = read;
    used.add(at);
  }
  if (used.size === 0) return null;

  const models = (model?.models ?? []).filter((one) => year === null || one.years.has(year));
  const years = year === null ? [...available].sort((a, b) => a - b) : [year];
  return {
    year,
    make: make?.make ?? (models.length > 0 && models.every((one) => one.make === models[0]!.make) ? models[0]!.make : null),
    models: models.map((one) => ({ make: one.make, model: one.model })),
    years,
    text: tokens
      .filter((_, at) => !used.has(at))
      .map((token) => token.text)
      .join(" "),
    words: tokens.filter((_, at) => used.has(at)).map((token) => token.text),
  };
}
