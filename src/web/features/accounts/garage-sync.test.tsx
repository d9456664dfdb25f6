// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { GARAGE_FULL_MESSAGE, type GarageVehicle } from "../../../domain/contracts/garage";
import { VEHICLE_CHOSEN_COOKIE } from "../../../domain/fitment";
import { setCurrentVehicle, vehicleOfCookie } from "../../products/current-vehicle";
import { renderRoutes } from "../../test-utils/render";
import { signedInCustomer } from "../../test-utils/shop-data";
import { failure, stubApi } from "../../test-utils/stub-api";
import { useGarageSync } from "./api";

const mustang: GarageVehicle = { id: 1, year: 1967, make: "FORD", model: "Mustang", name: "1967 Ford Mustang", selected: true };
const camaro: GarageVehicle = { id: 2, year: 1969, make: "CHEVROLET", model: "Camaro", name: "1969 Chevrolet Camaro", selected: true };

/** What the server's 303 leaves after the Shop by vehicle form was sent before the app ran. */
function chosenBeforeTheAppRan() {
  setCurrentVehicle({ year: 1967, make: "FORD", model: "Mustang" });
  // biome-ignore lint/suspicious/noDocumentCookie: the test writes what the server's Set-Cookie would
  document.cookie = `${VEHICLE_CHOSEN_COOKIE}=1; Path=/`;
}

function Synced() {
  useGarageSync();
  return <p>page</p>;
}

const marked = () => document.cookie.split(";").some((part) => part.trim() === `${VEHICLE_CHOSEN_COOKIE}=1`);

afterEach(() => {
  setCurrentVehicle(null);
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears what the server's Set-Cookie would write
  document.cookie = `${VEHICLE_CHOSEN_COOKIE}=; Path=/; Max-Age=0`;
  localStorage.clear();
});

describe("the garage sync on a signed-in shopper's page load", () => {
  it("makes the garage's selected vehicle the current one", async () => {
    setCurrentVehicle({ year: 1967, make: "FORD", model: "Mustang" });
    const api = stubApi({ "GET /api/garage": { vehicles: [camaro], selected: camaro } });
    renderRoutes([{ path: "/", element: <Synced /> }], { appState: signedInCustomer });
    await waitFor(() => expect(vehicleOfCookie(document.cookie)).toEqual({ year: 1969, make: "CHEVROLET", model: "Camaro" }));
    expect(api.bodiesOf("POST /api/garage")).toEqual([]);
  });

  it("adds a vehicle the form chose before the app ran to the garage, selected, and clears the mark", async () => {
    chosenBeforeTheAppRan();
    const api = stubApi({
      "GET /api/garage": { vehicles: [camaro], selected: camaro },
      "POST /api/garage": { vehicles: [mustang, { ...camaro, selected: false }], selected: mustang },
    });
    renderRoutes([{ path: "/", element: <Synced /> }], { appState: signedInCustomer });
    await waitFor(() => expect(api.bodiesOf("POST /api/garage")).toEqual([{ year: 1967, make: "FORD", model: "Mustang" }]));
    await waitFor(() => expect(vehicleOfCookie(document.cookie)).toEqual({ year: 1967, make: "FORD", model: "Mustang" }));
    expect(marked()).toBe(false);
  });

  it("keeps the garage's vehicle and says why when a full garage refuses the one chosen", async () => {
    chosenBeforeTheAppRan();
    stubApi({ "GET /api/garage": { vehicles: [camaro], selected: camaro }, "POST /api/garage": failure(409, GARAGE_FULL_MESSAGE, "CONFLICT") });
    renderRoutes([{ path: "/", element: <Synced /> }], { appState: signedInCustomer });
    expect(await screen.findByText(GARAGE_FULL_MESSAGE)).toBeInTheDocument();
    expect(vehicleOfCookie(document.cookie)).toEqual({ year: 1969, make: "CHEVROLET", model: "Camaro" });
    expect(marked()).toBe(false);
  });
});
