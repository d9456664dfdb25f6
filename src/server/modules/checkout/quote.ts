import { messageKey } from "../../../domain/forms";
import { fromCents } from "../../../domain/money";
import { ORDER_STATUS } from "../../../domain/orders";
import { inTransaction } from "../../context";
import { AppError } from "../../errors";
import { metrics } from "../../lib/metrics";
import type { CustomerViewer } from "../../viewer";
import { customerLocale } from "../accounts/service";
import { cartIsEmpty, clearCart, lockCart } from "../cart/service";
import { storeDetails } from "../content/service";
import { createOrder, emptyCartRefusal } from "../orders/service";
import type { CheckoutCtx } from "./context";
import { customerOwner } from "./context";
import { quoteRequestedMails } from "./mails";
import { assertSameFigures, detailsOf, planOrder, recordedLines } from "./order-plan";

/**
 * POST /getQuote: records an oversize order that is not picked up as Pending for Quote (3), from the
 * cart at the server's prices, empties the cart and mails the store and the customer. Stock is taken
 * when the quoted order is paid. The cart is held while this runs, so a repeated request (a double
 * click, another tab) makes no second quote: it is told the number of the one made (409 ALREADY_PLACED).
 */
export async function requestQuote(ctx: CheckoutCtx, viewer: CustomerViewer, input: { addressID: number; notes?: string; subtotal: number }): Promise<string> {
  const owner = customerOwner(viewer);
  const created = await inTransaction(ctx, async (tx) => {
    await lockCart(tx, owner);
    if (await cartIsEmpty(tx, owner)) throw await emptyCartRefusal(tx, owner);
    const plan = await planOrder(tx, viewer, { addressId: input.addressID, pickup: false });
    if (!plan.quote) throw new AppError("CONFLICT", messageKey("payments.error.noQuoteNeeded"));
    assertSameFigures(plan.totals, { subtotal: input.subtotal, hst: fromCents(plan.totals.taxCents), shipping: 0 });
    const details = await detailsOf(tx, viewer, plan, input.notes);
    const lines = recordedLines(plan.lines);
    const { orderNum: created } = await createOrder(tx, owner, ORDER_STATUS.pendingQuote, lines, { ...details, shippingDays: null });
    await clearCart(tx, viewer);
    for (const mail of quoteRequestedMails(
      { ...tx.config, store: await storeDetails(tx) },
      { orderNum: created, details, lines },
      await customerLocale(tx, viewer.id),
    ))
      await tx.mail.enqueue(tx.db, mail);
    return created;
  });
  metrics.order(owner.kind, "quoted");
  return created;
}
