import type { StaffMember } from "../domain/contracts/staff";

export type StaffRole = StaffMember["role"];
export type AnonymousViewer = { kind: "anonymous" };
export type CustomerViewer = { kind: "customer"; id: number; email: string };
export type DealerViewer = { kind: "dealer"; id: number; account: string; pricecode: number; level: number };
export type StaffViewer = { kind: "staff"; id: number; email: string; role: StaffRole };
export type SignedInViewer = CustomerViewer | DealerViewer | StaffViewer;
/** Who a request comes from, as its session cookie says (plugins/session.ts reads it, modules/accounts keeps the sessions). */
export type Viewer = AnonymousViewer | SignedInViewer;

export const ANONYMOUS: AnonymousViewer = Object.freeze({ kind: "anonymous" });
