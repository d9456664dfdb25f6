import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOrderDetail, AdminOrderList } from "../../src/domain/contracts/admin";
import type { BuyerRow } from "../../src/domain/contracts/buyers";
import type { DealerOrderReply } from "../../src/domain/contracts/buying";
import { buyers, sessions } from "../../src/server/modules/accounts/schema";
import { auditLog } from "../../src/server/modules/audit/schema";
import { mailOutbox } from "../../src/server/modules/mail/schema";
import { orders } from "../../src/server/modules/orders/schema";
import { createTestApp, type TestApp } from "../app";
import { lastMailTo, sessionOf, tokenIn } from "./accounts-fixtures";
import { callsAs, freshAddress, type Shopper, signedInDealer, signedInStaff, stockedPart } from "./buying-fixtures";

let t: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA: "off", PUBLIC_URL: "https://shop.example", CATALOG_CACHE_SECONDS: "0" } });
  staff = await signedInStaff(t, { email: "buyers-clerk@partshop.example", password: "Clerk12345", name: "Chris Clerk" });
});
afterAll(async () => {
  await t?.close();
});

let serial = 0;
const newEmail = () => `buyer-${Date.now().toString(36)}-${serial++}@shop.example`;
const post = (url: string, payload: object, cookies?: Record<string, string>) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress: freshAddress(), ...(cookies ? { cookies } : {}) });
const asStaff = (method: "GET" | "POST", url: string, payload?: object) => t.app.inject({ method, url, payload, cookies: staff });
const signInAs = (login: string, password: string) => post("/api/loginDealer", { account: login, password });

/** A buyer the dealer's administrator adds, who sets their password through the mailed link and signs in with their e-mail. */
async function addedBuyer(dealer: Shopper, options: { name?: string; password?: string } = {}) {
  const email = newEmail();
  const name = options.name ?? "Bea Buyer";
  const password = options.password ?? "Buyer12345";
  const added = await dealer.post("/api/buyers", { name, email });
  expect(added.statusCode, added.body).toBe(200);
  const buyer = added.json<{ buyer: BuyerRow }>().buyer;
  const invite = await lastMailTo(t.database.db, email);
  const set = await post("/api/resetPasswordWithToken", { token: tokenIn(invite?.text), password, confirmPassword: password });
  expect(set.statusCode, set.body).toBe(200);
  const signedIn = await signInAs(email, password);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const cookies = sessionOf(signedIn);
  return { ...buyer, password, cookies, ...callsAs(t.app, cookies) };
}

const shipTo = { company: "Trade Body Shop", address: "9 Trade Way", city: "Vaughan", state: "ON", zipcode: "L4K 1A1", country: "CA", tel: "(905) 555-0177" };

/** Puts a part in the account's cart and confirms it as the given caller (the administrator or a buyer). */
async function confirmAs(caller: { post: Shopper["post"] }, account: string) {
  const part = await stockedPart(t, { pricel: 50, price2: 40 });
  expect((await caller.post("/api/addToShoppingCart", { item: part.item, user: account, quantity: 1, type: 2 })).statusCode).toBe(200);
  const confirmed = await caller.post("/api/dealerConfirm", { address: shipTo, dealerId: account });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json<{ sono: string }>().sono;
}

const expectRefused = (response: LightMyRequestResponse, status: number) => expect(response.statusCode, response.body).toBe(status);

describe("a buyer added by the dealer's administrator", () => {
  it("sets their password from the mailed link, signs in with their e-mail and is the dealer for prices", async () => {
    const dealer = await signedInDealer(t, 2);
    const email = newEmail();
    const added = await dealer.post("/api/buyers", { name: "  Bea Buyer ", email: email.toUpperCase(), locale: "fr-CA" });
    expect(added.json()).toEqual({ buyer: expect.objectContaining({ name: "Bea Buyer", email, locale: "fr-CA", active: true, password_set: false }) });
    const invite = await lastMailTo(t.database.db, email);
    expect(invite?.subject).toMatch(/^Choisissez votre mot de passe/);
    expect(invite?.text).toContain(`Test Body Shop Inc. (${dealer.account})`);
    expect(invite?.text).toContain("https://shop.example/fr/reset-password?token=");

    expectRefused(await signInAs(email, "Buyer12345"), 401);
    const token = tokenIn(invite?.text);
    expect((await post("/api/resetPasswordWithToken", { token, password: "Buyer12345", confirmPassword: "Buyer12345" })).statusCode).toBe(200);
    expectRefused(await post("/api/resetPasswordWithToken", { token, password: "Other12345", confirmPassword: "Other12345" }), 400);

    expectRefused(await post("/api/loginCustomer", { email, password: "Buyer12345" }), 401);
    const signedIn = await signInAs(email, "Buyer12345");
    expect(signedIn.json().dealer).toMatchObject({ account: dealer.account, dealer_info: { pricecode: 2 }, buyer: { name: "Bea Buyer", email } });
    const buyer = callsAs(t.app, sessionOf(signedIn));
    expect((await buyer.get("/api/me")).json()).toMatchObject({ kind: "dealer", dealer: { account: dealer.account, buyer: { name: "Bea Buyer" } } });
    expect((await dealer.get("/api/me")).json().dealer.buyer).toBeNull();

    const part = await stockedPart(t, { pricel: 120, price: 120, price2: 95 });
    const asBuyer = (await buyer.get(`/api/item/${part.item}`)).json().singleItem;
    const asAdministrator = (await dealer.get(`/api/item/${part.item}`)).json().singleItem;
    expect(asBuyer.price2).toBe(95);
    expect(asBuyer).toEqual(asAdministrator);
    const listed = (await dealer.get("/api/buyers")).json<{ buyers: BuyerRow[] }>().buyers;
    expect(listed).toEqual([expect.objectContaining({ email, password_set: true })]);
  });

  it("places an order the account sees, which names them on the receipt, in the mail and in the console", async () => {
    const dealer = await signedInDealer(t, 2);
    const buyer = await addedBuyer(dealer, { name: "Rory Requisition" });
    const account = dealer.account!;
    const sono = await confirmAs(buyer, account);
    const own = await confirmAs(dealer, account);

    const receipt = (await dealer.get(`/api/oneOrder_dealer_finish?so=${sono}&account=${account}`)).json<DealerOrderReply>();
    expect(receipt.somast.buyer).toBe("Rory Requisition");
    expect((await buyer.get(`/api/oneOrder_dealer_finish?so=${own}&account=${account}`)).json<DealerOrderReply>().somast.buyer).toBeNull();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNum, sono));
    expect(row).toMatchObject({ buyerId: buyer.id, buyerName: "Rory Requisition", ownerKind: "dealer", ownerId: dealer.id });
    for (const caller of [dealer, buyer]) {
      const history = (await caller.get(`/api/dealerOrderHistory?account=${account}`)).json<{ history: { order_num: string }[] }>().history;
      expect(history.map((h) => h.order_num)).toEqual(expect.arrayContaining([sono, own]));
    }

    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Dealer order ${sono} from Test Body Shop Inc.`));
    expect(mails[0]?.text).toContain("Placed by: Rory Requisition");
    const copies = await t.database.db.select().from(mailOutbox);
    const buyerCopy = copies.find((mail) => mail.to === buyer.email && mail.text.includes(sono));
    expect(buyerCopy?.text).toContain("Placed by: Rory Requisition");
    expect(copies.find((mail) => mail.to === dealer.email && mail.text.includes(sono))?.text).toContain("Placed by: Rory Requisition");

    const detail = (await asStaff("GET", `/api/admin/orders/${sono}`)).json<AdminOrderDetail>();
    expect(detail.somast.buyer).toBe("Rory Requisition");
    const found = (await asStaff("GET", "/api/admin/orders?who=Requisition")).json<AdminOrderList>();
    expect(found.rows.map((r) => r.order_num)).toEqual([sono]);
  });

  it("changes their own password, never the administrator's", async () => {
    const dealer = await signedInDealer(t, 2);
    const buyer = await addedBuyer(dealer);
    const changed = await buyer.post("/api/changePassword", {
      data: { oldPass: buyer.password, newPass: "Newer12345", confirmPass: "Newer12345" },
      userID: dealer.id,
    });
    expect(changed.json()).toEqual({ status: "ok" });
    expect((await signInAs(buyer.email, "Newer12345")).statusCode).toBe(200);
    expect((await signInAs(dealer.account!, "Dealer1234")).statusCode).toBe(200);
  });

  it("gets a reset link from Forgot password, as customers do", async () => {
    const dealer = await signedInDealer(t, 2);
    const buyer = await addedBuyer(dealer);
    expect((await post("/api/forgotPassword", { email: buyer.email })).json()).toEqual({ status: "good" });
    const token = tokenIn((await lastMailTo(t.database.db, buyer.email))?.text);
    expect((await post("/api/resetPasswordWithToken", { token, password: "Reset12345", confirmPassword: "Reset12345" })).statusCode).toBe(200);
    expectRefused(await signInAs(buyer.email, buyer.password), 401);
    expect((await signInAs(buyer.email, "Reset12345")).statusCode).toBe(200);
  });
});

describe("what only the administrator may do", () => {
  it("refuses a buyer the Buyers calls and the price sheets with 403", async () => {
    const dealer = await signedInDealer(t, 2);
    const buyer = await addedBuyer(dealer);
    expectRefused(await buyer.get("/api/buyers"), 403);
    expect((await buyer.get("/api/buyers")).json().error.message).toBe("Only the account's administrator may do this.");
    expectRefused(await buyer.post("/api/buyers", { name: "Sneaky Sub", email: newEmail() }), 403);
    expectRefused(await buyer.post(`/api/buyers/${buyer.id}/suspend`), 403);
    expectRefused(await buyer.post(`/api/buyers/${buyer.id}/sendLink`), 403);
    expectRefused(await buyer.get("/api/generatePriceSheet/2/all"), 403);
    expectRefused(await buyer.get("/api/priceSheets/2/all.xlsx"), 403);
    expect((await dealer.get("/api/generatePriceSheet/2/all")).statusCode).toBe(200);
  });

  it("refuses customers and visitors the Buyers calls", async () => {
    expectRefused(await t.app.inject({ url: "/api/buyers" }), 401);
    const customer = callsAs(
      t.app,
      sessionOf(await post("/api/newCustomer", { firstname: "Cy", lastname: "Customer", email: newEmail(), password: "Shopper123" })),
    );
    expectRefused(await customer.get("/api/buyers"), 403);
    expectRefused(await customer.post("/api/buyers", { name: "Nope Person", email: newEmail() }), 403);
  });
});

describe("one account's buyers and orders are its own", () => {
  it("never shows a buyer another dealer's orders or lists, nor lets an administrator touch another's buyers", async () => {
    const dealerA = await signedInDealer(t, 2);
    const dealerB = await signedInDealer(t, 2);
    const buyerA = await addedBuyer(dealerA);
    const buyerB = await addedBuyer(dealerB);
    const orderOfB = await confirmAs(dealerB, dealerB.account!);
    const listPart = await stockedPart(t);
    await dealerB.post("/api/addToShoppingCart", { item: listPart.item, user: dealerB.account, quantity: 1, type: 2 });
    const listOfB = (await dealerB.post("/api/savedLists", { name: "B's weekly" })).json<{ list: { id: number } }>().list.id;

    expectRefused(await buyerA.get(`/api/oneOrder_dealer_finish?so=${orderOfB}&account=${dealerA.account}`), 404);
    expectRefused(await buyerA.get(`/api/oneOrder_dealer_finish?so=${orderOfB}&account=${dealerB.account}`), 403);
    expect((await buyerA.get(`/api/dealerOrderHistory?account=${dealerA.account}`)).json().history).toEqual([]);
    expect((await buyerA.get("/api/savedLists")).json().lists).toEqual([]);
    expect((await buyerB.get("/api/savedLists")).json().lists).toEqual([expect.objectContaining({ id: listOfB, name: "B's weekly" })]);
    expectRefused(await buyerA.post(`/api/savedLists/${listOfB}/addToCart`), 404);
    expectRefused(await buyerA.post("/api/orderAgain", { so: orderOfB }), 404);

    expectRefused(await dealerA.post(`/api/buyers/${buyerB.id}/suspend`), 404);
    expectRefused(await dealerA.post(`/api/buyers/${buyerB.id}/sendLink`), 404);
    expect((await dealerA.get("/api/buyers")).json().buyers.map((b: BuyerRow) => b.id)).toEqual([buyerA.id]);
  });
});

describe("suspending", () => {
  it("ends a suspended buyer's sessions and refuses their sign-in until they are reactivated", async () => {
    const dealer = await signedInDealer(t, 2);
    const buyer = await addedBuyer(dealer, { name: "Sam Suspended" });
    const suspended = await dealer.post(`/api/buyers/${buyer.id}/suspend`);
    expect(suspended.json().buyer).toMatchObject({ id: buyer.id, active: false });
    expect((await buyer.get("/api/me")).json()).toEqual({ kind: "anonymous" });
    expectRefused(await buyer.post("/api/checkoutDealer", { userID: dealer.account }), 401);
    const sessionsLeft = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.principalKind, "buyer"), eq(sessions.principalId, buyer.id)));
    expect(sessionsLeft).toEqual([]);

    const refused = await signInAs(buyer.email, buyer.password);
    expect(refused.json()).toEqual({ dealer: "Your buyer sign-in for Test Body Shop Inc. is suspended. Please ask your account's administrator." });
    expect(refused.cookies.find((cookie) => cookie.name === "sid")).toBeUndefined();
    expectRefused(await signInAs(buyer.email, "Wrong12345"), 401);

    expect((await dealer.post(`/api/buyers/${buyer.id}/reactivate`)).json().buyer.active).toBe(true);
    expect((await signInAs(buyer.email, buyer.password)).statusCode).toBe(200);
    const actions = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `buyer:${buyer.id}`));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(["buyer.add", "buyer.suspend", "buyer.reactivate"]));
  });

  it("stops a suspended dealer account's buyers too", async () => {
    const dealer = await signedInDealer(t, 2);
    const buyer = await addedBuyer(dealer);
    expectRefused(await asStaff("POST", `/api/admin/dealers/${dealer.id}/disable`, { reason: "Account on credit hold." }), 200);
    expect((await buyer.get("/api/me")).json()).toEqual({ kind: "anonymous" });
    expect((await signInAs(buyer.email, buyer.password)).json()).toEqual({ dealer: "Account on credit hold." });
    await asStaff("POST", `/api/admin/dealers/${dealer.id}/enable`, {});
    expect((await signInAs(buyer.email, buyer.password)).statusCode).toBe(200);
  });

  it("locks a buyer's sign-in after 5 failures, whatever the address", async () => {
    const dealer = await signedInDealer(t, 2);
    const buyer = await addedBuyer(dealer);
    for (let i = 0; i < 5; i++) expectRefused(await signInAs(buyer.email, `Wrong${i}2345`), 401);
    const locked = await signInAs(buyer.email.toUpperCase(), buyer.password);
    expectRefused(locked, 429);
    expect(locked.json().error.message).toMatch(/^Too many sign-in attempts\./);
  });
});

describe("adding the same buyer at once", () => {
  it("makes one buyer of ten requests for one e-mail; the others are told it is taken (409)", async () => {
    const dealer = await signedInDealer(t, 2);
    const email = newEmail();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => dealer.post("/api/buyers", { name: `Twin ${i}`, email })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(9);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toEqual({
        code: "CONFLICT",
        message: "This e-mail already belongs to a buyer.",
        fields: { email: "This e-mail already belongs to a buyer." },
      });
    }
    expect(await t.database.db.select().from(buyers).where(eq(buyers.email, email))).toHaveLength(1);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(1);
  });
});

describe("buyers in the console", () => {
  it("lets staff list, add, suspend and reactivate a dealer's buyers, and no one else", async () => {
    const dealer = await signedInDealer(t, 2);
    const buyer = await addedBuyer(dealer, { name: "Avery Admin-Added" });
    const email = newEmail();
    const added = await asStaff("POST", `/api/admin/dealers/${dealer.id}/buyers`, { name: "Staff Made", email });
    expect(added.json().buyer).toMatchObject({ name: "Staff Made", email, password_set: false });
    expect((await lastMailTo(t.database.db, email))?.subject).toMatch(/^Choose your password/);
    const listed = (await asStaff("GET", `/api/admin/dealers/${dealer.id}/buyers`)).json<{ buyers: BuyerRow[] }>().buyers;
    expect(listed.map((b) => b.name)).toEqual(["Avery Admin-Added", "Staff Made"]);

    expect((await asStaff("POST", `/api/admin/dealers/${dealer.id}/buyers/${buyer.id}/disable`, {})).json().buyer.active).toBe(false);
    expect((await buyer.get("/api/me")).json()).toEqual({ kind: "anonymous" });
    expect((await asStaff("POST", `/api/admin/dealers/${dealer.id}/buyers/${buyer.id}/enable`, {})).json().buyer.active).toBe(true);
    expect((await signInAs(buyer.email, buyer.password)).statusCode).toBe(200);

    const other = await signedInDealer(t, 2);
    expectRefused(await asStaff("POST", `/api/admin/dealers/${other.id}/buyers/${buyer.id}/disable`, {}), 404);
    expectRefused(await asStaff("GET", "/api/admin/dealers/999999/buyers"), 404);
    expectRefused(await asStaff("POST", `/api/admin/dealers/${dealer.id}/buyers`, { name: "Again", email }), 409);
    expectRefused(await dealer.get(`/api/admin/dealers/${dealer.id}/buyers`), 403);
    expectRefused(await buyer.post(`/api/admin/dealers/${dealer.id}/buyers`, { name: "Self Made", email: newEmail() }), 401);
  });
});
