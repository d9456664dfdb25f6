import { z } from "zod";
import { fitsParamOf, vehicleOfFitsParam } from "../fitment";
import { LIST_SORTS, PRICE_BAND_IDS } from "../list-facets";
import { OTHER_PART_TYPE, PART_TYPE_IDS } from "../part-types";
import { FIRST_MODEL_YEAR } from "../years";

export { MESSAGE_KEY_HEADER, MESSAGE_VALUES_HEADER } from "./message-headers";

/** The error body of every 4xx and 5xx answer. */
export const apiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiError>;

export const statusReply = z.object({ status: z.string() });

/** An empty query value ("", "All") means "no filter". */
const blankToUndefined = (value: unknown) => (value === "" || value === "All" || value === "all" || value === null ? undefined : value);

export const makeName = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9 &.'-]+$/, "Make must be letters, digits, spaces or - & . '");
export const itemCode = z
  .string()
  .trim()
  .min(1, "Item code is required")
  .max(40)
  .regex(/^[A-Za-z0-9._/ -]+$/, "Item code has characters an item code never has");

/**
 * A whole number as a query or path sends it: decimal digits only ("16", not "0x10", "1e1" or " 16"),
 * then checked as a number; a number sent in a JSON body is checked as it is. `what` names it in messages.
 */
export function wholeNumber(what: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && /^-?\d{1,15}(\.\d{1,15})?$/.test(value) ? Number(value) : value),
    z.number({ error: `${what} must be a number` }).int(`${what} must be a whole number`),
  );
}

/** The largest id a database row can have (a PostgreSQL integer). */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id as a body sends it: a whole number the database can hold. */
export const rowId = z.number({ error: "Must be a number" }).int("Must be a whole number").min(0, "Must be 0 or more").max(MAX_ROW_ID, "No such record");

/** A text that may span lines (a message, order notes): the only texts in which tabs and line breaks are allowed. */
export function multiLineText<T extends z.ZodType>(schema: T): T {
  return schema.meta({ multiline: true });
}

export const yearFilter = z.preprocess(
  blankToUndefined,
  wholeNumber("Year")
    .pipe(z.number().min(FIRST_MODEL_YEAR, `Year must be ${FIRST_MODEL_YEAR} or later`).max(2100, "Year must be 2100 or earlier"))
    .optional(),
);
export const pageParam = z.preprocess(
  blankToUndefined,
  wholeNumber("Page").pipe(z.number().min(1, "Page must be 1 or more").max(100_000, "Page must be 100000 or less")).default(1),
);
export const textFilter = z.preprocess(blankToUndefined, z.string().trim().max(100, "Search text must be at most 100 characters").optional());
export const makeFilter = z.preprocess(blankToUndefined, makeName.optional());

const FITS_MESSAGE = "fits must be a vehicle as year_MAKE_Model, like 1967_FORD_Mustang";

/**
 * 'Only parts that fit' one vehicle (decision 032): ?fits=1967_FORD_Mustang (domain/fitment
 * fitsParamOf), written back the shop's way (make in upper case); a value that is not a vehicle is refused.
 */
export const fitsFilter = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(120, FITS_MESSAGE)
    .transform((text, context) => {
      const vehicle = vehicleOfFitsParam(text);
      if (!vehicle || !makeName.safeParse(vehicle.make).success || vehicle.model.length > 60) {
        context.addIssue({ code: "custom", message: FITS_MESSAGE });
        return z.NEVER;
      }
      return fitsParamOf(vehicle);
    })
    .optional(),
);

/** make, year and item filters, 'Only parts that fit' a vehicle, and a page number, as the product list, search and promotions send them. */
export const productSearch = z.object({ make: makeFilter, year: yearFilter, item: textFilter, fits: fitsFilter, page: pageParam });
export type ProductSearch = z.infer<typeof productSearch>;

/** GET /specials: every special, or with fits only those that fit that vehicle (and universal parts). */
export const specialsQuery = z.object({ fits: fitsFilter });

/** Several values of one facet, as `type=hood,fender` (or the parameter repeated): each must be one of `allowed`; repeats are dropped. */
function facetValues(name: string, allowed: readonly string[]) {
  const message = `${name} must be one or more of ${allowed.join(", ")}, separated by commas`;
  return z.preprocess(
    (value) => blankToUndefined(Array.isArray(value) ? value.join(",") : value),
    z
      .string({ error: message })
      .max(600, message)
      .transform((text, context) => {
        const values = [...new Set(text.split(",").map((value) => value.trim().toLowerCase()))].filter(Boolean);
        if (values.length === 0 || values.some((value) => !allowed.includes(value))) {
          context.addIssue({ code: "custom", message });
          return z.NEVER;
        }
        return values;
      })
      .optional(),
  );
}

/** The most models one list may tick. */
export const MAX_CHOSEN_MODELS = 20;

/** Models of the list's make, as the fitment table names them (several widen): matched in any case, each at most 60 characters. */
function facetModels(name: string) {
  const message = `${name} must be 1 to ${MAX_CHOSEN_MODELS} model names of at most 60 characters, separated by commas`;
  return z.preprocess(
    (value) => blankToUndefined(Array.isArray(value) ? value.join(",") : value),
    z
      .string({ error: message })
      .max(1_300, message)
      .transform((text, context) => {
        const names = text.split(",").map((value) => value.trim());
        const values = names.filter((value, at) => value !== "" && names.findIndex((other) => other.toLowerCase() === value.toLowerCase()) === at);
        if (values.length === 0 || values.length > MAX_CHOSEN_MODELS || values.some((value) => value.length > 60)) {
          context.addIssue({ code: "custom", message });
          return z.NEVER;
        }
        return values;
      })
      .optional(),
  );
}

/** A yes/no facet or switch: 1 or true for yes; 0, false or nothing for no. */
function facetSwitch(name: string) {
  const message = `${name} must be 1 or 0`;
  return z.preprocess(
    blankToUndefined,
    z
      .enum(["1", "0", "true", "false"], { error: message })
      .transform((value) => value === "1" || value === "true")
      .optional(),
  );
}

/**
 * The product list, the search and Hot Deals (GET /searchResualt, /searchFeatured): productSearch with
 * the facets and the sort of decision 036. `type` part types (or `other`), `model` models of the
 * list's make (from fitment; only with `make`) and `price` bands each widen within themselves;
 * `in_stock`, `on_sale` and the rest narrow; `sort` orders; `facets=1` asks for every facet's counts in
 * the answer. All are optional: without them a list answers as it always did.
 */
export const productListSearch = productSearch
  .extend({
    type: facetValues("type", [...PART_TYPE_IDS, OTHER_PART_TYPE]),
    model: facetModels("model"),
    in_stock: facetSwitch("in_stock"),
    on_sale: facetSwitch("on_sale"),
    price: facetValues("price", PRICE_BAND_IDS),
    sort: z.preprocess(blankToUndefined, z.enum(LIST_SORTS, { error: `sort must be one of ${LIST_SORTS.join(", ")}` }).optional()),
    facets: facetSwitch("facets"),
  })
  .refine((search) => search.model === undefined || search.make !== undefined, {
    message: "model needs a make: the models offered are those of the list's make",
    path: ["model"],
  });
export type ProductListSearch = z.infer<typeof productListSearch>;
