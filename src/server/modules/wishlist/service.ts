import { and, desc, eq, inArray } from "drizzle-orm";
import type { WishlistItem } from "../../../domain/contracts/wishlist";
import type { Ctx } from "../../context";
import { notFound } from "../../errors";
import type { CustomerViewer, DealerViewer } from "../../viewer";
import { productsByCode, withDealerTier } from "../catalog/service";
import { wishlistItems } from "./schema";

type Shopper = CustomerViewer | DealerViewer;
const ownedBy = (viewer: Shopper) => and(eq(wishlistItems.ownerKind, viewer.kind), eq(wishlistItems.ownerId, viewer.id));

/** Saves a part to the caller's wishlist: 'saved', or 'exist' when it is there already; 404 for an unknown part. */
export async function addToWishlist(ctx: Ctx<"db">, viewer: Shopper, item: string): Promise<"saved" | "exist"> {
  const [part] = await productsByCode(ctx, [item]);
  if (!part) throw notFound("item", item);
  const inserted = await ctx.db
    .insert(wishlistItems)
    .values({ ownerKind: viewer.kind, ownerId: viewer.id, item: part.item })
    .onConflictDoNothing()
    .returning({ item: wishlistItems.item });
  return inserted.length > 0 ? "saved" : "exist";
}

/** Removes a part from the caller's wishlist; removing one that is not there is not an error. */
export async function removeFromWishlist({ db }: Ctx<"db">, viewer: Shopper, item: string): Promise<void> {
  await db.delete(wishlistItems).where(and(ownedBy(viewer), inArray(wishlistItems.item, [item, item.toUpperCase()])));
}

/** The caller's wishlist, newest first, each part as product answers carry it (a dealer's with their tier price). */
export async function wishlistOf(ctx: Ctx<"db">, viewer: Shopper): Promise<WishlistItem[]> {
  const rows = await ctx.db
    .select({ item: wishlistItems.item, addedAt: wishlistItems.addedAt })
    .from(wishlistItems)
    .where(ownedBy(viewer))
    .orderBy(desc(wishlistItems.addedAt), wishlistItems.item);
  const products = new Map(
    (
      await productsByCode(
        ctx,
        rows.map((row) => row.item),
      )
    ).map((product) => [product.item, product]),
  );
  const items = rows.flatMap((row) => {
    const product = products.get(row.item);
    return product ? [{ ...product, added_at: row.addedAt.toISOString() }] : [];
  });
  return withDealerTier(ctx, items, viewer.kind === "dealer" ? viewer.pricecode : null);
}

/** The item codes on the caller's wishlist, newest first. */
export async function shortlistOf({ db }: Ctx<"db">, viewer: Shopper): Promise<{ item: string }[]> {
  return db.select({ item: wishlistItems.item }).from(wishlistItems).where(ownedBy(viewer)).orderBy(desc(wishlistItems.addedAt), wishlistItems.item);
}
