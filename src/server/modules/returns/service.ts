/*
 * Returns' public face: what the dealer's statement and the app may use
 * (docs/decisions/024-server-slices-and-boundaries.md).
 */

export { dealerCreditMonths, dealerCreditsOfMonth } from "./credits";
export { orderReturnsFor, requestReturn } from "./requests";
export { approveReturn, listReturnsForStaff, receiveReturn, refuseReturn } from "./staff";
