import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations, settled, sharedBrowser, uncaughtErrors } from "./browser";
import { dismissCookieNotice } from "./shoppers";

const browser = sharedBrowser();

/** The page of /vehicles/1967/FORD/Mustang listing a part, from the API. */
async function pageListing(code: string): Promise<number> {
  for (let page = 1; page < 50; page++) {
    const answer = (await (await fetch(`${baseUrl()}/api/vehicles/1967/FORD/Mustang/parts?page=${page}`)).json()) as {
      data: { item: string }[];
      last_page: number;
    };
    if (answer.data.some((part) => part.item === code)) return page;
    if (page >= answer.last_page) break;
  }
  throw new Error(`${code} is on no page of the 1967 Ford Mustang`);
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

describe("shop by vehicle", () => {
  it("a visitor chooses 1967 / FORD / Mustang, finds F67-HOOD that fits and C69-BUMPER that does not, and keeps the vehicle on reload", async () => {
    const hoodPage = await pageListing("F67-HOOD");
    const page = await browser.newPage();
    await page.goto("/");
    await dismissCookieNotice(page);
    await chooseMustang(page);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Parts for 1967 Ford Mustang");
    await expect.poll(() => page.title()).toMatch(/^Parts for 1967 Ford Mustang/);
    if (hoodPage > 1) {
      await page.getByRole("button", { name: `Page ${hoodPage}` }).click();
      await page.waitForURL(new RegExp(`page=${hoodPage}`));
    }
    await page.locator('[data-product-code="F67-HOOD"]').click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByText("Fits your 1967 Ford Mustang").count()).toBe(1);

    await page.goto("/all-products/CHEVROLET/C69-BUMPER");
    await expect.poll(() => page.getByRole("article").getByText("Does not fit your 1967 Ford Mustang").count()).toBe(1);

    await page.reload();
    await expect.poll(() => page.getByRole("article").getByText("Does not fit your 1967 Ford Mustang").count()).toBe(1);
    // My Garage is read on the home page.
    await page.goto("/");
    await expect.poll(() => page.getByRole("region", { name: "My Garage" }).getByRole("link", { name: "1967 Ford Mustang" }).count()).toBe(1);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it("the vehicle page arrives rendered, and the form works, without JavaScript", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto("/vehicles/1967/FORD/Mustang");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Parts for 1967 Ford Mustang");
    expect(await page.locator("[data-product-code]").count()).toBeGreaterThan(0);
    await page.goto("/vehicles?year=1967&make=FORD&model=Mustang");
    expect(new URL(page.url()).pathname).toBe("/vehicles/1967/FORD/Mustang");
  });

  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`axe finds no violations on the vehicle page and the chooser at ${viewport.width} px`, async () => {
      const page = await browser.newPage({ viewport });
      await page.goto("/vehicles/1967/FORD/Mustang");
      await settled(page);
      await expectNoAxeViolations(page, `the vehicle page at ${viewport.width} px`);
      await page.goto("/vehicles?year=1967");
      await settled(page);
      await expectNoAxeViolations(page, `the chooser at ${viewport.width} px`);
    });
  }
});
