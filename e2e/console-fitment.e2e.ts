import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ItemDetail } from "../src/domain/contracts/catalog";
import { expectNoAxeViolations, settled, sharedBrowser, uncaughtErrors } from "./browser";
import { callApi, staffSignsIn } from "./shoppers";

const browser = sharedBrowser();

/** A part of its own for this journey (the journeys share one shop): a Ford part with no fitment yet. */
async function createPart(page: Page): Promise<string> {
  const item = `FIT${Date.now().toString(36).toUpperCase().slice(-6)}`;
  const created = await callApi(page, "POST", "/api/admin/parts", {
    item,
    descrip: "Fender emblem",
    make: "FORD",
    fits: ["FORD"],
    model: "Mustang",
    year_from: 1965,
    year_end: 1966,
    price: 20,
    pricel: 25,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  return item;
}

describe("fitment in the staff console", () => {
  it("staff add 1969-1970 CHEVROLET Camaro to a part, and the storefront's part detail lists it; axe passes on the console page", async () => {
    const staff = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await staffSignsIn(staff);
    const item = await createPart(staff);

    await staff.goto(`/admin/parts/${item}`);
    const panel = staff.getByRole("region", { name: "Vehicles it fits" });
    await panel.getByText("No vehicles: a universal part").waitFor();
    const form = panel.getByRole("form", { name: "Add a range" });
    await form.getByLabel("From year").fill("1969");
    await form.getByLabel("To year").fill("1970");
    await form.getByLabel("Vehicle make").selectOption("CHEVROLET");
    await form.getByLabel("Vehicle model").fill("Camaro");
    await form.getByRole("button", { name: "Add range" }).click();
    await panel.getByText("1969-1970 CHEVROLET Camaro added. The part now fits 1969-1970, makes CHEVROLET.").waitFor();
    const row = panel.getByRole("region", { name: "Fitment ranges" }).getByRole("row", { name: /1969-1970/ });
    expect(await row.textContent()).toContain("Camaro");
    // The part form above starts again from the part as it now is: its years follow the fitment.
    await expect.poll(() => staff.getByLabel("Year from").inputValue()).toBe("1969");
    expect(await staff.getByLabel("Year to").inputValue()).toBe("1970");

    await settled(staff);
    await expectNoAxeViolations(staff, `/admin/parts/${item}`);

    const detail = await callApi(staff, "GET", `/api/item/${item}`);
    expect(detail.status).toBe(200);
    const { fitment, singleItem, item_makes } = detail.json as ItemDetail;
    expect(fitment).toEqual([
      { year: 1969, make: "CHEVROLET", model: "Camaro", submodel: null, engine: null },
      { year: 1970, make: "CHEVROLET", model: "Camaro", submodel: null, engine: null },
    ]);
    expect(singleItem).toMatchObject({ year_from: 1969, year_end: 1970, make: "CHEVROLET" });
    expect(item_makes.map((fit) => fit.make)).toEqual(["CHEVROLET"]);
    expect(uncaughtErrors(staff)).toEqual([]);
  });
});

describe("the search's words in the staff console", () => {
  it("staff add a synonym group by keyboard, and the shop's search finds hoods by the new name; axe passes on the tab", async () => {
    const staff = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await staffSignsIn(staff);
    const word = `scuttle${Date.now().toString(36).replace(/[0-9]/g, "")}`;
    const before = await callApi(staff, "GET", `/api/searchResualt?item=${word}`);
    expect((before.json as { total: number }).total).toBe(0);

    await staff.goto("/admin/content?tab=Search%20words");
    await staff.getByLabel("Names of group 1", { exact: true }).waitFor();
    await staff.getByRole("button", { name: "Add a group" }).focus();
    await staff.keyboard.press("Enter");
    const groups = await staff.getByLabel(/^Names of group \d+$/).count();
    await staff.getByLabel(`Names of group ${groups}`, { exact: true }).fill(`${word}, hood`);
    // The first group holds "hood" already: the form says so on the box before anything is sent.
    await staff.getByRole("button", { name: "Save search words" }).click();
    await staff.getByRole("alert").getByText('"hood" is already in group 1: a name may be in one group only').waitFor();
    await staff.getByLabel(`Names of group ${groups}`, { exact: true }).fill(`${word}, engine cover`);
    await staff.getByLabel("Names of group 1", { exact: true }).fill(`hood, bonnet, ${word}`);
    await staff.getByLabel(`Names of group ${groups}`, { exact: true }).fill("engine cover, motor cover");
    await staff.getByRole("button", { name: "Save search words" }).press("Enter");
    await staff.getByText(/The search's words are saved: \d+ synonym groups and \d+ make aliases\. The next search uses them\./).waitFor();
    await settled(staff);
    await expectNoAxeViolations(staff, "/admin/content?tab=Search words");

    const hoods = (await callApi(staff, "GET", "/api/searchResualt?item=hood")).json as { total: number };
    const after = (await callApi(staff, "GET", `/api/searchResualt?item=${word}`)).json as { total: number };
    expect(after.total).toBe(hoods.total);
    expect(after.total).toBeGreaterThan(0);
    expect(uncaughtErrors(staff)).toEqual([]);
  });
});
