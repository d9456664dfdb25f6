import fs from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, settled, sharedBrowser, uncaughtErrors } from "./browser";

const browser = sharedBrowser();

const CUSTOMER = { email: "shopper@example.com", password: "Shopper123", name: "Sam Shopper" };
const DEALER = { account: "D10001", password: "Dealer123", name: "Demo Collision Ltd." };
const LOGIN_FAILED = "Login failed. Please check your credentials.";

let registrations = 0;

/** A new, unused account: each run and each test gets its own e-mail address. */
function newPerson(firstName: string) {
  registrations += 1;
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}${registrations}`;
  return { firstName, lastName: "Tester", email: `e2e-${tag}@example.com`, password: "Garage2024" };
}

type Person = ReturnType<typeof newPerson>;

/** The profile link in the header, named after whoever is signed in. */
function profileButton(page: Page, name: string) {
  return page.getByRole("banner").getByRole("link", { name: `${name}, your profile` });
}

function toast(page: Page, text: string) {
  return page.locator(".Toastify").getByText(text, { exact: true });
}

/** The ALTCHA widget solves its proof of work on load; the form only sends once it reports "verified". */
async function captchaVerified(page: Page) {
  await page.locator('altcha-widget [data-state="verified"]').waitFor({ state: "attached", timeout: 30_000 });
}

/** Signs in through the /sign-in form and waits for the page the sign-in flow sends this account to. */
async function signIn(page: Page, login: string, password: string, landing: "/" | "/customer-info" = "/") {
  await page.goto("/sign-in");
  await page.getByLabel("Dealer ID or Email").fill(login);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname === landing);
}

/** Registers a new customer through /register and waits for /customer-info. */
async function register(page: Page, person: Person) {
  await page.goto("/register");
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByLabel("Confirm password").fill(person.password);
  await page.getByLabel("I agree to receive updates on offers, promotions and deals").check();
  await captchaVerified(page);
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await page.waitForURL("**/customer-info");
  await page.getByRole("heading", { level: 1, name: "Almost there..." }).waitFor();
}

async function savedUser(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("appState") ?? "{}").user);
}

async function openProfileTab(page: Page, tab: string) {
  await page.getByRole("tablist", { name: "My account" }).getByRole("tab", { name: tab, exact: true }).click();
  await page.getByRole("tabpanel").getByRole("heading", { level: 2 }).first().waitFor();
}

describe("registration", () => {
  it("registers a new customer, completes /customer-info and lands on /profile with the name in the header", async () => {
    const page = await browser.newPage();
    const person = newPerson("Regina");
    await register(page, person);
    expect(await page.getByLabel("First name").inputValue()).toBe(person.firstName);
    expect(await page.getByLabel("Last name").inputValue()).toBe(person.lastName);
    await profileButton(page, `${person.firstName} ${person.lastName}`).waitFor();

    for (const section of ["Personal Information", "Shipping Information", "Billing Information", "Vehicle Information"]) {
      await page.getByRole("heading", { name: section }).waitFor();
    }
    await page.getByLabel("Gender (optional)").selectOption("Female");

    await page.getByLabel("Address", { exact: true }).fill("7600 Weston Road");
    await page.getByLabel("City", { exact: true }).fill("Woodbridge");
    await page.getByLabel("Country", { exact: true }).selectOption({ label: "Canada" });
    await page.getByLabel("Province / State", { exact: true }).selectOption("ON");
    await page.getByLabel("Postal / ZIP code", { exact: true }).fill("l4l 8a1");
    const phone = page.getByLabel("Phone", { exact: true });
    await phone.fill("9055550123");
    await phone.blur();
    await expect.poll(() => phone.inputValue()).toBe("(905) 555-0123");
    await expect.poll(() => page.getByLabel("Postal / ZIP code", { exact: true }).inputValue()).toBe("L4L 8A1");

    const same = page.getByLabel("Billing address is the same as shipping");
    const billingAddress = page.getByLabel("Billing address", { exact: true });
    expect(await same.isChecked()).toBe(true);
    expect(await billingAddress.count()).toBe(0);
    await same.uncheck();
    await billingAddress.waitFor();
    await page.getByLabel("Billing city").waitFor();
    await same.check();
    await billingAddress.waitFor({ state: "detached" });
    expect(await page.getByLabel("Billing city").count()).toBe(0);

    await page.getByLabel("Year (optional)").selectOption("1967");
    await expect.poll(() => page.getByLabel("Make (optional)").locator("option", { hasText: "FORD" }).count()).toBeGreaterThan(0);
    await page.getByLabel("Make (optional)").selectOption("FORD");
    await page.getByLabel("Model (optional)").fill("Mustang");

    await page.getByRole("button", { name: "Register and join now" }).click();
    await page.waitForURL("**/profile");
    await page.getByRole("heading", { level: 1, name: "My Account" }).waitFor();
    await profileButton(page, `${person.firstName} ${person.lastName}`).waitFor();

    const aboutMe = page.getByRole("tabpanel");
    await aboutMe.getByRole("heading", { name: "About Me" }).waitFor();
    expect(await aboutMe.getByLabel("Email", { exact: true }).inputValue()).toBe(person.email);
    expect(await aboutMe.getByLabel("City", { exact: true }).inputValue()).toBe("Woodbridge");
    expect(await aboutMe.getByLabel("Phone", { exact: true }).inputValue()).toBe("(905) 555-0123");
    expect(await aboutMe.getByLabel("Postal / ZIP code", { exact: true }).inputValue()).toBe("L4L 8A1");
    const saved = (await page.evaluate(() => JSON.parse(localStorage.getItem("appState") ?? "{}"))) as {
      user: { email?: string };
      userInfo: unknown;
      billingInfo: unknown;
    };
    expect(saved.user.email).toBe(person.email);
    expect(saved.userInfo).not.toBeNull();
    expect(saved.billingInfo).not.toBeNull();
    expect(uncaughtErrors(page)).toEqual([]);
  });
});

describe("sign-in", () => {
  it("signs in the demo customer: home page, and the header shows the customer's name", async () => {
    const page = await browser.newPage();
    await page.goto("/sign-in");
    await page.getByRole("banner").getByRole("link", { name: "Sign in" }).waitFor();
    await page.getByLabel("Dealer ID or Email").fill(CUSTOMER.email);
    await page.getByLabel("Password", { exact: true }).fill(CUSTOMER.password);
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await page.waitForURL((url) => url.pathname === "/");
    await profileButton(page, CUSTOMER.name).waitFor();
    expect(await page.getByRole("banner").getByRole("link", { name: "Sign in" }).count()).toBe(0);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it("signs in the demo dealer: home page, and the quick view shows the MSRP and the dealer price", async () => {
    const page = await browser.newPage();
    await signIn(page, DEALER.account, DEALER.password);
    await profileButton(page, DEALER.name).waitFor();

    await page.goto("/all-products/FORD/F67-HOOD");
    const dialog = page.getByRole("article");
    await dialog.getByText("F67-HOOD").first().waitFor();
    const price = (term: string) => dialog.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");
    await price("MSRP").waitFor();
    const money = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));
    const msrp = money(await price("MSRP").textContent());
    const dealer = money(await price("Dealer price").textContent());
    expect(msrp).toBeGreaterThan(0);
    expect(dealer).toBeGreaterThan(0);
    expect(dealer).toBeLessThan(msrp);
    expect(await dialog.getByText("List price").count()).toBe(0);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it("shows the failure toast when neither sign-in accepts the credentials", async () => {
    const page = await browser.newPage();
    await page.goto("/sign-in");
    await page.getByLabel("Dealer ID or Email").fill(`nobody-${Date.now().toString(36)}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("NotThePassword1");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await toast(page, LOGIN_FAILED).waitFor();
    expect(new URL(page.url()).pathname).toBe("/sign-in");
    expect(await savedUser(page)).toBeNull();
  });
});

describe("the account guard", () => {
  it("sends anonymous visitors of /profile and /wishlist to /sign-in", async () => {
    const page = await browser.newPage();
    for (const path of ["/profile", "/wishlist", "/profile?tab=Change%20Password"]) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === "/sign-in");
      await page.getByRole("heading", { level: 1, name: "Sign in" }).waitFor();
    }
  });

  it("sends a signed-in user who opens /sign-in to /profile", async () => {
    const page = await browser.newPage();
    await signIn(page, CUSTOMER.email, CUSTOMER.password);
    await page.goto("/sign-in");
    await page.waitForURL("**/profile");
    await page.getByRole("heading", { level: 1, name: "My Account" }).waitFor();
    await page.goto("/wishlist");
    await page.getByRole("heading", { level: 1, name: "Wishlist" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/wishlist");
  });
});

describe("the profile", () => {
  it("changes the password, then the old one no longer signs in and the new one does", async () => {
    const page = await browser.newPage();
    const person = newPerson("Pascal");
    await register(page, person);
    await page.goto("/profile?tab=Change%20Password");
    const panel = page.getByRole("tabpanel");
    await panel.getByRole("heading", { name: "Change Password" }).waitFor();
    const newPassword = "Brakes2025x";
    await panel.getByLabel("Current password").fill(person.password);
    await panel.getByLabel("New password", { exact: true }).fill(newPassword);
    await panel.getByLabel("Confirm new password").fill(newPassword);
    await panel.getByRole("button", { name: "Change Password" }).click();
    await toast(page, "Password changed successfully").waitFor();
    expect(await panel.getByLabel("Current password").inputValue()).toBe("");

    await openProfileTab(page, "Logout");
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/sign-in");
    await page.getByRole("banner").getByRole("link", { name: "Sign in" }).waitFor();

    await page.getByLabel("Dealer ID or Email").fill(person.email);
    await page.getByLabel("Password", { exact: true }).fill(person.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await toast(page, LOGIN_FAILED).waitFor();

    // Registered without completing /customer-info, so the sign-in flow sends them there.
    await signIn(page, person.email, newPassword, "/customer-info");
    await profileButton(page, `${person.firstName} ${person.lastName}`).waitFor();
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it("logs out from the Logout tab: the user is cleared and the header offers sign-in again", async () => {
    const page = await browser.newPage();
    await signIn(page, CUSTOMER.email, CUSTOMER.password);
    await page.goto("/profile?tab=Logout");
    const panel = page.getByRole("tabpanel");
    await panel.getByRole("heading", { name: "Logout" }).waitFor();
    expect(await savedUser(page)).not.toBeNull();
    await panel.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/sign-in");
    await page.getByRole("banner").getByRole("link", { name: "Sign in" }).waitFor();
    expect(await profileButton(page, CUSTOMER.name).count()).toBe(0);
    expect(await savedUser(page)).toBeNull();
    const me = await page.request.get("/api/me");
    expect(await me.json()).toEqual({ kind: "anonymous" });
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Sign in" }).waitFor();
  });
});

describe("accessibility of the account pages: axe finds no violations", () => {
  const publicPages: [path: string, heading: string][] = [
    ["/sign-in", "Sign in"],
    ["/register", "Create your account"],
    ["/forgetpassword", "Forgot your password?"],
    ["/reset-password?token=x", "Choose a new password"],
  ];
  for (const [path, heading] of publicPages) {
    it(path, async () => {
      const page = await browser.newPage();
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      if (path === "/register" || path === "/forgetpassword") await captchaVerified(page);
      await settled(page);
      await expectNoAxeViolations(page, path);
    });
  }

  it("/customer-info (signed in)", async () => {
    const page = await browser.newPage();
    await register(page, newPerson("Axel"));
    await expect.poll(() => page.getByLabel("Make (optional)").locator("option", { hasText: "FORD" }).count()).toBeGreaterThan(0);
    await settled(page);
    await expectNoAxeViolations(page, "/customer-info");
    await page.getByLabel("Billing address is the same as shipping").uncheck();
    await page.getByLabel("Billing address", { exact: true }).waitFor();
    await expectNoAxeViolations(page, "/customer-info with the billing fields shown");
  });

  it("each /profile tab of a customer, and /wishlist", async () => {
    const page = await browser.newPage();
    await signIn(page, CUSTOMER.email, CUSTOMER.password);
    await page.goto("/profile");
    const tabs = page.getByRole("tablist", { name: "My account" }).getByRole("tab");
    await tabs.first().waitFor();
    expect(await tabs.allTextContents()).toEqual([
      "About Me",
      "Order History",
      "Pending Orders",
      "Saved Lists",
      "My Garage",
      "Submit Inquiry",
      "Change Password",
      "Logout",
    ]);
    const ready: [tab: string, shown: string][] = [
      ["About Me", "Save Profile"],
      ["Order History", "No order history"],
      ["Pending Orders", "No pending orders"],
      ["Saved Lists", "Parts and quantities you saved from your cart"],
      ["My Garage", "The vehicles you shop for"],
      ["Submit Inquiry", "Send Inquiry"],
      ["Change Password", "Confirm new password"],
    ];
    for (const [tab, shown] of ready) {
      await openProfileTab(page, tab);
      if (tab !== "About Me") await expect.poll(() => new URL(page.url()).searchParams.get("tab")).toBe(tab);
      await page.getByRole("tabpanel").getByText(shown).first().waitFor();
      if (tab === "Submit Inquiry") await captchaVerified(page);
      await settled(page);
      await expectNoAxeViolations(page, `/profile?tab=${tab} (customer)`);
    }

    await page.goto("/wishlist");
    await page.getByRole("heading", { level: 1, name: "Wishlist" }).waitFor();
    await settled(page);
    await expectNoAxeViolations(page, "/wishlist");
  });

  it("the dealer's Dealer Profile and Download Price Sheet tabs", async () => {
    const page = await browser.newPage();
    await signIn(page, DEALER.account, DEALER.password);
    await page.goto("/profile");
    const tabs = page.getByRole("tablist", { name: "My account" }).getByRole("tab");
    await tabs.first().waitFor();
    expect(await tabs.allTextContents()).toEqual([
      "About Me",
      "Order History",
      "Saved Lists",
      "My Garage",
      "Statement",
      "Submit Inquiry",
      "Change Password",
      "Download Price Sheet",
      "Buyers",
      "Logout",
    ]);
    const panel = page.getByRole("tabpanel");
    await panel.getByRole("heading", { name: "Dealer Profile" }).waitFor();
    await panel.getByText(DEALER.account, { exact: true }).waitFor();
    await settled(page);
    await expectNoAxeViolations(page, "/profile?tab=About Me (dealer)");

    for (const tab of ["Saved Lists", "Statement"]) {
      await openProfileTab(page, tab);
      await panel.getByRole("heading", { name: tab }).waitFor();
      await settled(page);
      await expectNoAxeViolations(page, `/profile?tab=${tab} (dealer)`);
    }

    await openProfileTab(page, "Download Price Sheet");
    await panel.getByRole("heading", { name: "Download Price Sheet" }).waitFor();
    await settled(page);
    await expectNoAxeViolations(page, "/profile?tab=Download Price Sheet (dealer)");

    await panel.getByLabel("Make").selectOption("FORD");
    await panel.getByRole("button", { name: "Prepare price sheet" }).click();
    const link = panel.getByRole("link", { name: "Download Price Sheet" });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^price-sheet-level-3-ford-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = fs.readFileSync((await download.path()) as string);
    expect(file.subarray(0, 2).toString("latin1")).toBe("PK");
    expect(file.length).toBeGreaterThan(5_000);
    await expectNoAxeViolations(page, "/profile?tab=Download Price Sheet (dealer), sheet ready");
  });
});
