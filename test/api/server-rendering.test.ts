import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partsForSitemap } from "../../src/server/modules/catalog/service";
import { createTestApp, type TestApp } from "../app";
import { createClassicModel, createPart, createParts, createSpecial, uniqueMake } from "../factories";
import { signedInCustomer, signedInDealer } from "./buying-fixtures";

let t: TestApp;
const make = uniqueMake("SSR");

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://shop.example", CAPTCHA: "off" } });
  // One part at list price in stock (qualifies for the 10% promo: stock above its reorder point), one out of stock, one on special.
  await createPart(t.database.db, { item: "SSR-HOOD-1", make, descrip: 'Steel hood <with> "quotes"', pricel: 200, price2: 150, onhand: 3, orderpt: 1 });
  await createPart(t.database.db, {
    item: "SSR-GRILLE-2",
    make,
    descrip: "Chrome grille",
    pricel: 80,
    onhand: 0,
    orderpt: 2,
    onsale: false,
    promotional: false,
  });
  await createSpecial(t.database.db, {
    salePrice: 55.5,
    orgPrice: 90,
    part: { item: "SSR-FENDER-3", make, descrip: "Front fender", pricel: 90, onhand: 2, orderpt: 5 },
  });
  await createClassicModel(t.database.db, { item: "SSR-BODY-1", make: "FORD", model: "1967 Mustang Fastback" });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookies?: Record<string, string>) => t.app.inject({ method: "GET", url, cookies });

function title(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
}

function metaDescription(html: string): string {
  return /<meta name="description" content="([^"]*)" \/>/.exec(html)?.[1] ?? "";
}

function jsonLd(html: string): Record<string, unknown> | null {
  const found = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return found ? (JSON.parse(found[1]!) as Record<string, unknown>) : null;
}

/** The query cache the server handed the browser. */
function serverState(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } | null {
  const found = /<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(html);
  return found ? JSON.parse(found[1]!) : null;
}

describe("part URLs", () => {
  it("show the part in the server's HTML: title, description, canonical link and Product JSON-LD at the retail price in CAD", async () => {
    const response = await get(`/all-products/${make}/SSR-HOOD-1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    const html = response.body;
    expect(title(html)).toBe(`Steel hood &lt;with&gt; &quot;quotes&quot; (SSR-HOOD-1) for ${make} | Partshop Woodbridge`);
    expect(metaDescription(html)).toContain("part SSR-HOOD-1");
    expect(metaDescription(html)).toContain("In stock");
    expect(html).toContain(`<link rel="canonical" href="https://shop.example/all-products/${make}/SSR-HOOD-1" />`);
    // The page itself: the part's own page (issue 22), with breadcrumbs to its make's list and the vehicles it fits, rendered before any script runs.
    const part = /<article[^>]*data-part-page[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? "";
    expect(part).toMatch(/<h1[^>]*>Steel hood &lt;with&gt; &quot;quotes&quot;<\/h1>/);
    expect(part).toContain("Add to Cart");
    expect(part).toContain("$180.00");
    expect(html).toMatch(new RegExp(`<nav aria-label="Breadcrumb">[\\s\\S]*href="/all-products/${make}"[\\s\\S]*aria-current="page"[^>]*>SSR-HOOD-1<`));
    expect(html).toContain(">Vehicles it fits</h2>");
    // All of it in place: no part of the page is streamed later by an inline script (the content security policy forbids them).
    expect(html.match(/<script(?![^>]* src=)(?![^>]* type="application\/(json|ld\+json)")[^>]*>/g)).toBeNull();
    expect(jsonLd(html)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: 'Steel hood <with> "quotes"',
      sku: "SSR-HOOD-1",
      image: "https://shop.example/media/parts/SSR-HOOD-1-big.svg",
      description: `Steel hood <with> "quotes" for ${make} 1965-1970`,
      brand: { "@type": "Brand", name: make },
      mainEntityOfPage: { "@type": "ItemPage", "@id": `https://shop.example/all-products/${make}/SSR-HOOD-1`, inLanguage: "en-CA" },
      offers: {
        "@type": "Offer",
        url: `https://shop.example/all-products/${make}/SSR-HOOD-1`,
        priceCurrency: "CAD",
        price: "180.00",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
      },
    });
    // Nothing in the JSON-LD can close its script element.
    expect(html).not.toContain("Steel hood <with>");
  });

  it("price a part on special at its special price, and one out of stock as on back order", async () => {
    const special = jsonLd((await get(`/all-products/${make}/SSR-FENDER-3`)).body);
    expect(special?.offers).toMatchObject({ price: "55.50", availability: "https://schema.org/InStock" });
    const outOfStock = jsonLd((await get(`/all-products/${make}/SSR-GRILLE-2`)).body);
    expect(outOfStock?.offers).toMatchObject({ price: "80.00", availability: "https://schema.org/BackOrder" });
  });

  it("answer 404 for a part that does not exist, with the page still rendered", async () => {
    const response = await get(`/all-products/${make}/NO-SUCH-PART`);
    expect(response.statusCode).toBe(404);
    expect(jsonLd(response.body)).toBeNull();
    expect(response.body).toMatch(new RegExp(`href="/all-products/${make}"`));
    // Rendered as the browser will show it, not as still loading: the "not found" answer goes with the page.
    expect(response.body).toContain("This part is not in our catalogue.");
    expect(response.body).not.toContain("Loading part");
    const item = serverState(response.body)!.queries.find((query) => JSON.stringify(query.queryKey) === '["products","item","NO-SUCH-PART"]');
    expect(item?.state.data).toBeNull();
  });

  it("hand the browser the answers the page was rendered with, as the API gives them to an anonymous visitor", async () => {
    const html = (await get(`/all-products/${make}/SSR-HOOD-1`)).body;
    const state = serverState(html)!;
    const keys = state.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toEqual(expect.arrayContaining(['["store"]', '["products","item","SSR-HOOD-1"]', '["products","related","SSR-HOOD-1"]']));
    const item = state.queries.find((query) => JSON.stringify(query.queryKey) === '["products","item","SSR-HOOD-1"]')!.state.data;
    const api = (await get("/api/item/SSR-HOOD-1")).json();
    expect(item).toEqual(api);
  });
});

describe("pages", () => {
  it("render a make's list with its parts and a title of its own", async () => {
    const response = await get(`/all-products/${make}`);
    expect(response.statusCode).toBe(200);
    expect(title(response.body)).toBe(`${make} parts | Partshop Woodbridge`);
    for (const code of ["SSR-HOOD-1", "SSR-GRILLE-2", "SSR-FENDER-3"]) expect(response.body).toContain(`data-product-code="${code}"`);
    // The filters are a plain GET form to /search, which works before the page's script runs.
    expect(response.body).toMatch(/<form [^>]*action="\/search" method="get"/);
    expect(jsonLd(response.body)).toBeNull();
  });

  it("render a list narrowed by its facets and sorted as the address says, the boxes ticked and the sort chosen (decision 036)", async () => {
    const response = await get(`/all-products/${make}?type=hood,fender&in_stock=1&sort=price-desc`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain("2 products found");
    expect(html.indexOf('data-product-code="SSR-HOOD-1"')).toBeLessThan(html.indexOf('data-product-code="SSR-FENDER-3"'));
    expect(html).not.toContain('data-product-code="SSR-GRILLE-2"');
    expect(html).toMatch(/<legend[^>]*>Part type<\/legend>/);
    expect(html).toMatch(/<input [^>]*type="checkbox"[^>]*checked=""\/><label [^>]*><span>In stock<\/span>/);
    expect(html).toMatch(/<option value="price-desc" selected="">Price: high to low<\/option>/);
    const keys = serverState(html)!.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain(`["catalog","search",{"make":"${make}","type":["hood","fender"],"in_stock":true,"sort":"price-desc","page":1}]`);
  });

  it("give no two pages the same title", async () => {
    const paths = [
      "/",
      "/all-products",
      `/all-products/${make}`,
      `/all-products/${make}?page=2`,
      `/all-products/${make}/SSR-HOOD-1`,
      `/all-products/${make}/SSR-GRILLE-2`,
      "/specials",
      "/promotions",
      "/search?item=hood",
      "/search?item=grille",
      "/classic-body",
      "/classic-body/FORD",
      "/classic-body/FORD/SSR-BODY-1",
      "/shipping-inquiry/SSR-HOOD-1?inquiry=shipping",
      "/catalog",
      "/privacy-policy",
      "/contact-us",
      "/no-such-page",
    ];
    const titles = await Promise.all(paths.map(async (path) => title((await get(path)).body)));
    for (const [index, text] of titles.entries()) expect(text, paths[index]).not.toBe("");
    expect(new Set(titles).size, titles.join("\n")).toBe(paths.length);
    expect(titles[paths.indexOf("/classic-body/FORD/SSR-BODY-1")]).toContain("1967 Mustang Fastback");
  });

  it("render an answer that failed as still loading, as the browser's first render shows it, and leave it out of the cache handed over", async () => {
    const html = (await get("/shipping-inquiry/NO-SUCH-PART?inquiry=eta")).body;
    expect(html).toContain("Loading item details...");
    expect(html).not.toContain("We could not find item NO-SUCH-PART");
    // Every page's answers only: the store, the header's Shop by vehicle years and the footer's payment settings.
    expect(serverState(html)!.queries.map((query) => query.queryKey[0])).toEqual(["store", "vehicles", "payments"]);
  });

  it("answer an unknown path with the not-found page and a 404", async () => {
    const response = await get("/no-such-page");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Page not found");
  });

  it("render private pages as a bare page, with no data and no cache", async () => {
    for (const path of ["/cart", "/profile", "/wishlist", "/confirm-order", "/admin", "/sign-in"]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers["cache-control"], path).toBe("private, no-cache");
      expect(serverState(response.body), path).toBeNull();
      expect(response.body, path).toContain('<div id="root"></div>');
    }
  });

  it("render the same page for a signed-in customer as for anyone, with none of their data in it", async () => {
    const customer = await signedInCustomer(t);
    const anonymous = (await get(`/all-products/${make}`)).body;
    const signedIn = (await get(`/all-products/${make}`, customer.cookies)).body;
    expect(signedIn).not.toContain(customer.email);
    expect(signedIn.replace(/"dehydratedAt":\d+|"dataUpdatedAt":\d+/g, "")).toBe(anonymous.replace(/"dehydratedAt":\d+|"dataUpdatedAt":\d+/g, ""));
  });

  it("show the cookie notice until its session cookie says it was dismissed, painted with the page", async () => {
    for (const path of ["/", `/all-products/${make}`, `/all-products/${make}/SSR-HOOD-1`, "/fr/"]) {
      const fresh = (await get(path)).body;
      expect(fresh, path).toContain("data-cookie-notice");
      expect(fresh, path).toContain('id="cookie-notice-title"');
      const dismissed = (await get(path, { cookie_notice: "seen" })).body;
      expect(dismissed, path).not.toContain("data-cookie-notice");
      expect(serverState(dismissed), path).not.toBeNull();
    }
    expect((await get("/", { cookie_notice: "something-else" })).body).toContain("data-cookie-notice");
  });

  it("let the cookie notice be dismissed before any script runs: its form sets the cookie and goes back to the page", async () => {
    const page = (await get(`/fr/all-products/${make}?page=1`)).body;
    expect(page).toContain('action="/cookie-notice"');
    expect(page).toContain(`name="return" value="/fr/all-products/${make}?page=1"`);
    const dismissed = await get(`/cookie-notice?return=${encodeURIComponent(`/fr/all-products/${make}?page=1`)}`);
    expect(dismissed.statusCode).toBe(303);
    expect(dismissed.headers.location).toBe(`/fr/all-products/${make}?page=1`);
    expect(String(dismissed.headers["set-cookie"])).toMatch(/^cookie_notice=seen; Path=\/; SameSite=Lax$/);
    // Never to another site, nor anywhere a header could be bent.
    for (const away of ["//evil.example/x", "/\\evil.example", "https://evil.example/", "relative", "", "/caf\u00e9"]) {
      const answer = await get(`/cookie-notice?return=${encodeURIComponent(away)}`);
      expect(answer.statusCode, away).toBe(303);
      expect(answer.headers.location, away).toBe("/");
    }
    expect((await get("/cookie-notice")).headers.location).toBe("/");
    // A line break in the address is refused before any route sees it (request hygiene).
    const bent = await get(`/cookie-notice?return=${encodeURIComponent("/a\r\nSet-Cookie: x=1")}`);
    expect(bent.statusCode).toBe(400);
    expect(String(bent.headers["set-cookie"] ?? "")).not.toContain("x=1");
  });

  it("leave a signed-in dealer's pages to their browser, so retail prices never show before theirs", async () => {
    const dealer = await signedInDealer(t, 2);
    const response = await get(`/all-products/${make}/SSR-HOOD-1`, dealer.cookies);
    expect(response.statusCode).toBe(200);
    expect(serverState(response.body)).toBeNull();
    expect(response.body).not.toContain("data-product-code");
    expect(response.body).not.toContain("180.00");
  });
});

describe("compression", () => {
  it("sends pages and API answers compressed to a browser that accepts it, and plain to one that does not", async () => {
    const plain = await get(`/all-products/${make}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const [encoding, inflate] of [
      ["br", zlib.brotliDecompressSync],
      ["gzip", zlib.gunzipSync],
    ] as const) {
      const page = await t.app.inject({ method: "GET", url: `/all-products/${make}`, headers: { "accept-encoding": `${encoding}` } });
      expect(page.headers["content-encoding"]).toBe(encoding);
      expect(page.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      // The same page (but for the moment its answers were read, in the state handed over).
      const withoutState = (html: string) => html.replace(/<script type="application\/json" id="server-state">.*?<\/script>/s, "");
      expect(withoutState(inflate(page.rawPayload).toString("utf8"))).toBe(withoutState(plain.body));
      const api = await t.app.inject({ method: "GET", url: `/api/searchResualt?make=${make}`, headers: { "accept-encoding": `${encoding}` } });
      expect(api.statusCode).toBe(200);
      expect(api.headers["content-encoding"]).toBe(encoding);
      expect(JSON.parse(inflate(api.rawPayload).toString("utf8")).total).toBe(3);
    }
  });
});

describe("robots.txt and the sitemap", () => {
  it("robots.txt points to the sitemap and keeps crawlers out of private pages and the API", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = response.body.split("\n");
    for (const rule of [
      "Disallow: /api/",
      "Disallow: /admin",
      "Disallow: /profile",
      "Disallow: /cart",
      "Disallow: /confirm-order",
      "Disallow: /payment",
      "Disallow: /wishlist",
    ]) {
      expect(lines).toContain(rule);
    }
    expect(lines).toContain("Sitemap: https://shop.example/sitemap.xml");
  });

  it("the sitemap index lists the pages' file and one file of parts per 50,000", async () => {
    const response = await get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const files = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(files).toEqual(["https://shop.example/sitemaps/pages.xml", "https://shop.example/sitemaps/parts-1.xml"]);
  });

  it("the pages' file lists home, the makes, the classic body pages and the content pages", async () => {
    const body = (await get("/sitemaps/pages.xml")).body;
    const urls = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(urls).toEqual(
      expect.arrayContaining([
        "https://shop.example/",
        "https://shop.example/all-products",
        `https://shop.example/all-products/${make}`,
        "https://shop.example/classic-body",
        "https://shop.example/classic-body/FORD",
        "https://shop.example/classic-body/FORD/SSR-BODY-1",
        "https://shop.example/contact-us",
      ]),
    );
  });

  it("a parts file lists every part at its part URL; a file past the last is not found", async () => {
    const body = (await get("/sitemaps/parts-1.xml")).body;
    expect(body).toMatch(/<\/urlset>\n$/);
    for (const code of ["SSR-HOOD-1", "SSR-GRILLE-2", "SSR-FENDER-3"]) expect(body).toContain(`<loc>https://shop.example/all-products/${make}/${code}</loc>`);
    expect((await get("/sitemaps/parts-2.xml")).statusCode).toBe(404);
    expect((await get("/sitemaps/nonsense.xml")).statusCode).toBe(404);
  });

  it("reads a file's parts in batches that follow one another, neither skipping nor repeating a part", async () => {
    const prefix = `SM${Date.now()}`;
    await createParts(t.database.db, 7, { prefix, make });
    const all: string[] = [];
    for await (const batch of partsForSitemap({ db: t.database.db }, 0, 1_000_000, 2)) {
      expect(batch.length).toBeLessThanOrEqual(2);
      all.push(...batch.map((part) => part.item));
    }
    expect(new Set(all).size).toBe(all.length);
    const files: string[][] = [];
    for (let index = 0; index * 4 < all.length; index++) {
      const file: string[] = [];
      for await (const batch of partsForSitemap({ db: t.database.db }, index, 4, 3)) file.push(...batch.map((part) => part.item));
      files.push(file);
    }
    expect(files.every((file) => file.length <= 4)).toBe(true);
    expect(files.flat()).toEqual(all);
  });
});
