import { and, asc, eq } from "drizzle-orm";
import type { AddressEntry, BrowserDetailsBody, ChangeAddressReply, CheckoutReply, OrderAddress, ShippingAddressFields } from "../../../domain/contracts/buying";
import { type Cents, fromCents, toCents } from "../../../domain/money";
import {
  CART_EMPTY,
  NO_NOTES,
  needsQuote,
  ORDER_STATUS,
  type OrderStatus,
  type OrderTotals,
  orderTotals,
  PAYMENT_FAILED,
  PAYPAL_UNAVAILABLE,
  PICKUP_ADDRESS_ID,
  PICKUP_NOTES,
} from "../../../domain/orders";
import { DEFAULT_SHIPPING_RATES, type ShippingRate, type ShippingZone, shippingQuote, zoneOf } from "../../../domain/shipping";
import type { StoreInfo } from "../../../domain/store";
import type { AppCaches } from "../../caches";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { addressBook, shippingRates } from "../../db/schema/checkout";
import { withTransaction } from "../../db/transaction";
import { AppError, notFound } from "../../errors";
import type { Mailer } from "../../integrations/mail/outbox";
import type { Payments } from "../../integrations/payments/create-gateway";
import { type ChargeResult, GatewayUnavailableError, type PaymentAddress, reverseCharge } from "../../integrations/payments/gateway";
import type { Failpoints } from "../../lib/failpoints";
import { type JobHost, startJob } from "../../lib/jobs";
import { defineSteps } from "../../lib/steps";
import type { CustomerViewer } from "../../plugins/session";
import { customerAddresses } from "../accounts/service";
import { cartLineOf, clearCart, type PricedCartLine, pricedCart, removeOrderedFromCart } from "../cart/service";
import { storeDetails, taxRateFor } from "../content/service";
import {
  abandonedReservations,
  createOrder,
  linesOf,
  lockOrder,
  moveOrder,
  type OrderDetails,
  type OrderOwner,
  type RecordedLine,
  reserveOrderNumber,
  returnOrderStock,
  takeOrderStock,
  writeOrder,
} from "../orders/service";
import { attemptsInDoubt, type PaymentAttempt, pendingAttemptOf, settleAttempt, startAttempt } from "../payments/service";
import { orderPaidMails, quoteRequestedMails } from "./mails";

/** Everything checkout works with. */
export interface CheckoutDeps {
  db: Db;
  config: Config;
  mail: Mailer;
  caches?: AppCaches;
  payments: Payments;
  failpoints: Failpoints;
}

const ownerOf = (viewer: CustomerViewer): OrderOwner => ({ kind: "customer", id: viewer.id });

// ---------------------------------------------------------------------------------------------
// Address book

const bookColumns = {
  id: addressBook.id,
  forename: addressBook.forename,
  surname: addressBook.surname,
  company: addressBook.company,
  address: addressBook.address,
  city: addressBook.city,
  state: addressBook.state,
  zipcode: addressBook.zipcode,
  country: addressBook.country,
  tel: addressBook.tel,
};

/** The customer's saved shipping addresses, oldest first. */
export async function addressBookOf(db: Db, customerId: number): Promise<AddressEntry[]> {
  return db.select(bookColumns).from(addressBook).where(eq(addressBook.customerId, customerId)).orderBy(asc(addressBook.id));
}

/** Saves a new shipping address for the customer; answers the whole address book. */
export async function addAddress(db: Db, customerId: number, fields: ShippingAddressFields): Promise<AddressEntry[]> {
  await db.insert(addressBook).values({ customerId, ...fields, company: fields.company || null, state: fields.state.toUpperCase() });
  return addressBookOf(db, customerId);
}

/** Deletes one of the customer's saved addresses (404 for anyone else's); answers the address book without it. */
export async function deleteAddress(db: Db, customerId: number, id: number): Promise<AddressEntry[]> {
  const deleted = await db
    .delete(addressBook)
    .where(and(eq(addressBook.id, id), eq(addressBook.customerId, customerId)))
    .returning({ id: addressBook.id });
  if (deleted.length === 0) throw notFound("Address");
  return addressBookOf(db, customerId);
}

// ---------------------------------------------------------------------------------------------
// Destination, shipping, tax

/** Where an order goes, as an address copied into it. */
interface Destination {
  addressId: number;
  pickup: boolean;
  address: OrderAddress;
}

/** The store as a pickup order's shipping address (spec: the form is filled with the shop's own address, province ON). */
export function pickupAddress(store: StoreInfo): OrderAddress {
  return { forename: store.name, surname: "", company: store.name, address: store.address, city: store.city, state: store.province, zipcode: store.postalCode, country: "CA", tel: store.phone };
}

const PROFILE_INCOMPLETE = "Please complete your profile (shipping and billing address) before checking out.";

async function destinationOf(deps: CheckoutDeps, db: Db, viewer: CustomerViewer, addressId: number, pickup: boolean): Promise<Destination> {
  if (pickup || addressId === PICKUP_ADDRESS_ID) return { addressId: PICKUP_ADDRESS_ID, pickup: true, address: pickupAddress(await storeDetails(deps, db)) };
  if (addressId === 0) {
    const own = await customerAddresses(db, viewer.id);
    if (!own) throw new AppError("CONFLICT", PROFILE_INCOMPLETE);
    return { addressId: 0, pickup: false, address: own.shipping };
  }
  const [entry] = await db
    .select(bookColumns)
    .from(addressBook)
    .where(and(eq(addressBook.id, addressId), eq(addressBook.customerId, viewer.id)));
  if (!entry) throw notFound("Address");
  const { id: _, ...address } = entry;
  return { addressId, pickup: false, address };
}

/** The zone-and-weight rate table staff keep, or the shop's defaults while it is empty. */
export async function shippingTable(db: Db): Promise<ShippingRate[]> {
  const rows = await db.select().from(shippingRates).orderBy(asc(shippingRates.id));
  if (rows.length === 0) return [...DEFAULT_SHIPPING_RATES];
  return rows.map((row) => ({ zone: row.zone as ShippingZone, upToKg: row.upToKg, cents: row.cents, days: row.days }));
}

/** Replaces the rate table staff keep (validated by domain/shipping's shippingTableProblems); answers the table as it was. Call inside the change's transaction. */
export async function saveShippingTable(tx: Db, table: ShippingRate[]): Promise<ShippingRate[]> {
  const before = await shippingTable(tx);
  await tx.delete(shippingRates);
  await tx.insert(shippingRates).values(table.map((row) => ({ zone: row.zone, upToKg: row.upToKg, cents: row.cents, days: row.days })));
  return before;
}

/** The destination's sales tax rate: a US address pays none (DESIGN 7). */
async function taxRateOf(db: Db, address: OrderAddress): Promise<number> {
  if (address.country === "USA") return 0;
  return taxRateFor({ db }, address.state.toUpperCase());
}

/** An order as the server prices it from its own data: lines, destination, shipping, tax and totals. */
interface OrderPlan {
  lines: PricedCartLine[];
  destination: Destination;
  oversize: boolean;
  /** An oversize order not picked up: shipping is quoted by the store. */
  quote: boolean;
  shippingDays: number | null;
  taxRate: number;
  totals: OrderTotals;
}

/** Prices the caller's cart to a destination; every read goes through `db`, so inside a transaction it sees (and waits on) nothing else. */
async function planOrder(deps: CheckoutDeps, viewer: CustomerViewer, where: { addressId: number; pickup: boolean }, db: Db = deps.db): Promise<OrderPlan> {
  const lines = await pricedCart({ db, caches: deps.caches }, viewer, db);
  if (lines.length === 0) throw new AppError("CONFLICT", CART_EMPTY);
  const destination = await destinationOf(deps, db, viewer, where.addressId, where.pickup);
  const oversize = lines.some((line) => line.product.oversize);
  let quote = needsQuote({ oversize, pickup: destination.pickup });
  let shipping: Cents = 0;
  let shippingDays: number | null = destination.pickup ? 0 : null;
  if (!destination.pickup && !quote) {
    const zone = zoneOf(destination.address.country, destination.address.state);
    const weight = lines.reduce((sum, line) => sum + line.weightKg * line.qty, 0);
    const priced = zone ? shippingQuote(weight, zone, await shippingTable(db)) : null;
    if (priced) {
      shipping = priced.cents;
      shippingDays = priced.days;
    } else quote = true;
  }
  const taxRate = await taxRateOf(db, destination.address);
  const totals = orderTotals(
    lines.map((line) => ({ unitCents: line.unit.unitCents, qty: line.qty })),
    shipping,
    taxRate,
  );
  return { lines, destination, oversize, quote, shippingDays, taxRate, totals };
}

/** POST /checkout: the cart priced for the customer's own address, with the address book. */
export async function checkoutSummary(deps: CheckoutDeps, viewer: CustomerViewer): Promise<CheckoutReply> {
  const own = await customerAddresses(deps.db, viewer.id);
  const plan = own ? await planOrder(deps, viewer, { addressId: 0, pickup: false }) : null;
  const lines = plan?.lines ?? (await pricedCart({ db: deps.db, caches: deps.caches }, viewer));
  const subtotal = plan?.totals.subtotalCents ?? lines.reduce((sum, line) => sum + line.unit.unitCents * line.qty, 0);
  return {
    carts: lines.map(cartLineOf),
    subtotal: fromCents(subtotal),
    total_shipping: fromCents(plan?.totals.shippingCents ?? 0),
    shippingDays: plan?.shippingDays ?? 0,
    tax: fromCents(plan?.totals.taxCents ?? 0),
    taxRate: plan?.taxRate ?? 0,
    total: fromCents(plan?.totals.totalCents ?? subtotal),
    // As /changeAddress says it: the order ships by quote (an oversize part, or no rate to the own address).
    oversize: plan?.quote ?? lines.some((line) => line.product.oversize),
    addressBook: await addressBookOf(deps.db, viewer.id),
    userInfo: own ? { ...own.shipping, email: own.email } : null,
  };
}

/** POST /changeAddress: shipping, tax and total of the cart sent to an address book entry, the own address (0) or picked up (1). */
export async function addressSummary(deps: CheckoutDeps, viewer: CustomerViewer, addressId: number): Promise<ChangeAddressReply> {
  const plan = await planOrder(deps, viewer, { addressId, pickup: addressId === PICKUP_ADDRESS_ID });
  return {
    total_shipping: fromCents(plan.totals.shippingCents),
    shippingDays: plan.shippingDays ?? 0,
    tax: fromCents(plan.totals.taxCents),
    taxRate: plan.taxRate,
    total: fromCents(plan.totals.totalCents),
    oversize: plan.quote,
  };
}

/** The figures the browser showed; the server's own must be the same, to the cent, before anything is charged. */
interface ShownFigures {
  subtotal: number;
  hst: number;
  shipping: number;
  total?: number;
}

/** 409 with the server's figures when the browser's differ: prices, stock or rates changed since the page was shown. */
function assertSameFigures(totals: OrderTotals, shown: ShownFigures): void {
  const differs =
    toCents(shown.subtotal) !== totals.subtotalCents ||
    toCents(shown.hst) !== totals.taxCents ||
    toCents(shown.shipping) !== totals.shippingCents ||
    (shown.total !== undefined && toCents(shown.total) !== totals.totalCents);
  if (!differs) return;
  const figures = {
    subtotal: fromCents(totals.subtotalCents).toFixed(2),
    hst: fromCents(totals.taxCents).toFixed(2),
    shipping: fromCents(totals.shippingCents).toFixed(2),
    total: fromCents(totals.totalCents).toFixed(2),
  };
  throw new AppError(
    "CONFLICT",
    `Your order's total has changed to $${figures.total} (subtotal $${figures.subtotal}, shipping $${figures.shipping}, tax $${figures.hst}). Please review it and try again.`,
    figures,
  );
}

function recordedLines(lines: readonly PricedCartLine[]): RecordedLine[] {
  return lines.map((line) => ({ item: line.product.item, descrip: line.product.descrip, make: line.product.make, qty: line.qty, unitCents: line.unit.unitCents }));
}

async function detailsOf(db: Db, viewer: CustomerViewer, plan: OrderPlan, notes: string | undefined): Promise<OrderDetails> {
  const own = await customerAddresses(db, viewer.id);
  if (!own) throw new AppError("CONFLICT", PROFILE_INCOMPLETE);
  return {
    totals: plan.totals,
    taxRate: plan.taxRate,
    shippingDays: plan.shippingDays,
    addressId: plan.destination.addressId,
    pickup: plan.destination.pickup,
    notes: plan.destination.pickup ? PICKUP_NOTES : notes?.trim() || NO_NOTES,
    ship: plan.destination.address,
    bill: own.billing,
    email: own.email,
  };
}

// ---------------------------------------------------------------------------------------------
// Quotes

/**
 * POST /getQuote: records an oversize order that is not picked up as Pending for Quote (3), from the
 * cart at the server's prices, empties the cart and mails the store and the customer. Stock is taken
 * when the quoted order is paid.
 */
export async function requestQuote(deps: CheckoutDeps, viewer: CustomerViewer, input: { addressID: number; notes?: string; subtotal: number }): Promise<string> {
  const orderNum = await withTransaction(deps.db, async (tx) => {
    const plan = await planOrder(deps, viewer, { addressId: input.addressID, pickup: false }, tx);
    if (!plan.quote) throw new AppError("CONFLICT", "This order ships at a set price: it needs no quote. Please continue to payment.");
    assertSameFigures(plan.totals, { subtotal: input.subtotal, hst: fromCents(plan.totals.taxCents), shipping: 0 });
    const details = await detailsOf(tx, viewer, plan, input.notes);
    const created = await createOrder(tx, ownerOf(viewer), ORDER_STATUS.pendingQuote, recordedLines(plan.lines), { ...details, shippingDays: null });
    await clearCart(tx, viewer);
    for (const mail of quoteRequestedMails({ ...deps.config, store: await storeDetails(deps, tx) }, { orderNum: created, details, lines: recordedLines(plan.lines) })) await deps.mail.enqueue(tx, mail);
    return created;
  });
  return orderNum;
}

// ---------------------------------------------------------------------------------------------
// Paying

/** What the gateway said, and how to take it back. */
interface Charged {
  reference: string;
  card: { brand: string; last4: string } | null;
  provider: string;
}

/** One payment of one order: what to hold, how to charge, what the order becomes. */
interface PaymentJob {
  owner: OrderOwner;
  orderNum: string;
  provider: "card" | "paypal";
  /**
   * Whether a failed payment cancels a new order's reserved number (the card flow, spec section 4);
   * a PayPal order stays open for the shopper to approve and finish again.
   */
  cancelOnFailure: boolean;
  /** Writes what the order will be (lines, money, addresses) in the hold step's transaction; returns the amount to charge. */
  prepare(tx: Db): Promise<{ amountCents: Cents; priorStatus: OrderStatus; reference?: string | null }>;
  /** Charges exactly the amount, or says it was declined; throws GatewayUnavailableError when the gateway cannot be reached. */
  charge(attempt: PaymentAttempt): Promise<{ status: "approved"; charged: Charged } | { status: "declined"; message: string }>;
  /** Gives the money back (void or refund). */
  reverse(attempt: PaymentAttempt, charged: Charged): Promise<void>;
  /** Also done in the record step's transaction (empty the cart). */
  recorded?(tx: Db): Promise<void>;
}

/** Flags the steps set for their undos. */
interface PaymentRun {
  /** The gateway may hold money we cannot confirm or give back now: leave everything for the reconciliation. */
  inDoubt: boolean;
  declined: string | null;
}

/**
 * Holds the order (lines, stock, a pending attempt: one transaction), charges (outside any
 * transaction), then records the payment (status 6, the cart emptied, mails queued: one
 * transaction). A failure undoes the finished steps newest first: a failed record gives the money
 * back, a decline or failure gives the stock back and cancels a new order's number (a quoted order
 * stays payable). When the outcome cannot be known, nothing is undone: the attempt stays pending and
 * the reconciliation settles it from what the gateway holds.
 */
async function payOrder(deps: CheckoutDeps, job: PaymentJob): Promise<{ totalCents: Cents }> {
  const run: PaymentRun = { inDoubt: false, declined: null };
  const catalog = { db: deps.db, caches: deps.caches };
  const results = await defineSteps<PaymentRun>()
    .step({
      name: "hold",
      run: () =>
        withTransaction(deps.db, async (tx) => {
          const order = await lockOrder(tx, job.owner, job.orderNum);
          if (await pendingAttemptOf(tx, job.orderNum)) throw new AppError("CONFLICT", "This order's payment is already being processed.");
          if (order.salesStatus !== ORDER_STATUS.reserved && order.salesStatus !== ORDER_STATUS.pendingReply) {
            throw new AppError("CONFLICT", "This order number can no longer be paid. Please start your order again.");
          }
          const { amountCents, priorStatus, reference } = await job.prepare(tx);
          await takeOrderStock(catalog, tx, job.orderNum, job.owner);
          return startAttempt(tx, { orderNum: job.orderNum, provider: job.provider, amountCents, priorStatus, reference });
        }),
      undo: async (state, attempt) => {
        if (state.inDoubt) return;
        await withTransaction(deps.db, async (tx) => {
          await returnOrderStock(catalog, tx, job.orderNum);
          if (attempt.priorStatus === ORDER_STATUS.reserved && job.cancelOnFailure) {
            await moveOrder(tx, job.orderNum, ORDER_STATUS.cancelled, { cancelledReason: state.declined ? "Payment declined" : "Payment failed" });
          }
          await settleAttempt(tx, attempt.id, { status: state.declined ? "declined" : "failed", message: state.declined });
        });
      },
    })
    .step({
      name: "charge",
      run: async (state, { hold: attempt }) => {
        const outcome = await job.charge(attempt).catch((error: unknown) => {
          if (error instanceof GatewayUnavailableError && error.outcomeUnknown) state.inDoubt = true;
          throw error;
        });
        if (outcome.status === "declined") {
          state.declined = outcome.message;
          throw new AppError("PAYMENT_DECLINED", PAYMENT_FAILED);
        }
        return outcome.charged;
      },
      undo: async (state, charged, { hold: attempt }) => {
        try {
          await job.reverse(attempt, charged);
          await settleAttempt(deps.db, attempt.id, { status: "reversed", reference: charged.reference, card: charged.card });
        } catch (error) {
          state.inDoubt = true;
          throw error;
        }
      },
    })
    .step({
      name: "record",
      run: async (_state, { hold: attempt, charge: charged }) => {
        deps.failpoints.hit("after-charge");
        await withTransaction(deps.db, async (tx) => {
          await recordPaid(deps, tx, attempt, charged);
          await job.recorded?.(tx);
        });
      },
    })
    .run(run);
  return { totalCents: results.hold.amountCents };
}

/** Marks an order paid by an approved attempt and queues its mails, in the caller's transaction; answers whose order it is and what it bought. */
async function recordPaid(deps: CheckoutDeps, tx: Db, attempt: PaymentAttempt, charged: Charged): Promise<{ ownerKind: "customer" | "dealer"; ownerId: number; items: string[] }> {
  const order = await moveOrder(tx, attempt.orderNum, ORDER_STATUS.paid, { paidAt: new Date(), paidWith: attempt.provider });
  await settleAttempt(tx, attempt.id, { status: "approved", reference: charged.reference, card: charged.card });
  const lines = await linesOf(tx, attempt.orderNum);
  for (const mail of orderPaidMails({ ...deps.config, store: await storeDetails(deps, tx) }, order, lines)) await deps.mail.enqueue(tx, mail);
  return { ownerKind: order.ownerKind, ownerId: order.ownerId, items: lines.map((line) => line.item) };
}

function paymentAddress(address: OrderAddress, email: string): PaymentAddress {
  return {
    name: `${address.forename} ${address.surname}`.trim() || address.company || "",
    addressLine1: address.address,
    city: address.city,
    province: address.state,
    postalCode: address.zipcode,
    country: address.country === "USA" ? "US" : address.country,
    phoneNumber: address.tel,
    emailAddress: email,
  };
}

/** A card charge through the configured gateway, by the browser's single-use token. */
function cardCharge(deps: CheckoutDeps, input: { token: string; cardholderName: string; browser: BrowserDetailsBody; customerIp: string; ship: () => OrderAddress; bill: () => OrderAddress; email: () => string }) {
  return async (attempt: PaymentAttempt) => {
    const purchase = {
      orderNumber: attempt.orderNum,
      amountCents: attempt.amountCents,
      currency: "CAD" as const,
      token: input.token,
      idempotencyKey: attempt.idempotencyKey,
      cardholderName: input.cardholderName,
      billing: paymentAddress(input.bill(), input.email()),
      shipping: paymentAddress(input.ship(), input.email()),
      customerIp: input.customerIp,
      termUrl: `${deps.config.publicUrl}/payment`,
      browser: {
        acceptHeader: input.browser.accept_header,
        javaEnabled: input.browser.java_enabled,
        language: input.browser.language,
        colorDepth: input.browser.color_depth,
        screenHeight: input.browser.screen_height,
        screenWidth: input.browser.screen_width,
        timeZone: input.browser.time_zone,
        userAgent: input.browser.user_agent,
        javascriptEnabled: input.browser.javascript_enabled,
      },
    };
    let result: ChargeResult;
    try {
      result = await deps.payments.gateway.purchase(purchase);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError) || !error.outcomeUnknown) throw error;
      // The request may have reached the gateway: ask it before deciding anything. If it cannot say,
      // the outcome stays unknown and the attempt is left for the reconciliation.
      const known = await deps.payments.gateway.findCharge(attempt.orderNum).catch((lookup: unknown) => {
        throw new GatewayUnavailableError(deps.payments.gateway.name, true, lookup instanceof Error ? lookup.message : String(lookup));
      });
      if (known?.status !== "approved" || known.voided || known.reference === null) throw new GatewayUnavailableError(deps.payments.gateway.name, false, "no charge was made");
      return { status: "approved" as const, charged: { reference: known.reference, card: null, provider: deps.payments.gateway.name } };
    }
    if (result.status === "declined") return { status: "declined" as const, message: result.message };
    if (result.amountCents !== attempt.amountCents) throw new Error(`The gateway charged ${result.amountCents} cents for order ${attempt.orderNum}, not ${attempt.amountCents}.`);
    return { status: "approved" as const, charged: { reference: result.reference, card: result.card, provider: deps.payments.gateway.name } };
  };
}

function cardReversal(deps: CheckoutDeps) {
  return async (attempt: PaymentAttempt, charged: Charged) => {
    await reverseCharge(deps.payments.gateway, { reference: charged.reference, orderNumber: attempt.orderNum, amountCents: attempt.amountCents }, attempt.idempotencyKey);
  };
}

/** A card payment's details as the browser sends them. */
export interface CardPayment {
  token: string;
  cardholderName: string;
  browser: BrowserDetailsBody;
  customerIp: string;
}

/**
 * POST /storeOrderData: pays a reserved order number by card and records the order. The server
 * prices the cart itself and refuses (409, with its figures) when the shown ones differ; a second
 * submit of a paid number answers the same order and charges nothing.
 */
export async function payNewOrder(
  deps: CheckoutDeps,
  viewer: CustomerViewer,
  input: { orderNumber: string; addressID: number; pickupInstore: boolean; notes?: string; subtotal: number; hst: number; shipping: number } & CardPayment,
): Promise<{ orderNum: string; totalCents: Cents }> {
  const owner = ownerOf(viewer);
  const existing = await withTransaction(deps.db, (tx) => lockOrder(tx, owner, input.orderNumber));
  if (existing.salesStatus === ORDER_STATUS.paid) return { orderNum: existing.orderNum, totalCents: existing.totalCents };
  let details: OrderDetails | undefined;
  const { totalCents } = await payOrder(deps, {
    owner,
    orderNum: input.orderNumber,
    provider: "card",
    cancelOnFailure: true,
    async prepare(tx) {
      // Priced inside the hold: what is recorded and charged is what the cart holds now, and it must be what the shopper saw.
      const plan = await planOrder(deps, viewer, { addressId: input.addressID, pickup: input.pickupInstore }, tx);
      if (plan.quote) throw new AppError("CONFLICT", "Oversize parts ship by quote: please use Get a Quote, or pick the order up in store.");
      assertSameFigures(plan.totals, input);
      details = await detailsOf(tx, viewer, plan, input.notes);
      await writeOrder(tx, input.orderNumber, recordedLines(plan.lines), details);
      return { amountCents: plan.totals.totalCents, priorStatus: ORDER_STATUS.reserved };
    },
    charge: cardCharge(deps, { ...input, ship: () => details!.ship, bill: () => details!.bill, email: () => details!.email }),
    reverse: cardReversal(deps),
    recorded: (tx) => clearCart(tx, viewer),
  });
  return { orderNum: input.orderNumber, totalCents };
}

/** POST /payPendingOrder: pays a quoted order (5) by card with its existing number; a decline leaves it payable. */
export async function payQuotedOrder(deps: CheckoutDeps, viewer: CustomerViewer, input: { sono: string; total: number } & CardPayment): Promise<{ orderNum: string; totalCents: Cents }> {
  const owner = ownerOf(viewer);
  const order = await withTransaction(deps.db, (tx) => lockOrder(tx, owner, input.sono));
  if (order.salesStatus === ORDER_STATUS.paid) return { orderNum: order.orderNum, totalCents: order.totalCents };
  if (order.salesStatus !== ORDER_STATUS.pendingReply) throw new AppError("CONFLICT", "This order is not ready to be paid: the store has not quoted its shipping yet.");
  if (toCents(input.total) !== order.totalCents) {
    throw new AppError("CONFLICT", `This order's total is $${fromCents(order.totalCents).toFixed(2)}. Please review it and try again.`, { total: fromCents(order.totalCents).toFixed(2) });
  }
  const address = (prefix: "ship" | "bill"): OrderAddress => ({
    forename: order[`${prefix}Forename`],
    surname: order[`${prefix}Surname`],
    company: order[`${prefix}Company`],
    address: order[`${prefix}Address`],
    city: order[`${prefix}City`],
    state: order[`${prefix}State`],
    zipcode: order[`${prefix}Zipcode`],
    country: order[`${prefix}Country`],
    tel: order[`${prefix}Tel`],
  });
  const { totalCents } = await payOrder(deps, {
    owner,
    orderNum: order.orderNum,
    provider: "card",
    cancelOnFailure: false,
    prepare: async () => ({ amountCents: order.totalCents, priorStatus: ORDER_STATUS.pendingReply }),
    charge: cardCharge(deps, { ...input, ship: () => address("ship"), bill: () => address("bill"), email: () => order.email }),
    reverse: cardReversal(deps),
  });
  return { orderNum: order.orderNum, totalCents };
}

// ---------------------------------------------------------------------------------------------
// Reconciliation

/**
 * Settles payment attempts left pending by a crash (or a server that went away) between calling the
 * gateway and recording the outcome: an approved charge records its order (or, when that is no longer
 * possible, is given back); no charge puts the order back as it was. Run at start and every minute.
 */
export async function settlePaymentsInDoubt(deps: CheckoutDeps, olderThanMs: number): Promise<{ recorded: number; reversed: number; released: number }> {
  const settled = { recorded: 0, reversed: 0, released: 0 };
  const catalog = { db: deps.db, caches: deps.caches };
  for (const attempt of await attemptsInDoubt(deps.db, olderThanMs)) {
    const known = attempt.provider === "paypal" ? await paypalChargeOf(deps, attempt) : await cardChargeOf(deps, attempt);
    if (known === "unknown") continue;
    if (known) {
      try {
        await withTransaction(deps.db, async (tx) => {
          const order = await recordPaid(deps, tx, attempt, known);
          // A new order was placed from the cart: what it bought leaves the cart, as it would have.
          if (attempt.priorStatus === ORDER_STATUS.reserved) await removeOrderedFromCart(tx, { kind: order.ownerKind, id: order.ownerId }, order.items);
        });
        settled.recorded++;
      } catch {
        if (attempt.provider === "paypal") await deps.payments.paypal.refundCapture(known.reference, attempt.amountCents, `${attempt.idempotencyKey}-refund`);
        else await cardReversal(deps)(attempt, known);
        await settleAttempt(deps.db, attempt.id, { status: "reversed", reference: known.reference });
        settled.reversed++;
      }
      continue;
    }
    await withTransaction(deps.db, async (tx) => {
      await returnOrderStock(catalog, tx, attempt.orderNum);
      if (attempt.priorStatus === ORDER_STATUS.reserved) await moveOrder(tx, attempt.orderNum, ORDER_STATUS.cancelled, { cancelledReason: "Payment not completed" }).catch(() => undefined);
      await settleAttempt(tx, attempt.id, { status: "failed", message: "Not charged: settled after a restart" });
    });
    settled.released++;
  }
  return settled;
}

async function cardChargeOf(deps: CheckoutDeps, attempt: PaymentAttempt): Promise<Charged | null | "unknown"> {
  try {
    const known = await deps.payments.gateway.findCharge(attempt.orderNum);
    if (known?.status !== "approved" || known.voided || known.reference === null || known.refundedCents >= known.amountCents) return null;
    return { reference: known.reference, card: null, provider: deps.payments.gateway.name };
  } catch {
    return "unknown";
  }
}

async function paypalChargeOf(deps: CheckoutDeps, attempt: PaymentAttempt): Promise<Charged | null | "unknown"> {
  if (!attempt.reference) return null;
  try {
    const order = await deps.payments.paypal.getOrder(attempt.reference);
    const capture = order?.captures.find((line) => line.status === "COMPLETED" || line.status === "PENDING");
    return capture ? { reference: capture.id, card: null, provider: "paypal" } : null;
  } catch {
    return "unknown";
  }
}

// ---------------------------------------------------------------------------------------------
// PayPal


function paypalOrThrow(deps: CheckoutDeps) {
  if (!deps.payments.paypal.isConfigured()) throw new AppError("CONFLICT", PAYPAL_UNAVAILABLE);
  return deps.payments.paypal;
}

/**
 * POST /api/paypal/orders (checkout): reserves an order number and creates a PayPal order for the
 * server's own total of the cart to the chosen address; the browser then shows PayPal's approval.
 */
export async function createPaypalCheckout(deps: CheckoutDeps, viewer: CustomerViewer, input: { addressID: number; pickupInstore: boolean } & ShownFigures): Promise<string> {
  const paypal = paypalOrThrow(deps);
  const plan = await planOrder(deps, viewer, { addressId: input.addressID, pickup: input.pickupInstore });
  if (plan.quote) throw new AppError("CONFLICT", "Oversize parts ship by quote: please use Get a Quote, or pick the order up in store.");
  assertSameFigures(plan.totals, input);
  const own = await customerAddresses(deps.db, viewer.id);
  const orderNum = await reserveOrderNumber(deps.db, ownerOf(viewer), own?.email ?? viewer.email);
  const order = await paypal.createOrder({ amountCents: plan.totals.totalCents, currency: "CAD", orderNumber: orderNum, requestId: `${orderNum}-create` });
  return order.id;
}

/** POST /api/paypal/orders (pending): a PayPal order for a quoted order's total. */
export async function createPaypalForQuote(deps: CheckoutDeps, viewer: CustomerViewer, sono: string): Promise<string> {
  const paypal = paypalOrThrow(deps);
  const order = await withTransaction(deps.db, (tx) => lockOrder(tx, ownerOf(viewer), sono));
  if (order.salesStatus !== ORDER_STATUS.pendingReply) throw new AppError("CONFLICT", "This order is not ready to be paid: the store has not quoted its shipping yet.");
  const created = await paypal.createOrder({ amountCents: order.totalCents, currency: "CAD", orderNumber: order.orderNum, requestId: `${order.orderNum}-create-${order.totalCents}` });
  return created.id;
}

/** The shop order a PayPal order was created for, and its amount: 404 unless it is the caller's. */
async function shopOrderOfPaypal(deps: CheckoutDeps, paypalOrderId: string): Promise<{ orderNum: string; amountCents: Cents }> {
  const order = await paypalOrThrow(deps).getOrder(paypalOrderId);
  if (!order?.orderNumber || order.amountCents === null || order.currency !== "CAD") throw notFound("PayPal order");
  return { orderNum: order.orderNumber, amountCents: order.amountCents };
}

function paypalJob(deps: CheckoutDeps, paypalOrderId: string) {
  const paypal = paypalOrThrow(deps);
  return {
    provider: "paypal" as const,
    cancelOnFailure: false,
    async charge(attempt: PaymentAttempt) {
      const capture = await paypal.captureOrder(paypalOrderId, attempt.idempotencyKey);
      if (capture.status === "declined") return { status: "declined" as const, message: capture.message };
      if (capture.currency !== "CAD" || capture.amountCents !== attempt.amountCents) {
        await paypal.refundCapture(capture.captureId, capture.amountCents, `${attempt.idempotencyKey}-mismatch`);
        throw new AppError("CONFLICT", "The PayPal payment did not match the order total and was refunded.");
      }
      return { status: "approved" as const, charged: { reference: capture.captureId, card: null, provider: "paypal" } };
    },
    async reverse(attempt: PaymentAttempt, charged: Charged) {
      await paypal.refundCapture(charged.reference, attempt.amountCents, `${attempt.idempotencyKey}-refund`);
    },
  };
}

/** POST /finishOrder_paypal: captures the approved PayPal order (exactly the server's total, in CAD) and records the order. */
export async function finishPaypalCheckout(
  deps: CheckoutDeps,
  viewer: CustomerViewer,
  input: { paypalOrderId: string; addressID: number; pickupInstore: boolean; notes?: string } & ShownFigures,
): Promise<string> {
  const owner = ownerOf(viewer);
  const { orderNum, amountCents } = await shopOrderOfPaypal(deps, input.paypalOrderId);
  const existing = await withTransaction(deps.db, (tx) => lockOrder(tx, owner, orderNum));
  if (existing.salesStatus === ORDER_STATUS.paid) return orderNum;
  const plan = await planOrder(deps, viewer, { addressId: input.addressID, pickup: input.pickupInstore });
  assertSameFigures(plan.totals, input);
  if (plan.totals.totalCents !== amountCents) throw new AppError("CONFLICT", "Your order's total changed after PayPal was opened. Please review your order and pay again.");
  const details = await detailsOf(deps.db, viewer, plan, input.notes);
  await payOrder(deps, {
    owner,
    orderNum,
    ...paypalJob(deps, input.paypalOrderId),
    async prepare(tx) {
      const now = await planOrder(deps, viewer, { addressId: input.addressID, pickup: input.pickupInstore }, tx);
      if (now.totals.totalCents !== amountCents) throw new AppError("CONFLICT", "Your order's total changed after PayPal was opened. Please review your order and pay again.");
      await writeOrder(tx, orderNum, recordedLines(now.lines), { ...details, totals: now.totals });
      return { amountCents, priorStatus: ORDER_STATUS.reserved, reference: input.paypalOrderId };
    },
    recorded: (tx) => clearCart(tx, viewer),
  });
  return orderNum;
}

/** POST /finishOrder_paypal_quote: captures the approved PayPal order for a quoted order and records it paid. */
export async function finishPaypalQuote(deps: CheckoutDeps, viewer: CustomerViewer, input: { sono: string; paypalOrderId: string }): Promise<string> {
  const owner = ownerOf(viewer);
  const { orderNum, amountCents } = await shopOrderOfPaypal(deps, input.paypalOrderId);
  if (orderNum !== input.sono) throw notFound("PayPal order");
  const order = await withTransaction(deps.db, (tx) => lockOrder(tx, owner, orderNum));
  if (order.salesStatus === ORDER_STATUS.paid) return orderNum;
  if (order.totalCents !== amountCents) throw new AppError("CONFLICT", "The order's total changed after PayPal was opened. Please pay again.");
  await payOrder(deps, {
    owner,
    orderNum,
    ...paypalJob(deps, input.paypalOrderId),
    prepare: async () => ({ amountCents, priorStatus: ORDER_STATUS.pendingReply, reference: input.paypalOrderId }),
  });
  return orderNum;
}

/** How often payment attempts in doubt are looked for, and how old one must be: younger ones may still be in flight on a live server. */
const SETTLE_EVERY_MS = 30_000;
const IN_DOUBT_AFTER_MS = 60_000;

/**
 * Settles payments left in doubt now and then every half minute, on one server at a time. At start,
 * a server alone on its database (the embedded one, held by its lock) settles every pending attempt
 * at once: no other server can have one in flight. Returns how to stop.
 */
export function startPaymentReconciliation(
  deps: CheckoutDeps,
  options: { host: JobHost; onError: (error: unknown) => void; onSettled: (settled: Awaited<ReturnType<typeof settlePaymentsInDoubt>>) => void },
): () => void {
  let atStart = options.host.kind === "embedded";
  return startJob(
    options.host,
    "payment-reconciliation",
    SETTLE_EVERY_MS,
    async () => {
      const settled = await settlePaymentsInDoubt(deps, atStart ? 0 : IN_DOUBT_AFTER_MS);
      atStart = false;
      if (settled.recorded + settled.reversed + settled.released > 0) options.onSettled(settled);
    },
    options.onError,
  );
}

/** Gives up a reserved order number (the browser calls it after a decline): nothing to do when it is already settled or being paid. */
export async function releaseReservedNumber(db: Db, viewer: CustomerViewer, orderNum: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const order = await lockOrder(tx, ownerOf(viewer), orderNum);
    if (order.salesStatus !== ORDER_STATUS.reserved || (await pendingAttemptOf(tx, order.orderNum))) return;
    await moveOrder(tx, order.orderNum, ORDER_STATUS.cancelled, { cancelledReason: "Released by the shopper" });
  });
}

/**
 * Cancels order numbers reserved for a payment that never started (the shopper left the payment
 * page) once they are a day old; numbers with a payment attempt are the reconciliation's to settle.
 */
export async function releaseAbandonedReservations(db: Db): Promise<number> {
  let released = 0;
  for (const { orderNum, owner } of await abandonedReservations(db, 24)) {
    await withTransaction(db, async (tx) => {
      // Locked first, so a payment starting now either comes before (and is seen) or waits and finds it cancelled.
      const order = await lockOrder(tx, owner, orderNum);
      if (order.salesStatus !== ORDER_STATUS.reserved || (await pendingAttemptOf(tx, orderNum))) return;
      await moveOrder(tx, orderNum, ORDER_STATUS.cancelled, { cancelledReason: "Payment never started" });
      released++;
    });
  }
  return released;
}
