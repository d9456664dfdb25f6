// @vitest-environment jsdom
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setCurrentVehicle } from "../../../products/current-vehicle";
import { renderRoutes } from "../../../test-utils/render";
import { aPage, aProduct, someMakes } from "../../../test-utils/shop-data";
import { type RecordedCall, stubApi } from "../../../test-utils/stub-api";
import { Component as ProductListPage } from "../pages/product-list-page";
import { Component as SpecialsPage } from "../pages/specials-page";

afterEach(() => {
  setCurrentVehicle(null);
  localStorage.clear();
});

const hood = aProduct({ item: "F67-HOOD", descrip: "Hood", fits: ["1967-1968|FORD|Mustang"] });
const bumper = aProduct({ item: "C69-BUMPER", descrip: "Bumper", fits: ["1969|CHEVROLET|Camaro"] });
const polish = aProduct({ item: "U-POLISH", descrip: "Polish", fits: [] });

function stubCatalog() {
  return stubApi({
    "GET /api/makes": someMakes,
    "GET /api/searchResualt": (call: RecordedCall) => (call.query.get("fits") ? aPage([hood, polish], 2) : aPage([hood, bumper, polish], 3)),
    "GET /api/specials": (call: RecordedCall) => ({
      item: (call.query.get("fits") ? [hood] : [hood, bumper]).map((p) => ({ ...p, sale_price: 10, org_price: 20 })),
    }),
  });
}

function renderList(path: string) {
  return renderRoutes(
    [
      { path: "all-products/:productId", Component: ProductListPage },
      { path: "specials", Component: SpecialsPage },
    ],
    { path, main: true },
  );
}

const location = (router: ReturnType<typeof renderList>["router"]) => `${router.state.location.pathname}${router.state.location.search}`;
const card = (code: string) => document.querySelector(`[data-product-code="${code}"]`) as HTMLElement;

describe("fit badges on cards", () => {
  it("say nothing without a current vehicle", async () => {
    stubCatalog();
    renderList("/all-products/FORD");
    await screen.findByText("3 products found");
    expect(screen.queryByText(/fit your/)).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Only parts that fit" })).not.toBeInTheDocument();
  });

  it("say whether each part fits the current vehicle, with the quick view's words; a universal part never 'Does not fit'", async () => {
    setCurrentVehicle({ year: 1967, make: "FORD", model: "Mustang" });
    stubCatalog();
    renderList("/all-products/FORD");
    await screen.findByText("3 products found");
    expect(card("F67-HOOD")).toHaveTextContent("Fits your 1967 Ford Mustang");
    expect(card("C69-BUMPER")).toHaveTextContent("Does not fit your 1967 Ford Mustang");
    expect(card("U-POLISH")).toHaveTextContent("Universal part: fits most vehicles");
    expect(card("U-POLISH")).not.toHaveTextContent("Does not fit");
    act(() => setCurrentVehicle({ year: 1969, make: "CHEVROLET", model: "Camaro" }));
    expect(card("C69-BUMPER")).toHaveTextContent("Fits your 1969 Chevrolet Camaro");
  });
});

describe("Only parts that fit", () => {
  it("puts the current vehicle in the URL, from page 1, keeps it when another filter changes, and lists what the server narrowed", async () => {
    const user = userEvent.setup();
    setCurrentVehicle({ year: 1967, make: "FORD", model: "Mustang" });
    const api = stubCatalog();
    const { router } = renderList("/all-products/FORD?item=hood&page=2");
    const toggle = await screen.findByRole("checkbox", { name: "Only parts that fit" });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription("your 1967 Ford Mustang");
    await user.click(toggle);
    expect(location(router)).toBe("/all-products/FORD?item=hood&fits=1967_FORD_Mustang");
    await screen.findByText("2 products found");
    expect(api.calls.some((c) => c.path === "/api/searchResualt" && c.query.toString() === "make=FORD&item=hood&fits=1967_FORD_Mustang&page=1&facets=1")).toBe(
      true,
    );
    expect(card("C69-BUMPER")).toBeNull();
    await user.selectOptions(screen.getByRole("combobox", { name: "Year" }), "1967");
    expect(location(router)).toBe("/all-products/FORD?year=1967&item=hood&fits=1967_FORD_Mustang");
    await user.click(screen.getByRole("checkbox", { name: "Only parts that fit" }));
    expect(location(router)).toBe("/all-products/FORD?year=1967&item=hood");
  });

  it("shows a shared link's vehicle ticked even when the shopper has none", async () => {
    stubCatalog();
    renderList("/all-products/FORD?fits=1969_CHEVROLET_Camaro");
    const toggle = await screen.findByRole("checkbox", { name: "Only parts that fit" });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription("your 1969 Chevrolet Camaro");
  });

  it("narrows On Sale too", async () => {
    const user = userEvent.setup();
    setCurrentVehicle({ year: 1967, make: "FORD", model: "Mustang" });
    const api = stubCatalog();
    const { router } = renderList("/specials");
    await screen.findByText("2 products found");
    await user.click(screen.getByRole("checkbox", { name: "Only parts that fit" }));
    expect(location(router)).toBe("/specials?fits=1967_FORD_Mustang");
    await screen.findByText("1 product found");
    await waitFor(() => expect(api.calls.some((c) => c.path === "/api/specials" && c.query.get("fits") === "1967_FORD_Mustang")).toBe(true));
  });
});
