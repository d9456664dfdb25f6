import type { QueryClient } from "@tanstack/react-query";
import type { CustomerSignIn, DealerSignIn, MeReply } from "../../../domain/contracts/accounts";
import type { AppAction } from "../../lib/app-state";
import { accountKeys } from "./session-api";

type Dispatch = (action: AppAction) => void;

/**
 * Records who is signed in as the answer of GET /me. A /me request still in flight was sent before the
 * sign-in and would answer "anonymous", so it is cancelled first rather than allowed to log the user out.
 */
function rememberSession(queryClient: QueryClient | undefined, me: MeReply): void {
  if (!queryClient) return;
  queryClient.removeQueries({ queryKey: accountKeys.details });
  void queryClient.cancelQueries({ queryKey: accountKeys.me }).then(() => queryClient.setQueryData<MeReply>(accountKeys.me, me));
}

/** Stores a signed-in customer: user, and userInfo and billing once the profile is complete. */
export function storeCustomer(dispatch: Dispatch, signIn: CustomerSignIn, queryClient?: QueryClient): void {
  dispatch({ type: "setUser", user: signIn.user });
  dispatch({ type: "setUserInfo", userInfo: signIn.userInfo });
  dispatch({ type: "setBillingInfo", billingInfo: signIn.billing });
  rememberSession(queryClient, { kind: "customer", ...signIn });
}

/** Stores a signed-in dealer: the dealer is the user (its account is the dealer flag), dealerInfo goes in userInfo. */
export function storeDealer(dispatch: Dispatch, signIn: DealerSignIn, queryClient?: QueryClient): void {
  dispatch({ type: "setUser", user: signIn.dealer });
  dispatch({ type: "setUserInfo", userInfo: signIn.dealerInfo });
  dispatch({ type: "setBillingInfo", billingInfo: null });
  rememberSession(queryClient, { kind: "dealer", dealer: signIn.dealer, dealerInfo: signIn.dealerInfo });
}
