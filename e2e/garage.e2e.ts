import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { GarageReply } from "../src/domain/contracts/garage";
import { expectNoAxeViolations, settled, sharedBrowser, uncaughtErrors } from "./browser";
import { callApi, signIn } from "./shoppers";

const browser = sharedBrowser();

const CUSTOMER = { email: "shopper@example.com", password: "Shopper123" };

/** Chooses a vehicle in the header's Shop by vehicle form and waits for its page. */
async function chooseVehicle(page: Page, year: string, make: { value: string; name: string }, model: string) {
  const form = page.getByRole("banner").getByRole("form", { name: "Shop by vehicle" });
  await form.getByRole("combobox", { name: "Year" }).selectOption(year);
  await expect.poll(() => form.getByRole("combobox", { name: "Make" }).locator("option", { hasText: make.name }).count()).toBe(1);
  await form.getByRole("combobox", { name: "Make" }).selectOption(make.value);
  await expect.poll(() => form.getByRole("combobox", { name: "Model" }).locator("option", { hasText: model }).count()).toBeGreaterThan(0);
  await form.getByRole("combobox", { name: "Model" }).selectOption(model);
  await form.getByRole("button", { name: "Shop parts" }).click();
  await page.waitForURL(new RegExp(`/vehicles/${year}/${make.value}/${model}$`));
}

const garageRegion = (page: Page) => page.getByRole("banner").getByRole("region", { name: "My Garage" });

/** Empties the signed-in shopper's garage through the API, so the journey starts the same on every run. */
async function emptyGarage(page: Page) {
  const garage = (await callApi(page, "GET", "/api/garage")).json as GarageReply;
  for (const vehicle of garage.vehicles) expect((await callApi(page, "POST", `/api/garage/${vehicle.id}/remove`, {})).status).toBe(200);
}

async function signOut(page: Page) {
  await page.goto("/profile?tab=Logout");
  await page.getByRole("tabpanel").getByRole("button", { name: "Log out" }).click();
  await page.waitForURL("**/sign-in");
}

describe("My Garage", () => {
  it("a signed-in demo customer picks 1967 / FORD / Mustang, signs out and in, and the garage still shows it", async () => {
    const page = await browser.newPage();
    await signIn(page, CUSTOMER.email, CUSTOMER.password);
    await emptyGarage(page);
    await page.goto("/");
    await expect.poll(() => garageRegion(page).textContent()).toContain("no vehicle chosen");

    await chooseVehicle(page, "1969", { value: "CHEVROLET", name: "Chevrolet" }, "Camaro");
    await expect.poll(() => garageRegion(page).getByRole("link", { name: "1969 Chevrolet Camaro" }).count()).toBe(1);
    await chooseVehicle(page, "1967", { value: "FORD", name: "Ford" }, "Mustang");
    await expect.poll(() => garageRegion(page).getByRole("link", { name: "1967 Ford Mustang" }).count()).toBe(1);
    await expect.poll(async () => ((await callApi(page, "GET", "/api/garage")).json as GarageReply).selected?.name).toBe("1967 Ford Mustang");

    // Signed out: the visitor left behind has no account vehicle.
    await signOut(page);
    await page.goto("/");
    await expect.poll(() => garageRegion(page).textContent()).toContain("no vehicle chosen");

    await signIn(page, CUSTOMER.email, CUSTOMER.password);
    const garage = garageRegion(page);
    await expect.poll(() => garage.getByRole("link", { name: "1967 Ford Mustang" }).count()).toBe(1);
    // The header switches between the garage's vehicles, by keyboard too.
    const switcher = garage.getByRole("combobox", { name: "Switch vehicle" });
    await expect.poll(() => switcher.locator("option").allTextContents()).toEqual(["1967 Ford Mustang", "1969 Chevrolet Camaro"]);
    await switcher.selectOption({ label: "1969 Chevrolet Camaro" });
    await expect.poll(() => garage.getByRole("link", { name: "1969 Chevrolet Camaro" }).count()).toBe(1);
    await switcher.selectOption({ label: "1967 Ford Mustang" });
    await expect.poll(() => garage.getByRole("link", { name: "1967 Ford Mustang" }).count()).toBe(1);

    // The profile's My Garage tab lists both, with Select and Remove.
    await page.goto("/profile?tab=My%20Garage");
    const list = page.getByRole("tabpanel").getByRole("list", { name: "Vehicles in My Garage" });
    await expect.poll(() => list.getByRole("link").allTextContents()).toEqual(["1967 Ford Mustang", "1969 Chevrolet Camaro"]);
    await list.getByRole("button", { name: "Remove 1969 Chevrolet Camaro" }).click();
    await expect.poll(() => list.getByRole("link").allTextContents()).toEqual(["1967 Ford Mustang"]);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`axe finds no violations on the profile's My Garage tab and the header's garage at ${viewport.width} px`, async () => {
      const page = await browser.newPage({ viewport });
      await signIn(page, CUSTOMER.email, CUSTOMER.password);
      const garage = (await callApi(page, "GET", "/api/garage")).json as GarageReply;
      if (!garage.vehicles.some((vehicle) => vehicle.name === "1969 Chevrolet Camaro")) {
        expect((await callApi(page, "POST", "/api/garage", { year: 1969, make: "CHEVROLET", model: "Camaro" })).status).toBe(200);
      }
      expect((await callApi(page, "POST", "/api/garage", { year: 1967, make: "FORD", model: "Mustang" })).status).toBe(200);
      await page.goto("/profile?tab=My%20Garage");
      await page.getByRole("tabpanel").getByRole("list", { name: "Vehicles in My Garage" }).waitFor();
      await settled(page);
      await expectNoAxeViolations(page, `the profile's My Garage tab at ${viewport.width} px`);
      // At a phone's width the header's garage stays within the page.
      const box = await garageRegion(page).boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(viewport.width);
    });
  }
});
