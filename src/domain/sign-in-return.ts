/**
 * Why a visitor was sent to sign in, and where they go back to afterwards (issue 22): the sign-in page
 * says why in these words, and after signing in the shopper returns to the page they were on (a part,
 * say) instead of the home page.
 */
export type SignInReason = "cart" | "wishlist";

export const SIGN_IN_REASON: Record<SignInReason, string> = {
  cart: "Please sign in to add parts to your cart. The part you chose is kept, and you will be taken back to it after signing in.",
  wishlist: "Please sign in to keep parts in your wishlist. You will be taken back to the part after signing in.",
};

export function signInReasonOf(value: string | null): SignInReason | null {
  return value === "cart" || value === "wishlist" ? value : null;
}

/**
 * A path inside the shop to come back to: one that starts with a single "/" (never "//host" or "/\\host",
 * which a browser reads as another site) and is not the sign-in page itself; anything else is null.
 */
export function safeReturnPath(value: string | null): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (/^\/sign-in(?:[/?#]|$)/.test(value)) return null;
  return value;
}

/** "/sign-in?reason=cart&next=%2Fall-products%2FFORD%2FF67-HOOD": sign in, told why, then back to `returnTo`. */
export function signInPath(reason: SignInReason, returnTo: string): string {
  const next = safeReturnPath(returnTo);
  return `/sign-in?reason=${reason}${next ? `&next=${encodeURIComponent(next)}` : ""}`;
}
