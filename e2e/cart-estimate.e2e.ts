import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, photograph, settled, sharedBrowser, uncaughtErrors } from "./browser";
import { addToCart, checkout, registerCustomer, restock, summaryAmount } from "./shoppers";

const browser = sharedBrowser();

/** The estimate's sentence, as the cart shows it. */
const ESTIMATE = /^To (.+) \(([A-Z]+)\): (\$\d+\.\d{2}), delivery in about \d+ business days\. Tax is added at checkout\.$/;

describe("the cart's shipping estimate", () => {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`estimates shipping to the customer's address and to a postal code typed by keyboard, as Confirm Order charges it (${viewport.width} px)`, async () => {
      await restock("D70-MIRROR", 20);
      const page = await browser.newPage({ viewport });
      await registerCustomer(page);
      await addToCart(page, "DODGE", "D70-MIRROR");
      await page.goto("/cart");
      const estimate = page.locator("[data-shipping-estimate]");
      await expect.poll(() => estimate.textContent(), { timeout: 10_000 }).toMatch(ESTIMATE);
      const own = ESTIMATE.exec((await estimate.textContent()) ?? "")!;
      expect(own[2]).toBe("ON");

      await page.getByLabel("Postal or ZIP code").focus();
      await page.keyboard.type("v6b 1a1");
      await page.keyboard.press("Enter");
      await expect.poll(() => estimate.textContent(), { timeout: 10_000 }).toMatch(/^To V6B 1A1 \(BC\): \$\d+\.\d{2}/);
      await settled(page);
      await expectNoAxeViolations(page, `/cart with a shipping estimate at ${viewport.width} px`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await photograph(page, `cart-estimate-${viewport.width}`);

      await checkout(page);
      expect(await summaryAmount(page, "Shipping")).toBe(own[3]);
      expect(uncaughtErrors(page)).toEqual([]);
    });
  }
});
