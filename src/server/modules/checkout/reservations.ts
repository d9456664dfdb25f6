import { ORDER_STATUS } from "../../../domain/orders";
import { type Ctx, inTransaction } from "../../context";
import type { CustomerViewer } from "../../viewer";
import { abandonedReservations, lockOrder, moveOrder } from "../orders/service";
import { pendingAttemptOf } from "../payments/service";
import { customerOwner } from "./context";

/** Gives up a reserved order number (the browser calls it after a decline): nothing to do when it is already settled or being paid. */
export async function releaseReservedNumber(ctx: Ctx<"db">, viewer: CustomerViewer, orderNum: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const order = await lockOrder(tx, customerOwner(viewer), orderNum);
    if (order.salesStatus !== ORDER_STATUS.reserved || (await pendingAttemptOf(tx, order.orderNum))) return;
    await moveOrder(tx, order.orderNum, ORDER_STATUS.cancelled, { cancelledReason: "Released by the shopper" });
  });
}

/**
 * Cancels order numbers reserved for a payment that never started (the shopper left the payment
 * page) once they are a day old; numbers with a payment attempt are the reconciliation's to settle.
 */
export async function releaseAbandonedReservations(ctx: Ctx<"db">): Promise<number> {
  let released = 0;
  for (const { orderNum, owner } of await abandonedReservations(ctx, 24)) {
    await inTransaction(ctx, async (tx) => {
      // Locked first, so a payment starting now either comes before (and is seen) or waits and finds it cancelled.
      const order = await lockOrder(tx, owner, orderNum);
      if (order.salesStatus !== ORDER_STATUS.reserved || (await pendingAttemptOf(tx, orderNum))) return;
      await moveOrder(tx, orderNum, ORDER_STATUS.cancelled, { cancelledReason: "Payment never started" });
      released++;
    });
  }
  return released;
}
