// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { anItemDetail, aPage, aProduct, someMakes } from "../../../test-utils/shop-data";
import { type RecordedCall, stubApi } from "../../../test-utils/stub-api";
import { Component as ProductListPage } from "./product-list-page";

afterEach(() => localStorage.clear());

const hood = aProduct();
const grille = aProduct({ item: "F65-GRILLE", descrip: "1965 Ford Mustang grille", onhand: 0, onshpeta: "2026-12-13", price: 120, pricel: 120 });

function stubCatalog() {
  return stubApi({
    "GET /api/makes": someMakes,
    "GET /api/searchResualt": ({ query }: RecordedCall) => aPage(query.get("page") === "2" ? [grille] : [hood], 45, Number(query.get("page"))),
    "GET /api/specials": { item: [] },
    "GET /api/item/F67-HOOD": anItemDetail(hood),
    "GET /api/item/F65-GRILLE": anItemDetail(grille),
    "POST /api/viewed": { status: "ok" },
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

describe("product list page", () => {
  it("lists a make's parts with the count, the cards and a pager of ceil(total / 20) pages", async () => {
    const api = stubCatalog();
    renderList("/all-products/FORD");
    expect(screen.getByRole("heading", { level: 1, name: "FORD parts" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading parts" })).toBeInTheDocument();
    expect(await screen.findByText("45 products found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /F67-HOOD/ })).toBeInTheDocument();
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(
      within(pager)
        .getAllByRole("button", { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(["1", "2", "3"]);
    expect(api.callsTo("GET", "/api/searchResualt")[0]!.query.toString()).toBe("make=FORD&page=1&facets=1");
  });

  it("moves to the next page through the URL", async () => {
    const user = userEvent.setup();
    stubCatalog();
    const { router } = renderList("/all-products/FORD?year=1965");
    await user.click(await screen.findByRole("button", { name: "Next" }));
    expect(router.state.location.search).toBe("?year=1965&page=2");
    expect(await screen.findByRole("link", { name: /F65-GRILLE/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  it("opens a card's quick view at /all-products/:make/:code and closes back to the list with its query", async () => {
    const user = userEvent.setup();
    stubCatalog();
    const { router } = renderList("/all-products/FORD?year=1967");
    await user.click(await screen.findByRole("link", { name: /F67-HOOD/ }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/all-products/FORD/F67-HOOD?year=1967");
    const dialog = await screen.findByRole("dialog", { name: "1967-1968 Ford Mustang steel hood" });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/all-products/FORD?year=1967"));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(screen.getByRole("link", { name: /F67-HOOD/ })).toHaveFocus());
  });

  it("opens straight on a quick view from its address and closes to the make's list", async () => {
    const user = userEvent.setup();
    stubCatalog();
    const { router } = renderList("/all-products/FORD/F65-GRILLE?page=2");
    const dialog = await screen.findByRole("dialog", { name: "1965 Ford Mustang grille" });
    expect(within(dialog).getByText("Expected arrival: 2026-12-13")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/all-products/FORD?page=2"));
  });

  it("passes an accessibility scan with the list", async () => {
    stubCatalog();
    renderList("/all-products/FORD");
    await screen.findByText("45 products found");
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Make" })).toHaveValue("FORD"));
    expect(await axeViolations()).toEqual([]);
  });

  it("passes an accessibility scan with the quick view open", async () => {
    stubCatalog();
    renderList("/all-products/FORD/F67-HOOD");
    await screen.findByRole("dialog", { name: "1967-1968 Ford Mustang steel hood" });
    await screen.findByText("45 products found");
    expect(await axeViolations()).toEqual([]);
  });
});
