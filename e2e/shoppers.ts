import type { Page } from "playwright-core";
import { baseUrl } from "./browser";

/** Signs the demo owner in through /admin/sign-in and waits for the dashboard. */
export async function staffSignsIn(page: Page) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail").fill("admin@example.com");
  await page.getByLabel("Password").fill("Admin12345");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
}

let registrations = 0;

/** A customer who has never shopped here: each journey registers its own, so no journey sees another's cart or orders. */
export interface NewCustomer {
  email: string;
  password: string;
  name: string;
}

/** A toast as react-toastify shows it. */
export function toast(page: Page, text: string) {
  return page.locator(".Toastify").getByText(text, { exact: true });
}

/** Calls the shop's API from inside the page (its session cookie and same-origin Origin go with it) and answers status and JSON. */
export async function callApi(page: Page, method: "GET" | "POST", path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body },
  );
}

/**
 * Puts a part's stock at `onhand` as the store does, through the parts console's API as the demo
 * owner: the browser journeys share one shop, and quotes and orders of earlier journeys take stock.
 */
export async function restock(code: string, onhand: number): Promise<void> {
  const base = baseUrl();
  const json = { "content-type": "application/json", origin: base };
  const signedIn = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email: "admin@example.com", password: "Admin12345" }),
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .find((line) => line.startsWith("sid="))
    ?.split(";")[0];
  if (signedIn.status !== 200 || !cookie) throw new Error(`staff sign-in answered ${signedIn.status}`);
  const part = (await (await fetch(`${base}/api/admin/parts/${code}`, { headers: { cookie } })).json()) as Record<string, unknown>;
  const { item: _item, view_count: _views, created_at: _created, ...fields } = part;
  const saved = await fetch(`${base}/api/admin/parts/${code}`, { method: "PUT", headers: { ...json, cookie }, body: JSON.stringify({ ...fields, onhand }) });
  if (saved.status !== 200) throw new Error(`restocking ${code} answered ${saved.status}: ${await saved.text()}`);
}

/**
 * Registers a new customer through /register (solving the captcha as a person's browser does) and
 * completes their profile with an Ontario address, then opens the home page so the app reads it back.
 */
export async function registerCustomer(page: Page, firstName = "Casey"): Promise<NewCustomer> {
  registrations += 1;
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}${registrations}`;
  const person = { email: `buyer-${tag}@example.com`, password: "Garage2024", name: `${firstName} Buyer` };
  await page.goto("/register");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill("Buyer");
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByLabel("Confirm password").fill(person.password);
  await page.locator('altcha-widget [data-state="verified"]').waitFor({ state: "attached", timeout: 30_000 });
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await page.waitForURL("**/customer-info");
  // Lines kept before registering go to the server cart as soon as there is an account: let them arrive first.
  await page.waitForFunction(() => ((JSON.parse(localStorage.getItem("appState") ?? "{}") as { cart?: unknown[] }).cart ?? []).length === 0);
  const saved = await callApi(page, "POST", "/api/customerInfo", {
    firstName,
    lastName: "Buyer",
    address: "7600 Weston Road",
    city: "Woodbridge",
    postalCode: "L4L 8A1",
    country: "CA",
    province: "ON",
    tel: "(905) 555-0123",
    sameAsShipping: true,
  });
  if (saved.status !== 200) throw new Error(`Completing the profile failed: ${saved.status} ${JSON.stringify(saved.json)}`);
  await page.goto("/");
  await page
    .getByRole("banner")
    .getByRole("link", { name: `${person.name}, your profile` })
    .waitFor();
  await dismissCookieNotice(page);
  return person;
}

/** Signs in through /sign-in and waits for the home page. */
export async function signIn(page: Page, login: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Dealer ID or Email").fill(login);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await dismissCookieNotice(page);
}

/** The cookie notice sits over the bottom right corner, where the buying pages' buttons are on a phone. */
export async function dismissCookieNotice(page: Page) {
  const understood = page.getByRole("button", { name: "I understand" });
  if (await understood.isVisible().catch(() => false)) await understood.click();
}

/** Opens a part's page and adds a quantity of it to the cart; answers the unit price the page showed. */
export async function addToCart(page: Page, make: string, code: string, quantity = 1): Promise<string> {
  await page.goto(`/all-products/${make}/${code}`);
  const part = page.getByRole("article");
  await part.getByText(code, { exact: true }).first().waitFor();
  const price = (await part.locator("[data-unit-price]").first().textContent()) ?? "";
  if (quantity !== 1) await part.getByRole("spinbutton", { name: "Quantity" }).fill(String(quantity));
  await part.getByRole("button", { name: "Add to Cart" }).click();
  await toast(page, "Item added to cart successfully.").first().waitFor();
  return price;
}

/** Goes from the cart to /confirm-order. */
export async function checkout(page: Page) {
  await page.goto("/cart");
  await page.locator("[data-line]").first().waitFor();
  await page.getByRole("button", { name: "Checkout" }).click();
  await page.waitForURL("**/confirm-order");
  await page.getByRole("table", { name: "Items in your order" }).waitFor();
}

export const POLICY = "By checking this box, you agree to accept our shipping policy";

/** An expiry year two years ahead, as the card form takes it (YY). */
export function futureYear(): string {
  return String((new Date().getFullYear() + 2) % 100).padStart(2, "0");
}

/** Fills the card form. */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel("Card Holder's Name").fill("Casey Buyer");
  await page.getByLabel("Card Number").fill(number);
  await page.getByLabel("Expiry month (MM)").fill("12");
  await page.getByLabel("Expiry year (YY)").fill(futureYear());
  await page.getByLabel("Card CVV").fill("123");
}

/** The store quotes an order's shipping through the staff API (as the staff console does), making it Pending for Reply. */
export async function staffQuotes(page: Page, so: string, shipping: number, days: number) {
  await page.goto(`${baseUrl()}/`);
  const login = await callApi(page, "POST", "/api/admin/login", { email: "admin@example.com", password: "Admin12345" });
  if (login.status !== 200) throw new Error(`Staff sign-in failed: ${login.status}`);
  const quote = await callApi(page, "POST", `/api/admin/orders/${encodeURIComponent(so)}/quote`, { shipping, days });
  if (quote.status !== 200) throw new Error(`Quoting ${so} failed: ${quote.status} ${JSON.stringify(quote.json)}`);
}

/** The amount a summary row shows ("$1,234.50"). */
export async function summaryAmount(page: Page, label: string): Promise<string> {
  return (await page.locator(`[data-summary="${label}"]`).first().textContent()) ?? "";
}

/** Buys a part by card as the signed-in customer (the Camaro bumper unless told), from its page to the receipt; answers the order number. */
export async function buyByCard(
  page: Page,
  part: { make: string; code: string; quantity?: number } = { make: "CHEVROLET", code: "C69-BUMPER" },
): Promise<string> {
  await addToCart(page, part.make, part.code, part.quantity ?? 1);
  await checkout(page);
  await page.getByLabel(POLICY).check();
  await page.getByRole("button", { name: "Confirm Order" }).click();
  await page.waitForURL("**/payment");
  await fillCard(page, "4030000010001234");
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.waitForURL("**/order-receipt?**", { timeout: 30_000 });
  return new URL(page.url()).searchParams.get("so")!;
}
