import { describe, expect, it } from "vitest";
import { baseUrl, sharedBrowser, uncaughtErrors } from "./browser";

const browser = sharedBrowser();

describe("browsing the catalogue", () => {
  it("goes home -> make grid -> FORD list -> page 2, and the quick view of F65-GRILLE shows its expected arrival", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "All Products" }).click();
    await page.waitForURL("**/all-products");
    await page
      .getByRole("link", { name: /^FORD\b/ })
      .first()
      .click();
    await page.waitForURL("**/all-products/FORD");
    const found = page.getByText(/\d+ products found/);
    await found.waitFor();
    expect(Number((await found.textContent())!.match(/(\d+) products found/)![1])).toBeGreaterThan(40);
    const firstPageCodes = await page.locator("[data-product-code]").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-product-code")));
    expect(firstPageCodes).toHaveLength(20);

    await page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "Page 2" }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.locator("[data-product-code]").first().getAttribute("data-product-code")).not.toBe(firstPageCodes[0]);

    await page.getByRole("searchbox", { name: /item/i }).fill("F65-GRILLE");
    await page.getByRole("searchbox", { name: /item/i }).press("Enter");
    await page.waitForURL(/item=F65-GRILLE/);
    await page.locator('[data-product-code="F65-GRILLE"]').click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByText("F65-GRILLE").first().waitFor();
    await dialog.getByText(/Expected arrival/i).waitFor();
    expect(await dialog.getByRole("link", { name: "Shipping Inquiry" }).getAttribute("href")).toBe("/shipping-inquiry/F65-GRILLE?inquiry=shipping");
    expect(await dialog.getByRole("link", { name: "Inquire ETA" }).getAttribute("href")).toBe("/shipping-inquiry/F65-GRILLE?inquiry=eta");
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it("shows parts of a list page at the same price on their card and in their quick view, for a visitor and for the demo dealer", {
    timeout: 180_000,
  }, async () => {
    for (const who of ["visitor", "dealer"] as const) {
      const page = await browser.newPage();
      if (who === "dealer") {
        await page.goto("/sign-in");
        await page.getByLabel("Dealer ID or Email").fill("D10001");
        await page.getByLabel("Password", { exact: true }).fill("Dealer123");
        await page.getByRole("button", { name: "Sign In", exact: true }).click();
        await page.waitForURL((url) => url.pathname === "/");
      }
      for (const list of ["/all-products/FORD", "/promotions", "/specials"]) {
        await page.goto(list);
        if (who === "dealer" && list === "/specials") continue;
        await page.getByText(/\d+ products found/).waitFor();
        const cards = page.locator("[data-product-code]");
        const count = await cards.count();
        expect(count, list).toBeGreaterThan(0);
        // The first six cards and the last: every card and quick view take their price from the one pricing rule
        // (unit-tested for every part); here the browser shows the same figure in both places.
        const sampled = [...new Set([0, 1, 2, 3, 4, 5, count - 1].filter((index) => index < count))];
        for (const index of sampled) {
          const card = cards.nth(index);
          const code = await card.getAttribute("data-product-code");
          const onCard = await card.locator("[data-unit-price]").textContent();
          await card.click();
          const dialog = page.getByRole("dialog");
          await dialog.getByText(code!, { exact: true }).first().waitFor();
          const inQuickView = await dialog.locator("[data-unit-price]").textContent();
          expect(inQuickView, `${who}: ${code} on ${list}`).toBe(onCard);
          await dialog.getByRole("button", { name: "Close" }).click();
          await dialog.waitFor({ state: "detached" });
        }
      }
      expect(uncaughtErrors(page)).toEqual([]);
    }
  });

  it("searches from the header popup by make and item", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    await page
      .getByRole("banner")
      .getByRole("button", { name: /search/i })
      .click();
    const popup = page.getByRole("dialog");
    await popup.waitFor();
    await popup.getByLabel(/make/i).selectOption("FORD");
    await popup.getByLabel(/item/i).fill("hood");
    await popup.getByRole("button", { name: /search/i }).click();
    await page.waitForURL(/\/search\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("make")).toBe("FORD");
    expect(url.searchParams.get("item")).toBe("hood");
    await page.locator('[data-product-code="F67-HOOD"]').waitFor();
  });

  it("keeps an anonymous visitor's cart line locally and sends them to sign in", async () => {
    // A FORD part that stays in stock whatever the other journeys buy (they buy the fixed demo items).
    const list = (await (await fetch(`${baseUrl()}/api/searchResualt?make=FORD&page=2`)).json()) as {
      data: { item: string; onhand: number; oversize: boolean }[];
    };
    const code = list.data.find((part) => part.onhand >= 5 && !part.oversize)?.item;
    expect(code, "a FORD part with stock on page 2").toBeDefined();
    const page = await browser.newPage();
    await page.goto(`/all-products/FORD/${code}`);
    const dialog = page.getByRole("article");
    await dialog.getByText(code!).first().waitFor();
    await dialog.getByRole("button", { name: /add to cart/i }).click();
    // Sign-in says why the shopper is there and brings them back to the part afterwards.
    await page.waitForURL((url) => url.pathname === "/sign-in");
    const target = new URL(page.url());
    expect(target.searchParams.get("reason")).toBe("cart");
    expect(target.searchParams.get("next")).toBe(`/all-products/FORD/${code}`);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("appState") ?? "{}"));
    expect(saved.cart).toEqual([{ id: code, quantity: 1 }]);
  });
});

describe("pages around the catalogue", () => {
  it("opens a classic body model in a dialog with its include and shipping lines", async () => {
    const page = await browser.newPage();
    await page.goto("/classic-body");
    await page.getByRole("main").getByRole("link", { name: /ford/i }).first().click();
    await page.waitForURL("**/classic-body/FORD");
    await page.locator("main a[href*='/classic-body/FORD/']").first().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const order = dialog.getByRole("link", { name: /email to order/i }).or(dialog.getByRole("button", { name: /email to order/i }));
    await order.first().waitFor();
    expect(await dialog.getByText(/USD/).count()).toBeGreaterThan(0);
    await dialog
      .getByRole("link", { name: /inquire/i })
      .first()
      .waitFor();
  });

  it("opens a catalogue PDF from its tile", async () => {
    const page = await browser.newPage();
    await page.goto("/catalog");
    const tile = page.locator("main a[href$='.pdf']").first();
    await tile.waitFor();
    expect(await tile.getAttribute("target")).toBe("_blank");
    const href = (await tile.getAttribute("href"))!;
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
    const [popup] = await Promise.all([page.context().waitForEvent("page"), tile.click()]);
    expect(popup.url()).toContain(href);
  });

  it("shows 404 for an unknown path", async () => {
    const page = await browser.newPage();
    const response = await page.goto("/no-such-page/at-all");
    // The server renders the page itself now, so it says what it is: not found (search engines drop it).
    expect(response?.status()).toBe(404);
    await page.getByText("404", { exact: true }).waitFor();
  });

  it("shows the cookie notice once per browser session", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    const notice = page.getByText("Why We Use Cookies");
    await notice.waitFor();
    await page.getByRole("button", { name: "I understand" }).click();
    await notice.waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("heading", { name: "New Arrival" }).waitFor();
    expect(await notice.count()).toBe(0);
    await page.goto("/specials");
    await page.getByText(/products found/).waitFor();
    expect(await notice.count()).toBe(0);

    const fresh = await browser.newPage();
    await fresh.goto("/");
    await fresh.getByText("Why We Use Cookies").waitFor();
  });
});
