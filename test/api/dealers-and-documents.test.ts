import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutDealerReply, DealerOrderReply } from "../../src/domain/contracts/buying";
import { tierPrice } from "../../src/domain/pricing";
import { hashPassword } from "../../src/server/lib/passwords";
import { staffUsers } from "../../src/server/modules/accounts/schema";
import { priceSheetDate } from "../../src/server/modules/dealer/price-sheet";
import { mailOutbox } from "../../src/server/modules/mail/schema";
import { orders } from "../../src/server/modules/orders/schema";
import { createTestApp, type TestApp } from "../app";
import { createParts, uniqueMake } from "../factories";
import { pdfText } from "../support/pdf-text";
import { sessionOf } from "./accounts-fixtures";
import { freshAddress, payByCard, signedInCustomer, signedInDealer, stockedPart } from "./buying-fixtures";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA: "off", PUBLIC_URL: "https://shop.example" } });
});
afterAll(async () => {
  await t?.close();
});

const onhandOf = async (item: string) =>
  Number((await t.database.db.execute<{ onhand: number }>(sql`select onhand from parts where item = ${item}`)).rows[0]?.onhand);
const ownAddress = {
  company: "Test Body Shop Inc.",
  address: "9 Trade Way",
  city: "Vaughan",
  state: "ON",
  zipcode: "L4K 1A1",
  country: "CA",
  tel: "(905) 555-0177",
};

describe("dealer ordering", () => {
  it("prices the dealer's cart by price code with no shipping, confirms it without payment, back-orders beyond stock, and mails the store and the dealer", async () => {
    const dealer = await signedInDealer(t, 3);
    const part = await stockedPart(t, { pricel: 100, price3: 72.5, onhand: 2, onsale: true });
    await dealer.post("/api/addToShoppingCart", { item: part.item, user: dealer.account, quantity: 5, type: 2 });
    const checkout = (await dealer.post("/api/checkoutDealer", { userID: dealer.account })).json<CheckoutDealerReply>();
    expect(checkout.carts).toEqual([expect.objectContaining({ item: part.item, qty: 5, price: 72.5, msrp: 100, list: null, line: 362.5 })]);
    expect(checkout).toMatchObject({ subtotal: 362.5, total_shipping: 0, taxRate: 0.13, tax: 47.13, total: 409.63 });
    expect(checkout.dealerInfo).toMatchObject({ company: "Test Body Shop Inc.", terr: "ON", custno: dealer.account });

    const confirmed = await dealer.post("/api/dealerConfirm", { address: ownAddress, dealerId: dealer.account, note: "Deliver to bay 3" });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { sono } = confirmed.json<{ status: string; sono: string }>();
    expect(await onhandOf(part.item)).toBe(0);
    expect((await dealer.post("/api/getItems_carts", { user: dealer.account, type: 2 })).json().carts).toEqual([]);

    const receipt = (await dealer.get(`/api/oneOrder_dealer_finish?so=${sono}&account=${dealer.account}`)).json<DealerOrderReply>();
    expect(receipt.oneOrder).toEqual([expect.objectContaining({ item: part.item, qty: 5, price: 72.5, backorder: 3 })]);
    expect(receipt.somast).toMatchObject({ sales_status: 7, subtotal: 362.5, shipping: 0, tax: 47.13, total: 409.63, address: 0, notes: "Deliver to bay 3" });
    expect(receipt.address).toBeNull();
    expect(receipt.dealerInfo).toMatchObject({ company: "Test Body Shop Inc.", city: "Vaughan" });
    expect((await dealer.get(`/api/dealerOrderHistory?account=${dealer.account}`)).json().history.map((row: { order_num: string }) => row.order_num)).toEqual([
      sono,
    ]);
    const profile = (await dealer.post("/api/userDetails", {})).json();
    expect(profile).toMatchObject({ orderCount: 1, recentOrder: { order_num: sono, total: 409.63 } });

    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like ${`%${sono}%`}`);
    expect(mails.map((mail) => mail.to).sort()).toEqual([dealer.email, t.config.store.email].sort());
    expect(mails.find((mail) => mail.to === dealer.email)?.text).toContain("3 back-ordered");
  });

  it("keeps a shipping address given at confirm on the receipt, and dealer orders from everyone else", async () => {
    const dealer = await signedInDealer(t, 2);
    const part = await stockedPart(t, { onhand: 9 });
    await dealer.post("/api/addToShoppingCart", { item: part.item, user: dealer.account, quantity: 1, type: 2 });
    const elsewhere = { ...ownAddress, company: "Site Two", address: "77 Other Rd", city: "Barrie", zipcode: "L4N 1A1" };
    const { sono } = (await dealer.post("/api/dealerConfirm", { address: elsewhere, dealerId: dealer.account })).json<{ sono: string }>();
    const receipt = (await dealer.get(`/api/oneOrder_dealer_finish?so=${sono}&account=${dealer.account}`)).json<DealerOrderReply>();
    expect(receipt.address).toMatchObject({ company: "Site Two", address: "77 Other Rd", city: "Barrie", province: "ON", postalcode: "L4N 1A1" });
    expect(receipt.somast.notes).toBe("No additional notes");

    const other = await signedInDealer(t, 2);
    expect((await other.get(`/api/oneOrder_dealer_finish?so=${sono}&account=${other.account}`)).statusCode).toBe(404);
    expect((await other.get(`/api/oneOrder_dealer_finish?so=${sono}&account=${dealer.account}`)).statusCode).toBe(403);
    const customer = await signedInCustomer(t);
    expect((await customer.post("/api/checkoutDealer", { userID: customer.id })).statusCode).toBe(403);
    expect((await customer.post("/api/dealerConfirm", { address: ownAddress, dealerId: customer.id })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/dealerConfirm", payload: {} })).statusCode).toBe(401);
    expect((await customer.get(`/api/oneOrder?so=${sono}&id=${customer.id}`)).statusCode).toBe(404);
  });
});

describe("price sheets", () => {
  async function readSheet(buffer: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(buffer));
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it("streams the dealer's own level for a make as XLSX: header with the store, level and as-of date (tomorrow), and every part at its tier price", async () => {
    const make = uniqueMake("SHEET");
    const parts = await createParts(t.database.db, 7, { make, pricel: 200, price4: 151.25, onhand: 3 });
    const dealer = await signedInDealer(t, 4);
    const prepared = await dealer.get(`/api/generatePriceSheet/4/${make}`);
    expect(prepared.json()).toEqual({ status: "success", url: `/api/priceSheets/4/${make}.xlsx` });

    const download = await dealer.get(`/api/priceSheets/4/${make}.xlsx`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="price-sheet-level-4-/);
    const rows = await readSheet(download.rawPayload);
    expect(String(rows[0]?.[0])).toContain(t.config.store.name);
    expect(String(rows[1]?.[0])).toContain("level 4");
    expect(String(rows[2]?.[0])).toContain(`as of ${priceSheetDate()}`);
    expect(rows[3]).toEqual(["Item", "Description", "Makes", "Years", "MSRP", "Dealer price", "On hand"]);
    const body = rows.slice(4);
    expect(body.map((row) => row[0])).toEqual(parts.map((part) => part.item));
    for (const [index, row] of body.entries()) {
      const part = parts[index]!;
      expect(row).toEqual([part.item, part.descrip, make, "1965-1970", 200, tierPrice({ pricel: 200, price4: 151.25 }, 4), 3]);
    }
  });

  it("refuses another level, an unknown make, customers and anonymous callers", async () => {
    const dealer = await signedInDealer(t, 2);
    expect((await dealer.get("/api/generatePriceSheet/3/all")).statusCode).toBe(404);
    expect((await dealer.get("/api/priceSheets/3/all.xlsx")).statusCode).toBe(404);
    expect((await dealer.get("/api/generatePriceSheet/2/NOSUCHMAKE")).statusCode).toBe(404);
    expect((await dealer.get("/api/generatePriceSheet/2/all")).json().url).toBe("/api/priceSheets/2/all.xlsx");
    const customer = await signedInCustomer(t);
    expect((await customer.get("/api/generatePriceSheet/2/all")).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/priceSheets/2/all.xlsx" })).statusCode).toBe(401);
  });
});

describe("sales-order PDF", () => {
  it("prints a paid order for the customer who placed it and the store's staff, with its lines and totals in CAD, and for no one else", async () => {
    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t, { pricel: 100, weightKg: 4 });
    await shopper.post("/api/addToShoppingCart", { item: part.item, user: shopper.id, quantity: 2, type: 1 });
    const { orderNumber, answer } = await payByCard(shopper);
    expect(answer.statusCode).toBe(200);

    const pdf = await shopper.get(`/api/orders/${orderNumber}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["cache-control"]).toBe("private, no-store");
    const text = pdfText(pdf.rawPayload);
    for (const expected of [
      "SALES ORDER",
      `Order ${orderNumber}`,
      t.config.store.name,
      "Bill to",
      "Ship to",
      part.item,
      "$100.00",
      "$200.00",
      "$27.95",
      "$29.63",
      "$257.58",
      "Toronto",
    ]) {
      expect(text, expected).toContain(expected);
    }

    const other = await signedInCustomer(t);
    expect((await other.get(`/api/orders/${orderNumber}/pdf`)).statusCode).toBe(404);
    const dealer = await signedInDealer(t);
    expect((await dealer.get(`/api/orders/${orderNumber}/pdf`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/orders/${orderNumber}/pdf` })).statusCode).toBe(401);

    await t.database.db
      .insert(staffUsers)
      .values({ email: `staff-${orderNumber}@partshop.example`, passwordHash: await hashPassword("Staff12345"), name: "Clerk" });
    const staff = sessionOf(
      await t.app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { email: `staff-${orderNumber}@partshop.example`, password: "Staff12345" },
        remoteAddress: freshAddress(),
      }),
    );
    expect((await t.app.inject({ url: `/api/orders/${orderNumber}/pdf`, cookies: staff })).statusCode).toBe(200);

    await t.database.db.update(orders).set({ salesStatus: 3 }).where(eq(orders.orderNum, orderNumber));
    expect((await shopper.get(`/api/orders/${orderNumber}/pdf`)).statusCode).toBe(404);
  });
});

describe("classic body model list", () => {
  it("prices each model by the caller's price code: the list price for visitors and customers, a dealer's tier in USD", async () => {
    const { createClassicModel } = await import("../factories");
    const make = uniqueMake("CLASSIC");
    const model = await createClassicModel(t.database.db, { make, priceUsd: 20_000, price3Usd: 18_400 });
    const visitor = (await t.app.inject({ url: `/api/getModelList/${make}` })).json();
    expect(visitor.model_list).toEqual([expect.objectContaining({ item: model.item, price: 20_000, currency: "USD" })]);
    const tier3 = await signedInDealer(t, 3);
    expect((await tier3.get(`/api/getModelList/${make}`)).json().model_list[0].price).toBe(18_400);
    const tier5 = await signedInDealer(t, 5);
    expect((await tier5.get(`/api/getModelList/${make}`)).json().model_list[0].price).toBe(20_000);
    expect((await tier3.get("/api/getModelList/all")).json().model_list.length).toBeGreaterThanOrEqual(1);
  });
});
