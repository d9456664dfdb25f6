// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { ProductListPage as ListAnswer, ListFacets } from "../../../../domain/contracts/catalog";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { aPage, aProduct, someMakes } from "../../../test-utils/shop-data";
import { type RecordedCall, stubApi } from "../../../test-utils/stub-api";
import { filtersToParams, readCatalogParams } from "../filters";
import { Component as ProductListPage } from "../pages/product-list-page";
import { Component as SearchPage } from "../pages/search-page";

afterEach(() => localStorage.clear());

const facets: ListFacets = {
  part_type: [
    { value: "grille", label: "Grille", count: 7 },
    { value: "hood", label: "Hood", count: 12 },
    { value: "other", label: "Other", count: 2 },
  ],
  make: [{ value: "FORD", label: "FORD", count: 45 }],
  model: [
    { value: "Mustang", label: "Mustang", count: 8 },
    { value: "Thunderbird", label: "Thunderbird", count: 5 },
  ],
  year: [{ value: 1967, count: 9 }],
  in_stock: 30,
  on_sale: 4,
  price: [
    { value: "under-50", label: "Under $50", count: 10 },
    { value: "50-100", label: "$50 to $100", count: 0 },
  ],
};

function stubCatalog() {
  return stubApi({
    "GET /api/makes": someMakes,
    "GET /api/searchResualt": ({ query }: RecordedCall): ListAnswer => ({ ...aPage([aProduct()], query.get("in_stock") ? 30 : 45), facets }),
    "GET /api/specials": { item: [] },
  });
}

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: "all-products/:productId", Component: ProductListPage },
      { path: "search", Component: SearchPage },
    ],
    { path, main: true },
  );
}

const where = (router: { state: { location: { pathname: string; search: string } } }) => `${router.state.location.pathname}${router.state.location.search}`;

describe("the list's facets and sort", () => {
  it("show each group as a fieldset with its legend, every value with its count, ticked as the address says", async () => {
    const api = stubCatalog();
    renderAt("/all-products/FORD?type=hood&in_stock=1");
    const filters = await screen.findByRole("region", { name: "Filters" });
    for (const legend of ["Availability", "Part type", "Price"]) expect(within(filters).getByRole("group", { name: legend })).toBeInTheDocument();
    expect(within(filters).getByRole("checkbox", { name: "Hood 12 parts" })).toBeChecked();
    expect(within(filters).getByRole("checkbox", { name: "Grille 7 parts" })).not.toBeChecked();
    expect(within(filters).getByRole("checkbox", { name: "In stock 30 parts" })).toBeChecked();
    expect(within(filters).getByRole("checkbox", { name: "On sale 4 parts" })).not.toBeChecked();
    expect(screen.getByRole("option", { name: "FORD (45)" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "1967 (9)" })).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/searchResualt")[0]!.query.toString()).toBe("make=FORD&page=1&type=hood&in_stock=1&facets=1");
    expect(await axeViolations()).toEqual([]);
  });

  it("widen a facet with a second value, narrow with another facet, from page 1, and clear", async () => {
    const user = userEvent.setup();
    stubCatalog();
    const { router } = renderAt("/all-products/FORD?type=hood&page=2");
    const filters = await screen.findByRole("region", { name: "Filters" });
    await user.click(within(filters).getByRole("checkbox", { name: /^Grille/ }));
    await waitFor(() => expect(where(router)).toBe("/all-products/FORD?type=hood%2Cgrille"));
    await user.click(within(filters).getByRole("checkbox", { name: /^On sale/ }));
    await waitFor(() => expect(where(router)).toBe("/all-products/FORD?type=hood%2Cgrille&on_sale=1"));
    await user.click(within(filters).getByRole("checkbox", { name: /^Hood/ }));
    await waitFor(() => expect(where(router)).toBe("/all-products/FORD?type=grille&on_sale=1"));
    await user.click(within(filters).getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(where(router)).toBe("/all-products/FORD"));
  });

  it("offer the make's models (fitment) as a group, ticked as the address says, and ticked by keyboard", async () => {
    const user = userEvent.setup();
    const api = stubCatalog();
    const { router } = renderAt("/all-products/FORD?model=Mustang");
    const filters = await screen.findByRole("region", { name: "Filters" });
    const models = within(filters).getByRole("group", { name: "Model" });
    expect(within(models).getByRole("checkbox", { name: "Mustang 8 parts" })).toBeChecked();
    expect(api.callsTo("GET", "/api/searchResualt")[0]!.query.toString()).toBe("make=FORD&page=1&model=Mustang&facets=1");
    within(models).getByRole("checkbox", { name: "Thunderbird 5 parts" }).focus();
    await user.keyboard(" ");
    await waitFor(() => expect(where(router)).toBe("/all-products/FORD?model=Mustang%2CThunderbird"));
    expect(screen.getByRole("button", { name: "Filters (2)" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("leave the models out of a search without a make, which the API would refuse", async () => {
    const api = stubCatalog();
    renderAt("/search?item=hood&model=Mustang");
    await screen.findByRole("region", { name: "Filters" });
    expect(api.callsTo("GET", "/api/searchResualt")[0]!.query.toString()).toBe("item=hood&page=1&facets=1");
  });

  it("sorts through a labelled select, kept in the address with the search's words", async () => {
    const user = userEvent.setup();
    stubCatalog();
    const { router } = renderAt("/search?item=hood&price=under-50");
    const sort = await screen.findByRole("combobox", { name: "Sort by" });
    expect(sort).toHaveValue("relevance");
    await user.selectOptions(sort, "price-asc");
    await waitFor(() => expect(where(router)).toBe("/search?item=hood&price=under-50&sort=price-asc"));
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("price-asc");
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "relevance");
    await waitFor(() => expect(where(router)).toBe("/search?item=hood&price=under-50"));
  });

  it("opens the same groups in a Filters dialog (the phone's way in), which says how many are ticked", async () => {
    const user = userEvent.setup();
    stubCatalog();
    const { router } = renderAt("/all-products/FORD?type=hood&on_sale=1");
    await user.click(await screen.findByRole("button", { name: "Filters (2)" }));
    const dialog = await screen.findByRole("dialog", { name: "Filters" });
    await user.click(within(dialog).getByRole("checkbox", { name: /^In stock/ }));
    await waitFor(() => expect(where(router)).toBe("/all-products/FORD?type=hood&in_stock=1&on_sale=1"));
    expect(await axeViolations(dialog)).toEqual([]);
    await user.click(within(screen.getByRole("dialog", { name: "Filters" })).getByRole("button", { name: "Show results" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});

describe("the facets in the address", () => {
  it("read back what they write, and drop values the API would refuse", () => {
    const written = filtersToParams({
      make: "FORD",
      type: ["hood", "tail-lamp"],
      model: ["Mustang", "F-100"],
      in_stock: true,
      on_sale: undefined,
      price: ["500-up"],
      sort: "newest",
    });
    expect(written.toString()).toBe("make=FORD&type=hood%2Ctail-lamp&model=Mustang%2CF-100&in_stock=1&price=500-up&sort=newest");
    expect(readCatalogParams(written)).toMatchObject({
      type: ["hood", "tail-lamp"],
      model: ["Mustang", "F-100"],
      in_stock: true,
      price: ["500-up"],
      sort: "newest",
      page: 1,
    });
    expect(readCatalogParams(new URLSearchParams("type=spoiler&in_stock=maybe&sort=cheapest"))).toMatchObject({
      type: undefined,
      in_stock: undefined,
      sort: undefined,
    });
  });
});
