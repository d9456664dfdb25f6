import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { yearsOf } from "./fitment";
import { didYouMeanOf, makesSuggestedFor, partTypesSuggestedFor, vehiclesSuggestedFor } from "./search-suggestions";
import { type KnownVehicle, vehicleVocabularyOf, vehicleWordsOf } from "./search-vehicle-words";
import { withinEdits } from "./search-words";

const TODAY = new Date("2026-06-01T12:00:00Z");

function model(make: string, name: string, from: number, to: number, parts = 10): KnownVehicle[] {
  return yearsOf(from, to).map((year) => ({ year, make, model: name, parts: year === 1967 ? parts * 2 : parts }));
}

const VEHICLES = vehicleVocabularyOf([
  ...model("FORD", "Mustang", 1964, 1973, 30),
  ...model("FORD", "F-100", 1953, 1979),
  ...model("CHEVROLET", "Camaro", 1967, 1981, 25),
  ...model("CHEVROLET", "Bel Air", 1950, 1975),
  ...model("CHEVROLET", "C10 Pickup", 1960, 1987),
  ...model("INTERNATIONAL", "Pickup", 1949, 1975, 2),
  ...model("LEXUS", "IS", 2001, 2020, 1),
  ...model("CHRYSLER", "300", 2005, 2020, 1),
  ...model("MERCEDES-BENZ", "280SL", 1968, 1971, 1),
]);

const read = (query: string) => vehicleWordsOf(query, VEHICLES, TODAY);

describe("vehicle words in a search", () => {
  it("reads a model and leaves the other words as text", () => {
    expect(read("mustang hood")).toMatchObject({ year: null, make: "FORD", models: [{ make: "FORD", model: "Mustang" }], text: "hood", words: ["mustang"] });
    expect(read("mustang hood")?.years).toEqual(yearsOf(1964, 1973));
    expect(read("hood MUSTANG steel")?.text).toBe("hood steel");
  });

  it("reads a year written whole, with an apostrophe, or as two digits beside a make or model", () => {
    expect(read("1967 mustang hood")).toMatchObject({ year: 1967, models: [{ model: "Mustang" }], years: [1967], text: "hood" });
    expect(read("'67 mustang hood")).toMatchObject({ year: 1967, text: "hood" });
    expect(read("67 mustang hood")).toMatchObject({ year: 1967, text: "hood" });
    expect(read("’69 camaro")).toMatchObject({ year: 1969, make: "CHEVROLET", text: "" });
    // Two digits alone are a size or a quantity, not a year; with an apostrophe they are a year.
    expect(read("67 hood")).toBeNull();
    expect(read("'67 hood")).toMatchObject({ year: 1967, make: null, models: [], text: "hood" });
    expect(read("1967 hood")).toMatchObject({ year: 1967, make: null, models: [], years: [1967], text: "hood" });
  });

  it("reads a make, an alias of a make, and a make with its model", () => {
    expect(read("ford hood")).toMatchObject({ make: "FORD", models: [], text: "hood" });
    expect(read("ford hood")?.years).toEqual(yearsOf(1953, 1979));
    expect(read("chevy camaro bumper")).toMatchObject({ make: "CHEVROLET", models: [{ model: "Camaro" }], text: "bumper", words: ["chevy", "camaro"] });
    expect(read("mercedes-benz 280sl")).toMatchObject({ make: "MERCEDES-BENZ", models: [{ model: "280SL" }], text: "" });
    expect(read("benz trim")).toMatchObject({ make: "MERCEDES-BENZ", text: "trim" });
  });

  it("reads models of several words, written with or without their spaces", () => {
    expect(read("bel air fender")).toMatchObject({ models: [{ model: "Bel Air" }], text: "fender" });
    expect(read("belair fender")).toMatchObject({ models: [{ model: "Bel Air" }], text: "fender" });
    expect(read("f100 hood")).toMatchObject({ models: [{ model: "F-100" }], text: "hood" });
    expect(read("1956 f-100 hood")).toMatchObject({ year: 1956, models: [{ model: "F-100" }], text: "hood" });
  });

  it("forgives the search's typos in make and model names of five letters or more", () => {
    expect(read("mustnag hood")).toMatchObject({ models: [{ model: "Mustang" }], text: "hood" });
    expect(read("camoro bumper")).toMatchObject({ models: [{ model: "Camaro" }], text: "bumper" });
    expect(read("chevrolte camaro")?.make).toBe("CHEVROLET");
    expect(read("frod hood")).toBeNull();
  });

  it("leaves as text a word that does not name a vehicle together with the others", () => {
    // No Mustang of 1950: the year is text.
    expect(read("1950 mustang hood")).toMatchObject({ year: null, models: [{ model: "Mustang" }], text: "1950 hood" });
    // No Camaro by Ford: the model is text, the make narrows.
    expect(read("ford camaro")).toMatchObject({ make: "FORD", models: [], text: "camaro" });
    // A year no part fits, a second make or model, a word that names nothing.
    expect(read("1930 hood")).toBeNull();
    expect(read("mustang camaro")).toMatchObject({ models: [{ model: "Mustang" }], text: "camaro" });
    expect(read("steel hood")).toBeNull();
    expect(read("")).toBeNull();
  });

  it("takes a short, numeric or shared model name as a vehicle only beside its make", () => {
    expect(read("is mirror")).toBeNull();
    expect(read("lexus is mirror")).toMatchObject({ make: "LEXUS", models: [{ model: "IS" }], text: "mirror" });
    expect(read("300 bolts")).toBeNull();
    expect(read("chrysler 300 grille")).toMatchObject({ models: [{ model: "300" }], text: "grille" });
    expect(read("pickup bed")).toBeNull();
    expect(read("international pickup bed")).toMatchObject({ models: [{ make: "INTERNATIONAL", model: "Pickup" }], text: "bed" });
    expect(read("c10 pickup bed")).toMatchObject({ models: [{ model: "C10 Pickup" }], text: "bed" });
  });
});

describe("suggestions while typing", () => {
  it("offers the vehicles whose make or model a word begins, one a model, best stocked year first", () => {
    expect(vehiclesSuggestedFor("must", VEHICLES).map((vehicle) => vehicle.name)).toEqual([
      "1967 Ford Mustang",
      "1973 Ford Mustang",
      "1972 Ford Mustang",
      "1971 Ford Mustang",
    ]);
    expect(vehiclesSuggestedFor("must", VEHICLES)[0]?.path).toBe("/vehicles/1967/FORD/Mustang");
    expect(vehiclesSuggestedFor("69 chevy cam", VEHICLES).map((vehicle) => vehicle.name)).toEqual(["1969 Chevrolet Camaro"]);
    expect(vehiclesSuggestedFor("chev", VEHICLES, 3).map((vehicle) => vehicle.model)).toEqual(["Camaro", "C10 Pickup", "Bel Air"]);
    expect(vehiclesSuggestedFor("hood", VEHICLES)).toEqual([]);
    expect(vehiclesSuggestedFor("1967", VEHICLES)).toEqual([]);
  });

  it("offers the makes a word begins, by name or alias", () => {
    expect(makesSuggestedFor("fo", VEHICLES)).toEqual([{ make: "FORD", name: "Ford" }]);
    expect(makesSuggestedFor("chevy", VEHICLES)).toEqual([{ make: "CHEVROLET", name: "Chevrolet" }]);
    expect(makesSuggestedFor("merc", VEHICLES)).toEqual([{ make: "MERCEDES-BENZ", name: "Mercedes-Benz" }]);
    expect(makesSuggestedFor("1967", VEHICLES)).toEqual([]);
    expect(makesSuggestedFor("zz", VEHICLES)).toEqual([]);
  });

  it("offers the part types the word being typed begins, each the search of the other words narrowed to it", () => {
    expect(partTypesSuggestedFor("ho")).toEqual([{ id: "hood", label: "Hood", path: "/search?type=hood" }]);
    expect(partTypesSuggestedFor("tail").map((type) => type.label)).toEqual(["Tail Lamp", "Tailgate", "Body Panel"]);
    expect(partTypesSuggestedFor("bonn")).toEqual([{ id: "hood", label: "Hood", path: "/search?type=hood" }]);
    expect(partTypesSuggestedFor("67 Mustang gri")).toEqual([{ id: "grille", label: "Grille", path: "/search?item=67+mustang&type=grille" }]);
    expect(partTypesSuggestedFor("hood h")).toEqual([]);
    expect(partTypesSuggestedFor("1967")).toEqual([]);
    expect(partTypesSuggestedFor("zzq")).toEqual([]);
  });
});

describe("did you mean", () => {
  const WORDS = ["mustang", "hood", "steel", "bumper", "camaro", "front", "chrome", "grille", "mirror", "muffler"];

  it("replaces each word no catalogue word holds by the nearest one", () => {
    expect(didYouMeanOf("mustagn hod", WORDS)).toBe("mustang hood");
    expect(didYouMeanOf("camrao bumpre", WORDS)).toBe("camaro bumper");
    expect(didYouMeanOf("musstangg hood", WORDS)).toBe("mustang hood");
  });

  it("takes the word fewest edits away, then one with the same first letter, then the nearest in length, then the first alphabetically", () => {
    const nearness = (word: string) => (word.length <= 4 ? 1 : word.length <= 8 ? 2 : 3);
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[abcd]{3,10}$/), { maxLength: 30 }), fc.stringMatching(/^[abcd]{3,10}$/), (words, typed) => {
        if (words.some((known) => known.includes(typed))) return;
        const ranked = words
          .map((known) => ({ known, edits: [0, 1, 2, 3].find((edits) => withinEdits(typed, known, edits)) ?? 99 }))
          .filter(({ edits }) => edits <= nearness(typed))
          .sort(
            (a, b) =>
              a.edits - b.edits ||
              Number(a.known[0] !== typed[0]) - Number(b.known[0] !== typed[0]) ||
              Math.abs(a.known.length - typed.length) - Math.abs(b.known.length - typed.length) ||
              (a.known < b.known ? -1 : 1),
          );
        expect(didYouMeanOf(typed, words)).toBe(ranked[0]?.known ?? null);
      }),
      { seed: 20261129, numRuns: 400 },
    );
  });

  it("keeps words the catalogue holds, part numbers and short words, and says nothing when nothing changes", () => {
    expect(didYouMeanOf("bump f67 xy mirrro", WORDS)).toBe("bump f67 xy mirror");
    expect(didYouMeanOf("mustang hood", WORDS)).toBeNull();
    expect(didYouMeanOf("qqqqqqqq", WORDS)).toBeNull();
    expect(didYouMeanOf("", WORDS)).toBeNull();
  });

  it("prefers, among equally near words, the one that starts the same", () => {
    expect(didYouMeanOf("mirrer", ["airrer", "mirror"])).toBe("mirror");
  });
});
