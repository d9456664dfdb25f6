import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { editsWithin, partCodeKey, searchFold, searchTermsOf, singularOf, typoBudget, withinEdits } from "./search-words";

describe("search words", () => {
  it("reads a query as terms: synonym phrases whole, other words once each, punctuation as spaces", () => {
    expect(searchTermsOf("Tail Lamp, 1967 mustang mustang").map((term) => term.typed)).toEqual(["tail lamp", "1967", "mustang"]);
    expect(searchTermsOf("tail lamp")[0]?.synonyms).toEqual(["tail light", "taillight", "taillamp", "feu arriere", "feux arriere"]);
    expect(searchTermsOf("bonnet")[0]?.synonyms).toEqual(["hood", "capot"]);
    expect(searchTermsOf("Pare-chocs")[0]?.synonyms).toEqual(["bumper", "pare choc"]);
    expect(searchTermsOf("RÉTROVISEUR droit").map((term) => term.typed)).toEqual(["retroviseur", "droit"]);
    expect(searchTermsOf("%_\\")).toEqual([]);
    expect(searchFold("ＦＯＲＤ  Mustang—hood")).toBe("ford mustang hood");
    expect(searchFold("Côté passager, réservoir à essence")).toBe("cote passager reservoir a essence");
  });

  it("reads a plural as its singular too, with the singular's other names, but not a word that only ends in s", () => {
    expect(["pads", "fenders", "hoods", "pans", "glass", "chassis", "bus", "lens", "f67s", "gas"].map(singularOf)).toEqual([
      "pad",
      "fender",
      "hood",
      "pan",
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(searchTermsOf("brake pads")[1]).toEqual({ typed: "pads", synonyms: ["pad"], typos: 0 });
    expect(searchTermsOf("wings")[0]?.synonyms).toEqual(["wing", "fender", "aile avant", "ailes avant", "aile arriere", "garde boue"]);
  });

  it("forgives one typo from five letters and two from nine, never in a code or number", () => {
    expect([typoBudget("hood"), typoBudget("mustang"), typoBudget("challenger"), typoBudget("f67hood"), typoBudget("19677")]).toEqual([0, 1, 2, 0, 0]);
    expect(withinEdits("mustnag", "mustang", 1)).toBe(true);
    expect(withinEdits("bumpr", "bumper", 1)).toBe(true);
    expect(withinEdits("camoro", "camaro", 1)).toBe(true);
    expect(withinEdits("chalenjer", "challenger", 2)).toBe(true);
    expect(withinEdits("mustang", "mercury", 2)).toBe(false);
  });

  it("counts edits as the textbook distance does, with a swap of neighbours as one", () => {
    const distance = (a: string, b: string): number => {
      const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      return d[a.length]![b.length]!;
    };
    fc.assert(
      fc.property(fc.stringMatching(/^[abc]{0,20}$/), fc.stringMatching(/^[abc]{0,24}$/), fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        expect(withinEdits(a, b, max)).toBe(distance(a, b) <= max);
        expect(editsWithin(a, b, max)).toBe(Math.min(distance(a, b), max + 1));
      }),
      { seed: 20261126, numRuns: 500 },
    );
  });

  it("keys a part number however it is written", () => {
    for (const written of ["f67-hood", "F67 HOOD", "F67.HOOD", "F67HOOD", " f67_hood "]) expect(partCodeKey(written)).toBe("F67HOOD");
  });
});
