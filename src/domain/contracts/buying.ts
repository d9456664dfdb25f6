import { z } from "zod";
import { isValidPhone, isValidPostalCode } from "../account-forms";
import { messageKey } from "../forms";
import { PO_NUMBER_MAX } from "../orders";
import { COUNTRIES, regionProblem } from "../regions";
import { claimedId } from "./accounts";
import { itemCode, multiLineText, rowId } from "./common";

/**
 * The buying calls: cart, checkout, addresses, orders and payment (spec section 7). Amounts
 * are dollars with two decimals, as the spec's shapes show them; every one of them is computed by the
 * server from its own data (the browser's figures are a display, checked and refused when they differ).
 */

const money = z.number();
const quantity = z.number({ error: "Quantity must be a number" }).int("Quantity must be a whole number").max(9999, "Quantity must be at most 9999");
/** Cart line type: 1 customer, 2 dealer (spec section 6); it must be the caller's kind. */
const lineType = z.union([z.literal(1), z.literal(2), z.literal("1"), z.literal("2")]).transform(Number);

// ---------------------------------------------------------------------------------------------
// Cart

/** POST /addToShoppingCart: adds `quantity` of a part to the caller's cart (type 1 customer, 2 dealer). */
export const cartAddBody = z.object({ item: itemCode, user: claimedId, quantity, type: lineType });
export const cartAddReply = z.object({ status: z.literal("saved") });
/** POST /updateQuantity: sets a line's quantity; 0 removes it. */
export const cartUpdateBody = z.object({ item: itemCode, user: claimedId, quantity: quantity.min(0, "Quantity must be 0 or more"), type: lineType });
export const cartUpdateReply = z.object({ status: z.literal("updated") });
/** POST /getItems_carts and /getCurrentQuantity: the caller's cart. */
export const cartQueryBody = z.object({ user: claimedId, type: lineType.optional() });

/**
 * A cart line (spec: descrip, item, make, qty, price): `price` is the caller's one unit price of the
 * part, `list` the list price struck through beside it when lower (retail), `cause` why, and `line`
 * price x qty. onhand lets the page cap a retail quantity; oversize marks parts shipped by quote.
 */
export const cartLine = z.object({
  item: z.string(),
  descrip: z.string(),
  /** The part's description in French (decision 039), or null. */
  descrip_fr: z.string().nullable().optional(),
  make: z.string(),
  qty: z.number().int(),
  price: money,
  list: money.nullable(),
  cause: z.enum(["special", "promo"]).nullable(),
  msrp: money.nullable(),
  line: money,
  onhand: z.number().int(),
  oversize: z.boolean(),
  img_path: z.string(),
  /** The vehicles the part fits (product.fits), so the cart marks a line that does not fit the current vehicle. */
  fits: z.array(z.string()).optional(),
});
export type CartLine = z.infer<typeof cartLine>;
/** POST /getItems_carts. */
export const cartReply = z.object({ carts: z.array(cartLine), subtotal: money, count: z.number().int() });
export type CartReply = z.infer<typeof cartReply>;
/** POST /getCurrentQuantity: item and quantity of each line (the header badge adds them up). */
export const currentQuantityReply = z.object({ quantity: z.array(z.object({ item: z.string(), quantity: z.number().int() })) });

// ---------------------------------------------------------------------------------------------
// Addresses

/** An address book entry (spec section 3). */
export const addressEntry = z.object({
  id: z.number().int(),
  forename: z.string(),
  surname: z.string(),
  company: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
  tel: z.string(),
});
export type AddressEntry = z.infer<typeof addressEntry>;

const atLeastTwo = (label: string) => z.string().trim().min(2, `${label} must be at least 2 characters.`).max(255, `${label} must be at most 255 characters.`);

/** The fields every shipping address has (spec section 5, Checkout form: 2+ characters each). */
const postalFields = {
  address: atLeastTwo("Address"),
  city: atLeastTwo("City"),
  state: z.string().trim().min(2, "Please choose a province or state.").max(40, "Please choose a province or state."),
  zipcode: z.string().trim().min(2, "Postal code must be at least 2 characters.").max(10, "Invalid postal code"),
  country: z.enum(COUNTRIES, { error: "Please choose a country." }),
  tel: z.string().trim().min(2, "Invalid phone number").max(30, "Invalid phone number"),
};

/** The postal code and the province match the country, and the phone is a North American number. */
function checkPostalAndPhone(form: { country: string; state: string; zipcode: string; tel: string }, ctx: z.RefinementCtx): void {
  if (!isValidPostalCode(form.country, form.zipcode)) ctx.addIssue({ code: "custom", path: ["zipcode"], message: "Invalid postal code" });
  const provinceProblem = regionProblem(form.country, form.state);
  if (provinceProblem) ctx.addIssue({ code: "custom", path: ["state"], message: provinceProblem });
  if (!isValidPhone(form.tel)) ctx.addIssue({ code: "custom", path: ["tel"], message: "Invalid phone number" });
}

/** The checkout form's address (spec section 5, Checkout form), shared by the page and the server. */
export const shippingAddressFields = z
  .object({ forename: atLeastTwo("First name"), surname: atLeastTwo("Last name"), company: z.string().trim().max(255).optional(), ...postalFields })
  .superRefine(checkPostalAndPhone);
export type ShippingAddressFields = z.infer<typeof shippingAddressFields>;

/** POST /newShippingAdd: the caller's userID and a new address; answers the whole address book. */
export const newAddressBody = z.object({ userID: claimedId, address: shippingAddressFields });
export const addressBookReply = z.object({ addressBook: z.array(addressEntry) });
/** POST /deleteAddress: answers the address book without it. */
export const addressIdBody = z.object({ id: rowId });
/** One tax an order pays, as invoices name it: "HST" at 0.13, "GST" at 0.05 and "QST" at 0.09975, with its amount; the lines sum to the tax. */
export const taxLine = z.object({ name: z.string(), rate: z.number(), amount: money });
export type TaxLineReply = z.infer<typeof taxLine>;

/**
 * POST /changeAddress: the shipping to an address book entry (id), the customer's own address (0),
 * or pickup in store (1); with the tax and total of the cart sent there.
 */
export const changeAddressReply = z.object({
  total_shipping: money,
  shippingDays: z.number().int(),
  tax: money,
  taxRate: z.number(),
  tax_lines: z.array(taxLine),
  total: money,
  oversize: z.boolean(),
});
export type ChangeAddressReply = z.infer<typeof changeAddressReply>;

// ---------------------------------------------------------------------------------------------
// Checkout

export const checkoutBody = z.object({ userID: claimedId });
/** The customer's own address as checkout starts from it (UserInfo's shipping fields). */
export const checkoutUser = z.object({
  forename: z.string(),
  surname: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
  tel: z.string(),
  email: z.string(),
});
/** POST /checkout: the cart priced for the customer's own address, and the address book (spec section 3, Cart response). */
export const checkoutReply = z.object({
  carts: z.array(cartLine),
  subtotal: money,
  total_shipping: money,
  shippingDays: z.number().int(),
  tax: money,
  taxRate: z.number(),
  tax_lines: z.array(taxLine),
  total: money,
  /** True when the order ships by quote, as /changeAddress says it: an oversize part, or no shipping rate to the address. */
  oversize: z.boolean(),
  addressBook: z.array(addressEntry),
  userInfo: checkoutUser.nullable(),
});
export type CheckoutReply = z.infer<typeof checkoutReply>;

/** Where an order goes: an address book entry, the customer's own address (0) or pickup in store (1). */
export const addressId = rowId;

/** The figures the browser showed, which the server checks against its own before anything is charged. */
const shownFigures = {
  subtotal: money,
  hst: money,
  shipping: money,
  shippingDays: z.number().int().min(0).max(365).optional(),
};

const notes = multiLineText(z.string().max(1000, messageKey("checkout.notes.tooLong")).optional());
/** A dealer's purchase-order number: optional, one line, at most PO_NUMBER_MAX characters; blank means none. */
export const poNumber = z
  .string()
  .trim()
  .max(PO_NUMBER_MAX, messageKey("dealer.po.tooLong"))
  .optional()
  .transform((value) => (value ? value : null));

/** POST /getQuote: an oversize order, not picked up, recorded as Pending for Quote. */
export const quoteBody = z.object({ custno: claimedId, addressID: addressId, notes, subtotal: money });
export const quoteReply = z.object({ status: z.literal("ok"), sono: z.string() });

/** POST /reserveOrderSlot: a new order number for the card flow. */
export const reserveBody = z.object({ custno: claimedId });
export const reserveReply = z.object({ orderNumber: z.string() });
/** POST /removeReservedOrderSlot: gives a reserved number up (after a decline); answers ok also when it is already gone. */
export const releaseBody = z.object({ orderNumber: z.string().trim().min(1, "Order number is missing. Please try again.").max(20) });
export const statusOk = z.object({ status: z.literal("ok") });

/** The 3-D Secure 2 details the browser reports (spec section 7, 3d_secure.browser). */
export const browserDetails = z.object({
  accept_header: z.string().max(500),
  java_enabled: z.boolean(),
  language: z.string().max(40),
  color_depth: z.number().int().min(0).max(64),
  screen_height: z.number().int().min(0).max(100_000),
  screen_width: z.number().int().min(0).max(100_000),
  time_zone: z.number().int().min(-1000).max(1000),
  user_agent: z.string().max(1000),
  javascript_enabled: z.boolean(),
});
export type BrowserDetailsBody = z.infer<typeof browserDetails>;

/** The card as the browser hands it over: the gateway's single-use token and the holder's name, never the number. */
const cardToken = {
  token: z.string().trim().min(1, "Failed to tokenize card details. Please try again or use another card.").max(2000),
  cardholderName: z.string().trim().min(1).max(100),
  browser: browserDetails,
};

/**
 * POST /storeOrderData: pays for a reserved order number by card and records the order (spec fields,
 * notes default 'No additional notes'), plus the card token and 3-D Secure details. The server prices
 * the cart itself, refuses (409, with its figures) when the shown ones differ, and charges exactly its total.
 */
export const storeOrderBody = z.object({
  orderNumber: z.string().trim().min(1, "Order number is missing. Please try again.").max(20),
  custno: claimedId,
  addressID: addressId,
  pickupInstore: z.boolean().default(false),
  notes,
  ...shownFigures,
  ...cardToken,
});
export type StoreOrderBody = z.infer<typeof storeOrderBody>;
/** A paid order: its number, for the receipt. */
export const paidReply = z.object({ status: z.literal("approved"), order_num: z.string(), total: money });

/** POST /payPendingOrder: pays a quoted order (status 5) by card with its existing number; a decline leaves it pending. */
export const payPendingBody = z.object({
  sono: z.string().trim().min(1, "Order number is missing. Please try again.").max(20),
  custno: claimedId,
  total: money,
  ...cardToken,
});

/** POST /api/token/test (test gateway only): the spec's token call; keeps nothing. */
export const testTokenBody = z.object({
  number: z.string().max(30),
  expiry_month: z.string().max(4),
  expiry_year: z.string().max(4),
  cvd: z.string().max(8),
});
export const testTokenReply = z.object({ token: z.string() });

/** GET /api/payments/settings: how the browser pays here: where cards are tokenized, and whether PayPal is offered. */
export const paymentSettingsReply = z.object({
  card: z.object({ gateway: z.enum(["test", "bambora"]), tokenUrl: z.string() }),
  paypal: z.object({ clientId: z.string(), currency: z.literal("CAD") }).nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsReply>;

/** POST /api/paypal/orders: the server creates a PayPal order for its own total of the cart (checkout) or of a quoted order (pending). */
export const paypalCreateBody = z.discriminatedUnion("purpose", [
  z.object({ purpose: z.literal("checkout"), custno: claimedId, addressID: addressId, pickupInstore: z.boolean().default(false), ...shownFigures }),
  z.object({ purpose: z.literal("pending"), custno: claimedId, sono: z.string().trim().min(1).max(20) }),
]);
export const paypalCreateReply = z.object({ id: z.string() });
/** POST /finishOrder_paypal: captures the approved PayPal order and records the order. */
export const finishPaypalBody = z.object({
  custno: claimedId,
  paypalOrderId: z.string().trim().min(1).max(64),
  addressID: addressId,
  pickupInstore: z.boolean().default(false),
  notes,
  total: money,
  ...shownFigures,
});
/** POST /finishOrder_paypal_quote: captures the approved PayPal order for a quoted order. */
export const finishPaypalQuoteBody = z.object({ custno: claimedId, sono: z.string().trim().min(1).max(20), paypalOrderId: z.string().trim().min(1).max(64) });
export const finishPaypalReply = z.object({ result: z.object({ order_num: z.string() }) });

// ---------------------------------------------------------------------------------------------
// Orders

/** A row of Order History (spec: order_num, date_order, track_num, subtotal) with the total and how the store ships it. */
export const historyRow = z.object({
  order_num: z.string(),
  date_order: z.string(),
  track_num: z.string().nullable(),
  courier: z.string().nullable(),
  tracking_url: z.string().nullable(),
  subtotal: money,
  total: money,
  /** The dealer's purchase-order number, when one was given at confirm. */
  po_number: z.string().nullable(),
});
export type HistoryRow = z.infer<typeof historyRow>;
/** A row of Pending Orders: history's fields and sales_status (3 Pending for Quote, 5 Pending for Reply). */
export const pendingRow = historyRow.extend({ sales_status: z.number().int() });
export type PendingRow = z.infer<typeof pendingRow>;
/** GET /customerOrderHistory?id: the customer's orders and quotes, newest first. */
export const orderHistoryQuery = z.object({ id: claimedId });
export const orderHistoryReply = z.object({ history: z.array(historyRow), pending: z.array(pendingRow) });

/** GET /oneOrder?so&id. */
export const oneOrderQuery = z.object({ so: z.string().trim().min(1).max(20), id: claimedId });
export const orderLine = z.object({
  descrip: z.string(),
  item: z.string(),
  make: z.string(),
  qty: z.number().int(),
  price: money,
  backorder: z.number().int(),
});
export const orderAddress = z.object({
  forename: z.string(),
  surname: z.string(),
  company: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
  tel: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddress>;
/** The order's money and state (spec: somast with subtotal, tax, shipping, date_order, address, sales_status). */
export const orderHeader = z.object({
  order_num: z.string(),
  date_order: z.string(),
  subtotal: money,
  shipping: money,
  tax: money,
  /** The tax by component (HST; GST + PST, RST or QST), summing to tax. */
  tax_lines: z.array(taxLine),
  total: money,
  shipping_days: z.number().int().nullable(),
  /** The address book id it was sent to: 0 the customer's own address, 1 pickup in store. */
  address: z.number().int(),
  pickup: z.boolean(),
  notes: z.string(),
  sales_status: z.number().int(),
  track_num: z.string().nullable(),
  courier: z.string().nullable(),
  tracking_url: z.string().nullable(),
  paid_with: z.string().nullable(),
  /** The dealer's purchase-order number, when one was given at confirm. */
  po_number: z.string().nullable(),
  /** The name of the dealer's buyer who placed it (decision 041); null when the account's administrator (or a customer) did. */
  buyer: z.string().nullable(),
});
export type OrderHeader = z.infer<typeof orderHeader>;
export const oneOrderReply = z.object({ oneOrder: z.array(orderLine), somast: orderHeader, address: orderAddress, billing: orderAddress });
export type OneOrderReply = z.infer<typeof oneOrderReply>;

/** GET /api/orders/:so/pdf: the sales-order PDF of a paid or shipped order. */
export const orderPdfParams = z.object({ so: z.string().trim().min(1).max(20) });

/** POST /deleteOrder: deletes a pending quote of the caller's (3 or 5). */
export const deleteOrderBody = z.object({ sono: z.string().trim().min(1).max(20) });

// ---------------------------------------------------------------------------------------------
// Dealers (no shipping charge, no online payment: a dealer confirms the order directly)

/** A dealer's company as dealer checkout and receipts show it (spec section 3, dealerInfo). */
export const dealerCompany = z.object({
  company: z.string(),
  address1: z.string(),
  city: z.string(),
  terr: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: z.string(),
  custno: z.string(),
});
export type DealerCompany = z.infer<typeof dealerCompany>;

/** POST /checkoutDealer; with `shipTo`, taxed where the confirm form now ships it (its province and country) instead of the dealer's own address. */
export const checkoutDealerBody = z.object({
  userID: claimedId,
  shipTo: z.object({ country: z.enum(COUNTRIES, { error: "Please choose a country." }), state: z.string().trim().min(2).max(40) }).optional(),
});
/** POST /checkoutDealer: the dealer's cart at their price code, no shipping, taxed where it ships. */
export const checkoutDealerReply = z.object({
  carts: z.array(cartLine),
  subtotal: money,
  total_shipping: money,
  tax: money,
  taxRate: z.number(),
  tax_lines: z.array(taxLine),
  total: money,
  dealerInfo: dealerCompany,
});
export type CheckoutDealerReply = z.infer<typeof checkoutDealerReply>;

/** The dealer confirm form (spec section 5: company, address, city, postalCode, country, province and tel need 2+ characters). */
export const dealerAddressFields = z.object({ company: atLeastTwo("Company"), ...postalFields }).superRefine(checkPostalAndPhone);
export type DealerAddressFields = z.infer<typeof dealerAddressFields>;

/** POST /dealerConfirm: records the dealer's cart as a confirmed order (7); parts beyond stock are back-ordered. */
export const dealerConfirmBody = z.object({ address: dealerAddressFields, dealerId: claimedId, note: notes, poNumber });
export const dealerConfirmReply = z.object({ status: z.literal("ok"), sono: z.string() });

/** GET /dealerOrderHistory?account. */
export const dealerHistoryQuery = z.object({ account: claimedId });
export const dealerHistoryReply = z.object({ history: z.array(historyRow) });

/** GET /oneOrder_dealer_finish?so&account: a dealer's order; address is 0 when it ships to the dealer's own address. */
export const dealerOrderQuery = z.object({ so: z.string().trim().min(1).max(20), account: claimedId });
export const dealerOrderAddress = z.object({
  company: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postalcode: z.string(),
  country: z.string(),
  tel: z.string(),
});
export const dealerOrderReply = z.object({
  oneOrder: z.array(orderLine),
  somast: orderHeader,
  address: dealerOrderAddress.nullable(),
  dealerInfo: z.object({
    company: z.string(),
    address1: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
    phone: z.string(),
  }),
});
export type DealerOrderReply = z.infer<typeof dealerOrderReply>;

/** GET /generatePriceSheet/{level}/{make}: prepares the dealer's price sheet; then GET /api/priceSheets/{level}/{make}.xlsx downloads it. */
export const priceSheetParams = z.object({
  level: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, "Level must be a number"),
  make: z.string().trim().min(1).max(40),
});
export const priceSheetReply = z.object({ status: z.literal("success"), url: z.string() });
export const priceSheetFileParams = z.object({
  level: priceSheetParams.shape.level,
  file: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 &.'-]{1,40}\.xlsx$/, "Not a price sheet"),
});
