import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  LowStockReport,
  OrdersByStatusReport,
  QuotesWaitingReport,
  SalesReport,
  TopDealersReport,
  TopPartsReport,
} from "../../src/domain/contracts/reports";
import { readCsv } from "../../src/domain/csv";
import { hashPassword } from "../../src/server/lib/passwords";
import { staffUsers } from "../../src/server/modules/accounts/schema";
import { parts } from "../../src/server/modules/catalog/schema";
import { orderLines, orders } from "../../src/server/modules/orders/schema";
import { paymentRefunds } from "../../src/server/modules/payments/schema";
import { salesOf } from "../../src/server/modules/reports/sales";
import { createTestApp, type TestApp } from "../app";
import { createOrder, createPart } from "../factories";
import { createDealer, sessionOf } from "./accounts-fixtures";
import { freshAddress, payByCard, signedInCustomer, signedInDealer, stockedPart } from "./buying-fixtures";

/*
 * Every figure of the console's reports is checked against sums worked out here, independently, from
 * the rows of the orders tables: which orders are sales (paid 6, dealer-confirmed 7, shipped 9), on
 * which store day (the payment's when recorded, else the order's; Toronto time), in which ISO week or
 * month, and what the store kept once the refunds the gateway gave back (done) are taken off, on the
 * sale's day: the sales' totals less them, each line and dealer subtotal less its share of its order's
 * refunds (in proportion to the order's total, to the cent). Orders come through the shop's own calls
 * (card payment, staff refund, dealer confirmation, quote request, shipping, cancellation) and, for
 * dates the flows cannot give (last March, a minute before midnight), from the order factory, with
 * refunds written beside them.
 */

let t: TestApp;
let staff: Record<string, string>;

const TORONTO = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" });
const storeDayOf = (moment: Date) => TORONTO.format(moment);
const SALES = new Set([6, 7, 9]);
const cents = (amount: number) => Math.round(amount * 100);

/** The Monday of a day's ISO week, worked out on its own (not with the shop's helper). */
function mondayOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

const asStaff = (url: string) => t.app.inject({ method: "GET", url, cookies: staff });
async function report<T>(url: string): Promise<T> {
  const response = await asStaff(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function allOrders() {
  return t.database.db.select().from(orders);
}

/** Each order's refunds the gateway gave back (done), in cents, from the refunds' rows. */
async function refundedByOrder() {
  const refunded = new Map<string, number>();
  for (const refund of await t.database.db.select().from(paymentRefunds)) {
    if (refund.status === "done") refunded.set(refund.orderNum, (refunded.get(refund.orderNum) ?? 0) + refund.amountCents);
  }
  return refunded;
}

/** The units dealers have on back-order, per part, from the rows: the back-ordered part of dealer-confirmed (7) orders' lines. */
async function backorderedByItem() {
  const confirmed = new Set((await allOrders()).filter((order) => order.salesStatus === 7).map((order) => order.orderNum));
  const owed = new Map<string, number>();
  for (const line of await t.database.db.select().from(orderLines)) {
    if (confirmed.has(line.orderNum) && line.backorder > 0) owed.set(line.item, (owed.get(line.item) ?? 0) + line.backorder);
  }
  return owed;
}

/** What is kept of an amount of an order whose refunds came to `refunded`: the amount less its proportional share, rounded to the cent. */
const kept = (amount: number, total: number, refunded: number) => (total > 0 ? amount - Math.round((amount * Math.min(refunded, total)) / total) : amount);

/** The sales of a period worked out from the orders' rows: their bucket (day, Monday, month) to summed cents. */
async function expectedSales(from: string, to: string, grain: "day" | "week" | "month") {
  type Sums = { orders: number; subtotal: number; tax: number; shipping: number; total: number; refunds: number; net: number };
  const buckets = new Map<string, Sums>();
  const totals: Sums = { ...ZERO };
  const refunded = await refundedByOrder();
  for (const order of await allOrders()) {
    if (!SALES.has(order.salesStatus)) continue;
    const day = storeDayOf(order.paidAt ?? order.createdAt);
    if (day < from || day > to) continue;
    const key = grain === "day" ? day : grain === "week" ? mondayOf(day) : `${day.slice(0, 7)}-01`;
    const sums = buckets.get(key) ?? { ...ZERO };
    const refunds = refunded.get(order.orderNum) ?? 0;
    for (const target of [sums, totals]) {
      target.orders += 1;
      target.subtotal += order.subtotalCents;
      target.tax += order.taxCents;
      target.shipping += order.shippingCents;
      target.total += order.totalCents;
      target.refunds += refunds;
      target.net += order.totalCents - refunds;
    }
    buckets.set(key, sums);
  }
  return { buckets, totals };
}

const inCents = (row: { orders: number; subtotal: number; tax: number; shipping: number; total: number; refunds: number; net: number }) => ({
  orders: row.orders,
  subtotal: cents(row.subtotal),
  tax: cents(row.tax),
  shipping: cents(row.shipping),
  total: cents(row.total),
  refunds: cents(row.refunds),
  net: cents(row.net),
});
const ZERO = { orders: 0, subtotal: 0, tax: 0, shipping: 0, total: 0, refunds: 0, net: 0 };

/** Sales lines in a period worked out from the rows: per item, units and the cents kept of the lines once their orders' refunds are shared out. */
async function expectedParts(from: string, to: string) {
  const sales = (await allOrders()).filter((o) => SALES.has(o.salesStatus));
  const sold = new Map(sales.map((o) => [o.orderNum, { day: storeDayOf(o.paidAt ?? o.createdAt), total: o.totalCents }]));
  const refunded = await refundedByOrder();
  const byItem = new Map<string, { units: number; revenue: number; orders: Set<string> }>();
  for (const line of await t.database.db.select().from(orderLines)) {
    const sale = sold.get(line.orderNum);
    if (!sale || sale.day < from || sale.day > to) continue;
    const sums = byItem.get(line.item) ?? { units: 0, revenue: 0, orders: new Set<string>() };
    sums.units += line.qty;
    sums.revenue += kept(line.qty * line.unitCents, sale.total, refunded.get(line.orderNum) ?? 0);
    sums.orders.add(line.orderNum);
    byItem.set(line.item, sums);
  }
  return byItem;
}

// Last March, in the store's time: the switch to daylight time (9 March 2025) and both ends of the month.
const MARCH = { from: "2025-03-01", to: "2025-03-31" };
let marchDealer: Awaited<ReturnType<typeof createDealer>>;
let otherDealer: Awaited<ReturnType<typeof createDealer>>;
let marchParts: { item: string }[];
const flowOrders: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA: "off", PUBLIC_URL: "https://shop.example" } });
  await t.database.db.insert(staffUsers).values({ email: "reports@partshop.example", passwordHash: await hashPassword("Reports12345"), name: "Robin Reports" });
  staff = sessionOf(
    await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: "reports@partshop.example", password: "Reports12345" },
      remoteAddress: freshAddress(),
    }),
  );

  // Through the shop's own calls, today: a card sale, a shipped one, a cancelled one, a dealer's confirmed order and a quote request.
  const buyer = await signedInCustomer(t);
  const brake = await stockedPart(t, { pricel: 42.5, price: 42.5, onhand: 40, orderpt: 2 });
  await buyer.post("/api/addToShoppingCart", { item: brake.item, user: buyer.id, quantity: 3, type: 1 });
  flowOrders.paid = (await payByCard(buyer)).orderNumber;
  await buyer.post("/api/addToShoppingCart", { item: brake.item, user: buyer.id, quantity: 1, type: 1 });
  flowOrders.shipped = (await payByCard(buyer)).orderNumber;
  expect(
    (await t.app.inject({ method: "POST", url: `/api/admin/orders/${flowOrders.shipped}/ship`, payload: { courier: "UPS", waybill: "1Z1" }, cookies: staff }))
      .statusCode,
  ).toBe(200);
  await buyer.post("/api/addToShoppingCart", { item: brake.item, user: buyer.id, quantity: 2, type: 1 });
  flowOrders.cancelled = (await payByCard(buyer)).orderNumber;
  // A partial refund of a paid order that stays a sale, and one of the order cancelled next (the cancel refunds the rest).
  for (const [order, amount] of [
    [flowOrders.paid, 10],
    [flowOrders.cancelled, 5],
  ] as const) {
    const refund = await t.app.inject({ method: "POST", url: `/api/admin/orders/${order}/refund`, payload: { amount, reason: "Scratched" }, cookies: staff });
    expect(refund.statusCode, refund.body).toBe(200);
  }
  const cancel = await t.app.inject({
    method: "POST",
    url: `/api/admin/orders/${flowOrders.cancelled}/cancel`,
    payload: { reason: "Changed mind" },
    cookies: staff,
  });
  expect(cancel.statusCode, cancel.body).toBe(200);

  const dealer = await signedInDealer(t, 3);
  await dealer.post("/api/addToShoppingCart", { item: brake.item, user: dealer.account, quantity: 4, type: 2 });
  const confirmed = await dealer.post("/api/dealerConfirm", {
    address: { company: "Test Body Shop Inc.", address: "9 Trade Way", city: "Vaughan", state: "ON", zipcode: "L4K 1A1", country: "CA", tel: "(905) 555-0177" },
    dealerId: dealer.account,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  flowOrders.dealer = confirmed.json<{ sono: string }>().sono;

  const quoter = await signedInCustomer(t);
  const hood = await stockedPart(t, { oversize: true, pricel: 300, price: 300, onhand: 3, orderpt: 3 });
  await quoter.post("/api/addToShoppingCart", { item: hood.item, user: quoter.id, quantity: 1, type: 1 });
  const quote = await quoter.post("/api/getQuote", { custno: quoter.id, addressID: 0, subtotal: 300 });
  expect(quote.statusCode, quote.body).toBe(200);
  flowOrders.quote = quote.json<{ sono: string }>().sono;

  // From the factory, last March: sales on both sides of the store's midnights, dealers', quotes and cancelled orders.
  marchDealer = await createDealer(t.database.db, { pricecode: 2 });
  otherDealer = await createDealer(t.database.db, { pricecode: 4 });
  marchParts = [await createPart(t.database.db), await createPart(t.database.db), await createPart(t.database.db)];
  const [a, b, c] = marchParts.map((part) => part.item) as [string, string, string];
  const at = (iso: string) => new Date(iso);
  const march: Parameters<typeof createOrder>[1][] = [
    // 23:30 on Sunday 9 March in Toronto (daylight time began that night): day 2025-03-09, the week of Monday 3 March.
    {
      status: 6,
      createdAt: at("2025-03-10T03:20:00Z"),
      paidAt: at("2025-03-10T03:30:00Z"),
      lines: [{ item: a, qty: 2, unitCents: 1999 }],
      shippingCents: 1500,
      taxCents: 715,
    },
    // 23:30 on 28 February in Toronto: before the period.
    { status: 6, createdAt: at("2025-03-01T04:30:00Z"), paidAt: at("2025-03-01T04:30:00Z"), lines: [{ item: a, qty: 1, unitCents: 5000 }], taxCents: 650 },
    // Placed in February, paid on 5 March: a sale of 5 March.
    {
      status: 9,
      createdAt: at("2025-02-20T15:00:00Z"),
      paidAt: at("2025-03-05T15:00:00Z"),
      lines: [{ item: b, qty: 1, unitCents: 120000 }],
      shippingCents: 4000,
      taxCents: 16120,
    },
    // A dealer's confirmed order, no payment recorded: counted on its order day, 31 March 19:00 in Toronto.
    {
      status: 7,
      ownerKind: "dealer",
      ownerId: marchDealer.id,
      createdAt: at("2025-03-31T23:00:00Z"),
      lines: [
        { item: c, qty: 10, unitCents: 2550 },
        { item: a, qty: 1, unitCents: 1999 },
      ],
      taxCents: 3575,
    },
    {
      status: 9,
      ownerKind: "dealer",
      ownerId: otherDealer.id,
      createdAt: at("2025-03-12T14:00:00Z"),
      lines: [{ item: c, qty: 4, unitCents: 2600 }],
      taxCents: 1352,
    },
    // 00:30 on 1 April in Toronto: after the period.
    { status: 7, ownerKind: "dealer", ownerId: otherDealer.id, createdAt: at("2025-04-01T04:30:00Z"), lines: [{ item: b, qty: 1, unitCents: 99999 }] },
    // Not sales: cancelled, quotes, a bare reserved number.
    { status: 0, createdAt: at("2025-03-14T15:00:00Z"), paidAt: at("2025-03-14T15:05:00Z"), lines: [{ item: a, qty: 9, unitCents: 1999 }], taxCents: 2339 },
    { status: 3, createdAt: at("2025-03-20T15:00:00Z"), lines: [{ item: b, qty: 1, unitCents: 120000 }] },
    { status: 5, createdAt: at("2025-03-21T15:00:00Z"), lines: [{ item: b, qty: 1, unitCents: 120000 }], shippingCents: 9000 },
    { status: 1, createdAt: at("2025-03-22T15:00:00Z") },
  ];
  const marchOrders = [];
  for (const order of march) marchOrders.push(await createOrder(t.database.db, order));
  // Refunds written beside them, given months later: 10.00 of the 9 March sale, a tenth of the first dealer's, and a claim the gateway refused.
  const refundOf = (order: { orderNum: string }, amountCents: number, status: "done" | "failed" = "done") => ({
    paymentId: 0,
    orderNum: order.orderNum,
    amountCents,
    status,
    idempotencyKey: `${order.orderNum}-refund-${amountCents}-${status}`,
    reason: "Scratched",
    actor: "staff:1",
  });
  await t.database.db
    .insert(paymentRefunds)
    .values([refundOf(marchOrders[0]!, 1000), refundOf(marchOrders[3]!, 3107), refundOf(marchOrders[4]!, 500, "failed")]);
  // A quote waiting three days, from a company.
  await createOrder(t.database.db, {
    status: 3,
    createdAt: new Date(Date.now() - 3 * 86_400_000 - 5 * 60_000),
    billCompany: "=Waiting Garage",
    lines: [{ item: b, qty: 1, unitCents: 5000 }],
  });
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe("sales by day, week and month", () => {
  it.each(["day", "week", "month"] as const)(
    "equal, by %s, the sums of the paid, confirmed and shipped orders dated by their payment in Toronto",
    async (grain) => {
      const sales = await report<SalesReport>(`/api/admin/reports/sales?from=${MARCH.from}&to=${MARCH.to}&grain=${grain}`);
      const expected = await expectedSales(MARCH.from, MARCH.to, grain);
      expect(sales.period).toEqual(MARCH);
      expect(inCents(sales.totals)).toEqual(expected.totals);
      for (const row of sales.rows) expect(inCents(row), `${grain} ${row.start}`).toEqual(expected.buckets.get(row.start) ?? ZERO);
      expect(sales.rows.reduce((sum, row) => sum + cents(row.total), 0)).toBe(expected.totals.total);
      expect(new Set(sales.rows.map((row) => row.start))).toEqual(new Set([...sales.rows.map((row) => row.start), ...expected.buckets.keys()]));
      if (grain === "day") expect(sales.rows).toHaveLength(31);
      if (grain === "month") expect(sales.rows.map((row) => row.label)).toEqual(["March 2025"]);
      if (grain === "week") {
        expect(sales.rows[0]).toMatchObject({ start: "2025-02-24", from: "2025-03-01", to: "2025-03-02", label: "2025-03-01 to 2025-03-02" });
        expect(sales.rows.at(-1)).toMatchObject({ start: "2025-03-31", from: "2025-03-31", to: "2025-03-31" });
      }
    },
  );

  it("puts a sale paid at 23:30 in Toronto on that day, a payment's day before the order's, and leaves out what is not a sale", async () => {
    const sales = await report<SalesReport>(`/api/admin/reports/sales?from=${MARCH.from}&to=${MARCH.to}&grain=day`);
    const day = (start: string) => sales.rows.find((row) => row.start === start)!;
    // Its 10.00 refund, given long after, is taken off on the sale's day.
    expect(inCents(day("2025-03-09"))).toEqual({ orders: 1, subtotal: 3998, tax: 715, shipping: 1500, total: 6213, refunds: 1000, net: 5213 });
    expect(day("2025-03-10").orders).toBe(0);
    expect(day("2025-03-01").orders).toBe(0);
    expect(day("2025-03-05").total).toBe(1401.2);
    expect(day("2025-03-31").orders).toBe(1);
    expect(day("2025-03-14").orders).toBe(0);
    expect(sales.totals.orders).toBe(4);
  });

  it("covers the last 30 days by default, today's sales through the shop's own calls included", async () => {
    const sales = await report<SalesReport>("/api/admin/reports/sales");
    const today = storeDayOf(new Date());
    expect(sales.period.to).toBe(today);
    expect(sales.rows).toHaveLength(30);
    const expected = await expectedSales(sales.period.from, today, "day");
    expect(inCents(sales.totals)).toEqual(expected.totals);
    const rows = await allOrders();
    const flowSales = rows.filter((order) => [flowOrders.paid, flowOrders.shipped, flowOrders.dealer].includes(order.orderNum));
    expect(flowSales.map((order) => order.salesStatus).sort()).toEqual([6, 7, 9]);
    expect(inCents(sales.rows.at(-1)!).total).toBe(flowSales.reduce((sum, order) => sum + order.totalCents, 0));
  });

  it("takes a partial refund off its sale's net, and leaves a cancelled and refunded order out of every figure", async () => {
    const sales = await report<SalesReport>("/api/admin/reports/sales");
    const today = inCents(sales.rows.at(-1)!);
    const rows = await allOrders();
    const cancelled = rows.find((order) => order.orderNum === flowOrders.cancelled)!;
    const refunded = await refundedByOrder();
    // The cancel refunded the rest of its payment after the 5.00 claimed first: all of it came back, and none of it is counted.
    expect(cancelled.salesStatus).toBe(0);
    expect(refunded.get(flowOrders.cancelled!)).toBe(cancelled.totalCents);
    const flowSales = rows.filter((order) => [flowOrders.paid, flowOrders.shipped, flowOrders.dealer].includes(order.orderNum));
    expect(today.orders).toBe(3);
    expect(today.refunds).toBe(1000);
    expect(today.net).toBe(flowSales.reduce((sum, order) => sum + order.totalCents, 0) - 1000);
    expect(today.refunds).toBe(flowSales.reduce((sum, order) => sum + (refunded.get(order.orderNum) ?? 0), 0));

    const top = await report<TopPartsReport>(`/api/admin/reports/top-parts?from=${sales.period.from}&to=${sales.period.to}`);
    const expected = await expectedParts(sales.period.from, sales.period.to);
    for (const row of top.byRevenue)
      expect({ item: row.item, units: row.units, revenue: cents(row.revenue) }).toEqual({
        item: row.item,
        units: expected.get(row.item)!.units,
        revenue: expected.get(row.item)!.revenue,
      });
    const brake = rows.find((order) => order.orderNum === flowOrders.paid)!;
    const brakeItem = (await t.database.db.select().from(orderLines)).find((line) => line.orderNum === brake.orderNum)!.item;
    // 3 + 1 bought by card, 4 by the dealer; the cancelled 2 are not sold.
    expect(top.byUnits.find((row) => row.item === brakeItem)?.units).toBe(8);
  });
});

describe("orders by status, top parts and top dealers", () => {
  it("counts the orders placed in the period by their state now, every state listed", async () => {
    const byStatus = await report<OrdersByStatusReport>(`/api/admin/reports/orders-by-status?from=${MARCH.from}&to=${MARCH.to}`);
    const placed = (await allOrders()).filter((order) => {
      const day = storeDayOf(order.createdAt);
      return day >= MARCH.from && day <= MARCH.to;
    });
    expect(byStatus.rows.map((row) => row.status)).toEqual([1, 3, 5, 6, 7, 9, 0]);
    for (const row of byStatus.rows) {
      const these = placed.filter((order) => order.salesStatus === row.status);
      expect({ orders: row.orders, total: cents(row.total) }, row.label).toEqual({
        orders: these.length,
        total: these.reduce((sum, o) => sum + o.totalCents, 0),
      });
    }
    expect(byStatus.totals.orders).toBe(placed.length);
    expect(cents(byStatus.totals.total)).toBe(placed.reduce((sum, order) => sum + order.totalCents, 0));
    expect(byStatus.rows.find((row) => row.status === 3)).toMatchObject({ label: "Pending for Quote", orders: 1 });
  });

  it("ranks the parts of the period's sales by units and by revenue, each line's share of its order's refunds taken off", async () => {
    const top = await report<TopPartsReport>(`/api/admin/reports/top-parts?from=${MARCH.from}&to=${MARCH.to}`);
    const expected = await expectedParts(MARCH.from, MARCH.to);
    const asExpected = (item: string) => {
      const sums = expected.get(item)!;
      return { units: sums.units, revenue: sums.revenue, orders: sums.orders.size };
    };
    expect(new Set(top.byUnits.map((row) => row.item))).toEqual(new Set(expected.keys()));
    for (const row of [...top.byUnits, ...top.byRevenue])
      expect({ units: row.units, revenue: cents(row.revenue), orders: row.orders }).toEqual(asExpected(row.item));
    const [a, b, c] = marchParts.map((part) => part.item);
    expect(top.byUnits.map((row) => row.item)).toEqual([c, a, b]);
    expect(top.byRevenue.map((row) => row.item)).toEqual([b, c, a]);
    const sales = await report<SalesReport>(`/api/admin/reports/sales?from=${MARCH.from}&to=${MARCH.to}&grain=month`);
    // The parts' revenue is the sales' subtotal less the lines' shares of the refunds: 643 of the 9 March sale's 3998 (10.00 of 62.13), 2550 and 200 of the dealer's.
    expect(top.byRevenue.reduce((sum, row) => sum + cents(row.revenue), 0)).toBe(cents(sales.totals.subtotal) - 643 - 2550 - 200);
  });

  it("ranks the dealers by what the store kept of their sales' subtotals", async () => {
    const top = await report<TopDealersReport>(`/api/admin/reports/top-dealers?from=${MARCH.from}&to=${MARCH.to}`);
    const refunded = await refundedByOrder();
    const dealerSales = (await allOrders()).filter((order) => {
      const day = storeDayOf(order.paidAt ?? order.createdAt);
      return order.ownerKind === "dealer" && SALES.has(order.salesStatus) && day >= MARCH.from && day <= MARCH.to;
    });
    const of = (id: number) => dealerSales.filter((order) => order.ownerId === id);
    expect(top.rows.map((row) => row.account)).toEqual([marchDealer.account, otherDealer.account]);
    for (const row of top.rows) {
      expect({ orders: row.orders, revenue: cents(row.revenue), total: cents(row.total) }).toEqual({
        orders: of(row.id).length,
        revenue: of(row.id).reduce((sum, order) => sum + kept(order.subtotalCents, order.totalCents, refunded.get(order.orderNum) ?? 0), 0),
        total: of(row.id).reduce((sum, order) => sum + order.totalCents - (refunded.get(order.orderNum) ?? 0), 0),
      });
    }
    // 274.99 less 27.50, its share of the 31.07 refunded of 310.74; the other dealer's refused refund takes nothing off.
    expect(top.rows[0]).toMatchObject({ name: "Test Body Shop Inc.", orders: 1, revenue: 247.49, total: 279.67 });
    expect(top.rows[1]).toMatchObject({ revenue: 104, total: 117.52 });
  });
});

describe("quotes waiting and low stock, as they are now", () => {
  it("lists every Pending for Quote order, the longest waiting first, with how long each has waited", async () => {
    const waiting = await report<QuotesWaitingReport>("/api/admin/reports/quotes-waiting");
    const pending = (await allOrders()).filter((order) => order.salesStatus === 3).sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
    expect(waiting.count).toBe(pending.length);
    expect(waiting.rows.map((row) => row.order_num)).toEqual(pending.map((order) => order.orderNum));
    expect(waiting.rows.map((row) => row.order_num)).toContain(flowOrders.quote);
    for (const [n, row] of waiting.rows.entries()) {
      const minutes = (Date.now() - pending[n]!.createdAt.getTime()) / 60_000;
      expect(row.waited_minutes).toBeGreaterThanOrEqual(Math.floor(minutes) - 2);
      expect(row.waited_minutes).toBeLessThanOrEqual(Math.ceil(minutes) + 2);
      expect(cents(row.subtotal)).toBe(pending[n]!.subtotalCents);
    }
    expect(waiting.longestMinutes).toBe(waiting.rows[0]!.waited_minutes);
    expect(waiting.rows.find((row) => row.name === "=Waiting Garage")?.waited_minutes).toBeGreaterThanOrEqual(3 * 24 * 60);
  });

  it("lists the parts at or below their reorder point with the quantity to reorder", async () => {
    const atPoint = await createPart(t.database.db, { onhand: 4, orderpt: 4 });
    const empty = await createPart(t.database.db, { onhand: 0, orderpt: 0 });
    await createPart(t.database.db, { onhand: 5, orderpt: 4 });
    const low = await report<LowStockReport>("/api/admin/reports/low-stock");
    const rows = (await t.database.db.select().from(parts)).filter((part) => part.onhand <= part.orderpt);
    expect(low.count).toBe(rows.length);
    expect(low.rows.map((row) => row.item).sort()).toEqual(rows.map((row) => row.item).sort());
    const owed = await backorderedByItem();
    for (const row of low.rows) {
      expect(row.backordered, row.item).toBe(owed.get(row.item) ?? 0);
      expect(row.reorder).toBe(Math.max(2 * row.orderpt - row.onhand + row.backordered, 1));
    }
    expect(low.rows.find((row) => row.item === atPoint.item)).toMatchObject({ onhand: 4, orderpt: 4, reorder: 4 });
    expect(low.rows.find((row) => row.item === empty.item)).toMatchObject({ reorder: 1 });
    const gaps = low.rows.map((row) => row.onhand - row.orderpt);
    expect(gaps).toEqual([...gaps].sort((x, y) => x - y));
  });
});

describe("dealers' back-orders in the quantity to reorder", () => {
  it("adds the units confirmed dealer orders hold beyond stock, not those of shipped or cancelled orders", async () => {
    const part = await stockedPart(t, { onhand: 1, orderpt: 2 });
    const confirm = async (quantity: number) => {
      const dealer = await signedInDealer(t);
      await dealer.post("/api/addToShoppingCart", { item: part.item, user: dealer.account, quantity, type: 2 });
      const confirmed = await dealer.post("/api/dealerConfirm", {
        address: { company: "Owed Parts Ltd.", address: "1 Trade Way", city: "Vaughan", state: "ON", zipcode: "L4K 1A1", country: "CA", tel: "(905) 555-0100" },
        dealerId: dealer.account,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      return confirmed.json<{ sono: string }>().sono;
    };
    const staffCall = async (url: string, payload: object) => {
      const response = await t.app.inject({ method: "POST", url, payload, cookies: staff });
      expect(response.statusCode, response.body).toBe(200);
    };
    await confirm(5); // 1 on hand, 4 back-ordered
    const shipped = await confirm(3); // 3 back-ordered, then shipped
    await staffCall(`/api/admin/orders/${shipped}/ship`, { courier: "UPS", waybill: "1Z2" });
    const cancelled = await confirm(2); // 2 back-ordered, then cancelled
    await staffCall(`/api/admin/orders/${cancelled}/cancel`, { reason: "Ordered twice" });
    await confirm(6); // 6 more back-ordered

    const lines = (await t.database.db.select().from(orderLines)).filter((line) => line.item === part.item);
    expect(lines.map((line) => line.backorder).sort()).toEqual([0, 3, 4, 6]);
    expect((await backorderedByItem()).get(part.item)).toBe(10);
    const low = await report<LowStockReport>("/api/admin/reports/low-stock");
    // None on hand, a reorder point of 2: back to 4, and the 10 owed to dealers.
    expect(low.rows.find((row) => row.item === part.item)).toMatchObject({ onhand: 0, orderpt: 2, backordered: 10, reorder: 14 });
    const file = await asStaff("/api/admin/reports/low-stock.csv");
    const line = [...readCsv(file.body)].map((record) => record.cells).find((cells) => cells[0] === part.item);
    expect(line?.slice(3, 7)).toEqual(["0", "2", "10", "14"]);
  });
});

describe("CSV files", () => {
  async function csv(url: string) {
    const response = await asStaff(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const records = [...readCsv(response.body)].map((record) => record.cells);
    return { file: /filename="([^"]+)"/.exec(String(response.headers["content-disposition"]))?.[1], header: records[0]!, rows: records.slice(1) };
  }

  it("gives each report as a dated file with the same figures", async () => {
    const sales = await csv(`/api/admin/reports/sales.csv?from=${MARCH.from}&to=${MARCH.to}&grain=week`);
    expect(sales.file).toBe("partshop-sales-by-week-2025-03-01-to-2025-03-31.csv");
    expect(sales.header).toEqual(["week", "from", "to", "orders", "subtotal_cad", "tax_cad", "shipping_cad", "total_cad", "refunds_cad", "net_cad"]);
    const expected = await expectedSales(MARCH.from, MARCH.to, "week");
    expect(sales.rows.at(-1)).toEqual([
      "Total",
      MARCH.from,
      MARCH.to,
      "4",
      ...[expected.totals.subtotal, expected.totals.tax, expected.totals.shipping, expected.totals.total, expected.totals.refunds, expected.totals.net].map(
        (c) => (c / 100).toFixed(2),
      ),
    ]);
    expect(sales.rows.slice(0, -1).reduce((sum, row) => sum + cents(Number(row[9])), 0)).toBe(expected.totals.net);
    expect(sales.rows.slice(0, -1).reduce((sum, row) => sum + cents(Number(row[7])), 0)).toBe(expected.totals.total);

    const byStatus = await csv(`/api/admin/reports/orders-by-status.csv?from=${MARCH.from}&to=${MARCH.to}`);
    expect(byStatus.file).toBe("partshop-orders-by-status-2025-03-01-to-2025-03-31.csv");
    expect(byStatus.rows).toHaveLength(8);

    const topParts = await csv(`/api/admin/reports/top-parts.csv?from=${MARCH.from}&to=${MARCH.to}&by=units`);
    expect(topParts.file).toBe("partshop-top-parts-by-units-2025-03-01-to-2025-03-31.csv");
    expect(topParts.rows.map((row) => row[1])).toEqual([marchParts[2]!.item, marchParts[0]!.item, marchParts[1]!.item]);
    expect(topParts.rows.reduce((sum, row) => sum + cents(Number(row[5])), 0)).toBe(
      [...(await expectedParts(MARCH.from, MARCH.to)).values()].reduce((sum, part) => sum + part.revenue, 0),
    );

    const dealers = await csv(`/api/admin/reports/top-dealers.csv?from=${MARCH.from}&to=${MARCH.to}`);
    expect(dealers.rows.map((row) => row.slice(0, 5))).toEqual([
      ["1", marchDealer.account, "Test Body Shop Inc.", "1", "247.49"],
      ["2", otherDealer.account, "Test Body Shop Inc.", "1", "104.00"],
    ]);

    const today = storeDayOf(new Date());
    const quotes = await csv("/api/admin/reports/quotes-waiting.csv");
    expect(quotes.file).toBe(`partshop-quotes-waiting-${today}.csv`);
    // A name a spreadsheet would take for a formula is written as text.
    expect(quotes.rows.map((row) => row[2])).toContain("'=Waiting Garage");

    const low = await csv("/api/admin/reports/low-stock.csv");
    expect(low.file).toBe(`partshop-low-stock-${today}.csv`);
    const lowJson = await report<LowStockReport>("/api/admin/reports/low-stock");
    expect(low.rows).toHaveLength(lowJson.count);
    expect(low.header).toEqual(["item", "description", "make", "onhand", "reorder_point", "backordered", "reorder_quantity", "expected"]);
    expect(low.rows.slice(0, lowJson.rows.length).map((row) => [row[0], Number(row[5]), Number(row[6])])).toEqual(
      lowJson.rows.map((row) => [row.item, row.backordered, row.reorder]),
    );
  });
});

describe("the sale moment's index", () => {
  it("is the one a period's sales are read through (the reports' SQL writes the moment as migration 0024 indexes it)", async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      // A test database is too small for the planner to choose an index of its own accord.
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ "QUERY PLAN": string }>(sql`explain select count(*) from orders o where ${salesOf(MARCH)}`);
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("orders_sale_moment");
  });
});

describe("who may ask, and for which period", () => {
  it("answers staff only: 401 for a visitor, 403 for a customer or dealer, on the JSON and the CSV", async () => {
    const customer = await signedInCustomer(t);
    const dealer = await signedInDealer(t);
    for (const url of ["/api/admin/reports/sales", "/api/admin/reports/sales.csv", "/api/admin/reports/low-stock.csv", "/api/admin/reports/top-dealers"]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      expect((await customer.get(url)).statusCode, url).toBe(403);
      expect((await dealer.get(url)).statusCode, url).toBe(403);
    }
  });

  it.each([
    ["from=2025-03-31&to=2025-03-01", "The period ends (2025-03-01) before it starts (2025-03-31)"],
    ["from=2022-01-01&to=2025-01-01", "a report covers at most two years"],
    ["from=2000-01-01", "a report covers at most two years"],
    ["from=2099-01-01", "before it starts (2099-01-01)"],
    ["from=2025-02-30", "From must be a real date like 2026-11-22"],
    ["to=yesterday", "To must be a real date like 2026-11-22"],
    ["grain=year", "Group by must be day, week or month"],
  ])("refuses %s with a clear message", async (query, message) => {
    for (const url of [`/api/admin/reports/sales?${query}`, `/api/admin/reports/sales.csv?${query}`]) {
      const refused = await asStaff(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error.message).toContain(message);
    }
  });

  it("takes a period of exactly two years, and refuses a top parts file ranked by anything but units or revenue", async () => {
    expect((await asStaff("/api/admin/reports/sales?from=2023-03-01&to=2025-02-28&grain=month")).statusCode).toBe(200);
    expect((await asStaff("/api/admin/reports/top-parts.csv?by=price")).statusCode).toBe(400);
  });
});
