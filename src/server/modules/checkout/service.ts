/*
 * Checkout's public face: what the console, the jobs and the composition root may use
 * (docs/decisions/024-server-slices-and-boundaries.md). Paying, quoting and the address book are
 * checkout's own routes.
 */

export { type Settled, settlePaymentsInDoubt, startPaymentReconciliation } from "./reconciliation";
export { releaseAbandonedReservations } from "./reservations";
export { saveShippingTable, shippingTable } from "./shipping-rates";
