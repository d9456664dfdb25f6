import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, photograph, settled, sharedBrowser, uncaughtErrors } from "./browser";

const browser = sharedBrowser();

/** Moves focus forward with Tab, as a keyboard user does, until it reaches the link of this name. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 15; presses++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "");
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

/** Errors the browser's console printed (a hydration mismatch is one). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

describe("the shop in French", () => {
  it("switches a make's page to French and back by keyboard, on the same page", async () => {
    const page = await browser.newPage();
    const errors = consoleErrors(page);
    await page.goto("/all-products/FORD");
    await page
      .getByText(/products found/)
      .first()
      .waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("en-CA");

    await tabTo(page, "Voir cette page en français");
    await Promise.all([page.waitForURL("**/fr/all-products/FORD"), page.keyboard.press("Enter")]);
    await page.waitForFunction(() => document.documentElement.dataset.started === "true");
    expect(new URL(page.url()).pathname).toBe("/fr/all-products/FORD");
    expect(await page.getAttribute("html", "lang")).toBe("fr-CA");
    expect(await page.title()).toBe("Pièces FORD | Partshop Woodbridge");
    await expect.poll(() => page.getByRole("link", { name: "Se connecter" }).isVisible()).toBe(true);
    // The header's own links stay French, under /fr.
    expect(await page.getByRole("link", { name: "Accueil de Partshop Woodbridge" }).getAttribute("href")).toBe("/fr");

    await tabTo(page, "View this page in English");
    await Promise.all([page.waitForURL((url) => url.pathname === "/all-products/FORD"), page.keyboard.press("Enter")]);
    await page.waitForFunction(() => document.documentElement.dataset.started === "true");
    expect(await page.getAttribute("html", "lang")).toBe("en-CA");
    expect(await page.title()).toBe("FORD parts | Partshop Woodbridge");
    expect((await page.context().cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("en-CA");
    expect(uncaughtErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("keeps French titles as the shopper moves around a French page", async () => {
    const page = await browser.newPage();
    await page.goto("/fr/all-products/FORD");
    await page
      .getByText(/produits trouvés/)
      .first()
      .waitFor();
    await page.getByRole("link", { name: "Accueil de Partshop Woodbridge" }).click();
    await page.waitForURL((url) => url.pathname === "/fr" || url.pathname === "/fr/");
    await expect.poll(() => page.title()).toBe("Partshop Woodbridge | Pièces d'auto et carrosseries en acier pour voitures classiques");
  });

  it("sends a French browser's first visit to the French page", async () => {
    const page = await browser.newPage();
    await page.context().setExtraHTTPHeaders({ "accept-language": "fr-CA,fr;q=0.9" });
    await page.goto("/all-products/FORD");
    expect(new URL(page.url()).pathname).toBe("/fr/all-products/FORD");
    expect(await page.getAttribute("html", "lang")).toBe("fr-CA");
  });

  for (const address of ["/fr/", "/fr/all-products/FORD"]) {
    it(`axe finds no violations on ${address}`, async () => {
      const page = await browser.newPage();
      await page.goto(address);
      await settled(page);
      await expectNoAxeViolations(page, address);
    });
  }

  it("shows the switch at a desktop's and a phone's width", async () => {
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await browser.newPage({ viewport });
      await page.goto("/fr/");
      await settled(page);
      const link = page.getByRole("link", { name: "View this page in English" });
      expect(await link.isVisible()).toBe(true);
      const box = (await link.boundingBox())!;
      expect(box.x + box.width, `the switch fits in ${viewport.width}px`).toBeLessThanOrEqual(viewport.width);
      // No part of the header is pushed past the screen's edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await photograph(page, `french-${viewport.width}`, { fullPage: false });
    }
  });
});
