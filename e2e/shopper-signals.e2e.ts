import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, settled, sharedBrowser, uncaughtErrors } from "./browser";
import { dismissCookieNotice, registerCustomer, restock } from "./shoppers";

/** Issue 22: the shopper is told early (signals on cards and in the quick view) and never lost (focus, sign-in's way back). */
const browser = sharedBrowser();

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

/** What has keyboard focus: its tag and text. */
function focused(page: import("playwright-core").Page) {
  return page.evaluate(() => ({ tag: document.activeElement?.tagName ?? "", text: document.activeElement?.textContent?.trim() ?? "" }));
}

describe("shopper signals", () => {
  for (const viewport of VIEWPORTS) {
    const size = `${viewport.width}x${viewport.height}`;

    it(`F67-HOOD's card and quick view say its years, stock and 'Shipping by quote' before anything is added (${size})`, async () => {
      // Other journeys buy the hood; this one needs it on hand.
      await restock("F67-HOOD", 10);
      const page = await browser.newPage({ viewport });
      await page.goto("/all-products/FORD?item=F67-HOOD");
      await dismissCookieNotice(page);
      const card = page.locator('a[data-product-code="F67-HOOD"]');
      const signals = card.locator("[data-part-signals]");
      await signals.waitFor();
      expect(await signals.textContent()).toMatch(/1967-1968.*In stock.*Shipping by quote/);
      await settled(page);
      await expectNoAxeViolations(page, `the FORD list with F67-HOOD at ${size}`);
      await card.click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Add to Cart" }).waitFor();
      expect(await dialog.locator("[data-part-signals]").textContent()).toMatch(/1967-1968.*In stock.*Shipping by quote/);
      await settled(page);
      await expectNoAxeViolations(page, `F67-HOOD's quick view at ${size}`);
      expect(uncaughtErrors(page)).toEqual([]);
    });

    it(`F65-GRILLE's disabled Add to Cart says why beside it (${size})`, async () => {
      const page = await browser.newPage({ viewport });
      await page.goto("/all-products/FORD/F65-GRILLE");
      await dismissCookieNotice(page);
      const dialog = page.getByRole("article");
      const button = dialog.getByRole("button", { name: "Add to Cart" });
      await button.waitFor();
      expect(await button.isDisabled()).toBe(true);
      const reason = dialog.locator("[data-disabled-reason]");
      expect(await reason.textContent()).toBe("Not in stock, so it cannot be added to the cart yet.");
      expect(await reason.isVisible()).toBe(true);
      expect(await button.getAttribute("aria-describedby")).toBe(await reason.getAttribute("id"));
      expect(await dialog.locator("[data-signal=stock]").textContent()).toMatch(/^Out of stock - arrives [A-Z][a-z]{2} \d{1,2}$/);
      await settled(page);
      await expectNoAxeViolations(page, `F65-GRILLE's part page at ${size}`);
    });
  }

  it("moves focus to the new page's h1 after a client-side route change", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS[0] });
    await page.goto("/");
    await dismissCookieNotice(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "On Sale" }).click();
    await page.waitForURL((url) => url.pathname === "/specials");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1", undefined, { timeout: 10_000 });
    expect((await focused(page)).tag).toBe("H1");
    await page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/sign-in");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1", undefined, { timeout: 10_000 });
    expect(await focused(page)).toEqual({ tag: "H1", text: "Sign in" });
  });

  it("tells a visitor why Add to Cart needs sign-in and brings them back to the part afterwards", async () => {
    await restock("F67-HOOD", 10);
    const setup = await browser.newPage({ viewport: VIEWPORTS[0] });
    const person = await registerCustomer(setup, "Robin");
    const page = await browser.newPage({ viewport: VIEWPORTS[1] });
    await page.goto("/all-products/FORD/F67-HOOD");
    await dismissCookieNotice(page);
    await page.getByRole("article").getByRole("button", { name: "Add to Cart" }).click();
    await page.waitForURL((url) => url.pathname === "/sign-in");
    expect(await page.getByRole("status").filter({ hasText: "sign in to add parts to your cart" }).textContent()).toContain(
      "The part you chose is kept, and you will be taken back to it after signing in.",
    );
    await page.getByLabel("Dealer ID or Email").fill(person.email);
    await page.getByLabel("Password", { exact: true }).fill(person.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/all-products/FORD/F67-HOOD");
    await page.getByRole("article").getByText("F67-HOOD", { exact: true }).first().waitFor();
    await settled(page);
    await expectNoAxeViolations(page, "F67-HOOD after signing in at 390x844");
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
