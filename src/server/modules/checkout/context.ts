import type { Ctx } from "../../context";
import type { CustomerViewer } from "../../viewer";
import type { OrderOwner } from "../orders/service";

/**
 * What checkout's verbs work with: the database, the configuration (the store, the gateways, the
 * failpoints), the mail outbox, the payment providers, and the caches an order's stock clears.
 */
export type CheckoutCtx = Ctx<"db" | "config" | "mail" | "payments", "caches">;

/** The customer as the owner of their orders. */
export const customerOwner = (viewer: CustomerViewer): OrderOwner => ({ kind: "customer", id: viewer.id });
