import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { cartQuantityRefusal, QUANTITY_NOT_POSITIVE, type QuantityRefusal } from "../../../domain/cart";
import type { CartLine } from "../../../domain/contracts/buying";
import { messageKey } from "../../../domain/forms";
import { fromCents } from "../../../domain/money";
import { lineCents, subtotalCents } from "../../../domain/totals";
import { type Ctx, inTransaction } from "../../context";
import { AppError, notFound } from "../../errors";
import type { CustomerViewer, DealerViewer } from "../../viewer";
import { type PricedPart, pricedParts, priceViewerOf } from "../catalog/service";
import { lineTypeOf } from "./owner";
import { cartLines } from "./schema";

export { type CartRequest, fillCart, quickOrder } from "./fill";
export { lineTypeOf, lockCart } from "./owner";

type Shopper = CustomerViewer | DealerViewer;

const ownedBy = (viewer: Shopper) => and(eq(cartLines.ownerKind, viewer.kind), eq(cartLines.ownerId, viewer.id));

/** A cart line as the server prices it: the part now, its one price for the buyer, and the quantity. */
export interface PricedCartLine extends PricedPart {
  qty: number;
}

/** The caller's cart lines, oldest first, with each part's one price read now (in the caller's transaction, when ctx.db is one); lines whose part is gone are dropped. */
export async function pricedCart(ctx: Ctx<"db">, viewer: Shopper): Promise<PricedCartLine[]> {
  const lines = await ctx.db
    .select({ item: cartLines.item, qty: cartLines.qty })
    .from(cartLines)
    .where(ownedBy(viewer))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.item));
  const parts = await pricedParts(
    ctx,
    lines.map((line) => line.item),
    priceViewerOf(viewer),
  );
  return lines.flatMap((line) => {
    const part = parts.get(line.item);
    return part ? [{ ...part, qty: line.qty }] : [];
  });
}

/** A priced line as the cart and checkout answer it (amounts in dollars). */
export function cartLineOf(line: PricedCartLine): CartLine {
  const { product, unit, qty } = line;
  return {
    item: product.item,
    descrip: product.descrip,
    descrip_fr: product.descrip_fr ?? null,
    make: product.make,
    qty,
    price: fromCents(unit.unitCents),
    list: unit.struckCents === null ? null : fromCents(unit.struckCents),
    cause: unit.cause,
    msrp: unit.msrpCents === null ? null : fromCents(unit.msrpCents),
    line: fromCents(lineCents({ unitCents: unit.unitCents, qty })),
    onhand: product.onhand,
    fits: product.fits ?? [],
    oversize: product.oversize,
    img_path: product.img_path,
  };
}

/** The cart's lines and subtotal as POST /getItems_carts answers them. */
export async function cartOf(ctx: Ctx<"db">, viewer: Shopper) {
  const lines = await pricedCart(ctx, viewer);
  const subtotal = subtotalCents(lines.map((line) => ({ unitCents: line.unit.unitCents, qty: line.qty })));
  return { carts: lines.map(cartLineOf), subtotal: fromCents(subtotal), count: lines.reduce((sum, line) => sum + line.qty, 0) };
}

/** Each line's item and quantity (the header badge adds them up). */
export async function currentQuantities({ db }: Ctx<"db">, viewer: Shopper): Promise<{ item: string; quantity: number }[]> {
  return db
    .select({ item: cartLines.item, quantity: cartLines.qty })
    .from(cartLines)
    .where(ownedBy(viewer))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.item));
}

/** A refusal of the domain's cart rules as the shop's error: 400 below 1, 409 above the stock on hand. */
function refuseQuantity(refusal: QuantityRefusal | null): void {
  if (refusal === null) return;
  const notPositive = refusal === QUANTITY_NOT_POSITIVE;
  const key = notPositive ? messageKey("products.refusal.notPositive") : messageKey("products.refusal.exceedsStock");
  throw new AppError(notPositive ? "INVALID" : "OUT_OF_STOCK", key, { quantity: refusal });
}

/**
 * Adds a quantity of a part to the caller's cart (a line already there grows by it). A customer's
 * line never holds more than the stock on hand (spec section 5); a dealer's has no cap.
 */
export async function addToCart(ctx: Ctx<"db">, viewer: Shopper, item: string, quantity: number): Promise<void> {
  refuseQuantity(cartQuantityRefusal(quantity, { onhand: Number.POSITIVE_INFINITY }, priceViewerOf(viewer)));
  await inTransaction(ctx, async (tx) => {
    const part = [...(await pricedParts(tx, [item, item.toUpperCase()], priceViewerOf(viewer))).values()][0];
    if (!part) throw notFound("item", item);
    const [existing] = await tx.db
      .select({ qty: cartLines.qty })
      .from(cartLines)
      .where(and(ownedBy(viewer), eq(cartLines.item, part.product.item)))
      .for("update");
    refuseQuantity(cartQuantityRefusal((existing?.qty ?? 0) + quantity, part.product, priceViewerOf(viewer)));
    await tx.db
      .insert(cartLines)
      .values({ ownerKind: viewer.kind, ownerId: viewer.id, item: part.product.item, qty: quantity, lineType: lineTypeOf(viewer) })
      .onConflictDoUpdate({
        target: [cartLines.ownerKind, cartLines.ownerId, cartLines.item],
        set: { qty: sql`${cartLines.qty} + ${quantity}`, updatedAt: sql`now()` },
      });
  });
}

/** Sets a line's quantity (0 removes it), within the same rules as adding. */
export async function updateQuantity(ctx: Ctx<"db">, viewer: Shopper, item: string, quantity: number): Promise<void> {
  const code = (
    await ctx.db
      .select({ item: cartLines.item })
      .from(cartLines)
      .where(and(ownedBy(viewer), sql`${cartLines.item} in (${item}, ${item.toUpperCase()})`))
  )[0]?.item;
  if (!code) throw notFound("itemInCart", item);
  if (quantity === 0) {
    await ctx.db.delete(cartLines).where(and(ownedBy(viewer), eq(cartLines.item, code)));
    return;
  }
  const part = (await pricedParts(ctx, [code], priceViewerOf(viewer))).get(code);
  if (!part) throw notFound("item", item);
  refuseQuantity(cartQuantityRefusal(quantity, part.product, priceViewerOf(viewer)));
  await ctx.db
    .update(cartLines)
    .set({ qty: quantity, updatedAt: sql`now()` })
    .where(and(ownedBy(viewer), eq(cartLines.item, code)));
}

/** Whether the owner's cart holds nothing (read in the caller's transaction, under lockCart). */
export async function cartIsEmpty({ db: tx }: Ctx<"db">, owner: { kind: "customer" | "dealer"; id: number }): Promise<boolean> {
  const [line] = await tx
    .select({ item: cartLines.item })
    .from(cartLines)
    .where(and(eq(cartLines.ownerKind, owner.kind), eq(cartLines.ownerId, owner.id)))
    .limit(1);
  return !line;
}

/** Empties the caller's cart, in the caller's transaction (an order was recorded from it). */
export async function clearCart({ db: tx }: Ctx<"db">, viewer: Shopper): Promise<void> {
  await tx.delete(cartLines).where(ownedBy(viewer));
}

/** Takes the parts of an order out of its owner's cart, in the caller's transaction (an order recorded after a crash). */
export async function removeOrderedFromCart(
  { db: tx }: Ctx<"db">,
  owner: { kind: "customer" | "dealer"; id: number },
  items: readonly string[],
): Promise<void> {
  if (items.length === 0) return;
  await tx.delete(cartLines).where(and(eq(cartLines.ownerKind, owner.kind), eq(cartLines.ownerId, owner.id), inArray(cartLines.item, [...items])));
}
