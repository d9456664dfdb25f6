import { z } from "zod";
import { itemCode } from "./contracts/common";
import { csvLine } from "./csv";
import { PART_TYPES, partTypeById } from "./part-types";
import { FIRST_MODEL_YEAR } from "./years";

/**
 * The columns of the parts CSV file, in the order the export writes them. An import's header row must
 * name every one of them, in any order. Amounts are dollars with at most two decimals; `fits` lists
 * every make the part fits, separated by `|`; flags are true/false (also yes/no, 1/0); an empty
 * price2..price6, special_price, holiday_price or onshpeta means none. `part_type` (decision 036) is a
 * part type's id or label (domain/part-types.ts); empty, or a file without the column, reads the type
 * from the description. `descrip_fr` (decision 039) is the description in French, shown on French pages;
 * empty, or a file without the column, leaves none (the English one is shown there).
 */
export const PART_CSV_COLUMNS = [
  "item",
  "descrip",
  "make",
  "fits",
  "model",
  "year_from",
  "year_end",
  "price",
  "pricel",
  "price2",
  "price3",
  "price4",
  "price5",
  "price6",
  "onhand",
  "orderpt",
  "qty",
  "onshpeta",
  "weight_kg",
  "oversize",
  "onsale",
  "featured",
  "popular",
  "promotional",
  "hot_sale",
  "special_price",
  "holiday_price",
  "img_path",
  "big",
  "part_type",
  "descrip_fr",
] as const;
export type PartColumn = (typeof PART_CSV_COLUMNS)[number];

export const LAST_MODEL_YEAR = 2100;
const MAX_AMOUNT = 1_000_000;
const MAX_WEIGHT_KG = 999_999.99;
const MAX_STOCK = 10_000_000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for.
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;

/** Whether an amount has at most two decimals (it is a whole number of cents). */
export function isWholeCents(amount: number): boolean {
  const cents = amount * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

const oneLine = (label: string, max: number, min = 0) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(min, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => !CONTROL_CHARACTERS.test(text), `${label} must be one line of plain text`);

const amount = (label: string) =>
  z
    .number({ error: `${label} must be an amount like 12.50` })
    .min(0, `${label} must be 0 or more`)
    .max(MAX_AMOUNT, `${label} must be at most ${MAX_AMOUNT}`)
    .refine(isWholeCents, `${label} must have at most 2 decimals`);

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be ${min} or more`)
    .max(max, `${label} must be at most ${max}`);

const year = (label: string) => whole(label, FIRST_MODEL_YEAR, LAST_MODEL_YEAR);

/** Whether text is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

const imagePath = (label: string) =>
  oneLine(label, 300).refine((path) => path === "" || /^\/[^\s]*$/.test(path), `${label} must be an address on this shop starting with /`);

/** Where a part's generated picture is, for a part given none (what the demo shop's parts use). */
export const partImagePath = (item: string) => `/images/parts/${encodeURIComponent(item)}.svg`;
export const partBigImagePath = (item: string) => `/images/parts/${encodeURIComponent(item)}.svg?size=large`;

const makeList = z.array(oneLine("Fits", 40, 1), { error: "Fits must be a list of makes" }).max(50, "A part fits at most 50 makes");

const PART_TYPE_MESSAGE = "Part type must be one of the shop's part types, or empty to read it from the description";

/** Every field of a part as staff enter it, with the shop's rules; the item code is kept in upper case. */
const partShape = z.object({
  item: itemCode.transform((code) => code.toUpperCase()),
  descrip: oneLine("Description", 300, 1),
  /** The description in French (decision 039); null: French pages show the English one. */
  descrip_fr: oneLine("French description", 300)
    .nullable()
    .default(null)
    .transform((text) => (text === null || text.trim() === "" ? null : text)),
  make: oneLine("Make", 40, 1),
  fits: makeList.default([]),
  model: oneLine("Model", 80).default(""),
  year_from: year("Year from"),
  year_end: year("Year to"),
  price: amount("Price"),
  pricel: amount("List price"),
  price2: amount("Price 2").nullable().default(null),
  price3: amount("Price 3").nullable().default(null),
  price4: amount("Price 4").nullable().default(null),
  price5: amount("Price 5").nullable().default(null),
  price6: amount("Price 6").nullable().default(null),
  onhand: whole("On hand", 0, MAX_STOCK).default(0),
  orderpt: whole("Reorder point", 0, MAX_STOCK).default(0),
  qty: whole("Quantity per sale", 1, 10_000).default(1),
  onshpeta: z
    .string({ error: "Arrival date must be a date like 2026-12-24" })
    .refine(isCalendarDay, "Arrival date must be a date like 2026-12-24")
    .nullable()
    .default(null),
  weight_kg: z
    .number({ error: "Weight must be a number of kilograms" })
    .gt(0, "Weight must be more than 0 kg")
    .max(MAX_WEIGHT_KG, `Weight must be at most ${MAX_WEIGHT_KG} kg`)
    .refine(isWholeCents, "Weight must have at most 2 decimals")
    .default(1),
  oversize: z.boolean({ error: "Oversize must be true or false" }).default(false),
  onsale: z.boolean({ error: "On sale must be true or false" }).default(false),
  featured: z.boolean({ error: "Featured must be true or false" }).default(false),
  popular: z.boolean({ error: "Popular must be true or false" }).default(false),
  promotional: z.boolean({ error: "Promotional must be true or false" }).default(false),
  hot_sale: z.boolean({ error: "Hot sale must be true or false" }).default(false),
  special_price: amount("Special price").nullable().default(null),
  holiday_price: amount("Holiday sale price").nullable().default(null),
  img_path: imagePath("Picture").default(""),
  big: imagePath("Large picture").default(""),
  /** Null: read from the description when the part is written (writePartRecords, domain/part-types partTypeOf). */
  part_type: z
    .string({ error: PART_TYPE_MESSAGE })
    .refine((id) => partTypeById(id) !== undefined, PART_TYPE_MESSAGE)
    .nullable()
    .default(null),
});

type PartShape = z.infer<typeof partShape>;
type Checked = Omit<PartShape, "item">;

/** Rules across fields: years in order, sale prices below the list price. */
function checkAcrossFields(part: Checked, context: z.RefinementCtx): void {
  if (part.year_end < part.year_from) context.addIssue({ code: "custom", path: ["year_end"], message: "Year to must not be before year from" });
  if (part.special_price !== null && part.special_price >= part.pricel) {
    context.addIssue({ code: "custom", path: ["special_price"], message: "Special price must be below the list price" });
  }
  if (part.holiday_price !== null && part.holiday_price >= part.pricel) {
    context.addIssue({ code: "custom", path: ["holiday_price"], message: "Holiday sale price must be below the list price" });
  }
}

/** A part as staff create it (POST /api/admin/parts and each row of an import). */
export const partFields = partShape.superRefine(checkAcrossFields);
/** A part as staff edit it (PUT /api/admin/parts/:item): every field but the code, which the address names. */
export const partEditFields = partShape.omit({ item: true }).superRefine(checkAcrossFields);

/** A part's every field, checked: what the shop stores and what the console and the CSV file show. */
export type PartFields = z.output<typeof partFields>;
export type PartEdit = z.output<typeof partEditFields>;

/** One thing wrong with one row of an import: its row in the file (the header is row 1), its column, and what to fix. */
export interface PartRowError {
  row: number;
  column: string;
  message: string;
}

/**
 * A checked part's makes in their stored spelling, with its own make among those it fits and its
 * pictures defaulted; or what is wrong (a make the shop does not have). `makes` maps lower-case names
 * to the shop's spelling.
 */
export function settleMakes(
  part: PartFields,
  makes: ReadonlyMap<string, string>,
): { part: PartFields } | { errors: { column: PartColumn; message: string }[] } {
  const errors: { column: PartColumn; message: string }[] = [];
  const make = makes.get(part.make.toLowerCase());
  if (!make) errors.push({ column: "make", message: `The shop has no make named ${part.make}` });
  const fits: string[] = [];
  for (const name of part.fits) {
    const known = makes.get(name.toLowerCase());
    if (!known) errors.push({ column: "fits", message: `The shop has no make named ${name}` });
    else if (!fits.includes(known)) fits.push(known);
  }
  if (errors.length > 0 || !make) return { errors };
  if (!fits.includes(make)) fits.unshift(make);
  return {
    part: {
      ...part,
      make,
      fits: fits.sort(),
      img_path: part.img_path || partImagePath(part.item),
      big: part.big || partBigImagePath(part.item),
    },
  };
}

const TRUE_WORDS = new Set(["true", "yes", "y", "1"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0", ""]);
const NUMBER = /^-?\d+(\.\d+)?$/;

const NUMBER_COLUMNS = new Set<PartColumn>(["year_from", "year_end", "price", "pricel", "onhand", "orderpt", "qty", "weight_kg"]);
const OPTIONAL_AMOUNT_COLUMNS = new Set<PartColumn>(["price2", "price3", "price4", "price5", "price6", "special_price", "holiday_price"]);
const FLAG_COLUMNS = new Set<PartColumn>(["oversize", "onsale", "featured", "popular", "promotional", "hot_sale"]);
const DEFAULTED_COLUMNS = new Set<PartColumn>(["model", "onhand", "orderpt", "qty", "weight_kg", "img_path", "big"]);
/** Columns an import's header may leave out: files written before they existed still import. */
const OPTIONAL_HEADER_COLUMNS = new Set<PartColumn>(["part_type", "descrip_fr"]);

/** A cell as the value its column holds; a cell that is not one is passed on as text, for the rules to name. */
function cellValue(column: PartColumn, cell: string): unknown {
  const text = cell.trim();
  if (column === "fits") {
    return text
      .split("|")
      .map((make) => make.trim())
      .filter(Boolean);
  }
  if (column === "descrip_fr") return text === "" ? null : cell;
  if (column === "part_type") {
    if (text === "") return null;
    const lower = text.toLowerCase();
    return PART_TYPES.find((type) => type.id === lower || type.label.toLowerCase() === lower)?.id ?? text;
  }
  if (FLAG_COLUMNS.has(column)) {
    const word = text.toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    return text;
  }
  if (OPTIONAL_AMOUNT_COLUMNS.has(column) || column === "onshpeta") {
    if (text === "") return null;
    return column !== "onshpeta" && NUMBER.test(text) ? Number(text) : text;
  }
  if (text === "" && DEFAULTED_COLUMNS.has(column)) return undefined;
  if (NUMBER_COLUMNS.has(column)) return NUMBER.test(text) ? Number(text) : text === "" ? undefined : text;
  return cell;
}

/**
 * Where each column is in a file whose header row is `header`, or what is wrong with the header
 * (a missing, unknown or repeated column).
 */
export function readPartHeader(header: readonly string[]): { columns: Map<PartColumn, number> } | { errors: PartRowError[] } {
  const errors: PartRowError[] = [];
  const columns = new Map<PartColumn, number>();
  header.forEach((name, index) => {
    const column = name.trim().toLowerCase() as PartColumn;
    if (!(PART_CSV_COLUMNS as readonly string[]).includes(column))
      errors.push({ row: 1, column: name, message: `The column ${name || "(blank)"} is not one the parts file has` });
    else if (columns.has(column)) errors.push({ row: 1, column: name, message: `The column ${name} appears twice` });
    else columns.set(column, index);
  });
  for (const column of PART_CSV_COLUMNS) {
    if (!columns.has(column) && !OPTIONAL_HEADER_COLUMNS.has(column)) errors.push({ row: 1, column, message: `The header row needs a ${column} column` });
  }
  return errors.length > 0 ? { errors } : { columns };
}

/** One data row of a parts file checked by the shop's rules: the part (makes not yet settled), or every problem with the row. */
export function readPartRow(
  row: number,
  cells: readonly string[],
  columns: ReadonlyMap<PartColumn, number>,
): { part: PartFields } | { errors: PartRowError[] } {
  if (cells.length !== columns.size) {
    return { errors: [{ row, column: "*", message: `The row has ${cells.length} cells but the header names ${columns.size} columns` }] };
  }
  const input: Record<string, unknown> = {};
  for (const [column, index] of columns) input[column] = cellValue(column, cells[index]!);
  const checked = partFields.safeParse(input);
  if (checked.success) return { part: checked.data };
  const errors = new Map<string, PartRowError>();
  for (const issue of checked.error.issues) {
    const column = String(issue.path[0] ?? "*");
    if (!errors.has(column)) errors.set(column, { row, column, message: issue.message });
  }
  return { errors: [...errors.values()] };
}

const money = (amount: number | null) => (amount === null ? null : amount.toFixed(2));

/** A part as one line of the parts CSV file, in PART_CSV_COLUMNS order (what readPartRow reads back). */
export function partCsvLine(part: PartFields): string {
  return csvLine([
    part.item,
    part.descrip,
    part.make,
    part.fits.join("|"),
    part.model,
    part.year_from,
    part.year_end,
    money(part.price),
    money(part.pricel),
    money(part.price2),
    money(part.price3),
    money(part.price4),
    money(part.price5),
    money(part.price6),
    part.onhand,
    part.orderpt,
    part.qty,
    part.onshpeta,
    part.weight_kg.toFixed(2),
    part.oversize,
    part.onsale,
    part.featured,
    part.popular,
    part.promotional,
    part.hot_sale,
    money(part.special_price),
    money(part.holiday_price),
    part.img_path,
    part.big,
    part.part_type,
    part.descrip_fr,
  ]);
}

/** The header line of the parts CSV file. */
export const PART_CSV_HEADER_LINE = csvLine(PART_CSV_COLUMNS);
