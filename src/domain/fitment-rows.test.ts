import { describe, expect, it } from "vitest";
import { readCsv } from "./csv";
import { fitmentCsvLine, fitmentRangeFields, partColumnsOfFitment, rangesOfRows, readFitmentHeader, readFitmentRow, rowsOfRanges } from "./fitment-rows";

const range = (year_from: number, year_to: number, make: string, model: string, submodel: string | null = null, engine: string | null = null) => ({
  year_from,
  year_to,
  make,
  model,
  submodel,
  engine,
});

describe("fitment ranges as staff enter them", () => {
  it("expands a range to one row per model year, each vehicle once, and groups rows back into the same ranges", () => {
    const ranges = [range(1967, 1968, "FORD", "Mustang"), range(1968, 1969, "FORD", "Mustang"), range(1969, 1969, "CHEVROLET", "Camaro", "SS", "350")];
    const rows = rowsOfRanges(ranges);
    expect(rows.map((row) => `${row.year} ${row.make}`)).toEqual(["1967 FORD", "1968 FORD", "1969 FORD", "1969 CHEVROLET"]);
    expect(rangesOfRows(rows)).toEqual([range(1969, 1969, "CHEVROLET", "Camaro", "SS", "350"), range(1967, 1969, "FORD", "Mustang")]);
  });

  it("checks years, order, make and model, lengths; makes in capitals, an empty submodel or engine as none", () => {
    expect(fitmentRangeFields.parse({ year_from: 1969, year_to: 1970, make: "chevrolet", model: " Camaro ", submodel: "", engine: undefined })).toEqual(
      range(1969, 1970, "CHEVROLET", "Camaro"),
    );
    const messages = (input: object) => fitmentRangeFields.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ year_from: 1970, year_to: 1969, make: "FORD", model: "Mustang" })).toEqual(["Year to must not be before year from"]);
    expect(messages({ year_from: 1948, year_to: 1969, make: "FORD", model: "Mustang" })[0]).toMatch(/^Year from must be a model year from 1949/);
    expect(messages({ year_from: 1967, year_to: 1968, make: "", model: "" })).toEqual(["Make is required", "Model is required"]);
    expect(messages({ year_from: 1967, year_to: 1968, make: "FORD", model: "Mustang", engine: "V".repeat(81) })).toEqual([
      "Engine must be at most 80 characters",
    ]);
  });
});

describe("the part's columns follow its fitment", () => {
  it("spans its years, lists its makes, keeps the part's own make and model when the fitment has them, else takes the first", () => {
    const rows = rowsOfRanges([range(1969, 1970, "CHEVROLET", "Camaro"), range(1967, 1967, "FORD", "Mustang")]);
    expect(partColumnsOfFitment(rows, { make: "FORD", model: "Mustang" })).toEqual({
      make: "FORD",
      model: "Mustang",
      yearFrom: 1967,
      yearEnd: 1970,
      fits: ["CHEVROLET", "FORD"],
    });
    expect(partColumnsOfFitment(rows, { make: "DODGE", model: "Dart" })).toMatchObject({ make: "CHEVROLET", model: "Camaro" });
    expect(partColumnsOfFitment([], { make: "FORD", model: "Mustang" })).toBeNull();
  });
});

describe("the fitment CSV file", () => {
  it("reads back what it writes, and names what is wrong with a row or the header", () => {
    const line = fitmentCsvLine("F67-HOOD", range(1967, 1968, "FORD", "Mustang", "Fastback, 2+2", null));
    expect(line).toBe('F67-HOOD,1967,1968,FORD,Mustang,"Fastback, 2+2",\r\n');
    const [record] = [...readCsv(line)];
    expect(readFitmentRow(2, record!.cells)).toEqual({ item: "F67-HOOD", range: range(1967, 1968, "FORD", "Mustang", "Fastback, 2+2") });
    expect(readFitmentRow(3, ["", "", "1968", "FORD", "Mustang", "", ""])).toEqual({
      errors: [
        { row: 3, column: "part", message: "Part is required" },
        { row: 3, column: "year_from", message: "Year from is required" },
      ],
    });
    expect(readFitmentHeader(["part", "year_from", "year_to", "make", "model", "submodel", "engine"])).toEqual([]);
    expect(readFitmentHeader(["part", "year", "make"])).toHaveLength(1);
  });
});
