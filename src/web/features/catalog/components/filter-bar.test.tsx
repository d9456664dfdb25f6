// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderRoutes } from "../../../test-utils/render";
import { aPage, aProduct, someMakes } from "../../../test-utils/shop-data";
import { stubApi } from "../../../test-utils/stub-api";
import { Component as ProductListPage } from "../pages/product-list-page";
import { Component as SearchPage } from "../pages/search-page";

afterEach(() => localStorage.clear());

function stubCatalog() {
  return stubApi({
    "GET /api/makes": someMakes,
    "GET /api/searchResualt": aPage([aProduct()], 45),
    "GET /api/specials": { item: [] },
  });
}

function renderList(path: string) {
  return renderRoutes(
    [
      { path: "all-products/:productId", Component: ProductListPage },
      { path: "all-products/:productId/:productCode", Component: ProductListPage },
    ],
    { path, main: true },
  );
}

const location = (router: ReturnType<typeof renderList>["router"]) => `${router.state.location.pathname}${router.state.location.search}`;

describe("FilterBar", () => {
  it("offers All and every model year from this year back to 1949", async () => {
    stubCatalog();
    renderList("/all-products/FORD");
    const year = await screen.findByRole("combobox", { name: "Year" });
    const options = within(year)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options[0]).toBe("All");
    expect(options[1]).toBe(String(new Date().getFullYear()));
    expect(options.at(-1)).toBe("1949");
    expect(options).toHaveLength(new Date().getFullYear() - 1949 + 2);
  });

  it("puts a chosen year in the URL and goes back to page 1; All clears it", async () => {
    const user = userEvent.setup();
    const api = stubCatalog();
    const { router } = renderList("/all-products/FORD?item=hood&page=3");
    const year = await screen.findByRole("combobox", { name: "Year" });
    await user.selectOptions(year, "1967");
    expect(location(router)).toBe("/all-products/FORD?year=1967&item=hood");
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === "/api/searchResualt" && c.query.toString() === "make=FORD&year=1967&item=hood&page=1&facets=1")).toBe(true),
    );
    expect(screen.getByRole("combobox", { name: "Year" })).toHaveValue("1967");
    await user.selectOptions(screen.getByRole("combobox", { name: "Year" }), "All");
    expect(location(router)).toBe("/all-products/FORD?item=hood");
  });

  it("carries the list's 'Only parts that fit' vehicle in the plain form sent before the script runs", async () => {
    stubCatalog();
    renderList("/all-products/FORD?fits=1967_FORD_Mustang");
    const form = (await screen.findByRole("combobox", { name: "Year" })).closest("form")!;
    expect(form.getAttribute("action")).toBe("/search");
    expect(new FormData(form).get("fits")).toBe("1967_FORD_Mustang");
  });

  it("sends no fits field when the list is not narrowed to a vehicle", async () => {
    stubCatalog();
    renderList("/all-products/FORD");
    const form = (await screen.findByRole("combobox", { name: "Year" })).closest("form")!;
    expect(new FormData(form).has("fits")).toBe(false);
  });

  it("applies the item text on Enter and on the Search button, resetting the page", async () => {
    const user = userEvent.setup();
    stubCatalog();
    const { router } = renderList("/all-products/FORD?year=1965&page=2");
    const item = await screen.findByRole("searchbox", { name: "Item" });
    await user.type(item, "grille");
    expect(location(router)).toBe("/all-products/FORD?year=1965&page=2");
    await user.keyboard("{Enter}");
    expect(location(router)).toBe("/all-products/FORD?year=1965&item=grille");
    await user.clear(screen.getByRole("searchbox", { name: "Item" }));
    await user.type(screen.getByRole("searchbox", { name: "Item" }), "  hood ");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(location(router)).toBe("/all-products/FORD?year=1965&item=hood");
  });

  it("moves the product list to the picked make, keeping year and item and starting at page 1", async () => {
    const user = userEvent.setup();
    stubCatalog();
    const { router } = renderList("/all-products/FORD?year=1970&item=mirror&page=2");
    const make = await screen.findByRole("combobox", { name: "Make" });
    await waitFor(() =>
      expect(
        within(make)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["FORD", "DODGE", "GM"]),
    );
    await user.selectOptions(make, "DODGE");
    expect(location(router)).toBe("/all-products/DODGE?year=1970&item=mirror");
    expect(await screen.findByRole("heading", { level: 1, name: "DODGE parts" })).toBeInTheDocument();
  });

  it("filters the search by make in the query, with All makes clearing it", async () => {
    const user = userEvent.setup();
    stubCatalog();
    const { router } = renderRoutes([{ path: "search", Component: SearchPage }], { path: "/search?item=hood&page=4", main: true });
    const make = await screen.findByRole("combobox", { name: "Make" });
    await waitFor(() => expect(within(make).getAllByRole("option")).toHaveLength(4));
    await user.selectOptions(make, "GM");
    expect(location(router)).toBe("/search?make=GM&item=hood");
    await user.selectOptions(screen.getByRole("combobox", { name: "Make" }), "All makes");
    expect(location(router)).toBe("/search?item=hood");
  });
});
