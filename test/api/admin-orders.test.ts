import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOrderDetail, AdminOrderList } from "../../src/domain/contracts/admin";
import { ORDER_STATUS } from "../../src/domain/orders";
import { withTransaction } from "../../src/server/db/transaction";
import { AppError } from "../../src/server/errors";
import { hashPassword } from "../../src/server/lib/passwords";
import { staffUsers } from "../../src/server/modules/accounts/schema";
import { auditLog } from "../../src/server/modules/audit/schema";
import { mailOutbox } from "../../src/server/modules/mail/schema";
import { moveOrder } from "../../src/server/modules/orders/service";
import { createTestApp, type TestApp } from "../app";
import { sessionOf } from "./accounts-fixtures";
import { freshAddress, payByCard, type Shopper, signedInCustomer, signedInDealer, stockedPart } from "./buying-fixtures";

let t: TestApp;
let staff: Record<string, string>;
let staffId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA: "off", PUBLIC_URL: "https://shop.example" } });
  const [member] = await t.database.db
    .insert(staffUsers)
    .values({ email: "clerk@partshop.example", passwordHash: await hashPassword("Clerk12345"), name: "Chris Clerk" })
    .returning();
  staffId = member!.id;
  staff = sessionOf(
    await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: "clerk@partshop.example", password: "Clerk12345" },
      remoteAddress: freshAddress(),
    }),
  );
});
afterAll(async () => {
  await t?.close();
});

const asStaff = (method: "GET" | "POST", url: string, payload?: object) => t.app.inject({ method, url, payload, cookies: staff });
const onhandOf = async (item: string) =>
  Number((await t.database.db.execute<{ onhand: number }>(sql`select onhand from parts where item = ${item}`)).rows[0]?.onhand);
const auditOf = (orderNum: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `order:${orderNum}`));

async function paidOrder(shopper?: Shopper, quantity = 2) {
  const buyer = shopper ?? (await signedInCustomer(t));
  const part = await stockedPart(t, { pricel: 50, onhand: 9, weightKg: 1 });
  await buyer.post("/api/addToShoppingCart", { item: part.item, user: buyer.id, quantity, type: 1 });
  const paid = await payByCard(buyer);
  expect(paid.answer.statusCode, paid.answer.body).toBe(200);
  return { buyer, part, orderNum: paid.orderNumber, total: paid.answer.json<{ total: number }>().total };
}

describe("the console's orders", () => {
  it("lists orders newest first, filtered by status, customer and order number, 20 a page, for staff only", async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const list = (await asStaff("GET", "/api/admin/orders?status=6")).json<AdminOrderList>();
    expect(list.rows.slice(0, 2).map((row) => row.order_num)).toEqual([second.orderNum, first.orderNum]);
    expect(list.rows[0]).toMatchObject({
      owner_kind: "customer",
      status_label: "Paid, processing",
      total: second.total,
      paid_with: "card",
      email: second.buyer.email,
    });
    expect(
      (await asStaff("GET", `/api/admin/orders?who=${encodeURIComponent(first.buyer.email)}`)).json<AdminOrderList>().rows.map((row) => row.order_num),
    ).toEqual([first.orderNum]);
    expect((await asStaff("GET", `/api/admin/orders?orderNum=${second.orderNum}`)).json<AdminOrderList>().total).toBe(1);
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Toronto" });
    expect((await asStaff("GET", `/api/admin/orders?from=${today}&to=${today}`)).json<AdminOrderList>().total).toBeGreaterThanOrEqual(2);
    expect((await asStaff("GET", "/api/admin/orders?from=2001-01-01&to=2001-01-02")).json<AdminOrderList>().total).toBe(0);
    expect((await asStaff("GET", "/api/admin/orders?from=yesterday")).statusCode).toBe(400);

    expect((await t.app.inject({ url: "/api/admin/orders" })).statusCode).toBe(401);
    expect((await first.buyer.get("/api/admin/orders")).statusCode).toBe(403);
    expect((await (await signedInDealer(t)).get(`/api/admin/orders/${first.orderNum}`)).statusCode).toBe(403);
  });

  it("marks a paid order shipped with courier and waybill: the customer sees Shipped with the tracking link and is mailed it, and the audit log says who did it", async () => {
    const { buyer, orderNum } = await paidOrder();
    const shipped = await asStaff("POST", `/api/admin/orders/${orderNum}/ship`, { courier: "Purolator", waybill: "PUR123456789" });
    expect(shipped.json()).toEqual({ status: "ok" });
    const history = (await buyer.get(`/api/customerOrderHistory?id=${buyer.id}`)).json().history;
    expect(history[0]).toMatchObject({
      order_num: orderNum,
      track_num: "PUR123456789",
      courier: "Purolator",
      tracking_url: "https://www.purolator.com/en/shipping/tracker?pin=PUR123456789",
    });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your order ${orderNum} has shipped`));
    expect(mail?.text).toContain("PUR123456789");
    const [entry] = await auditOf(orderNum);
    expect(entry).toMatchObject({
      actor: `staff:${staffId}`,
      action: "order.ship",
      details: { before: { status: 6 }, after: { status: 9, trackNum: "PUR123456789" } },
    });

    const detail = (await asStaff("GET", `/api/admin/orders/${orderNum}`)).json<AdminOrderDetail>();
    expect(detail).toMatchObject({ status_label: "Shipped", owner: { kind: "customer", id: buyer.id, email: buyer.email } });
    expect(detail.payments).toEqual([expect.objectContaining({ provider: "card", status: "approved", refunded: 0, card: "visa ending 1234" })]);
    expect(detail.history.map((h) => h.action)).toEqual(["order.ship"]);
    expect((await asStaff("POST", `/api/admin/orders/${orderNum}/ship`, { courier: "UPS", waybill: "1Z999" })).statusCode).toBe(409);
  });

  it("moves an order once when ten moves race: one is made, the others are refused 409 naming the state it is in; no order is 404", {
    timeout: 60_000,
  }, async () => {
    const { orderNum } = await paidOrder();
    const moves = await Promise.allSettled(
      Array.from({ length: 10 }, (_, n) =>
        withTransaction(t.database.db, (tx) => moveOrder({ db: tx }, orderNum, ORDER_STATUS.shipped, { courier: "UPS", trackNum: `1Z${n}` })),
      ),
    );
    const made = moves.flatMap((move) => (move.status === "fulfilled" ? [move.value] : []));
    expect(made).toHaveLength(1);
    const refusals = moves.flatMap((move) => (move.status === "rejected" ? [move.reason] : []));
    expect(refusals).toHaveLength(9);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ status: 409, message: `Order ${orderNum} cannot go from status 9 to 9.` });
    }
    const [row] = (
      await t.database.db.execute<{ sales_status: number; track_num: string }>(sql`select sales_status, track_num from orders where order_num = ${orderNum}`)
    ).rows;
    expect(row).toEqual({ sales_status: ORDER_STATUS.shipped, track_num: made[0]!.trackNum });
    await expect(withTransaction(t.database.db, (tx) => moveOrder({ db: tx }, "999999999", ORDER_STATUS.cancelled))).rejects.toMatchObject({ status: 404 });
  });

  it("refunds part of a payment through the gateway, never more than is left", async () => {
    const { orderNum, total } = await paidOrder();
    expect((await asStaff("POST", `/api/admin/orders/${orderNum}/refund`, { amount: 10, reason: "Scratched on arrival" })).json()).toEqual({ status: "ok" });
    expect((await t.payments.gateway.findCharge(orderNum))?.refundedCents).toBe(1000);
    const tooMuch = await asStaff("POST", `/api/admin/orders/${orderNum}/refund`, { amount: total, reason: "Again" });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields.amount).toBe(`At most ${(total - 10).toFixed(2)} can still be refunded.`);
    const detail = (await asStaff("GET", `/api/admin/orders/${orderNum}`)).json<AdminOrderDetail>();
    expect(detail.payments[0]?.refunded).toBe(10);
    expect(detail.history).toEqual([
      expect.objectContaining({ action: "order.refund", details: expect.objectContaining({ amountCents: 1000, reason: "Scratched on arrival" }) }),
    ]);
  });

  it("cancels a paid order with a reason: refunded in full, its stock back, the customer told why", async () => {
    const { buyer, part, orderNum, total } = await paidOrder();
    expect(await onhandOf(part.item)).toBe(7);
    expect((await asStaff("POST", `/api/admin/orders/${orderNum}/cancel`, { reason: "Part discontinued by the maker" })).json()).toEqual({ status: "ok" });
    expect(await onhandOf(part.item)).toBe(9);
    const charge = await t.payments.gateway.findCharge(orderNum);
    expect(charge?.refundedCents).toBe(Math.round(total * 100));
    expect((await buyer.get(`/api/customerOrderHistory?id=${buyer.id}`)).json().history).toEqual([]);
    const entries = await auditOf(orderNum);
    expect(entries.map((entry) => entry.action)).toEqual(["order.cancel"]);
    expect(entries[0]?.details).toMatchObject({ reason: "Part discontinued by the maker", refundedCents: Math.round(total * 100) });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your order ${orderNum} was cancelled`));
    expect(mail?.text).toContain("Part discontinued by the maker");
    expect(mail?.text).toContain(`We refunded $${total.toFixed(2)}`);
    // Staff still read a cancelled order whole, which its owner no longer sees.
    const detail = (await asStaff("GET", `/api/admin/orders/${orderNum}`)).json<AdminOrderDetail>();
    expect(detail.somast.sales_status).toBe(ORDER_STATUS.cancelled);
    expect(detail.oneOrder.map((line) => line.item)).toEqual([part.item]);
    expect(detail.somast.total).toBe(total);
    expect((await asStaff("POST", `/api/admin/orders/${orderNum}/cancel`, { reason: "Again" })).statusCode).toBe(409);
    expect((await asStaff("POST", "/api/admin/orders/999999999/cancel", { reason: "Nope" })).statusCode).toBe(404);
  });
});
