import type { CartFillReply } from "../../../domain/contracts/trade";
import { isPlaced } from "../../../domain/orders";
import type { Ctx } from "../../context";
import { notFound } from "../../errors";
import type { CustomerViewer, DealerViewer } from "../../viewer";
import { type CartRequest, fillCart } from "../cart/service";
import { oneOrder } from "./views";

/**
 * POST /api/orderAgain: puts the lines of one of the caller's own orders (one of Order History's: paid,
 * confirmed or shipped) in their cart again, at today's price and within today's stock: a customer gets
 * what is left of a part short in stock, and is told; a part no longer sold is named. 404 for anyone
 * else's order.
 */
export async function orderAgain(ctx: Ctx<"db">, viewer: CustomerViewer | DealerViewer, orderNum: string): Promise<CartFillReply> {
  const order = await oneOrder(ctx, { kind: viewer.kind, id: viewer.id }, orderNum);
  if (!isPlaced(order.somast.sales_status)) throw notFound("order", orderNum);
  const byItem = new Map<string, number>();
  for (const line of order.oneOrder) byItem.set(line.item, (byItem.get(line.item) ?? 0) + line.qty);
  const requests: CartRequest[] = [...byItem].map(([item, qty]) => ({ item, qty, line: null, text: `${item} x ${qty}` }));
  return fillCart(ctx, viewer, requests, "cap");
}
