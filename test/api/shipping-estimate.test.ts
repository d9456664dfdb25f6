import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShippingEstimateReply } from "../../src/domain/contracts/shipping-estimate";
import { POSTAL_CODE_FOR_ESTIMATE } from "../../src/domain/shipping";
import { createTestApp, type TestApp } from "../app";
import { type Shopper, signedInCustomer, signedInDealer, stockedPart } from "./buying-fixtures";

// The cart's shipping estimate (issue 22): the checkout's own rule and rate table, before checkout.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA: "off" } });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const address = (zipcode: string, state: string, country = "CA") => ({
  forename: "Sam",
  surname: "West",
  address: "9 Harbour St",
  city: "Somewhere",
  state,
  zipcode,
  country,
  tel: "604-555-0100",
});

async function estimate(shopper: Shopper, postalCode?: string) {
  const response = await shopper.post("/api/shippingEstimate", postalCode === undefined ? {} : { postal_code: postalCode });
  return { status: response.statusCode, body: response.json<ShippingEstimateReply & { error?: { message: string } }>() };
}

describe("the cart's shipping estimate", () => {
  it("gives for a postal code the shipping Confirm Order then charges to an address there", async () => {
    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t, { weightKg: 3 });
    await shopper.post("/api/addToShoppingCart", { item: part.item, quantity: 2, user: shopper.id, type: 1 });
    for (const [zipcode, state, country] of [
      ["V6B 1A1", "BC", "CA"],
      ["H2X 1Y4", "QC", "CA"],
      ["B3H 1A1", "NS", "CA"],
      ["14201", "NY", "USA"],
    ] as const) {
      const estimated = await estimate(shopper, zipcode.toLowerCase());
      expect(estimated.status, zipcode).toBe(200);
      expect(estimated.body).toMatchObject({ country, quote: false, oversize: false, province: country === "CA" ? state : null });
      const book = (await shopper.post("/api/newShippingAdd", { userID: shopper.id, address: address(zipcode, state, country) })).json<{
        addressBook: { id: number }[];
      }>().addressBook;
      const figures = (await shopper.post("/api/changeAddress", { id: book.at(-1)!.id })).json<{ total_shipping: number; shippingDays: number }>();
      expect(estimated.body.shipping, zipcode).toBe(figures.total_shipping);
      expect(estimated.body.shippingDays, zipcode).toBe(figures.shippingDays);
    }
  });

  it("estimates to the customer's own address when no postal code is given", async () => {
    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t, { weightKg: 1 });
    await shopper.post("/api/addToShoppingCart", { item: part.item, quantity: 1, user: shopper.id, type: 1 });
    const own = await estimate(shopper);
    expect(own.status).toBe(200);
    const figures = (await shopper.post("/api/changeAddress", { id: 0 })).json<{ total_shipping: number }>();
    expect(own.body).toMatchObject({ country: "CA", province: "ON", quote: false, shipping: figures.total_shipping });
  });

  it("says shipping is by quote when the cart holds an oversize part, whatever the place", async () => {
    const shopper = await signedInCustomer(t);
    const small = await stockedPart(t, { weightKg: 1 });
    const hood = await stockedPart(t, { weightKg: 20, oversize: true });
    await shopper.post("/api/addToShoppingCart", { item: small.item, quantity: 1, user: shopper.id, type: 1 });
    await shopper.post("/api/addToShoppingCart", { item: hood.item, quantity: 1, user: shopper.id, type: 1 });
    expect((await estimate(shopper, "L4L 8Z6")).body).toMatchObject({ quote: true, oversize: true, shipping: null, shippingDays: null });
  });

  it("follows the cart: more weight costs what the table says for it", async () => {
    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t, { weightKg: 1, onhand: 50 });
    await shopper.post("/api/addToShoppingCart", { item: part.item, quantity: 1, user: shopper.id, type: 1 });
    const light = (await estimate(shopper, "V6B 1A1")).body.shipping!;
    await shopper.post("/api/updateQuantity", { item: part.item, quantity: 40, user: shopper.id, type: 1 });
    const heavy = (await estimate(shopper, "V6B 1A1")).body.shipping!;
    expect(heavy).toBeGreaterThan(light);
  });

  it("refuses a postal code no place has with a 400 that says what to enter, an empty cart with a 409, and anyone but a signed-in customer", async () => {
    const shopper = await signedInCustomer(t);
    const empty = await estimate(shopper, "L4L 8Z6");
    expect(empty.status).toBe(409);
    const part = await stockedPart(t);
    await shopper.post("/api/addToShoppingCart", { item: part.item, quantity: 1, user: shopper.id, type: 1 });
    for (const bad of ["D1A 1A1", "1234", "L4L8Z", "x".repeat(20)]) {
      const refused = await estimate(shopper, bad);
      expect(refused.status, bad).toBe(400);
      expect(JSON.stringify(refused.body), bad).toContain(POSTAL_CODE_FOR_ESTIMATE);
    }
    const dealer = await signedInDealer(t);
    expect((await dealer.post("/api/shippingEstimate", { postal_code: "L4L 8Z6" })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/shippingEstimate", payload: { postal_code: "L4L 8Z6" } })).statusCode).toBe(401);
  });
});
