import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BrowserDetailsBody } from "../../../domain/contracts/buying";
import { apiGet, apiPost, contractsOf, postToUrl } from "../../lib/api";

export type { OrderDraft } from "./order-draft";

/** The buying contracts, loaded with the first call that needs one, so the footer's settings call adds no schema to the first page. */
const buyingContract = contractsOf(() => import("../../../domain/contracts/buying"));

/** GET /payments/settings: where cards are tokenized, and whether PayPal is offered. */
export const paymentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ["payments", "settings"],
    queryFn: ({ signal }) => apiGet("/payments/settings", { schema: buyingContract("paymentSettingsReply"), signal }),
    staleTime: 10 * 60_000,
  });

/** The payment settings, cached for ten minutes. */
export function usePaymentSettings() {
  return useQuery(paymentSettingsQueryOptions());
}

/** The card as the tokenizer takes it (spec section 7). */
export interface TokenizerCard {
  number: string;
  expiry_month: string;
  expiry_year: string;
  cvd: string;
}

/** POST the card to the gateway's tokenizer (ours for the test gateway, Bambora's otherwise): a single-use token; the card goes nowhere else. */
export function tokenizeCard(tokenUrl: string, card: TokenizerCard) {
  return postToUrl(tokenUrl, card, { schema: buyingContract("testTokenReply") });
}

/** What every card payment sends besides the order: the token, the holder's name and the 3-D Secure browser details. */
export interface CardCharge {
  token: string;
  cardholderName: string;
  browser: BrowserDetailsBody;
}

/** POST /reserveOrderSlot: a new order number for a card payment. */
export function reserveOrderNumber(custno: number) {
  return apiPost("/reserveOrderSlot", { custno }, { schema: buyingContract("reserveReply") });
}

/** POST /removeReservedOrderSlot: gives a reserved number up after a failed payment. */
export function releaseOrderNumber(orderNumber: string) {
  return apiPost("/removeReservedOrderSlot", { orderNumber }, { schema: buyingContract("statusOk") });
}

/** POST /storeOrderData: pays a reserved number by card for the cart as confirmed; 402 declined, 409 the figures changed. */
export function payNewOrder(order: {
  orderNumber: string;
  custno: number;
  addressID: number;
  pickupInstore: boolean;
  notes?: string;
  subtotal: number;
  hst: number;
  shipping: number;
  shippingDays: number;
  charge: CardCharge;
}) {
  const { charge, ...rest } = order;
  return apiPost("/storeOrderData", { ...rest, ...charge }, { schema: buyingContract("paidReply") });
}

/** POST /payPendingOrder: pays a quoted order by card with its own number; a decline leaves it payable. */
export function payQuotedOrder(order: { sono: string; custno: number; total: number; charge: CardCharge }) {
  const { charge, ...rest } = order;
  return apiPost("/payPendingOrder", { ...rest, ...charge }, { schema: buyingContract("paidReply") });
}

/** POST /paypal/orders: a PayPal order for the server's own total of the cart (checkout) or of a quoted order (pending). */
export function createPaypalOrder(
  order:
    | { purpose: "checkout"; custno: number; addressID: number; pickupInstore: boolean; subtotal: number; hst: number; shipping: number; shippingDays: number }
    | { purpose: "pending"; custno: number; sono: string },
) {
  return apiPost("/paypal/orders", order, { schema: buyingContract("paypalCreateReply") });
}

/** POST /finishOrder_paypal: captures the approved PayPal order and records the order. */
export function finishPaypalOrder(order: {
  custno: number;
  paypalOrderId: string;
  addressID: number;
  pickupInstore: boolean;
  notes?: string;
  total: number;
  subtotal: number;
  hst: number;
  shipping: number;
  shippingDays: number;
}) {
  return apiPost("/finishOrder_paypal", order, { schema: buyingContract("finishPaypalReply") });
}

/** POST /finishOrder_paypal_quote: captures the approved PayPal order for a quoted order. */
export function finishPaypalQuote(order: { custno: number; sono: string; paypalOrderId: string }) {
  return apiPost("/finishOrder_paypal_quote", order, { schema: buyingContract("finishPaypalReply") });
}
