import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderReturnsReply, ReturnView, StaffReturnsReply } from "../../src/domain/contracts/returns";
import type { StatementMonthRow } from "../../src/domain/contracts/trade";
import { returnAmounts } from "../../src/domain/returns";
import { mailOutbox } from "../../src/server/modules/mail/schema";
import { orders } from "../../src/server/modules/orders/schema";
import { paymentRefunds, payments } from "../../src/server/modules/payments/schema";
import { orderReturns } from "../../src/server/modules/returns/schema";
import { createTestApp, type TestApp } from "../app";
import { BROWSER, cardToken, figuresFor, freshAddress, type Shopper, signedInCustomer, signedInDealer, signedInStaff, stockedPart } from "./buying-fixtures";

// Returns (issue 22): asked from Order History, decided and received by staff, refunded through the
// gateway (customers) or credited to the statement (dealers), with the amounts of domain/returns.ts;
// fired at once where money or stock moves, and counted afterwards.

let t: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA: "off", PUBLIC_URL: "https://shop.example" } });
  staff = await signedInStaff(t, { email: "returns@partshop.example", password: "Returns12345", name: "Rory Returns" });
});
afterAll(async () => {
  await t?.close();
});

const asStaff = (url: string, payload: object = {}) => t.app.inject({ method: "POST", url, payload, cookies: staff, remoteAddress: freshAddress() });
const onhandOf = async (item: string) =>
  Number((await t.database.db.execute<{ onhand: number }>(sql`select onhand from parts where item = ${item}`)).rows[0]?.onhand);
const mailsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
const returnsOf = (shopper: Shopper, so: string) => shopper.get(`/api/orders/${so}/returns`);
const ask = (shopper: Shopper, so: string, lines: { line_no: number; qty: number }[], reason = "orderedInError") =>
  shopper.post("/api/returns", { so, reason, note: "Wrong year for my car", lines });
const doneRefundsOf = (orderNum: string) =>
  t.database.db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderNum, orderNum), eq(paymentRefunds.status, "done")));

/** A customer's paid order of two parts: 3 of one (at $40), 1 of another (at $25), Ontario HST. */
async function paidOrder() {
  const shopper = await signedInCustomer(t);
  const first = await stockedPart(t, { onhand: 10, pricel: 40, price: 40, weightKg: 1 });
  const second = await stockedPart(t, { onhand: 10, pricel: 25, price: 25, weightKg: 1 });
  await shopper.post("/api/addToShoppingCart", { item: first.item, user: shopper.id, quantity: 3, type: 1 });
  await shopper.post("/api/addToShoppingCart", { item: second.item, user: shopper.id, quantity: 1, type: 1 });
  const figures = await figuresFor(shopper, 0);
  const orderNumber = (await shopper.post("/api/reserveOrderSlot", { custno: shopper.id })).json<{ orderNumber: string }>().orderNumber;
  const paid = await shopper.post("/api/storeOrderData", {
    orderNumber,
    custno: shopper.id,
    addressID: 0,
    subtotal: figures.subtotal,
    hst: figures.hst,
    shipping: figures.shipping,
    shippingDays: figures.shippingDays,
    token: await cardToken(shopper),
    cardholderName: "Casey Customer",
    browser: BROWSER,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const view = (await returnsOf(shopper, orderNumber)).json<OrderReturnsReply>();
  const lineOf = (item: string) => view.lines.find((line) => line.item === item)!.line_no;
  return { shopper, orderNum: orderNumber, first: { ...first, lineNo: lineOf(first.item) }, second: { ...second, lineNo: lineOf(second.item) }, view };
}

describe("asking for a return", () => {
  it("offers a paid order's lines, takes a return of some of them with the policy's amounts, and mails the shopper", async () => {
    const { shopper, orderNum, first, view } = await paidOrder();
    expect(view).toMatchObject({ order_num: orderNum, open: true, credit: false });
    expect(view.lines.map((line) => [line.item, line.qty, line.returnable])).toEqual(
      expect.arrayContaining([
        [first.item, 3, 3],
        [expect.any(String), 1, 1],
      ]),
    );
    expect(new Date(view.deadline).getTime() - new Date(view.date_order).getTime()).toBe(30 * 24 * 3600 * 1000);

    const asked = await ask(shopper, orderNum, [{ line_no: first.lineNo, qty: 2 }]);
    expect(asked.statusCode, asked.body).toBe(200);
    const made = asked.json<ReturnView>();
    // $80 of parts, 25% kept ($20), 13% HST on the $60 given back.
    expect(made).toMatchObject({ status: "requested", reason: "orderedInError", goods: 80, fee: 20, tax: 7.8, refund: 67.8 });
    expect(made.rma).toMatch(/^RMA-\d{6}$/);
    const expected = returnAmounts([{ unitCents: 4000, qty: 2 }], "orderedInError", view.tax_parts);
    expect(made.refund * 100).toBeCloseTo(expected.refundCents, 5);

    const after = (await returnsOf(shopper, orderNum)).json<OrderReturnsReply>();
    expect(after.lines.find((line) => line.item === first.item)!.returnable).toBe(1);
    expect(after.returns.map((entry) => [entry.rma, entry.status])).toEqual([[made.rma, "requested"]]);
    const mail = (await mailsTo(shopper.email)).at(-1)!;
    expect(mail.subject).toBe(`We received your return request ${made.rma}`);
    expect(mail.text).toContain(`${first.item} x 2`);
  });

  it("refuses more than is left of a line, a line the order lacks, no lines, another's order, a visitor, and an order past 30 days", async () => {
    const { shopper, orderNum, first } = await paidOrder();
    const tooMany = await ask(shopper, orderNum, [{ line_no: first.lineNo, qty: 4 }]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe(`Only 3 of ${first.item} can still be returned.`);
    expect((await ask(shopper, orderNum, [{ line_no: 99, qty: 1 }])).json().error.message).toBe(`Order ${orderNum} has no line 99.`);
    const none = await ask(shopper, orderNum, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toContain("Choose at least one part to return.");
    expect((await ask(shopper, orderNum, [{ line_no: first.lineNo, qty: 1.5 }])).statusCode).toBe(400);
    expect((await shopper.post("/api/returns", { so: orderNum, reason: "boredom", lines: [{ line_no: first.lineNo, qty: 1 }] })).statusCode).toBe(400);

    const stranger = await signedInCustomer(t);
    expect((await ask(stranger, orderNum, [{ line_no: first.lineNo, qty: 1 }])).statusCode).toBe(404);
    expect((await returnsOf(stranger, orderNum)).statusCode).toBe(404);
    const visitor = await t.app.inject({ method: "GET", url: `/api/orders/${orderNum}/returns`, remoteAddress: freshAddress() });
    expect(visitor.statusCode).toBe(401);

    await t.database.db.update(orders).set({ createdAt: sql`now() - interval '31 days'` }).where(eq(orders.orderNum, orderNum));
    expect((await returnsOf(shopper, orderNum)).json<OrderReturnsReply>().open).toBe(false);
    const late = await ask(shopper, orderNum, [{ line_no: first.lineNo, qty: 1 }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(`Order ${orderNum} can no longer be returned: returns are accepted within 30 days of the invoice date.`);
    expect(await t.database.db.select().from(orderReturns).where(eq(orderReturns.orderNum, orderNum))).toEqual([]);
  });

  it("holds a line once when ten returns of all of it are asked at once", { timeout: 60_000 }, async () => {
    const { shopper, orderNum, first } = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask(shopper, orderNum, [{ line_no: first.lineNo, qty: 3 }], "defective")));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(`No more of ${first.item} can be returned.`);
    }
    expect(await t.database.db.select().from(orderReturns).where(eq(orderReturns.orderNum, orderNum))).toHaveLength(1);
  });
});

describe("staff decide and receive returns", () => {
  it("approve, then receive: the gateway gives back the return's amount once, the stock comes back, and each step is mailed", { timeout: 60_000 }, async () => {
    const { shopper, orderNum, first } = await paidOrder();
    const made = (await ask(shopper, orderNum, [{ line_no: first.lineNo, qty: 2 }], "damaged")).json<ReturnView>();
    expect(made).toMatchObject({ fee: 0, goods: 80, refund: 90.4 });
    const stock = await onhandOf(first.item);

    expect((await asStaff(`/api/admin/returns/${made.id}/receive`)).statusCode).toBe(409);
    expect((await shopper.post(`/api/admin/returns/${made.id}/approve`)).statusCode).toBe(403);
    const approved = await asStaff(`/api/admin/returns/${made.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await asStaff(`/api/admin/returns/${made.id}/approve`)).json().error.message).toBe(`Return ${made.rma} was already approved.`);
    const approval = (await mailsTo(shopper.email)).at(-1)!;
    expect(approval.subject).toBe(`Return ${made.rma} approved`);
    expect(approval.text).toContain("refund $90.40 to the card or PayPal account");

    const receipts = await Promise.all(Array.from({ length: 10 }, () => asStaff(`/api/admin/returns/${made.id}/receive`)));
    expect(
      receipts.filter((answer) => answer.statusCode === 200),
      receipts.map((answer) => answer.body).join("\n"),
    ).toHaveLength(1);
    for (const refused of receipts.filter((answer) => answer.statusCode !== 200)) expect(refused.statusCode).toBe(409);

    const refunds = await doneRefundsOf(orderNum);
    expect(refunds.map((refund) => refund.amountCents)).toEqual([9040]);
    expect((await t.payments.gateway.findCharge(orderNum))!.refundedCents).toBe(9040);
    expect(await onhandOf(first.item)).toBe(stock + 2);
    const view = (await returnsOf(shopper, orderNum)).json<OrderReturnsReply>();
    expect(view.returns[0]).toMatchObject({ rma: made.rma, status: "refunded" });
    expect((await mailsTo(shopper.email)).at(-1)!.subject).toBe(`Return ${made.rma} refunded`);

    const listed = (await t.app.inject({ method: "GET", url: "/api/admin/returns?status=refunded", cookies: staff })).json<StaffReturnsReply>();
    expect(listed.data.find((row) => row.id === made.id)).toMatchObject({ email: shopper.email, owner_kind: "customer", status: "refunded" });
  });

  it("refuses with a reason the shopper is mailed, and the parts may be asked for again", async () => {
    const { shopper, orderNum, second } = await paidOrder();
    const made = (await ask(shopper, orderNum, [{ line_no: second.lineNo, qty: 1 }])).json<ReturnView>();
    expect((await asStaff(`/api/admin/returns/${made.id}/refuse`, { reason: "" })).statusCode).toBe(400);
    expect((await asStaff(`/api/admin/returns/${made.id}/refuse`, { reason: "The part was installed." })).statusCode).toBe(200);
    expect((await mailsTo(shopper.email)).at(-1)).toMatchObject({ subject: `Return ${made.rma} refused` });
    expect((await mailsTo(shopper.email)).at(-1)!.text).toContain("The part was installed.");
    const view = (await returnsOf(shopper, orderNum)).json<OrderReturnsReply>();
    expect(view.returns[0]).toMatchObject({ status: "refused", refused_reason: "The part was installed." });
    expect(view.lines.find((line) => line.item === second.item)!.returnable).toBe(1);
    expect((await asStaff(`/api/admin/returns/${made.id}/receive`)).statusCode).toBe(409);
    expect((await asStaff("/api/admin/returns/999999/approve")).statusCode).toBe(404);
  });

  it("puts the return back to approved when the gateway refuses the refund, and nothing is recorded as given back", { timeout: 60_000 }, async () => {
    const { shopper, orderNum, first } = await paidOrder();
    const made = (await ask(shopper, orderNum, [{ line_no: first.lineNo, qty: 3 }], "wrongPart")).json<ReturnView>();
    await asStaff(`/api/admin/returns/${made.id}/approve`);
    // The whole charge was refunded at the gateway's own console: nothing is left for the return.
    const [paid] = await t.database.db.select().from(payments).where(eq(payments.orderNum, orderNum));
    const charge = (await t.payments.gateway.findCharge(orderNum))!;
    await t.payments.gateway.refund({
      reference: paid!.reference!,
      orderNumber: orderNum,
      amountCents: charge.amountCents,
      idempotencyKey: `outside-${orderNum}`,
    });
    const stock = await onhandOf(first.item);

    const receipt = await asStaff(`/api/admin/returns/${made.id}/receive`);
    expect(receipt.statusCode).toBe(409);
    expect(await doneRefundsOf(orderNum)).toEqual([]);
    expect(await onhandOf(first.item)).toBe(stock);
    expect((await returnsOf(shopper, orderNum)).json<OrderReturnsReply>().returns[0]!.status).toBe("approved");
  });
});

describe("a dealer's return", () => {
  it("is credited to the statement, not refunded: the month's totals fall by the credit and the CSV lists it", { timeout: 60_000 }, async () => {
    const dealer = await signedInDealer(t);
    const part = await stockedPart(t, { onhand: 10, pricel: 50, price2: 40 });
    await dealer.post("/api/addToShoppingCart", { item: part.item, user: dealer.account, quantity: 2, type: 2 });
    const shipTo = {
      company: "Trade Body Shop",
      address: "9 Trade Way",
      city: "Vaughan",
      state: "ON",
      zipcode: "L4K 1A1",
      country: "CA",
      tel: "(905) 555-0177",
    };
    const confirmed = await dealer.post("/api/dealerConfirm", { address: shipTo, dealerId: dealer.account });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const so = confirmed.json<{ sono: string }>().sono;
    const before = (await dealer.get("/api/dealerStatement")).json<{ months: StatementMonthRow[] }>().months[0]!;

    const view = (await returnsOf(dealer, so)).json<OrderReturnsReply>();
    expect(view.credit).toBe(true);
    const made = (await ask(dealer, so, [{ line_no: view.lines[0]!.line_no, qty: 1 }], "defective")).json<ReturnView>();
    expect(made).toMatchObject({ goods: 40, fee: 0 });
    await asStaff(`/api/admin/returns/${made.id}/approve`);
    const stock = await onhandOf(part.item);
    const receipts = await Promise.all(Array.from({ length: 10 }, () => asStaff(`/api/admin/returns/${made.id}/receive`)));
    expect(receipts.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await onhandOf(part.item)).toBe(stock + 1);
    expect(await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderNum, so))).toEqual([]);
    expect((await returnsOf(dealer, so)).json<OrderReturnsReply>().returns[0]!.status).toBe("credited");

    const after = (await dealer.get("/api/dealerStatement")).json<{ months: StatementMonthRow[] }>().months[0]!;
    expect(after.month).toBe(before.month);
    expect(after.credits).toBe(made.refund);
    expect(after.total).toBeCloseTo(before.total - made.refund, 2);
    expect(after.subtotal).toBeCloseTo(before.subtotal - 40, 2);
    const csv = (await dealer.get(`/api/dealerStatement/${after.month}.csv`)).body;
    expect(csv).toContain(`${made.rma} (order ${so})`);
    expect(csv).toContain(`-40.00`);
    expect((await mailsTo(dealer.email)).at(-1)!.subject).toBe(`Return ${made.rma} credited`);
  });
});
