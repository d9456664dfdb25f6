import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvLine, readCsv } from "./csv";
import {
  isCalendarDay,
  isWholeCents,
  PART_CSV_COLUMNS,
  PART_CSV_HEADER_LINE,
  type PartColumn,
  type PartFields,
  partCsvLine,
  readPartHeader,
  readPartRow,
  settleMakes,
} from "./part-rows";

const part: PartFields = {
  item: "F67-HOOD",
  descrip: 'Steel hood, "GT" style',
  descrip_fr: "Capot en acier, style « GT »",
  part_type: "hood",
  make: "FORD",
  fits: ["FORD", "MERCURY"],
  model: "Mustang",
  year_from: 1967,
  year_end: 1968,
  price: 1234.5,
  pricel: 1299.99,
  price2: 1200,
  price3: null,
  price4: 1100,
  price5: 1050,
  price6: 1000,
  onhand: 4,
  orderpt: 2,
  qty: 1,
  onshpeta: "2030-05-17",
  weight_kg: 22.75,
  oversize: true,
  onsale: false,
  featured: true,
  popular: false,
  promotional: false,
  hot_sale: false,
  special_price: 1111.11,
  holiday_price: null,
  img_path: "/images/parts/F67-HOOD.svg",
  big: "/images/parts/F67-HOOD.svg?size=large",
};

const columns = (() => {
  const read = readPartHeader([...PART_CSV_COLUMNS]);
  if (!("columns" in read)) throw new Error("header");
  return read.columns;
})();

const cellsOf = (line: string) => [...readCsv(line)][0]!.cells;
const makes = new Map([
  ["ford", "FORD"],
  ["mercury", "MERCURY"],
]);

describe("reading CSV", () => {
  it("reads quoted cells with commas, doubled quotes and line breaks, CRLF or LF, a byte-order mark, and counts blank lines", () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\n\n1,,3';
    expect([...readCsv(text)]).toEqual([
      { row: 1, cells: ["a", "b", "c"] },
      { row: 2, cells: ["x, y", 'say "hi"', "two\nlines"] },
      { row: 4, cells: ["1", "", "3"] },
    ]);
  });

  it("writes cells it reads back unchanged", () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const text = rows.map((cells) => csvLine(cells)).join("");
        expect([...readCsv(text)].map((record) => record.cells)).toEqual(rows);
      }),
    );
  });
});

describe("a parts file's rows", () => {
  it("round-trips a part through its CSV line", () => {
    expect(PART_CSV_HEADER_LINE).toBe(`${PART_CSV_COLUMNS.join(",")}\r\n`);
    expect(readPartRow(2, cellsOf(partCsvLine(part)), columns)).toEqual({ part });
  });

  it("reads flags as true/false, yes/no or 1/0, empties as none or the default, and upper-cases the item code", () => {
    const cells = cellsOf(partCsvLine(part));
    const at = (column: (typeof PART_CSV_COLUMNS)[number]) => PART_CSV_COLUMNS.indexOf(column);
    cells[at("item")] = " f67-hood ";
    cells[at("oversize")] = "No";
    cells[at("featured")] = "1";
    cells[at("price4")] = "";
    cells[at("special_price")] = "";
    cells[at("onshpeta")] = "";
    cells[at("qty")] = "";
    cells[at("weight_kg")] = "";
    const read = readPartRow(2, cells, columns);
    expect(read).toEqual({
      part: { ...part, item: "F67-HOOD", oversize: false, featured: true, price4: null, special_price: null, onshpeta: null, qty: 1, weight_kg: 1 },
    });
  });

  it("names every bad column of a row once, with a sentence to fix it", () => {
    const cells = cellsOf(partCsvLine({ ...part, price: -1, onhand: 1.5, year_end: 1950, special_price: 2000 }));
    cells[PART_CSV_COLUMNS.indexOf("pricel")] = "10.005";
    cells[PART_CSV_COLUMNS.indexOf("oversize")] = "maybe";
    cells[PART_CSV_COLUMNS.indexOf("onshpeta")] = "2026-02-30";
    const read = readPartRow(7, cells, columns);
    expect("errors" in read && read.errors).toEqual([
      { row: 7, column: "price", message: "Price must be 0 or more" },
      { row: 7, column: "pricel", message: "List price must have at most 2 decimals" },
      { row: 7, column: "onhand", message: "On hand must be a whole number" },
      { row: 7, column: "onshpeta", message: "Arrival date must be a date like 2026-12-24" },
      { row: 7, column: "oversize", message: "Oversize must be true or false" },
    ]);
    const across = readPartRow(8, cellsOf(partCsvLine({ ...part, year_end: 1950, special_price: 2000 })), columns);
    expect("errors" in across && across.errors.map((error) => error.column)).toEqual(["year_end", "special_price"]);
    expect(readPartRow(9, ["A-1", "Hood"], columns)).toEqual({
      errors: [{ row: 9, column: "*", message: `The row has 2 cells but the header names ${PART_CSV_COLUMNS.length} columns` }],
    });
  });

  it("refuses a header with unknown, repeated or missing columns", () => {
    expect(readPartHeader(["item", "Item", "colour"])).toMatchObject({
      errors: expect.arrayContaining([
        { row: 1, column: "Item", message: "The column Item appears twice" },
        { row: 1, column: "colour", message: "The column colour is not one the parts file has" },
        { row: 1, column: "descrip", message: "The header row needs a descrip column" },
      ]),
    });
    expect(readPartHeader([...PART_CSV_COLUMNS].reverse())).toHaveProperty("columns");
  });

  it("reads a part type by id or label, and a file without the column (written before it existed)", () => {
    const read = readPartHeader(PART_CSV_COLUMNS.filter((column) => column !== "part_type"));
    expect(read).toHaveProperty("columns");
    const older = "columns" in read ? read.columns : new Map();
    const cells = cellsOf(partCsvLine(part)).filter((_, at) => PART_CSV_COLUMNS[at] !== "part_type");
    expect(readPartRow(2, cells, older)).toMatchObject({ part: { part_type: null, descrip_fr: part.descrip_fr } });
    const typed = (cell: string) => {
      const row = cellsOf(partCsvLine(part));
      row[PART_CSV_COLUMNS.indexOf("part_type")] = cell;
      return readPartRow(3, row, columns);
    };
    expect(typed("Tail Lamp")).toMatchObject({ part: { part_type: "tail-lamp" } });
    expect(typed(" FENDER ")).toMatchObject({ part: { part_type: "fender" } });
    expect(typed("")).toMatchObject({ part: { part_type: null } });
    expect(typed("spoiler")).toEqual({
      errors: [{ row: 3, column: "part_type", message: "Part type must be one of the shop's part types, or empty to read it from the description" }],
    });
  });
});

describe("a part's French description (decision 039)", () => {
  const { columns } = readPartHeader(PART_CSV_COLUMNS) as { columns: Map<PartColumn, number> };
  const withFrench = (cell: string) => {
    const row = cellsOf(partCsvLine(part));
    row[PART_CSV_COLUMNS.indexOf("descrip_fr")] = cell;
    return readPartRow(2, row, columns);
  };

  it("is read as written, trimmed, and an empty cell is none", () => {
    expect(withFrench("  Capot en acier  ")).toMatchObject({ part: { descrip_fr: "Capot en acier" } });
    expect(withFrench("")).toMatchObject({ part: { descrip_fr: null } });
    expect(withFrench("   ")).toMatchObject({ part: { descrip_fr: null } });
  });

  it("is one line of at most 300 characters", () => {
    expect(withFrench("é".repeat(301))).toEqual({ errors: [{ row: 2, column: "descrip_fr", message: "French description must be at most 300 characters" }] });
    expect(withFrench("Capot\u0007")).toEqual({ errors: [{ row: 2, column: "descrip_fr", message: "French description must be one line of plain text" }] });
  });

  it("may be left out of a file written before it existed: the part then has none", () => {
    const read = readPartHeader(PART_CSV_COLUMNS.filter((column) => column !== "descrip_fr"));
    const older = "columns" in read ? read.columns : new Map();
    const cells = cellsOf(partCsvLine(part)).filter((_, at) => PART_CSV_COLUMNS[at] !== "descrip_fr");
    expect(readPartRow(2, cells, older)).toMatchObject({ part: { descrip: part.descrip, descrip_fr: null, part_type: "hood" } });
  });
});

describe("a part's makes", () => {
  it("spells makes as the shop does, puts the part's own make among those it fits, and defaults its pictures", () => {
    expect(settleMakes({ ...part, make: "ford", fits: ["mercury"], img_path: "", big: "" }, makes)).toEqual({
      part: { ...part, make: "FORD", fits: ["FORD", "MERCURY"], img_path: "/images/parts/F67-HOOD.svg", big: "/images/parts/F67-HOOD.svg?size=large" },
    });
  });

  it("names makes the shop does not have", () => {
    expect(settleMakes({ ...part, make: "EDSEL", fits: ["TUCKER"] }, makes)).toEqual({
      errors: [
        { column: "make", message: "The shop has no make named EDSEL" },
        { column: "fits", message: "The shop has no make named TUCKER" },
      ],
    });
  });
});

describe("amounts and dates", () => {
  it("takes whole cents only and real calendar days", () => {
    expect([0, 0.1, 12.34, 1299.99, 999999.99].every(isWholeCents)).toBe(true);
    expect([0.001, 12.345, 10.005].some(isWholeCents)).toBe(false);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("26-1-1")).toBe(false);
  });
});
