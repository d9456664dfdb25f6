/*
 * Payments' public face: what checkout, orders, the console and the reconciliation may use
 * (docs/decisions/024-server-slices-and-boundaries.md).
 */

export {
  attemptsInDoubt,
  latestAttemptOf,
  ordersBeingPaidFromCarts,
  type PaymentAttempt,
  paymentsOf,
  pendingAttemptOf,
  settleAttempt,
  startAttempt,
} from "./attempts";
export { cancellationUnderWay, claimRefund, type RefundClaim, refundClaimStatus, refundPayment, runRefund, settleRefundsInDoubt } from "./refunds";
