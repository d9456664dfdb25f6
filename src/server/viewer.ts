import type { StaffMember } from "../domain/contracts/staff";

export type StaffRole = StaffMember["role"];
export type AnonymousViewer = { kind: "anonymous" };
export type CustomerViewer = { kind: "customer"; id: number; email: string };
/**
 * A dealer account: `id` is the dealer's. `buyerId` is the buyer who signed in for it (decision 041),
 * or null for the account's administrator; a buyer is the dealer for prices, cart, orders and lists.
 */
export type DealerViewer = { kind: "dealer"; id: number; account: string; pricecode: number; level: number; buyerId: number | null };
export type StaffViewer = { kind: "staff"; id: number; email: string; role: StaffRole };
export type SignedInViewer = CustomerViewer | DealerViewer | StaffViewer;
/** Who a request comes from, as its session cookie says (plugins/session.ts reads it, modules/accounts keeps the sessions). */
export type Viewer = AnonymousViewer | SignedInViewer;

/** Whose a session is: a customer, a dealer's administrator, a buyer of a dealer account, or staff. */
export type Principal = { kind: SignedInViewer["kind"] | "buyer"; id: number };

/** The principal a signed-in viewer's session belongs to: a buyer's own, else the viewer's kind and id. */
export const principalOf = (viewer: SignedInViewer): Principal =>
  viewer.kind === "dealer" && viewer.buyerId !== null ? { kind: "buyer", id: viewer.buyerId } : { kind: viewer.kind, id: viewer.id };

export const ANONYMOUS: AnonymousViewer = Object.freeze({ kind: "anonymous" });
