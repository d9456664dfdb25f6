// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setCurrentVehicle } from "../../../products/current-vehicle";
import { renderRoutes } from "../../../test-utils/render";
import { stubApi } from "../../../test-utils/stub-api";
import { MyGarage } from "./my-garage";

afterEach(() => setCurrentVehicle(null));

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
