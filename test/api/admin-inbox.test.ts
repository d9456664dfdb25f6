import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dashboard, InquiryDetail, InquiryList } from "../../src/domain/contracts/admin";
import { hashPassword } from "../../src/server/lib/passwords";
import { staffUsers } from "../../src/server/modules/accounts/schema";
import { auditLog } from "../../src/server/modules/audit/schema";
import { createTestApp, type TestApp } from "../app";
import { createPart, uniqueCode } from "../factories";
import { lastMailTo, sessionOf } from "./accounts-fixtures";
import { freshAddress, payByCard, signedInCustomer, signedInDealer, stockedPart } from "./buying-fixtures";

let t: TestApp;
let staff: Record<string, string>;
let staffId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA: "off", PUBLIC_URL: "https://shop.example" } });
  const [member] = await t.database.db
    .insert(staffUsers)
    .values({ email: "inbox@partshop.example", passwordHash: await hashPassword("Staff12345"), name: "Irene Inbox" })
    .returning();
  staffId = member!.id;
  staff = sessionOf(
    await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: "inbox@partshop.example", password: "Staff12345" },
      remoteAddress: freshAddress(),
    }),
  );
});
afterAll(async () => {
  await t?.close();
});

const asStaff = (method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, cookies: staff, remoteAddress: freshAddress() });

async function contactMessage(subject: string) {
  const email = `${uniqueCode("who").toLowerCase()}@example.com`;
  const sent = await t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: { name: "Riley Shopper", email, subject, message: "Do you ship to Halifax?\nThanks, Riley" },
    remoteAddress: freshAddress(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const list = (await asStaff("GET", `/api/admin/inquiries?q=${encodeURIComponent(email)}`)).json<InquiryList>();
  return { email, id: list.rows[0]!.id };
}

describe("the console's inbox", () => {
  it("lists waiting messages oldest first, with the kind named, and refuses anyone but staff", async () => {
    const first = await contactMessage("Halifax shipping");
    const second = await contactMessage("Another question");
    const waiting = (await asStaff("GET", "/api/admin/inquiries")).json<InquiryList>();
    const ids = waiting.rows.map((row) => row.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(waiting.rows.find((row) => row.id === first.id)).toMatchObject({
      kind: "contact",
      kind_label: "Contact message",
      subject: "Halifax shipping",
      answered_at: null,
    });
    expect((await asStaff("GET", "/api/admin/inquiries?kind=profile")).json<InquiryList>().rows.map((row) => row.id)).not.toContain(first.id);
    expect((await asStaff("GET", "/api/admin/inquiries?state=never")).statusCode).toBe(400);

    expect((await t.app.inject({ url: "/api/admin/inquiries" })).statusCode).toBe(401);
    expect((await (await signedInCustomer(t)).get("/api/admin/inquiries")).statusCode).toBe(403);
    expect((await (await signedInDealer(t)).post(`/api/admin/inquiries/${first.id}/reply`, { message: "Hello" })).statusCode).toBe(403);
  });

  it("replies by e-mail: the sender gets the reply quoting their message, it is kept with the message, and the message is answered", async () => {
    const { email, id } = await contactMessage("Halifax shipping please");
    const replied = await asStaff("POST", `/api/admin/inquiries/${id}/reply`, { message: "Yes, we ship to Halifax by Purolator.\nAbout 4 days." });
    expect(replied.statusCode, replied.body).toBe(200);
    const mail = await lastMailTo(t.database.db, email);
    expect(mail).toMatchObject({ subject: "Re: Halifax shipping please", replyTo: t.config.store.email });
    expect(mail?.text).toContain("Yes, we ship to Halifax by Purolator.\nAbout 4 days.");
    expect(mail?.text).toContain("> Do you ship to Halifax?");
    expect(mail?.text).toContain("Irene Inbox");

    const detail = (await asStaff("GET", `/api/admin/inquiries/${id}`)).json<InquiryDetail>();
    expect(detail).toMatchObject({
      message: "Do you ship to Halifax?\nThanks, Riley",
      answered_by: "Irene Inbox",
      replies: [{ by: "Irene Inbox", message: "Yes, we ship to Halifax by Purolator.\nAbout 4 days." }],
    });
    expect(detail.answered_at).not.toBeNull();
    expect((await asStaff("GET", "/api/admin/inquiries")).json<InquiryList>().rows.map((row) => row.id)).not.toContain(id);
    expect((await asStaff("GET", "/api/admin/inquiries?state=answered")).json<InquiryList>().rows.map((row) => row.id)).toContain(id);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `inquiry:${id}`))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ actor: `staff:${staffId}`, action: "inquiry.reply", details: { to: email, after: { answered: true } } });

    expect((await asStaff("POST", `/api/admin/inquiries/${id}/reply`, { message: " " })).statusCode).toBe(400);
    expect((await asStaff("POST", "/api/admin/inquiries/99999999/reply", { message: "Hello there" })).statusCode).toBe(404);
  });

  it("marks a message answered without replying, and waiting again", async () => {
    const { id } = await contactMessage("Answered by phone");
    expect((await asStaff("POST", `/api/admin/inquiries/${id}/answered`, { answered: true })).statusCode).toBe(200);
    expect((await asStaff("GET", `/api/admin/inquiries/${id}`)).json<InquiryDetail>()).toMatchObject({ answered_by: "Irene Inbox", replies: [] });
    expect((await asStaff("POST", `/api/admin/inquiries/${id}/answered`, { answered: false })).statusCode).toBe(200);
    expect((await asStaff("GET", `/api/admin/inquiries/${id}`)).json<InquiryDetail>()).toMatchObject({ answered_at: null, answered_by: null });
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `inquiry:${id}`))
    ).map((entry) => entry.action);
    expect(actions).toEqual(["inquiry.answered", "inquiry.reopened"]);
  });
});

describe("the console's dashboard", () => {
  it("shows today's orders and sales, quote requests and messages waiting, and parts below their reorder point", async () => {
    const before = (await asStaff("GET", "/api/admin/dashboard")).json<Dashboard>();
    const buyer = await signedInCustomer(t);
    const part = await stockedPart(t, { pricel: 40, price: 40, onhand: 9, orderpt: 1 });
    await buyer.post("/api/addToShoppingCart", { item: part.item, user: buyer.id, quantity: 1, type: 1 });
    const paid = await payByCard(buyer);
    const low = await createPart(t.database.db, { onhand: 0, orderpt: 5 });
    await contactMessage("Waiting for us");

    const after = (await asStaff("GET", "/api/admin/dashboard")).json<Dashboard>();
    expect(after.today.count).toBe(before.today.count + 1);
    expect(after.today.sales).toBeCloseTo(before.today.sales + paid.answer.json<{ total: number }>().total, 2);
    expect(after.today.rows[0]).toMatchObject({ order_num: paid.orderNumber, status_label: "Paid, processing" });
    expect(after.inquiriesWaiting.count).toBe(before.inquiriesWaiting.count + 1);
    expect(after.lowStock.count).toBe(before.lowStock.count + 1);
    expect(after.lowStock.rows.map((row) => row.item)).toContain(low.item);
    expect(after.quotesWaiting.count).toBe(before.quotesWaiting.count);
    expect((await (await signedInCustomer(t)).get("/api/admin/dashboard")).statusCode).toBe(403);
  });
});
