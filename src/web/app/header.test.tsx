// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { APP_STATE_KEY, emptyAppState } from "../lib/app-state";
import { installBrowserStubs } from "../test-utils/browser-stubs";
import { callsTo, renderAt, stubApi } from "../test-utils/render";
import { cartItemCount, displayName, Header } from "./header";
import { searchPath } from "./search-panel";

const MAKES = [
  { id: 1, make: "CHEVROLET", path: "/images/makes/chevrolet.svg" },
  { id: 2, make: "FORD", path: "/images/makes/ford.svg" },
];

function signIn(user: Record<string, unknown>, cart = [{ id: "F67-HOOD", quantity: 2 }]) {
  localStorage.setItem(APP_STATE_KEY, JSON.stringify({ ...emptyAppState, user, cart }));
}

describe("Header", () => {
  beforeEach(() => {
    installBrowserStubs();
    stubApi({ "/api/makes": MAKES });
  });
  afterEach(() => localStorage.clear());

  it("links the logo home and offers sign-in to a visitor, with wishlist and cart disabled", () => {
    renderAt(<Header />);
    expect(screen.getByRole("link", { name: "Partshop Woodbridge home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in");
    const wishlist = screen.getByRole("button", { name: "Wishlist" });
    expect(wishlist).toHaveAttribute("aria-disabled", "true");
    expect(wishlist).toHaveAccessibleDescription("Sign in to use your wishlist");
    const cart = screen.getByRole("button", { name: /^Cart/ });
    expect(cart).toHaveAttribute("aria-disabled", "true");
    expect(cart).toHaveAccessibleDescription("Sign in to use your cart");
    expect(screen.queryByRole("link", { name: /wishlist|cart/i })).not.toBeInTheDocument();
  });

  it("shows a signed-in customer's name linking to the profile, and the summed cart quantity", () => {
    signIn({ id: 7, firstname: "Sam", lastname: "Shopper", email: "shopper@example.com" }, [
      { id: "F67-HOOD", quantity: 2 },
      { id: "C69-BUMPER", quantity: 1 },
    ]);
    renderAt(<Header />);
    const profile = screen.getByRole("link", { name: /Sam Shopper/ });
    expect(profile).toHaveAttribute("href", "/profile");
    expect(screen.queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Wishlist" })).toHaveAttribute("href", "/wishlist");
    const cart = screen.getByRole("link", { name: "Cart, 3 items" });
    expect(cart).toHaveAttribute("href", "/cart");
    expect(within(cart).getByText("3")).toBeInTheDocument();
  });

  it("shows a dealer's company name", () => {
    signIn({ id: 9, account: "D10001", name: "Demo Collision Ltd.", dealer_info: { pricecode: 3 } }, []);
    renderAt(<Header />);
    expect(screen.getByRole("link", { name: /Demo Collision Ltd\./ })).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("link", { name: "Cart, 0 items" })).toBeInTheDocument();
  });

  it("names users and counts carts as the header shows them", () => {
    expect(displayName({ firstname: "Ann", lastname: "Lee" })).toBe("Ann Lee");
    expect(displayName({ account: "D10001", name: "" })).toBe("D10001");
    expect(cartItemCount([])).toBe(0);
    expect(cartItemCount([{ id: "A", quantity: 1 }, { id: "B", quantity: 4 }])).toBe(5);
  });
});

describe("Search popup", () => {
  beforeEach(() => installBrowserStubs());
  afterEach(() => localStorage.clear());

  it("goes to /search with the chosen make, year and item", async () => {
    const fetchMock = stubApi({ "/api/makes": MAKES });
    const user = userEvent.setup();
    const { router } = renderAt(<Header />);
    expect(callsTo(fetchMock, "/api/makes")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Search parts" }));
    const popup = await screen.findByRole("dialog", { name: "Search parts" });
    const make = within(popup).getByLabelText("Make");
    await within(make).findByRole("option", { name: "FORD" });
    await user.selectOptions(make, "FORD");
    const year = within(popup).getByLabelText("Year");
    expect(within(year).getAllByRole("option")[0]).toHaveTextContent("All");
    expect(within(year).getByRole("option", { name: "1949" })).toBeInTheDocument();
    expect(within(year).queryByRole("option", { name: "1948" })).not.toBeInTheDocument();
    await user.selectOptions(year, "1967");
    await user.type(within(popup).getByLabelText("Item"), "hood");
    await user.click(within(popup).getByRole("button", { name: "Search" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/search"));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ make: "FORD", year: "1967", item: "hood" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("leaves empty terms out of the search address", async () => {
    stubApi({ "/api/makes": MAKES });
    const user = userEvent.setup();
    const { router } = renderAt(<Header />);
    await user.click(screen.getByRole("button", { name: "Search parts" }));
    const popup = await screen.findByRole("dialog", { name: "Search parts" });
    await user.type(within(popup).getByLabelText("Item"), "grille");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?item=grille"));
    expect(searchPath({ make: "", year: "", item: "  " })).toBe("/search");
  });

  it("closes on Escape and hands focus back to the search button", async () => {
    stubApi({ "/api/makes": MAKES });
    const user = userEvent.setup();
    renderAt(<Header />);
    const trigger = screen.getByRole("button", { name: "Search parts" });
    await user.click(trigger);
    expect(await screen.findByRole("dialog", { name: "Search parts" })).toBeInTheDocument();
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).toHaveFocus();
  });
});
