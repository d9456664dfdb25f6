import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, photograph, settled, sharedBrowser, uncaughtErrors } from "./browser";
import { dismissCookieNotice } from "./shoppers";

// Suggestions while typing and vehicle words in the search (decision 035).

const browser = sharedBrowser();

/** Opens the header's search popup and types into its item field (which takes the focus). */
async function typeInHeaderSearch(page: Page, text: string) {
  await page.getByRole("button", { name: "Search parts" }).click();
  const item = page.getByRole("dialog", { name: "Search parts" }).getByRole("combobox", { name: "Item" });
  await expect.poll(() => item.evaluate((element) => element === document.activeElement)).toBe(true);
  await item.pressSequentially(text);
  // The list shows each typed text's own answer once it comes: wait for the whole text's (aria-busy ends), not a shorter one's.
  await expect.poll(() => page.getByRole("listbox", { name: "Suggestions", includeHidden: true }).getAttribute("aria-busy")).toBe("false");
  return item;
}

describe("suggestions while typing in the header search", () => {
  it("a visitor types 'must', sees suggestions, opens the Mustang with the keyboard, and 'mustang hood' lists F67-HOOD", async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto("/");
    await dismissCookieNotice(page);
    const item = await typeInHeaderSearch(page, "must");
    const list = page.getByRole("listbox", { name: "Suggestions" });
    // How fast suggestions come is measured by the bench (its 'suggestions while typing' pool), not timed here.
    await list.getByRole("option").first().waitFor({ state: "visible" });
    expect(await item.getAttribute("aria-expanded")).toBe("true");
    await expect
      .poll(() =>
        page
          .getByRole("status")
          .filter({ hasText: /\d+ suggestions/ })
          .count(),
      )
      .toBe(1);
    await expectNoAxeViolations(page, "the suggestion list at 1366 px");
    await photograph(page, "suggest-1366", { fullPage: false });

    const vehicle = list.getByRole("group", { name: "Vehicles" }).getByRole("option").first();
    const vehicleName = (await vehicle.locator("span").first().textContent())!;
    expect(vehicleName).toMatch(/^\d{4} Ford Mustang$/);
    const options = await list.getByRole("option").count();
    const vehicleId = await vehicle.getAttribute("id");
    const vehicleIndex = await list.getByRole("option").evaluateAll((all, id) => all.findIndex((option) => option.id === id), vehicleId);
    for (let step = 0; step <= vehicleIndex; step++) await item.press("ArrowDown");
    expect(vehicleIndex).toBeGreaterThan(0);
    expect(vehicleIndex).toBeLessThan(options);
    expect(await item.getAttribute("aria-activedescendant")).toBe(vehicleId);
    await item.press("Enter");
    const year = vehicleName.slice(0, 4);
    await page.waitForURL(new RegExp(`/vehicles/${year}/FORD/Mustang$`));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(`Parts for ${vehicleName}`);

    const search = await typeInHeaderSearch(page, "mustang hood");
    await list.getByRole("option").first().waitFor({ state: "visible" });
    await search.press("Escape");
    expect(await search.getAttribute("aria-expanded")).toBe("false");
    await search.press("Enter");
    await page.waitForURL(/\/search\?item=mustang\+hood$/);
    await settled(page);
    await expect.poll(() => page.locator('[data-product-code="F67-HOOD"]').count(), { timeout: 5_000 }).toBe(1);
    const firstThree = await page
      .locator("[data-product-code]")
      .evaluateAll((cards) => cards.slice(0, 3).map((card) => card.getAttribute("data-product-code")));
    expect(firstThree).toContain("F67-HOOD");
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it("works on a phone: the list fits 390 px, axe finds nothing, and a misspelt search offers 'Did you mean'", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto("/");
    await dismissCookieNotice(page);
    await typeInHeaderSearch(page, "camaro bum");
    const list = page.getByRole("listbox", { name: "Suggestions" });
    await list.getByRole("option").first().waitFor({ state: "visible", timeout: 1_000 });
    expect(await list.getByRole("option").allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining("C69-BUMPER")]));
    const box = (await list.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, "the suggestion list at 390 px");
    await photograph(page, "suggest-390", { fullPage: false });

    await page.goto("/search?item=musstangg+hod");
    await settled(page);
    await expect.poll(() => page.getByText("0 products found").count()).toBe(1);
    await expect.poll(() => page.getByText("Did you mean mustang hood?").count()).toBe(1);
    await expectNoAxeViolations(page, "a search that found nothing, with 'Did you mean'");
    await page.getByRole("link", { name: "mustang hood" }).click();
    await page.waitForURL(/\/search\?item=mustang\+hood$/);
    await expect.poll(() => page.locator('[data-product-code="F67-HOOD"]').count(), { timeout: 5_000 }).toBe(1);
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
