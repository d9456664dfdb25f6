import type { Ctx } from "../../context";
import { lockFor } from "../../db/locks";
import type { CustomerViewer, DealerViewer } from "../../viewer";

/** Cart line type: 1 for a customer, 2 for a dealer. */
export const lineTypeOf = (viewer: CustomerViewer | DealerViewer): 1 | 2 => (viewer.kind === "dealer" ? 2 : 1);

/**
 * Holds the owner's cart until the caller's transaction ends, on every server: whatever is ordered from
 * one cart (a card or PayPal payment, a quote request, a dealer's confirmation) is decided one at a time,
 * so the same cart is never ordered twice; lines added many at once (a quick order, an order placed
 * again) wait for it too.
 */
export async function lockCart({ db: tx }: Ctx<"db">, owner: { kind: "customer" | "dealer"; id: number }): Promise<void> {
  await lockFor(tx, "cart", `${owner.kind}:${owner.id}`);
}
