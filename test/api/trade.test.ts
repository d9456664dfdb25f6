import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DealerOrderReply } from "../../src/domain/contracts/buying";
import { mailOutbox } from "../../src/server/modules/mail/schema";
import { createTestApp, type TestApp } from "../app";
import { pdfText } from "../support/pdf-text";
import { sessionOf } from "./accounts-fixtures";
import { freshAddress, type Shopper, signedInDealer, stockedPart } from "./buying-fixtures";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { CATALOG_CACHE_SECONDS: "0" } });
});
afterAll(async () => {
  await t?.close();
});

async function demoDealer(): Promise<Record<string, string>> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/loginDealer",
    payload: { account: "D10001", password: "Dealer123" },
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode).toBe(200);
  const sid = response.cookies.find((cookie) => cookie.name === "sid")?.value;
  if (!sid) throw new Error("no session");
  return { sid };
}

describe("a dealer's price (decision 027)", () => {
  it("is never more than a visitor's: D70-MIRROR costs the demo dealer what the public pays, in the cart and at confirm", async () => {
    const visitor = (await t.app.inject({ url: "/api/item/D70-MIRROR" })).json().singleItem;
    expect(visitor.price3).toBeUndefined();
    expect(visitor.special_price).toBe(69.99);
    const cookies = await demoDealer();
    const dealerView = (await t.app.inject({ url: "/api/item/D70-MIRROR", cookies })).json().singleItem;
    expect(dealerView.price3).toBeGreaterThan(69.99);

    const added = await t.app.inject({
      method: "POST",
      url: "/api/addToShoppingCart",
      cookies,
      payload: { item: "D70-MIRROR", user: "D10001", quantity: 1, type: 2 },
    });
    expect(added.statusCode).toBe(200);
    const cart = (await t.app.inject({ method: "POST", url: "/api/getItems_carts", cookies, payload: { user: "D10001", type: 2 } })).json();
    const line = cart.carts.find((l: { item: string }) => l.item === "D70-MIRROR");
    expect(line.price).toBe(69.99);
    expect(line.msrp).toBe(dealerView.pricel);
    const confirm = (await t.app.inject({ method: "POST", url: "/api/checkoutDealer", cookies, payload: { userID: "D10001" } })).json();
    expect(confirm.carts.find((l: { item: string }) => l.item === "D70-MIRROR").price).toBe(69.99);
    await t.app.inject({ method: "POST", url: "/api/updateQuantity", cookies, payload: { item: "D70-MIRROR", user: "D10001", quantity: 0, type: 2 } });
  });
});

const shipTo = { company: "Trade Body Shop", address: "9 Trade Way", city: "Vaughan", state: "ON", zipcode: "L4K 1A1", country: "CA", tel: "(905) 555-0177" };

async function staffSession(): Promise<Record<string, string>> {
  return sessionOf(
    await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: "admin@example.com", password: "Admin12345" },
      remoteAddress: freshAddress(),
    }),
  );
}

async function confirmWith(dealer: Shopper, body: Record<string, unknown>) {
  const part = await stockedPart(t, { pricel: 50, price2: 40 });
  await dealer.post("/api/addToShoppingCart", { item: part.item, user: dealer.account, quantity: 1, type: 2 });
  return dealer.post("/api/dealerConfirm", { address: shipTo, dealerId: dealer.account, ...body });
}

describe("a dealer's PO number", () => {
  it("is kept on the order: receipt, order history, sales-order PDF, both mails, the console's order and its search", async () => {
    const dealer = await signedInDealer(t);
    const po = `PO-${Date.now().toString(36).toUpperCase()}`;
    const confirmed = await confirmWith(dealer, { poNumber: `  ${po} ` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { sono } = confirmed.json<{ sono: string }>();

    const receipt = (await dealer.get(`/api/oneOrder_dealer_finish?so=${sono}&account=${dealer.account}`)).json<DealerOrderReply>();
    expect(receipt.somast.po_number).toBe(po);
    const history = (await dealer.get(`/api/dealerOrderHistory?account=${dealer.account}`)).json().history;
    expect(history).toEqual([expect.objectContaining({ order_num: sono, po_number: po })]);

    const pdf = await dealer.get(`/api/orders/${sono}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain(`PO number ${po}`);

    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like ${`%${sono}%`}`);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.text).toContain(`PO number: ${po}`);

    const staff = await staffSession();
    const found = (await t.app.inject({ url: `/api/admin/orders?who=${encodeURIComponent(po.toLowerCase())}`, cookies: staff })).json();
    expect(found.rows.map((row: { order_num: string }) => row.order_num)).toEqual([sono]);
    const detail = (await t.app.inject({ url: `/api/admin/orders/${sono}`, cookies: staff })).json();
    expect(detail.somast.po_number).toBe(po);
    expect((await t.app.inject({ url: `/api/orders/${sono}/pdf`, cookies: staff })).statusCode).toBe(200);

    const other = await signedInDealer(t);
    expect((await other.get(`/api/orders/${sono}/pdf`)).statusCode).toBe(404);
  });

  it("is optional: a blank one is none", async () => {
    const dealer = await signedInDealer(t);
    for (const body of [{}, { poNumber: "   " }]) {
      const confirmed = await confirmWith(dealer, body);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const receipt = (await dealer.get(`/api/oneOrder_dealer_finish?so=${confirmed.json().sono}&account=${dealer.account}`)).json<DealerOrderReply>();
      expect(receipt.somast.po_number).toBeNull();
    }
  });

  it("is refused beyond 30 characters or over two lines, with nothing ordered", async () => {
    const dealer = await signedInDealer(t);
    for (const [poNumber, message] of [
      ["X".repeat(31), /PO number must be at most 30 characters/],
      ["PO 1\nPO 2", /single line/],
    ] as const) {
      const refused = await confirmWith(dealer, { poNumber });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toMatch(message);
    }
    expect((await dealer.get(`/api/dealerOrderHistory?account=${dealer.account}`)).json().history).toEqual([]);
    expect((await confirmWith(dealer, { poNumber: "X".repeat(30) })).statusCode).toBe(200);
  });
});
