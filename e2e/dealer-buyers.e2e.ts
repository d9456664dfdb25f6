import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, mailTo, settled, sharedBrowser, uncaughtErrors } from "./browser";
import { callApi, signIn } from "./shoppers";

const browser = sharedBrowser();

/** Empties the demo dealer account's cart (its buyers share it), so the journey starts from nothing whatever ran before. */
async function emptyDealerCart(page: Page) {
  const cart = (await callApi(page, "POST", "/api/getItems_carts", { user: "D10001", type: 2 })).json as { carts: { item: string }[] };
  for (const line of cart.carts) await callApi(page, "POST", "/api/updateQuantity", { user: "D10001", type: 2, item: line.item, quantity: 0 });
}

/** What the demo dealer pays for a part: their one price, as the server answers it to them. */
async function dealerPrice(page: Page, item: string): Promise<number> {
  const cart = (await callApi(page, "POST", "/api/addToShoppingCart", { user: "D10001", type: 2, item, quantity: 1 })).status;
  expect(cart).toBe(200);
  const lines = (await callApi(page, "POST", "/api/getItems_carts", { user: "D10001", type: 2 })).json as { carts: { item: string; price: number }[] };
  await emptyDealerCart(page);
  return lines.carts.find((line) => line.item === item)!.price;
}

describe("buyers under one dealer", () => {
  it("the demo dealer adds a buyer, who sets a password from the mail, orders at the dealer's price and is named on the receipt", async () => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const buyer = { name: `Bea Buyer ${tag}`, email: `bea-${tag}@democollision.example`, password: "Buyer2024" };

    const admin = await browser.newPage();
    await signIn(admin, "D10001", "Dealer123");
    await emptyDealerCart(admin);
    const price = await dealerPrice(admin, "D70-MIRROR");
    // Its $76.26 tier price at price code 3, never above the public $69.99 (decision 027).
    expect(price).toBe(69.99);
    await admin.goto("/profile?tab=Buyers");
    await admin.getByRole("heading", { level: 2, name: "Buyers" }).waitFor();
    await settled(admin);
    await expectNoAxeViolations(admin, "/profile?tab=Buyers");
    await admin.getByLabel("Name").fill(buyer.name);
    await admin.getByLabel("E-mail").fill(buyer.email);
    await admin.getByRole("button", { name: "Add buyer" }).click();
    await admin.getByText(`${buyer.name} is added. We mailed ${buyer.email} a link to set their password.`).waitFor();
    await admin.locator(`[data-buyer="${buyer.email}"]`).getByText("Invited: no password yet").waitFor();
    await settled(admin);
    await expectNoAxeViolations(admin, "/profile?tab=Buyers with a buyer");

    const mail = await mailTo(buyer.email, /reset-password\?token=/);
    const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail)![0];
    const page = await browser.newPage();
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel("New password", { exact: true }).fill(buyer.password);
    await page.getByLabel("Confirm new password").fill(buyer.password);
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.getByText("Your password has been changed.").first().waitFor();

    await signIn(page, buyer.email, buyer.password);
    await page.goto("/profile");
    await page.getByText(`Signed in as ${buyer.name}, Demo Collision Ltd. (D10001).`).waitFor();
    const tabs = await page.getByRole("tab").allTextContents();
    expect(tabs).not.toContain("Download Price Sheet");
    expect(tabs).not.toContain("Buyers");
    expect(tabs).toContain("Statement");
    expect((await callApi(page, "GET", "/api/generatePriceSheet/3/all")).status).toBe(403);

    await page.goto("/quick-order");
    await page.getByLabel("Part numbers and quantities").fill("D70-MIRROR 1");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("link", { name: "View your cart" }).click();
    await page.waitForURL("**/cart");
    const line = page.locator('[data-line="D70-MIRROR"]');
    await line.waitFor();
    const shown = `$${price.toFixed(2)}`;
    expect(await line.locator("[data-line-total]").textContent()).toBe(shown);

    await page.getByRole("button", { name: "Checkout" }).click();
    await page.waitForURL("**/dealer-confirm-order");
    await page.getByText("Ordering for Demo Collision Ltd. (D10001).").waitFor();
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await page.waitForURL("**/dealer-order-receipt?**");
    await page.getByText(`Placed by ${buyer.name}`).waitFor();
    await settled(page);
    await expectNoAxeViolations(page, "/dealer-order-receipt placed by a buyer");
    const so = new URL(page.url()).searchParams.get("so")!;

    await admin.goto(`/dealer-order-receipt?so=${so}&id=D10001`);
    await admin.getByText(`Placed by ${buyer.name}`).waitFor();
    expect(uncaughtErrors(page)).toEqual([]);
    expect(uncaughtErrors(admin)).toEqual([]);
  });
});
