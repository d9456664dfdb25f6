/**
 * Generated catalogues, queries and facet choices for the search index's property tests
 * (queries.test.ts, snapshot.test.ts): parts with codes, words, makes, models and years that collide
 * often, and the index of such a catalogue.
 */
import fc from "fast-check";
import { LIST_SORTS, PRICE_BANDS } from "../../../../domain/list-facets";
import type { PartNow } from "./changes";
import type { FacetChoices } from "./facets";
import { type FittedModel, fittedModelKey, partTypeNumber } from "./listing";
import { ListingBuilder } from "./listing-builder";
import { CatalogIndex, type IndexQuery } from "./queries";

/** A part with the model years of its models: each of its models in each of fitYears (a universal part has no models). */
export type Part = PartNow & { fitYears: number[] };

export const MAKES = ["FORD", "MERCURY", "Chevrolet", "DODGE"];
/** Models of the fitment table, some with the same name under two makes, one written in another case. */
export const MODELS: FittedModel[] = [
  { make: "FORD", model: "Mustang" },
  { make: "FORD", model: "Pickup" },
  { make: "MERCURY", model: "Cougar" },
  { make: "CHEVROLET", model: "Pickup" },
  { make: "DODGE", model: "Dart" },
];
export const WORDS = ["hood", "Hinge", "bumper", "lamp", "LH", "rh", "grille", "été", "ab", "a", "bonnet", "Mustang", "tail", "light"];

export const part: fc.Arbitrary<Part> = fc
  .record({
    item: fc.stringMatching(/^[A-D][0-9]{1,3}-?[a-c]?$/),
    descrip: fc.array(fc.constantFrom(...WORDS), { minLength: 0, maxLength: 4 }).map((words) => words.join(" ")),
    yearFrom: fc.integer({ min: 1960, max: 1970 }),
    span: fc.integer({ min: 0, max: 4 }),
    promotional: fc.boolean(),
    makes: fc.uniqueArray(fc.constantFrom(...MAKES), { maxLength: 2 }),
    models: fc.uniqueArray(fc.constantFrom(...MODELS), { maxLength: 2 }),
    partType: fc.constantFrom(null, "hood", "hinge", "bumper", "tail-lamp"),
    inStock: fc.boolean(),
    onSale: fc.boolean(),
    retailCents: fc.constantFrom(0, 999, 4_999, 5_000, 12_000, 25_000, 49_999, 50_000, 80_000),
    createdAt: fc.integer({ min: 0, max: 5 }),
    fitYears: fc.uniqueArray(fc.integer({ min: 1960, max: 1972 }), { minLength: 1, maxLength: 3 }),
  })
  .map(({ span, ...rest }) => ({
    ...rest,
    yearEnd: rest.yearFrom + span,
    fits: rest.models.flatMap(({ make, model }) => rest.fitYears.map((year) => `${year}|${make}|${model}`)),
  }));

export const choices: fc.Arbitrary<FacetChoices> = fc.record({
  types: fc
    .uniqueArray(fc.constantFrom(0, ...["hood", "hinge", "bumper", "tail-lamp", "fender"].map(partTypeNumber)), { maxLength: 2 })
    .map((list) => new Set(list)),
  models: fc.uniqueArray(fc.constantFrom("mustang", "pickup", "cougar", "dart"), { maxLength: 2 }).map((list) => new Set(list)),
  inStock: fc.boolean(),
  onSale: fc.boolean(),
  bands: fc.uniqueArray(fc.integer({ min: 0, max: PRICE_BANDS.length - 1 }), { maxLength: 2 }).map((list) => new Set(list)),
  sort: fc.constantFrom(...LIST_SORTS),
});

export const query: fc.Arbitrary<IndexQuery> = fc.record(
  {
    make: fc.constantFrom(...MAKES, "ford", "chevrolet", "PONTIAC"),
    year: fc.integer({ min: 1959, max: 1975 }),
    item: fc.constantFrom(
      "hood",
      "HOOD",
      "ood",
      "oo",
      "h",
      "inge",
      "b1",
      "B",
      "1",
      "-a",
      "été",
      "lamp rh",
      "zzz",
      "d hinge",
      "mustnag hood",
      "bonnet",
      "tail lamp",
      "rh lamp",
      "a1-",
      "%",
      // Part numbers whose parts hold them in their text as well: found once, by their code.
      "B12",
      "b1-a",
      "C10 hood",
    ),
    promotionalOnly: fc.boolean(),
  },
  { requiredKeys: [] },
);

export const byCode = (parts: Part[]) => [...new Map(parts.map((p) => [p.item, p])).values()].sort((a, b) => (a.item < b.item ? -1 : a.item > b.item ? 1 : 0));

/**
 * The index of `parts` (in item-code order), listed under their makes, with MAKES the make grid's
 * spelling of each make, and each part fitting each of its models in each of its fitYears.
 */
export async function indexOf(parts: Part[]): Promise<CatalogIndex> {
  const builder = new ListingBuilder();
  for (const part of parts) {
    const models = new Map<string, Set<number>>();
    for (const { make, model } of part.models) {
      const spelling = fittedModelKey(make, model);
      for (const year of part.fitYears) (models.get(spelling) ?? models.set(spelling, new Set()).get(spelling)!).add(year);
    }
    builder.add(
      part,
      part.makes,
      [...models].map(([spelling, years]) => ({ spelling, years: [...years] })),
    );
  }
  return CatalogIndex.built(builder, MAKES);
}
