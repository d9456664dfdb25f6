import type { CustomerSignIn, DealerSignIn } from "../../../domain/contracts/accounts";
import { ApiRequestError } from "../../lib/api";
import { type Credentials, loginCustomer, loginDealer } from "./api";

export type SignInOutcome =
  | { kind: "customer"; signIn: CustomerSignIn; complete: boolean }
  | { kind: "dealer"; signIn: DealerSignIn }
  /** The server's words for the refusal, or null for the generic failure the page words in its language. */
  | { kind: "refused"; message: string | null };

/**
 * The two-step sign-in of spec section 4: the customer sign-in first; when it fails or answers nothing
 * usable, the dealer sign-in with the same ID and password. A dealer answered with a string is refused
 * with that text; both failing is the generic failure (or the server's rate-limit message, which tells
 * the person what to do).
 */
export async function signIn(credentials: Credentials): Promise<SignInOutcome> {
  try {
    const customer = await loginCustomer(credentials);
    return { kind: "customer", signIn: customer, complete: customer.userInfo !== null && customer.billing !== null };
  } catch {
    // Not a customer (or no usable answer): try the dealer sign-in.
  }
  try {
    const dealer = await loginDealer(credentials);
    if ("dealerInfo" in dealer) return { kind: "dealer", signIn: dealer };
    return { kind: "refused", message: dealer.dealer };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 429) return { kind: "refused", message: error.message };
    return { kind: "refused", message: null };
  }
}
