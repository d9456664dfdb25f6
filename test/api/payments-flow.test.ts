import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OneOrderReply } from "../../src/domain/contracts/buying";
import { ORDER_STATUS } from "../../src/domain/orders";
import { settlePaymentsInDoubt } from "../../src/server/modules/checkout/reconciliation";
import { mailOutbox } from "../../src/server/modules/mail/schema";
import { orders } from "../../src/server/modules/orders/schema";
import { quoteShipping } from "../../src/server/modules/orders/service";
import { payments } from "../../src/server/modules/payments/schema";
import { startAttempt } from "../../src/server/modules/payments/service";
import { createTestApp, type TestApp } from "../app";
import { uniqueCode } from "../factories";
import { startPayPalStandIn } from "../support/paypal-stand-in";
import { BROWSER, cardToken, DECLINED_CARD, figuresFor, payByCard, type Shopper, signedInCustomer, stockedPart } from "./buying-fixtures";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA: "off", PUBLIC_URL: "https://shop.example" } });
});
afterAll(async () => {
  await t?.close();
});

const onhandOf = async (item: string) =>
  Number((await t.database.db.execute<{ onhand: number }>(sql`select onhand from parts where item = ${item}`)).rows[0]?.onhand);
const statusOf = async (orderNum: string) =>
  (await t.database.db.select({ status: orders.salesStatus }).from(orders).where(eq(orders.orderNum, orderNum)))[0]?.status;
const charge = (orderNum: string) => t.payments.gateway.findCharge(orderNum);
const addToCart = (shopper: Shopper, item: string, quantity: number) => shopper.post("/api/addToShoppingCart", { item, user: shopper.id, quantity, type: 1 });

describe("paying by card", () => {
  it("charges exactly the server's total once, records the order with its lines, takes the stock, empties the cart and mails the customer", async () => {
    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t, { pricel: 100, onhand: 5, weightKg: 4 });
    await addToCart(shopper, part.item, 2);
    const { orderNumber, answer, figures } = await payByCard(shopper);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ status: "approved", order_num: orderNumber, total: 257.58 });
    expect(figures).toMatchObject({ subtotal: 200, shipping: 27.95, hst: 29.63 });

    const known = await charge(orderNumber);
    expect(known).toMatchObject({ status: "approved", amountCents: 25_758, voided: false, refundedCents: 0 });
    expect(await onhandOf(part.item)).toBe(3);
    expect((await shopper.post("/api/getItems_carts", { user: shopper.id })).json().carts).toEqual([]);

    const order = (await shopper.get(`/api/oneOrder?so=${orderNumber}&id=${shopper.id}`)).json<OneOrderReply>();
    expect(order.oneOrder).toEqual([{ descrip: part.descrip, item: part.item, make: part.make, qty: 2, price: 100, backorder: 0 }]);
    expect(order.somast).toMatchObject({
      order_num: orderNumber,
      subtotal: 200,
      shipping: 27.95,
      tax: 29.63,
      total: 257.58,
      sales_status: ORDER_STATUS.paid,
      notes: "Leave at the side door",
      address: 0,
      paid_with: "card",
    });
    expect(order.address).toMatchObject({ city: "Toronto", state: "ON" });

    const history = (await shopper.get(`/api/customerOrderHistory?id=${shopper.id}`)).json();
    expect(history.history.map((row: { order_num: string }) => row.order_num)).toEqual([orderNumber]);
    expect(history.pending).toEqual([]);
    const [confirmation] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, shopper.email));
    expect(confirmation?.subject).toContain(orderNumber);
    expect(confirmation?.text).toContain(`https://shop.example/order-receipt?so=${orderNumber}&id=${shopper.id}`);
  });

  it("answers a second submit of a paid order number with the same order and charges nothing more", async () => {
    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t);
    await addToCart(shopper, part.item, 1);
    const first = await payByCard(shopper);
    expect(first.answer.statusCode).toBe(200);
    const again = await shopper.post("/api/storeOrderData", {
      orderNumber: first.orderNumber,
      custno: shopper.id,
      addressID: 0,
      subtotal: first.figures.subtotal,
      hst: first.figures.hst,
      shipping: first.figures.shipping,
      token: await cardToken(shopper),
      cardholderName: "Casey Customer",
      browser: BROWSER,
    });
    expect(again.json()).toEqual(first.answer.json());
    const attempts = await t.database.db.select().from(payments).where(eq(payments.orderNum, first.orderNumber));
    expect(attempts.map((a) => a.status)).toEqual(["approved"]);
    expect(await onhandOf(part.item)).toBe(4);
  });

  it("answers a declined card 402 'Payment failed. Please try again.', charges nothing, gives the stock back and cancels the number", async () => {
    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t, { onhand: 5 });
    await addToCart(shopper, part.item, 2);
    const { orderNumber, answer } = await payByCard(shopper, { card: DECLINED_CARD });
    expect(answer.statusCode).toBe(402);
    expect(answer.json()).toEqual({ error: { code: "PAYMENT_DECLINED", message: "Payment failed. Please try again." } });
    expect((await charge(orderNumber))?.status ?? "none").not.toBe("approved");
    expect(await onhandOf(part.item)).toBe(5);
    expect(await statusOf(orderNumber)).toBe(ORDER_STATUS.cancelled);
    expect((await shopper.post("/api/removeReservedOrderSlot", { orderNumber })).json()).toEqual({ status: "ok" });
    expect((await shopper.post("/api/getItems_carts", { user: shopper.id })).json().carts).toHaveLength(1);
    const retry = await payByCard(shopper);
    expect(retry.answer.statusCode).toBe(200);
    expect(retry.orderNumber).not.toBe(orderNumber);
  });

  it("refuses figures that differ from the server's with 409 and its own figures, and charges nothing", async () => {
    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t, { pricel: 100 });
    await addToCart(shopper, part.item, 1);
    const { orderNumber, answer } = await payByCard(shopper, { figures: { subtotal: 1 } });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.fields).toMatchObject({ subtotal: "100.00" });
    expect(await charge(orderNumber)).toBeNull();
    expect(await statusOf(orderNumber)).toBe(ORDER_STATUS.reserved);
  });

  it("keeps someone else's order number, order and receipt 404 to a customer", async () => {
    const owner = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    const part = await stockedPart(t);
    await addToCart(owner, part.item, 1);
    await addToCart(other, part.item, 1);
    const { orderNumber } = await payByCard(owner);
    expect((await other.get(`/api/oneOrder?so=${orderNumber}&id=${other.id}`)).statusCode).toBe(404);
    expect((await other.get(`/api/oneOrder?so=${orderNumber}&id=${owner.id}`)).statusCode).toBe(403);
    const figures = await figuresFor(other, 0);
    const stolen = await other.post("/api/storeOrderData", {
      orderNumber,
      custno: other.id,
      addressID: 0,
      ...figures,
      token: await cardToken(other),
      cardholderName: "Other",
      browser: BROWSER,
    });
    expect(stolen.statusCode).toBe(404);
    expect((await other.post("/api/deleteOrder", { sono: orderNumber })).statusCode).toBe(404);
  });

  it("never sells the last units twice: 50 shoppers at once for the last 5 end with exactly 5 orders and none left", { timeout: 120_000 }, async () => {
    const part = await stockedPart(t, { item: uniqueCode("LAST"), onhand: 5 });
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 50; i++) shoppers.push(await signedInCustomer(t));
    for (const shopper of shoppers) expect((await addToCart(shopper, part.item, 1)).statusCode).toBe(200);
    const results = await Promise.all(shoppers.map((shopper) => payByCard(shopper)));
    const statuses = results.map((result) => result.answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    expect(await onhandOf(part.item)).toBe(0);
    const paid = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from order_lines l join orders o on o.order_num = l.order_num where l.item = ${part.item} and o.sales_status = 6`,
    );
    expect(paid.rows[0]?.n).toBe(5);
    for (const result of results.filter((r) => r.answer.statusCode !== 200)) {
      expect(result.answer.json().error.code).toBe("OUT_OF_STOCK");
      expect(await charge(result.orderNumber)).toBeNull();
    }
  });
});

describe("a failure between the charge and the record", () => {
  it("gives the money back: no paid order is left unrecorded and no money kept for no order", { timeout: 120_000 }, async () => {
    const failing = await createTestApp({ env: { CAPTCHA: "off", FAILPOINTS: "after-charge=throw" } });
    try {
      const shopper = await signedInCustomer(failing);
      const part = await stockedPart(failing, { onhand: 4 });
      await shopper.post("/api/addToShoppingCart", { item: part.item, user: shopper.id, quantity: 1, type: 1 });
      const { orderNumber, answer } = await payByCard(shopper);
      expect(answer.statusCode).toBe(500);
      const known = await failing.payments.gateway.findCharge(orderNumber);
      expect(known?.voided || (known?.refundedCents ?? 0) >= (known?.amountCents ?? 1)).toBe(true);
      const [order] = await failing.database.db.select().from(orders).where(eq(orders.orderNum, orderNumber));
      expect(order?.salesStatus).toBe(ORDER_STATUS.cancelled);
      expect(Number((await failing.database.db.execute<{ onhand: number }>(sql`select onhand from parts where item = ${part.item}`)).rows[0]?.onhand)).toBe(4);
      const [attempt] = await failing.database.db.select().from(payments).where(eq(payments.orderNum, orderNumber));
      expect(attempt?.status).toBe("failed");
    } finally {
      await failing.close();
    }
  });
});

describe("payments left in doubt by a crash", () => {
  it("records the order when the gateway holds an approved charge, and puts it back when it holds none", async () => {
    const ctx = { ...t, db: t.database.db };
    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t, { onhand: 6, pricel: 40 });
    const held = async () => {
      const reserved = (await shopper.post("/api/reserveOrderSlot", { custno: shopper.id })).json<{ orderNumber: string }>().orderNumber;
      await t.database.db.execute(sql`update orders set subtotal_cents = 4000, total_cents = 4000 where order_num = ${reserved}`);
      await t.database.db.execute(
        sql`insert into order_lines (order_num, line_no, item, descrip, make, qty, unit_cents, stock_taken) values (${reserved}, 1, ${part.item}, 'x', 'FORD', 1, 4000, true)`,
      );
      await t.database.db.execute(sql`update parts set onhand = onhand - 1 where item = ${part.item}`);
      const attempt = await startAttempt(ctx, { orderNum: reserved, provider: "card", amountCents: 4000, priorStatus: ORDER_STATUS.reserved });
      return { reserved, attempt };
    };
    const charged = await held();
    const token = await cardToken(shopper);
    const approval = await t.payments.gateway.purchase({
      orderNumber: charged.reserved,
      amountCents: 4000,
      currency: "CAD",
      token,
      idempotencyKey: charged.attempt.idempotencyKey,
      cardholderName: "Casey",
      billing: { name: "Casey", addressLine1: "1 Test St", city: "Toronto", province: "ON", postalCode: "M5V 2T6", country: "CA", phoneNumber: "4165550199" },
      shipping: { name: "Casey", addressLine1: "1 Test St", city: "Toronto", province: "ON", postalCode: "M5V 2T6", country: "CA", phoneNumber: "4165550199" },
      customerIp: "10.0.0.1",
      termUrl: "https://shop.example/payment",
      browser: {
        acceptHeader: "*/*",
        javaEnabled: false,
        language: "en",
        colorDepth: 24,
        screenHeight: 1,
        screenWidth: 1,
        timeZone: 0,
        userAgent: "x",
        javascriptEnabled: true,
      },
    });
    expect(approval.status).toBe("approved");
    const notCharged = await held();
    expect(await onhandOf(part.item)).toBe(4);

    const settled = await settlePaymentsInDoubt(ctx, 0);
    expect(settled).toMatchObject({ recorded: 1, released: 1 });
    expect(await statusOf(charged.reserved)).toBe(ORDER_STATUS.paid);
    expect(await statusOf(notCharged.reserved)).toBe(ORDER_STATUS.cancelled);
    expect(await onhandOf(part.item)).toBe(5);
    const attempts = await t.database.db
      .select({ order: payments.orderNum, status: payments.status })
      .from(payments)
      .where(and(eq(payments.provider, "card"), sql`${payments.orderNum} in (${charged.reserved}, ${notCharged.reserved})`));
    expect(Object.fromEntries(attempts.map((a) => [a.order, a.status]))).toEqual({ [charged.reserved]: "approved", [notCharged.reserved]: "failed" });
  });
});

describe("oversize orders: quotes", () => {
  it("records an oversize order as Pending for Quote, is quoted by the store (5), and is then paid by card with its own number", async () => {
    const shopper = await signedInCustomer(t);
    const hood = await stockedPart(t, { item: uniqueCode("HOOD"), oversize: true, pricel: 500, onhand: 4, weightKg: 25 });
    await addToCart(shopper, hood.item, 1);
    const refused = await payByCard(shopper);
    expect(refused.answer.statusCode).toBe(409);
    const quote = await shopper.post("/api/getQuote", { custno: shopper.id, addressID: 0, notes: "Please quote freight", subtotal: 500 });
    expect(quote.statusCode, quote.body).toBe(200);
    const { sono } = quote.json<{ status: string; sono: string }>();
    const pending = (await shopper.get(`/api/customerOrderHistory?id=${shopper.id}`)).json().pending;
    expect(pending).toEqual([expect.objectContaining({ order_num: sono, sales_status: 3, subtotal: 500 })]);
    expect(await onhandOf(hood.item)).toBe(4);
    const storeMail = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Shipping quote needed for order ${sono}`));
    expect(storeMail).toHaveLength(1);

    const early = await shopper.post("/api/payPendingOrder", {
      sono,
      custno: shopper.id,
      total: 565,
      token: await cardToken(shopper),
      cardholderName: "Casey",
      browser: BROWSER,
    });
    expect(early.statusCode).toBe(409);

    await quoteShipping({ db: t.database.db, config: t.config, mail: t.mail }, sono, { shippingCents: 8950, days: 5 }, "staff:1");
    const quoted = (await shopper.get(`/api/oneOrder?so=${sono}&id=${shopper.id}`)).json<OneOrderReply>();
    expect(quoted.somast).toMatchObject({ sales_status: 5, subtotal: 500, shipping: 89.5, tax: 76.64, total: 666.14, shipping_days: 5 });
    const [quoteMail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your shipping quote for order ${sono} is ready`));
    expect(quoteMail?.text).toContain(`https://shop.example/pending-order-details?so=${sono}&id=${shopper.id}`);

    const declined = await shopper.post("/api/payPendingOrder", {
      sono,
      custno: shopper.id,
      total: 666.14,
      token: await cardToken(shopper, DECLINED_CARD),
      cardholderName: "Casey",
      browser: BROWSER,
    });
    expect(declined.statusCode).toBe(402);
    expect(await statusOf(sono)).toBe(5);
    expect(await onhandOf(hood.item)).toBe(4);

    const paid = await shopper.post("/api/payPendingOrder", {
      sono,
      custno: shopper.id,
      total: 666.14,
      token: await cardToken(shopper),
      cardholderName: "Casey",
      browser: BROWSER,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ status: "approved", order_num: sono, total: 666.14 });
    expect(await onhandOf(hood.item)).toBe(3);
    const after = (await shopper.get(`/api/customerOrderHistory?id=${shopper.id}`)).json();
    expect(after.pending).toEqual([]);
    expect(after.history.map((row: { order_num: string }) => row.order_num)).toEqual([sono]);
  });

  it("lets the owner delete a pending quote, and no one else", async () => {
    const shopper = await signedInCustomer(t);
    const hood = await stockedPart(t, { oversize: true });
    await addToCart(shopper, hood.item, 1);
    const { sono } = (await shopper.post("/api/getQuote", { custno: shopper.id, addressID: 0, subtotal: 100 })).json<{ sono: string }>();
    const other = await signedInCustomer(t);
    expect((await other.post("/api/deleteOrder", { sono })).statusCode).toBe(404);
    expect((await shopper.post("/api/deleteOrder", { sono })).json()).toEqual({ status: "ok" });
    expect(await statusOf(sono)).toBe(ORDER_STATUS.cancelled);
    expect((await shopper.get(`/api/customerOrderHistory?id=${shopper.id}`)).json().pending).toEqual([]);
    expect((await shopper.post("/api/deleteOrder", { sono })).statusCode).toBe(409);
  });
});

describe("PayPal", () => {
  it("is unavailable when not configured, and with a PayPal account captures exactly the server's total in CAD and records the order", {
    timeout: 120_000,
  }, async () => {
    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t, { pricel: 30 });
    await addToCart(shopper, part.item, 1);
    const figures = await figuresFor(shopper, 0);
    const unavailable = await shopper.post("/api/paypal/orders", { purpose: "checkout", custno: shopper.id, addressID: 0, ...figures });
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().error.message).toBe("PayPal is not available right now. Please pay by card.");
    expect((await t.app.inject({ url: "/api/payments/settings" })).json()).toEqual({ card: { gateway: "test", tokenUrl: "/api/token/test" }, paypal: null });

    const paypal = await startPayPalStandIn();
    const withPaypal = await createTestApp({
      env: { CAPTCHA: "off", PAYPAL_CLIENT_ID: paypal.clientId, PAYPAL_CLIENT_SECRET: paypal.clientSecret, PAYPAL_API_URL: paypal.url },
    });
    try {
      expect((await withPaypal.app.inject({ url: "/api/payments/settings" })).json().paypal).toEqual({ clientId: paypal.clientId, currency: "CAD" });
      const buyer = await signedInCustomer(withPaypal);
      const item = await stockedPart(withPaypal, { pricel: 30, onhand: 2 });
      await buyer.post("/api/addToShoppingCart", { item: item.item, user: buyer.id, quantity: 1, type: 1 });
      const shown = await figuresFor(buyer, 0);
      const created = await buyer.post("/api/paypal/orders", { purpose: "checkout", custno: buyer.id, addressID: 0, ...shown });
      expect(created.statusCode, created.body).toBe(200);
      const { id } = created.json<{ id: string }>();
      expect(paypal.orders.get(id)?.amount).toEqual({ currency_code: "CAD", value: shown.total.toFixed(2) });

      const beforeApproval = await buyer.post("/api/finishOrder_paypal", { custno: buyer.id, paypalOrderId: id, addressID: 0, ...shown });
      expect(beforeApproval.statusCode).toBeGreaterThanOrEqual(400);
      paypal.approve(id);
      const finished = await buyer.post("/api/finishOrder_paypal", { custno: buyer.id, paypalOrderId: id, addressID: 0, ...shown });
      expect(finished.statusCode, finished.body).toBe(200);
      const orderNum = finished.json<{ result: { order_num: string } }>().result.order_num;
      const order = (await buyer.get(`/api/oneOrder?so=${orderNum}&id=${buyer.id}`)).json<OneOrderReply>();
      expect(order.somast).toMatchObject({ sales_status: 6, total: shown.total, paid_with: "paypal" });
      expect(paypal.orders.get(id)?.status).toBe("COMPLETED");
      const twice = await buyer.post("/api/finishOrder_paypal", { custno: buyer.id, paypalOrderId: id, addressID: 0, ...shown });
      expect(twice.json()).toEqual(finished.json());

      const stranger = await signedInCustomer(withPaypal);
      expect((await stranger.post("/api/finishOrder_paypal", { custno: stranger.id, paypalOrderId: id, addressID: 0, ...shown })).statusCode).toBe(404);
    } finally {
      await withPaypal.close();
      await paypal.close();
    }
  });
});
