import { and, eq, inArray, sql } from "drizzle-orm";
import type { AddedLine, CartFillReply, RefusedLine } from "../../../domain/contracts/trade";
import { fromCents } from "../../../domain/money";
import { LINE_REFUSAL, moreThanInStock, parseQuickOrder } from "../../../domain/quick-order";
import { type Ctx, inTransaction } from "../../context";
import type { CustomerViewer, DealerViewer } from "../../viewer";
import { partsByCodeKey, pricedParts, priceViewerOf } from "../catalog/service";
import { lineTypeOf, lockCart } from "./owner";
import { cartLines } from "./schema";

type Shopper = CustomerViewer | DealerViewer;

/** A part to put in the cart: its code, how many, and how the buyer wrote it (for a refusal). */
export interface CartRequest {
  item: string;
  qty: number;
  line: number | null;
  text: string;
}

/**
 * Puts several parts in the caller's cart at once, each at the caller's one price and within the
 * stock rule (a customer's line never holds more than the stock on hand; dealers may back-order).
 * A part asked beyond its stock is refused (`shortage: "refuse"`, a quick order) or added up to what
 * is left (`"cap"`, an order placed again), and named with why. The cart is held while this runs (as
 * checkout holds it), so requests sent at once add up one after the other and never lose a unit.
 */
export async function fillCart(ctx: Ctx<"db">, viewer: Shopper, requests: readonly CartRequest[], shortage: "refuse" | "cap"): Promise<CartFillReply> {
  const priceViewer = priceViewerOf(viewer);
  return inTransaction(ctx, async (tx) => {
    await lockCart(tx, { kind: viewer.kind, id: viewer.id });
    const parts = await pricedParts(
      tx,
      requests.map((request) => request.item),
      priceViewer,
    );
    const held = await tx.db
      .select({ item: cartLines.item, qty: cartLines.qty })
      .from(cartLines)
      .where(and(eq(cartLines.ownerKind, viewer.kind), eq(cartLines.ownerId, viewer.id), inArray(cartLines.item, [...parts.keys(), ""])));
    const inCart = new Map(held.map((line) => [line.item, line.qty]));
    const added: AddedLine[] = [];
    const refused: RefusedLine[] = [];
    for (const request of requests) {
      const part = parts.get(request.item);
      if (!part) {
        refused.push({ line: request.line, text: request.text, reason: LINE_REFUSAL.gone });
        continue;
      }
      const already = inCart.get(request.item) ?? 0;
      let qty = request.qty;
      if (viewer.kind === "customer" && already + qty > part.product.onhand) {
        const left = Math.max(0, part.product.onhand - already);
        const reason = moreThanInStock(part.product.onhand, already);
        if (shortage === "refuse" || left === 0) {
          refused.push({ line: request.line, text: request.text, reason });
          continue;
        }
        refused.push({ line: request.line, text: request.text, reason: `only ${left} of ${qty} added: ${reason}` });
        qty = left;
      }
      await tx.db
        .insert(cartLines)
        .values({ ownerKind: viewer.kind, ownerId: viewer.id, item: request.item, qty, lineType: lineTypeOf(viewer) })
        .onConflictDoUpdate({
          target: [cartLines.ownerKind, cartLines.ownerId, cartLines.item],
          set: { qty: sql`${cartLines.qty} + ${qty}`, updatedAt: sql`now()` },
        });
      inCart.set(request.item, already + qty);
      added.push({
        item: request.item,
        descrip: part.product.descrip,
        descrip_fr: part.product.descrip_fr ?? null,
        qty,
        price: fromCents(part.unit.unitCents),
      });
    }
    return { added, refused };
  });
}

/**
 * POST /api/quickOrder: reads the buyer's list of part numbers and quantities (domain parseQuickOrder),
 * finds each part however its number was written (partCodeKey), and puts every good line in the cart;
 * each other line is answered with why (unknown part, bad quantity, more than in stock for a customer).
 * A part written twice is ordered once with the quantities summed.
 */
export async function quickOrder(ctx: Ctx<"db">, viewer: Shopper, text: string): Promise<CartFillReply> {
  const parsed = parseQuickOrder(text);
  const byKey = await partsByCodeKey(
    ctx,
    parsed.lines.map((line) => line.key),
  );
  const refused: RefusedLine[] = parsed.problems.map((problem) => ({ line: problem.line, text: problem.text, reason: problem.reason }));
  const requests: CartRequest[] = [];
  const rows = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  for (const line of parsed.lines) {
    const written = rows[line.line - 1]?.replace(/"/g, "").trim() ?? line.code;
    const items = byKey.get(line.key) ?? [];
    const exact = items.find((item) => item.toUpperCase() === line.code.toUpperCase());
    const item = items.length === 1 ? items[0] : exact;
    if (item === undefined) {
      refused.push({
        line: line.line,
        text: written,
        reason: items.length === 0 ? LINE_REFUSAL.unknownPart : `matches several parts (${items.join(", ")}): write one exactly`,
      });
      continue;
    }
    requests.push({ item, qty: line.quantity, line: line.line, text: written });
  }
  const filled = requests.length > 0 ? await fillCart(ctx, viewer, requests, "refuse") : { added: [], refused: [] };
  return { added: filled.added, refused: [...refused, ...filled.refused].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)) };
}
