import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PART_CSV_COLUMNS } from "../src/domain/part-rows";
import { expectNoAxeViolations, photograph, settled, sharedBrowser, uncaughtErrors } from "./browser";
import {
  addToCart,
  buyByCard,
  checkout,
  dismissCookieNotice,
  fillCard,
  POLICY,
  registerCustomer,
  restock,
  signIn,
  staffSignsIn,
  summaryAmount,
  toast,
} from "./shoppers";

const browser = sharedBrowser();

const APPROVED_CARD = "4030000010001234";
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Asks for a quote for the oversize hood as the customer and answers the order number. */
async function requestQuote(page: Page): Promise<string> {
  await restock("F67-HOOD", 10);
  await addToCart(page, "FORD", "F67-HOOD");
  await checkout(page);
  await page.getByLabel(POLICY).check();
  await page.getByRole("button", { name: "Get a Quote" }).click();
  await page.waitForURL("**/order-quote?**");
  return new URL(page.url()).searchParams.get("so")!;
}

/** The dealer price the page of a part shows to whoever is signed in. */
async function dealerPriceOf(page: Page, make: string, code: string): Promise<{ msrp: string; dealer: string }> {
  await page.goto(`/all-products/${make}/${code}`);
  const dialog = page.getByRole("article");
  await dialog.getByText(code, { exact: true }).first().waitFor();
  const term = (name: string) => dialog.locator("dt", { hasText: new RegExp(`^${name}$`) }).locator("xpath=following-sibling::dd[1]");
  return { msrp: (await term("MSRP").textContent()) ?? "", dealer: (await term("Dealer price").textContent()) ?? "" };
}

/** A parts file in the export's format, one line per part given by the columns it sets (the rest blank or false). */
function partsCsv(parts: Record<string, string>[]): string {
  const flags = new Set(["oversize", "onsale", "featured", "popular", "promotional", "hot_sale"]);
  const lines = parts.map((part) => PART_CSV_COLUMNS.map((column) => part[column] ?? (flags.has(column) ? "false" : "")).join(","));
  return [PART_CSV_COLUMNS.join(","), ...lines].join("\n");
}

/** A part code no earlier run used. */
const freshCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase().slice(-6)}`;

/** The smallest PNG (one transparent pixel). */
const ONE_PIXEL_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

describe("the staff console runs the shop", () => {
  it("staff quote the oversize order from its page, and the customer pays it from /pending-order-payment", async () => {
    const customer = await browser.newPage();
    await registerCustomer(customer, "Quoted");
    const so = await requestQuote(customer);

    const staff = await browser.newPage();
    await staffSignsIn(staff);
    await staff.getByRole("link", { name: "See quotes waiting" }).click();
    await staff.waitForURL("**/admin/orders?status=3");
    await staff.getByRole("region", { name: "Orders", exact: true }).getByRole("link", { name: so, exact: true }).click();
    await staff.getByRole("heading", { level: 1, name: `Order ${so}` }).waitFor();
    expect(await staff.getByTestId("order-status").textContent()).toBe("Pending for Quote");
    await staff.getByLabel("Shipping (CAD)").fill("125");
    await staff.getByLabel("Days in transit").fill("5");
    await staff.getByRole("button", { name: "Send quote" }).click();
    await staff.getByText("Quote sent. The customer has been e-mailed a link to pay.").waitFor();
    await expect.poll(() => staff.getByTestId("order-status").textContent()).toBe("Pending for Reply");
    expect(await summaryAmount(staff, "Shipping")).toBe("$125.00");
    await staff
      .getByText(/Shipping quoted by staff member #/)
      .first()
      .waitFor();
    const total = await summaryAmount(staff, "Total");

    await customer.goto("/profile?tab=Pending%20Orders");
    const row = customer.locator(`[data-order="${so}"]`);
    await row.waitFor();
    expect(await row.locator('[data-column="status"]').textContent()).toBe("Pending for Reply");
    await row.getByRole("link", { name: so }).click();
    await customer.getByRole("button", { name: "Make Payment" }).click();
    await customer.waitForURL("**/pending-order-payment?**");
    await customer.getByRole("button", { name: "Place Order" }).waitFor();
    expect(await summaryAmount(customer, "Shipping")).toBe("$125.00");
    expect(await summaryAmount(customer, "Total")).toBe(total);
    await fillCard(customer, APPROVED_CARD);
    await customer.getByLabel(POLICY).check();
    await customer.getByRole("button", { name: "Place Order" }).click();
    await customer.waitForURL("**/order-receipt?**", { timeout: 30_000 });
    await customer.getByText(`Thank you for your order! Your order number is ${so}.`).waitFor();

    await staff.reload();
    await expect.poll(() => staff.getByTestId("order-status").textContent()).toBe("Paid, processing");
    await staff
      .getByRole("region", { name: "Payments and refunds" })
      .getByText(/approved/)
      .waitFor();
    expect(uncaughtErrors(staff)).toEqual([]);
    expect(uncaughtErrors(customer)).toEqual([]);
  });

  it("staff mark an order shipped, and the customer's Order History shows Shipped with the tracking link", async () => {
    const customer = await browser.newPage();
    const person = await registerCustomer(customer, "Shipped");
    const so = await buyByCard(customer);

    const staff = await browser.newPage();
    await staffSignsIn(staff);
    await staff.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Orders" }).click();
    await staff.getByLabel("Customer or dealer").fill(person.email);
    await staff.getByRole("button", { name: "Search" }).click();
    await staff.waitForURL((url) => url.searchParams.get("who") === person.email);
    await staff.getByRole("region", { name: "Orders", exact: true }).getByRole("link", { name: so, exact: true }).click();
    await staff.getByRole("heading", { level: 1, name: `Order ${so}` }).waitFor();
    // A refusal first: the server's words are shown, and nothing claims success.
    await staff.getByLabel("Courier").fill("P");
    await staff.getByLabel("Waybill").fill("PUR1029384756");
    await staff.getByRole("button", { name: "Mark shipped" }).click();
    await staff.getByRole("alert").getByText("Courier must be at least 2 characters").waitFor();
    expect(await staff.getByText(/Marked shipped/).count()).toBe(0);
    await staff.getByLabel("Courier").fill("Purolator");
    await staff.getByRole("button", { name: "Mark shipped" }).click();
    await staff.getByText("Marked shipped. The customer has been e-mailed the tracking link.").waitFor();
    await expect.poll(() => staff.getByTestId("order-status").textContent()).toBe("Shipped");

    await customer.goto("/profile?tab=Order%20History");
    const row = customer.locator(`[data-order="${so}"]`);
    await row.waitFor();
    expect(await row.locator('[data-column="status"]').textContent()).toBe("Shipped");
    const tracking = row.locator('[data-column="tracking"]').getByRole("link", { name: /PUR1029384756/ });
    expect(await tracking.getAttribute("href")).toContain("PUR1029384756");
    expect(uncaughtErrors(staff)).toEqual([]);
  });

  it("staff create a dealer under People, who then signs in and sees their level's prices", async () => {
    const staff = await browser.newPage();
    await staffSignsIn(staff);
    await staff.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "People" }).click();
    await staff.getByRole("tab", { name: "Dealers" }).click();
    const account = `E2E${Date.now().toString(36).toUpperCase().slice(-6)}`;
    await staff.getByLabel("Dealer ID").fill(account);
    await staff.getByLabel("Company").fill("Console Test Body Shop");
    await staff.getByLabel("Price code").fill("6");
    await staff.getByLabel("E-mail").fill(`${account.toLowerCase()}@example.com`);
    await staff.getByLabel("Password").fill("Dealer2345");
    await staff.getByRole("button", { name: "Create dealer" }).click();
    await staff.getByText(`Dealer ${account} (Console Test Body Shop) is created with price code 6.`).waitFor();

    const demo = await browser.newPage();
    await signIn(demo, "D10001", "Dealer123");
    const levelThree = await dealerPriceOf(demo, "FORD", "F67-HOOD");

    const dealer = await browser.newPage();
    await signIn(dealer, account, "Dealer2345");
    const levelSix = await dealerPriceOf(dealer, "FORD", "F67-HOOD");
    expect(levelSix.msrp).toBe(levelThree.msrp);
    const amount = (text: string) => Number(text.replace(/[^\d.]/g, ""));
    expect(amount(levelSix.dealer)).toBeLessThan(amount(levelThree.dealer));

    await staff.getByLabel("Search dealers").fill(account);
    await staff.getByRole("button", { name: "Search" }).click();
    await staff.getByRole("button", { name: `Edit ${account}` }).click();
    const edit = staff.getByRole("dialog", { name: `Edit dealer ${account}` });
    await edit.getByLabel("Price code").fill("3");
    await edit.getByRole("button", { name: "Save dealer" }).click();
    await staff.getByText(`Dealer ${account} is saved with price code 3.`).waitFor();
    await expect.poll(async () => (await dealerPriceOf(dealer, "FORD", "F67-HOOD")).dealer).toBe(levelThree.dealer);
    expect(uncaughtErrors(staff)).toEqual([]);
  });

  it("staff read an inquiry in the Inbox, reply by e-mail and see it answered", async () => {
    const visitor = await browser.newPage();
    await visitor.goto("/shipping-inquiry/F67-HOOD?inquiry=shipping");
    await dismissCookieNotice(visitor);
    const subjectTag = `Halifax ${Date.now().toString(36)}`;
    await visitor.getByLabel("Name").fill("Inbox Tester");
    await visitor.getByLabel("Email").fill("inbox-tester@example.com");
    await visitor.getByLabel("Message").fill(`How much to ship the hood to ${subjectTag}?`);
    await visitor.locator('altcha-widget [data-state="verified"]').waitFor({ state: "attached", timeout: 30_000 });
    await visitor.getByRole("button", { name: "Send Message" }).click();
    await toast(visitor, "Message sent successfully").waitFor();

    const staff = await browser.newPage();
    await staffSignsIn(staff);
    await staff.getByRole("link", { name: "Open the inbox" }).click();
    await staff.getByLabel("Search messages").fill("inbox-tester@example.com");
    await staff.getByRole("button", { name: "Search" }).click();
    await staff.getByRole("region", { name: "Messages" }).getByRole("link").first().click();
    await staff.getByText(`How much to ship the hood to ${subjectTag}?`).waitFor();
    await staff.getByLabel("Reply", { exact: true }).fill("About $150 to Halifax, 5 days.");
    await staff.getByRole("button", { name: "Send reply" }).click();
    await staff.getByText("Your reply has been e-mailed to inbox-tester@example.com.").waitFor();
    await expect.poll(() => staff.getByTestId("inquiry-state").textContent()).toMatch(/^Answered by /);
    expect(uncaughtErrors(staff)).toEqual([]);
  });

  it("staff change a part's list price on its page in /admin/parts, and the storefront's quick view shows the new price", async () => {
    const staff = await browser.newPage();
    await staffSignsIn(staff);
    const code = freshCode("E2EP");
    const created = await staff.request.post("/api/admin/parts", {
      data: { item: code, descrip: "Console test door handle", make: "FORD", year_from: 1967, year_end: 1968, price: 30, pricel: 40, onhand: 0, orderpt: 0 },
    });
    expect(created.status()).toBe(200);

    await staff.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Parts" }).click();
    await staff.getByLabel("Code or words").fill(code);
    await staff.getByRole("button", { name: "Search" }).click();
    await staff.waitForURL((url) => url.searchParams.get("q") === code);
    await staff.getByRole("region", { name: "Parts" }).getByRole("link", { name: code }).click();
    await staff.getByRole("heading", { level: 1, name: `Part ${code}` }).waitFor();
    // A refusal first: the part rules name the field, and nothing claims it was saved.
    await staff.getByLabel("Special price").fill("45");
    await staff.getByRole("button", { name: "Save part" }).click();
    await staff.getByText("Special price must be below the list price").first().waitFor();
    expect(await staff.getByText(/is saved/).count()).toBe(0);
    await staff.getByLabel("Special price").fill("");
    await staff.getByLabel("List price").fill("57.25");
    await staff.getByRole("button", { name: "Save part" }).click();
    await staff.getByText(`Part ${code} is saved: list price $57.25, 0 on hand.`).waitFor();

    const shopper = await browser.newPage();
    await shopper.goto(`/all-products/FORD/${code}`);
    const dialog = shopper.getByRole("article");
    await dialog.getByText(code, { exact: true }).first().waitFor();
    expect(await dialog.locator("[data-unit-price]").first().textContent()).toBe("$57.25");
    expect(uncaughtErrors(staff)).toEqual([]);
    expect(uncaughtErrors(shopper)).toEqual([]);
  });

  it("staff import a parts file: one bad row is reported and nothing applied, then the corrected file is applied", async () => {
    const staff = await browser.newPage();
    await staffSignsIn(staff);
    await staff.goto("/admin/parts");
    const [first, second] = [freshCode("E2EA"), freshCode("E2EB")];
    const row = (item: string, pricel: string) => ({
      item,
      descrip: `Console import ${item}`,
      make: "FORD",
      fits: "FORD",
      year_from: "1967",
      year_end: "1968",
      price: "10.00",
      pricel,
      onhand: "4",
      orderpt: "1",
      qty: "1",
      weight_kg: "1.50",
    });
    const file = (text: string) => ({ name: "parts.csv", mimeType: "text/csv", buffer: Buffer.from(text) });

    await staff.getByLabel("Parts file (CSV)").setInputFiles(file(partsCsv([row(first, "12.00"), row(second, "twelve")])));
    await staff.getByRole("button", { name: "Import parts" }).click();
    const errors = staff.getByRole("region", { name: "Rows with errors" });
    await errors.waitFor();
    expect(await errors.getByRole("row").nth(1).textContent()).toBe("3pricelList price must be an amount like 12.50");
    await staff.getByText("1 error was found. Nothing was imported: fix the file and import it again.").waitFor();
    expect((await staff.request.get(`/api/admin/parts/${first}`)).status()).toBe(404);

    await staff.getByLabel("Parts file (CSV)").setInputFiles(file(partsCsv([row(first, "12.00"), row(second, "13.50")])));
    await staff.getByRole("button", { name: "Import parts" }).click();
    await staff.getByText("Import finished: 2 rows read, 2 inserted, 0 updated, 0 unchanged.").waitFor();
    await staff.getByLabel("Code or words").fill(second);
    await staff.getByRole("button", { name: "Search" }).click();
    await staff.getByRole("region", { name: "Parts" }).getByRole("link", { name: second }).waitFor();
    expect(await staff.locator(`[data-part="${second}"] [data-column="list-price"]`).textContent()).toBe("$13.50");
    expect(uncaughtErrors(staff)).toEqual([]);
  });

  it("staff add a banner (upload, then create) under Content, and it appears on the home page", async () => {
    const staff = await browser.newPage();
    await staffSignsIn(staff);
    await staff.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Content" }).click();
    await staff.getByRole("tab", { name: "Banners" }).waitFor();
    const name = freshCode("e2e-");
    await staff.getByLabel("Banner picture").setInputFiles({ name: `${name}.png`, mimeType: "image/png", buffer: ONE_PIXEL_PNG });
    await staff.getByLabel("Link").fill("/specials");
    await staff.getByLabel("Alt text", { exact: true }).fill("Console test banner");
    await staff.getByRole("button", { name: "Add banner" }).click();
    await staff.getByText(/^Banner \d+ is added and shown on the home page\.$/).waitFor();
    const image = `/images/banners/banner-${name}.png`;
    await staff.getByRole("region", { name: "Banners" }).locator(`img[src="${image}"]`).waitFor();

    const shopper = await browser.newPage();
    await shopper.goto("/");
    await shopper.getByRole("region", { name: "Banners" }).locator(`img[src="${image}"]`).waitFor({ state: "attached" });
    expect(uncaughtErrors(staff)).toEqual([]);
  });

  it("an owner changes the store's phone under Content > Store settings, and /api/store shows it", async () => {
    const owner = await browser.newPage();
    await staffSignsIn(owner);
    await owner.goto("/admin/content?tab=Store%20settings");
    const phone = owner.getByLabel("Phone", { exact: true });
    const before = await phone.inputValue();
    await phone.fill("(905) 555-0177");
    await owner.getByRole("button", { name: "Save store details" }).click();
    await owner.getByText(/The store's details are saved: .*, \(905\) 555-0177\./).waitFor();
    const store = (await (await owner.request.get("/api/store")).json()) as { phone: string };
    expect(store.phone).toBe("(905) 555-0177");

    await phone.fill(before);
    await owner.getByRole("button", { name: "Save store details" }).click();
    await owner.getByText(`, ${before}. Shoppers`, { exact: false }).waitFor();
    expect(uncaughtErrors(owner)).toEqual([]);
  });
});

describe("accessibility and layout of the console", () => {
  /** Each console page, and what shows it has finished loading. */
  async function consolePages(page: Page): Promise<[name: string, path: string, ready: string | RegExp][]> {
    let list = (await (await page.request.get("/api/admin/orders")).json()) as { rows: { order_num: string }[] };
    if (list.rows.length === 0) {
      // Run on its own, the shop has no order yet: a customer asks for a quote, so the order page is scanned too.
      const customer = await browser.newPage();
      await registerCustomer(customer, "Scanned");
      await requestQuote(customer);
      list = (await (await page.request.get("/api/admin/orders")).json()) as typeof list;
    }
    const inbox = (await (await page.request.get("/api/admin/inquiries?state=all")).json()) as { rows: { id: number }[] };
    const pages: [string, string, string | RegExp][] = [
      ["dashboard", "/admin", "Low-stock parts"],
      ["orders", "/admin/orders", /orders?, page|No orders match/],
      ["people-customers", "/admin/people", "Search customers"],
      ["people-dealers", "/admin/people?tab=Dealers", "Create dealer"],
      ["people-staff", "/admin/people?tab=Staff", "Create staff user"],
      ["inbox", "/admin/inbox?state=all", "Search messages"],
      ["parts", "/admin/parts", /parts?, page|No parts match/],
      ["part", "/admin/parts/F67-HOOD", "Makes it fits"],
      ["new-part", "/admin/parts/new", "Item code"],
      ["content-banners", "/admin/content", "Add banner"],
      ["content-catalogues", "/admin/content?tab=Catalogues", "Add catalogue"],
      ["content-classic", "/admin/content?tab=Classic%20models", "New model"],
      ["content-settings", "/admin/content?tab=Store%20settings", "Save shipping rates"],
    ];
    if (list.rows[0]) pages.push(["order", `/admin/orders/${list.rows[0].order_num}`, "History"]);
    if (inbox.rows[0]) pages.push(["inquiry", `/admin/inbox/${inbox.rows[0].id}`, "Reply by e-mail"]);
    return pages;
  }

  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`axe finds no violations on any console page at ${label} width, and each page fits it`, async () => {
      const page = await browser.newPage({ viewport });
      await page.goto("/admin/sign-in");
      await page.getByRole("button", { name: "Sign in" }).waitFor();
      await settled(page);
      await expectNoAxeViolations(page, `/admin/sign-in at ${label} width`);
      await photograph(page, `console-sign-in-${label}`);
      await staffSignsIn(page);
      for (const [name, url, ready] of await consolePages(page)) {
        await page.goto(url);
        await page.getByText(ready).first().waitFor();
        await settled(page);
        await expectNoAxeViolations(page, `${url} at ${label} width`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${url} scrolls sideways at ${label} width`).toBeLessThanOrEqual(0);
        await photograph(page, `console-${name}-${label}`);
      }
      expect(uncaughtErrors(page)).toEqual([]);
      // Seventeen pages, each scanned by axe after its data settles and photographed: minutes on a busy two-core machine.
    }, 300_000);
  }

  it("sends a visitor who is not staff from a console page to /admin/sign-in", async () => {
    const page = await browser.newPage();
    await page.goto("/admin/orders?status=3");
    await page.waitForURL("**/admin/sign-in?next=**");
    await page.getByRole("heading", { level: 1, name: "Sign in" }).waitFor();
    const refused = await page.request.get("/api/admin/orders");
    expect(refused.status()).toBe(401);
  });
});
