import { useContext } from "react";
import type { CustomerUser, DealerUser } from "../../domain/contracts/accounts";
import { type PriceViewer, RETAIL_VIEWER } from "../../domain/pricing";
import { AppStateContext } from "./app-state";
import { isDealerUser, type SignedInUser } from "./signed-in-user";

/**
 * Who is looking: nobody signed in, a customer or a dealer; their name as the header shows it; and the
 * viewer the one price rule (domain/pricing unitPrice) and the cart rules (domain/cart) take.
 */
export type Viewer =
  | { kind: "anonymous"; user: null; name: null; price: PriceViewer }
  | { kind: "customer"; user: CustomerUser; name: string; price: PriceViewer }
  | { kind: "dealer"; user: DealerUser; name: string; price: PriceViewer };

const ANONYMOUS: Viewer = Object.freeze({ kind: "anonymous", user: null, name: null, price: RETAIL_VIEWER });

/** A signed-in user's name: a customer's first and last name (else e-mail), or a dealer's company name (else account). */
export function displayName(user: SignedInUser): string {
  if (isDealerUser(user)) return user.name.trim() || user.account.trim();
  const full = [user.firstname.trim(), user.lastname.trim()].filter(Boolean).join(" ");
  return full || user.email.trim() || "My profile";
}

/** The viewer for a signed-in user, or the anonymous viewer for nobody. A dealer is priced by their price code, as the server prices them. */
export function viewerOf(user: SignedInUser | null): Viewer {
  if (!user) return ANONYMOUS;
  if (isDealerUser(user)) return { kind: "dealer", user, name: displayName(user), price: { kind: "dealer", priceCode: user.dealer_info.pricecode } };
  return { kind: "customer", user, name: displayName(user), price: RETAIL_VIEWER };
}

/** Who is looking, from app state; outside the app state provider it is an anonymous visitor. */
export function useViewer(): Viewer {
  const context = useContext(AppStateContext);
  return viewerOf(context?.state.user ?? null);
}

/** Whose cart or wishlist a call is about, as those calls name them: a customer's id or a dealer's account, and the line type (1 customer, 2 dealer). */
export interface Shopper {
  user: number | string;
  type: 1 | 2;
}

/** The shopper behind a signed-in viewer; nobody for a visitor. */
export function shopperOf(viewer: Viewer): Shopper | null {
  if (viewer.kind === "customer") return { user: viewer.user.id, type: 1 };
  if (viewer.kind === "dealer") return { user: viewer.user.account, type: 2 };
  return null;
}
