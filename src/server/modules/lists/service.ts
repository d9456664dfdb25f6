import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { CartFillReply, SavedList } from "../../../domain/contracts/trade";
import { fromCents } from "../../../domain/money";
import { CART_IS_EMPTY } from "../../../domain/orders";
import { type Ctx, inTransaction } from "../../context";
import { AppError, fieldRefusal, notFound } from "../../errors";
import type { CustomerViewer, DealerViewer } from "../../viewer";
import { type CartRequest, fillCart, pricedCart } from "../cart/service";
import { pricedParts, priceViewerOf } from "../catalog/service";
import { savedListLines, savedLists } from "./schema";

/*
 * Saved lists (issue 23): a shopper's named lists of parts and quantities, made from the cart, changed
 * in the profile's Saved Lists tab and added to the cart whole. Each shopper sees and changes only
 * their own; anyone else's list answers 404.
 */

type Shopper = CustomerViewer | DealerViewer;

const ownedBy = (viewer: Shopper) => and(eq(savedLists.ownerKind, viewer.kind), eq(savedLists.ownerId, viewer.id));

const nameTaken = (name: string) => fieldRefusal("CONFLICT", "name", { key: "accounts.lists.nameTaken", values: { name } });

async function insistOwned({ db }: Ctx<"db">, viewer: Shopper, id: number): Promise<void> {
  const [list] = await db
    .select({ id: savedLists.id })
    .from(savedLists)
    .where(and(eq(savedLists.id, id), ownedBy(viewer)))
    .for("update");
  if (!list) throw notFound("list");
}

/** Runs a write that may meet another list of the same name (a unique index): told as a 409. */
async function uniquely<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause = (error as { code?: string; cause?: { code?: string } }) ?? {};
    if (cause.code === "23505" || cause.cause?.code === "23505") throw nameTaken(name);
    throw error;
  }
}

/** GET /api/savedLists: the caller's lists, newest first, each part at the caller's one price and with its stock now. */
export async function savedListsOf(ctx: Ctx<"db">, viewer: Shopper): Promise<SavedList[]> {
  const lists = await ctx.db.select().from(savedLists).where(ownedBy(viewer)).orderBy(desc(savedLists.createdAt), desc(savedLists.id));
  if (lists.length === 0) return [];
  const lines = await ctx.db
    .select()
    .from(savedListLines)
    .where(
      inArray(
        savedListLines.listId,
        lists.map((list) => list.id),
      ),
    )
    .orderBy(asc(savedListLines.addedAt), asc(savedListLines.item));
  const parts = await pricedParts(
    ctx,
    lines.map((line) => line.item),
    priceViewerOf(viewer),
  );
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    created_at: list.createdAt.toISOString(),
    lines: lines
      .filter((line) => line.listId === list.id)
      .flatMap((line) => {
        const part = parts.get(line.item);
        return part
          ? [
              {
                item: line.item,
                descrip: part.product.descrip,
                descrip_fr: part.product.descrip_fr ?? null,
                qty: line.qty,
                price: fromCents(part.unit.unitCents),
                onhand: part.product.onhand,
              },
            ]
          : [];
      }),
  }));
}

async function oneList(ctx: Ctx<"db">, viewer: Shopper, id: number): Promise<SavedList> {
  const list = (await savedListsOf(ctx, viewer)).find((candidate) => candidate.id === id);
  if (!list) throw notFound("list");
  return list;
}

/** POST /api/savedLists: saves the caller's cart, as it is now, as a new list named `name` (409 when the cart is empty or the name is taken). */
export async function saveCartAsList(ctx: Ctx<"db">, viewer: Shopper, name: string): Promise<SavedList> {
  const id = await inTransaction(ctx, async (tx) => {
    const lines = await pricedCart(tx, viewer);
    if (lines.length === 0) throw new AppError("CONFLICT", CART_IS_EMPTY);
    const [list] = await uniquely(name, () =>
      tx.db.insert(savedLists).values({ ownerKind: viewer.kind, ownerId: viewer.id, name }).returning({ id: savedLists.id }),
    );
    await tx.db.insert(savedListLines).values(lines.map((line) => ({ listId: list!.id, item: line.product.item, qty: line.qty })));
    return list!.id;
  });
  return oneList(ctx, viewer, id);
}

/** POST /api/savedLists/:id/rename: renames one of the caller's lists. */
export async function renameList(ctx: Ctx<"db">, viewer: Shopper, id: number, name: string): Promise<SavedList> {
  await inTransaction(ctx, async (tx) => {
    await insistOwned(tx, viewer, id);
    await uniquely(name, () => tx.db.update(savedLists).set({ name, updatedAt: sql`now()` }).where(eq(savedLists.id, id)));
  });
  return oneList(ctx, viewer, id);
}

/** POST /api/savedLists/:id/delete: deletes one of the caller's lists. */
export async function deleteList(ctx: Ctx<"db">, viewer: Shopper, id: number): Promise<void> {
  const deleted = await ctx.db
    .delete(savedLists)
    .where(and(eq(savedLists.id, id), ownedBy(viewer)))
    .returning({ id: savedLists.id });
  if (deleted.length === 0) throw notFound("list");
}

/** POST /api/savedLists/:id/lines: sets the quantity of a part already on the list; 0 takes it off. */
export async function setListQuantity(ctx: Ctx<"db">, viewer: Shopper, id: number, item: string, qty: number): Promise<SavedList> {
  await inTransaction(ctx, async (tx) => {
    await insistOwned(tx, viewer, id);
    const onList = and(eq(savedListLines.listId, id), eq(savedListLines.item, item));
    const changed =
      qty === 0
        ? await tx.db.delete(savedListLines).where(onList).returning({ item: savedListLines.item })
        : await tx.db.update(savedListLines).set({ qty }).where(onList).returning({ item: savedListLines.item });
    if (changed.length === 0) throw notFound("itemOnList", item);
    await tx.db.update(savedLists).set({ updatedAt: sql`now()` }).where(eq(savedLists.id, id));
  });
  return oneList(ctx, viewer, id);
}

/** POST /api/savedLists/:id/addToCart: puts the whole list in the caller's cart at today's prices, a customer's within today's stock (as Order again). */
export async function addListToCart(ctx: Ctx<"db">, viewer: Shopper, id: number): Promise<CartFillReply> {
  const list = await oneList(ctx, viewer, id);
  const requests: CartRequest[] = list.lines.map((line) => ({ item: line.item, qty: line.qty, line: null, text: `${line.item} x ${line.qty}` }));
  if (requests.length === 0) return { added: [], refused: [] };
  return fillCart(ctx, viewer, requests, "cap");
}
