// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ApiRequestError } from "../lib/api";
import { renderAt } from "../test-utils/render";
import { anItemDetail, aProduct, customerUser } from "../test-utils/shop-data";
import { stubApi } from "../test-utils/stub-api";
import type { PartActions } from "./part-details";
import { ProductCard } from "./product-card";
import { QuickView } from "./quick-view";

afterEach(() => localStorage.clear());

const actions: PartActions = {
  addToCart: () => ({ mutationFn: async () => ({ status: "saved" }) }),
  addToWishlist: () => ({ mutationFn: async () => ({ status: "saved" }) }),
};

describe("a part on a French page", () => {
  it("has its card's price, stock line and quoted shipping in French, the part's own description as it is", () => {
    renderAt(<ProductCard product={aProduct({ pricel: 549.99, onhand: 4, oversize: true })} onOpen={() => {}} />, { locale: "fr-CA" });
    const card = screen.getByRole("link", { name: "1967-1968 Ford Mustang steel hood, article F67-HOOD" });
    // A plain link (it works before the app runs), so it carries the French pages' /fr itself.
    expect(card).toHaveAttribute("href", "/fr/all-products/FORD/F67-HOOD");
    expect(card.querySelector("[data-unit-price]")?.textContent).toBe("549,99\u00a0$");
    expect(card.querySelector("[data-part-signals]")?.textContent).toBe("Années compatibles 1967-1968En stockExpédition sur soumission");
  });

  it("names a lowered price's cause and an arrival day in French", () => {
    const grille = aProduct({ pricel: 80, special_price: 59.99, onhand: 0, onshpeta: "2999-12-17", oversize: false });
    renderAt(<ProductCard product={grille} onOpen={() => {}} />, { locale: "fr-CA" });
    expect(screen.getByRole("link").querySelector("[data-price]")?.textContent).toBe("59,99\u00a0$au lieu de 80,00\u00a0$Prix spécial");
    expect(screen.getByRole("link").querySelector("[data-stock]")?.textContent).toBe("Rupture de stock - arrivée le 17 déc.");
  });

  it("opens a quick view whose labels, price and buttons are French", async () => {
    const part = aProduct({ pricel: 549.99, onhand: 0, onshpeta: "2026-12-13", oversize: false });
    stubApi({ "GET /api/item/F67-HOOD": anItemDetail(part), "GET /api/specials": { item: [] }, "POST /api/viewed": { status: "ok" } });
    renderAt(<QuickView code="F67-HOOD" onClose={() => {}} {...actions} />, { path: "/all-products/FORD", locale: "fr-CA" });
    const box = await screen.findByRole("dialog", { name: "1967-1968 Ford Mustang steel hood" });
    await within(box).findByText("Code d’article");
    expect(box.querySelector("[data-price] [data-unit-price]")?.textContent).toBe("549,99\u00a0$");
    // French puts a no-break space before a colon.
    expect(within(box).getByText(/^Arrivée prévue/).textContent).toBe("Arrivée prévue\u00a0: 2026-12-13");
    expect(within(box).getByRole("link", { name: "Question sur la livraison" })).toHaveAttribute("href", "/shipping-inquiry/F67-HOOD?inquiry=shipping");
    const add = within(box).getByRole("button", { name: "Ajouter au panier" });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription("Pas en stock\u00a0: cette pièce ne peut pas encore être ajoutée au panier.");
    expect(within(box).getByRole("button", { name: "Ajouter à la liste de souhaits" })).toBeEnabled();
    expect(within(box).getByRole("button", { name: "Fermer" })).toBeInTheDocument();
    await userEvent.click(within(box).getByRole("button", { name: "M’aviser à son arrivée" }));
    expect(await within(box).findByRole("textbox", { name: "Votre courriel" })).toBeInTheDocument();
  });

  it("says in a French toast, closed by a French button, that the part is on the wishlist", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/item/F67-HOOD": anItemDetail(aProduct()), "GET /api/specials": { item: [] }, "POST /api/viewed": { status: "ok" } });
    renderAt(<QuickView code="F67-HOOD" onClose={() => {}} {...actions} />, { path: "/all-products/FORD", locale: "fr-CA", appState: { user: customerUser } });
    await user.click(await screen.findByRole("button", { name: "Ajouter à la liste de souhaits" }));
    const toast = (await screen.findByText("Article ajouté à la liste de souhaits")).closest(".Toastify__toast") as HTMLElement;
    expect(screen.getByRole("region", { name: "Notifications (Alt+T)" })).toContainElement(toast);
    expect(within(toast).getByRole("button", { name: "fermer" })).toHaveClass("Toastify__close-button");
  });

  it("says in French why the shop refused the part for the cart, as the server's key names it", async () => {
    const user = userEvent.setup();
    const refused: PartActions = {
      ...actions,
      addToCart: () => ({
        mutationFn: async () => {
          throw new ApiRequestError(409, "Quantity exceeds available stock", "OUT_OF_STOCK", undefined, "products.refusal.exceedsStock");
        },
      }),
    };
    stubApi({ "GET /api/item/F67-HOOD": anItemDetail(aProduct({ onhand: 4 })), "GET /api/specials": { item: [] }, "POST /api/viewed": { status: "ok" } });
    renderAt(<QuickView code="F67-HOOD" onClose={() => {}} {...refused} />, { path: "/all-products/FORD", locale: "fr-CA", appState: { user: customerUser } });
    await user.click(await screen.findByRole("button", { name: "Ajouter au panier" }));
    expect(await screen.findByText("La quantité dépasse le stock disponible")).toBeInTheDocument();
    expect(screen.queryByText("Quantity exceeds available stock")).not.toBeInTheDocument();
  });

  it("names a part by the French description staff wrote, on its card and in its quick view; an English page keeps the English", async () => {
    const part = aProduct({ descrip_fr: "Capot en acier Mustang 1967-1968" });
    const { unmount } = renderAt(<ProductCard product={part} onOpen={() => {}} />, { locale: "fr-CA" });
    expect(screen.getByRole("link", { name: "Capot en acier Mustang 1967-1968, article F67-HOOD" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Capot en acier Mustang 1967-1968" })).toBeInTheDocument();
    unmount();
    renderAt(<ProductCard product={part} onOpen={() => {}} />);
    expect(screen.getByRole("link", { name: /^1967-1968 Ford Mustang steel hood/ })).toBeInTheDocument();
  });

  it("titles the quick view with the French description when there is one", async () => {
    stubApi({
      "GET /api/item/F67-HOOD": anItemDetail(aProduct({ descrip_fr: "Capot en acier" })),
      "GET /api/specials": { item: [] },
      "POST /api/viewed": { status: "ok" },
    });
    renderAt(<QuickView code="F67-HOOD" onClose={() => {}} {...actions} />, { path: "/all-products/FORD", locale: "fr-CA" });
    const box = await screen.findByRole("dialog", { name: "Capot en acier" });
    expect(within(box).getByText("Capot en acier", { selector: "dd" })).toBeInTheDocument();
  });
});
