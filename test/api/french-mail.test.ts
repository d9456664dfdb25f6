import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/server/lib/passwords";
import { customers, staffUsers } from "../../src/server/modules/accounts/schema";
import { catalogs } from "../../src/server/modules/content/schema";
import { mailOutbox } from "../../src/server/modules/mail/schema";
import { sendBackInStockAlerts } from "../../src/server/modules/stock-alerts/service";
import { createTestApp, type TestApp } from "../app";
import { pdfText } from "../support/pdf-text";
import { createCustomer, lastMailTo, sessionOf, tokenIn } from "./accounts-fixtures";
import { freshAddress, payByCard, type Shopper, signedInCustomer, stockedPart } from "./buying-fixtures";

/** Mail and documents in the customer's language (issue 21, decision 037), through the real server. */

const SHOP = "https://shop.example";
const NB = "\u00a0";
let t: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA: "off", PUBLIC_URL: SHOP } });
  await t.database.db.insert(staffUsers).values({ email: "commis@partshop.example", passwordHash: await hashPassword("Clerk12345"), name: "Commis" });
  staff = sessionOf(
    await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: "commis@partshop.example", password: "Clerk12345" },
      remoteAddress: freshAddress(),
    }),
  );
});
afterAll(async () => {
  await t?.close();
});

const mailsAbout = (orderNum: string, to: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), sql`${mailOutbox.subject} like ${`%${orderNum}%`}`));

/** A shopper who buys one part at 549.99 and pays by card; the order's number. */
async function buyOne(shopper: Shopper): Promise<string> {
  const part = await stockedPart(t, { pricel: 549.99, price: 549.99, weightKg: 3 });
  await shopper.post("/api/addToShoppingCart", { item: part.item, user: shopper.id, quantity: 1, type: 1 });
  const { orderNumber, answer } = await payByCard(shopper);
  expect(answer.statusCode, answer.body).toBe(200);
  return orderNumber;
}

/** A customer signed in from a French page: the `lang` cookie the pages set keeps French in their account. */
async function frenchCustomer(): Promise<Shopper> {
  const shopper = await signedInCustomer(t);
  const me = await t.app.inject({ url: "/api/me", cookies: { ...shopper.cookies, lang: "fr-CA" }, remoteAddress: freshAddress() });
  expect(me.statusCode).toBe(200);
  const [row] = await t.database.db.select({ locale: customers.locale }).from(customers).where(eq(customers.id, shopper.id));
  expect(row?.locale).toBe("fr-CA");
  return shopper;
}

describe("a paid order's mail and sales order", () => {
  it("are French for a French customer: French words, money as 549,99 $, links under /fr, and the store's copy stays English", async () => {
    const shopper = await frenchCustomer();
    const orderNum = await buyOne(shopper);

    const [mail] = await mailsAbout(orderNum, shopper.email);
    expect(mail?.subject).toBe(`Votre commande ${orderNum} chez ${t.config.store.name}`);
    const text = mail?.text ?? "";
    for (const expected of [
      "Merci de votre commande. Nous avons bien reçu votre paiement",
      `Commande ${orderNum}`,
      `à 549,99${NB}$ = 549,99${NB}$`,
      `Sous-total${NB}: 549,99${NB}$`,
      `Livraison${NB}: `,
      `TVH 13${NB}%${NB}: `,
      `Total ($${NB}CA)${NB}: `,
      `Expédier à${NB}:`,
      `Remarques${NB}: Leave at the side door`,
      `No d’inscription TPS/TVH${NB}: `,
      `Votre reçu${NB}: ${SHOP}/fr/order-receipt?so=${orderNum}&id=${shopper.id}`,
      `Téléphone${NB}: ${t.config.store.phone}`,
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const english of ["Thank you", "Subtotal", "Shipping", "Total (CAD)", "Ship to", "Notes:", "Your receipt", "Phone "]) {
      expect(text, english).not.toContain(english);
    }

    const [toStore] = await mailsAbout(orderNum, t.config.store.email);
    expect(toStore?.subject).toMatch(new RegExp(`^New order ${orderNum}, paid by `));
    expect(toStore?.text).toContain("Subtotal: $549.99");

    const pdf = await shopper.get(`/api/orders/${orderNum}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const printed = pdfText(pdf.rawPayload);
    for (const expected of [
      "COMMANDE CLIENT",
      `Commande ${orderNum}`,
      `Date${NB}: `,
      "Facturer à",
      "Expédier à",
      "Article",
      "Désignation",
      "Qté",
      "Prix unitaire",
      "Montant",
      "Sous-total",
      "Livraison",
      `TVH 13${NB}%`,
      `Total ($${NB}CA)`,
      `549,99${NB}$`,
      `Remarques${NB}: Leave at the side door`,
      "Téléc.",
    ]) {
      expect(printed, expected).toContain(expected);
    }
    for (const english of ["SALES ORDER", "Bill to", "Ship to", "Unit price", "Subtotal", "Total (CAD)", "Notes:", "$549.99"]) {
      expect(printed, english).not.toContain(english);
    }
  });

  it("stay in today's English for an English customer", async () => {
    const shopper = await signedInCustomer(t);
    const orderNum = await buyOne(shopper);

    const [mail] = await mailsAbout(orderNum, shopper.email);
    expect(mail?.subject).toBe(`Your ${t.config.store.name} order ${orderNum}`);
    const text = mail?.text ?? "";
    expect(text.startsWith("Thank you for your order. We have received your payment and will ship your parts as soon as they are ready.\n\n")).toBe(true);
    for (const expected of [
      `Order ${orderNum}\n\n  1 x `,
      " @ $549.99 = $549.99",
      "Subtotal: $549.99",
      "HST 13%: ",
      "GST/HST registration no. ",
      "Total (CAD): ",
      "Ship to:\n  Casey Customer",
      "Notes: Leave at the side door",
      `Your receipt: ${SHOP}/order-receipt?so=${orderNum}&id=${shopper.id}`,
      `\nPhone ${t.config.store.phone}`,
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain("/fr/");

    const printed = pdfText((await shopper.get(`/api/orders/${orderNum}/pdf`)).rawPayload);
    for (const expected of ["SALES ORDER", `Order ${orderNum}`, "Bill to", "Ship to", "Unit price", "Subtotal", "HST 13%", "Total (CAD)", "$549.99"]) {
      expect(printed, expected).toContain(expected);
    }
    expect(printed).not.toContain("COMMANDE");
  });
});

describe("mail sent in answer to a request", () => {
  it("resets a password in French when asked from a French page, with the link to the French page", async () => {
    const customer = await createCustomer(t.database.db, { firstname: "Élise" });
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/forgotPassword",
      payload: { email: customer.email },
      cookies: { lang: "fr-CA" },
      remoteAddress: freshAddress(),
    });
    expect(asked.statusCode).toBe(200);
    const mail = await lastMailTo(t.database.db, customer.email);
    expect(mail?.subject).toBe(`Réinitialisez votre mot de passe ${t.config.store.name}`);
    expect(mail?.text).toMatch(/^Bonjour Élise,\n\nNous avons reçu une demande de réinitialisation de votre mot de passe\./);
    expect(mail?.text).toMatch(new RegExp(`\\n\\n${SHOP}/fr/reset-password\\?token=[A-Za-z0-9_%-]+\\n\\n`));
    expect(mail?.text).toContain(`ignorez ce courriel${NB}: votre mot de passe reste le même.`);
  });

  it("follows the account's language when the request names none, and the page's when it does", async () => {
    const customer = await createCustomer(t.database.db);
    await t.database.db.update(customers).set({ locale: "fr-CA" }).where(eq(customers.id, customer.id));
    const ask = (cookies: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/forgotPassword", payload: { email: customer.email }, cookies, remoteAddress: freshAddress() });

    await ask({});
    expect((await lastMailTo(t.database.db, customer.email))?.text).toContain(`${SHOP}/fr/reset-password?token=`);
    await ask({ lang: "en-CA" });
    const english = await lastMailTo(t.database.db, customer.email);
    expect(english?.subject).toBe(`Reset your ${t.config.store.name} password`);
    expect(english?.text).toContain(`${SHOP}/reset-password?token=`);
  });

  it("welcomes a customer who registers on a French page in French, and keeps French as their language", async () => {
    const email = `nouveau-${Date.now()}@example.com`;
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/newCustomer",
      payload: { firstname: "Gaëlle", lastname: "Tremblay", email, password: "Motdepasse123", checked: false },
      cookies: { lang: "fr-CA" },
      remoteAddress: freshAddress(),
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(sessionOf(registered).sid).toBeTruthy();
    const mail = await lastMailTo(t.database.db, email);
    expect(mail?.subject).toBe(`Bienvenue chez ${t.config.store.name}`);
    expect(mail?.text).toMatch(/^Bonjour Gaëlle,\n\nMerci de vous être inscrit/);
    const [row] = await t.database.db.select({ locale: customers.locale }).from(customers).where(eq(customers.email, email));
    expect(row?.locale).toBe("fr-CA");
  });
});

describe("an e-mail change of a French customer", () => {
  it("is confirmed in French, answered back on the French profile, and noticed in French at the old address", async () => {
    const shopper = await frenchCustomer();
    const newEmail = `demenage-${shopper.id}@example.com`;
    const about = {
      forename: "Élise",
      surname: "Tremblay",
      gender: "Female",
      brithday: "1980-04-02",
      address: "77 rue du Garage",
      city: "Québec",
      state: "QC",
      zipcode: "g1r 4p5",
      country: "CA",
      tel: "418.555.0123",
      mobile: "",
      sameAsBilling: true,
      b_firstname: "Élise",
      b_lastname: "Tremblay",
      b_address1: "77 rue du Garage",
      b_address2: "",
      b_city: "Québec",
      b_state: "QC",
      b_zipcode: "G1R 4P5",
      b_country: "CA",
      b_phone: "418-555-0123",
      car: "Mustang",
      make: "FORD",
      year: "1967",
      checked: false,
      email: shopper.email,
      new_email: newEmail,
      reenter_new_email: newEmail,
    };
    const saved = await shopper.post("/api/updateUserInfo", { data: about, userID: shopper.id });
    expect(saved.statusCode, saved.body).toBe(200);
    const mail = await lastMailTo(t.database.db, newEmail);
    expect(mail?.subject).toBe(`Confirmez votre nouvelle adresse courriel chez ${t.config.store.name}`);
    expect(mail?.text).toMatch(/^Bonjour Élise,\n\nVeuillez confirmer que /);
    const token = tokenIn(mail?.text);
    const confirmed = await t.app.inject({ url: `/api/confirmEmailChange?token=${encodeURIComponent(token)}`, cookies: { lang: "fr-CA" } });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe("/fr/profile?tab=About%20Me&emailChanged=1");
    const notice = await lastMailTo(t.database.db, shopper.email);
    expect(notice?.subject).toBe(`L’adresse courriel de votre compte ${t.config.store.name} a été modifiée`);
    expect(notice?.text).toContain(`est maintenant ${newEmail}`);
  });
});

describe("mail staff's work sends a French customer", () => {
  const asStaff = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload, cookies: staff, remoteAddress: freshAddress() });

  it("tells them in French that the order shipped, that it was cancelled and refunded, and that a quote is ready to pay under /fr", async () => {
    const shopper = await frenchCustomer();
    const shipped = await buyOne(shopper);
    expect((await asStaff(`/api/admin/orders/${shipped}/ship`, { courier: "Purolator", waybill: "PUR987" })).statusCode).toBe(200);
    const [shipMail] = await mailsAbout(shipped, shopper.email).then((mails) => mails.filter((mail) => mail.subject.includes("expédiée")));
    expect(shipMail?.subject).toBe(`Votre commande ${shipped} a été expédiée`);
    expect(shipMail?.text).toMatch(new RegExp(`^Bonjour,\n\nVotre commande ${shipped} est en route avec Purolator, numéro de suivi PUR987.`));
    expect(shipMail?.text).toContain(`Suivez-la ici${NB}: https://`);

    const cancelled = await buyOne(shopper);
    expect((await asStaff(`/api/admin/orders/${cancelled}/cancel`, { reason: "pièce discontinuée" })).statusCode).toBe(200);
    const [cancelMail] = await mailsAbout(cancelled, shopper.email).then((mails) => mails.filter((mail) => mail.subject.includes("annulée")));
    expect(cancelMail?.text).toContain(`Nous avons annulé votre commande ${cancelled}${NB}: pièce discontinuée`);
    expect(cancelMail?.text).toMatch(/Nous avons remboursé [\d\u00a0]+,\d\d\u00a0\$ sur la carte/);

    const hood = await stockedPart(t, { oversize: true, pricel: 200, price: 200 });
    await shopper.post("/api/addToShoppingCart", { item: hood.item, user: shopper.id, quantity: 1, type: 1 });
    const { sono } = (await shopper.post("/api/getQuote", { custno: shopper.id, addressID: 0, subtotal: 200 })).json<{ sono: string }>();
    const [asked] = await mailsAbout(sono, shopper.email);
    expect(asked?.subject).toBe(`Nous avons reçu votre commande ${sono}${NB}: soumission de livraison à suivre`);
    expect(asked?.text).toContain(`Sous-total${NB}: 200,00${NB}$`);
    expect((await asStaff(`/api/admin/orders/${sono}/quote`, { shipping: 1040.5, days: 4 })).statusCode).toBe(200);
    const [ready] = await mailsAbout(sono, shopper.email).then((mails) => mails.filter((mail) => mail.subject.includes("prête")));
    expect(ready?.subject).toBe(`Votre soumission de livraison pour la commande ${sono} est prête`);
    expect(ready?.text).toMatch(/: 1\s040,50\s\$, environ 4 jours ouvrables\./);
    expect(ready?.text).toContain(`${SHOP}/fr/pending-order-details?so=${sono}&id=${shopper.id}`);
  });

  it("tells a French customer in French that a part they waited for is back, with its French page", async () => {
    const shopper = await frenchCustomer();
    const part = await stockedPart(t, { onhand: 0 });
    expect((await shopper.post("/api/stockAlerts", { item: part.item })).statusCode).toBe(200);
    await t.database.db.execute(sql`update parts set onhand = 4 where item = ${part.item}`);
    expect(await sendBackInStockAlerts({ db: t.database.db, mail: t.mail, config: t.config }, [part.item])).toBe(1);
    const mail = await lastMailTo(t.database.db, shopper.email);
    expect(mail?.subject).toBe(`${part.item} est de nouveau en stock`);
    expect(mail?.text).toContain(`${SHOP}/fr/all-products/`);
    expect(mail?.text).toContain(`Désabonnement${NB}: ${SHOP}/api/stockAlerts/unsubscribe?token=`);
  });

  it("acknowledges a French customer's profile inquiry in French, and frames staff's reply to it in French", async () => {
    const shopper = await frenchCustomer();
    const sent = await shopper.post("/api/inquiry", {
      custno: shopper.id,
      user: shopper.id,
      type: "customer",
      subject: "Parts Inquiry",
      message: "Le capot en acier de 1967 convient-il à une Mustang 1968?",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const acknowledged = await lastMailTo(t.database.db, shopper.email);
    expect(acknowledged?.subject).toBe(`Nous avons reçu votre message${NB}: Question sur des pièces`);
    const [inquiry] = await t.database.db.execute<{ id: number }>(sql`select id from inquiries where email = ${shopper.email}`).then((r) => r.rows);
    const replied = await asStaff(`/api/admin/inquiries/${inquiry?.id}/reply`, { message: "Oui, il convient aux deux années." });
    expect(replied.statusCode, replied.body).toBe(200);
    const reply = await lastMailTo(t.database.db, shopper.email);
    expect(reply?.subject).toBe("Re: Question sur des pièces");
    expect(reply?.text).toMatch(/^Bonjour Casey Customer,\n\nOui, il convient aux deux années\./);
    expect(reply?.text).toMatch(new RegExp(`\\nLe \\d{4}-\\d\\d-\\d\\d, vous avez écrit${NB}:\\n> Le capot en acier`));
  });

  it("acknowledges a message from a French contact page in French", async () => {
    const email = `visiteur-${Date.now()}@example.com`;
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Luc Gagnon", email, subject: "Pare-chocs", message: "Avez-vous le pare-chocs avant d’une Mustang 1967?" },
      cookies: { lang: "fr-CA" },
      remoteAddress: freshAddress(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await lastMailTo(t.database.db, email);
    expect(mail?.subject).toBe(`Nous avons reçu votre message${NB}: Pare-chocs`);
    expect(mail?.text).toMatch(/^Bonjour Luc Gagnon,\n\nMerci de votre courriel\./);
    expect(mail?.text).toContain(`Votre message${NB}:`);
  });
});

describe("a catalogue's PDF", () => {
  it("is drawn with French words at its French address, and English at its own", async () => {
    const name = `vedettes-${Date.now()}`;
    await t.database.db.insert(catalogs).values({ name, display: "Partshop", path: `/files/catalogs/${name}.pdf` });
    const french = await t.app.inject({ url: `/files/catalogs/${name}.pdf?lang=fr-CA`, remoteAddress: freshAddress() });
    expect(french.statusCode).toBe(200);
    const printed = pdfText(french.rawPayload);
    for (const expected of [
      "Pièces vedettes, populaires et en promotion",
      "Numéro",
      "Désignation",
      "Années",
      `Prix ($${NB}CA)`,
      "Commandez ou écrivez-nous",
      "Page 1 de ",
    ]) {
      expect(printed, expected).toContain(expected);
    }
    expect(printed).not.toContain("Order or ask us");
    const english = pdfText((await t.app.inject({ url: `/files/catalogs/${name}.pdf`, remoteAddress: freshAddress() })).rawPayload);
    expect(english).toContain("Featured, popular and promotional parts");
    expect(english).toContain("Order or ask us");
    expect(english).toMatch(/Page 1 of \d/);
  });
});
