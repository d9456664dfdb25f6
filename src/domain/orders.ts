import { messageKey } from "./forms";
import type { MessageKey, MessageValues } from "./i18n/catalogue";
import { en } from "./i18n/en-CA";
import { DEFAULT_LOCALE, type Locale } from "./i18n/locales";

/** A message the server sends by key (decision 037): AppError says it in English, the browser in the page's language. */
export interface KeyedMessage {
  key: MessageKey;
  values?: MessageValues;
}

const keyed = (key: MessageKey, values: MessageValues): KeyedMessage => ({ key, values });

/**
 * Order states, stored as sales_status with the spec's values: 1 a reserved number (card flow, before
 * the charge), 3 Pending for Quote, 5 Pending for Reply (quoted, payable), 6 paid and processing,
 * 7 dealer-confirmed and processing, 9 shipped, 0 cancelled.
 */
export const ORDER_STATUS = {
  cancelled: 0,
  reserved: 1,
  pendingQuote: 3,
  pendingReply: 5,
  paid: 6,
  dealerConfirmed: 7,
  shipped: 9,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** The states an order may start in: a reserved number, a quote request, a dealer's confirmed order. */
export const STARTING_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.reserved, ORDER_STATUS.pendingQuote, ORDER_STATUS.dealerConfirmed];

/** Every move the shop's flows and the staff console may make, and no other. */
const MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [ORDER_STATUS.reserved]: [ORDER_STATUS.paid, ORDER_STATUS.cancelled],
  [ORDER_STATUS.pendingQuote]: [ORDER_STATUS.pendingReply, ORDER_STATUS.cancelled],
  [ORDER_STATUS.pendingReply]: [ORDER_STATUS.paid, ORDER_STATUS.pendingReply, ORDER_STATUS.cancelled],
  [ORDER_STATUS.paid]: [ORDER_STATUS.shipped, ORDER_STATUS.cancelled],
  [ORDER_STATUS.dealerConfirmed]: [ORDER_STATUS.shipped, ORDER_STATUS.cancelled],
  [ORDER_STATUS.shipped]: [],
  [ORDER_STATUS.cancelled]: [],
};

/** Whether an order may move from one state to another (the one place transitions are checked). */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return MOVES[from].includes(to);
}

/** The states an order may move to `to` from: what a move's single update requires the order to be in. */
export function statusesMovableTo(to: OrderStatus): OrderStatus[] {
  return (Object.values(ORDER_STATUS) as OrderStatus[]).filter((from) => canMove(from, to));
}

/** Pending orders are the quotes: 3 waiting for the store, 5 quoted and payable. */
export const PENDING_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.pendingQuote, ORDER_STATUS.pendingReply];
/** Orders a customer's Order History lists: paid, dealer-confirmed and shipped. */
export const HISTORY_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.paid, ORDER_STATUS.dealerConfirmed, ORDER_STATUS.shipped];
/** Whether an order is one of Order History's (paid, confirmed or shipped): it can be printed and placed again. */
export function isPlaced(status: number): boolean {
  return (HISTORY_STATUSES as readonly number[]).includes(status);
}

/** Only a quoted order (status 5) can be paid from Pending Orders. */
export function isPayable(status: number): boolean {
  return status === ORDER_STATUS.pendingReply;
}

/** A customer may delete an order only while it is a pending quote (3 or 5). */
export function isDeletable(status: number): boolean {
  return status === ORDER_STATUS.pendingQuote || status === ORDER_STATUS.pendingReply;
}

/** Order History's status: Shipped when a tracking number exists, otherwise Processing; its words by key in the reader's language. */
export function historyStatusKey(trackNum: string | null | undefined): "orders.status.shipped" | "orders.status.processing" {
  return trackNum ? "orders.status.shipped" : "orders.status.processing";
}

/** Pending Orders' status: 3 'Pending for Quote', 5 'Pending for Reply', otherwise none. */
export function pendingStatusKey(status: number): "orders.status.pendingQuote" | "orders.status.pendingReply" | null {
  if (status === ORDER_STATUS.pendingQuote) return "orders.status.pendingQuote";
  if (status === ORDER_STATUS.pendingReply) return "orders.status.pendingReply";
  return null;
}

/** An order's state as its customer reads it: a pending quote's, Processing once paid or confirmed, Shipped, Cancelled or Not paid. */
export function customerStatusKey(status: number): MessageKey {
  if (status === ORDER_STATUS.shipped) return "orders.status.shipped";
  if (status === ORDER_STATUS.cancelled) return "orders.status.cancelled";
  if (status === ORDER_STATUS.reserved) return "orders.status.notPaid";
  return pendingStatusKey(status) ?? "orders.status.processing";
}

/** Order History's status in English (the spec's words). */
export function historyStatusLabel(trackNum: string | null | undefined): "Shipped" | "Processing" {
  return en[historyStatusKey(trackNum)];
}

/** Pending Orders' status in English: 3 'Pending for Quote', 5 'Pending for Reply', otherwise blank. */
export function pendingStatusLabel(status: number): "Pending for Quote" | "Pending for Reply" | "" {
  const key = pendingStatusKey(status);
  return key ? en[key] : "";
}

/** An order's state in the store's words (the staff console). */
export function staffStatusLabel(status: number): string {
  switch (status) {
    case ORDER_STATUS.cancelled:
      return "Cancelled";
    case ORDER_STATUS.reserved:
      return "Not paid";
    case ORDER_STATUS.pendingQuote:
      return "Pending for Quote";
    case ORDER_STATUS.pendingReply:
      return "Pending for Reply";
    case ORDER_STATUS.paid:
      return "Paid, processing";
    case ORDER_STATUS.dealerConfirmed:
      return "Dealer confirmed, processing";
    case ORDER_STATUS.shipped:
      return "Shipped";
    default:
      return `Status ${status}`;
  }
}

/** An order with an oversize part ships by quote unless it is picked up in store. */
export function needsQuote(order: { oversize: boolean; pickup: boolean }): boolean {
  return order.oversize && !order.pickup;
}

/** The notes and address id of an order picked up in store (spec section 4, Checkout). */
export const PICKUP_NOTES = "[Pickup in store]";
export const PICKUP_ADDRESS_ID = 1;
/** Notes of an order the shopper wrote none for. */
export const NO_NOTES = "No additional notes";
/** A dealer's own purchase-order number, given at confirm: optional, at most this many characters. */
export const PO_NUMBER_MAX = 30;

/*
 * The spec's English of what a shopper reads, for the server (mail, documents, error replies) and for
 * tests; pages read the same keys in their own language (decision 037).
 */
export const PO_NUMBER_LABEL = en["dealer.po.label"];
/** Orders placed after 4:00pm Eastern get their shipping quote the next business day. */
export const QUOTE_MESSAGE = en["orders.quote.message"];
export const OVERSIZE_NOTE = en["checkout.oversizeNote"];
export const POLICY_AGREEMENT = en["checkout.policy.agree"];
export const POLICY_NOT_AGREED = en["checkout.policy.notAgreed"];
export const ORDER_NUMBER_MISSING = en["orders.numberMissing"];
export const TOKENIZE_FAILED = en["payments.tokenizeFailed"];
export const PAYMENT_ERROR = en["payments.error"];
export const CART_EMPTY = en["payments.cartEmpty"];
export const DELETE_CART_LINE_CONFIRM = "Are you sure to delete the item from shopping cart?";
export const DELETE_ADDRESS_CONFIRM = en["checkout.address.deleteConfirm"];
export const DELETE_ORDER_TITLE = en["orders.delete.title"];
export const DELETE_ORDER_CONFIRM = en["orders.delete.confirm"];
export const PROCESSING_OVERLAY = en["payments.processing"];
export const CARD_NOT_STORED = en["payments.card.notStored"];
export const NO_ORDER_HISTORY = en["orders.history.none"];
export const NO_PENDING_ORDERS = en["orders.pending.none"];
export const WISHLIST_ADDED = "Item added to wishlist";
export const WISHLIST_EXISTS = "Item already exists in wishlist";
export const WISHLIST_REMOVED = "Item removed from wishlist";
export const CART_ADDED = "Item added to cart successfully.";

/*
 * What the server refuses with, as message keys and their values (an AppError reads them: English in
 * the reply's message, the key beside it for the browser to say in the page's language).
 */
/** A checkout, estimate or saved list asked of an empty cart. */
export const CART_IS_EMPTY = messageKey("payments.cartEmpty");
/** A declined card. */
export const PAYMENT_FAILED = messageKey("payments.failed");
/** When PayPal is not configured on the server, or its script cannot load in the browser. */
export const PAYPAL_UNAVAILABLE = messageKey("payments.paypal.unavailable");
/** A second payment of a cart that was paid meanwhile (another tab, a retry after a lost answer). */
export const cartAlreadyPaid = (orderNum: string) => keyed("orders.error.cartAlreadyPaid", { orderNum });
/** A payment, quote or cancellation asked while a payment of the same order or cart is under way. */
export const orderBeingPaid = (orderNum: string) => keyed("orders.error.beingPaid", { orderNum });
/** A second confirmation of a dealer's cart that was confirmed meanwhile (a double click). */
export const dealerOrderAlreadyConfirmed = (orderNum: string) => keyed("orders.error.dealerAlreadyConfirmed", { orderNum });
/** A second quote request of a cart whose quote was asked for meanwhile. */
export const quoteAlreadyRequested = (orderNum: string) => keyed("orders.error.quoteAlreadyRequested", { orderNum });
/** Staff re-quoting an order while its customer pays it (the staff console, which stays English). */
export const requoteWhilePaying = (orderNum: string) => keyed("errors.order.requoteWhilePaying", { id: orderNum });
/** An order number that was cancelled (a declined card, released, or by the store): the shopper places the order again. */
export const orderNumberCancelled = (orderNum: string) => keyed("orders.error.numberCancelled", { orderNum });
/** A pending or staff change asked while the order is being cancelled. */
export const orderBeingCancelled = (orderNum: string) => keyed("orders.error.beingCancelled", { orderNum });
/** An address whose province is not one of its country's (kept from before provinces were checked). */
export const INVALID_DESTINATION = en["orders.error.invalidDestination"];

const storeDays = new Map<Locale, Intl.DateTimeFormat>();

/** An order's date as the shop shows it: the store's calendar day (Eastern), "2026-05-15" (the numeric date of both en-CA and fr-CA). */
export function formatOrderDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = storeDays.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" });
    storeDays.set(locale, format);
  }
  return format.format(date);
}
