import { desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApiError } from "../../src/domain/contracts/common";
import { inquiries } from "../../src/server/modules/inquiries/schema";
import { mailOutbox } from "../../src/server/modules/mail/schema";
import { createTestApp, type TestApp } from "../app";
import { solveCaptcha } from "../captcha";
import { createClassicModel, createPart, uniqueCode } from "../factories";

let t: TestApp;
let storeEmail: string;
let addressCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA_MAX_NUMBER: "1000" } });
  storeEmail = t.config.store.email;
});

afterAll(async () => {
  await t?.close();
});

/** Each test writes from its own address, so the per-address rate limit of one test never touches another. */
function newAddress(): string {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

async function send<T>(url: string, payload: Record<string, unknown>, options: { from?: string; captcha?: boolean } = {}) {
  const body = options.captcha === false ? payload : { ...payload, altcha: await solveCaptcha(t.app) };
  const response = await t.app.inject({ method: "POST", url: `/api${url}`, payload: body, remoteAddress: options.from ?? newAddress() });
  return { status: response.statusCode, body: response.json<T>() };
}

function sender(name = "Riley Shopper") {
  return { name, email: `${uniqueCode("who").toLowerCase()}@example.com` };
}

async function storedFor(email: string) {
  return t.database.db.select().from(inquiries).where(eq(inquiries.email, email));
}

/** The mails of one inquiry: the store's copy (reply-to the sender) and the sender's acknowledgement. */
async function mailsFor(email: string) {
  const rows = await t.database.db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.to, [email, storeEmail]))
    .orderBy(desc(mailOutbox.id));
  const toSender = rows.filter((row) => row.to === email);
  const toStore = rows.filter((row) => row.to === storeEmail && row.replyTo === email);
  return { toSender, toStore };
}

const MESSAGE = "Could you quote shipping to Halifax, NS B3H 1A1 please?";

describe("POST /inquiryOnline", () => {
  it("stores a shipping inquiry about a part and queues a mail to the store and one to the sender", async () => {
    const part = await createPart(t.database.db, { descrip: "Steel hood", oversize: true });
    const who = sender();
    const { status, body } = await send("/inquiryOnline", {
      ...who,
      subject: `Shipping inquiry: ${part.item}`,
      message: MESSAGE,
      item: part.item,
      kind: "shipping",
    });
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ok" });

    const [stored] = await storedFor(who.email);
    expect(stored).toMatchObject({
      kind: "shipping",
      name: who.name,
      email: who.email,
      subject: `Shipping inquiry: ${part.item}`,
      message: MESSAGE,
      item: part.item,
    });

    const { toStore, toSender } = await mailsFor(who.email);
    expect(toStore).toHaveLength(1);
    expect(toStore[0]).toMatchObject({ to: storeEmail, replyTo: who.email, subject: `Shipping inquiry: ${part.item}`, status: "pending" });
    expect(toStore[0]!.text).toContain(who.name);
    expect(toStore[0]!.text).toContain(who.email);
    expect(toStore[0]!.text).toContain(MESSAGE);
    expect(toStore[0]!.text).toContain(`Item: ${part.item} - Steel hood`);
    expect(toStore[0]!.text).toContain("oversize");
    expect(toSender).toHaveLength(1);
    expect(toSender[0]).toMatchObject({ to: who.email, replyTo: null, subject: `We received your message: Shipping inquiry: ${part.item}` });
    expect(toSender[0]!.text).toContain(`Thank you for your email, ${t.config.store.name} will contact you as soon as possible.`);
    expect(toSender[0]!.text).toContain(MESSAGE);
  });

  it("takes kind shipping when none is sent, and stores an ETA inquiry as eta", async () => {
    const part = await createPart(t.database.db, { onhand: 0, onshpeta: "2030-01-15" });
    const first = sender();
    expect((await send("/inquiryOnline", { ...first, subject: "When can I get it?", message: MESSAGE, item: part.item })).status).toBe(200);
    expect((await storedFor(first.email))[0]!.kind).toBe("shipping");

    const second = sender();
    expect((await send("/inquiryOnline", { ...second, subject: "When can I get it?", message: MESSAGE, item: part.item, kind: "eta" })).status).toBe(200);
    expect((await storedFor(second.email))[0]!.kind).toBe("eta");
    const { toStore } = await mailsFor(second.email);
    expect(toStore[0]!.subject).toBe(`ETA inquiry: When can I get it? (${part.item})`);
    expect(toStore[0]!.text).toContain("expected 2030-01-15");
  });

  it("stores a classic body model inquiry as model", async () => {
    const model = await createClassicModel(t.database.db, { make: "FORD", model: "Mustang Fastback", yearModel: "1967-1968" });
    const who = sender();
    const { status } = await send("/inquiryOnline", {
      ...who,
      subject: `Model inquiry: ${model.item}`,
      message: "Please send the crate dimensions.",
      item: model.item,
      kind: "model",
    });
    expect(status).toBe(200);
    expect((await storedFor(who.email))[0]).toMatchObject({ kind: "model", item: model.item });
    const { toStore, toSender } = await mailsFor(who.email);
    expect(toStore[0]!.text).toContain(`Model: ${model.item} - FORD Mustang Fastback (1967-1968)`);
    expect(toSender).toHaveLength(1);
  });

  it("accepts an inquiry about no particular item", async () => {
    const who = sender();
    expect((await send("/inquiryOnline", { ...who, subject: "Shipping to the USA", message: MESSAGE })).status).toBe(200);
    expect((await storedFor(who.email))[0]!.item).toBeNull();
  });

  it("404s an unknown item and stores and sends nothing", async () => {
    const who = sender();
    const { status, body } = await send<ApiError>("/inquiryOnline", { ...who, subject: "Shipping", message: MESSAGE, item: uniqueCode("NOPE") });
    expect(status).toBe(404);
    expect(body.error.code).toBe("NOT_FOUND");
    expect(await storedFor(who.email)).toEqual([]);
    const { toStore, toSender } = await mailsFor(who.email);
    expect([...toStore, ...toSender]).toEqual([]);
  });

  it.each([
    ["a one-letter name", { name: "R" }, "name", "Name must be at least 2 characters"],
    ["a 51-letter name", { name: "R".repeat(51) }, "name", "Name must be at most 50 characters"],
    ["a bad e-mail", { email: "not-an-email" }, "email", "Please enter a valid email address"],
    ["a 9-character message", { message: "Too short" }, "message", "Message must be at least 10 characters"],
    ["a 501-character message", { message: "x".repeat(501) }, "message", "Message must be at most 500 characters"],
    ["an empty subject", { subject: "" }, "subject", "Subject must be at least 2 characters"],
    ["an unknown kind", { kind: "refund" }, "kind", "Inquiry kind must be shipping, eta or model"],
  ])("400s %s with the field's message", async (_label, change, field, message) => {
    const who = sender();
    const { status, body } = await send<ApiError>("/inquiryOnline", { ...who, subject: "Shipping", message: MESSAGE, ...change }, { captcha: false });
    expect(status).toBe(400);
    expect(body.error.code).toBe("INVALID");
    expect(body.error.fields?.[field]).toBe(message);
    expect(await storedFor(who.email)).toEqual([]);
  });

  it("refuses a message without a solved captcha", async () => {
    const who = sender();
    const { status, body } = await send<ApiError>("/inquiryOnline", { ...who, subject: "Shipping", message: MESSAGE }, { captcha: false });
    expect(status).toBe(400);
    expect(body.error.fields).toHaveProperty("altcha");
    expect(await storedFor(who.email)).toEqual([]);
  });

  it("stores nothing when a mail cannot be queued: row and mails are one transaction", async () => {
    const who = sender();
    const enqueue = t.mail.enqueue.bind(t.mail);
    let calls = 0;
    vi.spyOn(t.mail, "enqueue").mockImplementation(async (db, mail) => {
      calls += 1;
      if (calls === 2) throw new Error("outbox unavailable");
      await enqueue(db, mail);
    });
    const { status, body } = await send<ApiError>("/inquiryOnline", { ...who, subject: "Shipping", message: MESSAGE });
    expect(status).toBe(500);
    expect(body.error.code).toBe("INTERNAL");
    expect(await storedFor(who.email)).toEqual([]);
    const { toStore, toSender } = await mailsFor(who.email);
    expect([...toStore, ...toSender]).toEqual([]);
  });

  it("answers 429 after five messages a minute from one address", async () => {
    const from = newAddress();
    for (let n = 0; n < 5; n++) expect((await send("/inquiryOnline", { ...sender(), subject: "Shipping", message: MESSAGE }, { from })).status).toBe(200);
    const { status, body } = await send<ApiError>("/inquiryOnline", { ...sender(), subject: "Shipping", message: MESSAGE }, { from });
    expect(status).toBe(429);
    expect(body.error.code).toBe("RATE_LIMITED");
  });
});

describe("POST /contact", () => {
  const CONTACT = "Do you carry 1957 Bel Air quarter panels in stock?";

  it("stores a contact message and queues a mail to the store and one to the sender", async () => {
    const who = sender("Sam Contact");
    const { status, body } = await send("/contact", { ...who, subject: "Quarter panels", message: CONTACT });
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ok" });
    expect((await storedFor(who.email))[0]).toMatchObject({ kind: "contact", name: "Sam Contact", subject: "Quarter panels", message: CONTACT, item: null });
    const { toStore, toSender } = await mailsFor(who.email);
    expect(toStore).toHaveLength(1);
    expect(toStore[0]).toMatchObject({ to: storeEmail, replyTo: who.email, subject: "Contact message: Quarter panels" });
    expect(toStore[0]!.text).toContain(CONTACT);
    expect(toSender).toHaveLength(1);
    expect(toSender[0]).toMatchObject({ to: who.email, subject: "We received your message: Quarter panels" });
  });

  it("refuses line breaks in a subject (no header injection) and keeps them in the message", async () => {
    const who = sender();
    const injected = await send<ApiError>("/contact", { ...who, subject: "Panels\r\nBcc: victim@example.com", message: CONTACT }, { captcha: false });
    expect(injected.status).toBe(400);
    expect(injected.body.error.fields?.subject).toBe("Must be a single line, without tabs or line breaks.");
    expect(await storedFor(who.email)).toEqual([]);

    const multiLine = `${CONTACT}\nSecond line.\r\n\tIndented.`;
    expect((await send("/contact", { ...who, subject: "Panels", message: multiLine })).status).toBe(200);
    const { toStore } = await mailsFor(who.email);
    expect(toStore[0]?.text).toContain("Second line.");
  });

  it.each([
    ["a one-letter name", { name: "S" }, "name", "Name must be at least 2 characters."],
    ["a bad e-mail", { email: "sam@" }, "email", "Please enter a valid email address"],
    ["a one-letter subject", { subject: "Q" }, "subject", "Subject must be at least 2 characters."],
    ["a 19-character message", { message: "Too short to send." }, "message", "Message must be at least 20 characters"],
    ["a 256-character message", { message: "x".repeat(256) }, "message", "Message must be at most 255 characters"],
  ])("400s %s with the field's message", async (_label, change, field, message) => {
    const who = sender();
    const { status, body } = await send<ApiError>("/contact", { ...who, subject: "Quarter panels", message: CONTACT, ...change }, { captcha: false });
    expect(status).toBe(400);
    expect(body.error.fields?.[field]).toBe(message);
    expect(await storedFor(who.email)).toEqual([]);
  });

  it("400s a body that is not an object", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: "[]",
      remoteAddress: newAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().error.code).toBe("INVALID");
  });
});
