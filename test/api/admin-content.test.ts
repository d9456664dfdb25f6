import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutReply } from "../../src/domain/contracts/buying";
import { DEFAULT_SHIPPING_RATES } from "../../src/domain/shipping";
import { TAX_PROVINCES } from "../../src/domain/tax";
import { hashPassword } from "../../src/server/lib/passwords";
import { staffUsers } from "../../src/server/modules/accounts/schema";
import { auditLog } from "../../src/server/modules/audit/schema";
import { createTestApp, type TestApp } from "../app";
import { createClassicModel, uniqueCode } from "../factories";
import { lastMailTo, sessionOf } from "./accounts-fixtures";
import { freshAddress, signedInCustomer, signedInDealer, stockedPart } from "./buying-fixtures";

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
  // The read cache is on, as in production: a change must still be seen at once.
  t = await createTestApp({ env: { CAPTCHA: "off", CATALOG_CACHE_SECONDS: "60" } });
  owner = await staffMember("owner@partshop.example", "owner");
  clerk = await staffMember("clerk@partshop.example", "staff");
});
afterAll(async () => {
  await t?.close();
});

type Who = { cookies?: Record<string, string> };
const as = (who: Who) => ({
  get: (url: string) => t.app.inject({ method: "GET", url, cookies: who.cookies, remoteAddress: freshAddress() }),
  post: (url: string, payload: object = {}) => t.app.inject({ method: "POST", url, payload, cookies: who.cookies, remoteAddress: freshAddress() }),
  put: (url: string, payload: object = {}) => t.app.inject({ method: "PUT", url, payload, cookies: who.cookies, remoteAddress: freshAddress() }),
});
const anonymous: Who = {};
const lastAudit = async (target: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(desc(auditLog.id)).limit(1))[0];

/** 401 for a visitor, 403 for a customer and a dealer (and for staff on owner-only calls). */
async function expectRefusals(method: "get" | "post" | "put", url: string, payload: object, options: { ownerOnly?: boolean } = {}) {
  const call = (who: Who) => (method === "get" ? as(who).get(url) : as(who)[method](url, payload));
  expect((await call(anonymous)).statusCode).toBe(401);
  expect((await call(await signedInCustomer(t))).statusCode).toBe(403);
  expect((await call(await signedInDealer(t))).statusCode).toBe(403);
  if (options.ownerOnly) expect((await call(clerk)).statusCode).toBe(403);
}

const banner = { image: "/images/banners/spring-sale.jpg", link: "/specials", alt: "Spring sale on Mustang parts" };

describe("banners", () => {
  it("creates, edits, reorders and deletes banners; GET /api/banner shows each change at once with the read cache on", async () => {
    const before = (await as(anonymous).get("/api/banner")).json();
    expect(before).toEqual([]);

    const created = await as(clerk).post("/api/admin/banners", banner);
    expect(created.statusCode).toBe(200);
    const first = created.json();
    expect(first).toMatchObject({ ...banner, active: true, order: 1 });
    expect(await lastAudit(`banner:${first.seq}`)).toMatchObject({
      actor: `staff:${clerk.id}`,
      action: "banner.create",
      details: { after: { link: "/specials" } },
    });
    expect((await as(anonymous).get("/api/banner")).json()).toEqual([
      { seq: first.seq, link: "/specials", img_path: banner.image, alt: banner.alt, img_path_fr: "", alt_fr: "" },
    ]);

    const second = (await as(clerk).post("/api/admin/banners", { ...banner, image: "/images/banners/classic.png", link: "https://example.com/show" })).json();
    expect(second.order).toBe(2);
    expect((await as(anonymous).get("/api/banner")).json().map((row: { seq: number }) => row.seq)).toEqual([first.seq, second.seq]);

    const edited = await as(clerk).post(`/api/admin/banners/${first.seq}`, { ...banner, link: "/promotions", alt: "Promotions this week" });
    expect(edited.json()).toMatchObject({ seq: first.seq, link: "/promotions", alt: "Promotions this week" });
    expect(await lastAudit(`banner:${first.seq}`)).toMatchObject({
      action: "banner.update",
      details: { before: { link: "/specials" }, after: { link: "/promotions" } },
    });
    expect((await as(anonymous).get("/api/banner")).json()[0]).toMatchObject({ seq: first.seq, link: "/promotions" });

    expect((await as(clerk).post("/api/admin/banners/order", { seqs: [second.seq, first.seq] })).json()).toEqual({ status: "ok" });
    expect((await as(anonymous).get("/api/banner")).json().map((row: { seq: number }) => row.seq)).toEqual([second.seq, first.seq]);
    expect(await lastAudit("banners")).toMatchObject({
      action: "banner.reorder",
      details: { before: [first.seq, second.seq], after: [second.seq, first.seq] },
    });
    const missingOne = await as(clerk).post("/api/admin/banners/order", { seqs: [first.seq] });
    expect(missingOne.statusCode).toBe(409);
    expect((await as(clerk).post("/api/admin/banners/order", { seqs: [first.seq, first.seq] })).statusCode).toBe(400);

    await as(clerk).post(`/api/admin/banners/${second.seq}`, { ...banner, active: false });
    expect((await as(anonymous).get("/api/banner")).json().map((row: { seq: number }) => row.seq)).toEqual([first.seq]);
    expect((await as(clerk).get("/api/admin/banners")).json().rows.map((row: { seq: number }) => row.seq)).toEqual([second.seq, first.seq]);

    expect((await as(clerk).post(`/api/admin/banners/${first.seq}/delete`)).json()).toEqual({ status: "ok" });
    expect(await lastAudit(`banner:${first.seq}`)).toMatchObject({
      actor: `staff:${clerk.id}`,
      action: "banner.delete",
      details: { before: { link: "/promotions" } },
    });
    expect((await as(anonymous).get("/api/banner")).json()).toEqual([]);
    expect((await as(clerk).post(`/api/admin/banners/${first.seq}/delete`)).statusCode).toBe(404);
    expect((await as(clerk).post("/api/admin/banners/99999", banner)).statusCode).toBe(404);
  });

  it("keeps French pages' own picture and alt text beside the English ones, and refuses a picture not uploaded for banners (decision 039)", async () => {
    const french = { ...banner, image_fr: "/images/banners/soldes-printemps.jpg", alt_fr: "Soldes de printemps sur les pièces Mustang" };
    const created = await as(clerk).post("/api/admin/banners", french);
    expect(created.statusCode, created.body).toBe(200);
    const seq = created.json().seq;
    expect((await as(anonymous).get("/api/banner")).json()).toContainEqual({
      seq,
      link: "/specials",
      img_path: banner.image,
      alt: banner.alt,
      img_path_fr: "/images/banners/soldes-printemps.jpg",
      alt_fr: "Soldes de printemps sur les pièces Mustang",
    });
    const refused = await as(clerk).post(`/api/admin/banners/${seq}`, { ...french, image_fr: "https://elsewhere.example/x.jpg" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty("image_fr");
    // Taken away again: French pages show the English ones.
    const cleared = await as(clerk).post(`/api/admin/banners/${seq}`, { ...banner });
    expect(cleared.json()).toMatchObject({ image_fr: "", alt_fr: "" });
    await as(clerk).post(`/api/admin/banners/${seq}/delete`);
  });

  it("refuses a picture that was not uploaded for banners, a link off the shop without https, and missing alt text", async () => {
    const bad = await as(clerk).post("/api/admin/banners", { image: "/images/parts/x.jpg", link: "javascript:alert(1)", alt: "" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(["alt", "image", "link"]);
    expect((await as(clerk).post("/api/admin/banners", { ...banner, image: "/images/banners/../secret.jpg" })).statusCode).toBe(400);
  });

  it("refuses visitors, customers and dealers", async () => {
    await expectRefusals("get", "/api/admin/banners", {});
    await expectRefusals("post", "/api/admin/banners", banner);
    await expectRefusals("post", "/api/admin/banners/order", { seqs: [1] });
    await expectRefusals("post", "/api/admin/banners/1", banner);
    await expectRefusals("post", "/api/admin/banners/1/delete", {});
  });
});

describe("catalogue PDFs", () => {
  it("lists, creates, edits and deletes catalogues; /api/catalogs shows them at once; one catalogue per file", async () => {
    const created = await as(clerk).post("/api/admin/catalogs", {
      title: "Mustang 1964-1973",
      title_fr: "Mustang 1964 à 1973",
      file: "/files/catalogs/mustang-64-73.pdf",
    });
    expect(created.statusCode).toBe(200);
    const catalogue = created.json();
    expect(catalogue).toMatchObject({
      name: "mustang-64-73",
      title: "Mustang 1964-1973",
      title_fr: "Mustang 1964 à 1973",
      file: "/files/catalogs/mustang-64-73.pdf",
      order: 1,
    });
    expect(await lastAudit(`catalogue:${catalogue.id}`)).toMatchObject({ actor: `staff:${clerk.id}`, action: "catalogue.create" });
    expect((await as(anonymous).get("/api/catalogs")).json()).toEqual({
      catalogs: [{ path: "/files/catalogs/mustang-64-73.pdf", display: "Mustang 1964-1973", display_fr: "Mustang 1964 à 1973", name: "mustang-64-73" }],
    });

    expect((await as(clerk).post("/api/admin/catalogs", { title: "Again", file: "/files/catalogs/mustang-64-73.pdf" })).statusCode).toBe(409);
    expect((await as(clerk).post("/api/admin/catalogs", { title: "Not a PDF", file: "/files/catalogs/mustang.jpg" })).statusCode).toBe(400);

    const edited = (
      await as(clerk).post(`/api/admin/catalogs/${catalogue.id}`, {
        title: "Mustang Restoration 1964-1973",
        file: "/files/catalogs/mustang-2026.pdf",
        order: 5,
      })
    ).json();
    expect(edited).toMatchObject({ name: "mustang-2026", title: "Mustang Restoration 1964-1973", order: 5 });
    expect(await lastAudit(`catalogue:${catalogue.id}`)).toMatchObject({
      action: "catalogue.update",
      details: { before: { title: "Mustang 1964-1973" }, after: { title: "Mustang Restoration 1964-1973" } },
    });
    expect((await as(anonymous).get("/api/catalogs")).json().catalogs[0].display).toBe("Mustang Restoration 1964-1973");
    expect((await as(clerk).get("/api/admin/catalogs")).json().rows).toHaveLength(1);

    expect((await as(clerk).post(`/api/admin/catalogs/${catalogue.id}/delete`)).statusCode).toBe(200);
    expect(await lastAudit(`catalogue:${catalogue.id}`)).toMatchObject({ action: "catalogue.delete" });
    expect((await as(anonymous).get("/api/catalogs")).json()).toEqual({ catalogs: [] });
    expect((await as(clerk).post(`/api/admin/catalogs/${catalogue.id}`, { title: "Gone", file: "/files/catalogs/gone.pdf" })).statusCode).toBe(404);
  });

  it("refuses visitors, customers and dealers", async () => {
    await expectRefusals("get", "/api/admin/catalogs", {});
    await expectRefusals("post", "/api/admin/catalogs", { title: "Mustang", file: "/files/catalogs/m.pdf" });
    await expectRefusals("post", "/api/admin/catalogs/1/delete", {});
  });
});

describe("classic body models", () => {
  const model = {
    make: "ford",
    model: "Mustang Convertible",
    years: "1967-1968",
    images: ["/images/classic/convertible-1.jpg", "/images/classic/convertible-2.webp"],
    includes: "Body shell\nDoors",
    shipping: "Crated, LTL freight",
    priceUsd: 21995,
  };

  it("creates, edits and deletes a model; the shop's classic body pages show each change at once", async () => {
    const item = uniqueCode("CB");
    const created = await as(clerk).post("/api/admin/classic-models", { item, ...model });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ item, make: "FORD", years: "1967-1968", images: model.images, priceUsd: 21995 });
    expect(await lastAudit(`classic-model:${item}`)).toMatchObject({ actor: `staff:${clerk.id}`, action: "classic-model.create" });
    expect((await as(clerk).post("/api/admin/classic-models", { item, ...model })).statusCode).toBe(409);
    const detail = (await as(anonymous).get(`/api/classicBody/${item}`)).json();
    expect(detail.img_path).toEqual(model.images);

    const edited = (
      await as(clerk).post(`/api/admin/classic-models/${item}`, {
        ...model,
        priceUsd: 19995.5,
        images: [model.images[1]],
        shipping: "Pickup only",
        descriptionFr: "Carrosserie de cabriolet en acier",
        includesFr: "Coque\nPortières",
      })
    ).json();
    expect(edited).toMatchObject({ priceUsd: 19995.5, images: [model.images[1]], shipping: "Pickup only" });
    expect(await lastAudit(`classic-model:${item}`)).toMatchObject({
      action: "classic-model.update",
      details: { before: { priceUsd: 21995 }, after: { priceUsd: 19995.5 } },
    });
    const after = (await as(anonymous).get(`/api/classicBody/${item}`)).json();
    expect(after.singleItem.price).toBe(19995.5);
    // The French staff wrote beside the English (decision 039): French pages show it, and the English where there is none.
    expect(after.info).toEqual([{ includes: "Body shell\nDoors", shipping: "Pickup only", includes_fr: "Coque\nPortières", shipping_fr: "" }]);
    expect(after.singleItem.description_fr).toBe("Carrosserie de cabriolet en acier");
    expect((await as(clerk).get("/api/admin/classic-models")).json().rows.map((row: { item: string }) => row.item)).toContain(item);

    expect((await as(clerk).post(`/api/admin/classic-models/${item}/delete`)).statusCode).toBe(200);
    expect(await lastAudit(`classic-model:${item}`)).toMatchObject({ action: "classic-model.delete", details: { before: { item } } });
    expect((await as(anonymous).get(`/api/classicBody/${item}`)).statusCode).toBe(404);
    expect((await as(clerk).post(`/api/admin/classic-models/${item}/delete`)).statusCode).toBe(404);
  });

  it("refuses bad years, pictures from elsewhere and a price of 0", async () => {
    const bad = await as(clerk).post("/api/admin/classic-models", {
      ...model,
      item: uniqueCode("CB"),
      years: "1968-1967",
      images: ["https://evil.example/x.jpg"],
      priceUsd: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ years: expect.any(String), "images.0": expect.any(String), priceUsd: expect.any(String) });
  });

  it("refuses visitors, customers and dealers", async () => {
    const existing = await createClassicModel(t.database.db);
    await expectRefusals("get", "/api/admin/classic-models", {});
    await expectRefusals("post", "/api/admin/classic-models", { item: uniqueCode("CB"), ...model });
    await expectRefusals("post", `/api/admin/classic-models/${existing.item}`, model);
    await expectRefusals("post", `/api/admin/classic-models/${existing.item}/delete`, {});
  });
});

describe("store settings (owners only)", () => {
  it("starts from the STORE_* configuration; a saved phone shows in /api/store at once and in the next mail", async () => {
    const initial = (await as(owner).get("/api/admin/settings/store")).json();
    expect(initial).toMatchObject({ ...t.config.store, trackingUrlTemplate: "" });
    expect((await as(anonymous).get("/api/store")).json().phone).toBe(t.config.store.phone);

    const saved = await as(owner).put("/api/admin/settings/store", {
      ...initial,
      phone: "(905) 555-0199",
      hours: ["Mon-Sat 9:00am-6:00pm"],
      hoursFr: ["Lun-sam 9 h - 18 h"],
      trackingUrlTemplate: "https://track.example/?pin={waybill}",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ phone: "(905) 555-0199", hours: ["Mon-Sat 9:00am-6:00pm"], hoursFr: ["Lun-sam 9 h - 18 h"] });
    expect(await lastAudit("settings:store")).toMatchObject({
      actor: `staff:${owner.id}`,
      action: "settings.store",
      details: { before: { phone: t.config.store.phone }, after: { phone: "(905) 555-0199" } },
    });
    const store = (await as(anonymous).get("/api/store")).json();
    expect(store).toMatchObject({ phone: "(905) 555-0199", hours: ["Mon-Sat 9:00am-6:00pm"], hoursFr: ["Lun-sam 9 h - 18 h"] });
    expect(store.trackingUrlTemplate).toBeUndefined();

    // Pickup in store is the saved address, and the store's phone is the saved one.
    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t, { pricel: 50, weightKg: 1 });
    await shopper.post("/api/addToShoppingCart", { item: part.item, user: shopper.id, quantity: 1, type: 1 });
    const moved = await as(owner).put("/api/admin/settings/store", { ...initial, phone: "(905) 555-0199", address: "7 New Road" });
    expect(moved.statusCode).toBe(200);
    expect((await shopper.post("/api/changeAddress", { id: 1 })).json()).toMatchObject({ total_shipping: 0, taxRate: 0.13 });
    expect(
      (await t.app.inject({ method: "POST", url: "/api/forgotPassword", payload: { email: shopper.email }, remoteAddress: freshAddress() })).statusCode,
    ).toBe(200);
    const mail = await lastMailTo(t.database.db, shopper.email);
    expect(mail?.text).toContain("7 New Road, Woodbridge, ON L4L 0A1\nPhone (905) 555-0199");

    const bad = await as(owner).put("/api/admin/settings/store", {
      ...initial,
      postalCode: "12345",
      email: "nope",
      trackingUrlTemplate: "https://track.example/",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(["email", "postalCode", "trackingUrlTemplate"]);
  });

  it("a changed Ontario tax rate is used by the next checkout total", async () => {
    const table = (await as(owner).get("/api/admin/settings/tax-rates")).json();
    expect(table.rates).toHaveLength(TAX_PROVINCES.length);
    expect(table.rates.find((row: { province: string }) => row.province === "ON")).toEqual({
      province: "ON",
      kind: "HST",
      federal: 0.13,
      provincial: 0,
      rate: 0.13,
    });
    expect(table.rates.find((row: { province: string }) => row.province === "QC")).toEqual({
      province: "QC",
      kind: "GST+QST",
      federal: 0.05,
      provincial: 0.09975,
      rate: 0.14975,
    });

    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t, { pricel: 100, weightKg: 4 });
    await shopper.post("/api/addToShoppingCart", { item: part.item, user: shopper.id, quantity: 2, type: 1 });
    expect((await shopper.post("/api/checkout", { userID: shopper.id })).json<CheckoutReply>()).toMatchObject({
      subtotal: 200,
      total_shipping: 27.95,
      taxRate: 0.13,
      tax: 29.63,
    });

    const rates = table.rates.map((row: { province: string; rate: number }) =>
      row.province === "ON" ? { province: "ON", kind: "HST", federal: 0.15, provincial: 0 } : row,
    );
    const saved = await as(owner).put("/api/admin/settings/tax-rates", { rates });
    expect(saved.statusCode).toBe(200);
    expect(await lastAudit("settings:tax-rates")).toMatchObject({ actor: `staff:${owner.id}`, action: "settings.tax-rates" });
    expect((await shopper.post("/api/checkout", { userID: shopper.id })).json<CheckoutReply>()).toMatchObject({
      subtotal: 200,
      total_shipping: 27.95,
      taxRate: 0.15,
      tax: 34.19,
      tax_lines: [{ name: "HST", rate: 0.15, amount: 34.19 }],
      total: 262.14,
    });
    expect((await as(anonymous).get("/api/taxRate/ON")).json()).toEqual({ taxRate: 0.15 });

    const missing = await as(owner).put("/api/admin/settings/tax-rates", { rates: [{ province: "ON", kind: "HST", federal: 0.13, provincial: 0 }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain("Give a rate for every province and territory");
    expect(
      (await as(owner).put("/api/admin/settings/tax-rates", { rates: rates.map((row: { province: string }) => ({ ...row, federal: 13 })) })).statusCode,
    ).toBe(400);
    const hstWithPst = await as(owner).put("/api/admin/settings/tax-rates", {
      rates: rates.map((row: { province: string }) => (row.province === "ON" ? { ...row, provincial: 0.02 } : row)),
    });
    expect(hstWithPst.statusCode).toBe(400);
    expect(JSON.stringify(hstWithPst.json().error)).toContain("HST has no provincial part");
    await as(owner).put("/api/admin/settings/tax-rates", { rates: table.rates });
  });

  it("a changed shipping table is used by the next /api/changeAddress", async () => {
    const table = (await as(owner).get("/api/admin/settings/shipping-rates")).json();
    expect(table.rates).toHaveLength(DEFAULT_SHIPPING_RATES.length);
    expect(table.rates[0]).toEqual({ zone: "ON", upToKg: 1, price: 12.95, days: 2 });

    const shopper = await signedInCustomer(t);
    const part = await stockedPart(t, { pricel: 50, weightKg: 1 });
    await shopper.post("/api/addToShoppingCart", { item: part.item, user: shopper.id, quantity: 1, type: 1 });
    expect((await shopper.post("/api/changeAddress", { id: 0 })).json()).toMatchObject({ total_shipping: 12.95 });

    const rates = table.rates.map((row: { zone: string; upToKg: number | null; price: number }) =>
      row.zone === "ON" && row.upToKg === 1 ? { ...row, price: 9.5, days: 1 } : row,
    );
    const saved = await as(owner).put("/api/admin/settings/shipping-rates", { rates });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().rates[0]).toEqual({ zone: "ON", upToKg: 1, price: 9.5, days: 1 });
    expect(await lastAudit("settings:shipping-rates")).toMatchObject({ actor: `staff:${owner.id}`, action: "settings.shipping-rates" });
    expect((await shopper.post("/api/changeAddress", { id: 0 })).json()).toMatchObject({ total_shipping: 9.5, shippingDays: 1, tax: 7.74 });

    const twice = await as(owner).put("/api/admin/settings/shipping-rates", { rates: [...rates, { zone: "ON", upToKg: 1, price: 11, days: 2 }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields[`rates.${rates.length}.upToKg`]).toBe("ON has the 1 kg band twice.");
    const cheaper = await as(owner).put("/api/admin/settings/shipping-rates", {
      rates: [
        { zone: "ON", upToKg: 1, price: 10, days: 2 },
        { zone: "ON", upToKg: 5, price: 8, days: 2 },
      ],
    });
    expect(cheaper.json().error.fields["rates.1.price"]).toBe("ON up to 5 kg costs less than up to 1 kg.");
    expect((await as(owner).put("/api/admin/settings/shipping-rates", { rates: [] })).statusCode).toBe(400);
    expect((await as(owner).put("/api/admin/settings/shipping-rates", { rates: [{ zone: "MARS", upToKg: 1, price: 1, days: 1 }] })).statusCode).toBe(400);
    await as(owner).put("/api/admin/settings/shipping-rates", { rates: table.rates });
  });

  it("refuses visitors, customers, dealers and staff who are not owners", async () => {
    const store = (await as(owner).get("/api/admin/settings/store")).json();
    const rates = (await as(owner).get("/api/admin/settings/tax-rates")).json();
    const shipping = (await as(owner).get("/api/admin/settings/shipping-rates")).json();
    for (const url of ["/api/admin/settings/store", "/api/admin/settings/tax-rates", "/api/admin/settings/shipping-rates"])
      await expectRefusals("get", url, {}, { ownerOnly: true });
    await expectRefusals("put", "/api/admin/settings/store", store, { ownerOnly: true });
    await expectRefusals("put", "/api/admin/settings/tax-rates", rates, { ownerOnly: true });
    await expectRefusals("put", "/api/admin/settings/shipping-rates", shipping, { ownerOnly: true });
  });
});
