import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DealerOrderReply } from "../../src/domain/contracts/buying";
import { mailOutbox } from "../../src/server/modules/mail/schema";
import { createTestApp, type TestApp } from "../app";
import { pdfText } from "../support/pdf-text";
import { sessionOf } from "./accounts-fixtures";
import { freshAddress, payByCard, type Shopper, signedInCustomer, signedInDealer, stockedPart } from "./buying-fixtures";

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

type Fill = { added: { item: string; qty: number; price: number }[]; refused: { line: number | null; text: string; reason: string }[] };
const cartOf = async (shopper: Shopper, type: 1 | 2) =>
  (await shopper.post("/api/getItems_carts", { user: shopper.account ?? shopper.id, type })).json<{ carts: { item: string; qty: number; price: number }[] }>()
    .carts;

describe("quick order", () => {
  it("puts the demo dealer's good lines in the cart at their one price and names the unknown part", async () => {
    const cookies = await demoDealer();
    const answer = await t.app.inject({ method: "POST", url: "/api/quickOrder", cookies, payload: { lines: "C69-BUMPER 2\nNOPE-123 1\nd70mirror" } });
    expect(answer.statusCode, answer.body).toBe(200);
    const fill = answer.json<Fill>();
    expect(fill.added.map(({ item, qty }) => ({ item, qty }))).toEqual([
      { item: "C69-BUMPER", qty: 2 },
      { item: "D70-MIRROR", qty: 1 },
    ]);
    expect(fill.refused).toEqual([{ line: 2, text: "NOPE-123 1", reason: "no such part number" }]);
    const cart = (await t.app.inject({ method: "POST", url: "/api/getItems_carts", cookies, payload: { user: "D10001", type: 2 } })).json().carts;
    for (const added of fill.added)
      expect(cart.find((line: { item: string }) => line.item === added.item)).toMatchObject({ qty: added.qty, price: added.price });
    expect(fill.added.find((line) => line.item === "D70-MIRROR")?.price).toBe(69.99);
    for (const item of ["C69-BUMPER", "D70-MIRROR"]) {
      await t.app.inject({ method: "POST", url: "/api/updateQuantity", cookies, payload: { item, user: "D10001", quantity: 0, type: 2 } });
    }
  });

  it("matches part numbers however written, sums a part written twice, and refuses bad quantities", async () => {
    const dealer = await signedInDealer(t);
    const part = await stockedPart(t, { onhand: 1 });
    const loose = part.item.toLowerCase().replace(/-/g, " ");
    const fill = (await dealer.post("/api/quickOrder", { lines: `${part.item}\t2\n${loose},3\n${part.item} 0\n${part.item} 1.5` })).json<Fill>();
    expect(fill.added).toEqual([expect.objectContaining({ item: part.item, qty: 5 })]);
    expect(fill.refused.map((line) => [line.line, line.reason])).toEqual([
      [3, "the quantity must be a whole number above 0"],
      [4, "the quantity must be a whole number above 0"],
    ]);
    expect(await cartOf(dealer, 2)).toEqual([expect.objectContaining({ item: part.item, qty: 5 })]);
  });

  it("never puts more than the stock on hand in a customer's cart, counting what is already there", async () => {
    const customer = await signedInCustomer(t);
    const part = await stockedPart(t, { onhand: 3 });
    const other = await stockedPart(t, { onhand: 3 });
    await customer.post("/api/addToShoppingCart", { item: part.item, user: customer.id, quantity: 2, type: 1 });
    const fill = (await customer.post("/api/quickOrder", { lines: `${part.item} 2\n${other.item} 3` })).json<Fill>();
    expect(fill.added).toEqual([expect.objectContaining({ item: other.item, qty: 3 })]);
    expect(fill.refused).toEqual([{ line: 1, text: `${part.item} 2`, reason: "more than in stock (only 3 in stock, 2 already in your cart)" }]);
    expect((await cartOf(customer, 1)).map(({ item, qty }) => [item, qty])).toEqual([
      [part.item, 2],
      [other.item, 3],
    ]);
  });

  it("refuses an empty list, too many lines, a visitor and staff", async () => {
    const dealer = await signedInDealer(t);
    expect((await dealer.post("/api/quickOrder", { lines: "  \n " })).json().error.message).toBe("lines: Enter at least one part number.");
    const tooMany = await dealer.post("/api/quickOrder", { lines: Array.from({ length: 201 }, (_, i) => `P${i} 1`).join("\n") });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe("lines: A quick order takes at most 200 lines.");
    expect((await t.app.inject({ method: "POST", url: "/api/quickOrder", payload: { lines: "C69-BUMPER 1" } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/quickOrder", cookies: await staffSession(), payload: { lines: "C69-BUMPER 1" } })).statusCode).toBe(
      403,
    );
  });

  it("adds up when sent 20 times at once to one cart: every unit of a dealer's, and a customer's up to the stock on hand", async () => {
    const dealer = await signedInDealer(t);
    const [a, b] = [await stockedPart(t, { onhand: 1 }), await stockedPart(t, { onhand: 1 })];
    const answers = await Promise.all(Array.from({ length: 20 }, () => dealer.post("/api/quickOrder", { lines: `${a.item} 1\n${b.item.toLowerCase()},2` })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(Object.fromEntries((await cartOf(dealer, 2)).map(({ item, qty }) => [item, qty]))).toEqual({ [a.item]: 20, [b.item]: 40 });

    const customer = await signedInCustomer(t);
    const scarce = await stockedPart(t, { onhand: 5 });
    const fills = (await Promise.all(Array.from({ length: 20 }, () => customer.post("/api/quickOrder", { lines: `${scarce.item} 1` })))).map((answer) =>
      answer.json<Fill>(),
    );
    expect(fills.filter((fill) => fill.added.length === 1)).toHaveLength(5);
    expect(fills.filter((fill) => fill.refused.length === 1)).toHaveLength(15);
    expect((await cartOf(customer, 1)).map(({ item, qty }) => [item, qty])).toEqual([[scarce.item, 5]]);
  });
});

describe("order again", () => {
  it("puts a dealer's order back in the cart at today's price, beyond stock too", async () => {
    const dealer = await signedInDealer(t);
    const part = await stockedPart(t, { pricel: 80, price2: 60, onhand: 1 });
    await dealer.post("/api/addToShoppingCart", { item: part.item, user: dealer.account, quantity: 3, type: 2 });
    const { sono } = (await dealer.post("/api/dealerConfirm", { address: shipTo, dealerId: dealer.account, poNumber: "PO-1" })).json<{ sono: string }>();
    await t.database.db.execute(sql`update parts set price2 = 55 where item = ${part.item}`);
    const again = await dealer.post("/api/orderAgain", { so: sono });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Fill>()).toEqual({ added: [expect.objectContaining({ item: part.item, qty: 3, price: 55 })], refused: [] });
    expect(await cartOf(dealer, 2)).toEqual([expect.objectContaining({ item: part.item, qty: 3, price: 55 })]);
  });

  it("gives a customer what today's stock allows and names what could not be added", async () => {
    const customer = await signedInCustomer(t);
    const [short, gone, plenty] = [await stockedPart(t, { onhand: 5 }), await stockedPart(t, { onhand: 5 }), await stockedPart(t, { onhand: 5 })];
    for (const [part, quantity] of [
      [short, 4],
      [gone, 1],
      [plenty, 2],
    ] as const) {
      await customer.post("/api/addToShoppingCart", { item: part.item, user: customer.id, quantity, type: 1 });
    }
    const { orderNumber, answer } = await payByCard(customer);
    expect(answer.statusCode, answer.body).toBe(200);
    await t.database.db.execute(sql`update parts set onhand = 1 where item = ${short.item}`);
    await t.database.db.execute(sql`update parts set onhand = 0 where item = ${gone.item}`);
    const fill = (await customer.post("/api/orderAgain", { so: orderNumber })).json<Fill>();
    expect(fill.added.map(({ item, qty }) => [item, qty])).toEqual([
      [short.item, 1],
      [plenty.item, 2],
    ]);
    expect(fill.refused).toEqual([
      { line: null, text: `${short.item} x 4`, reason: "only 1 of 4 added: more than in stock (only 1 in stock)" },
      { line: null, text: `${gone.item} x 1`, reason: "more than in stock (none in stock)" },
    ]);
    expect(Object.fromEntries((await cartOf(customer, 1)).map(({ item, qty }) => [item, qty]))).toEqual({ [short.item]: 1, [plenty.item]: 2 });
  });

  it("is refused for another's order, a pending quote, a visitor and staff", async () => {
    const owner = await signedInCustomer(t);
    const part = await stockedPart(t, { onhand: 5 });
    await owner.post("/api/addToShoppingCart", { item: part.item, user: owner.id, quantity: 1, type: 1 });
    const { orderNumber } = await payByCard(owner);
    const stranger = await signedInCustomer(t);
    const refused = await stranger.post("/api/orderAgain", { so: orderNumber });
    expect(refused.statusCode).toBe(404);
    expect(await cartOf(stranger, 1)).toEqual([]);
    const dealer = await signedInDealer(t);
    expect((await dealer.post("/api/orderAgain", { so: orderNumber })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: "/api/orderAgain", payload: { so: orderNumber } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/orderAgain", cookies: await staffSession(), payload: { so: orderNumber } })).statusCode).toBe(403);
    expect((await owner.post("/api/orderAgain", { so: "" })).statusCode).toBe(400);
    await t.database.db.execute(sql`update orders set sales_status = 3 where order_num = ${orderNumber}`);
    expect((await owner.post("/api/orderAgain", { so: orderNumber })).statusCode).toBe(404);
  });
});

describe("saved lists", () => {
  type List = { id: number; name: string; lines: { item: string; qty: number; price: number }[] };

  it("saves the cart as a named list, renames it, changes and removes a line, adds it to the cart whole, and deletes it", async () => {
    const dealer = await signedInDealer(t);
    const [a, b] = [await stockedPart(t, { pricel: 30, price2: 20 }), await stockedPart(t, { pricel: 40, price2: 35 })];
    await dealer.post("/api/quickOrder", { lines: `${a.item} 2\n${b.item} 1` });
    const saved = await dealer.post("/api/savedLists", { name: "  Weekly Camaro jobs " });
    expect(saved.statusCode, saved.body).toBe(200);
    const list = saved.json<{ list: List }>().list;
    expect(list.name).toBe("Weekly Camaro jobs");
    expect(list.lines).toHaveLength(2);
    expect(list.lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ item: a.item, qty: 2, price: 20 }), expect.objectContaining({ item: b.item, qty: 1 })]),
    );
    expect((await dealer.post("/api/savedLists", { name: "Weekly Camaro jobs" })).statusCode).toBe(409);

    const renamed = await dealer.post(`/api/savedLists/${list.id}/rename`, { name: "Monday" });
    expect(renamed.json().list.name).toBe("Monday");
    const changed = await dealer.post(`/api/savedLists/${list.id}/lines`, { item: a.item, qty: 5 });
    const quantities = Object.fromEntries(changed.json().list.lines.map((line: { item: string; qty: number }) => [line.item, line.qty]));
    expect(quantities).toEqual({ [a.item]: 5, [b.item]: 1 });
    const removed = await dealer.post(`/api/savedLists/${list.id}/lines`, { item: b.item, qty: 0 });
    expect(removed.json().list.lines).toHaveLength(1);

    for (const line of await cartOf(dealer, 2)) await dealer.post("/api/updateQuantity", { item: line.item, user: dealer.account, quantity: 0, type: 2 });
    const filled = (await dealer.post(`/api/savedLists/${list.id}/addToCart`)).json<Fill>();
    expect(filled).toEqual({ added: [expect.objectContaining({ item: a.item, qty: 5, price: 20 })], refused: [] });
    expect((await dealer.get("/api/savedLists")).json().lists.map((l: List) => l.name)).toEqual(["Monday"]);

    expect((await dealer.post(`/api/savedLists/${list.id}/delete`)).statusCode).toBe(200);
    expect((await dealer.get("/api/savedLists")).json().lists).toEqual([]);
  });

  it("keeps each shopper's lists their own, refuses an empty cart and a visitor", async () => {
    const owner = await signedInCustomer(t);
    const part = await stockedPart(t, { onhand: 5 });
    expect((await owner.post("/api/savedLists", { name: "Empty" })).statusCode).toBe(409);
    await owner.post("/api/addToShoppingCart", { item: part.item, user: owner.id, quantity: 1, type: 1 });
    const list = (await owner.post("/api/savedLists", { name: "Mine" })).json<{ list: List }>().list;
    const stranger = await signedInDealer(t);
    expect((await stranger.get("/api/savedLists")).json().lists).toEqual([]);
    expect((await stranger.post(`/api/savedLists/${list.id}/addToCart`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/savedLists/${list.id}/rename`, { name: "Taken" })).statusCode).toBe(404);
    expect((await stranger.post(`/api/savedLists/${list.id}/delete`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/savedLists/${list.id}/lines`, { item: part.item, qty: 2 })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/savedLists" })).statusCode).toBe(401);
    expect((await owner.post("/api/savedLists/abc/delete")).statusCode).toBe(400);
    expect((await owner.post("/api/savedLists", { name: "" })).statusCode).toBe(400);
    expect((await owner.get("/api/savedLists")).json().lists.map((l: List) => l.name)).toEqual(["Mine"]);
  });
});

describe("order again and a saved list, sent 20 times at once to one cart", () => {
  const twenty = <T>(call: () => Promise<T>) => Promise.all(Array.from({ length: 20 }, call));
  const quantities = async (shopper: Shopper, type: 1 | 2) => Object.fromEntries((await cartOf(shopper, type)).map(({ item, qty }) => [item, qty]));
  /** What the answers say they added, per part: it must be what the cart holds, so no update was lost or made twice. */
  const addedBy = (fills: Fill[]) => {
    const sums: Record<string, number> = {};
    for (const fill of fills) for (const line of fill.added) sums[line.item] = (sums[line.item] ?? 0) + line.qty;
    return sums;
  };
  const onhandOf = async (item: string) =>
    Number((await t.database.db.execute<{ onhand: number }>(sql`select onhand from parts where item = ${item}`)).rows[0]!.onhand);
  const ordersOf = async (shopper: Shopper, kind: "customer" | "dealer") =>
    (
      await t.database.db.execute<{ order_num: string }>(
        sql`select order_num from orders where owner_kind = ${kind} and owner_id = ${shopper.id} order by order_num`,
      )
    ).rows.map((row) => row.order_num);
  const emptyCart = async (shopper: Shopper, type: 1 | 2) => {
    for (const line of await cartOf(shopper, type))
      await shopper.post("/api/updateQuantity", { item: line.item, user: shopper.account ?? shopper.id, quantity: 0, type });
  };

  it("adds every unit for a dealer, then ten confirms at once make one order that takes the stock once", { timeout: 120_000 }, async () => {
    const dealer = await signedInDealer(t);
    const [a, b] = [await stockedPart(t, { onhand: 500, pricel: 30, price2: 20 }), await stockedPart(t, { onhand: 500, pricel: 40, price2: 35 })];
    await dealer.post("/api/quickOrder", { lines: `${a.item} 2\n${b.item} 3` });
    const list = (await dealer.post("/api/savedLists", { name: "Every week" })).json<{ list: { id: number } }>().list;
    const first = await dealer.post("/api/dealerConfirm", { address: shipTo, dealerId: dealer.account });
    expect(first.statusCode, first.body).toBe(200);
    const { sono } = first.json<{ sono: string }>();
    expect([await onhandOf(a.item), await onhandOf(b.item)]).toEqual([498, 497]);

    const again = await twenty(() => dealer.post("/api/orderAgain", { so: sono }));
    expect(again.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(await quantities(dealer, 2)).toEqual({ [a.item]: 40, [b.item]: 60 });
    expect(addedBy(again.map((answer) => answer.json<Fill>()))).toEqual({ [a.item]: 40, [b.item]: 60 });

    const fromList = await twenty(() => dealer.post(`/api/savedLists/${list.id}/addToCart`));
    expect(fromList.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(addedBy(fromList.map((answer) => answer.json<Fill>()))).toEqual({ [a.item]: 40, [b.item]: 60 });
    expect(await quantities(dealer, 2)).toEqual({ [a.item]: 80, [b.item]: 120 });

    const confirms = await Promise.all(Array.from({ length: 10 }, () => dealer.post("/api/dealerConfirm", { address: shipTo, dealerId: dealer.account })));
    const made = confirms.filter((answer) => answer.statusCode === 200);
    expect(made, confirms.map((answer) => answer.body).join("\n")).toHaveLength(1);
    const second = made[0]!.json<{ sono: string }>().sono;
    for (const refused of confirms.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({ code: "ALREADY_PLACED", fields: { order_num: second } });
    }
    expect(await ordersOf(dealer, "dealer")).toEqual([sono, second].sort());
    const lines = (
      await t.database.db.execute<{ item: string; qty: number }>(sql`select item, qty from order_lines where order_num = ${second} order by item`)
    ).rows.map((line) => [line.item, Number(line.qty)]);
    expect(lines).toEqual(
      [
        [a.item, 80],
        [b.item, 120],
      ].sort(),
    );
    expect([await onhandOf(a.item), await onhandOf(b.item)]).toEqual([418, 377]);
    expect(await cartOf(dealer, 2)).toEqual([]);
  });

  it("never puts more than the stock on hand in a customer's cart, and never loses a unit that fits", { timeout: 120_000 }, async () => {
    const customer = await signedInCustomer(t);
    const [scarce, plenty] = [await stockedPart(t, { onhand: 20 }), await stockedPart(t, { onhand: 100 })];
    await customer.post("/api/addToShoppingCart", { item: scarce.item, user: customer.id, quantity: 2, type: 1 });
    await customer.post("/api/addToShoppingCart", { item: plenty.item, user: customer.id, quantity: 3, type: 1 });
    const list = (await customer.post("/api/savedLists", { name: "Project car" })).json<{ list: { id: number } }>().list;
    const { orderNumber, answer } = await payByCard(customer);
    expect(answer.statusCode, answer.body).toBe(200);
    expect([await onhandOf(scarce.item), await onhandOf(plenty.item)]).toEqual([18, 97]);
    await t.database.db.execute(sql`update parts set onhand = 7 where item = ${scarce.item}`);

    const again = await twenty(() => customer.post("/api/orderAgain", { so: orderNumber }));
    expect(again.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
    expect(await quantities(customer, 1)).toEqual({ [scarce.item]: 7, [plenty.item]: 60 });
    expect(addedBy(again.map((reply) => reply.json<Fill>()))).toEqual({ [scarce.item]: 7, [plenty.item]: 60 });

    await emptyCart(customer, 1);
    const fromList = await twenty(() => customer.post(`/api/savedLists/${list.id}/addToCart`));
    expect(fromList.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
    const fills = fromList.map((reply) => reply.json<Fill>());
    expect(addedBy(fills)).toEqual({ [scarce.item]: 7, [plenty.item]: 60 });
    expect(await quantities(customer, 1)).toEqual({ [scarce.item]: 7, [plenty.item]: 60 });
    expect(fills.flatMap((fill) => fill.refused).every((line) => line.text === `${scarce.item} x 2`)).toBe(true);
    expect(await ordersOf(customer, "customer")).toEqual([orderNumber]);
    expect([await onhandOf(scarce.item), await onhandOf(plenty.item)]).toEqual([7, 97]);
  });
});

describe("a dealer's statement", () => {
  it("sums confirmed orders by month with tax, and gives any month as CSV with PO numbers and totals", async () => {
    const dealer = await signedInDealer(t);
    const first = (await confirmWith(dealer, { poNumber: "PO-A" })).json<{ sono: string }>().sono;
    const second = (await confirmWith(dealer, { poNumber: "=SUM(1)" })).json<{ sono: string }>().sono;
    const month = new Date().toLocaleDateString("en-CA", { timeZone: "America/Toronto" }).slice(0, 7);
    const statement = (await dealer.get("/api/dealerStatement")).json();
    const receipts = await Promise.all(
      [first, second].map(async (so) => (await dealer.get(`/api/oneOrder_dealer_finish?so=${so}&account=${dealer.account}`)).json<DealerOrderReply>().somast),
    );
    const cents = (pick: (row: (typeof receipts)[number]) => number) => receipts.reduce((sum, row) => sum + Math.round(pick(row) * 100), 0) / 100;
    expect(statement.months).toEqual([
      { month, orders: 2, subtotal: cents((r) => r.subtotal), tax: cents((r) => r.tax), total: cents((r) => r.total), credits: 0 },
    ]);

    const csv = await dealer.get(`/api/dealerStatement/${month}.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="statement-${month}.csv"`);
    const rows = csv.body.trim().split("\r\n");
    expect(rows[0]).toBe("Order,Date,PO number,Subtotal,Tax,Total");
    expect(rows[1]).toMatch(new RegExp(`^${first},${month}-\\d\\d,PO-A,`));
    expect(rows[2]).toMatch(new RegExp(`^${second},${month}-\\d\\d,'=SUM\\(1\\),`));
    expect(rows[3]).toBe(`Total ${month},,,${cents((r) => r.subtotal).toFixed(2)},${cents((r) => r.tax).toFixed(2)},${cents((r) => r.total).toFixed(2)}`);

    const other = await signedInDealer(t);
    expect((await other.get("/api/dealerStatement")).json().months).toEqual([]);
    expect((await other.get(`/api/dealerStatement/${month}.csv`)).body.trim().split("\r\n")).toHaveLength(2);
    expect((await dealer.get("/api/dealerStatement/2026-13.csv")).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/dealerStatement" })).statusCode).toBe(401);
    expect((await (await signedInCustomer(t)).get("/api/dealerStatement")).statusCode).toBe(403);
  });
});
