import http from "node:http";
import zlib from "node:zlib";
import type { ConsoleMessage, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, sharedBrowser, uncaughtErrors } from "./browser";

const browser = sharedBrowser();

/** Every console error and warning the page logs, from before its first script runs. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

/** The /api calls the page makes from now on, by path. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) calls.push(url.pathname);
  });
  return calls;
}

/** Records every content security policy violation the page meets (an eval probe's is caught and never logged). */
async function watchPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
}

const policyViolations = (page: Page) => page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);

async function started(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.started === "true");
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => {});
}

describe("pages rendered on the server", () => {
  // vehicle: the shopper has a current vehicle (its cookie): the server's HTML is the same, the fit badges come once the app runs.
  const pages: { path: string; data: string[]; shows: RegExp; vehicle?: boolean }[] = [
    { path: "/", data: ["/api/banner", "/api/getRandomNewProducts", "/api/featureProducts", "/api/popular", "/api/store"], shows: /New Arrival/ },
    { path: "/all-products", data: ["/api/makes", "/api/store"], shows: /FORD/ },
    { path: "/all-products/FORD", data: ["/api/searchResualt", "/api/makes", "/api/store"], shows: /\d+ products found/ },
    { path: "/all-products/FORD/F65-GRILLE", data: ["/api/item/F65-GRILLE", "/api/item/F65-GRILLE/related", "/api/store"], shows: /Vehicles it fits/ },
    { path: "/search?item=hood", data: ["/api/searchResualt", "/api/makes"], shows: /Search results for (&quot;|")hood/ },
    { path: "/promotions", data: ["/api/searchFeatured", "/api/makes"], shows: /\d+ products found/ },
    { path: "/specials", data: ["/api/specials"], shows: /Specials|On Sale/i },
    { path: "/classic-body", data: ["/api/getClassicModels"], shows: /Classic Car Steel Bodies/ },
    { path: "/classic-body/FORD", data: ["/api/getClassicModels"], shows: /Return to models/ },
    { path: "/catalog", data: ["/api/catalogs"], shows: /catalog/i },
    { path: "/contact-us", data: ["/api/store"], shows: /Contact/ },
    { path: "/privacy-policy", data: ["/api/store"], shows: /Privacy/ },
    { path: "/no-such-page", data: ["/api/store"], shows: /Page not found/ },
    { path: "/shipping-inquiry/F67-HOOD?inquiry=shipping", data: ["/api/item/F67-HOOD", "/api/store"], shows: /Shipping Inquiry/ },
    // An answer that failed on the server renders as loading, as the browser's first render does; the browser then asks again.
    { path: "/shipping-inquiry/NO-SUCH-PART?inquiry=eta", data: ["/api/store"], shows: /ETA Inquiry/ },
    { path: "/all-products/FORD/NO-SUCH-PART", data: ["/api/store"], shows: /NO-SUCH-PART/ },
    { path: "/all-products/FORD?fits=1967_FORD_Mustang", data: ["/api/searchResualt", "/api/makes", "/api/store"], shows: /\d+ products found/, vehicle: true },
    { path: "/search?item=hood&fits=1967_FORD_Mustang", data: ["/api/searchResualt", "/api/makes"], shows: /Only parts that fit/, vehicle: true },
  ];

  for (const { path, data, shows, vehicle } of pages) {
    it(`${path}${vehicle ? " with a current vehicle" : ""} arrives rendered, hydrates without a warning and fetches none of its data again`, async () => {
      const page = await browser.newPage();
      if (vehicle) await page.context().addCookies([{ name: "vehicle", value: encodeURIComponent("1967|FORD|Mustang"), url: baseUrl() }]);
      const problems = consoleProblems(page);
      const calls = apiCalls(page);
      await watchPolicyViolations(page);
      const response = await page.goto(path);
      const html = await response!.text();
      expect(response!.status()).toBe(path === "/no-such-page" || path.endsWith("/NO-SUCH-PART") ? 404 : 200);
      expect(shows.test(html), "the server's HTML shows the page").toBe(true);
      expect(html).toContain('id="server-state"');
      if (path.endsWith("/F65-GRILLE"))
        expect(html, "the part's page is in the server's HTML").toMatch(/<article[^>]*data-part-page[^>]*>[\s\S]*F65-GRILLE[\s\S]*Add to Cart/);
      expect(html, "nothing but the small entry script is fetched before the page is painted").not.toContain('rel="modulepreload"');
      expect(response!.headers()["cache-control"]).toBe("private, no-cache");
      await started(page);
      await expect.poll(() => page.locator("main").textContent()).toMatch(shows);
      // The browser logs a 404 answer (the page's own, or a part asked for again) as an error: that is the network, not the page.
      const notFound = "error: Failed to load resource: the server responded with a status of 404 (Not Found)";
      expect(
        problems.filter((problem) => problem !== notFound),
        `console errors and warnings on ${path}`,
      ).toEqual([]);
      expect(
        calls.filter((call) => data.includes(call)),
        `data fetched again after hydration on ${path}`,
      ).toEqual([]);
      expect(await policyViolations(page), `content security policy violations on ${path}`).toEqual([]);
      // The app's code is not preloaded by the page: the entry asks for it once the page is parsed and painted.
      const [parsed, appCode] = await page.evaluate(() => [
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
        performance.getEntriesByType("resource").find((entry) => /\/assets\/start-[\w-]+\.js$/.test(entry.name))?.startTime ?? Number.NaN,
      ]);
      expect(appCode, "the app's code is fetched after the page is parsed").toBeGreaterThanOrEqual(parsed);
      expect(uncaughtErrors(page)).toEqual([]);
    });
  }

  it("gives every page its own title, on the server and after moving around in the browser", async () => {
    const page = await browser.newPage();
    const titles = new Map<string, string>();
    for (const path of [
      "/",
      "/all-products",
      "/all-products/FORD",
      "/all-products/GM",
      "/all-products/FORD/F65-GRILLE",
      "/specials",
      "/promotions",
      "/classic-body",
      "/catalog",
      "/contact-us",
      "/privacy-policy",
      "/search?item=hood",
    ]) {
      const html = await (await page.request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(title, path).not.toBe("");
      titles.set(path, title);
    }
    expect(new Set(titles.values()).size, [...titles.entries()].join("\n")).toBe(titles.size);

    await page.goto("/");
    await started(page);
    expect(await page.title()).toBe(titles.get("/"));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Hot Deals" }).click();
    await page.waitForURL("**/promotions");
    await expect.poll(() => page.title()).toBe(titles.get("/promotions"));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" }).click();
    await expect.poll(() => page.title()).toBe(titles.get("/contact-us"));
  });

  it("reloads a part opened from a list as the part's own page the server rendered, without rendering it again", async () => {
    const page = await browser.newPage();
    const problems = consoleProblems(page);
    await page.goto("/all-products/FORD");
    await page.locator('[data-product-code="F67-HOOD"]').click();
    await page.waitForURL("**/all-products/FORD/F67-HOOD");
    await page.getByRole("dialog").waitFor();
    await page.reload();
    await page.getByRole("main").getByText("F67-HOOD").first().waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(problems.filter((problem) => /418|hydrat/i.test(problem))).toEqual([]);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it("works before any script runs: links go to rendered pages and the search form searches", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "All Products" }).click();
    await page.waitForURL("**/all-products");
    await page
      .getByRole("link", { name: /^FORD\b/ })
      .first()
      .click();
    await page.waitForURL("**/all-products/FORD");
    expect(await page.getByText(/\d+ products found/).textContent()).toMatch(/[1-9]\d* products found/);
    expect(await page.locator("[data-product-code]").count()).toBe(20);

    await page.getByRole("searchbox", { name: /item/i }).fill("F65-GRILLE");
    await page.getByRole("searchbox", { name: /item/i }).press("Enter");
    await page.waitForURL(/\/search\?.*item=F65-GRILLE/);
    expect(await page.locator('[data-product-code="F65-GRILLE"]').count()).toBe(1);
    expect(await page.title()).toMatch(/F65-GRILLE/);

    await page.getByRole("button", { name: "Search parts" }).click();
    await page.waitForURL((url) => url.pathname === "/search");
    await page.getByRole("searchbox", { name: /item/i }).fill("hood");
    await page.getByRole("searchbox", { name: /item/i }).press("Enter");
    await page.waitForURL(/\/search\?.*item=hood/);
    expect(await page.locator("[data-product-code]").count()).toBeGreaterThan(0);
  });

  it("paints the cookie notice with the page, and lets it be dismissed before any script runs, for the rest of the session", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await page.goto("/all-products/FORD?page=2");
    const notice = page.getByRole("region", { name: "Why We Use Cookies" });
    expect(await notice.isVisible()).toBe(true);
    await notice.getByRole("button", { name: "I understand" }).click();
    await page.waitForURL((url) => url.pathname === "/all-products/FORD" && url.searchParams.get("page") === "2");
    await page.getByText(/\d+ products found/).waitFor();
    expect(await notice.count()).toBe(0);
    await page.goto("/");
    expect(await notice.count()).toBe(0);

    // With the app live, the same cookie keeps it away, and the hydrated page matches the server's.
    const live = await page.context().newPage();
    await live.goto("/all-products/FORD");
    expect(await live.getByRole("region", { name: "Why We Use Cookies" }).count()).toBe(0);
  });

  it("keeps the home page's carousels within a phone's width before any script runs (else the phone zooms the page out)", async () => {
    // Until Embla moves a track, a slide's positioned parts (its picture, a screen reader's text) were placed
    // against the carousel outside its clipping viewport: the page grew to 4,466 px on a 412 px phone, Chrome
    // zoomed it out, and the cookie notice jumped (Lighthouse: layout shift 0.365 on the home page).
    const page = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await page.goto("/");
    await page
      .getByRole("region", { name: /New Arrival/ })
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  it("shows a signed-in dealer their own prices from the first paint: the server sends them the page to render, not retail prices", async () => {
    const page = await browser.newPage();
    await page.goto("/sign-in");
    await page.getByLabel("Dealer ID or Email").fill("D10001");
    await page.getByLabel("Password", { exact: true }).fill("Dealer123");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const html = await (await page.request.get("/all-products/FORD")).text();
    expect(html).not.toContain('id="server-state"');
    expect(html).not.toContain("data-product-code");
  });
});

/** A GET with the given Accept-Encoding, and the bytes as they crossed the wire. */
function rawGet(path: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, baseUrl()), { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("the storefront's files", () => {
  it("are sent compressed at build time to browsers that accept it, and kept by the browser for good", async () => {
    const html = (await rawGet("/", "identity")).body.toString("utf8");
    const named = [...html.matchAll(/(?:src|href)="(\/assets\/[\w.-]+\.(?:js|css))"/g)].map((match) => match[1]!);
    expect(named.length).toBe(2);
    // The entry imports React, then the app, after the first paint; the app imports its modules.
    const entry = (await rawGet(named.find((file) => file.endsWith(".js"))!, "identity")).body.toString("utf8");
    const loaded = [...entry.matchAll(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g)].map((match) => `/assets/${match[1]}`);
    expect(loaded.length, "the entry imports React and the app").toBe(2);
    const imported: string[] = [];
    for (const file of loaded) {
      const code = (await rawGet(file, "identity")).body.toString("utf8");
      imported.push(...[...code.matchAll(/from\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map((match) => `/assets/${match[1]}`));
    }
    const scripts = [...new Set([...named, ...loaded, ...imported])];
    expect(scripts.length).toBeGreaterThan(5);
    for (const file of scripts) {
      const plain = await rawGet(file, "identity");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      // Files under 1 KB gain nothing from it and are left as they are.
      if (plain.body.length < 1024) continue;
      for (const [encoding, inflate] of [
        ["br", zlib.brotliDecompressSync],
        ["gzip", zlib.gunzipSync],
      ] as const) {
        const packed = await rawGet(file, `${encoding}, deflate`);
        expect(packed.headers["content-encoding"], file).toBe(encoding);
        expect(packed.headers.vary).toMatch(/accept-encoding/i);
        expect(packed.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(inflate(packed.body).equals(plain.body), file).toBe(true);
      }
    }
    const page = await rawGet("/", "br");
    expect(page.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(page.body).toString("utf8")).toContain("New Arrival");
  });
});
