import { z } from "zod";
import { csvLine } from "./csv";
import { type FitmentRange, type FitmentRow, fitmentRanges, lastModelYear, summaryOfFitment, yearsOf } from "./fitment";
import { FIRST_MODEL_YEAR } from "./years";

/**
 * Fitment as staff enter it: year ranges of one make and model (with an optional submodel and
 * engine), in the console's part page and in the fitment CSV file (shaped after ACES). One schema
 * checks both; a range is kept as one row per model year (yearsOf).
 */

/** The header of the fitment CSV file, exactly, in this order; one line per range. */
export const FITMENT_CSV_COLUMNS = ["part", "year_from", "year_to", "make", "model", "submodel", "engine"] as const;
export type FitmentColumn = (typeof FITMENT_CSV_COLUMNS)[number];
export const FITMENT_CSV_HEADER_LINE = csvLine(FITMENT_CSV_COLUMNS);

/** At most this many ranges for one part in the console's editor. */
export const MAX_RANGES_PER_PART = 500;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for.
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label} must be one line of plain text`);

const required = (label: string, max: number) => text(label, max).refine((value) => value !== "", `${label} is required`);
const optional = (label: string, max: number) =>
  z
    .union([text(label, max), z.null()])
    .optional()
    .transform((value) => (value ? value : null));

const modelYear = (label: string) =>
  z
    .number({ error: `${label} must be a year like 1967` })
    .int(`${label} must be a year like 1967`)
    .refine((year) => year >= FIRST_MODEL_YEAR && year <= lastModelYear(), `${label} must be a model year from ${FIRST_MODEL_YEAR} to ${lastModelYear()}`);

/** One range of model years of one vehicle, as staff enter it; make in capitals, as the shop spells makes. */
export const fitmentRangeFields = z
  .object({
    year_from: modelYear("Year from"),
    year_to: modelYear("Year to"),
    make: required("Make", 40).transform((make) => make.toUpperCase()),
    model: required("Model", 80),
    submodel: optional("Submodel", 80),
    engine: optional("Engine", 80),
  })
  .superRefine((range, context) => {
    if (range.year_to < range.year_from) context.addIssue({ code: "custom", path: ["year_to"], message: "Year to must not be before year from" });
  });
export type FitmentRangeInput = z.input<typeof fitmentRangeFields>;
export type FitmentRangeFields = z.output<typeof fitmentRangeFields>;

/** A part's whole fitment as the console's editor sends it: its ranges (none: a universal part). */
export const partFitmentFields = z.object({
  ranges: z.array(fitmentRangeFields).max(MAX_RANGES_PER_PART, `A part has at most ${MAX_RANGES_PER_PART} ranges`),
});
export type PartFitmentFields = z.output<typeof partFitmentFields>;

/** Ranges as rows, one per model year, each vehicle once. */
export function rowsOfRanges(ranges: readonly FitmentRangeFields[]): FitmentRow[] {
  const seen = new Set<string>();
  const rows: FitmentRow[] = [];
  for (const range of ranges) {
    for (const year of yearsOf(range.year_from, range.year_to)) {
      const row = { year, make: range.make, model: range.model, submodel: range.submodel, engine: range.engine };
      const key = [row.year, row.make, row.model, row.submodel ?? "", row.engine ?? ""].join("\u0000");
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push(row);
    }
  }
  return rows;
}

/** Rows as the ranges staff see and the file holds: runs of consecutive years (fitmentRanges). */
export function rangesOfRows(rows: readonly FitmentRow[]): FitmentRangeFields[] {
  return fitmentRanges(rows).map((range: FitmentRange) => ({
    year_from: range.from,
    year_to: range.to,
    make: range.make,
    model: range.model,
    submodel: range.submodel,
    engine: range.engine,
  }));
}

/** The columns of a part that follow its fitment. */
export interface PartFitmentColumns {
  make: string;
  model: string;
  yearFrom: number;
  yearEnd: number;
  /** item_makes: every make it fits. */
  fits: string[];
}

/**
 * A part's make, model, years and the makes it fits, derived from its fitment rows by the one rule
 * (summaryOfFitment): the years span them, the makes are theirs; the part keeps its own make (and
 * model) when the fitment has it, else takes the first make (and its first model) the fitment names.
 * Null for a universal part (no rows): its columns stay as staff set them.
 */
export function partColumnsOfFitment(rows: readonly FitmentRow[], current: { make: string; model: string }): PartFitmentColumns | null {
  const summary = summaryOfFitment(rows);
  if (summary.yearFrom === null || summary.yearEnd === null) return null;
  const make = summary.makes.includes(current.make.toUpperCase()) ? current.make.toUpperCase() : summary.makes[0]!;
  const models = rows.filter((row) => row.make.toUpperCase() === make).map((row) => row.model);
  const model = models.includes(current.model) ? current.model : models[0]!;
  return { make, model, yearFrom: summary.yearFrom, yearEnd: summary.yearEnd, fits: [...summary.makes].sort() };
}

/** One thing wrong with one row of a fitment file: its row (the header is row 1), column and what to fix. */
export interface FitmentRowError {
  row: number;
  column: string;
  message: string;
}

/** Whether the header row is the fitment file's, exactly; else what is wrong with it. */
export function readFitmentHeader(header: readonly string[]): FitmentRowError[] {
  const names = header.map((name) => name.trim().toLowerCase());
  if (names.length === FITMENT_CSV_COLUMNS.length && names.every((name, index) => name === FITMENT_CSV_COLUMNS[index])) return [];
  return [{ row: 1, column: "*", message: `The header row must be exactly ${FITMENT_CSV_COLUMNS.join(",")}` }];
}

const WHOLE = /^-?\d+$/;
const yearCell = (cell: string) => {
  const trimmed = cell.trim();
  return WHOLE.test(trimmed) ? Number(trimmed) : trimmed === "" ? undefined : trimmed;
};

/** One data row of a fitment file: the part code (in capitals) and its range, or every problem of the row. */
export function readFitmentRow(row: number, cells: readonly string[]): { item: string; range: FitmentRangeFields } | { errors: FitmentRowError[] } {
  if (cells.length !== FITMENT_CSV_COLUMNS.length) {
    return { errors: [{ row, column: "*", message: `The row has ${cells.length} cells but the header names ${FITMENT_CSV_COLUMNS.length} columns` }] };
  }
  const [part, yearFrom, yearTo, make, model, submodel, engine] = cells as [string, string, string, string, string, string, string];
  const errors: FitmentRowError[] = [];
  const item = part.trim().toUpperCase();
  if (item === "") errors.push({ row, column: "part", message: "Part is required" });
  else if (item.length > 64) errors.push({ row, column: "part", message: "Part must be at most 64 characters" });
  const checked = fitmentRangeFields.safeParse({ year_from: yearCell(yearFrom), year_to: yearCell(yearTo), make, model, submodel, engine });
  if (checked.success && errors.length === 0) return { item, range: checked.data };
  if (!checked.success) {
    const seen = new Set<string>();
    for (const issue of checked.error.issues) {
      const column = String(issue.path[0] ?? "*");
      if (seen.has(column)) continue;
      seen.add(column);
      const blank = { year_from: yearFrom, year_to: yearTo }[column]?.trim() === "";
      const message = blank ? `${labelOf(column)} is required` : issue.message;
      errors.push({ row, column, message });
    }
  }
  return { errors };
}

function labelOf(column: string): string {
  return column === "year_from" ? "Year from" : "Year to";
}

/** A range of a part as one line of the fitment file (what readFitmentRow reads back). */
export function fitmentCsvLine(item: string, range: FitmentRangeFields): string {
  return csvLine([item, range.year_from, range.year_to, range.make, range.model, range.submodel, range.engine]);
}
