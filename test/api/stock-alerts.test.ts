import { and, eq, isNull, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffPartDetail } from "../../src/domain/contracts/admin-parts";
import { hashPassword } from "../../src/server/lib/passwords";
import { staffUsers } from "../../src/server/modules/accounts/schema";
import { mailOutbox } from "../../src/server/modules/mail/schema";
import { stockAlerts } from "../../src/server/modules/stock-alerts/schema";
import { sendBackInStockAlerts } from "../../src/server/modules/stock-alerts/service";
import { createTestApp, type TestApp } from "../app";
import { createPart } from "../factories";
import { sessionOf } from "./accounts-fixtures";
import { freshAddress, signedInCustomer, signedInDealer } from "./buying-fixtures";

let t: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { CAPTCHA: "off", PUBLIC_URL: "https://shop.example" } });
  const email = "stock.clerk@partshop.example";
  await t.database.db.insert(staffUsers).values({ email, passwordHash: await hashPassword("Staff12345"), name: "Stock clerk", role: "staff" });
  staff = sessionOf(await t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password: "Staff12345" }, remoteAddress: freshAddress() }));
});
afterAll(async () => {
  await t?.close();
});

const ctx = () => ({ db: t.database.db, mail: t.mail, config: t.config });
const mailsAbout = (item: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `${item} is back in stock`));
const asVisitor = (payload: object) => t.app.inject({ method: "POST", url: "/api/stockAlerts", payload, remoteAddress: freshAddress() });

/** Staff set a part's stock in the console, as its part page sends every field. */
async function setStock(item: string, onhand: number) {
  const current = (
    await t.app.inject({ method: "GET", url: `/api/admin/parts/${item}`, cookies: staff, remoteAddress: freshAddress() })
  ).json<StaffPartDetail>();
  const { view_count: _, created_at: __, ...fields } = current;
  return t.app.inject({ method: "PUT", url: `/api/admin/parts/${item}`, cookies: staff, payload: { ...fields, onhand }, remoteAddress: freshAddress() });
}

const waiting = async (item: string) =>
  (await t.app.inject({ method: "GET", url: `/api/admin/parts/${item}/stockAlerts`, cookies: staff, remoteAddress: freshAddress() })).json<{
    waiting: number;
  }>().waiting;

describe("back-in-stock alerts", () => {
  it("mails a customer who asked about F65-GRILLE exactly once, with the part's link and a working unsubscribe link, when staff set its stock to 5", async () => {
    const shopper = await signedInCustomer(t);
    const asked = await shopper.post("/api/stockAlerts", { item: "F65-GRILLE" });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ status: "ok", email: shopper.email });
    // Asking twice is one request.
    expect((await shopper.post("/api/stockAlerts", { item: "f65-grille" })).statusCode).toBe(200);
    expect(await waiting("F65-GRILLE")).toBe(1);

    const edited = await setStock("F65-GRILLE", 5);
    expect(edited.statusCode, edited.body).toBe(200);
    const mails = await mailsAbout("F65-GRILLE");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(shopper.email);
    expect(mails[0]!.text).toContain("https://shop.example/all-products/FORD/F65-GRILLE");
    expect(await waiting("F65-GRILLE")).toBe(0);

    // A later restock or sweep mails no one again.
    await setStock("F65-GRILLE", 0);
    await setStock("F65-GRILLE", 3);
    await sendBackInStockAlerts(ctx());
    expect(await mailsAbout("F65-GRILLE")).toHaveLength(1);

    const link = mails[0]!.text.match(/https:\/\/shop\.example(\/api\/stockAlerts\/unsubscribe\?token=[^\s]+)/)?.[1];
    expect(link).toBeDefined();
    const unsubscribed = await t.app.inject({ method: "GET", url: link!, remoteAddress: freshAddress() });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.body).toContain("You will not get any more mail about this part.");
    expect(await t.database.db.select().from(stockAlerts).where(eq(stockAlerts.item, "F65-GRILLE"))).toHaveLength(0);
    expect((await t.app.inject({ method: "GET", url: link!, remoteAddress: freshAddress() })).body).toContain("used already");
  });

  it("takes a visitor's e-mail (and the captcha), a dealer's account e-mail, and refuses a part in stock or none at all", async () => {
    const part = await createPart(t.database.db, { onhand: 0 });
    expect((await asVisitor({ item: part.item })).statusCode).toBe(400);
    expect((await asVisitor({ item: part.item, email: "not-an-email" })).statusCode).toBe(400);
    const visitor = await asVisitor({ item: part.item, email: "Visitor@Example.com" });
    expect(visitor.statusCode, visitor.body).toBe(200);
    const dealer = await signedInDealer(t);
    expect((await dealer.post("/api/stockAlerts", { item: part.item })).json()).toEqual({ status: "ok", email: dealer.email });
    expect(await waiting(part.item)).toBe(2);

    const stocked = await createPart(t.database.db, { onhand: 4 });
    expect((await asVisitor({ item: stocked.item, email: "a@example.com" })).statusCode).toBe(409);
    expect((await asVisitor({ item: "NO-SUCH-PART-9", email: "a@example.com" })).statusCode).toBe(404);
    const anonymousCount = await t.app.inject({ method: "GET", url: `/api/admin/parts/${part.item}/stockAlerts`, remoteAddress: freshAddress() });
    expect(anonymousCount.statusCode).toBe(401);
  });

  it("needs a solved captcha from a visitor when the captcha is on", async () => {
    const guarded = await createTestApp({ env: { CAPTCHA: "on" } });
    try {
      const part = await createPart(guarded.database.db, { onhand: 0 });
      const answer = await guarded.app.inject({
        method: "POST",
        url: "/api/stockAlerts",
        payload: { item: part.item, email: "v@example.com" },
        remoteAddress: freshAddress(),
      });
      expect(answer.statusCode).toBe(400);
      expect(await guarded.database.db.select().from(stockAlerts)).toHaveLength(0);
    } finally {
      await guarded.close();
    }
  });

  it("mails each waiting person once when 20 restocks run at once (console edits and sweeps together)", async () => {
    const part = await createPart(t.database.db, { onhand: 0 });
    const people = ["one@example.com", "two@example.com", "three@example.com"];
    for (const email of people) expect((await asVisitor({ item: part.item, email })).statusCode).toBe(200);
    await t.database.db.execute(sql`update parts set onhand = 7 where item = ${part.item}`);
    const restocks = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 ? setStock(part.item, 5 + i).then((r) => r.statusCode) : sendBackInStockAlerts(ctx(), [part.item]).then(() => 200),
    );
    expect(await Promise.all(restocks)).toEqual(Array(20).fill(200));
    const mails = await mailsAbout(part.item);
    expect(mails.map((mail) => mail.to).sort()).toEqual([...people].sort());
    expect(
      await t.database.db
        .select()
        .from(stockAlerts)
        .where(and(eq(stockAlerts.item, part.item), isNull(stockAlerts.notifiedAt))),
    ).toHaveLength(0);
  });
});
