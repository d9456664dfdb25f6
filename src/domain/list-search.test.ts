import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { productListSearch } from "./contracts/common";
import { LIST_SORTS, PRICE_BAND_IDS } from "./list-facets";
import { LIST_FILTER_FIELDS, LIST_SEARCH_FIELDS, readListSearch } from "./list-search";
import { PART_TYPE_IDS } from "./part-types";

/** The query as the contract reads each field alone: what the list pages did with zod before. */
function readByContract(params: URLSearchParams) {
  const shape = productListSearch.shape;
  const parsed = <T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }, value: string | null, fallback: T): T => {
    const result = schema.safeParse(value ?? undefined);
    return result.success ? result.data : fallback;
  };
  return {
    make: parsed(shape.make, params.get("make"), undefined),
    year: parsed(shape.year, params.get("year"), undefined),
    item: parsed(shape.item, params.get("item"), undefined),
    fits: parsed(shape.fits, params.get("fits"), undefined),
    type: parsed(shape.type, params.get("type"), undefined),
    model: parsed(shape.model, params.get("model"), undefined),
    in_stock: parsed(shape.in_stock, params.get("in_stock"), undefined) || undefined,
    on_sale: parsed(shape.on_sale, params.get("on_sale"), undefined) || undefined,
    price: parsed(shape.price, params.get("price"), undefined),
    sort: parsed(shape.sort, params.get("sort"), undefined),
    page: parsed(shape.page, params.get("page"), 1),
  };
}

const pieces = fc.constantFrom(
  "",
  " ",
  ",",
  "All",
  "all",
  "0",
  "1",
  "-1",
  "true",
  "false",
  "1948",
  "1949",
  "1967",
  "1967.0",
  "1967.5",
  "2100",
  "2101",
  "100000",
  "100001",
  "0x10",
  "1e3",
  "FORD",
  " ford ",
  "Mercedes-Benz",
  "A&B",
  "bad*make",
  "_",
  "1967_FORD_Mustang",
  "1967_ford_ Mustang ",
  "3000_FORD_Mustang",
  "1967__Mustang",
  "Mustang",
  "mustang",
  "x".repeat(61),
  "y".repeat(101),
  ...PART_TYPE_IDS,
  "other",
  "Hood",
  ...PRICE_BAND_IDS,
  ...LIST_SORTS,
);

/** A parameter's value: absent, built of pieces the fields care about, or any text. */
const joined = fc.tuple(fc.array(pieces, { maxLength: 6 }), fc.constantFrom("", ",", " ", "_", ", ")).map(([parts, separator]) => parts.join(separator));
const value = fc.option(fc.oneof(joined, fc.string({ maxLength: 40 })), { nil: null });

describe("readListSearch", () => {
  it("names the contract's fields in its order", () => {
    expect([...LIST_SEARCH_FIELDS]).toEqual(productListSearch.keyof().options);
    expect([...LIST_FILTER_FIELDS]).toEqual(productListSearch.keyof().exclude(["page", "facets"]).options);
  });

  it("reads every field as the contract reads it", () => {
    fc.assert(
      fc.property(
        fc.record(Object.fromEntries(LIST_SEARCH_FIELDS.map((field) => [field, value])) as Record<(typeof LIST_SEARCH_FIELDS)[number], typeof value>),
        (fields) => {
          const params = new URLSearchParams();
          for (const [field, text] of Object.entries(fields)) if (text !== null) params.set(field, text);
          expect(readListSearch(params)).toEqual(readByContract(params));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("reads long and edge values as the contract does", () => {
    for (const [field, text] of [
      ["item", `  ${"z".repeat(100)}  `],
      ["item", "z".repeat(101)],
      ["item", "   "],
      ["fits", `1967_FORD_${"m".repeat(60)}`],
      ["fits", `1967_FORD_${"m".repeat(61)}`],
      ["fits", `1967_${"F".repeat(41)}_Mustang`],
      ["model", Array.from({ length: 21 }, (_, at) => `M${at}`).join(",")],
      ["model", Array.from({ length: 20 }, (_, at) => `M${at}`).join(",")],
      ["model", "Mustang,mustang, MUSTANG ,Falcon"],
      ["type", `${"hood,".repeat(120)}hood`],
      ["price", "UNDER-50, 50-100,under-50"],
      ["page", "100000.0"],
      ["year", "-0"],
      ["make", "  "],
    ] as const) {
      const params = new URLSearchParams({ [field]: text });
      expect(readListSearch(params), `${field}=${text}`).toEqual(readByContract(params));
    }
  });
});
