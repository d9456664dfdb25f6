import type { ProductListSearch } from "./contracts/common";
import { fitsParamOf, vehicleOfFitsParam } from "./fitment";
import { LIST_SORTS, type ListSort, PRICE_BAND_IDS } from "./list-facets";
import { OTHER_PART_TYPE, PART_TYPE_IDS } from "./part-types";
import { FIRST_MODEL_YEAR } from "./years";

/**
 * A list's query (the product list, search, Hot Deals) read from its address without zod, so that a
 * list page's first render in the browser needs no schema (docs/decisions/009-web-layers.md). Each
 * field is read as `productListSearch` (contracts/common.ts) reads it alone, the contract a list's
 * request is checked by on the server; a property test holds the two together. A value the contract
 * would refuse counts as no filter (page 1 for the page).
 */

/** The query's fields in the contract's order, as a query string carries them. */
export const LIST_SEARCH_FIELDS = [
  "make",
  "year",
  "item",
  "fits",
  "page",
  "type",
  "model",
  "in_stock",
  "on_sale",
  "price",
  "sort",
  "facets",
] as const satisfies readonly (keyof ProductListSearch)[];

/** The fields a shopper filters, facets and sorts by: all but the page and `facets`. */
export const LIST_FILTER_FIELDS = LIST_SEARCH_FIELDS.filter(
  (field): field is Exclude<(typeof LIST_SEARCH_FIELDS)[number], "page" | "facets"> => field !== "page" && field !== "facets",
);

/** What a query string gives: a text, or nothing when the parameter is absent. */
type Param = string | null;

/** An empty query value ("", "All") means "no filter", as the contract's `blankToUndefined`. */
const isBlank = (value: Param): value is null | "" | "All" | "all" => value === null || value === "" || value === "All" || value === "all";

const MAKE_NAME = /^[A-Za-z0-9 &.'-]+$/;

/** A make's name as the contract's `makeName` takes it: trimmed, 1 to 40 letters, digits, spaces or - & . ' */
function makeNameOf(text: string): string | undefined {
  const name = text.trim();
  return name.length >= 1 && name.length <= 40 && MAKE_NAME.test(name) ? name : undefined;
}

/** A whole number between min and max, sent as decimal digits (the contract's `wholeNumber`). */
function wholeNumberOf(text: string, min: number, max: number): number | undefined {
  if (!/^-?\d{1,15}(\.\d{1,15})?$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
}

/** Values of one facet (`type=hood,fender`): each one of `allowed`, repeats dropped; none or an unknown one refuses all. */
function facetValuesOf(text: string, allowed: readonly string[]): string[] | undefined {
  if (text.length > 600) return undefined;
  const values = [...new Set(text.split(",").map((value) => value.trim().toLowerCase()))].filter(Boolean);
  return values.length > 0 && values.every((value) => allowed.includes(value)) ? values : undefined;
}

/** Models (any case, the first spelling kept): 1 to 20 names of at most 60 characters. */
function facetModelsOf(text: string): string[] | undefined {
  if (text.length > 1_300) return undefined;
  const names = text.split(",").map((value) => value.trim());
  const values = names.filter((value, at) => value !== "" && names.findIndex((other) => other.toLowerCase() === value.toLowerCase()) === at);
  return values.length > 0 && values.length <= 20 && values.every((value) => value.length <= 60) ? values : undefined;
}

/** A yes/no switch: 1 or true for yes, 0 or false for no. */
function switchOf(text: string): boolean | undefined {
  if (text === "1" || text === "true") return true;
  if (text === "0" || text === "false") return false;
  return undefined;
}

/** 'Only parts that fit' a vehicle as year_MAKE_Model, written back the shop's way. */
function fitsOf(text: string): string | undefined {
  if (text.length > 120) return undefined;
  const vehicle = vehicleOfFitsParam(text);
  if (!vehicle || makeNameOf(vehicle.make) === undefined || vehicle.model.length > 60) return undefined;
  return fitsParamOf(vehicle);
}

const PART_TYPE_VALUES = [...PART_TYPE_IDS, OTHER_PART_TYPE];

/** One field of a list's query, or undefined when it is absent, blank or refused. */
function read<T>(value: Param, reader: (text: string) => T | undefined): T | undefined {
  return isBlank(value) ? undefined : reader(value);
}

/** Reads the filters, facets, sort and page of a list from its query string; a value the API would refuse counts as no filter. */
export function readListSearch(params: URLSearchParams): Omit<ProductListSearch, "facets"> {
  const get = (field: (typeof LIST_SEARCH_FIELDS)[number]) => params.get(field);
  return {
    make: read(get("make"), makeNameOf),
    year: read(get("year"), (text) => wholeNumberOf(text, FIRST_MODEL_YEAR, 2100)),
    item: read(get("item"), (text) => (text.trim().length <= 100 ? text.trim() : undefined)),
    fits: read(get("fits"), fitsOf),
    type: read(get("type"), (text) => facetValuesOf(text, PART_TYPE_VALUES)),
    model: read(get("model"), facetModelsOf),
    in_stock: read(get("in_stock"), switchOf) || undefined,
    on_sale: read(get("on_sale"), switchOf) || undefined,
    price: read(get("price"), (text) => facetValuesOf(text, PRICE_BAND_IDS)),
    sort: read(get("sort"), (text) => ((LIST_SORTS as readonly string[]).includes(text) ? (text as ListSort) : undefined)),
    page: read(get("page"), (text) => wholeNumberOf(text, 1, 100_000)) ?? 1,
  };
}
