import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../../src/server/modules/accounts/schema";
import { customerLocale } from "../../src/server/modules/accounts/service";
import { createTestApp, type TestApp } from "../app";
import { createPart } from "../factories";
import { createCustomer, sessionOf } from "./accounts-fixtures";

/** The shop in French (issue 21, decision 037): French addresses, the choice of language, and what search engines read. */
let t: TestApp;
const SHOP = "https://shop.example";

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { PUBLIC_URL: SHOP, CAPTCHA: "off" } });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, options: { cookies?: Record<string, string>; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: "GET", url, cookies: options.cookies, headers: options.headers });

const FRENCH_BROWSER = { "accept-language": "fr-CA,fr;q=0.9,en;q=0.8" };

function title(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
}
function htmlLang(html: string): string | undefined {
  return /<html lang="([^"]*)"/.exec(html)?.[1];
}
function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
}
function alternates(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)" \/>/g)].map((match) => [match[1], match[2]]));
}
function metaDescription(html: string): string {
  return /<meta name="description" content="([^"]*)" \/>/.exec(html)?.[1] ?? "";
}
function jsonLd(html: string): Record<string, unknown> | null {
  const found = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return found ? (JSON.parse(found[1]!) as Record<string, unknown>) : null;
}
function langCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === "lang");
}

describe("French pages", () => {
  it("/fr/ is the home page in French: lang, title, canonical French address and both languages' addresses", async () => {
    const response = await get("/fr/");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(htmlLang(html)).toBe("fr-CA");
    expect(title(html)).toBe("Partshop Woodbridge | Pièces d'auto et carrosseries en acier pour voitures classiques");
    expect(metaDescription(html)).toContain("expédiés partout au Canada");
    expect(canonical(html)).toBe(`${SHOP}/fr/`);
    expect(alternates(html)).toEqual({ "en-CA": `${SHOP}/`, "fr-CA": `${SHOP}/fr/`, "x-default": `${SHOP}/` });
    expect(html).toContain('<meta property="og:locale" content="fr_CA" />');
    // The page is French from the server: the browser hydrates it with the French messages (start.tsx).
    expect(html).toContain('id="server-state"');
    // The store's hours as the owner wrote them in French (decision 039); the English page keeps the English lines.
    expect(html).toContain("<li>Lun-ven 8 h 30 - 17 h</li>");
    expect(html).not.toContain("<li>Mon-Fri 8:30am-5:00pm</li>");
    expect((await get("/")).body).toContain("<li>Mon-Fri 8:30am-5:00pm</li>");
  });

  it("/fr/all-products/FORD is a make's page in French", async () => {
    const response = await get("/fr/all-products/FORD");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(htmlLang(html)).toBe("fr-CA");
    expect(title(html)).toBe("Pièces FORD | Partshop Woodbridge");
    expect(metaDescription(html)).toContain("prix en dollars canadiens");
    expect(canonical(html)).toBe(`${SHOP}/fr/all-products/FORD`);
    expect(alternates(html)).toEqual({
      "en-CA": `${SHOP}/all-products/FORD`,
      "fr-CA": `${SHOP}/fr/all-products/FORD`,
      "x-default": `${SHOP}/all-products/FORD`,
    });
    expect(html).toContain('data-product-code="F67-HOOD"');
  });

  it("a French part URL names the part in French, with a French price and JSON-LD in French", async () => {
    const response = await get("/fr/all-products/FORD/F67-HOOD");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(htmlLang(html)).toBe("fr-CA");
    expect(title(html)).toBe("1967-1968 Ford Mustang Steel Hood (F67-HOOD) pour FORD | Partshop Woodbridge");
    expect(metaDescription(html)).toMatch(/pièce F67-HOOD, compatible avec FORD 1967-1968\. En stock à \d{3},\d{2}\u00a0\$, expédiée partout/);
    expect(canonical(html)).toBe(`${SHOP}/fr/all-products/FORD/F67-HOOD`);
    expect(alternates(html)).toMatchObject({ "en-CA": `${SHOP}/all-products/FORD/F67-HOOD`, "fr-CA": `${SHOP}/fr/all-products/FORD/F67-HOOD` });
    const data = jsonLd(html);
    expect(data).toMatchObject({
      "@type": "Product",
      sku: "F67-HOOD",
      description: "1967-1968 Ford Mustang Steel Hood pour FORD 1967-1968",
      mainEntityOfPage: { "@type": "ItemPage", "@id": `${SHOP}/fr/all-products/FORD/F67-HOOD`, inLanguage: "fr-CA" },
      offers: { url: `${SHOP}/fr/all-products/FORD/F67-HOOD`, priceCurrency: "CAD" },
    });
    // The schema.org price stays a plain figure in both languages.
    expect((data!.offers as { price: string }).price).toMatch(/^\d+\.\d{2}$/);
  });

  it("a part staff described in French is named in French on its French page, in English on the English one (decision 039)", async () => {
    const part = await createPart(t.database.db, { make: "FORD", descrip: "Chrome door handle", descripFr: "Poignée de porte chromée" });
    const french = (await get(`/fr/all-products/FORD/${part.item}`)).body;
    expect(title(french)).toBe(`Poignée de porte chromée (${part.item}) pour FORD | Partshop Woodbridge`);
    expect(jsonLd(french)).toMatchObject({ name: "Poignée de porte chromée" });
    const english = (await get(`/all-products/FORD/${part.item}`)).body;
    expect(title(english)).toContain(`Chrome door handle (${part.item})`);
    expect(jsonLd(english)).toMatchObject({ name: "Chrome door handle" });
    // The API sends both; each page picks its own (domain/i18n/content partDescription).
    const detail = (await get(`/api/item/${part.item}`)).json<{ singleItem: { descrip: string; descrip_fr: string | null } }>();
    expect(detail.singleItem).toMatchObject({ descrip: "Chrome door handle", descrip_fr: "Poignée de porte chromée" });
    // A part with no French description keeps its English one on French pages.
    const plain = await createPart(t.database.db, { make: "FORD", descrip: "Chrome mirror arm" });
    expect(title((await get(`/fr/all-products/FORD/${plain.item}`)).body)).toBe(`Chrome mirror arm (${plain.item}) pour FORD | Partshop Woodbridge`);
  });

  it("English pages stay English and name their French address too", async () => {
    const response = await get("/all-products/FORD/F67-HOOD");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(htmlLang(html)).toBe("en-CA");
    expect(title(html)).toBe("1967-1968 Ford Mustang Steel Hood (F67-HOOD) for FORD | Partshop Woodbridge");
    expect(metaDescription(html)).toMatch(/In stock at \$\d{3}\.\d{2}, shipped across Canada/);
    expect(canonical(html)).toBe(`${SHOP}/all-products/FORD/F67-HOOD`);
    expect(alternates(html)).toEqual({
      "en-CA": `${SHOP}/all-products/FORD/F67-HOOD`,
      "fr-CA": `${SHOP}/fr/all-products/FORD/F67-HOOD`,
      "x-default": `${SHOP}/all-products/FORD/F67-HOOD`,
    });
    expect(jsonLd(html)).toMatchObject({ mainEntityOfPage: { inLanguage: "en-CA" } });
  });

  it("a page only the browser renders is the bare page in its path's language", async () => {
    const french = await get("/fr/cart");
    expect(french.statusCode).toBe(200);
    expect(htmlLang(french.body)).toBe("fr-CA");
    expect(french.body).not.toContain('id="server-state"');
    expect(title(french.body)).toContain("Pièces d'auto");
    expect(alternates(french.body)).toEqual({ "en-CA": `${SHOP}/cart`, "fr-CA": `${SHOP}/fr/cart`, "x-default": `${SHOP}/cart` });
    const english = await get("/cart");
    expect(htmlLang(english.body)).toBe("en-CA");
    expect(title(english.body)).toContain("Auto parts");
    // The console stays English and has no other language.
    const console = await get("/admin", { cookies: { lang: "fr-CA" } });
    expect(htmlLang(console.body)).toBe("en-CA");
    expect(alternates(console.body)).toEqual({});
  });

  it("a French page not found is French too", async () => {
    const response = await get("/fr/no-such-page");
    expect(response.statusCode).toBe(404);
    expect(htmlLang(response.body)).toBe("fr-CA");
    expect(title(response.body)).toBe("Page introuvable | Partshop Woodbridge");
  });

  it("vehicle addresses are put right under /fr as in English, and stay French", async () => {
    const spelled = await get("/fr/vehicles/1967/ford/MUSTANG?page=1");
    expect(spelled.statusCode).toBe(301);
    expect(spelled.headers.location).toBe("/fr/vehicles/1967/FORD/Mustang?page=1");
    const form = await get("/fr/vehicles?year=1967&make=ford&model=mustang");
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe("/fr/vehicles/1967/FORD/Mustang");
    const page = await get("/fr/vehicles/1967/FORD/Mustang");
    expect(page.statusCode).toBe(200);
    expect(htmlLang(page.body)).toBe("fr-CA");
    expect(title(page.body)).toBe("Pièces pour 1967 Ford Mustang | Partshop Woodbridge");
  });
});

describe("the first visit's language", () => {
  it("sends a browser that prefers French and has made no choice to the same page under /fr, with its query", async () => {
    const response = await get("/all-products/FORD?page=2", { headers: FRENCH_BROWSER });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/fr/all-products/FORD?page=2");
    expect(response.headers.vary).toBe("Accept-Language, Cookie");
    expect(langCookie(response)).toBeUndefined();
    const home = await get("/", { headers: { "accept-language": "fr" } });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe("/fr/");
  });

  it("leaves English to a browser that prefers English or names no language", async () => {
    const browsers: Record<string, string>[] = [{ "accept-language": "en-CA,en;q=0.9,fr;q=0.5" }, {}, { "accept-language": "de-DE" }];
    for (const headers of browsers) {
      const response = await get("/all-products/FORD", { headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.headers.vary).toMatch(/^Accept-Language, Cookie/);
    }
  });

  it("never moves the API, files, the console, a French page or anyone whose cookie says a language", async () => {
    const api = await get("/api/makes", { headers: FRENCH_BROWSER });
    expect(api.statusCode).toBe(200);
    expect(api.headers["content-type"]).toMatch(/^application\/json/);
    expect((await get("/favicon.svg", { headers: FRENCH_BROWSER })).statusCode).not.toBe(302);
    expect((await get("/sitemap.xml", { headers: FRENCH_BROWSER })).statusCode).toBe(200);
    const console = await get("/admin/orders", { headers: FRENCH_BROWSER });
    expect(console.statusCode).toBe(200);
    expect(langCookie(console)).toBeUndefined();
    expect((await get("/fr/all-products/FORD", { headers: FRENCH_BROWSER })).statusCode).toBe(200);
    const chosen = await get("/all-products/FORD", { headers: FRENCH_BROWSER, cookies: { lang: "en-CA" } });
    expect(chosen.statusCode).toBe(200);
    expect(htmlLang(chosen.body)).toBe("en-CA");
  });
});

describe("the lang cookie", () => {
  it("keeps the language of the page served for a year, on the whole site", async () => {
    const response = await get("/fr/all-products/FORD");
    expect(langCookie(response)).toMatchObject({ value: "fr-CA", path: "/", sameSite: "Lax", maxAge: 365 * 24 * 3600 });
    const english = await get("/all-products/FORD");
    expect(langCookie(english)).toMatchObject({ value: "en-CA", path: "/", sameSite: "Lax", maxAge: 365 * 24 * 3600 });
  });

  it("follows the switch: a shopper who chose French and opens the English page has chosen English", async () => {
    const english = await get("/all-products/FORD", { cookies: { lang: "fr-CA" }, headers: FRENCH_BROWSER });
    expect(english.statusCode).toBe(200);
    expect(langCookie(english)?.value).toBe("en-CA");
    // Chosen, it is not sent again; and the next visit is not moved to French.
    expect(langCookie(await get("/all-products/FORD", { cookies: { lang: "en-CA" } }))).toBeUndefined();
    expect((await get("/", { cookies: { lang: "en-CA" }, headers: FRENCH_BROWSER })).statusCode).toBe(200);
  });
});

describe("the sitemap", () => {
  it("lists each page in English and French, each naming both", async () => {
    const body = (await get("/sitemaps/pages.xml")).body;
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${SHOP}/`,
        `${SHOP}/fr/`,
        `${SHOP}/all-products/FORD`,
        `${SHOP}/fr/all-products/FORD`,
        `${SHOP}/vehicles/1967/FORD/Mustang`,
        `${SHOP}/fr/vehicles/1967/FORD/Mustang`,
        `${SHOP}/fr/contact-us`,
      ]),
    );
    expect(urls.filter((url) => url?.startsWith(`${SHOP}/fr/`))).toHaveLength(urls.length / 2);
    expect(body).toContain(
      `<url><loc>${SHOP}/fr/all-products/FORD</loc><xhtml:link rel="alternate" hreflang="en-CA" href="${SHOP}/all-products/FORD"/><xhtml:link rel="alternate" hreflang="fr-CA" href="${SHOP}/fr/all-products/FORD"/><xhtml:link rel="alternate" hreflang="x-default" href="${SHOP}/all-products/FORD"/></url>`,
    );
  });

  it("lists each part at its English and French URL", async () => {
    const body = (await get("/sitemaps/parts-1.xml")).body;
    expect(body).toContain(`<loc>${SHOP}/all-products/FORD/F67-HOOD</loc>`);
    expect(body).toContain(`<loc>${SHOP}/fr/all-products/FORD/F67-HOOD</loc>`);
  });

  it("keeps crawlers out of the private pages in both languages", async () => {
    const lines = (await get("/robots.txt")).body.split("\n");
    for (const rule of ["Disallow: /cart", "Disallow: /fr/cart", "Disallow: /fr/profile", "Disallow: /fr/payment"]) expect(lines).toContain(rule);
  });
});

describe("a customer's language", () => {
  it("is English until they read the shop in French, and what their mail and documents can ask for", async () => {
    const customer = await createCustomer(t.database.db);
    expect(await customerLocale({ db: t.database.db }, customer.id)).toBe("en-CA");
    expect(await customerLocale({ db: t.database.db }, -1)).toBe("en-CA");
  });

  it("is the page's language when they sign in, and follows the pages they load (each loads GET /api/me)", async () => {
    const customer = await createCustomer(t.database.db);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/loginCustomer",
      payload: { email: customer.email, password: customer.password },
      cookies: { lang: "fr-CA" },
    });
    expect(signIn.statusCode).toBe(200);
    expect(await customerLocale({ db: t.database.db }, customer.id)).toBe("fr-CA");
    const session = sessionOf(signIn);

    // The switch to English: the English page sets the cookie, and the page's GET /api/me keeps it.
    const page = await get("/all-products/FORD", { cookies: { ...session, lang: "fr-CA" } });
    const lang = langCookie(page)!.value;
    expect(lang).toBe("en-CA");
    expect((await get("/api/me", { cookies: { ...session, lang } })).statusCode).toBe(200);
    expect(await customerLocale({ db: t.database.db }, customer.id)).toBe("en-CA");

    // Anyone else's cookie changes no one's account.
    expect((await get("/api/me", { cookies: { lang: "fr-CA" } })).json()).toEqual({ kind: "anonymous" });
    expect(await customerLocale({ db: t.database.db }, customer.id)).toBe("en-CA");
    // A cookie that names no language of the shop is ignored.
    await get("/api/me", { cookies: { ...session, lang: "de-DE" } });
    expect(await customerLocale({ db: t.database.db }, customer.id)).toBe("en-CA");
  });

  it("is one of the shop's languages: the database refuses any other", async () => {
    await expect(
      t.database.db
        .insert(customers)
        .values({ email: `lang-${Date.now()}@example.com`, passwordHash: "x", firstname: "A", lastname: "B", locale: "de-DE" as "en-CA" }),
    ).rejects.toThrow();
  });

  it("is the page's language when they register", async () => {
    const email = `french-${Date.now()}@example.com`;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/newCustomer",
      payload: { email, password: "Password123", firstname: "Élise", lastname: "Tremblay" },
      cookies: { lang: "fr-CA" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { user } = response.json<{ user: { id: number } }>();
    expect(await customerLocale({ db: t.database.db }, user.id)).toBe("fr-CA");
  });
});
