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

/** Order History's status: Shipped when a tracking number exists, otherwise Processing. */
export function historyStatusLabel(trackNum: string | null | undefined): "Shipped" | "Processing" {
  return trackNum ? "Shipped" : "Processing";
}

/** Pending Orders' status: 3 'Pending for Quote', 5 'Pending for Reply', otherwise blank. */
export function pendingStatusLabel(status: number): "Pending for Quote" | "Pending for Reply" | "" {
  if (status === ORDER_STATUS.pendingQuote) return "Pending for Quote";
  if (status === ORDER_STATUS.pendingReply) return "Pending for Reply";
  return "";
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
export const PO_NUMBER_LABEL = "PO number";

/** Orders placed after 4:00pm Eastern get their shipping quote the next business day. */
export const QUOTE_MESSAGE =
  "Thank you for your order, we will get your shipping quote as soon as possible. Please be advised, for order placed after 4:00pm Eastern Time, the shipping quote will be provided by the next business day.";
export const OVERSIZE_NOTE =
  "Due to the size of item(s) you ordered, we need to manually quote you the best possible price. Please click Get a Quote and we will quote you the best shipping option.";
export const POLICY_AGREEMENT = "By checking this box, you agree to accept our shipping policy";
export const POLICY_NOT_AGREED = "You must agree to the policy before placing an order.";
export const ORDER_NUMBER_MISSING = "Order number is missing. Please try again.";
export const TOKENIZE_FAILED = "Failed to tokenize card details. Please try again or use another card.";
export const PAYMENT_FAILED = "Payment failed. Please try again.";
export const PAYMENT_ERROR = "An error occurred during payment. Please try again.";
export const CART_EMPTY = "Your cart is empty";
/** When PayPal is not configured on the server, or its script cannot load in the browser. */
export const PAYPAL_UNAVAILABLE = "PayPal is not available right now. Please pay by card.";
export const DELETE_CART_LINE_CONFIRM = "Are you sure to delete the item from shopping cart?";
export const DELETE_ADDRESS_CONFIRM = "Are you sure you want to delete the selected address?";
export const DELETE_ORDER_TITLE = "Warning";
export const DELETE_ORDER_CONFIRM = "This will permanently delete the order. Continue?";
export const PROCESSING_OVERLAY = "Processing… Please do not refresh or click back on the webpage.";
export const CARD_NOT_STORED = "We do not store your credit card details.";
export const NO_ORDER_HISTORY = "No order history";
export const NO_PENDING_ORDERS = "No pending orders";
export const WISHLIST_ADDED = "Item added to wishlist";
export const WISHLIST_EXISTS = "Item already exists in wishlist";
export const WISHLIST_REMOVED = "Item removed from wishlist";
export const CART_ADDED = "Item added to cart successfully.";

/** A second payment of a cart that was paid meanwhile (another tab, a retry after a lost answer). */
export const cartAlreadyPaid = (orderNum: string) => `Your cart is already paid: it is order ${orderNum}, in your order history.`;
/** A payment, quote or cancellation asked while a payment of the same order or cart is under way. */
export const orderBeingPaid = (orderNum: string) => `Order ${orderNum} is being paid right now. Please wait a moment, then look for it in your order history.`;
/** A second confirmation of a dealer's cart that was confirmed meanwhile (a double click). */
export const dealerOrderAlreadyConfirmed = (orderNum: string) => `Your order ${orderNum} is already confirmed.`;
/** A second quote request of a cart whose quote was asked for meanwhile. */
export const quoteAlreadyRequested = (orderNum: string) => `Your quote request is already sent: it is order ${orderNum}, in Pending Orders.`;
/** Staff re-quoting an order while its customer pays it. */
export const requoteWhilePaying = (orderNum: string) =>
  `Order ${orderNum} is being paid right now: its shipping cannot be quoted again until the payment ends.`;
/** An order number that was cancelled (a declined card, released, or by the store): the shopper places the order again. */
export const orderNumberCancelled = (orderNum: string) => `Order ${orderNum} was cancelled and can no longer be paid. Please place your order again.`;
/** A pending or staff change asked while the order is being cancelled. */
export const orderBeingCancelled = (orderNum: string) => `Order ${orderNum} is being cancelled right now.`;
/** An address whose province is not one of its country's (kept from before provinces were checked). */
export const INVALID_DESTINATION =
  "The shipping address has no valid province or state. Please choose a valid province in your profile or address book and try again.";

const storeDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" });

/** An order's date as the shop shows it: the store's calendar day (Eastern), in the en-CA format "2026-05-15". */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : storeDay.format(date);
}
