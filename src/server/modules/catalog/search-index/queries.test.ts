import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fitKeysOf, vehiclesOfFitKeys } from "../../../../domain/fitment";
import { PRICE_BANDS, priceBandOf } from "../../../../domain/list-facets";
import { PART_TYPES } from "../../../../domain/part-types";
import { partCodeKey, searchTermsOf, typoCandidatesOf, withinEdits } from "../../../../domain/search-words";
import { withoutAccents } from "../../../../domain/text";
import type { FacetChoices } from "./facets";
import { type FittedModel, partTypeNumber } from "./listing";
import type { CatalogIndex, IndexQuery } from "./queries";
import { FEW_WALKED } from "./ranking";
import { byCode, choices, indexOf, MAKES, MODELS, type Part, part, query, WORDS } from "./test-catalogue";

/**
 * The rule itself, part by part (domain/search-words.ts): what the index must answer. A part matches
 * a text when its code starts with the text as a part number, or every term of the text is in its
 * code or description as typed, by another name, or as a word of the catalogue a typo or two away;
 * best first (code, code start, as typed, another name, a typo), then the words side by side as
 * typed (every two neighbours, some, none), ties in item-code order.
 */
function expected(parts: Part[], q: IndexQuery): string[] {
  const make = q.make === undefined ? undefined : (MAKES.find((name) => name.toLowerCase() === q.make!.toLowerCase()) ?? q.make);
  const filtered = parts
    .filter((p) => make === undefined || p.makes.includes(make))
    .filter((p) => q.year === undefined || (p.yearFrom <= q.year && p.yearEnd >= q.year))
    .filter((p) => !q.promotionalOnly || p.promotional);
  if (!q.item) return filtered.map((p) => p.item);
  const terms = searchTermsOf(q.item);
  if (terms.length === 0) return [];
  const key = partCodeKey(q.item).toLowerCase();
  const vocabulary = new Set(parts.flatMap((p) => typoCandidatesOf(p.descrip)));
  const tierOf = (p: Part): number => {
    const code = partCodeKey(p.item).toLowerCase();
    if (key.length >= 3 && code.startsWith(key)) return code === key ? 0 : 1;
    const text = withoutAccents(`${p.item}\u001f${p.descrip}`).toLowerCase();
    let tier = 2;
    for (const term of terms) {
      if (text.includes(term.typed)) continue;
      if (term.synonyms.some((name) => text.includes(name))) tier = Math.max(tier, 3);
      else if ([...vocabulary].some((word) => !word.includes(term.typed) && withinEdits(term.typed, word, term.typos) && text.includes(word))) tier = 4;
      else return -1;
    }
    return tier;
  };
  // Within a tier, the parts holding every two neighbouring words side by side as typed first, then some, then none.
  const words = withoutAccents(q.item).toLowerCase().trim().split(/\s+/).filter(Boolean);
  const pairs = words.slice(1).map((word, at) => `${words[at]} ${word}`);
  const apart = (p: Part) => {
    const held = pairs.filter((pair) => withoutAccents(`${p.item}\u001f${p.descrip}`).toLowerCase().includes(pair)).length;
    return held === pairs.length ? 0 : held > 0 ? 1 : 2;
  };
  return filtered
    .map((p) => ({ code: p.item, tier: tierOf(p), apart: apart(p) }))
    .filter((p) => p.tier >= 0)
    .sort((a, b) => a.tier - b.tier || a.apart - b.apart)
    .map((p) => p.code);
}

/** A list with facets by the rule, part by part: the text, Hot Deals and fitment as `expected` reads them; make, year and the facets each counted with the others applied. */
function expectedListed(parts: Part[], q: IndexQuery, chosen: FacetChoices) {
  const inScope = new Set(expected(parts, { ...q, make: undefined, year: undefined }));
  const order = expected(parts, { ...q, make: undefined, year: undefined });
  const scoped = order.map((code) => parts.find((p) => p.item === code)!);
  const make = q.make === undefined ? undefined : (MAKES.find((name) => name.toLowerCase() === q.make!.toLowerCase()) ?? q.make);
  const tests = {
    make: (p: Part) => make === undefined || p.makes.includes(make),
    year: (p: Part) => q.year === undefined || (p.yearFrom <= q.year && p.yearEnd >= q.year),
    type: (p: Part) => chosen.types.size === 0 || chosen.types.has(partTypeNumber(p.partType)),
    stock: (p: Part) => !chosen.inStock || p.inStock,
    sale: (p: Part) => !chosen.onSale || p.onSale,
    band: (p: Part) => chosen.bands.size === 0 || chosen.bands.has(priceBandOf(p.retailCents)),
    model: (p: Part) => chosen.models.size === 0 || p.models.some((m) => ofMake(m) && chosen.models.has(m.model.toLowerCase())),
  };
  function ofMake(m: FittedModel) {
    return make !== undefined && m.make.toLowerCase() === make.toLowerCase();
  }
  // The model is the make's own facet: the makes are counted without it.
  const passing = (p: Part, except: keyof typeof tests | null) =>
    Object.entries(tests).every(([name, test]) => name === except || (except === "make" && name === "model") || test(p));
  const listed = scoped.filter((p) => inScope.has(p.item) && passing(p, null));
  const sorted = listed
    .map((p, at) => ({ p, at }))
    .sort((a, b) => {
      if (chosen.sort === "price-asc") return a.p.retailCents - b.p.retailCents || a.at - b.at;
      if (chosen.sort === "price-desc") return b.p.retailCents - a.p.retailCents || a.at - b.at;
      if (chosen.sort === "newest") return b.p.createdAt - a.p.createdAt || a.at - b.at;
      return a.at - b.at;
    })
    .map(({ p }) => p.item);
  const count = (except: keyof typeof tests, value: (p: Part) => boolean) => scoped.filter((p) => passing(p, except) && value(p)).length;
  const makes = new Map<string, number>();
  for (const p of scoped) if (passing(p, "make")) for (const name of p.makes) makes.set(name, (makes.get(name) ?? 0) + 1);
  const models = new Map<string, number>();
  for (const p of scoped) if (passing(p, "model")) for (const m of p.models) if (ofMake(m)) models.set(m.model, (models.get(m.model) ?? 0) + 1);
  const years = new Map<number, number>();
  for (const p of scoped) if (passing(p, "year")) for (let y = p.yearFrom; y <= p.yearEnd; y++) years.set(y, (years.get(y) ?? 0) + 1);
  return {
    codes: sorted,
    partTypes: [null, ...PART_TYPES.map((type) => type.id)].map((id) => count("type", (p) => p.partType === id)),
    inStock: count("stock", (p) => p.inStock),
    onSale: count("sale", (p) => p.onSale),
    bands: PRICE_BANDS.map((_, band) => count("band", (p) => priceBandOf(p.retailCents) === band)),
    makes: [...makes].sort(),
    models: [...models].sort(),
    years: [...years].sort((a, b) => a[0] - b[0]),
  };
}

function checkListed(index: CatalogIndex, parts: Part[], q: IndexQuery, chosen: FacetChoices) {
  const want = expectedListed(parts, q, chosen);
  const first = index.listed(q, chosen, 0, 3);
  expect(first.total).toBe(want.codes.length);
  expect(first.codes).toEqual(want.codes.slice(0, 3));
  expect(index.listed(q, chosen, 3, 100).codes).toEqual(want.codes.slice(3));
  expect([...first.counts.partTypes]).toEqual(want.partTypes);
  expect(first.counts.inStock).toBe(want.inStock);
  expect(first.counts.onSale).toBe(want.onSale);
  expect([...first.counts.bands]).toEqual(want.bands);
  expect([...first.counts.makes].sort()).toEqual(want.makes);
  expect([...first.counts.models].sort()).toEqual(want.models);
  expect([...first.counts.years].sort((a, b) => a[0] - b[0])).toEqual(want.years);
}

/** A round of changes to a catalogue: each an existing part changed or deleted, or a new one added (null: deleted). */
function changesOf(parts: Part[], round: { at: number; part: Part | null; existing: boolean }[]): Map<string, Part | null> {
  const now = new Map<string, Part | null>();
  for (const { at, part: next, existing } of round) {
    const code = existing && parts.length > 0 ? parts[at % parts.length]!.item : (next?.item ?? `Z${at}`);
    now.set(code, next ? { ...next, item: code } : null);
  }
  return now;
}

/** Every page of a query, as a shopper turning them in the order given: the totals kept after the first page are used for the rest. */
function pages(index: CatalogIndex, q: IndexQuery, order: number[], size: number) {
  const seen = new Map<number, { total: number; codes: string[] }>();
  for (const page of order) seen.set(page, index.find(q, page * size, size));
  return seen;
}

const FACETED: FacetChoices = {
  types: new Set([partTypeNumber("hood"), 0]),
  models: new Set(),
  inStock: true,
  onSale: false,
  bands: new Set(),
  sort: "price-asc",
};

// Its property tests build and read dozens of catalogues each, 20-30 s on a busy 2-core machine: the
// limit catches one that hangs, not one that waits for a core.
describe("the catalogue's search index", { timeout: 120_000 }, () => {
  it("looks typos up among exactly the words of the descriptions, as typoCandidatesOf reads each whole, in the order first met", async () => {
    const description = fc
      .array(
        fc.constantFrom(...WORDS, "Fender", "1967", "F67-HOOD", "Capot—avant", "Pare-chocs", "L.H.", "ﬁnish", "Œuvre", "naïve", "Tail/Lamp", "x", "½", "…wing"),
        {
          maxLength: 6,
        },
      )
      .chain((words) => fc.constantFrom(" ", "-", ", ", "/", "\u00a0").map((separator) => words.join(separator)));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(part, description), { maxLength: 40 }), async (generated) => {
        const parts = byCode(generated.map(([p, descrip]) => ({ ...p, descrip })));
        const index = await indexOf(parts);
        const words = new Set(parts.flatMap((p) => typoCandidatesOf(withoutAccents(p.descrip).toLowerCase())));
        expect(index.words).toEqual([...words]);
      }),
      { seed: 20261128, numRuns: 200 },
    );
  });

  it("answers every filter, total and page, as the rule does part by part, pages turned in any order", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { maxLength: 80, size: "max" }),
        fc.array(query, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 7 }),
        async (generated, queries, size) => {
          const parts = byCode(generated);
          const index = await indexOf(parts);
          for (const q of queries) {
            const all = expected(parts, q);
            // The first few, as suggestions ask for them, before any full ranking is kept.
            if (q.item) expect(index.top(q, size)).toEqual({ total: Math.min(all.length, size), codes: all.slice(0, size) });
            const count = Math.max(1, Math.ceil(all.length / size)) + 1;
            const order = [...Array(count).keys()].sort((a, b) => ((a * 7919) % count) - ((b * 7919) % count));
            for (const [page, found] of pages(index, q, order, size)) {
              expect(found.total).toBe(all.length);
              expect(found.codes).toEqual(all.slice(page * size, page * size + size));
            }
          }
        },
      ),
      { seed: 20261122, numRuns: 120 },
    );
  });

  it("lists a part found by its code once, though its code in its text holds the words too", async () => {
    const [base] = fc.sample(part, { seed: 1, numRuns: 1 });
    const parts = byCode([
      { ...base!, item: "B12-a", descrip: "hood" },
      { ...base!, item: "B120", descrip: "lamp" },
      { ...base!, item: "C5", descrip: "b12 hood" },
    ]);
    const index = await indexOf(parts);
    for (const item of ["B12", "b12-a", "b12 hood"]) {
      const q: IndexQuery = { item };
      expect(index.find(q, 0, 10).codes).toEqual(expected(parts, q));
      checkListed(index, parts, q, FACETED);
    }
    expect(index.find({ item: "B12" }, 0, 10).codes).toEqual(["B12-a", "B120", "C5"]);
  });

  it("finds a spelling only a part changed since holds, though the listing's own parts are matched without it", async () => {
    const [base] = fc.sample(part, { seed: 2, numRuns: 1 });
    const parts = byCode([
      { ...base!, item: "A1", descrip: "front bumper" },
      { ...base!, item: "A2", descrip: "front hood" },
    ]);
    const changed = { ...base!, item: "A3", descrip: "frnot lamp" };
    const now = byCode([...parts, changed]);
    // Kept answers off: the best few are ranked on their own, not read from a whole ranking kept before.
    const index = (await indexOf(parts)).withChanges(new Map([["A3", changed]]), MAKES).keepingAnswers(false);
    expect(index.top({ item: "frnot" }, 2).codes).toEqual(["A3", "A1"]);
    expect((await indexOf(parts)).keepingAnswers(false).top({ item: "frnot" }, 1).codes).toEqual(["A1"]);
    for (const item of ["frnot", "frnot lamp"]) expect(index.find({ item }, 0, 10).codes).toEqual(expected(now, { item }));
    expect(index.find({ item: "frnot" }, 0, 10).codes).toEqual(["A3", "A1", "A2"]);
  });

  it("lists the part whose code is the query's first, then the codes starting with it, each in item-code order, parts changed since among them", async () => {
    const [base] = fc.sample(part, { seed: 3, numRuns: 1 });
    const parts = byCode(
      [
        ["A9", "f67 hood panel"],
        ["F67-HOO-D1", "hood"],
        ["F67-HOOD", "hood"],
        ["F67-HOOD-L", "hood left"],
        ["F67-HOOD2", "hood"],
      ].map(([item, descrip]) => ({ ...base!, item: item!, descrip: descrip!, makes: ["FORD"], yearFrom: 1960, yearEnd: 1970, promotional: false })),
    );
    const added = { ...parts[0]!, item: "F67-HOOD-M", descrip: "hood" };
    const now = byCode([...parts, added]);
    const fresh = async () => (await indexOf(parts)).withChanges(new Map([["F67-HOOD-M", added]]), MAKES).keepingAnswers(false);
    expect((await fresh()).find({ item: "F67HOOD" }, 0, 10).codes).toEqual(["F67-HOOD", "F67-HOO-D1", "F67-HOOD-L", "F67-HOOD-M", "F67-HOOD2"]);
    for (const item of ["F67HOOD", "f67 hood", "F67-HOOD-", "f67hood2"]) {
      expect((await fresh()).find({ item }, 0, 10).codes).toEqual(expected(now, { item }));
      expect((await fresh()).top({ item }, 4).codes).toEqual(expected(now, { item }).slice(0, 4));
    }
  });

  it("answers as a fresh read would after parts are added, changed and deleted", async () => {
    const change = fc.record({ at: fc.nat(), part: fc.option(part, { nil: null }), existing: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { maxLength: 60, size: "max" }),
        fc.array(fc.array(change, { maxLength: 6 }), { minLength: 1, maxLength: 3 }),
        fc.array(query, { minLength: 1, maxLength: 4 }),
        async (generated, rounds, queries) => {
          let parts = byCode(generated);
          let index = await indexOf(parts);
          for (const round of rounds) {
            const now = new Map<string, Part | null>();
            for (const { at, part: next, existing } of round) {
              // Change an existing code (or delete it), or add a new one.
              const code = existing && parts.length > 0 ? parts[at % parts.length]!.item : (next?.item ?? `Z${at}`);
              now.set(code, next ? { ...next, item: code } : null);
            }
            parts = byCode([...parts.filter((p) => !now.has(p.item)), ...[...now.values()].filter((p) => p !== null)]);
            index = index.withChanges(now, MAKES);
            // A make list without words counts its Make facet apart from the listing's counts, less the parts changed since.
            for (const make of ["FORD", "CHEVROLET"]) {
              checkListed(index, parts, { make }, FACETED);
              checkListed(index, parts, { make }, { ...FACETED, types: new Set(), inStock: false, bands: new Set() });
              checkListed(index, parts, { make, year: 1967 }, FACETED);
              // Sorted with the parts changed since among them: a make list without a year reads its pages from the make's
              // parts in each sort's order, laying the changed ones in at their places (make-lists.ts).
              for (const sort of ["relevance", "newest", "price-asc", "price-desc"] as const)
                checkListed(index, parts, { make }, { ...FACETED, types: new Set(), inStock: false, bands: new Set(), sort });
            }
            for (const q of queries) {
              checkListed(index, parts, q, FACETED);
              checkListed(index, parts, q, { ...FACETED, models: new Set(["pickup", "cougar"]) });
              const all = expected(parts, q);
              if (q.item) expect(index.top(q, 3).codes).toEqual(all.slice(0, 3));
              // The best few ranked on their own (no whole ranking kept to read them from), changed parts among them.
              if (q.item) expect(index.withChanges(new Map(), MAKES).keepingAnswers(false).top(q, 3).codes).toEqual(all.slice(0, 3));
              for (const [page, found] of pages(index, q, [0, 2, 1, 3], 4)) {
                expect(found.total).toBe(all.length);
                expect(found.codes).toEqual(all.slice(page * 4, page * 4 + 4));
              }
            }
          }
        },
      ),
      { seed: 20261123, numRuns: 120 },
    );
  });

  it("answers alike whether it keeps answers or not, and keeps none when told not to (CATALOG_CACHE_SECONDS=0)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 40 }), fc.array(query, { minLength: 1, maxLength: 5 }), async (generated, asked) => {
        const parts = byCode(generated);
        const keeping = await indexOf(parts);
        const notKeeping = (await indexOf(parts)).keepingAnswers(false);
        for (const q of asked) {
          expect(notKeeping.find(q, 0, 5)).toEqual(keeping.find(q, 0, 5));
          if (!q.item) continue;
          expect(notKeeping.top(q, 3)).toEqual(keeping.top(q, 3));
          // A kept answer is handed out again as it was kept; one not kept is worked out afresh.
        }
        const [fresh, freshNotKeeping] = [await indexOf(parts), (await indexOf(parts)).keepingAnswers(false)];
        const hood = { item: "hood" };
        expect(fresh.top(hood, 3).codes).toBe(fresh.top(hood, 3).codes);
        expect(freshNotKeeping.top(hood, 3).codes).not.toBe(freshNotKeeping.top(hood, 3).codes);
      }),
      { seed: 20261128, numRuns: 60 },
    );
  });

  it("finds the best few of a two-letter word as the rule does when the parts holding it stand far down the code order, on either side of the first stretch walked", async () => {
    const size = 45_000;
    const base: Part[] = Array.from({ length: size }, (_, n) => ({
      item: `P${String(n).padStart(5, "0")}`,
      descrip: "hood bumper",
      yearFrom: 1965,
      yearEnd: 1966 + (n % 2),
      promotional: n % 3 === 0,
      makes: ["FORD"],
      models: [],
      partType: null,
      inStock: true,
      onSale: false,
      retailCents: 999,
      createdAt: 0,
      fitYears: [1965],
      fits: [],
    }));
    const at = fc.oneof(fc.integer({ min: FEW_WALKED - 10, max: FEW_WALKED + 10 }), fc.integer({ min: 0, max: size - 1 }));
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(at, { maxLength: 14 }),
        fc.array(
          fc.tuple(
            fc.constantFrom("vo", "vo hood", "hood vo", "lv", "vo lamp", "ol b", "lamp", "volvo bumper"),
            fc.integer({ min: 1, max: 8 }),
            fc.boolean(),
            fc.boolean(),
          ),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        async (placed, asked) => {
          // A block of 1,500 Volvo lamps: too many parts hold 'vo' for its trigrams to be read first, so the walk reads the first stretch.
          const inBlock = (n: number) => n >= 30_000 && n < 31_500;
          const parts = base.map((p, n) =>
            placed.includes(n) ? { ...p, descrip: n % 2 ? "volvo hood" : "volvo bumper" } : inBlock(n) ? { ...p, descrip: "volvo lamp" } : p,
          );
          const index = await indexOf(parts);
          for (const [item, limit, yearly, promotionalOnly] of asked) {
            const q: IndexQuery = { item, year: yearly ? 1967 : undefined, promotionalOnly };
            expect(index.top(q, limit).codes).toEqual(expected(parts, q).slice(0, limit));
          }
        },
      ),
      { seed: 20261128, numRuns: 12 },
    );
  });

  it("lists the first few of a vehicle-words search (its own parts first) as the whole ranking does, with parts changed since", async () => {
    const change = fc.record({ at: fc.nat(), part: fc.option(part, { nil: null }), existing: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { maxLength: 60, size: "max" }),
        fc.array(change, { maxLength: 6 }),
        fc.array(fc.tuple(query, fc.array(fc.nat(), { maxLength: 20 }), fc.boolean(), fc.integer({ min: 1, max: 6 })), { minLength: 1, maxLength: 5 }),
        async (generated, round, asked) => {
          const parts = byCode(generated);
          const now = changesOf(parts, round);
          const codes = [...parts.map((p) => p.item), ...now.keys()];
          // Two indexes of the same parts, so neither answer is read from what the other kept.
          const [one, other] = [(await indexOf(parts)).withChanges(now, MAKES), (await indexOf(parts)).withChanges(now, MAKES)];
          for (const [q, picks, fitsFirst, limit] of asked) {
            const fits = new Set(picks.map((at) => codes[at % Math.max(1, codes.length)]!).filter(Boolean));
            // The vehicle's name in some parts' texts ('mustang'), or none.
            const asking: IndexQuery = { ...q, item: q.item ?? "hood", fits, fitsFirst, named: limit % 2 === 0 ? ["mustang"] : [] };
            expect(one.top(asking, limit).codes).toEqual(other.find(asking, 0, limit).codes);
          }
        },
      ),
      { seed: 20261128, numRuns: 100 },
    );
  });

  it("gives each part's fitment as product answers carry it, as it is now, with parts changed, added and deleted since the index was read", async () => {
    const change = fc.record({ at: fc.nat(), part: fc.option(part, { nil: null }), existing: fc.boolean() });
    // The codes in JavaScript's order (found by halving), or as a database collation other than C may order them (found in a map).
    const collated = (a: Part, b: Part) =>
      a.item.replace(/-/g, "").localeCompare(b.item.replace(/-/g, ""), "en", { sensitivity: "base" }) || (a.item < b.item ? -1 : 1);
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { maxLength: 40, size: "max" }),
        fc.array(change, { maxLength: 8 }),
        fc.boolean(),
        async (generated, round, asCollated) => {
          const parts = asCollated ? byCode(generated).sort(collated) : byCode(generated);
          const now = changesOf(parts, round);
          const index = (await indexOf(parts)).withChanges(now, MAKES);
          const keysOf = (fits: readonly string[]) => fitKeysOf(vehiclesOfFitKeys(fits));
          for (const p of parts) if (!now.has(p.item)) expect(index.fitKeysOf(p.item)).toEqual(keysOf(p.fits));
          for (const [code, changed] of now) expect(index.fitKeysOf(code)).toEqual(changed ? keysOf(changed.fits) : null);
          expect(index.fitKeysOf("NOT-A-PART")).toBeNull();
        },
      ),
      { seed: 20261130, numRuns: 150 },
    );
  });

  it("lists the parts of vehicles (models in model years) as they are now, in code order, with parts changed, added and deleted since the index was read", async () => {
    const change = fc.record({ at: fc.nat(), part: fc.option(part, { nil: null }), existing: fc.boolean() });
    const asked = fc.record({
      models: fc.uniqueArray(fc.constantFrom(...MODELS, { make: "FORD", model: "mustang" }, { make: "PONTIAC", model: "Firebird" }), { maxLength: 3 }),
      years: fc.uniqueArray(fc.integer({ min: 1959, max: 1973 }), { minLength: 1, maxLength: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { maxLength: 50, size: "max" }),
        fc.array(change, { maxLength: 8 }),
        fc.array(asked, { minLength: 1, maxLength: 4 }),
        async (generated, round, questions) => {
          const before = byCode(generated);
          const now = changesOf(before, round);
          const parts = byCode([...before.filter((p) => !now.has(p.item)), ...[...now.values()].filter((p) => p !== null)]);
          const read = await indexOf(before);
          for (const index of [read, read.withChanges(now, MAKES)]) {
            const current = index === read ? before : parts;
            for (const { models, years } of questions) {
              // The rule: a fitment row (model exactly as fitment spells it) in one of the years.
              const fits = (p: Part) =>
                p.models.some((m) => models.some((x) => x.make === m.make && x.model === m.model)) && p.fitYears.some((y) => years.includes(y));
              const codes = index.fitting(models, years);
              expect([...codes]).toEqual(current.filter(fits).map((p) => p.item));
              expect(index.fitting(models, years)).toBe(codes);
              // Narrowed by the set handed out (its filter made from the ordinals found) as by the same codes looked up one by one.
              for (const narrowed of [{ fits: codes }, { item: "hood", fits: codes, fitsFirst: true }, { fits: codes, fitsFirst: true }]) {
                expect(index.find(narrowed, 0, 100)).toEqual(index.find({ ...narrowed, fits: new Set(codes) }, 0, 100));
              }
            }
          }
        },
      ),
      { seed: 20261129, numRuns: 150 },
    );
  });

  it("answers lists with facets and sorts as the rule does part by part: OR within a facet, AND across, counts following the others", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { maxLength: 80, size: "max" }),
        fc.array(fc.tuple(query, choices), { minLength: 1, maxLength: 6 }),
        async (generated, asked) => {
          const parts = byCode(generated);
          const index = await indexOf(parts);
          for (const [q, chosen] of asked) checkListed(index, parts, q, chosen);
        },
      ),
      { seed: 20261127, numRuns: 150 },
    );
  });

  it("answers lists with facets and sorts with parts changed since the index was read as a fresh index of the catalogue as it is now", async () => {
    const change = fc.record({ at: fc.nat(), part: fc.option(part, { nil: null }), existing: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { maxLength: 80, size: "max" }),
        fc.array(change, { minLength: 1, maxLength: 8 }),
        fc.array(fc.tuple(query, choices), { minLength: 1, maxLength: 6 }),
        async (generated, round, asked) => {
          const parts = byCode(generated);
          const now = changesOf(parts, round);
          const current = byCode([...parts.filter((p) => !now.has(p.item)), ...[...now.values()].filter((p): p is Part => p !== null)]);
          const index = (await indexOf(parts)).withChanges(now, MAKES);
          for (const [q, chosen] of asked) checkListed(index, current, q, chosen);
        },
      ),
      { seed: 20261129, numRuns: 150 },
    );
  });
});
