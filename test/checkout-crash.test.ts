/**
 * The worst moment to die: the card gateway has approved a charge and the server is killed (kill -9,
 * no shutdown) before it records the order. On restart the shop must find the order recorded or the
 * charge given back: never money kept for no order, never a paid order lost.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_STATUS } from "../src/domain/orders";
import { APPROVED_CARD, BROWSER } from "./api/buying-fixtures";
import { DataDirectories, type RunningShop, spawned, startShop } from "./support/shop-process";

const folders = new DataDirectories("partshop-crash");
let dataDir = "";

/** Calls of one shopper's browser session on a running shop. */
function browserOf(shop: RunningShop) {
  let cookie = "";
  const call = async (method: "GET" | "POST", url: string, body?: unknown) => {
    const response = await fetch(`${shop.baseUrl}${url}`, {
      method,
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const sid = /sid=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0];
    if (sid) cookie = sid;
    return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> };
  };
  return { post: (url: string, body: unknown = {}) => call("POST", url, body), get: (url: string) => call("GET", url) };
}

beforeAll(async () => {
  dataDir = folders.empty();
}, 10_000);

afterAll(() => {
  for (const pid of spawned) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {}
  }
  folders.removeAll();
});

describe("a server killed right after the gateway approved a charge", () => {
  it("finds, on restart, the order recorded as paid with the charge it took", { timeout: 300_000 }, async () => {
    const crashing = await startShop(dataDir, { SEED_DEMO: "true", FAILPOINTS: "after-charge=exit" });
    const shopper = browserOf(crashing);
    const signedIn = await shopper.post("/api/loginCustomer", { email: "shopper@example.com", password: "Shopper123" });
    expect(signedIn.status).toBe(200);
    const userID = (signedIn.body.user as { id: number }).id;
    const bumper = await shopper.get("/api/item/C69-BUMPER");
    const onhandBefore = (bumper.body.singleItem as { onhand: number }).onhand;
    expect((await shopper.post("/api/addToShoppingCart", { item: "C69-BUMPER", user: userID, quantity: 1, type: 1 })).status).toBe(200);
    const figures = (await shopper.post("/api/changeAddress", { id: 0 })).body as { total_shipping: number; tax: number; total: number };
    const subtotal = ((await shopper.post("/api/checkout", { userID })).body as { subtotal: number }).subtotal;
    const { orderNumber } = (await shopper.post("/api/reserveOrderSlot", { custno: userID })).body as { orderNumber: string };
    const { token } = (await shopper.post("/api/token/test", APPROVED_CARD)).body as { token: string };

    const payment = shopper
      .post("/api/storeOrderData", {
        orderNumber,
        custno: userID,
        addressID: 0,
        subtotal,
        hst: figures.tax,
        shipping: figures.total_shipping,
        token,
        cardholderName: "Sam Shopper",
        browser: BROWSER,
      })
      .catch((error: unknown) => error);
    const exit = await crashing.exited;
    expect(exit.signal).toBe("SIGKILL");
    expect(await payment).toBeInstanceOf(Error);
    const ledger = fs.readFileSync(path.join(dataDir, "test-gateway", "ledger.jsonl"), "utf8");
    expect(ledger).toContain(orderNumber);

    const restarted = await startShop(dataDir);
    const after = browserOf(restarted);
    expect((await after.post("/api/loginCustomer", { email: "shopper@example.com", password: "Shopper123" })).status).toBe(200);
    let order = await after.get(`/api/oneOrder?so=${orderNumber}&id=${userID}`);
    for (let tries = 0; order.status !== 200 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      order = await after.get(`/api/oneOrder?so=${orderNumber}&id=${userID}`);
    }
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body.somast).toMatchObject({ sales_status: ORDER_STATUS.paid, total: figures.total, paid_with: "card" });
    expect((await after.get("/api/item/C69-BUMPER")).body.singleItem).toMatchObject({ onhand: onhandBefore - 1 });
    expect((await after.post("/api/getItems_carts", { user: userID })).body.carts).toEqual([]);
    restarted.process.kill("SIGTERM");
    expect((await restarted.exited).code).toBe(0);
  });
});
