// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { aPage, aProduct, someMakes } from "../../../test-utils/shop-data";
import { stubApi } from "../../../test-utils/stub-api";
import { Component as PromotionsPage } from "./promotions-page";

afterEach(() => localStorage.clear());

describe("promotions page (Hot Deals)", () => {
  it("lists promotional parts at 90% of list with list struck through, filtered and paged through the URL", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      "GET /api/makes": someMakes,
      "GET /api/searchFeatured": aPage([aProduct({ item: "C69-BUMPER", descrip: "1969 Camaro front bumper", promotional: true, price: 300, pricel: 250 })], 41),
      "GET /api/specials": { item: [] },
    });
    const { router } = renderRoutes([{ path: "promotions", Component: PromotionsPage }], { path: "/promotions?year=1969", main: true });
    expect(screen.getByRole("heading", { level: 1, name: "Hot Deals" })).toBeInTheDocument();
    expect(await screen.findByText("41 products found")).toBeInTheDocument();
    const card = screen.getByRole("link", { name: /C69-BUMPER/ });
    expect(within(card).getByText("$225.00")).toBeInTheDocument();
    expect(card.querySelector("s")).toHaveTextContent("was $250.00");
    expect(api.callsTo("GET", "/api/searchFeatured")[0]!.query.toString()).toBe("year=1969&page=1&facets=1");

    await user.click(screen.getByRole("button", { name: "Page 3" }));
    expect(router.state.location.search).toBe("?year=1969&page=3");
    await waitFor(() => expect(api.callsTo("GET", "/api/searchFeatured").at(-1)!.query.toString()).toBe("year=1969&page=3&facets=1"));

    const make = screen.getByRole("combobox", { name: "Make" });
    await waitFor(() => expect(within(make).getAllByRole("option")).toHaveLength(4));
    await user.selectOptions(make, "FORD");
    expect(router.state.location.search).toBe("?make=FORD&year=1969");
    await waitFor(() => expect(api.callsTo("GET", "/api/searchFeatured").at(-1)!.query.toString()).toBe("make=FORD&year=1969&page=1&facets=1"));
    expect(await axeViolations()).toEqual([]);
  });
});
