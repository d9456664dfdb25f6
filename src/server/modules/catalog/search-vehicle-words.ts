import type { ProductSearch } from "../../../domain/contracts/common";
import { type VehicleVocabulary, type VehicleWords, vehicleWordsOf } from "../../../domain/search-vehicle-words";
import { textOf } from "./search-index/listing";
import type { CatalogIndex, IndexQuery } from "./search-index/queries";

/** What a list or search asks the index, before vehicle words are read out of its text. */
type ListScope = Pick<ProductSearch, "make" | "year" | "item"> & { promotionalOnly: boolean; fits: ReadonlySet<string> | undefined };

/**
 * Which parts a list or search holds, as `run` finds them in the search index: vehicle words among the
 * search's words (domain/search-vehicle-words, decision 035) narrow it to the parts that fit the models
 * named and the universal ones, the vehicle's own first; a make or a year named without a model is the
 * list's make or year filter. The rest of the words are matched as text. When the vehicle words narrow
 * to nothing, every word is matched as text, as before, so a search never finds less for naming a vehicle.
 */
export function findWithVehicleWords<T extends { total: number }>(
  index: CatalogIndex,
  vocabulary: VehicleVocabulary | null,
  scope: ListScope,
  run: (query: IndexQuery) => T,
): T {
  const { make, year, item, promotionalOnly, fits } = scope;
  // The text's other words are read with the synonyms staff keep (decision 038), read with the vocabulary.
  const synonyms = vocabulary?.synonyms;
  const words = item && vocabulary ? vehicleWordsOf(item, vocabulary) : null;
  if (words) {
    const narrowed = narrowedBy(index, words, scope);
    if (narrowed) {
      const found = run({ promotionalOnly, ...narrowed, item: words.text || undefined, synonyms });
      if (found.total > 0) return found;
    }
  }
  return run({ make, year, item, promotionalOnly, fits, synonyms });
}

/** The index filters vehicle words stand for, or null when they contradict the list's own filters or name no part. */
function narrowedBy(index: CatalogIndex, words: VehicleWords, scope: ListScope): IndexQuery | null {
  if (scope.make && words.make && scope.make.toUpperCase() !== words.make) return null;
  if (scope.year && words.year && scope.year !== words.year) return null;
  // A make or a year named without a model is the list's make or year filter, from the index: every
  // part of a make or a model year (tens of thousands in a large catalogue, for every search that names
  // one) would cost far more than the search itself.
  if (words.models.length === 0) return { make: scope.make ?? words.make ?? undefined, year: scope.year ?? words.year ?? undefined, fits: scope.fits };
  // The parts with a fitment row of a model named (of the make named, when one is) in the year named, or in any of the models' years.
  const models = words.make ? words.models.filter((model) => model.make === words.make) : words.models;
  const own = index.fitting(models, words.years);
  if (own.size === 0) return null;
  const fits = scope.fits ? intersectionOf(own, scope.fits) : own;
  // Of the vehicle's own parts, the ones whose names say so ('Datsun 240Z Steel Hood') rank before those that do not ('Steel Hood').
  const named = [...new Set(models.map((model) => textOf(model.model)))];
  return { make: scope.make, year: scope.year, fits, fitsFirst: true, named };
}

const intersections = new WeakMap<ReadonlySet<string>, WeakMap<ReadonlySet<string>, ReadonlySet<string>>>();

/** The codes in both sets, the same object for the same two sets. */
function intersectionOf(a: ReadonlySet<string>, b: ReadonlySet<string>): ReadonlySet<string> {
  let withA = intersections.get(a);
  if (!withA) {
    withA = new WeakMap();
    intersections.set(a, withA);
  }
  let both = withA.get(b);
  if (!both) {
    both = new Set([...a].filter((code) => b.has(code)));
    withA.set(b, both);
  }
  return both;
}
