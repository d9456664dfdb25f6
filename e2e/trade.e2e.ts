import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, settled, sharedBrowser, uncaughtErrors } from "./browser";
import { callApi, signIn } from "./shoppers";

const browser = sharedBrowser();

/** Empties the demo dealer's cart, so this journey starts from nothing whatever ran before. */
async function emptyDealerCart(page: Page) {
  const cart = (await callApi(page, "POST", "/api/getItems_carts", { user: "D10001", type: 2 })).json as { carts: { item: string }[] };
  for (const line of cart.carts) await callApi(page, "POST", "/api/updateQuantity", { user: "D10001", type: 2, item: line.item, quantity: 0 });
}

/** The quantity of each cart line, by part, as /cart shows it. */
async function cartQuantities(page: Page): Promise<Record<string, string>> {
  await page.getByRole("list", { name: "Cart lines" }).waitFor();
  const lines = page.locator("[data-line]");
  const quantities: Record<string, string> = {};
  for (const line of await lines.all()) quantities[(await line.getAttribute("data-line"))!] = await line.getByRole("spinbutton").inputValue();
  return quantities;
}

describe("trade ordering", () => {
  it("the demo dealer quick-orders by part number, confirms with a PO number, and orders it again", async () => {
    const page = await browser.newPage();
    await signIn(page, "D10001", "Dealer123");
    await emptyDealerCart(page);

    await page.getByRole("banner").getByRole("link", { name: "Quick order" }).click();
    await page.waitForURL("**/quick-order");
    await page.getByLabel("Part numbers and quantities").fill("C69-BUMPER 2\nNOPE-123 1\nd70mirror");
    await page.getByRole("button", { name: "Add to cart" }).click();
    const refused = page.getByRole("alert").filter({ hasText: "NOPE-123" });
    await refused.waitFor();
    expect(await refused.textContent()).toContain("Line 2: NOPE-123 1: no such part number");
    expect(await page.getByLabel("Part numbers and quantities").inputValue()).toBe("NOPE-123 1");

    await page.getByRole("link", { name: "View your cart" }).click();
    await page.waitForURL("**/cart");
    expect(await cartQuantities(page)).toEqual({ "C69-BUMPER": "2", "D70-MIRROR": "1" });

    await page.getByRole("button", { name: "Checkout" }).click();
    await page.waitForURL("**/dealer-confirm-order");
    const po = `PO-${Date.now().toString(36).toUpperCase()}`;
    await page.getByLabel("PO number").fill(po);
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await page.waitForURL("**/dealer-order-receipt?**");
    const so = new URL(page.url()).searchParams.get("so")!;
    await page.getByText(`PO number: ${po}`).waitFor();

    await page.getByRole("button", { name: /^Order again/ }).click();
    await page.waitForURL("**/cart");
    await page.getByRole("region", { name: `Order ${so} again` }).waitFor();
    expect(await cartQuantities(page)).toEqual({ "C69-BUMPER": "2", "D70-MIRROR": "1" });

    await page.goto("/profile?tab=Order%20History");
    await page.locator(`[data-order="${so}"]`).getByText(`PO number ${po}`).waitFor();
    await emptyDealerCart(page);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`/quick-order passes axe at ${viewport.width}px, with a report of added and refused lines`, async () => {
      const page = await browser.newPage({ viewport });
      await signIn(page, "D10001", "Dealer123");
      await page.goto("/quick-order");
      await page.getByLabel("Part numbers and quantities").waitFor();
      await settled(page);
      await expectNoAxeViolations(page, `/quick-order at ${viewport.width}px`);
      await page.getByLabel("Part numbers and quantities").fill("F67-HOOD 1\nNOPE-123 0");
      await page.getByRole("button", { name: "Add to cart" }).click();
      await page.getByRole("alert").filter({ hasText: "NOPE-123" }).waitFor();
      await settled(page);
      await expectNoAxeViolations(page, `/quick-order with a report at ${viewport.width}px`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await emptyDealerCart(page);
      expect(uncaughtErrors(page)).toEqual([]);
    });
  }
});
