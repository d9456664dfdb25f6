import { and, eq, inArray } from "drizzle-orm";
import { en } from "../../../domain/i18n/en-CA";
import type { Ctx } from "../../context";
import { afterCommit } from "../../db/transaction";
import { AppError } from "../../errors";
import { lockStock, takeStock } from "../catalog/service";
import { linesOf, type OrderLineRow, type OrderOwner } from "./records";
import { orderLines } from "./schema";

/**
 * Takes the stock of an order's lines in the caller's transaction. Customers' orders take only what
 * is on hand (409 OUT_OF_STOCK naming the parts otherwise); dealers may order beyond stock, and what
 * was not on hand is recorded on the line as back-order.
 */
export async function takeOrderStock(
  tx: Ctx<"db", "caches">,
  orderNum: string,
  owner: OrderOwner,
  /** The order's lines, when the caller has just written them in this transaction. */
  written?: readonly OrderLineRow[],
): Promise<void> {
  const lines = written ?? (await linesOf(tx, orderNum));
  const pending = lines.filter((line) => !line.stockTaken);
  if (pending.length === 0) return;
  if (owner.kind === "dealer") {
    const left = await lockStock(
      tx,
      pending.map((line) => line.item),
    );
    for (const line of pending) {
      const available = left.get(line.item) ?? 0;
      const backorder = Math.max(0, line.qty - available);
      left.set(line.item, Math.max(0, available - line.qty));
      await tx.db
        .update(orderLines)
        .set({ backorder })
        .where(and(eq(orderLines.orderNum, orderNum), eq(orderLines.lineNo, line.lineNo)));
    }
  }
  const short = await takeStock(
    tx,
    pending.map((line) => ({ item: line.item, quantity: line.qty })),
    { allowBackorder: owner.kind === "dealer" },
  );
  if (short.length > 0) {
    const names = short.map((line) => line.item).join(", ");
    throw new AppError(
      "OUT_OF_STOCK",
      { key: "errors.notEnoughStock", values: { items: names } },
      Object.fromEntries(short.map((line) => [line.item, en["products.refusal.exceedsStock"]])),
    );
  }
  await tx.db
    .update(orderLines)
    .set({ stockTaken: true })
    .where(
      and(
        eq(orderLines.orderNum, orderNum),
        inArray(
          orderLines.lineNo,
          pending.map((line) => line.lineNo),
        ),
      ),
    );
}

/** Gives back the stock an order's lines took (a cancelled order, a failed payment), in the caller's transaction. */
export async function returnOrderStock(tx: Ctx<"db", "caches">, orderNum: string): Promise<void> {
  const taken = (await linesOf(tx, orderNum)).filter((line) => line.stockTaken);
  if (taken.length === 0) return;
  await takeStock(
    tx,
    taken.map((line) => ({ item: line.item, quantity: -(line.qty - line.backorder) })),
    { allowBackorder: true },
  );
  await tx.db.update(orderLines).set({ stockTaken: false, backorder: 0 }).where(eq(orderLines.orderNum, orderNum));
  afterCommit(tx.db, () => tx.caches?.invalidate("stock"));
}
