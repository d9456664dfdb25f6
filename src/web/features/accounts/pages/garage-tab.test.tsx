// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GarageVehicle } from "../../../../domain/contracts/garage";
import { setCurrentVehicle, vehicleOfCookie } from "../../../products/current-vehicle";
import { customerBilling, customerInfo, customerUser, signedInCustomer } from "../../../test-utils/shop-data";
import { stubApi } from "../../../test-utils/stub-api";
import { renderAccountPage } from "../test-support";

afterEach(() => {
  vi.unstubAllGlobals();
  setCurrentVehicle(null);
  localStorage.clear();
});

const customerMe = { kind: "customer", user: customerUser, userInfo: customerInfo, billing: customerBilling };
const mustang: GarageVehicle = { id: 1, year: 1967, make: "FORD", model: "Mustang", name: "1967 Ford Mustang", selected: true };
const camaro: GarageVehicle = { id: 2, year: 1969, make: "CHEVROLET", model: "Camaro", name: "1969 Chevrolet Camaro", selected: false };
const garageOf = (...vehicles: GarageVehicle[]) => ({ vehicles, selected: vehicles.find((one) => one.selected) ?? null });

describe("the profile's My Garage tab", () => {
  it("lists the vehicles with links to their pages, and selects and removes them", async () => {
    const api = stubApi({
      "GET /api/me": customerMe,
      "GET /api/garage": garageOf(mustang, camaro),
      "POST /api/garage/2/select": garageOf({ ...mustang, selected: false }, { ...camaro, selected: true }),
      "POST /api/garage/1/remove": garageOf({ ...camaro, selected: true }),
    });
    const user = userEvent.setup();
    renderAccountPage("/profile?tab=My%20Garage", signedInCustomer);
    expect(await screen.findByRole("heading", { level: 2, name: "My Garage" })).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Vehicles in My Garage" });
    expect(within(list).getByRole("link", { name: "1967 Ford Mustang" })).toHaveAttribute("href", "/vehicles/1967/FORD/Mustang");
    expect(within(list).getByRole("link", { name: "1969 Chevrolet Camaro" })).toHaveAttribute("href", "/vehicles/1969/CHEVROLET/Camaro");
    // The selected vehicle is marked, and has no Select button of its own.
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Selected");
    expect(within(list).queryByRole("button", { name: "Select 1967 Ford Mustang" })).toBeNull();
    // The session root makes the garage's selected vehicle the current one.
    await waitFor(() => expect(vehicleOfCookie(document.cookie)).toEqual({ year: 1967, make: "FORD", model: "Mustang" }));

    await user.click(within(list).getByRole("button", { name: "Select 1969 Chevrolet Camaro" }));
    await waitFor(() => expect(vehicleOfCookie(document.cookie)).toEqual({ year: 1969, make: "CHEVROLET", model: "Camaro" }));
    expect(within(list).getAllByRole("listitem")[1]).toHaveTextContent("Selected");

    await user.click(within(list).getByRole("button", { name: "Remove 1967 Ford Mustang" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/garage/1/remove")).toHaveLength(1);
  });

  it("offers the vehicle chooser when the garage is empty", async () => {
    stubApi({ "GET /api/me": customerMe, "GET /api/garage": garageOf() });
    setCurrentVehicle(mustang);
    renderAccountPage("/profile?tab=My%20Garage", signedInCustomer);
    expect(await screen.findByText(/Your garage is empty/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose a vehicle" })).toHaveAttribute("href", "/vehicles");
    // A signed-in shopper's current vehicle is their garage's: none.
    await waitFor(() => expect(vehicleOfCookie(document.cookie)).toBeNull());
  });

  it("Log out clears the account's vehicle, so the visitor left behind has none", async () => {
    stubApi({ "GET /api/me": customerMe, "GET /api/garage": garageOf(mustang), "POST /api/logout": { status: "ok" } });
    const user = userEvent.setup();
    renderAccountPage("/profile?tab=Logout", signedInCustomer);
    await waitFor(() => expect(vehicleOfCookie(document.cookie)).toEqual({ year: 1967, make: "FORD", model: "Mustang" }));
    await user.click(await screen.findByRole("button", { name: "Log out" }));
    await waitFor(() => expect(vehicleOfCookie(document.cookie)).toBeNull());
  });
});
