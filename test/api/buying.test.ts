import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartReply, CheckoutReply } from "../../src/domain/contracts/buying";
import { fromCents } from "../../src/domain/money";
import { RETAIL_VIEWER, unitPrice } from "../../src/domain/pricing";
import { createTestApp, type TestApp } from "../app";
import { createSpecial, uniqueCode } from "../factories";
import { signedInCustomer, signedInDealer, stockedPart } from "./buying-fixtures";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA: "off" } });
});
afterAll(async () => {
  await t?.close();
});

describe("wishlist", () => {
  it("saves a part once ('saved', then 'exist'), lists it priced for the shopper, shortlists it and removes it (1)", async () => {
    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t, { onsale: true, pricel: 50 });
    expect((await shopper.post("/api/addToWishlist", { item: part.item, user: shopper.id })).json()).toEqual({ status: "saved" });
    expect((await shopper.post("/api/addToWishlist", { item: part.item, user: shopper.id })).json()).toEqual({ status: "exist" });
    const list = (await shopper.get(`/api/wishlist?userid=${shopper.id}`)).json<{ items: { item: string; pricel: number; onsale: boolean }[] }>();
    expect(list.items.map((entry) => entry.item)).toEqual([part.item]);
    expect(unitPrice(list.items[0] as never, RETAIL_VIEWER).unitCents).toBe(4500);
    expect((await shopper.get(`/api/shortlist?userid=${shopper.id}`)).json()).toEqual({ items: [{ item: part.item }] });
    const removed = await shopper.post("/api/removeFromWishlist", { item: part.item, user: shopper.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toBe(1);
    expect((await shopper.get(`/api/wishlist?userid=${shopper.id}`)).json()).toEqual({ items: [] });
  });

  it("keeps dealers on the _dealer calls with their tier price, and refuses anonymous callers, the wrong kind and someone else's id", async () => {
    const dealer = await signedInDealer(t, 3);
    const customer = await signedInCustomer(t);
    const part = await stockedPart(t, { pricel: 100, price3: 80 });
    expect((await dealer.post("/api/addToWishlist_dealer", { item: part.item, user: dealer.account })).json()).toEqual({ status: "saved" });
    const items = (await dealer.get(`/api/wishlist_dealer?userid=${dealer.account}`)).json<{ items: { price3?: number }[] }>().items;
    expect(items[0]?.price3).toBe(80);
    expect((await dealer.get(`/api/DealerShortlist?userid=${dealer.account}`)).json()).toEqual({ items: [{ item: part.item }] });
    expect((await dealer.post("/api/addToWishlist", { item: part.item, user: dealer.account })).statusCode).toBe(403);
    expect((await customer.post("/api/addToWishlist_dealer", { item: part.item, user: customer.id })).statusCode).toBe(403);
    expect((await customer.post("/api/addToWishlist", { item: part.item, user: customer.id + 1 })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/addToWishlist", payload: { item: part.item, user: 1 } })).statusCode).toBe(401);
    expect((await customer.post("/api/addToWishlist", { item: "NO-SUCH-PART", user: customer.id })).statusCode).toBe(404);
  });
});

describe("cart", () => {
  it("adds, grows, prices each line with the one price rule, counts, changes and removes lines", async () => {
    const shopper = await signedInCustomer(t);
    const plain = await stockedPart(t, { pricel: 120, onhand: 6 });
    const special = await stockedPart(t, { pricel: 80, onhand: 3 });
    await createSpecial(t.database.db, { item: special.item, salePrice: 59.99, orgPrice: 80 });

    expect((await shopper.post("/api/addToShoppingCart", { item: plain.item, user: shopper.id, quantity: 2, type: 1 })).json()).toEqual({ status: "saved" });
    await shopper.post("/api/addToShoppingCart", { item: plain.item, user: shopper.id, quantity: 1, type: 1 });
    await shopper.post("/api/addToShoppingCart", { item: special.item, user: shopper.id, quantity: 1, type: 1 });

    const cart = (await shopper.post("/api/getItems_carts", { user: shopper.id, type: 1 })).json<CartReply>();
    expect(cart.carts.map((line) => [line.item, line.qty, line.price, line.list, line.cause, line.line])).toEqual([
      [plain.item, 3, 120, null, null, 360],
      [special.item, 1, 59.99, 80, "special", 59.99],
    ]);
    expect(cart.subtotal).toBe(419.99);
    expect(cart.count).toBe(4);
    expect((await shopper.post("/api/getCurrentQuantity", { user: shopper.id, type: 1 })).json()).toEqual({
      quantity: [
        { item: plain.item, quantity: 3 },
        { item: special.item, quantity: 1 },
      ],
    });

    expect((await shopper.post("/api/updateQuantity", { item: plain.item, user: shopper.id, quantity: 5, type: 1 })).json()).toEqual({ status: "updated" });
    expect((await shopper.post("/api/updateQuantity", { item: special.item, user: shopper.id, quantity: 0, type: 1 })).json()).toEqual({ status: "updated" });
    const after = (await shopper.post("/api/getItems_carts", { user: shopper.id })).json<CartReply>();
    expect(after.carts.map((line) => [line.item, line.qty])).toEqual([[plain.item, 5]]);
  });

  it("caps a customer's line at the stock on hand and refuses less than 1, with the spec's messages; a dealer has no cap", async () => {
    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t, { onhand: 2 });
    const tooMany = await shopper.post("/api/addToShoppingCart", { item: part.item, user: shopper.id, quantity: 3, type: 1 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe("Quantity exceeds available stock");
    const zero = await shopper.post("/api/addToShoppingCart", { item: part.item, user: shopper.id, quantity: 0, type: 1 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.message).toBe("Quantity must be greater than 0");
    await shopper.post("/api/addToShoppingCart", { item: part.item, user: shopper.id, quantity: 2, type: 1 });
    expect((await shopper.post("/api/addToShoppingCart", { item: part.item, user: shopper.id, quantity: 1, type: 1 })).json().error.message).toBe(
      "Quantity exceeds available stock",
    );
    expect((await shopper.post("/api/updateQuantity", { item: part.item, user: shopper.id, quantity: 3, type: 1 })).statusCode).toBe(409);
    expect((await shopper.post("/api/updateQuantity", { item: part.item, user: shopper.id, quantity: -1, type: 1 })).statusCode).toBe(400);

    const dealer = await signedInDealer(t, 2);
    expect((await dealer.post("/api/addToShoppingCart", { item: part.item, user: dealer.account, quantity: 10, type: 2 })).statusCode).toBe(200);
    const dealerCart = (await dealer.post("/api/getItems_carts", { user: dealer.account, type: 2 })).json<CartReply>();
    expect(dealerCart.carts[0]).toMatchObject({ qty: 10, price: 90, msrp: 100, list: null });
    expect((await dealer.post("/api/addToShoppingCart", { item: part.item, user: dealer.account, quantity: 1, type: 1 })).statusCode).toBe(403);
  });
});

describe("checkout", () => {
  it("prices the cart for the customer's own Ontario address by weight, with 13% tax on subtotal and shipping", async () => {
    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t, { pricel: 100, weightKg: 4 });
    await shopper.post("/api/addToShoppingCart", { item: part.item, user: shopper.id, quantity: 2, type: 1 });
    const summary = (await shopper.post("/api/checkout", { userID: shopper.id })).json<CheckoutReply>();
    expect(summary).toMatchObject({
      subtotal: 200,
      total_shipping: 27.95,
      shippingDays: 2,
      taxRate: 0.13,
      tax: 29.63,
      total: 257.58,
      oversize: false,
      addressBook: [],
    });
    expect(summary.userInfo).toMatchObject({ city: "Toronto", state: "ON", country: "CA" });
    expect(fromCents(Math.round((20_000 + 2795) * 0.13))).toBe(29.63);
  });

  it("keeps an address book: new addresses at ids from 1001, shipping and tax to each, and pickup in store at 0 shipping with Ontario tax", async () => {
    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t, { pricel: 50, weightKg: 1 });
    await shopper.post("/api/addToShoppingCart", { item: part.item, user: shopper.id, quantity: 1, type: 1 });
    const address = {
      forename: "Sam",
      surname: "West",
      address: "9 Harbour St",
      city: "Vancouver",
      state: "BC",
      zipcode: "V6B 1A1",
      country: "CA",
      tel: "604-555-0100",
    };
    const book = (await shopper.post("/api/newShippingAdd", { userID: shopper.id, address })).json<{ addressBook: { id: number }[] }>().addressBook;
    expect(book).toHaveLength(1);
    expect(book[0]!.id).toBeGreaterThanOrEqual(1001);
    const toBc = (await shopper.post("/api/changeAddress", { id: book[0]!.id })).json();
    expect(toBc).toMatchObject({ total_shipping: 22.95, taxRate: 0.12, tax: fromCents(Math.round((5000 + 2295) * 0.12)) });

    const us = { ...address, city: "Buffalo", state: "NY", zipcode: "14201", country: "USA", tel: "716-555-0188" };
    const withUs = (await shopper.post("/api/newShippingAdd", { userID: shopper.id, address: us })).json<{ addressBook: { id: number }[] }>().addressBook;
    const toUs = (await shopper.post("/api/changeAddress", { id: withUs[1]!.id })).json();
    expect(toUs).toMatchObject({ total_shipping: 24.95, tax: 0, taxRate: 0, total: 74.95 });

    expect((await shopper.post("/api/changeAddress", { id: 1 })).json()).toMatchObject({ total_shipping: 0, taxRate: 0.13, tax: 6.5, total: 56.5 });

    const badPostal = await shopper.post("/api/newShippingAdd", { userID: shopper.id, address: { ...address, zipcode: "12345" } });
    expect(badPostal.statusCode).toBe(400);
    expect(badPostal.json().error.fields["address.zipcode"]).toBe("Invalid postal code");

    const other = await signedInCustomer(t);
    await other.post("/api/addToShoppingCart", { item: part.item, user: other.id, quantity: 1, type: 1 });
    expect((await other.post("/api/deleteAddress", { id: book[0]!.id })).statusCode).toBe(404);
    expect((await other.post("/api/changeAddress", { id: book[0]!.id })).statusCode).toBe(404);
    const left = (await shopper.post("/api/deleteAddress", { id: book[0]!.id })).json<{ addressBook: { id: number }[] }>().addressBook;
    expect(left.map((entry) => entry.id)).toEqual([withUs[1]!.id]);
  });

  it("says the cart is empty, and that oversize parts not picked up need a quote", async () => {
    const shopper = await signedInCustomer(t);
    const empty = await shopper.post("/api/changeAddress", { id: 0 });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.message).toBe("Your cart is empty");
    const hood = await stockedPart(t, { item: uniqueCode("HOOD"), oversize: true, weightKg: 25 });
    await shopper.post("/api/addToShoppingCart", { item: hood.item, user: shopper.id, quantity: 1, type: 1 });
    expect((await shopper.post("/api/changeAddress", { id: 0 })).json()).toMatchObject({ oversize: true, total_shipping: 0 });
    expect((await shopper.post("/api/changeAddress", { id: 1 })).json()).toMatchObject({ oversize: false, total_shipping: 0 });
  });
});
