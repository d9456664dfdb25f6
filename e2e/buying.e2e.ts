import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, settled, sharedBrowser, uncaughtErrors } from "./browser";
import { addToCart, callApi, checkout, fillCard, POLICY, registerCustomer, signIn, staffQuotes, summaryAmount, toast } from "./shoppers";

const browser = sharedBrowser();

const APPROVED_CARD = "4030000010001234";
const DECLINED_CARD = "4003050500040005";
const QUOTE_MESSAGE =
  "Thank you for your order, we will get your shipping quote as soon as possible. Please be advised, for order placed after 4:00pm Eastern Time, the shipping quote will be provided by the next business day.";

function cartButton(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: /^Cart, / });
}

/** Confirms the order to the customer's own address and lands on /payment. */
async function confirmToPayment(page: Page) {
  await page.getByLabel(POLICY).check();
  await page.getByRole("button", { name: "Confirm Order" }).click();
  await page.waitForURL("**/payment");
  await page.getByRole("button", { name: "Place Order" }).waitFor();
}

/** Asks for a quote for the oversize hood and answers the order number. */
async function requestQuote(page: Page): Promise<string> {
  await addToCart(page, "FORD", "F67-HOOD");
  await checkout(page);
  await page.getByRole("button", { name: "Get a Quote" }).waitFor();
  await page.getByLabel(POLICY).check();
  await page.getByRole("button", { name: "Get a Quote" }).click();
  await page.waitForURL("**/order-quote?**");
  return new URL(page.url()).searchParams.get("so")!;
}

describe("a customer buys a part", () => {
  it("quick view -> wishlist and cart -> /confirm-order -> pays by card -> receipt -> Order History, at one price throughout", async () => {
    const page = await browser.newPage();
    await registerCustomer(page);
    await page.goto("/all-products/CHEVROLET/C69-BUMPER");
    const dialog = page.getByRole("article");
    await dialog.getByText("C69-BUMPER", { exact: true }).first().waitFor();
    await dialog.getByRole("button", { name: "Add to Wishlist" }).click();
    await toast(page, "Item added to wishlist").waitFor();
    await dialog.getByRole("button", { name: "Add to Wishlist" }).click();
    await toast(page, "Item already exists in wishlist").waitFor();
    const quickViewPrice = await dialog.locator("[data-unit-price]").first().textContent();
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await toast(page, "Item added to cart successfully.").waitFor();
    await expect.poll(() => cartButton(page).getAttribute("aria-label")).toBe("Cart, 1 item");

    await page.goto("/wishlist");
    await page.locator('[data-product-code="C69-BUMPER"]').waitFor();
    expect(await page.locator('[data-product-code="C69-BUMPER"] [data-unit-price]').textContent()).toBe(quickViewPrice);
    await settled(page);
    await expectNoAxeViolations(page, "/wishlist");

    await cartButton(page).click();
    await page.waitForURL("**/cart");
    const line = page.locator('[data-line="C69-BUMPER"]');
    await line.waitFor();
    expect(await line.locator("[data-unit-price]").textContent()).toBe(quickViewPrice);
    await settled(page);
    await expectNoAxeViolations(page, "/cart");

    await page.getByRole("button", { name: "Checkout" }).click();
    await page.waitForURL("**/confirm-order");
    await page.getByRole("button", { name: "Confirm Order" }).waitFor();
    expect(await page.getByLabel("Address", { exact: true }).inputValue()).toBe("7600 Weston Road");
    expect(await page.locator('[data-line="C69-BUMPER"] [data-unit-price]').first().textContent()).toBe(quickViewPrice);
    const total = await summaryAmount(page, "Total");
    expect(await summaryAmount(page, "Subtotal")).toBe(quickViewPrice);
    expect(await summaryAmount(page, "Shipping")).toMatch(/^\$\d+\.\d{2}$/);
    await settled(page);
    await expectNoAxeViolations(page, "/confirm-order");

    await confirmToPayment(page);
    expect(await summaryAmount(page, "Total")).toBe(total);
    await settled(page);
    await expectNoAxeViolations(page, "/payment");
    await fillCard(page, APPROVED_CARD);
    await page.getByRole("button", { name: "Place Order" }).click();
    await page.waitForURL("**/order-receipt?**", { timeout: 30_000 });
    const so = new URL(page.url()).searchParams.get("so")!;
    await page.getByText(`Thank you for your order! Your order number is ${so}.`).waitFor();
    expect(await summaryAmount(page, "Total")).toBe(total);
    expect(await page.locator('[data-line="C69-BUMPER"] [data-unit-price]').first().textContent()).toBe(quickViewPrice);
    expect(await page.getByRole("link", { name: /Print Order/ }).getAttribute("href")).toBe(`/api/orders/${so}/pdf`);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("appState") ?? "{}").orderSono)).toBe(so);
    await expect.poll(() => cartButton(page).getAttribute("aria-label")).toBe("Cart, 0 items");
    await settled(page);
    await expectNoAxeViolations(page, "/order-receipt");

    await page.getByRole("link", { name: "Order History" }).click();
    await page.waitForURL(/\/profile\?tab=Order(\+|%20)History/);
    const row = page.locator(`[data-order="${so}"]`);
    await row.waitFor();
    expect(await row.locator('[data-column="status"]').textContent()).toBe("Processing");
    expect(await row.locator('[data-column="total"]').textContent()).toBe(total);
    await settled(page);
    await expectNoAxeViolations(page, "/profile?tab=Order History");
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it("adds the lines a visitor kept to the cart once they have an account", async () => {
    const page = await browser.newPage();
    await page.goto("/all-products/DODGE/D70-MIRROR");
    const dialog = page.getByRole("article");
    await dialog.getByText("D70-MIRROR", { exact: true }).first().waitFor();
    await dialog.getByRole("button", { name: "Increase quantity" }).click();
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await page.waitForURL((url) => url.pathname === "/sign-in");
    await registerCustomer(page, "Kept");
    await expect.poll(() => cartButton(page).getAttribute("aria-label")).toBe("Cart, 2 items");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("appState") ?? "{}").cart)).toEqual([]);
    await page.goto("/cart");
    expect(await page.getByRole("spinbutton", { name: "Quantity of D70-MIRROR" }).inputValue()).toBe("2");
  });

  it("says 'Payment failed. Please try again.' for a declined card, and keeps the cart", async () => {
    const page = await browser.newPage();
    await registerCustomer(page, "Declined");
    await addToCart(page, "DODGE", "D70-MIRROR");
    await checkout(page);
    await confirmToPayment(page);
    await fillCard(page, DECLINED_CARD);
    await page.getByRole("button", { name: "Place Order" }).click();
    await toast(page, "Payment failed. Please try again.").waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe("/payment");
    await page.goto("/cart");
    await page.locator('[data-line="D70-MIRROR"]').waitFor();
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it("alerts when a card order is placed without the policy agreed, and offers PayPal only where the store has set it up", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await registerCustomer(page, "Policy");
    await addToCart(page, "DODGE", "D70-MIRROR");
    await checkout(page);
    await settled(page);
    await expectNoAxeViolations(page, "/confirm-order at 390px");
    await confirmToPayment(page);
    const policy = page.getByLabel(POLICY);
    expect(await policy.isChecked()).toBe(true);
    // This shop has no PayPal account configured (decision 029): the card is the only method offered.
    // Switching methods ticks and unticks the policy in the payment panel's component tests, with PayPal set up.
    await page.getByRole("radio", { name: /Visa\/Mastercard/ }).waitFor();
    expect(await page.getByRole("radio", { name: /PayPal/ }).count()).toBe(0);
    await policy.uncheck();
    await fillCard(page, APPROVED_CARD);
    await page.getByRole("button", { name: "Place Order" }).click();
    await toast(page, "You must agree to the policy before placing an order.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/payment");
    await settled(page);
    // axe measures the toast's contrast: only once its entrance (a fade) has finished.
    await page.waitForFunction(() =>
      [...document.querySelectorAll(".Toastify__toast")].every((element) => element.getAnimations().every((animation) => animation.playState !== "running")),
    );
    await expectNoAxeViolations(page, "/payment at 390px");
  });
});

describe("oversize parts and pending orders", () => {
  it("asks for a quote for the oversize F67-HOOD and lists it as Pending for Quote", async () => {
    const page = await browser.newPage();
    await registerCustomer(page, "Quote");
    await addToCart(page, "FORD", "F67-HOOD");
    await checkout(page);
    await page.getByText(/Due to the size of item\(s\) you ordered/).waitFor();
    expect(await summaryAmount(page, "Shipping")).toBe("To be quoted");
    await page.getByLabel(POLICY).check();
    await page.getByRole("button", { name: "Get a Quote" }).click();
    await page.waitForURL("**/order-quote?**");
    const so = new URL(page.url()).searchParams.get("so")!;
    await page.getByText(QUOTE_MESSAGE).waitFor();
    expect(await page.locator("[data-order-number]").textContent()).toBe(so);
    await settled(page);
    await expectNoAxeViolations(page, "/order-quote");

    await page.goto("/profile?tab=Pending%20Orders");
    const row = page.locator(`[data-order="${so}"]`);
    await row.waitFor();
    expect(await row.locator('[data-column="status"]').textContent()).toBe("Pending for Quote");
    await settled(page);
    await expectNoAxeViolations(page, "/profile?tab=Pending Orders");
    await row.getByRole("link", { name: so }).click();
    await page.getByRole("heading", { level: 1, name: `Pending Order ${so}` }).waitFor();
    await page.getByText("Pending for Quote").waitFor();
    expect(await page.getByRole("button", { name: "Make Payment" }).isDisabled()).toBe(true);
    await settled(page);
    await expectNoAxeViolations(page, "/pending-order-details (Pending for Quote)");
  });

  it("pays a pending order the store has quoted, from /pending-order-payment", async () => {
    const page = await browser.newPage();
    await registerCustomer(page, "Pending");
    const so = await requestQuote(page);
    await staffQuotes(await browser.newPage(), so, 125, 5);

    await page.goto("/profile?tab=Pending%20Orders");
    const row = page.locator(`[data-order="${so}"]`);
    await row.waitFor();
    expect(await row.locator('[data-column="status"]').textContent()).toBe("Pending for Reply");
    await row.getByRole("link", { name: so }).click();
    await page.getByText("Pending for Reply").waitFor();
    expect(await summaryAmount(page, "Shipping")).toBe("$125.00");
    const total = await summaryAmount(page, "Total");
    await page.getByRole("button", { name: "Make Payment" }).click();
    await page.waitForURL("**/pending-order-payment?**");
    await page.getByRole("button", { name: "Place Order" }).waitFor();
    expect(await summaryAmount(page, "Total")).toBe(total);
    await settled(page);
    await expectNoAxeViolations(page, "/pending-order-payment");

    await fillCard(page, APPROVED_CARD);
    await page.getByLabel(POLICY).check();
    await page.getByRole("button", { name: "Place Order" }).click();
    await page.waitForURL("**/order-receipt?**", { timeout: 30_000 });
    await page.getByText(`Thank you for your order! Your order number is ${so}.`).waitFor();
    expect(await summaryAmount(page, "Total")).toBe(total);

    await page.goto("/profile?tab=Order%20History");
    await page.locator(`[data-order="${so}"]`).waitFor();
    await page.goto("/profile?tab=Pending%20Orders");
    await page.getByText("No pending orders").waitFor();
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it("deletes a pending order after the Warning dialog", async () => {
    const page = await browser.newPage();
    await registerCustomer(page, "Delete");
    const so = await requestQuote(page);
    await page.goto(`/pending-order-details?so=${so}&id=${await userId(page)}`);
    await page.getByRole("heading", { level: 1, name: `Pending Order ${so}` }).waitFor();
    await page.getByRole("button", { name: "Delete Order" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Warning" });
    await dialog.getByText("This will permanently delete the order. Continue?").waitFor();
    await settled(page);
    await expectNoAxeViolations(page, "the Delete Order dialog");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.waitForURL(/\/profile\?tab=Pending(\+|%20)Orders/);
    await page.getByText("No pending orders").waitFor();
  });
});

async function userId(page: Page): Promise<number> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("appState") ?? "{}").user.id as number);
}

describe("a dealer orders", () => {
  it("sign-in -> quick view (MSRP and dealer price) -> beyond stock -> cart -> /dealer-confirm-order -> /dealer-order-receipt -> Order History", async () => {
    const page = await browser.newPage();
    await signIn(page, "D10001", "Dealer123");
    const cart = (await callApi(page, "POST", "/api/getItems_carts", { user: "D10001", type: 2 })).json as { carts: { item: string }[] };
    for (const line of cart.carts) await callApi(page, "POST", "/api/updateQuantity", { user: "D10001", type: 2, item: line.item, quantity: 0 });

    await page.goto("/all-products/FORD/F67-HOOD");
    const dialog = page.getByRole("article");
    await dialog.getByText("F67-HOOD", { exact: true }).first().waitFor();
    const term = (name: string) => dialog.locator("dt", { hasText: new RegExp(`^${name}$`) }).locator("xpath=following-sibling::dd[1]");
    const msrp = await term("MSRP").textContent();
    const dealerPrice = await term("Dealer price").textContent();
    const onhand = Number(await term("In stock").textContent());
    expect(dealerPrice).not.toBe(msrp);
    await dialog.getByRole("spinbutton", { name: "Quantity" }).fill(String(onhand + 2));
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await toast(page, "Item added to cart successfully.").waitFor();

    await page.goto("/cart");
    await page.getByText("2 on back order: ships when it arrives").waitFor();
    await page.getByRole("button", { name: "Checkout" }).click();
    await page.waitForURL("**/dealer-confirm-order");
    await page.getByRole("button", { name: "Confirm", exact: true }).waitFor();
    expect(await page.getByLabel("Company", { exact: true }).inputValue()).toBe("Demo Collision Ltd.");
    expect(await page.locator('[data-line="F67-HOOD"] [data-unit-price]').first().textContent()).toBe(dealerPrice);
    expect(await page.locator('[data-summary="Shipping"]').count()).toBe(0);
    await settled(page);
    await expectNoAxeViolations(page, "/dealer-confirm-order");
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await page.waitForURL("**/dealer-order-receipt?**");
    const so = new URL(page.url()).searchParams.get("so")!;
    await page.getByText(`Thank you for your order! Your order number is ${so}.`).waitFor();
    expect(await page.getByRole("link", { name: /Print Order/ }).count()).toBe(0);
    await settled(page);
    await expectNoAxeViolations(page, "/dealer-order-receipt");

    await page.getByRole("link", { name: "Order History" }).click();
    await page.locator(`[data-order="${so}"]`).waitFor();
    expect(await page.getByRole("tab", { name: "Pending Orders" }).count()).toBe(0);
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
