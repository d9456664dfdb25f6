import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ProductListPage } from "../src/domain/contracts/catalog";
import { baseUrl, expectNoAxeViolations, photograph, settled, sharedBrowser, uncaughtErrors } from "./browser";
import { restock } from "./shoppers";

const browser = sharedBrowser();

async function list(query: string): Promise<ProductListPage> {
  return (await (await fetch(`${baseUrl()}/api/searchResualt?${query}`)).json()) as ProductListPage;
}

/** 'N products found' as a number; read by its role attribute, as it stays in the page behind the modal Filters sheet. */
const found = async (page: Page) =>
  Number(/^(\d+) products? found$/.exec((await page.locator('[role="status"]', { hasText: "found" }).textContent()) ?? "")?.[1]);

const prices = async (page: Page) =>
  (await page.locator("[data-product-code] [data-unit-price]").allTextContents()).map((text) => Number(text.replace(/[^0-9.]/g, "")));

describe("facets and sorts", () => {
  it("a shopper narrows FORD's list to hoods in stock, sorts them by price, and keeps it all on reload; the phone's Filters sheet opens the same choices", {
    timeout: 120_000,
  }, async () => {
    // Earlier journeys buy the Mustang hood: it is put back in stock, as the store would.
    await restock("F67-HOOD", 4);
    const everyFord = (await list("make=FORD")).total;
    const inStock = (await list("make=FORD&in_stock=1")).total;
    const hoodsInStock = (await list("make=FORD&in_stock=1&type=hood")).total;
    expect(inStock).toBeLessThan(everyFord);
    expect(hoodsInStock).toBeGreaterThan(1);

    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto("/all-products/FORD");
    await expect.poll(() => found(page)).toBe(everyFord);
    const filters = page.getByRole("region", { name: "Filters" });
    await filters.getByRole("checkbox", { name: /^In stock/ }).click();
    await page.waitForURL(/[?&]in_stock=1/);
    await expect.poll(() => found(page)).toBe(inStock);

    await filters
      .getByRole("group", { name: "Part type" })
      .getByRole("checkbox", { name: /^Hood \d+/ })
      .click();
    await page.waitForURL(/[?&]type=hood/);
    await expect.poll(() => found(page)).toBe(hoodsInStock);

    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-asc");
    await page.waitForURL(/[?&]sort=price-asc/);
    await settled(page);
    await expect
      .poll(async () => {
        const shown = await prices(page);
        return shown.length > 1 && shown.every((price, at) => at === 0 || shown[at - 1]! <= price);
      })
      .toBe(true);

    await page.reload();
    await expect.poll(() => found(page)).toBe(hoodsInStock);
    await expect.poll(() => filters.getByRole("checkbox", { name: /^In stock/ }).isChecked()).toBe(true);
    expect(
      await filters
        .getByRole("group", { name: "Part type" })
        .getByRole("checkbox", { name: /^Hood \d+/ })
        .isChecked(),
    ).toBe(true);
    expect(await page.getByRole("combobox", { name: "Sort by" }).inputValue()).toBe("price-asc");
    const sorted = await prices(page);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    await settled(page);
    await expectNoAxeViolations(page, "FORD's list with facets, 1366 px");
    await photograph(page, "facets-list-1366");
    expect(uncaughtErrors(page)).toEqual([]);

    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto("/all-products/FORD?in_stock=1&type=hood&sort=price-asc");
    await expect.poll(() => found(phone)).toBe(hoodsInStock);
    expect(await phone.getByRole("region", { name: "Filters" }).isVisible()).toBe(false);
    const widest = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(widest).toBeLessThanOrEqual(390);
    await settled(phone);
    await expectNoAxeViolations(phone, "FORD's list with facets, 390 px");
    await photograph(phone, "facets-list-390");
    await phone.getByRole("button", { name: "Filters (2)" }).click();
    const sheet = phone.getByRole("dialog", { name: "Filters" });
    await expect.poll(() => sheet.getByRole("checkbox", { name: /^In stock/ }).isChecked()).toBe(true);
    await settled(phone);
    await expectNoAxeViolations(phone, "the phone's Filters sheet, 390 px");
    await photograph(phone, "facets-filters-sheet-390", { fullPage: false });
    await sheet.getByRole("checkbox", { name: /^On sale/ }).click();
    await phone.waitForURL(/[?&]on_sale=1/);
    await expect.poll(async () => found(phone)).toBe((await list("make=FORD&in_stock=1&type=hood&on_sale=1")).total);
    await sheet.getByRole("button", { name: "Show results" }).click();
    await expect.poll(() => phone.getByRole("dialog").count()).toBe(0);
    expect(uncaughtErrors(phone)).toEqual([]);
  });
});
