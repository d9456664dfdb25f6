// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../../../domain/i18n/locales";
import { WISHLIST_REMOVED } from "../../../../domain/orders";
import type { AppState } from "../../../lib/app-state";
import { installBrowserStubs } from "../../../test-utils/browser-stubs";
import { axeViolations, renderPages } from "../../../test-utils/render";
import { anItemDetail, aProduct, signedInCustomer, signedInDealer } from "../../../test-utils/shop-data";
import { type RecordedCall, stubApi } from "../../../test-utils/stub-api";
import { WishlistPage } from "./wishlist-page";

afterEach(() => vi.unstubAllGlobals());

const bumper = aProduct({ item: "C69-BUMPER", descrip: "1969 Camaro front bumper", onsale: true, pricel: 329.99, onhand: 6, orderpt: 2 });
const hood = aProduct({ onhand: 4, orderpt: 10, pricel: 500 });

/** /wishlist for a signed-in shopper (the sign-in guard in front of it is the app's: routes.test.tsx). */
function renderWishlist(appState: Partial<AppState>, locale?: Locale) {
  return renderPages({ "/wishlist": WishlistPage }, { path: "/wishlist", appState, locale });
}

describe("/wishlist", () => {
  it("speaks French on a French page: the count, the cards' prices, removal and the empty list", async () => {
    stubApi({ "GET /api/wishlist": { items: [{ ...aProduct({ pricel: 549.99 }), added_at: "2026-05-13T10:00:00.000Z" }] } });
    const { unmount } = renderWishlist(signedInCustomer, "fr-CA");
    expect(screen.getByRole("heading", { level: 1, name: "Liste de souhaits" })).toBeInTheDocument();
    expect(await screen.findByText("1 pièce enregistrée")).toBeInTheDocument();
    const saved = screen.getByRole("list", { name: "Pièces enregistrées" });
    expect(saved.querySelector("[data-unit-price]")?.textContent).toBe("549,99\u00a0$");
    expect(within(saved).getByRole("button", { name: "Retirer 1967-1968 Ford Mustang steel hood de la liste de souhaits" })).toBeInTheDocument();
    unmount();
    stubApi({ "GET /api/wishlist": { items: [] } });
    renderWishlist(signedInCustomer, "fr-CA");
    expect(await screen.findByText(/^Votre liste de souhaits est vide\./)).toBeInTheDocument();
  });

  it("shows the saved parts as product cards at their one price, opens the quick view, and removes a part", async () => {
    installBrowserStubs();
    let items = [
      { ...bumper, added_at: "2026-05-14T10:00:00.000Z" },
      { ...hood, added_at: "2026-05-13T10:00:00.000Z" },
    ];
    const api = stubApi({
      "GET /api/wishlist": () => ({ items }),
      "POST /api/removeFromWishlist": (call: RecordedCall) => {
        items = items.filter((item) => item.item !== (call.body as { item: string }).item);
        return 1;
      },
      "GET /api/item/C69-BUMPER": anItemDetail(bumper),
      "POST /api/viewed": { status: "ok" },
    });
    const user = userEvent.setup();
    renderWishlist(signedInCustomer);
    const list = await screen.findByRole("list", { name: "Saved parts" });
    expect(screen.getByText("2 parts saved")).toBeInTheDocument();
    const bumperCard = within(list).getByRole("link", { name: "1969 Camaro front bumper, item C69-BUMPER" });
    expect(within(bumperCard).getByText("$296.99")).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/wishlist")[0]!.query.get("userid")).toBe("7");
    expect(await axeViolations()).toEqual([]);

    await user.click(bumperCard);
    const dialog = await screen.findByRole("dialog", { name: "1969 Camaro front bumper" });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));

    await user.click(screen.getByRole("button", { name: "Remove 1967-1968 Ford Mustang steel hood from the wishlist" }));
    expect(await screen.findByText(WISHLIST_REMOVED)).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/removeFromWishlist")).toEqual([{ item: "F67-HOOD", user: 7 }]);
    await waitFor(() => expect(screen.getByText("1 part saved")).toBeInTheDocument());
  });

  it("says the wishlist is empty and offers the parts", async () => {
    stubApi({ "GET /api/wishlist": { items: [] } });
    renderWishlist(signedInCustomer);
    expect(await screen.findByText(/Your wishlist is empty/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse parts" })).toHaveAttribute("href", "/all-products");
  });

  it("reads a dealer's wishlist with the dealer call", async () => {
    const api = stubApi({ "GET /api/wishlist_dealer": { items: [{ ...hood, added_at: "2026-05-13T10:00:00.000Z" }] } });
    renderWishlist(signedInDealer);
    await screen.findByRole("list", { name: "Saved parts" });
    expect(screen.getByText("Dealer price")).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/wishlist_dealer")[0]!.query.get("userid")).toBe("D10001");
  });
});
