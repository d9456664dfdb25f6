import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/server/lib/passwords";
import { staffUsers } from "../../src/server/modules/accounts/schema";
import { auditLog } from "../../src/server/modules/audit/schema";
import { createTestApp, type TestApp } from "../app";
import { createPart } from "../factories";
import { createCustomer, lastMailTo, sessionOf } from "./accounts-fixtures";
import { freshAddress, signedInCustomer, signedInDealer } from "./buying-fixtures";

let t: TestApp;
let owner: { id: number; cookies: Record<string, string> };
let clerk: { id: number; cookies: Record<string, string> };

async function staffMember(email: string, role: "owner" | "staff") {
  const [member] = await t.database.db
    .insert(staffUsers)
    .values({ email, passwordHash: await hashPassword("Staff12345"), name: email.split("@")[0]!, role })
    .returning();
  const cookies = sessionOf(
    await t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password: "Staff12345" }, remoteAddress: freshAddress() }),
  );
  return { id: member!.id, cookies };
}

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA: "off", PUBLIC_URL: "https://shop.example" } });
  owner = await staffMember("owner@partshop.example", "owner");
  clerk = await staffMember("clerk@partshop.example", "staff");
});
afterAll(async () => {
  await t?.close();
});

const as = (who: { cookies: Record<string, string> }) => ({
  get: (url: string) => t.app.inject({ method: "GET", url, cookies: who.cookies, remoteAddress: freshAddress() }),
  post: (url: string, payload: object = {}) => t.app.inject({ method: "POST", url, payload, cookies: who.cookies, remoteAddress: freshAddress() }),
});
const lastAudit = async (target: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(desc(auditLog.id)).limit(1))[0];

describe("the console's customers", () => {
  it("finds customers by e-mail or name, shows one with their profile, and refuses shoppers and visitors", async () => {
    const customer = await createCustomer(t.database.db, { complete: true, email: "marguerite.people@example.com", firstname: "Marguerite" });
    const list = (await as(clerk).get("/api/admin/customers?q=marguerite.people")).json();
    expect(list).toMatchObject({ total: 1, page: 1, per_page: 20, rows: [{ id: customer.id, email: customer.email, active: true, province: "ON" }] });
    expect((await as(clerk).get("/api/admin/customers?q=Marguerite")).json().rows.map((row: { id: number }) => row.id)).toContain(customer.id);
    expect((await as(clerk).get("/api/admin/customers?q=100%25_")).json().total).toBe(0);
    const detail = (await as(clerk).get(`/api/admin/customers/${customer.id}`)).json();
    expect(detail.customer.email).toBe(customer.email);
    expect(detail.profile.user.email).toBe(customer.email);
    expect(detail.profile.userInfo).not.toBeNull();
    expect((await as(clerk).get("/api/admin/customers/99999999")).statusCode).toBe(404);
    expect((await as(clerk).get("/api/admin/customers/abc")).statusCode).toBe(400);

    expect((await t.app.inject({ url: "/api/admin/customers" })).statusCode).toBe(401);
    expect((await (await signedInCustomer(t)).get("/api/admin/customers")).statusCode).toBe(403);
    expect((await (await signedInDealer(t)).get(`/api/admin/customers/${customer.id}`)).statusCode).toBe(403);
    expect((await as(clerk).get("/api/admin/customers")).headers["cache-control"]).toBe("private, no-store");
  });

  it("disables a customer: their session ends at once, they cannot sign in, and the reason is audited; enabling lets them back", async () => {
    const shopper = await signedInCustomer(t);
    expect((await shopper.get("/api/me")).json().kind).toBe("customer");
    expect((await as(clerk).post(`/api/admin/customers/${shopper.id}/disable`, { reason: "Chargeback fraud" })).json()).toEqual({ status: "ok" });
    expect((await shopper.get("/api/me")).json().kind).toBe("anonymous");
    expect(await lastAudit(`customer:${shopper.id}`)).toMatchObject({
      actor: `staff:${clerk.id}`,
      action: "customer.disable",
      details: { reason: "Chargeback fraud", after: { active: false } },
    });
    expect((await as(clerk).post(`/api/admin/customers/${shopper.id}/disable`, { reason: "x" })).statusCode).toBe(400);

    expect((await as(clerk).post(`/api/admin/customers/${shopper.id}/enable`)).statusCode).toBe(200);
    expect((await as(clerk).get(`/api/admin/customers/${shopper.id}`)).json().customer.active).toBe(true);
  });

  it("a disabled customer's right password gets the same failure as a wrong one", async () => {
    const customer = await createCustomer(t.database.db, { complete: true });
    await as(clerk).post(`/api/admin/customers/${customer.id}/disable`, { reason: "Asked us to close it" });
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/loginCustomer",
      payload: { email: customer.email, password: customer.password },
      remoteAddress: freshAddress(),
    });
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/loginCustomer",
      payload: { email: customer.email, password: "Wrong12345" },
      remoteAddress: freshAddress(),
    });
    expect(refused.statusCode).toBe(wrong.statusCode);
    expect(refused.json()).toEqual(wrong.json());
    expect(refused.cookies.find((c) => c.name === "sid" && c.value)).toBeUndefined();
  });

  it("mails a customer a reset link that works, and says who sent it", async () => {
    const customer = await createCustomer(t.database.db, { complete: true });
    expect((await as(clerk).post(`/api/admin/customers/${customer.id}/reset-link`)).statusCode).toBe(200);
    expect((await lastMailTo(t.database.db, customer.email))?.text).toContain("https://shop.example/reset-password?token=");
    expect(await lastAudit(`customer:${customer.id}`)).toMatchObject({ actor: `staff:${clerk.id}`, action: "customer.reset-link" });
  });
});

describe("the console's dealers", () => {
  it("creates a dealer with Dealer ID, company, price code and password, who can then sign in and sees that price code's prices", async () => {
    const part = await createPart(t.database.db, { pricel: 200, price: 200, price2: 150, price3: 140, onhand: 3, orderpt: 10 });
    const created = await as(clerk).post("/api/admin/dealers", {
      account: "wood-77",
      company: "Woodbridge Collision",
      pricecode: 2,
      password: "Trade2026",
      email: "parts@wbcollision.example",
    });
    expect(created.statusCode, created.body).toBe(200);
    const dealer = created.json();
    expect(dealer).toMatchObject({ account: "WOOD-77", company: "Woodbridge Collision", pricecode: 2, level: 2, active: true });
    expect(await lastAudit("dealer:WOOD-77")).toMatchObject({ actor: `staff:${clerk.id}`, action: "dealer.create" });

    const duplicate = await as(clerk).post("/api/admin/dealers", {
      account: "WOOD-77",
      company: "Another",
      pricecode: 3,
      password: "Trade2026",
      email: "b@example.com",
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields).toEqual({ account: "This Dealer ID is already used." });
    const bad = await as(clerk).post("/api/admin/dealers", { account: "W", company: "", pricecode: 9, password: "short", email: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(["account", "company", "email", "password", "pricecode"]);

    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/loginDealer",
      payload: { account: "WOOD-77", password: "Trade2026" },
      remoteAddress: freshAddress(),
    });
    const cookies = sessionOf(signIn);
    const tierOf = async () => {
      const shown = (await t.app.inject({ url: `/api/items/${encodeURIComponent(part.item)}`, cookies })).json().singleItem;
      return Object.fromEntries(Object.entries(shown).filter(([key]) => /^price[2-6]$/.test(key)));
    };
    expect(await tierOf()).toEqual({ price2: 150 });

    const changed = await as(clerk).post(`/api/admin/dealers/${dealer.id}`, { pricecode: 3, phone: "(905) 555-0100" });
    expect(changed.json()).toMatchObject({ pricecode: 3, level: 3, phone: "(905) 555-0100" });
    expect(await tierOf()).toEqual({ price3: 140 });
    expect(await lastAudit("dealer:WOOD-77")).toMatchObject({ action: "dealer.update", details: { before: { pricecode: 2 }, after: { pricecode: 3 } } });
    expect((await as(clerk).get("/api/admin/dealers?q=woodbridge")).json().rows.map((row: { account: string }) => row.account)).toEqual(["WOOD-77"]);
  });

  it("suspends a dealer with a reason they are shown at sign-in, ending their session; reinstating lets them back", async () => {
    const dealer = await signedInDealer(t);
    expect((await as(clerk).post(`/api/admin/dealers/${dealer.id}/disable`, { reason: "Account past due. Call the dealer line." })).statusCode).toBe(200);
    expect((await dealer.get("/api/me")).json().kind).toBe("anonymous");
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/loginDealer",
      payload: { account: dealer.account, password: "Dealer1234" },
      remoteAddress: freshAddress(),
    });
    expect(refused.body).toContain("Account past due. Call the dealer line.");
    expect((await as(clerk).post(`/api/admin/dealers/${dealer.id}/enable`)).statusCode).toBe(200);
    expect((await as(clerk).get(`/api/admin/dealers?q=${dealer.account}`)).json().rows[0]).toMatchObject({ active: true, suspended_reason: null });
  });
});

describe("the console's staff users (owners only)", () => {
  it("lets an owner list, create, promote and disable staff; a staff member gets 403", async () => {
    expect((await as(clerk).get("/api/admin/staff")).statusCode).toBe(403);
    expect((await as(clerk).post("/api/admin/staff", { email: "x@partshop.example", name: "Xavier", password: "Staff12345", role: "owner" })).statusCode).toBe(
      403,
    );

    const created = await as(owner).post("/api/admin/staff", { email: "New.Hire@partshop.example", name: "Nadia Hire", password: "Hire2026x", role: "staff" });
    expect(created.json()).toMatchObject({ email: "new.hire@partshop.example", role: "staff", active: true });
    expect(
      (await as(owner).post("/api/admin/staff", { email: "new.hire@partshop.example", name: "Again", password: "Hire2026x", role: "staff" })).statusCode,
    ).toBe(409);
    const hire = created.json().id as number;
    const hireSession = sessionOf(
      await t.app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { email: "new.hire@partshop.example", password: "Hire2026x" },
        remoteAddress: freshAddress(),
      }),
    );

    const list = (await as(owner).get("/api/admin/staff")).json().rows;
    expect(list[0].role).toBe("owner");
    expect(list.map((row: { id: number }) => row.id)).toEqual(expect.arrayContaining([owner.id, clerk.id, hire]));

    expect((await as(owner).post(`/api/admin/staff/${hire}/role`, { role: "owner" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/admin/me", cookies: hireSession })).json().staff.role).toBe("owner");
    expect(await lastAudit(`staff:${hire}`)).toMatchObject({
      actor: `staff:${owner.id}`,
      action: "staff.role",
      details: { before: { role: "staff" }, after: { role: "owner" } },
    });

    expect((await as(owner).post(`/api/admin/staff/${hire}/disable`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/admin/me", cookies: hireSession })).statusCode).toBe(401);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: "new.hire@partshop.example", password: "Hire2026x" },
      remoteAddress: freshAddress(),
    });
    expect(again.statusCode).toBe(401);
  });

  it("keeps one active owner: the last owner cannot be demoted or disabled, and nobody disables themself", async () => {
    expect((await as(owner).post(`/api/admin/staff/${owner.id}/disable`)).json().error.message).toBe("You cannot disable your own staff account.");
    const demoted = await as(owner).post(`/api/admin/staff/${owner.id}/role`, { role: "staff" });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().error.message).toBe("The shop needs at least one active owner.");
    expect((await as(owner).get("/api/admin/me")).json().staff.role).toBe("owner");
  });
});
