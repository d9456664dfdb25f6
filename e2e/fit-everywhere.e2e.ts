import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ProductPage } from "../src/domain/contracts/catalog";
import { fitOfKeys } from "../src/domain/fitment";
import { baseUrl, expectNoAxeViolations, settled, sharedBrowser, uncaughtErrors } from "./browser";
import { addToCart, registerCustomer, restock } from "./shoppers";

const browser = sharedBrowser();
const mustang = { year: 1967, make: "FORD", model: "Mustang" };

async function list(query: string): Promise<ProductPage> {
  return (await (await fetch(`${baseUrl()}/api/searchResualt?${query}`)).json()) as ProductPage;
}

/** The FORD list's page holding F67-HOOD, and a part in stock on it that does not fit a 1967 Mustang. */
async function hoodPage(): Promise<{ page: number; misfit: string }> {
  for (let page = 1; page < 100; page++) {
    const answer = await list(`make=FORD&page=${page}`);
    if (answer.data.some((part) => part.item === "F67-HOOD")) {
      const misfit = answer.data.find((part) => part.onhand > 0 && fitOfKeys(part.fits ?? [], mustang) === "does-not-fit");
      if (!misfit) throw new Error(`No part on page ${page} of FORD's list misses a 1967 Mustang`);
      return { page, misfit: misfit.item };
    }
    if (page >= answer.last_page) break;
  }
  throw new Error("F67-HOOD is on no page of FORD's list");
}

async function chooseMustang(page: Page) {
  const form = page.getByRole("form", { name: "Shop by vehicle" });
  await form.getByRole("combobox", { name: "Year" }).selectOption("1967");
  await expect.poll(() => form.getByRole("combobox", { name: "Make" }).locator("option", { hasText: "Ford" }).count()).toBe(1);
  await form.getByRole("combobox", { name: "Make" }).selectOption("FORD");
  await expect.poll(() => form.getByRole("combobox", { name: "Model" }).locator("option", { hasText: "Mustang" }).count()).toBeGreaterThan(0);
  await form.getByRole("combobox", { name: "Model" }).selectOption("Mustang");
  await form.getByRole("button", { name: "Shop parts" }).click();
  await page.waitForURL(/\/vehicles\/1967\/FORD\/Mustang$/);
}

const card = (page: Page, code: string) => page.locator(`[data-product-code="${code}"]`);
const found = async (page: Page) =>
  Number(/^(\d+) products? found$/.exec((await page.getByRole("status").filter({ hasText: "found" }).textContent()) ?? "")?.[1]);

describe("fit everywhere", () => {
  it("a shopper with a 1967 Ford Mustang sees on every card whether it fits, narrows the list to what fits (kept in the address), and the cart marks a line that does not fit", async () => {
    const { page: listPage, misfit } = await hoodPage();
    const everyFord = (await list("make=FORD")).total;
    const fitting = (await list("make=FORD&fits=1967_FORD_Mustang")).total;
    expect(fitting).toBeLessThan(everyFord);

    const page = await browser.newPage();
    await registerCustomer(page, "Fitter");
    await chooseMustang(page);

    await page.goto(`/all-products/FORD${listPage > 1 ? `?page=${listPage}` : ""}`);
    await expect.poll(() => card(page, "F67-HOOD").textContent()).toContain("Fits your 1967 Ford Mustang");
    await expect.poll(() => card(page, misfit).textContent()).toContain("Does not fit your 1967 Ford Mustang");
    await settled(page);
    await expectNoAxeViolations(page, "FORD's list with fit badges");

    await page.getByRole("checkbox", { name: "Only parts that fit" }).check();
    await page.waitForURL(/fits=1967_FORD_Mustang/);
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
    await expect.poll(() => found(page)).toBe(fitting);
    await page.reload();
    await expect.poll(() => found(page)).toBe(fitting);
    expect(await page.getByRole("checkbox", { name: "Only parts that fit" }).isChecked()).toBe(true);
    await expect.poll(() => card(page, misfit).count()).toBe(0);
    await settled(page);
    await expectNoAxeViolations(page, "FORD's list narrowed to what fits");

    await page.goto("/search?item=hood&fits=1967_FORD_Mustang");
    await expect.poll(() => page.locator("[data-product-code]").count()).toBeGreaterThan(0);
    for (const text of await page.locator("[data-fit]").allTextContents()) expect(text).not.toContain("Does not fit");

    // Other journeys buy these parts; this one needs them on hand.
    await restock(misfit, 10);
    await restock("F67-HOOD", 10);
    await addToCart(page, "FORD", misfit);
    await addToCart(page, "FORD", "F67-HOOD");
    await page.goto("/cart");
    await expect.poll(() => page.locator(`[data-line="${misfit}"]`).textContent()).toContain("Does not fit your 1967 Ford Mustang");
    expect(await page.locator('[data-line="F67-HOOD"]').textContent()).not.toContain("Does not fit");
    await settled(page);
    await expectNoAxeViolations(page, "the cart with a line that does not fit");
    expect(uncaughtErrors(page)).toEqual([]);
  }, 240_000);

  it("the server sends a list with ?fits= already narrowed, before any script runs", async () => {
    const fitting = (await list("make=FORD&fits=1967_FORD_Mustang")).total;
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto("/all-products/FORD?fits=1967_FORD_Mustang");
    expect(await page.getByText(`${fitting} products found`).count()).toBe(1);
    expect(await page.getByRole("checkbox", { name: "Only parts that fit" }).isChecked()).toBe(true);
    await page.goto("/promotions?fits=1967_FORD_Mustang");
    const deals = (await (await fetch(`${baseUrl()}/api/searchFeatured?fits=1967_FORD_Mustang`)).json()) as ProductPage;
    expect(await page.getByText(`${deals.total} ${deals.total === 1 ? "product" : "products"} found`).count()).toBe(1);
  });
});
