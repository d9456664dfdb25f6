// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { GARAGE_FULL_MESSAGE } from "../../../../domain/contracts/garage";
import type { Locale } from "../../../../domain/i18n/locales";
import { emptyAppState } from "../../../lib/app-state";
import { setCurrentVehicle, vehicleOfCookie } from "../../../products/current-vehicle";
import { renderRoutes } from "../../../test-utils/render";
import { signedInCustomer } from "../../../test-utils/shop-data";
import { failure, stubApi } from "../../../test-utils/stub-api";
import { ShopByVehicle } from "./shop-by-vehicle";

afterEach(() => setCurrentVehicle(null));

function stubVehicles(extra: Record<string, unknown> = {}) {
  return stubApi({
    ...extra,
    "GET /api/vehicles/years": { years: [1970, 1969, 1967] },
    "GET /api/vehicles/makes": (call: { query: URLSearchParams }) => ({
      makes:
        call.query.get("year") === "1967"
          ? [
              { make: "CHEVROLET", name: "Chevrolet" },
              { make: "FORD", name: "Ford" },
            ]
          : [{ make: "DODGE", name: "Dodge" }],
    }),
    "GET /api/vehicles/models": (call: { query: URLSearchParams }) => ({ models: call.query.get("make") === "FORD" ? ["Falcon", "Mustang"] : ["Camaro"] }),
  });
}

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);

function renderForm(locale?: Locale) {
  return renderRoutes(
    [
      { path: "/", element: <ShopByVehicle /> },
      { path: "/vehicles/:year/:make/:model", element: <p>vehicle page</p> },
      { path: "/vehicles", element: <p>chooser page</p> },
    ],
    { locale },
  );
}

describe("ShopByVehicle", () => {
  it("asks for Année, Marque and Modèle on a French page, and still opens the vehicle's page", async () => {
    const user = userEvent.setup();
    stubVehicles();
    const { router } = renderForm("fr-CA");
    const form = screen.getByRole("form", { name: "Acheter par véhicule" });
    const year = within(form).getByRole("combobox", { name: "Année" });
    expect(options(within(form).getByRole("combobox", { name: "Marque" }))).toEqual(["Marque (choisissez d’abord l’année)"]);
    await waitFor(() => expect(options(year)).toContain("1967"));
    await user.selectOptions(year, "1967");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Marque" }), await screen.findByRole("option", { name: "Ford" }));
    await user.selectOptions(within(form).getByRole("combobox", { name: "Modèle" }), await screen.findByRole("option", { name: "Mustang" }));
    await user.click(within(form).getByRole("button", { name: "Voir les pièces" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/vehicles/1967/FORD/Mustang"));
  });

  it("narrows Make by Year and Model by Make, then 'Shop parts' opens the vehicle's page", async () => {
    const api = stubVehicles();
    const user = userEvent.setup();
    const { router } = renderForm();
    const form = screen.getByRole("form", { name: "Shop by vehicle" });
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/vehicles");
    const year = screen.getByRole("combobox", { name: "Year" });
    await waitFor(() => expect(options(year)).toEqual(["Year", "1970", "1969", "1967"]));
    expect(options(screen.getByRole("combobox", { name: "Make" }))).toEqual(["Make (choose a year first)"]);

    await user.selectOptions(year, "1967");
    const make = screen.getByRole("combobox", { name: "Make" });
    await waitFor(() => expect(options(make)).toEqual(["Make", "Chevrolet", "Ford"]));
    await user.selectOptions(make, "FORD");
    const model = screen.getByRole("combobox", { name: "Model" });
    await waitFor(() => expect(options(model)).toEqual(["Model", "Falcon", "Mustang"]));
    await user.selectOptions(model, "Mustang");
    expect(api.calls.some((call) => call.path === "/api/vehicles/models" && call.query.get("year") === "1967")).toBe(true);

    await user.click(screen.getByRole("button", { name: "Shop parts" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/vehicles/1967/FORD/Mustang"));
    // The vehicle chosen is the shopper's current one, kept in its cookie.
    expect(vehicleOfCookie(document.cookie)).toEqual({ year: 1967, make: "FORD", model: "Mustang" });
  });

  it("clears the make and model when the year changes, and sends an unfinished choice to the chooser page", async () => {
    stubVehicles();
    const user = userEvent.setup();
    const { router } = renderForm();
    const year = screen.getByRole("combobox", { name: "Year" });
    await waitFor(() => expect(options(year)).toContain("1967"));
    await user.selectOptions(year, "1967");
    await waitFor(() => expect(options(screen.getByRole("combobox", { name: "Make" }))).toContain("Ford"));
    await user.selectOptions(screen.getByRole("combobox", { name: "Make" }), "FORD");
    await user.selectOptions(year, "1970");
    expect(screen.getByRole("combobox", { name: "Make" })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Model" })).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Shop parts" }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/vehicles?year=1970"));
  });
});

/** Chooses 1967, FORD, Mustang as each list offers them, then 'Shop parts'. */
async function shopForMustang67(user: ReturnType<typeof userEvent.setup>) {
  const year = screen.getByRole("combobox", { name: "Year" });
  await waitFor(() => expect(options(year)).toContain("1967"));
  await user.selectOptions(year, "1967");
  await waitFor(() => expect(options(screen.getByRole("combobox", { name: "Make" }))).toContain("Ford"));
  await user.selectOptions(screen.getByRole("combobox", { name: "Make" }), "FORD");
  await waitFor(() => expect(options(screen.getByRole("combobox", { name: "Model" }))).toContain("Mustang"));
  await user.selectOptions(screen.getByRole("combobox", { name: "Model" }), "Mustang");
  await user.click(screen.getByRole("button", { name: "Shop parts" }));
}

describe("ShopByVehicle for a signed-in shopper", () => {
  it("adds the vehicle chosen to their garage, whose selected vehicle stays the current one", async () => {
    const mustang = { id: 7, year: 1967, make: "FORD", model: "Mustang", name: "1967 Ford Mustang", selected: true };
    const api = stubVehicles({ "POST /api/garage": { vehicles: [mustang], selected: mustang }, "GET /api/garage": { vehicles: [], selected: null } });
    localStorage.setItem("appState", JSON.stringify({ ...emptyAppState, ...signedInCustomer }));
    const user = userEvent.setup();
    const { router } = renderForm();
    await shopForMustang67(user);
    await waitFor(() => expect(router.state.location.pathname).toBe("/vehicles/1967/FORD/Mustang"));
    await waitFor(() => expect(api.bodiesOf("POST /api/garage")).toEqual([{ year: 1967, make: "FORD", model: "Mustang" }]));
    expect(vehicleOfCookie(document.cookie)).toEqual({ year: 1967, make: "FORD", model: "Mustang" });
    localStorage.clear();
  });

  it("keeps the vehicle that was current when a full garage refuses the one chosen, and says why", async () => {
    const falcon = { year: 1966, make: "FORD", model: "Falcon" };
    setCurrentVehicle(falcon);
    const api = stubVehicles({ "POST /api/garage": failure(409, GARAGE_FULL_MESSAGE, "CONFLICT"), "GET /api/garage": { vehicles: [], selected: null } });
    localStorage.setItem("appState", JSON.stringify({ ...emptyAppState, ...signedInCustomer }));
    const user = userEvent.setup();
    renderForm();
    await shopForMustang67(user);
    await waitFor(() => expect(api.bodiesOf("POST /api/garage")).toHaveLength(1));
    expect(await screen.findByText(GARAGE_FULL_MESSAGE)).toBeInTheDocument();
    expect(vehicleOfCookie(document.cookie)).toEqual(falcon);
    localStorage.clear();
  });
});
