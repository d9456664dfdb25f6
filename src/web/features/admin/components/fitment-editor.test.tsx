// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PartFitment } from "../../../../domain/contracts/admin-fitment";
import { aStaffPart, plainStaff } from "../../../test-utils/console-data";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { answer, type RecordedCall, stubApi } from "../../../test-utils/stub-api";
import { adminRoutes } from "../routes";

beforeEach(() => {
  vi.stubGlobal("scrollTo", () => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const mustang = { year_from: 1967, year_to: 1968, make: "FORD", model: "Mustang", submodel: null, engine: null };
const camaro = { year_from: 1969, year_to: 1970, make: "CHEVROLET", model: "Camaro", submodel: null, engine: null };
const fitmentOf = (ranges: PartFitment["ranges"]): PartFitment => {
  const years = ranges.flatMap((range) => [range.year_from, range.year_to]);
  const fits = [...new Set(ranges.map((range) => range.make))].sort();
  if (ranges.length === 0) return { item: "F67-HOOD", ranges, make: "FORD", model: "Mustang", year_from: 1967, year_end: 1968, fits: ["FORD"] };
  return { item: "F67-HOOD", ranges, make: "FORD", model: "Mustang", year_from: Math.min(...years), year_end: Math.max(...years), fits };
};
const renderPart = () => renderRoutes([{ path: "/", HydrateFallback: () => null, children: adminRoutes }], { path: "/admin/parts/F67-HOOD" });

describe("the part page's fitment editor", () => {
  it("lists the part's ranges, adds 1969-1970 CHEVROLET Camaro and removes a range, each saved at once with the whole fitment", async () => {
    let stored = fitmentOf([mustang]);
    const api = stubApi({
      "GET /api/admin/me": { staff: plainStaff },
      "GET /api/admin/parts/F67-HOOD": aStaffPart(),
      "GET /api/admin/parts/F67-HOOD/stockAlerts": { item: "F67-HOOD", waiting: 0 },
      "GET /api/admin/parts/F67-HOOD/fitment": () => stored,
      "PUT /api/admin/parts/F67-HOOD/fitment": (call: RecordedCall) => {
        stored = fitmentOf(
          (call.body as { ranges: PartFitment["ranges"] }).ranges.map((range) => ({
            ...range,
            submodel: range.submodel ?? null,
            engine: range.engine ?? null,
          })),
        );
        return stored;
      },
    });
    renderPart();
    const panel = await screen.findByRole("region", { name: "Vehicles it fits" });
    const table = await within(panel).findByRole("region", { name: "Fitment ranges" });
    expect(within(table).getByRole("row", { name: /1967-1968/ })).toHaveTextContent("Ford");
    // The part form's years follow the fitment: shown, not typed.
    expect(screen.getByLabelText("Year from")).toHaveAttribute("readonly");
    expect(screen.getByText(/follow the vehicles it fits \(below\)/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    const form = within(panel).getByRole("form", { name: "Add a range" });
    await userEvent.type(within(form).getByLabelText("From year"), "1969");
    await userEvent.type(within(form).getByLabelText("To year"), "1970");
    await userEvent.selectOptions(within(form).getByLabelText("Vehicle make"), "CHEVROLET");
    await userEvent.type(within(form).getByLabelText("Vehicle model"), "Camaro");
    await userEvent.click(within(form).getByRole("button", { name: "Add range" }));

    expect(await within(panel).findByText("1969-1970 CHEVROLET Camaro added. The part now fits 1967-1970, makes CHEVROLET, FORD.")).toBeInTheDocument();
    expect(api.bodiesOf("PUT /api/admin/parts/F67-HOOD/fitment")).toEqual([
      { ranges: [mustang, { year_from: 1969, year_to: 1970, make: "CHEVROLET", model: "Camaro", submodel: null, engine: null }] },
    ]);
    expect(within(table).getByRole("row", { name: /1969-1970/ })).toHaveTextContent("Camaro");
    expect(within(form).getByLabelText("Vehicle model")).toHaveValue("");

    await userEvent.click(within(table).getByRole("button", { name: "Remove 1967-1968 FORD Mustang" }));
    expect(await within(panel).findByText("1967-1968 FORD Mustang removed. The part now fits 1969-1970, makes CHEVROLET.")).toBeInTheDocument();
    expect(api.bodiesOf("PUT /api/admin/parts/F67-HOOD/fitment")[1]).toEqual({ ranges: [camaro] });
    await waitFor(() => expect(within(table).queryByRole("row", { name: /1967-1968/ })).toBeNull());
  });

  it("checks a range by the shop's rules before sending, and shows the server's refusal", async () => {
    const api = stubApi({
      "GET /api/admin/me": { staff: plainStaff },
      "GET /api/admin/parts/F67-HOOD": aStaffPart(),
      "GET /api/admin/parts/F67-HOOD/stockAlerts": { item: "F67-HOOD", waiting: 0 },
      "GET /api/admin/parts/F67-HOOD/fitment": fitmentOf([]),
      "PUT /api/admin/parts/F67-HOOD/fitment": answer(400, { error: { code: "INVALID", message: "The shop has no make named FORD" } }),
    });
    renderPart();
    const panel = await screen.findByRole("region", { name: "Vehicles it fits" });
    expect(await within(panel).findByText(/No vehicles: a universal part/)).toBeInTheDocument();
    const form = within(panel).getByRole("form", { name: "Add a range" });
    await userEvent.type(within(form).getByLabelText("From year"), "1970");
    await userEvent.type(within(form).getByLabelText("To year"), "1969");
    await userEvent.click(within(form).getByRole("button", { name: "Add range" }));
    expect(await within(form).findByText("Year to must not be before year from")).toBeInTheDocument();
    expect(within(form).getByText("Model is required")).toBeInTheDocument();
    expect(api.callsTo("PUT", "/api/admin/parts/F67-HOOD/fitment")).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText("To year"));
    await userEvent.type(within(form).getByLabelText("To year"), "1971");
    await userEvent.selectOptions(within(form).getByLabelText("Vehicle make"), "FORD");
    await userEvent.type(within(form).getByLabelText("Vehicle model"), "Mustang");
    await userEvent.click(within(form).getByRole("button", { name: "Add range" }));
    expect(await within(form).findByText("The shop has no make named FORD")).toBeInTheDocument();
  });
});
