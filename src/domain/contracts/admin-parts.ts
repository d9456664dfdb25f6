import { z } from "zod";
import { PART_CSV_COLUMNS, partEditFields, partFields } from "../part-rows";
import { apiError, itemCode, makeFilter, pageParam, textFilter } from "./common";
import { formFor, textBoxes, typedNumber, typedNumberOrNull } from "./form-bodies";

/**
 * The parts CSV file (GET /api/admin/parts.csv writes it, POST /api/admin/parts/import reads it).
 * Its header row is exactly:
 *
 * item,descrip,make,fits,model,year_from,year_end,price,pricel,price2,price3,price4,price5,price6,
 * onhand,orderpt,qty,onshpeta,weight_kg,oversize,onsale,featured,popular,promotional,hot_sale,
 * special_price,holiday_price,img_path,big,part_type
 *
 * (one line). An import may give the columns in any order but must give all of them (part_type may be
 * left out: the description then names the type). Amounts are
 * dollars with at most two decimals; `fits` is every make the part fits, separated by `|` (the part's
 * own make is always among them); flags are true/false (yes/no and 1/0 are read too); an empty price2..
 * price6 means no tier price, an empty special_price or holiday_price clears it, an empty onshpeta means
 * no arrival date; an empty model, onhand, orderpt, qty, weight_kg, img_path or big takes its default
 * ("", 0, 0, 1, 1 kg, the generated picture).
 */
export const PARTS_CSV_HEADER = PART_CSV_COLUMNS.join(",");

/** GET /api/admin/parts: an item-code prefix or words of the description, a make, and a page of 20. */
export const staffPartsQuery = z.object({ q: textFilter, make: makeFilter, page: pageParam });
export type StaffPartsQuery = z.infer<typeof staffPartsQuery>;

export const partParams = z.object({ item: itemCode });

const money = z.number();
const tier = z.number().nullable();

/** A row of the console's parts list. */
export const staffPartRow = z.object({
  item: z.string(),
  descrip: z.string(),
  make: z.string(),
  fits: z.array(z.string()),
  year_from: z.number().int(),
  year_end: z.number().int(),
  price: money,
  pricel: money,
  price2: tier,
  price3: tier,
  price4: tier,
  price5: tier,
  price6: tier,
  onhand: z.number().int(),
  orderpt: z.number().int(),
  special_price: tier,
  holiday_price: tier,
  featured: z.boolean(),
  holiday_sale: z.boolean(),
  promotional: z.boolean(),
  oversize: z.boolean(),
  onsale: z.boolean(),
  hot_sale: z.boolean(),
  popular: z.boolean(),
});
export type StaffPartRow = z.infer<typeof staffPartRow>;
export const staffPartList = z.object({ rows: z.array(staffPartRow), total: z.number().int(), page: z.number().int(), per_page: z.number().int() });
export type StaffPartList = z.infer<typeof staffPartList>;

/** POST /api/admin/parts: every field of a new part (see part-rows.ts for the rules). */
export const createPartBody = partFields;
/** PUT /api/admin/parts/:item: every field but the code; a null special_price or holiday_price clears it. */
export const editPartBody = partEditFields;

/** One part with every field staff can change, and what they cannot (views, when it was added). */
export const staffPartDetail = z.object({
  item: z.string(),
  descrip: z.string(),
  descrip_fr: z.string().nullable(),
  part_type: z.string().nullable(),
  make: z.string(),
  fits: z.array(z.string()),
  model: z.string(),
  year_from: z.number().int(),
  year_end: z.number().int(),
  price: money,
  pricel: money,
  price2: tier,
  price3: tier,
  price4: tier,
  price5: tier,
  price6: tier,
  onhand: z.number().int(),
  orderpt: z.number().int(),
  qty: z.number().int(),
  onshpeta: z.string().nullable(),
  weight_kg: z.number(),
  oversize: z.boolean(),
  onsale: z.boolean(),
  featured: z.boolean(),
  popular: z.boolean(),
  promotional: z.boolean(),
  hot_sale: z.boolean(),
  special_price: tier,
  holiday_price: tier,
  img_path: z.string(),
  big: z.string(),
  view_count: z.number().int(),
  created_at: z.string(),
});
export type StaffPartDetail = z.infer<typeof staffPartDetail>;

/** What is wrong with one row of an import file. */
export const importRowError = z.object({ row: z.number().int(), column: z.string(), message: z.string() });

/** At most this many row errors are listed; error_count says how many there were. */
export const IMPORT_ERRORS_LISTED = 200;

/** A refused import (400): the usual error, with the first 200 row errors and how many there were in all (absent when the file itself was refused). */
export const importRefusal = apiError.extend({ row_errors: z.array(importRowError).optional(), error_count: z.number().int().optional() });
export type ImportRefusal = z.infer<typeof importRefusal>;

export const IMPORT_STATES = ["validating", "applying", "done", "invalid", "failed"] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/**
 * An import and how far it is: rows checked, then rows applied (all in one transaction, so a failed or
 * refused import changed nothing). `inserted`: new item codes; `updated`: existing parts whose fields
 * changed; a row that matched its part exactly counts in neither (importing a file again changes nothing). `invalid`: rows had errors, nothing applied. `failed`: the shop
 * could not finish it, nothing applied.
 */
export const importJob = z.object({
  id: z.string(),
  state: z.enum(IMPORT_STATES),
  rows_total: z.number().int().nullable(),
  rows_validated: z.number().int(),
  rows_applied: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  error_count: z.number().int(),
  row_errors: z.array(importRowError),
  message: z.string().nullable(),
  digest: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJob>;
export const importJobParams = z.object({ id: z.uuid({ error: "No such import" }) });

const PART_TEXTS = ["item", "descrip", "descrip_fr", "make", "model", "onshpeta", "img_path", "big"] as const;
const PART_NUMBERS = ["year_from", "year_end", "price", "pricel", "onhand", "orderpt", "qty", "weight_kg"] as const;
const PART_OPTIONAL_AMOUNTS = ["price2", "price3", "price4", "price5", "price6", "special_price", "holiday_price"] as const;
const PART_FLAGS = ["oversize", "onsale", "featured", "popular", "promotional", "hot_sale"] as const;
type PartFlag = (typeof PART_FLAGS)[number];

/** A part as the console's form holds it: a box of text for each value, the makes it fits ticked, its flags. */
const partText = textBoxes([...PART_TEXTS, "part_type", ...PART_NUMBERS, ...PART_OPTIONAL_AMOUNTS]).extend({
  fits: z.array(z.string()),
  ...(Object.fromEntries(PART_FLAGS.map((flag) => [flag, z.boolean()])) as Record<PartFlag, z.ZodBoolean>),
});
type PartText = z.output<typeof partText>;

/** The form as the API's body: texts trimmed (the code in capitals), an empty arrival date or tier price none, numbers as typed. */
function partBodyOf(form: PartText): Record<string, unknown> {
  const body: Record<string, unknown> = { fits: form.fits };
  for (const key of PART_TEXTS) body[key] = form[key].trim();
  body.item = form.item.trim().toUpperCase();
  body.onshpeta = form.onshpeta.trim() === "" ? null : form.onshpeta.trim();
  body.descrip_fr = form.descrip_fr.trim() === "" ? null : form.descrip_fr.trim();
  body.part_type = form.part_type === "" ? null : form.part_type;
  for (const key of PART_NUMBERS) body[key] = typedNumber(form[key]);
  for (const key of PART_OPTIONAL_AMOUNTS) body[key] = typedNumberOrNull(form[key]);
  for (const key of PART_FLAGS) body[key] = form[key];
  return body;
}

/** The console's New part form, checked by the rules a new part is created with. */
export const newPartForm = formFor(partText, partBodyOf, createPartBody);
/** The console's part form for a stored part: every field but the code, which the address names. */
export const partForm = formFor(
  partText,
  (form) => {
    const { item: _code, ...body } = partBodyOf(form);
    return body;
  },
  editPartBody,
);
export type PartFormInput = z.input<typeof partForm>;
/** What the part's form sends: a new part's every field, or a stored part's every field but its code. */
export type PartBody = z.output<typeof newPartForm> | z.output<typeof partForm>;

/** A part as the form starts: a stored part's fields as text, or a new part's defaults. */
export function partFormOf(part: StaffPartDetail | null): PartFormInput {
  const text = (value: number | string | null) => (value === null ? "" : String(value));
  const form = { fits: part ? [...part.fits] : [] } as PartFormInput;
  for (const key of [...PART_TEXTS, ...PART_NUMBERS, ...PART_OPTIONAL_AMOUNTS]) form[key] = part ? text(part[key]) : "";
  for (const key of PART_FLAGS) form[key] = part ? part[key] : false;
  form.part_type = part?.part_type ?? "";
  if (!part) Object.assign(form, { onhand: "0", orderpt: "0", qty: "1", weight_kg: "1" });
  return form;
}
