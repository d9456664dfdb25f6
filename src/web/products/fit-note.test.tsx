// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { setCurrentVehicle, vehicleOfCookie } from "./current-vehicle";
import { FitNote, FitsVehicles } from "./fit-note";

const hood = [
  { year: 1967, make: "FORD", model: "Mustang", submodel: null, engine: null },
  { year: 1968, make: "FORD", model: "Mustang", submodel: null, engine: null },
];
const bumper = [{ year: 1969, make: "CHEVROLET", model: "Camaro", submodel: null, engine: null }];

afterEach(() => setCurrentVehicle(null));

describe("FitNote", () => {
  it("says nothing without a current vehicle", () => {
    const { container } = render(<FitNote fitment={hood} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("says whether the part fits the current vehicle, kept in the vehicle cookie", () => {
    setCurrentVehicle({ year: 1967, make: "FORD", model: "Mustang" });
    expect(vehicleOfCookie(document.cookie)).toEqual({ year: 1967, make: "FORD", model: "Mustang" });
    const { rerender } = render(<FitNote fitment={hood} />);
    expect(screen.getByText("Fits your 1967 Ford Mustang")).toBeInTheDocument();
    rerender(<FitNote fitment={bumper} />);
    expect(screen.getByText("Does not fit your 1967 Ford Mustang")).toBeInTheDocument();
    rerender(<FitNote fitment={[]} />);
    expect(screen.getByText("Universal part: fits most vehicles")).toBeInTheDocument();
  });

  it("follows a change of vehicle at once", () => {
    setCurrentVehicle({ year: 1967, make: "FORD", model: "Mustang" });
    render(<FitNote fitment={hood} />);
    act(() => setCurrentVehicle({ year: 1969, make: "CHEVROLET", model: "Camaro" }));
    expect(screen.getByText("Does not fit your 1969 Chevrolet Camaro")).toBeInTheDocument();
    act(() => setCurrentVehicle(null));
    expect(screen.queryByText(/fit your/)).not.toBeInTheDocument();
  });
});

describe("vehicleOfCookie", () => {
  it("reads the vehicle among other cookies and refuses a broken one", () => {
    expect(vehicleOfCookie(`sid=x; vehicle=${encodeURIComponent("1970|DODGE|Challenger")}; other=1`)).toEqual({
      year: 1970,
      make: "DODGE",
      model: "Challenger",
    });
    expect(vehicleOfCookie("vehicle=%E0%A4%A")).toBeNull();
    expect(vehicleOfCookie("vehicle=19x7|FORD|Mustang")).toBeNull();
    expect(vehicleOfCookie("")).toBeNull();
  });
});

describe("FitsVehicles", () => {
  it("links each run of years to its vehicle page, and says nothing of a universal part", () => {
    const { rerender } = render(
      <MemoryRouter>
        <FitsVehicles fitment={[...hood, ...bumper]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "1967-1968 Ford Mustang" })).toHaveAttribute("href", "/vehicles/1967/FORD/Mustang");
    expect(screen.getByRole("link", { name: "1969 Chevrolet Camaro" })).toHaveAttribute("href", "/vehicles/1969/CHEVROLET/Camaro");
    rerender(
      <MemoryRouter>
        <FitsVehicles fitment={[]} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("heading", { name: "Fits these vehicles" })).not.toBeInTheDocument();
  });
});
