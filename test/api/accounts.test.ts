import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoAccounts } from "../../src/server/db/seed/demo-accounts";
import { customers, sessions } from "../../src/server/modules/accounts/schema";
import { createTestApp, type TestApp } from "../app";
import { solveCaptcha } from "../captcha";
import { createCustomer, createDealer, lastMailTo, sessionOf } from "./accounts-fixtures";

const LOGIN_FAILED = { error: { code: "UNAUTHORIZED", message: "Login failed. Please check your credentials." } };
/** A 429 whose message says to wait exactly as long as its Retry-After header does. */
function expectRefusedFor(response: LightMyRequestResponse, wait: RegExp) {
  expect(response.statusCode).toBe(429);
  const { error } = response.json<{ error: { code: string; message: string } }>();
  expect(error.code).toBe("RATE_LIMITED");
  const seconds = Number(response.headers["retry-after"]);
  expect(seconds).toBeGreaterThan(0);
  const said = /Please wait (\d+) (second|minute)s? and try again\.$/.exec(error.message);
  expect(said, error.message).not.toBeNull();
  const saidSeconds = Number(said![1]) * (said![2] === "minute" ? 60 : 1);
  expect(saidSeconds).toBe(seconds < 60 ? seconds : Math.ceil(seconds / 60) * 60);
  expect(error.message).toMatch(wait);
}

let t: TestApp;
let lastIp = 0;
/** Each test signs in from its own address, so the per-address limit only bites where a test means it to. */
const freshIp = () => `10.0.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT: "8" } });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, options: { cookies?: Record<string, string>; ip?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: "POST", url, payload, cookies: options.cookies, remoteAddress: options.ip ?? freshIp(), headers: options.headers });
const me = (cookies?: Record<string, string>) => t.app.inject({ method: "GET", url: "/api/me", cookies });

describe("registration", () => {
  it("creates the customer, signs them in, queues the welcome mail and refuses a second account for the e-mail", async () => {
    const body = { firstname: "Riley", lastname: "Newman", email: "Riley.Newman@Example.com", password: "Garage2024", checked: true };
    const created = await post("/api/newCustomer", { ...body, altcha: await solveCaptcha(t.app) });
    expect(created.statusCode).toBe(200);
    const { user } = created.json();
    expect(user).toEqual({ id: expect.any(Number), firstname: "Riley", lastname: "Newman", email: "riley.newman@example.com" });

    const cookie = created.cookies.find((c) => c.name === "sid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.maxAge).toBeUndefined();
    expect((await me(sessionOf(created))).json()).toEqual({ kind: "customer", user, userInfo: null, billing: null });

    const welcome = await lastMailTo(t.database.db, "riley.newman@example.com");
    expect(welcome?.subject).toMatch(/Welcome/);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, user.id));
    expect(row?.optIn).toBe(true);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const again = await post("/api/newCustomer", { ...body, email: "riley.newman@example.com", altcha: await solveCaptcha(t.app) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("An account with this e-mail address already exists. Please sign in or reset your password.");
  });

  it("checks the registration rules with the spec's messages", async () => {
    const response = await post("/api/newCustomer", { firstname: "R", lastname: "N", email: "not-an-email", password: "short", checked: false, altcha: "x" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      firstname: "First name must be at least 2 characters.",
      lastname: "Last name must be at least 2 characters.",
      email: "Please enter a valid email address",
      password: "Your password must be a minimum of 8 characters and include at least one number and english character.",
    });
  });
});

describe("customer and dealer sign-in", () => {
  it("signs a customer in and answers user, userInfo and billing (null until the profile is complete)", async () => {
    const fresh = await createCustomer(t.database.db);
    const incomplete = await post("/api/loginCustomer", { email: fresh.email.toUpperCase(), password: fresh.password });
    expect(incomplete.statusCode).toBe(200);
    expect(incomplete.json()).toEqual({ user: { id: fresh.id, firstname: "Casey", lastname: "Customer", email: fresh.email }, userInfo: null, billing: null });

    const complete = await createCustomer(t.database.db, { complete: true });
    const signedIn = await post("/api/loginCustomer", { email: complete.email, password: complete.password });
    expect(signedIn.json().userInfo).toMatchObject({ m_forename: "Casey", m_city: "Toronto", m_state: "ON", m_tel: "(416) 555-0199" });
    expect(signedIn.json().billing).toMatchObject({ address1: "1 Test Street", postalcode: "M5V 2T6", province: "ON", same_as_shipping: true });
  });

  it("answers the same 401 for a wrong password, an unknown e-mail, a dealer ID and an unknown dealer", async () => {
    const customer = await createCustomer(t.database.db);
    const dealer = await createDealer(t.database.db);
    const answers = await Promise.all([
      post("/api/loginCustomer", { email: customer.email, password: "Wrong12345" }),
      post("/api/loginCustomer", { email: "nobody@example.com", password: "Wrong12345" }),
      post("/api/loginCustomer", { email: dealer.account, password: dealer.password }),
      post("/api/loginDealer", { account: dealer.account, password: "Wrong12345" }),
      post("/api/loginDealer", { account: "NOSUCH1", password: "Wrong12345" }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(LOGIN_FAILED);
      expect(answer.cookies.find((c) => c.name === "sid")).toBeUndefined();
    }
  });

  it("signs a dealer in by account (any letter case) with the dealer, the company details and the price code", async () => {
    const dealer = await createDealer(t.database.db, { pricecode: 4 });
    const response = await post("/api/loginDealer", { account: dealer.account.toLowerCase(), password: dealer.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      dealer: {
        id: dealer.id,
        account: dealer.account,
        name: "Test Body Shop Inc.",
        level: 2,
        email: dealer.email,
        firstname: "Terry",
        lastname: "Trade",
        dealer_info: { pricecode: 4, address1: "9 Trade Way", city: "Vaughan", state: "ON", country: "CA", zip: "L4K 1A1" },
        buyer: null,
      },
      dealerInfo: expect.objectContaining({ custno: dealer.account, company: "Test Body Shop Inc.", phone: "(905) 555-0177" }),
    });
    const who = (await me(sessionOf(response))).json();
    expect(who.kind).toBe("dealer");
    expect(who.dealer.account).toBe(dealer.account);
  });

  it("gives a suspended dealer the reason as a string and no session", async () => {
    const dealer = await createDealer(t.database.db, { active: false, suspendedReason: "Your account is on hold: please call the dealer line." });
    const response = await post("/api/loginDealer", { account: dealer.account, password: dealer.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ dealer: "Your account is on hold: please call the dealer line." });
    expect(response.cookies.find((c) => c.name === "sid")).toBeUndefined();
  });

  it("signs in the demo accounts of the demo seed (idempotent)", async () => {
    await seedDemoAccounts(t.database.db);
    await seedDemoAccounts(t.database.db);
    const customer = await post("/api/loginCustomer", { email: "shopper@example.com", password: "Shopper123" });
    expect(customer.json()).toMatchObject({
      user: { firstname: "Sam", lastname: "Shopper" },
      userInfo: { m_city: "Woodbridge", m_state: "ON", m_tel: "(905) 555-0100", m_year: 1967, m_make: "FORD", m_car: "Mustang" },
      billing: { same_as_shipping: true, province: "ON" },
    });
    const dealer = await post("/api/loginDealer", { account: "D10001", password: "Dealer123" });
    expect(dealer.json()).toMatchObject({ dealer: { name: "Demo Collision Ltd.", level: 3, dealer_info: { pricecode: 3, city: "Vaughan", state: "ON" } } });
  });
});

describe("sessions", () => {
  it("keeps a remembered session 30 days in the cookie and on the server; otherwise a browser-session cookie with 12 idle hours", async () => {
    const customer = await createCustomer(t.database.db);
    const remembered = await post("/api/loginCustomer", { email: customer.email, password: customer.password, remmemberMe: true });
    const longCookie = remembered.cookies.find((c) => c.name === "sid");
    expect(longCookie?.maxAge).toBe(30 * 24 * 60 * 60);
    const browserOnly = await post("/api/loginCustomer", { email: customer.email, password: customer.password });
    expect(browserOnly.cookies.find((c) => c.name === "sid")?.maxAge).toBeUndefined();

    const rows = await t.database.db
      .select({ remember: sessions.remember, hours: sql<number>`extract(epoch from ${sessions.expiresAt} - now()) / 3600` })
      .from(sessions)
      .where(eq(sessions.principalId, customer.id));
    const byKind = Object.fromEntries(rows.map((r) => [String(r.remember), Number(r.hours)]));
    expect(byKind.true).toBeGreaterThan(30 * 24 - 1);
    expect(byKind.false).toBeGreaterThan(11.9);
    expect(byKind.false).toBeLessThanOrEqual(12);
    const stored = await t.database.db.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.principalId, customer.id));
    expect(stored.map((s) => s.idHash)).not.toContain(longCookie?.value);
  });

  it("answers /me before sign-in, while signed in and after logout", async () => {
    expect((await me()).json()).toEqual({ kind: "anonymous" });
    const customer = await createCustomer(t.database.db);
    const cookies = sessionOf(await post("/api/loginCustomer", { email: customer.email, password: customer.password }));
    expect((await me(cookies)).json()).toMatchObject({ kind: "customer", user: { email: customer.email } });

    const out = await post("/api/logout", {}, { cookies });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === "sid");
    expect(cleared?.value).toBe("");
    expect((await me(cookies)).json()).toEqual({ kind: "anonymous" });
    expect((await post("/api/userDetails", {}, { cookies })).statusCode).toBe(401);
  });

  it("ends a session whose server-side expiry has passed", async () => {
    const customer = await createCustomer(t.database.db);
    const cookies = sessionOf(await post("/api/loginCustomer", { email: customer.email, password: customer.password }));
    expect((await post("/api/userDetails", {}, { cookies })).statusCode).toBe(200);
    await t.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.principalId, customer.id));
    const details = await post("/api/userDetails", {}, { cookies });
    expect(details.statusCode).toBe(401);
    expect(details.json()).toEqual({ error: { code: "UNAUTHORIZED", message: "Please sign in." } });
    const who = await me(cookies);
    expect(who.json()).toEqual({ kind: "anonymous" });
    expect(who.cookies.find((c) => c.name === "sid")?.value).toBe("");
  });

  it("slides an idle session's expiry forward when it is used after a minute", async () => {
    const customer = await createCustomer(t.database.db);
    const cookies = sessionOf(await post("/api/loginCustomer", { email: customer.email, password: customer.password }));
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 hours'`, expiresAt: sql`now() + interval '10 hours'` })
      .where(eq(sessions.principalId, customer.id));
    expect((await me(cookies)).json().kind).toBe("customer");
    const [row] = await t.database.db
      .select({ hours: sql<number>`extract(epoch from ${sessions.expiresAt} - now()) / 3600` })
      .from(sessions)
      .where(eq(sessions.principalId, customer.id));
    expect(Number(row?.hours)).toBeGreaterThan(11.9);
  });

  it("ignores a forged or malformed cookie", async () => {
    expect((await me({ sid: "A".repeat(43) })).json()).toEqual({ kind: "anonymous" });
    expect((await me({ sid: "not a token" })).json()).toEqual({ kind: "anonymous" });
  });
});

describe("rate limits", () => {
  it("locks an account after 5 failures in 15 minutes, even with the right password, whatever the address", async () => {
    const customer = await createCustomer(t.database.db);
    for (let i = 0; i < 5; i++) expect((await post("/api/loginCustomer", { email: customer.email, password: `Wrong${i}2345` })).statusCode).toBe(401);
    const locked = await post("/api/loginCustomer", { email: customer.email, password: customer.password });
    expectRefusedFor(locked, /^Too many sign-in attempts\. Please wait 15 minutes/);

    const dealer = await createDealer(t.database.db);
    for (let i = 0; i < 5; i++) await post("/api/loginDealer", { account: dealer.account, password: "Wrong12345" });
    expectRefusedFor(await post("/api/loginDealer", { account: dealer.account.toLowerCase(), password: dealer.password }), /^Too many sign-in attempts\./);
  });

  it("limits both sign-in calls together per address, and says how long to wait as Retry-After does", async () => {
    const ip = freshIp();
    const customer = await createCustomer(t.database.db);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await post("/api/loginDealer", { account: `NOBODY${i}`, password: "Wrong12345" }, { ip }));
    for (let i = 0; i < 4; i++) answers.push(await post("/api/loginCustomer", { email: `nobody${i}@example.com`, password: "Wrong12345" }, { ip }));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(401));
    expectRefusedFor(
      await post("/api/loginDealer", { account: "NOBODY9", password: "Wrong12345" }, { ip }),
      /^Too many sign-in attempts\. Please wait (\d+ seconds?|1 minute) /,
    );
    expectRefusedFor(await post("/api/loginCustomer", { email: customer.email, password: customer.password }, { ip }), /^Too many sign-in attempts\./);
    expect((await post("/api/loginCustomer", { email: customer.email, password: customer.password }, { ip: freshIp() })).statusCode).toBe(200);
  });
});

describe("request origin", () => {
  it("refuses a state-changing call from another site", async () => {
    const customer = await createCustomer(t.database.db);
    const foreign = await post(
      "/api/loginCustomer",
      { email: customer.email, password: customer.password },
      { headers: { origin: "https://evil.example", host: "shop.example" } },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe("FORBIDDEN");
    const own = await post(
      "/api/loginCustomer",
      { email: customer.email, password: customer.password },
      { headers: { origin: "https://shop.example", host: "shop.example" } },
    );
    expect(own.statusCode).toBe(200);
  });
});
