import { z } from "zod";
import { FIRST_MODEL_YEAR } from "../years";

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

export const makeName = z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9 &.'-]+$/, "Make must be letters, digits, spaces or - & . '");
export const itemCode = z.string().trim().min(1, "Item code is required").max(40).regex(/^[A-Za-z0-9._/ -]+$/, "Item code has characters an item code never has");

export const yearFilter = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: "Year must be a number" }).int("Year must be a whole number").min(FIRST_MODEL_YEAR, `Year must be ${FIRST_MODEL_YEAR} or later`).max(2100, "Year must be 2100 or earlier").optional(),
);
export const pageParam = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: "Page must be a number" }).int("Page must be a whole number").min(1, "Page must be 1 or more").max(100_000, "Page must be 100000 or less").default(1),
);
export const textFilter = z.preprocess(blankToUndefined, z.string().trim().max(100, "Search text must be at most 100 characters").optional());
export const makeFilter = z.preprocess(blankToUndefined, makeName.optional());

/** make, year and item filters with a page number, as the product list, search and promotions send them. */
export const productSearch = z.object({ make: makeFilter, year: yearFilter, item: textFilter, page: pageParam });
export type ProductSearch = z.infer<typeof productSearch>;
