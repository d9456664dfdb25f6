// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTranslator } from "../../domain/i18n/catalogue";
import { fr } from "../../domain/i18n/fr-CA";
import { cartItemCount } from "../features/cart/api";
import { APP_STATE_KEY, type AppState, emptyAppState } from "../lib/app-state";
import { installBrowserStubs } from "../test-utils/browser-stubs";
import { renderAt, storedAppState } from "../test-utils/render";
import { customerUser, dealerUser } from "../test-utils/shop-data";
import { answer, type RecordedCall, stubApi } from "../test-utils/stub-api";
import { Header } from "./header";
import { Providers } from "./providers";
import { searchPath } from "./search-panel";

const MAKES = [
  { id: 1, make: "CHEVROLET", path: "/images/makes/chevrolet.svg" },
  { id: 2, make: "FORD", path: "/images/makes/ford.svg" },
];

function signIn(user: AppState["user"], cart = [{ id: "F67-HOOD", quantity: 2 }]) {
  localStorage.setItem(APP_STATE_KEY, JSON.stringify({ ...emptyAppState, user, cart }));
}

describe("Header", () => {
  beforeEach(() => {
    installBrowserStubs();
    stubApi({ "GET /api/makes": MAKES });
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
    expect(screen.queryByRole("link", { name: /wishlist|cart|quick order/i })).not.toBeInTheDocument();
  });

  it("shows a signed-in customer's name linking to the profile, and the server cart's summed quantity", async () => {
    const api = stubApi({
      "GET /api/makes": MAKES,
      "POST /api/getCurrentQuantity": {
        quantity: [
          { item: "F67-HOOD", quantity: 2 },
          { item: "C69-BUMPER", quantity: 1 },
        ],
      },
    });
    signIn(customerUser, []);
    renderAt(<Header />);
    const profile = screen.getByRole("link", { name: /Ada Lovelace/ });
    expect(profile).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("link", { name: "Quick order" })).toHaveAttribute("href", "/quick-order");
    expect(screen.queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Wishlist" })).toHaveAttribute("href", "/wishlist");
    const cart = await screen.findByRole("link", { name: "Cart, 3 items" });
    expect(cart).toHaveAttribute("href", "/cart");
    expect(within(cart).getByText("3")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/getCurrentQuantity")).toEqual([{ user: 7, type: 1 }]);
  });

  it("shows a dealer's company name and counts their cart by account", async () => {
    const api = stubApi({ "GET /api/makes": MAKES, "POST /api/getCurrentQuantity": { quantity: [] } });
    signIn(dealerUser, []);
    renderAt(<Header />);
    expect(screen.getByRole("link", { name: /Demo Collision Ltd\./ })).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("link", { name: "Cart, 0 items" })).toBeInTheDocument();
    await waitFor(() => expect(api.bodiesOf("POST /api/getCurrentQuantity")).toEqual([{ user: "D10001", type: 2 }]));
  });

  it("counts a visitor's kept lines without asking the server", () => {
    const api = stubApi({ "GET /api/makes": MAKES });
    localStorage.setItem(APP_STATE_KEY, JSON.stringify({ ...emptyAppState, cart: [{ id: "F67-HOOD", quantity: 2 }] }));
    renderAt(<Header />);
    expect(screen.getByRole("button", { name: "Cart, 2 items" })).toHaveAttribute("aria-disabled", "true");
    expect(api.callsTo("POST", "/api/getCurrentQuantity")).toHaveLength(0);
  });

  it("adds the lines a visitor kept to the server cart at sign-in, says which one it refused, and empties the kept cart", async () => {
    let serverCount = 0;
    const api = stubApi({
      "GET /api/makes": MAKES,
      "POST /api/addToShoppingCart": (call: RecordedCall) => {
        const body = call.body as { item: string; quantity: number };
        if (body.item === "F65-GRILLE") return answer(409, { error: { code: "OUT_OF_STOCK", message: "Quantity exceeds available stock" } });
        serverCount += body.quantity;
        return { status: "saved" };
      },
      "POST /api/getCurrentQuantity": () => ({ quantity: serverCount ? [{ item: "F67-HOOD", quantity: serverCount }] : [] }),
    });
    signIn(customerUser, [
      { id: "F67-HOOD", quantity: 2 },
      { id: "F65-GRILLE", quantity: 1 },
    ]);
    renderAt(<Header />);
    expect(await screen.findByText("F65-GRILLE could not be added to your cart: Quantity exceeds available stock")).toBeInTheDocument();
    await waitFor(() => expect(storedAppState().cart).toEqual([]));
    expect(api.bodiesOf("POST /api/addToShoppingCart")).toEqual([
      { item: "F67-HOOD", quantity: 2, user: 7, type: 1 },
      { item: "F65-GRILLE", quantity: 1, user: 7, type: 1 },
    ]);
    expect(await screen.findByRole("link", { name: "Cart, 2 items" })).toBeInTheDocument();
  });

  it("shows a visitor whose saved user does not read as a customer or dealer as signed out", () => {
    signIn({ id: 9, account: "D10001", name: "Demo Collision Ltd." } as unknown as AppState["user"]);
    renderAt(<Header />);
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in");
    expect(screen.getByRole("button", { name: /^Cart/ })).toHaveAttribute("aria-disabled", "true");
  });

  it("counts the cart as the header shows it", () => {
    expect(cartItemCount([])).toBe(0);
    expect(cartItemCount([{ quantity: 1 }, { quantity: 4 }, { quantity: -2 }])).toBe(5);
  });
});

/** The header on a French page: the router under /fr and the French messages, as start.tsx and the server set them up. */
function renderFrench(path: string) {
  const router = createMemoryRouter([{ path: "*", element: <Header /> }], { initialEntries: [path], basename: "/fr" });
  render(
    <Providers translator={createTranslator("fr-CA", fr)}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe("The header's language switch", () => {
  beforeEach(() => {
    installBrowserStubs();
    stubApi({ "GET /api/makes": MAKES });
  });
  afterEach(() => localStorage.clear());

  it("offers an English page in French: the same page and query under /fr, named in French", () => {
    renderAt(<Header />, { path: "/all-products/FORD?page=2" });
    const link = screen.getByRole("link", { name: "Voir cette page en français" });
    expect(link).toHaveTextContent("Français");
    expect(link).toHaveAttribute("href", "/fr/all-products/FORD?page=2");
    expect(link).toHaveAttribute("lang", "fr-CA");
    expect(link).toHaveAttribute("hreflang", "fr-CA");
  });

  it("offers a French page in English, and says everything else of the header in French", () => {
    localStorage.setItem(APP_STATE_KEY, JSON.stringify({ ...emptyAppState, cart: [{ id: "F67-HOOD", quantity: 2 }] }));
    renderFrench("/fr/all-products/FORD?page=2");
    const link = screen.getByRole("link", { name: "View this page in English" });
    expect(link).toHaveTextContent("English");
    expect(link).toHaveAttribute("href", "/all-products/FORD?page=2");
    expect(link).toHaveAttribute("lang", "en-CA");
    expect(link).toHaveAttribute("hreflang", "en-CA");
    expect(screen.getByRole("link", { name: "Accueil de Partshop Woodbridge" })).toHaveAttribute("href", "/fr");
    expect(screen.getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/fr/sign-in");
    expect(screen.getByRole("button", { name: "Liste de souhaits" })).toHaveAccessibleDescription("Connectez-vous pour utiliser votre liste de souhaits");
    const cart = screen.getByRole("button", { name: "Panier, 2 articles" });
    expect(cart).toHaveAccessibleDescription("Connectez-vous pour utiliser votre panier");
  });

  it("offers the French home page from the English one", () => {
    renderAt(<Header />, { path: "/" });
    expect(screen.getByRole("link", { name: "Voir cette page en français" })).toHaveAttribute("href", "/fr/");
  });

  it("says a signed-in customer's links in French, with one article counted as one", async () => {
    stubApi({ "GET /api/makes": MAKES, "POST /api/getCurrentQuantity": { quantity: [{ item: "F67-HOOD", quantity: 1 }] } });
    signIn(customerUser, []);
    renderFrench("/fr/");
    expect(screen.getByRole("link", { name: "Ada Lovelace, votre profil" })).toHaveAttribute("href", "/fr/profile");
    expect(screen.getByRole("link", { name: "Commande rapide" })).toHaveAttribute("href", "/fr/quick-order");
    expect(screen.getByRole("link", { name: "Liste de souhaits" })).toHaveAttribute("href", "/fr/wishlist");
    expect(await screen.findByRole("link", { name: "Panier, 1 article" })).toHaveAttribute("href", "/fr/cart");
    expect(screen.getByRole("link", { name: "View this page in English" })).toHaveAttribute("href", "/");
  });
});

describe("Search popup", () => {
  beforeEach(() => installBrowserStubs());
  afterEach(() => localStorage.clear());

  it("goes to /search with the chosen make, year and item", async () => {
    const api = stubApi({ "GET /api/makes": MAKES });
    const user = userEvent.setup();
    const { router } = renderAt(<Header />);
    expect(api.callsTo("GET", "/api/makes")).toHaveLength(0);

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
    stubApi({ "GET /api/makes": MAKES });
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
    stubApi({ "GET /api/makes": MAKES });
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

  it("starts in the item field, whose suggestions Escape closes before the popup", async () => {
    stubApi({
      "GET /api/makes": MAKES,
      "GET /api/suggest": { parts: [], vehicles: [], makes: [{ make: "FORD", name: "Ford", path: "/all-products/FORD" }], part_types: [] },
    });
    const user = userEvent.setup();
    renderAt(<Header />);
    await user.click(screen.getByRole("button", { name: "Search parts" }));
    const popup = await screen.findByRole("dialog", { name: "Search parts" });
    const item = within(popup).getByRole("combobox", { name: "Item" });
    await waitFor(() => expect(item).toHaveFocus());
    await user.keyboard("fo");
    expect(await within(popup).findByRole("option", { name: /Ford/ })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(item).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("dialog", { name: "Search parts" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
