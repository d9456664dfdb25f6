import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, photograph, settled, sharedBrowser, uncaughtErrors } from "./browser";
import { buyByCard, registerCustomer, restock, staffSignsIn } from "./shoppers";

const browser = sharedBrowser();
const PHONE = { width: 390, height: 844 };

describe("a return, from Order History to the refund", () => {
  it("the customer asks to return a damaged bumper; staff approve, receive and refund it; the order shows each step", { timeout: 240_000 }, async () => {
    const customer = await browser.newPage();
    await registerCustomer(customer, "Returning");
    await restock("C69-BUMPER", 20);
    const so = await buyByCard(customer, { make: "CHEVROLET", code: "C69-BUMPER", quantity: 2 });

    await customer.goto("/profile?tab=Order%20History");
    await customer
      .locator(`[data-order="${so}"]`)
      .getByRole("link", { name: `Return parts from order ${so}` })
      .click();
    await customer.waitForURL("**/order-returns?so=*");
    await customer.getByRole("heading", { level: 1, name: `Return parts from order ${so}` }).waitFor();
    await customer.getByLabel("How many of C69-BUMPER to return").fill("1");
    await customer.getByRole("radio", { name: /Damaged in shipping/ }).check();
    await customer.getByLabel("Notes (optional)").fill("The corner was bent when it arrived.");
    const refund = (await customer.locator("[data-return-amount] dd").textContent()) ?? "";
    expect(refund).toMatch(/^\$\d+\.\d\d$/);
    await settled(customer);
    await expectNoAxeViolations(customer, "the return request page");
    await photograph(customer, "returns-request-desktop");
    await customer.setViewportSize(PHONE);
    await expectNoAxeViolations(customer, "the return request page on a phone");
    await photograph(customer, "returns-request-phone");
    await customer.setViewportSize({ width: 1366, height: 900 });

    await customer.getByRole("button", { name: "Ask for a return" }).click();
    await customer.waitForURL("**/order-receipt?**");
    await customer
      .locator(".Toastify")
      .getByText(/^Return RMA-\d{6} requested\./)
      .waitFor();
    const section = customer.getByRole("region", { name: "Returns" });
    const row = section.locator("tbody tr").first();
    await row.waitFor();
    const rma = ((await row.locator("th").textContent()) ?? "").trim();
    expect(rma).toMatch(/^RMA-\d{6}$/);
    expect(await row.textContent()).toContain("Requested");
    expect(await row.textContent()).toContain(refund);
    await settled(customer);
    await expectNoAxeViolations(customer, "the receipt with its returns");
    await photograph(customer, "returns-receipt");

    const staff = await browser.newPage();
    await staffSignsIn(staff);
    await staff.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Returns" }).click();
    await staff.getByRole("heading", { level: 1, name: "Returns" }).waitFor();
    const staffRow = staff.locator(`[data-return="${rma}"]`);
    await staffRow.getByRole("button", { name: `Approve ${rma}` }).click();
    await staff.getByText(`${rma} approved.`).waitFor();
    await settled(staff);
    await expectNoAxeViolations(staff, "the console's returns");
    await photograph(staff, "returns-console");
    await staffRow.getByRole("button", { name: `Receive and refund ${rma}` }).click();
    await staff.getByRole("alertdialog").getByRole("button", { name: "Receive and refund" }).click();
    await staff.getByText(`${rma} received and refunded.`).waitFor({ timeout: 30_000 });
    expect(await staffRow.textContent()).toContain("Refunded");

    await customer.reload();
    await expect
      .poll(async () => (await customer.getByRole("region", { name: "Returns" }).locator(`tbody tr`).first().textContent()) ?? "")
      .toContain("Refunded");
    expect(uncaughtErrors(customer)).toEqual([]);
    expect(uncaughtErrors(staff)).toEqual([]);
  });
});
