/*
 * Orders' public face: what checkout, dealers, accounts and the console may use
 * (docs/decisions/024-server-slices-and-boundaries.md).
 */

export { orderAgain } from "./order-again";
export { orderOwnerLocale } from "./owner-locale";
export {
  abandonedReservations,
  createOrder,
  linesOf,
  lockOrder,
  moveOrder,
  type OrderDetails,
  type OrderLineRow,
  type OrderOwner,
  type OrderRow,
  orderEmails,
  ownedOrder,
  type RecordedLine,
  reserveOrderNumber,
  writeOrder,
} from "./records";
export { emptyCartRefusal, latestOrderFromCart, ownedOrderAmong } from "./repeats";
export { listOrdersForStaff, orderForStaff, ordersDashboard } from "./staff-console";
export { dealerStatementMonths, dealerStatementOrders } from "./statement";
export { returnOrderStock, takeOrderStock } from "./stock";
export { addressOf, dealerOrderSummary, oneOrder, orderHistory } from "./views";
export { cancelOrderByStaff, markShipped, quoteShipping } from "./workflows";
