import { useContext } from "react";
import { type AppState, AppStateContext } from "../../lib/app-state";

/** Who is looking at a price: a visitor, a retail customer or a dealer (with a price code). */
export interface Viewer {
  signedIn: boolean;
  dealer: boolean;
  priceCode: number | null;
}

function asNumber(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  return null;
}

export function viewerOf(user: AppState["user"]): Viewer {
  if (!user) return { signedIn: false, dealer: false, priceCode: null };
  const dealerInfo = user.dealer_info && typeof user.dealer_info === "object" ? (user.dealer_info as Record<string, unknown>) : null;
  return {
    signedIn: true,
    dealer: Boolean(user.account),
    priceCode: asNumber(dealerInfo?.pricecode) ?? asNumber(user.level),
  };
}

/** The viewer from app state; outside the app state provider it is an anonymous visitor. */
export function useViewer(): Viewer {
  const context = useContext(AppStateContext);
  return viewerOf(context?.state.user ?? null);
}
