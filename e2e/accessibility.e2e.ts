import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, settled, sharedBrowser } from "./browser";

const browser = sharedBrowser();

/** Each public page, and what shows it has finished loading. */
const publicPages: [path: string, ready: string | RegExp][] = [
  ["/", "New Arrival"],
  ["/all-products", "FORD"],
  ["/all-products/FORD", /products found/],
  ["/specials", /products found/],
  ["/promotions", /Hot Deals|products found/],
  ["/search?make=FORD&item=hood", /products found/],
  ["/classic-body", /Classic/],
  ["/classic-body/FORD", /Return to models/],
  ["/catalog", /Catalog/],
  ["/privacy-policy", "Pricing Policy"],
  ["/privacy-policy?tab=Return%20Policy", /30 days/],
  ["/contact-us", /Send|Contact/],
  ["/shipping-inquiry/F67-HOOD?inquiry=shipping", "Send Message"],
  ["/shipping-inquiry/F65-GRILLE?inquiry=eta", "Send Message"],
  ["/no-such-page", "404"],
];

describe("accessibility: axe finds no violations", () => {
  for (const [path, ready] of publicPages) {
    it(path, async () => {
      const page = await browser.newPage();
      await page.goto(path);
      await page.getByText(ready).first().waitFor();
      await settled(page);
      await expectNoAxeViolations(page, path);
    });
  }

  it("the product quick view, opened from its make's list", async () => {
    const page = await browser.newPage();
    await page.goto("/all-products/FORD");
    await page.locator('a[data-product-code="F65-GRILLE"]').click();
    await page
      .getByRole("dialog")
      .getByText(/Expected arrival/i)
      .waitFor();
    await settled(page);
    await expectNoAxeViolations(page, "the quick view of F65-GRILLE");
  });

  it("the part page: breadcrumbs, the part, the vehicles it fits and other parts for them", async () => {
    const page = await browser.newPage();
    await page.goto("/all-products/FORD/F65-GRILLE");
    await page
      .getByRole("article")
      .getByText(/Expected arrival/i)
      .waitFor();
    await page.getByRole("heading", { name: "Other parts for the same vehicles" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").allTextContents()).toEqual(["Home", "All products", "Ford"]);
    expect(await page.getByRole("table").getByRole("row").nth(1).textContent()).toBe("1965FordMustangAnyAny");
    await settled(page);
    await expectNoAxeViolations(page, "the part page of F65-GRILLE");
  });

  it("the home page on a phone", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto("/");
    await page.getByText("New Arrival").first().waitFor();
    await settled(page);
    await expectNoAxeViolations(page, "the home page at 390px");
  });
});
