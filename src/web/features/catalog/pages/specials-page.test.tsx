// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { anItemDetail, aSaleItem, dealerUser } from "../../../test-utils/shop-data";
import { failure, stubApi } from "../../../test-utils/stub-api";
import { Component as SpecialsPage } from "./specials-page";

afterEach(() => localStorage.clear());

const specials = Array.from({ length: 25 }, (_, index) =>
  aSaleItem({ item: `SP-${index + 1}`, descrip: `Special part number ${index + 1}`, sale_price: 10 + index, org_price: 20 + index }),
);

function cardCodes() {
  return screen.getAllByRole("link", { name: /item SP-/ }).map((card) => card.getAttribute("data-product-code"));
}

describe("specials page", () => {
  it("shows the count and 20 sale cards a page, with the sale price over the struck original", async () => {
    stubApi({ "GET /api/specials": { item: specials } });
    renderRoutes([{ path: "specials", Component: SpecialsPage }], { path: "/specials", main: true });
    expect(screen.getByRole("heading", { level: 1, name: "On Sale" })).toBeInTheDocument();
    expect(await screen.findByText("25 products found")).toBeInTheDocument();
    expect(cardCodes()).toHaveLength(20);
    expect(cardCodes()[0]).toBe("SP-1");
    const first = screen.getByRole("link", { name: /item SP-1$/ });
    expect(within(first).getByText("$10.00")).toBeInTheDocument();
    expect(first.querySelector("s")).toHaveTextContent("was $20.00");
  });

  it("pages through the list on the client", async () => {
    const user = userEvent.setup();
    const api = stubApi({ "GET /api/specials": { item: specials } });
    const { router } = renderRoutes(
      [
        { path: "specials", Component: SpecialsPage },
        { path: "*", element: <p>elsewhere</p> },
      ],
      { path: "/specials", main: true },
    );
    await user.click(await screen.findByRole("button", { name: "Page 2" }));
    expect(router.state.location.search).toBe("?page=2");
    expect(cardCodes()).toEqual(["SP-21", "SP-22", "SP-23", "SP-24", "SP-25"]);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(api.callsTo("GET", "/api/specials")).toHaveLength(1);
  });

  it("opens a clicked card's quick view at the part's own address", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/specials": { item: specials },
      "GET /api/item/SP-3": anItemDetail(specials[2]!),
      "POST /api/viewed": { status: "ok" },
    });
    const { router } = renderRoutes(
      [
        { path: "specials", Component: SpecialsPage },
        { path: "*", element: <p>elsewhere</p> },
      ],
      { path: "/specials", main: true },
    );
    await user.click(await screen.findByRole("link", { name: /item SP-3$/ }));
    expect(router.state.location.pathname).toBe(`/all-products/${specials[2]!.make}/SP-3`);
    expect(router.state.location.state).toEqual({ openedFromList: true });
    expect(await axeViolations()).toEqual([]);
  });

  it("says 'Error loading data' when the list fails", async () => {
    stubApi({ "GET /api/specials": failure(500) });
    renderRoutes([{ path: "specials", Component: SpecialsPage }], { path: "/specials", main: true });
    expect(await screen.findByRole("alert")).toHaveTextContent("Error loading data");
    expect(screen.queryByText(/products found/)).toBeNull();
  });

  it("never fetches special prices for a dealer and points them to their dealer prices", async () => {
    const api = stubApi({ "GET /api/specials": { item: specials } });
    renderRoutes([{ path: "specials", Component: SpecialsPage }], { path: "/specials", main: true, appState: { user: dealerUser } });
    expect(screen.getByText(/Special sale prices are retail offers/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All Products" })).toHaveAttribute("href", "/all-products");
    expect(screen.queryByText(/products found/)).toBeNull();
    expect(api.callsTo("GET", "/api/specials")).toHaveLength(0);
  });
});
