import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/server/lib/passwords";
import { staffUsers } from "../../src/server/modules/accounts/schema";
import { createTestApp, type TestApp } from "../app";
import { createCustomer, sessionOf, signInCustomer } from "./accounts-fixtures";

let t: TestApp;
let lastIp = 0;
const freshIp = () => `10.8.0.${++lastIp}`;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(staffUsers).values([
    { email: "owner@partshop.example", passwordHash: await hashPassword("Owner12345"), name: "Olive Owner", role: "owner" },
    { email: "clerk@partshop.example", passwordHash: await hashPassword("Clerk12345"), name: "Chris Clerk", role: "staff" },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password }, remoteAddress: freshIp() });

describe("staff sign-in at /api/admin/login", () => {
  it("signs staff in with the same session machinery, and /api/admin/me and /api/me say who they are with their role", async () => {
    const signedIn = await login("Owner@Partshop.example", "Owner12345");
    expect(signedIn.statusCode).toBe(200);
    const staff = { id: expect.any(Number), email: "owner@partshop.example", name: "Olive Owner", role: "owner" };
    expect(signedIn.json()).toEqual({ staff });
    const cookies = sessionOf(signedIn);
    expect((await t.app.inject({ url: "/api/admin/me", cookies })).json()).toEqual({ staff });
    expect((await t.app.inject({ url: "/api/me", cookies })).json()).toEqual({ kind: "staff", staff });
    const clerk = sessionOf(await login("clerk@partshop.example", "Clerk12345"));
    expect((await t.app.inject({ url: "/api/admin/me", cookies: clerk })).json().staff.role).toBe("staff");
  });

  it("answers a wrong password and an unknown address with the same 401", async () => {
    const wrong = await login("owner@partshop.example", "Nope12345");
    const unknown = await login("nobody@partshop.example", "Nope12345");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies.find((c) => c.name === "sid")).toBeUndefined();
  });

  it("keeps staff calls from shoppers and anonymous callers, and shopper calls from staff", async () => {
    expect((await t.app.inject({ url: "/api/admin/me" })).statusCode).toBe(401);
    const customer = await createCustomer(t.database.db);
    const shopper = await signInCustomer(t.app, customer.email, customer.password);
    expect((await t.app.inject({ url: "/api/admin/me", cookies: shopper })).statusCode).toBe(403);
    const staff = sessionOf(await login("clerk@partshop.example", "Clerk12345"));
    const asStaff = await t.app.inject({ method: "POST", url: "/api/userDetails", payload: {}, cookies: staff });
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.json().error.message).toBe("This is only for customer and dealer accounts.");
  });
});

describe("staff quote an oversize order's shipping", () => {
  it("lets staff make a Pending for Quote order payable, and no shopper", async () => {
    const { stockedPart, signedInCustomer } = await import("./buying-fixtures");
    const shopper = await signedInCustomer(t);
    const hood = await stockedPart(t, { oversize: true, pricel: 200 });
    await shopper.post("/api/addToShoppingCart", { item: hood.item, user: shopper.id, quantity: 1, type: 1 });
    const { sono } = (await shopper.post("/api/getQuote", { custno: shopper.id, addressID: 0, subtotal: 200 })).json<{ sono: string }>();
    expect((await shopper.post(`/api/admin/orders/${sono}/quote`, { shipping: 40, days: 4 })).statusCode).toBe(403);
    const staff = sessionOf(await login("clerk@partshop.example", "Clerk12345"));
    const quoted = await t.app.inject({ method: "POST", url: `/api/admin/orders/${sono}/quote`, payload: { shipping: 40, days: 4 }, cookies: staff });
    expect(quoted.json()).toEqual({ status: "ok" });
    const order = (await shopper.get(`/api/oneOrder?so=${sono}&id=${shopper.id}`)).json();
    expect(order.somast).toMatchObject({ sales_status: 5, shipping: 40, tax: 31.2, total: 271.2 });
    expect(
      (await t.app.inject({ method: "POST", url: "/api/admin/orders/999999999/quote", payload: { shipping: 1, days: 1 }, cookies: staff })).statusCode,
    ).toBe(404);
  });
});
