// @vitest-environment jsdom
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { GarageVehicle } from "../../../../domain/contracts/garage";
import { setCurrentVehicle, vehicleOfCookie } from "../../../products/current-vehicle";
import { renderRoutes } from "../../../test-utils/render";
import { signedInCustomer } from "../../../test-utils/shop-data";
import { failure, stubApi } from "../../../test-utils/stub-api";
import { MyGarage } from "./my-garage";

afterEach(() => {
  setCurrentVehicle(null);
  localStorage.clear();
});

describe("MyGarage", () => {
  it("shows the current vehicle with a link to its parts, and clears it", async () => {
    stubApi();
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <MyGarage /> }]);
    const garage = screen.getByRole("region", { name: "My Garage" });
    expect(garage).toHaveTextContent("no vehicle chosen");
    act(() => setCurrentVehicle({ year: 1967, make: "FORD", model: "Mustang" }));
    expect(screen.getByRole("link", { name: "1967 Ford Mustang" })).toHaveAttribute("href", "/vehicles/1967/FORD/Mustang");
    await user.click(screen.getByRole("button", { name: "Clear vehicle" }));
    expect(garage).toHaveTextContent("no vehicle chosen");
    expect(document.cookie).not.toContain("vehicle=");
  });
});

const vehicle = (id: number, year: number, make: string, model: string, name: string, selected = false): GarageVehicle => ({
  id,
  year,
  make,
  model,
  name,
  selected,
});

describe("MyGarage for a signed-in shopper", () => {
  const mustang = vehicle(1, 1967, "FORD", "Mustang", "1967 Ford Mustang", true);
  const camaro = vehicle(2, 1969, "CHEVROLET", "Camaro", "1969 Chevrolet Camaro");
  const garageOf = (...vehicles: GarageVehicle[]) => ({ vehicles, selected: vehicles.find((one) => one.selected) ?? null });

  it("switches between the garage's vehicles with a labelled select, and removes the current one", async () => {
    const api = stubApi({
      "GET /api/garage": garageOf(mustang, camaro),
      "POST /api/garage/2/select": garageOf({ ...mustang, selected: false }, { ...camaro, selected: true }),
      "POST /api/garage/2/remove": garageOf({ ...mustang, selected: true }),
    });
    setCurrentVehicle(mustang);
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <MyGarage /> }], { appState: signedInCustomer });
    const garage = screen.getByRole("region", { name: "My Garage" });
    const switcher = await within(garage).findByRole("combobox", { name: "Switch vehicle" });
    expect(
      within(switcher)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["1967 Ford Mustang", "1969 Chevrolet Camaro"]);
    expect(switcher).toHaveValue("1");

    await user.selectOptions(switcher, "2");
    await waitFor(() => expect(within(garage).getByRole("link", { name: "1969 Chevrolet Camaro" })).toHaveAttribute("href", "/vehicles/1969/CHEVROLET/Camaro"));
    expect(api.callsTo("POST", "/api/garage/2/select")).toHaveLength(1);
    expect(vehicleOfCookie(document.cookie)).toEqual({ year: 1969, make: "CHEVROLET", model: "Camaro" });

    await user.click(within(garage).getByRole("button", { name: "Remove 1969 Chevrolet Camaro from My Garage" }));
    await waitFor(() => expect(within(garage).getByRole("link", { name: "1967 Ford Mustang" })).toBeInTheDocument());
    expect(vehicleOfCookie(document.cookie)).toEqual({ year: 1967, make: "FORD", model: "Mustang" });
    // One vehicle left: nothing to switch to, and it can still be removed.
    expect(within(garage).queryByRole("combobox")).toBeNull();
    expect(within(garage).getByRole("button", { name: "Remove 1967 Ford Mustang from My Garage" })).toBeEnabled();
  });

  it("says so when the garage cannot be changed, and keeps the current vehicle", async () => {
    stubApi({ "GET /api/garage": garageOf(mustang, camaro), "POST /api/garage/2/select": failure(500) });
    setCurrentVehicle(mustang);
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <MyGarage /> }], { appState: signedInCustomer });
    const switcher = await screen.findByRole("combobox", { name: "Switch vehicle" });
    await user.selectOptions(switcher, "2");
    expect(await screen.findByText("Internal error")).toBeInTheDocument();
    expect(vehicleOfCookie(document.cookie)).toEqual({ year: 1967, make: "FORD", model: "Mustang" });
  });
});
