// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { aPage, aProduct, someMakes } from "../../../test-utils/shop-data";
import { type RecordedCall, stubApi } from "../../../test-utils/stub-api";
import { Component as SearchPage, searchHeading } from "./search-page";

afterEach(() => localStorage.clear());

describe("search page", () => {
  it("names the search in its heading", () => {
    expect(searchHeading({ item: "hood", make: "FORD", year: 1967 })).toBe('Search results for "hood" in FORD, 1967');
    expect(searchHeading({ item: "hood" })).toBe('Search results for "hood"');
    expect(searchHeading({ make: "GM" })).toBe("Search results for GM");
    expect(searchHeading({})).toBe("Search results: all parts");
  });

  it("shows the results of make, year and item with paging and opens the quick view from a card", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      "GET /api/makes": someMakes,
      "GET /api/searchResualt": aPage([aProduct()], 21),
      "GET /api/specials": { item: [] },
      "GET /api/item/F67-HOOD": { singleItem: aProduct(), item_makes: [{ make: "FORD", row_id: 1 }] },
      "POST /api/viewed": { status: "ok" },
    });
    const { router } = renderRoutes(
      [
        { path: "search", Component: SearchPage },
        { path: "*", element: <p>elsewhere</p> },
      ],
      { path: "/search?make=FORD&year=1967&item=hood", main: true },
    );
    expect(screen.getByRole("heading", { level: 1, name: 'Search results for "hood" in FORD, 1967' })).toBeInTheDocument();
    expect(await screen.findByText("21 products found")).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/searchResualt")[0]!.query.toString()).toBe("make=FORD&year=1967&item=hood&page=1&facets=1");
    expect(screen.getByRole("searchbox", { name: "Item" })).toHaveValue("hood");
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Make" })).toHaveValue("FORD"));
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Page 2" }));
    expect(router.state.location.search).toBe("?make=FORD&year=1967&item=hood&page=2");

    await user.click(screen.getByRole("link", { name: /F67-HOOD/ }));
    expect(router.state.location.pathname).toBe("/all-products/FORD/F67-HOOD");
    expect(router.state.location.state).toEqual({ openedFromList: true });
  });

  it("offers 'Did you mean' when a search finds nothing and the server found a close one, and runs it with the same filters", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/makes": someMakes,
      "GET /api/searchResualt": (call: RecordedCall) =>
        call.query.get("item") === "mustang hood" ? aPage([aProduct()], 1) : { ...aPage([], 0), did_you_mean: "mustang hood" },
      "GET /api/specials": { item: [] },
    });
    const { router } = renderRoutes([{ path: "search", Component: SearchPage }], { path: "/search?make=FORD&item=mustagn+hod", main: true });
    expect(await screen.findByText("0 products found")).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: "mustang hood" });
    expect(link.parentElement).toHaveTextContent("Did you mean mustang hood?");
    expect(await axeViolations()).toEqual([]);
    await user.click(link);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ make: "FORD", item: "mustang hood" });
    expect(await screen.findByText("1 product found")).toBeInTheDocument();
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });
});
