import { and, desc, inArray, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import {
  CART_IS_EMPTY,
  cartAlreadyPaid,
  dealerOrderAlreadyConfirmed,
  isDeletable,
  ORDER_STATUS,
  type OrderStatus,
  quoteAlreadyRequested,
} from "../../../domain/orders";
import type { Ctx } from "../../context";
import { AppError } from "../../errors";
import { type OrderOwner, ownedBy } from "./records";
import { orders } from "./schema";

/**
 * The owner's latest order placed from their cart since `since` (a paid card or PayPal order, a quote
 * request, a dealer's confirmed order), if any: what a repeated payment or confirmation of the same
 * cart is told it became. A paid quote counts from when it was asked for.
 */
export async function latestOrderFromCart(
  { db: tx }: Ctx<"db">,
  owner: OrderOwner,
  since: Date | SQL,
  excluding?: string,
): Promise<{ orderNum: string; status: OrderStatus } | null> {
  const placedAt = sql`case when ${orders.quotedAt} is null and ${orders.paidAt} is not null and ${orders.ownerKind} = 'customer' then ${orders.paidAt} else ${orders.createdAt} end`;
  const [row] = await tx
    .select({ orderNum: orders.orderNum, status: orders.salesStatus })
    .from(orders)
    .where(
      and(
        ownedBy(owner),
        sql`${orders.salesStatus} not in (${ORDER_STATUS.reserved}, ${ORDER_STATUS.cancelled})`,
        sql`${placedAt} >= ${since}`,
        excluding ? sql`${orders.orderNum} <> ${excluding}` : undefined,
      ),
    )
    .orderBy(desc(placedAt))
    .limit(1);
  return row ? { orderNum: row.orderNum, status: row.status as OrderStatus } : null;
}

/** The first order of `orderNums` (a subquery) that belongs to the owner (other than `excluding`), if any. */
export async function ownedOrderAmong({ db: tx }: Ctx<"db">, owner: OrderOwner, orderNums: SQLWrapper, excluding: string): Promise<string | null> {
  const [row] = await tx
    .select({ orderNum: orders.orderNum })
    .from(orders)
    .where(and(ownedBy(owner), inArray(orders.orderNum, orderNums), ne(orders.orderNum, excluding)))
    .limit(1);
  return row?.orderNum ?? null;
}

/** How long after a cart became an order a second request of the same cart is told which order it became. */
const REPEAT_WINDOW = sql`now() - interval '10 minutes'`;

/**
 * Why a cart found empty cannot be ordered: when the owner's cart became an order since `since` (by
 * default the last ten minutes), the request is a repeat of it (another tab, a double click, a retry
 * after a lost answer) and is told that order's number (409 ALREADY_PLACED); otherwise 'Your cart is empty'.
 */
export async function emptyCartRefusal(tx: Ctx<"db">, owner: OrderOwner, options: { since?: Date; excluding?: string } = {}): Promise<AppError> {
  const placed = await latestOrderFromCart(tx, owner, options.since ?? REPEAT_WINDOW, options.excluding);
  if (!placed) return new AppError("CONFLICT", CART_IS_EMPTY);
  const fields = { order_num: placed.orderNum };
  if (isDeletable(placed.status)) return new AppError("ALREADY_PLACED", quoteAlreadyRequested(placed.orderNum), fields);
  if (owner.kind === "dealer") return new AppError("ALREADY_PLACED", dealerOrderAlreadyConfirmed(placed.orderNum), fields);
  return new AppError("ALREADY_PLACED", cartAlreadyPaid(placed.orderNum), fields);
}
