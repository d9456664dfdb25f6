import type { CheckoutDealerReply, DealerAddressFields, DealerOrderReply, HistoryRow } from "../../../domain/contracts/buying";
import { fromCents } from "../../../domain/money";
import { INVALID_DESTINATION, NO_NOTES, ORDER_STATUS } from "../../../domain/orders";
import type { TaxDestination, TaxPart } from "../../../domain/tax";
import { orderTaxLines, orderTaxRate, orderTotals } from "../../../domain/totals";
import { type Ctx, inTransaction } from "../../context";
import { AppError, notFound } from "../../errors";
import { metrics } from "../../lib/metrics";
import type { DealerViewer } from "../../viewer";
import { buyerForOrder, dealerAddress, type PostalAddress } from "../accounts/service";
import { cartLineOf, clearCart, lockCart, type PricedCartLine, pricedCart } from "../cart/service";
import { destinationTaxes, storeDetails } from "../content/service";
import { createOrder, emptyCartRefusal, linesOf, oneOrder, orderHistory, type RecordedLine, takeOrderStock } from "../orders/service";
import { dealerOrderMails } from "./mails";

const ownerOf = (viewer: DealerViewer) => ({ kind: "dealer" as const, id: viewer.id });

/** The address id of a dealer order shipped to the dealer's own address (spec: address 0 means no separate shipping address), or to one given at confirm. */
const OWN_ADDRESS = 0;
const GIVEN_ADDRESS = 2;

async function companyOf(ctx: Ctx<"db">, viewer: DealerViewer) {
  const company = await dealerAddress(ctx, viewer.id);
  if (!company) throw new AppError("UNAUTHORIZED", "errors.signInRequired");
  return company;
}

/**
 * A dealer order's taxes: those of where it ships (DESIGN 7, the same rule as customers'), the dealer's
 * own address unless another is given; a province that is not one of its country's is refused.
 */
async function dealerTaxes(ctx: Ctx<"db", "caches">, destination: TaxDestination): Promise<TaxPart[]> {
  const parts = await destinationTaxes(ctx, destination);
  if (!parts) throw new AppError("CONFLICT", "orders.error.invalidDestination", { state: INVALID_DESTINATION });
  return parts;
}

const orderLinesOf = (lines: readonly PricedCartLine[]): RecordedLine[] =>
  lines.map((line) => ({ item: line.product.item, descrip: line.product.descrip, make: line.product.make, qty: line.qty, unitCents: line.unit.unitCents }));

/**
 * POST /checkoutDealer: the dealer's cart at their price code, no shipping (DESIGN 7), taxed where it
 * ships: the dealer's own address, or the province and country the confirm form holds now.
 */
export async function checkoutDealer(ctx: Ctx<"db", "caches">, viewer: DealerViewer, shipTo?: TaxDestination): Promise<CheckoutDealerReply> {
  const company = await companyOf(ctx, viewer);
  const lines = await pricedCart(ctx, viewer);
  const taxParts = await dealerTaxes(ctx, shipTo ?? company.address);
  const totals = orderTotals(orderLinesOf(lines), 0, taxParts);
  const own = company.address;
  return {
    carts: lines.map(cartLineOf),
    subtotal: fromCents(totals.subtotalCents),
    total_shipping: 0,
    tax: fromCents(totals.taxCents),
    taxRate: orderTaxRate(taxParts),
    tax_lines: orderTaxLines(totals, taxParts).map((line) => ({ name: line.name, rate: line.rate, amount: fromCents(line.cents) })),
    total: fromCents(totals.totalCents),
    dealerInfo: {
      company: own.company ?? "",
      address1: own.address,
      city: own.city,
      terr: own.state,
      zip: own.zipcode,
      country: own.country,
      phone: own.tel,
      custno: company.account,
    },
  };
}

const sameAddress = (own: PostalAddress, given: DealerAddressFields) =>
  [own.address, own.city, own.state, own.zipcode, own.country].map((v) => v.trim().toLowerCase()).join("|") ===
  [given.address, given.city, given.state, given.zipcode, given.country].map((v) => v.trim().toLowerCase()).join("|");

/**
 * POST /dealerConfirm: records the dealer's cart as a confirmed order (7) at their price code, with no
 * shipping charge and no online payment, taxed where it ships. Stock is taken in the same transaction;
 * what is not on hand is back-ordered on its line. The cart empties; the store and the dealer are
 * mailed (and the buyer who placed it, when a buyer did: the order records them, decision 041). The
 * cart is held while this runs, so a repeat (a double click) makes no second order: it is told the
 * number of the one made (409 ALREADY_PLACED).
 */
export async function confirmDealerOrder(
  ctx: Ctx<"db" | "config" | "mail", "caches">,
  viewer: DealerViewer,
  input: { address: DealerAddressFields; note?: string; poNumber?: string | null },
): Promise<string> {
  const company = await companyOf(ctx, viewer);
  const buyer = viewer.buyerId === null ? null : await buyerForOrder(ctx, viewer.buyerId);
  const placed = await inTransaction(ctx, async (tx) => {
    await lockCart(tx, ownerOf(viewer));
    const lines = await pricedCart(tx, viewer);
    if (lines.length === 0) throw await emptyCartRefusal(tx, ownerOf(viewer));
    const recorded = orderLinesOf(lines);
    const taxParts = await dealerTaxes(tx, input.address);
    const totals = orderTotals(recorded, 0, taxParts);
    const given = input.address;
    const ship: PostalAddress = {
      forename: company.address.forename,
      surname: company.address.surname,
      company: given.company,
      address: given.address,
      city: given.city,
      state: given.state.toUpperCase(),
      zipcode: given.zipcode,
      country: given.country,
      tel: given.tel,
    };
    const { orderNum, lines: written } = await createOrder(tx, ownerOf(viewer), ORDER_STATUS.dealerConfirmed, recorded, {
      totals,
      taxParts,
      shippingDays: null,
      addressId: sameAddress(company.address, given) ? OWN_ADDRESS : GIVEN_ADDRESS,
      pickup: false,
      notes: input.note?.trim() || NO_NOTES,
      poNumber: input.poNumber ?? null,
      buyer,
      ship,
      bill: company.address,
      email: company.email,
    });
    await takeOrderStock(tx, orderNum, ownerOf(viewer), written);
    await clearCart(tx, viewer);
    for (const mail of dealerOrderMails(
      { ...tx.config, store: await storeDetails(tx) },
      {
        orderNum,
        account: company.account,
        company: company.address,
        ship,
        lines: await linesOf(tx, orderNum),
        totals,
        taxParts,
        notes: input.note?.trim() || NO_NOTES,
        poNumber: input.poNumber ?? null,
        email: company.email,
        buyer,
      },
    )) {
      await tx.mail.enqueue(tx.db, mail);
    }
    return orderNum;
  });
  metrics.order("dealer", "dealer_confirmed");
  return placed;
}

/** GET /dealerOrderHistory: the dealer's confirmed and shipped orders, newest first. */
export async function dealerHistory(ctx: Ctx<"db">, viewer: DealerViewer): Promise<HistoryRow[]> {
  return (await orderHistory(ctx, ownerOf(viewer))).history;
}

/** GET /oneOrder_dealer_finish: one of the dealer's orders; `address` is null when it ships to the dealer's own address. 404 for anyone else's. */
export async function dealerOrder(ctx: Ctx<"db">, viewer: DealerViewer, orderNum: string): Promise<DealerOrderReply> {
  const order = await oneOrder(ctx, ownerOf(viewer), orderNum);
  if (order.somast.sales_status !== ORDER_STATUS.dealerConfirmed && order.somast.sales_status !== ORDER_STATUS.shipped) throw notFound("order", orderNum);
  const ship = order.address;
  const bill = order.billing;
  return {
    oneOrder: order.oneOrder,
    somast: order.somast,
    address:
      order.somast.address === OWN_ADDRESS
        ? null
        : {
            company: ship.company ?? "",
            address: ship.address,
            city: ship.city,
            province: ship.state,
            postalcode: ship.zipcode,
            country: ship.country,
            tel: ship.tel,
          },
    dealerInfo: {
      company: bill.company ?? "",
      address1: bill.address,
      city: bill.city,
      state: bill.state,
      zip: bill.zipcode,
      country: bill.country,
      phone: bill.tel,
    },
  };
}
