import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiError, MESSAGE_KEY_HEADER, MESSAGE_VALUES_HEADER } from "../../src/domain/contracts/common";
import { translatorOf } from "../../src/domain/i18n";
import type { MessageKey, MessageValues } from "../../src/domain/i18n/catalogue";
import { createTestApp, type TestApp } from "../app";
import { createPart } from "../factories";
import { createCustomer, sessionOf } from "./accounts-fixtures";
import { callsAs, freshAddress, type Shopper, signedInCustomer } from "./buying-fixtures";

/**
 * The refusals a shopper meets while buying (decision 037): each answer keeps the spec's English in
 * its body and names its catalogue message in headers, which the browser shows in the page's
 * language. Checked here: the key is sent, its values fill the English message exactly as the body
 * says it, and the French catalogue has a message of its own for it.
 */
let t: TestApp;
let shopper: Shopper;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: "0" } });
  shopper = await signedInCustomer(t);
});
afterAll(async () => {
  await t?.close();
});

const english = translatorOf("en-CA");
const french = translatorOf("fr-CA");

function keyedRefusal(response: LightMyRequestResponse, status: number, key: MessageKey): MessageValues | undefined {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers[MESSAGE_KEY_HEADER]).toBe(key);
  const sent = response.headers[MESSAGE_VALUES_HEADER];
  const values = sent ? (JSON.parse(decodeURIComponent(String(sent))) as MessageValues) : undefined;
  expect(response.json<ApiError>().error.message).toBe(english.t(key, values));
  expect(french.t(key, values)).not.toBe(english.t(key, values));
  return values;
}

describe("refusals while buying carry their message's key", () => {
  it("a quantity beyond the stock on hand", async () => {
    const part = await createPart(t.database.db, { onhand: 1 });
    const response = await shopper.post("/api/addToShoppingCart", { item: part.item, user: shopper.id, quantity: 5, type: 1 });
    keyedRefusal(response, 409, "products.refusal.exceedsStock");
  });

  it("an empty cart priced for an address, and an account whose profile has no address", async () => {
    keyedRefusal(await shopper.post("/api/changeAddress", { id: 0 }), 409, "payments.cartEmpty");
    const bare = await createCustomer(t.database.db);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/loginCustomer",
      payload: { email: bare.email, password: bare.password },
      remoteAddress: freshAddress(),
    });
    const incomplete = callsAs(t.app, sessionOf(login));
    const part = await createPart(t.database.db, { onhand: 5 });
    expect((await incomplete.post("/api/addToShoppingCart", { item: part.item, user: bare.id, quantity: 1, type: 1 })).statusCode).toBe(200);
    keyedRefusal(await incomplete.post("/api/changeAddress", { id: 0 }), 409, "checkout.profileIncomplete");
  });

  it("a vehicle no part fits, named in the message", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/vehicles/1967/FORD/Nonesuch/parts", remoteAddress: freshAddress() });
    expect(keyedRefusal(response, 404, "vehicles.error.noParts")).toEqual({ vehicle: "1967 Ford Nonesuch" });
  });

  it("a garage vehicle that is not the shopper's, and one no part fits", async () => {
    keyedRefusal(await shopper.post("/api/garage/999999/select"), 404, "vehicles.garage.notThere");
    const none = await shopper.post("/api/garage", { year: 1967, make: "FORD", model: "Nonesuch" });
    expect(keyedRefusal(none, 400, "vehicles.garage.noParts")).toEqual({ vehicle: "1967 Ford Nonesuch" });
  });

  it("a back-in-stock alert for a part on hand", async () => {
    const part = await createPart(t.database.db, { onhand: 3 });
    const response = await shopper.post("/api/stockAlerts", { item: part.item });
    expect(keyedRefusal(response, 409, "products.notify.inStockNow")).toEqual({ item: part.item });
  });
});
