import type { ChangeAddressReply, CheckoutReply, OrderAddress } from "../../../domain/contracts/buying";
import { messageKey } from "../../../domain/forms";
import { type Cents, fromCents, toCents } from "../../../domain/money";
import { CART_IS_EMPTY, INVALID_DESTINATION, NO_NOTES, PICKUP_ADDRESS_ID, PICKUP_NOTES } from "../../../domain/orders";
import { cartWeightKg, shippingCharge, zoneOf } from "../../../domain/shipping";
import { pickupAddress } from "../../../domain/store";
import type { TaxPart } from "../../../domain/tax";
import { type OrderTotals, orderTaxLines, orderTaxRate, orderTotals, subtotalCents } from "../../../domain/totals";
import type { Ctx } from "../../context";
import { AppError } from "../../errors";
import type { CustomerViewer } from "../../viewer";
import { type CustomerAddresses, customerAddresses } from "../accounts/service";
import { cartLineOf, type PricedCartLine, pricedCart } from "../cart/service";
import { destinationTaxes, storeDetails } from "../content/service";
import type { OrderDetails, RecordedLine } from "../orders/service";
import { addressBookOf, bookAddress } from "./address-book";
import { shippingTable } from "./shipping-rates";

/** Where an order goes, as an address copied into it. */
interface Destination {
  addressId: number;
  pickup: boolean;
  address: OrderAddress;
  /** The customer's own addresses when they were read to find the destination, so nothing reads them again. */
  own: CustomerAddresses | null;
}

const PROFILE_INCOMPLETE = messageKey("checkout.profileIncomplete");

async function destinationOf(
  ctx: Ctx<"db" | "config", "caches">,
  viewer: CustomerViewer,
  addressId: number,
  pickup: boolean,
  known: CustomerAddresses | null,
): Promise<Destination> {
  const pickedUp = pickup || addressId === PICKUP_ADDRESS_ID;
  if (!pickedUp && addressId !== 0) return { addressId, pickup: false, address: await bookAddress(ctx, viewer.id, addressId), own: known };
  // Picked up or sent to the own address: both need the customer's own addresses.
  const own = known ?? (await customerAddresses(ctx, viewer.id));
  if (!own) throw new AppError("CONFLICT", PROFILE_INCOMPLETE);
  if (pickedUp) return { addressId: PICKUP_ADDRESS_ID, pickup: true, address: pickupAddress(await storeDetails(ctx), own.shipping), own };
  return { addressId: 0, pickup: false, address: own.shipping, own };
}

/** An order as the server prices it from its own data: lines, destination, shipping, taxes and totals. */
export interface OrderPlan {
  lines: PricedCartLine[];
  destination: Destination;
  oversize: boolean;
  /** An oversize order not picked up, or one to a place with no shipping rate: shipping is quoted by the store. */
  quote: boolean;
  shippingDays: number | null;
  taxParts: TaxPart[];
  totals: OrderTotals;
}

/**
 * Prices the caller's cart to a destination; every read goes through ctx.db, so inside a transaction it
 * sees (and waits on) nothing else. A destination whose province is not one of its country's (an
 * address kept from before provinces were checked) is refused, never taxed at 0.
 */
export async function planOrder(
  ctx: Ctx<"db" | "config", "caches">,
  viewer: CustomerViewer,
  where: { addressId: number; pickup: boolean },
  /** The customer's own addresses, when the caller has read them already. */
  known: CustomerAddresses | null = null,
): Promise<OrderPlan> {
  const lines = await pricedCart(ctx, viewer);
  if (lines.length === 0) throw new AppError("CONFLICT", CART_IS_EMPTY);
  const destination = await destinationOf(ctx, viewer, where.addressId, where.pickup, known);
  const taxParts = await destinationTaxes(ctx, destination.address);
  if (!taxParts) throw new AppError("CONFLICT", messageKey("orders.error.invalidDestination"), { state: INVALID_DESTINATION });
  const oversize = lines.some((line) => line.product.oversize);
  const charge = shippingCharge({
    oversize,
    pickup: destination.pickup,
    zone: zoneOf(destination.address.country, destination.address.state),
    weightKg: cartWeightKg(lines),
    table: destination.pickup || oversize ? [] : await shippingTable(ctx),
  });
  const shipping: Cents = charge.kind === "rate" ? charge.cents : 0;
  const shippingDays = charge.kind === "rate" ? charge.days : charge.kind === "pickup" ? 0 : null;
  const totals = orderTotals(recordedLines(lines), shipping, taxParts);
  return { lines, destination, oversize, quote: charge.kind === "quote", shippingDays, taxParts, totals };
}

/** A plan's figures as the confirm page shows them: shipping, tax by component and total. */
function figuresOf(plan: OrderPlan): Omit<ChangeAddressReply, "oversize"> {
  return {
    total_shipping: fromCents(plan.totals.shippingCents),
    shippingDays: plan.shippingDays ?? 0,
    tax: fromCents(plan.totals.taxCents),
    taxRate: orderTaxRate(plan.taxParts),
    tax_lines: orderTaxLines(plan.totals, plan.taxParts).map((line) => ({ name: line.name, rate: line.rate, amount: fromCents(line.cents) })),
    total: fromCents(plan.totals.totalCents),
  };
}

/** The plan of the cart to the customer's own address, or null while its province needs correcting (/changeAddress then says so). */
async function ownAddressPlan(ctx: Ctx<"db" | "config", "caches">, viewer: CustomerViewer, own: CustomerAddresses): Promise<OrderPlan | null> {
  try {
    return await planOrder(ctx, viewer, { addressId: 0, pickup: false }, own);
  } catch (error) {
    if (error instanceof AppError && error.message === INVALID_DESTINATION) return null;
    throw error;
  }
}

/** POST /checkout: the cart priced for the customer's own address, with the address book. */
export async function checkoutSummary(ctx: Ctx<"db" | "config", "caches">, viewer: CustomerViewer): Promise<CheckoutReply> {
  const own = await customerAddresses(ctx, viewer.id);
  const plan = own ? await ownAddressPlan(ctx, viewer, own) : null;
  const lines = plan?.lines ?? (await pricedCart(ctx, viewer));
  const subtotal = plan?.totals.subtotalCents ?? subtotalCents(recordedLines(lines));
  const figures = plan ? figuresOf(plan) : { total_shipping: 0, shippingDays: 0, tax: 0, taxRate: 0, tax_lines: [], total: fromCents(subtotal) };
  return {
    carts: lines.map(cartLineOf),
    subtotal: fromCents(subtotal),
    ...figures,
    // As /changeAddress says it: the order ships by quote (an oversize part, or no rate to the own address).
    oversize: plan?.quote ?? lines.some((line) => line.product.oversize),
    addressBook: await addressBookOf(ctx, viewer.id),
    userInfo: own ? { ...own.shipping, email: own.email } : null,
  };
}

/** POST /changeAddress: shipping, tax and total of the cart sent to an address book entry, the own address (0) or picked up (1). */
export async function addressSummary(ctx: Ctx<"db" | "config", "caches">, viewer: CustomerViewer, addressId: number): Promise<ChangeAddressReply> {
  const plan = await planOrder(ctx, viewer, { addressId, pickup: addressId === PICKUP_ADDRESS_ID });
  return { ...figuresOf(plan), oversize: plan.quote };
}

/** The figures the browser showed; the server's own must be the same, to the cent, before anything is charged. */
export interface ShownFigures {
  subtotal: number;
  hst: number;
  shipping: number;
  total?: number;
}

/** 409 with the server's figures when the browser's differ: prices, stock or rates changed since the page was shown. */
export function assertSameFigures(totals: OrderTotals, shown: ShownFigures): void {
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
    {
      key: "errors.totalChanged",
      values: {
        total: fromCents(totals.totalCents),
        subtotal: fromCents(totals.subtotalCents),
        shipping: fromCents(totals.shippingCents),
        hst: fromCents(totals.taxCents),
      },
    },
    figures,
  );
}

/** Cart lines as an order records them: the part and its one price for the buyer now. */
export function recordedLines(lines: readonly PricedCartLine[]): RecordedLine[] {
  return lines.map((line) => ({
    item: line.product.item,
    descrip: line.product.descrip,
    make: line.product.make,
    qty: line.qty,
    unitCents: line.unit.unitCents,
  }));
}

/** What an order records of a plan besides its lines: money, taxes, destination, addresses and notes. */
export async function detailsOf(ctx: Ctx<"db">, viewer: CustomerViewer, plan: OrderPlan, notes: string | undefined): Promise<OrderDetails> {
  const own = plan.destination.own ?? (await customerAddresses(ctx, viewer.id));
  if (!own) throw new AppError("CONFLICT", PROFILE_INCOMPLETE);
  return {
    totals: plan.totals,
    taxParts: plan.taxParts,
    shippingDays: plan.shippingDays,
    addressId: plan.destination.addressId,
    pickup: plan.destination.pickup,
    notes: plan.destination.pickup ? PICKUP_NOTES : notes?.trim() || NO_NOTES,
    ship: plan.destination.address,
    bill: own.billing,
    email: own.email,
  };
}
