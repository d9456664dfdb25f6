// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGE_KEY_HEADER, MESSAGE_VALUES_HEADER } from "../../../../domain/contracts/common";
import { translatorOf } from "../../../../domain/i18n";
import { LocaleProvider } from "../../../lib/i18n";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { aCartLine, aCheckout, signedInCustomer } from "../../../test-utils/shop-data";
import { stubApi } from "../../../test-utils/stub-api";
import { ConfirmOrderPage } from "./confirm-order-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** /confirm-order as the app renders it under /fr: the page in the French translator's hands. */
function renderInFrench() {
  return renderRoutes(
    [
      {
        element: (
          <LocaleProvider translator={translatorOf("fr-CA")}>
            <Outlet />
          </LocaleProvider>
        ),
        children: [{ path: "/confirm-order", Component: ConfirmOrderPage }],
      },
    ],
    { path: "/confirm-order", appState: signedInCustomer, main: true },
  );
}

const priced = { total_shipping: 39.95, shippingDays: 2, tax: 43.8, taxRate: 0.13, tax_lines: [{ name: "HST", rate: 0.13, amount: 43.8 }], total: 380.74 };
/** A summary row's label and amount, found by its English key (data-summary). */
const row = (key: string) => {
  const amount = document.querySelector(`[data-summary="${key}"]`);
  return [amount?.previousElementSibling?.textContent, amount?.textContent];
};

describe("/confirm-order in French", () => {
  it("sums the order up in French, money written the French way (549,99 $), the tax named Taxes (TVH 13 %)", async () => {
    stubApi({
      "POST /api/checkout": aCheckout({ carts: [aCartLine({ price: 549.99 })], subtotal: 549.99, total_shipping: 39.95, tax: 76.69, total: 666.63 }),
      "POST /api/changeAddress": { ...priced, oversize: false },
    });
    renderInFrench();
    expect(await screen.findByRole("region", { name: "Récapitulatif de la commande" })).toBeInTheDocument();
    expect(row("Subtotal")).toEqual(["Sous-total", "549,99\u00a0$"]);
    expect(row("Shipping")).toEqual(["Expédition", "39,95\u00a0$"]);
    expect(row("Tax")).toEqual(["Taxes (TVH 13\u00a0%)", "76,69\u00a0$"]);
    expect(row("Total")).toEqual(["Montant total", "666,63\u00a0$"]);
    expect(screen.queryByText(/\$\d/)).toBeNull();
  });

  it("names the address, pickup, policy and confirmation in French, and refuses in French until the policy is agreed", async () => {
    stubApi({ "POST /api/checkout": aCheckout(), "POST /api/changeAddress": { ...priced, oversize: false } });
    const user = userEvent.setup();
    renderInFrench();
    expect(await screen.findByRole("heading", { level: 1, name: "Confirmer la commande" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Adresse de livraison" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Ramassage en magasin" })).not.toBeChecked();
    expect(screen.getByRole("combobox", { name: "Carnet d’adresses" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ajouter au carnet d’adresses" })).toBeInTheDocument();
    expect(screen.getByText("Livraison en 2 jours ouvrables environ.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Lire notre politique d’expédition" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Modifier la commande" })).toHaveAttribute("href", "/cart");

    await user.click(screen.getByRole("button", { name: "Confirmer la commande" }));
    expect(await screen.findByText("Vous devez accepter la politique avant de passer une commande.")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "En cochant cette case, vous acceptez notre politique d’expédition" })).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it("asks for a soumission for an oversize order, and says the server's refusal in French by its message key", async () => {
    const refusal = new Response(
      JSON.stringify({ error: { code: "ALREADY_PLACED", message: "Your quote request is already sent: it is order 100044, in Pending Orders." } }),
      {
        status: 409,
        headers: {
          "content-type": "application/json",
          [MESSAGE_KEY_HEADER]: "orders.error.quoteAlreadyRequested",
          [MESSAGE_VALUES_HEADER]: encodeURIComponent(JSON.stringify({ orderNum: "100044" })),
        },
      },
    );
    stubApi({
      "POST /api/checkout": aCheckout({ oversize: true, carts: [aCartLine({ oversize: true })] }),
      "POST /api/changeAddress": { ...priced, oversize: true },
      "POST /api/getQuote": refusal,
    });
    const user = userEvent.setup();
    renderInFrench();
    expect(await screen.findByText(/nous devons calculer nous-mêmes le meilleur prix d’expédition/)).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: /En cochant cette case/ }));
    await user.click(screen.getByRole("button", { name: "Obtenir une soumission" }));
    // Testing Library reads a no-break space as a space; the toast itself has the French no-break space before the colon.
    const said = await screen.findAllByText("Votre demande de soumission est déjà envoyée : c’est la commande 100044, dans Commandes en attente.");
    expect(said[0]!.textContent).toContain("envoyée\u00a0: c’est");
    expect(screen.queryByText(/Your quote request/)).toBeNull();
  });
});
