import { z } from "zod";
import { destinationOfPostalCode, POSTAL_CODE_FOR_ESTIMATE } from "../shipping";

// The cart's shipping estimate (issue 22): the checkout's rate table before checkout.

const money = z.number();

/** POST /api/shippingEstimate: the cart's shipping to a postal code, or to the customer's own address without one. */
export const shippingEstimateBody = z.object({
  postal_code: z
    .string()
    .max(12, POSTAL_CODE_FOR_ESTIMATE)
    .refine((code) => destinationOfPostalCode(code) !== null, POSTAL_CODE_FOR_ESTIMATE)
    .optional(),
});
/** The estimate: a price and days from the rate table, or a quote by the store (an oversize part, or no rate to that place). */
export const shippingEstimateReply = z.object({
  postal_code: z.string(),
  country: z.enum(["CA", "USA"]),
  /** The province a Canadian postal code's first letter names; null for a US ZIP code. */
  province: z.string().nullable(),
  quote: z.boolean(),
  oversize: z.boolean(),
  shipping: money.nullable(),
  shippingDays: z.number().int().nullable(),
});
export type ShippingEstimateReply = z.infer<typeof shippingEstimateReply>;
