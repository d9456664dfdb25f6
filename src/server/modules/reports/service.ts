/*
 * Reports' public face (docs/decisions/024-server-slices-and-boundaries.md, 034-reports.md): the
 * console's figures of sales, orders, parts, dealers, quotes and stock, as answers and as CSV lines.
 */

export { lowStockCsv, ordersByStatusCsv, quotesWaitingCsv, salesCsv, topDealersCsv, topPartsCsv } from "./csv";
export { topDealers, topParts, topPartsBoth } from "./rankings";
export { ordersByStatus, salesByPeriod } from "./sales";
export { lowStock, quotesWaiting } from "./waiting";
