import { z } from "zod";
import { orderAddress, taxLine } from "../../../domain/contracts/buying";
import { useAppState } from "../../lib/app-state";

/**
 * The order a customer confirmed and is about to pay (spec section 3, order draft), kept in app state
 * `order` between /confirm-order and /payment: where it goes, its notes, the server's figures shown to
 * the shopper (sent back so the server can refuse them if they changed) and the shipping-policy agreement.
 */
const orderDraft = z.object({
  addressID: z.number().int().min(0),
  pickup: z.boolean(),
  notes: z.string(),
  subtotal: z.number(),
  tax: z.number(),
  tax_lines: z.array(taxLine).default([]),
  shipping: z.number(),
  shippingDays: z.number().int(),
  total: z.number(),
  policyAgreed: z.boolean(),
  shipTo: orderAddress,
});
export type OrderDraft = z.infer<typeof orderDraft>;

/** The kept draft, or null when there is none or it does not read as one (an older version's, say). */
function readOrderDraft(saved: unknown): OrderDraft | null {
  const read = orderDraft.safeParse(saved);
  return read.success ? read.data : null;
}

/** The order draft in app state. */
export function useOrderDraft(): OrderDraft | null {
  const { state } = useAppState();
  return readOrderDraft(state.order);
}
