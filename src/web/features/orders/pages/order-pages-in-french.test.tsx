// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { translatorOf } from "../../../../domain/i18n";
import { LocaleProvider } from "../../../lib/i18n";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { anOrder, anOrderAddress, signedInCustomer } from "../../../test-utils/shop-data";
import { stubApi } from "../../../test-utils/stub-api";
import { OrderQuotePage } from "./order-quote-page";
import { OrderReceiptPage } from "./order-receipt-page";
import { PendingOrderDetailsPage } from "./pending-order-details-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The order pages as the app renders them under /fr: in the French translator's hands. */
function renderInFrench(path: string) {
  return renderRoutes(
    [
      {
        element: (
          <LocaleProvider translator={translatorOf("fr-CA")}>
            <Outlet />
          </LocaleProvider>
        ),
        children: [
          { path: "/order-quote", Component: OrderQuotePage },
          { path: "/order-receipt", Component: OrderReceiptPage },
          { path: "/pending-order-details", Component: PendingOrderDetailsPage },
        ],
      },
    ],
    { path, appState: signedInCustomer, main: true },
  );
}

describe("the order pages in French", () => {
  it("names a pending order's status in French (En attente de soumission), its date and what can be done with it", async () => {
    stubApi({ "GET /api/oneOrder": anOrder({ order_num: "100044", sales_status: 3, shipping: 0, date_order: "2026-05-15T02:30:00.000Z" }) });
    renderInFrench("/pending-order-details?so=100044&id=7");
    expect(await screen.findByRole("heading", { level: 1, name: "Commande en attente 100044" })).toBeInTheDocument();
    expect(await screen.findByText("Commandée le 2026-05-14")).toBeInTheDocument();
    const status = screen.getByText("En attente de soumission");
    expect(status.tagName).toBe("STRONG");
    expect(status.parentElement?.textContent).toBe("Statut\u00a0: En attente de soumission");
    expect(screen.getByText(/Nous cherchons la meilleure option d’expédition/)).toBeInTheDocument();
    expect(document.querySelector('[data-summary="Shipping"]')?.textContent).toBe("Sur soumission");
    expect(document.querySelector('[data-summary="Subtotal"]')?.textContent).toBe("296,99\u00a0$");
    expect(screen.getByText("Total avant expédition")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Effectuer le paiement" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Supprimer la commande" })).toBeEnabled();
    expect(screen.queryByText(/Pending for Quote|Make Payment|Ordered on/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("asks before deleting in French", async () => {
    stubApi({ "GET /api/oneOrder": anOrder({ order_num: "100044", sales_status: 5 }) });
    const user = userEvent.setup();
    renderInFrench("/pending-order-details?so=100044&id=7");
    expect(await screen.findByText("En attente de votre réponse")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Supprimer la commande" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Avertissement" });
    expect(within(dialog).getByText("La commande sera supprimée définitivement. Continuer?")).toBeInTheDocument();
  });

  it("thanks the shopper in French on the receipt, with the pickup, the addresses and the print link", async () => {
    stubApi({ "GET /api/oneOrder": { ...anOrder({ pickup: true, address: 1, shipping: 0 }), address: anOrderAddress({ company: "Partshop Woodbridge" }) } });
    renderInFrench("/order-receipt?so=100001&id=7");
    expect(await screen.findByRole("heading", { level: 1, name: "Reçu de commande" })).toBeInTheDocument();
    expect(await screen.findByText(/Merci de votre commande! Votre numéro de commande est le/)).toHaveTextContent("100001");
    const shipping = screen.getByRole("region", { name: "Livraison à" });
    expect(within(shipping).getByText("Ramassage en magasin")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Facturation à" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Imprimer la commande.*s’ouvre dans un nouvel onglet/ })).toHaveAttribute("href", "/api/orders/100001/pdf");
  });

  it("says a quote request's number and when the quote comes in French", async () => {
    stubApi();
    renderInFrench("/order-quote?so=100044&id=7");
    expect(await screen.findByRole("heading", { level: 1, name: "Soumission demandée" })).toBeInTheDocument();
    expect(screen.getByText("100044").closest("p")).toHaveTextContent("Votre numéro de commande est le 100044.");
    expect(screen.getByText(/la soumission d’expédition sera fournie le jour ouvrable suivant/)).toBeInTheDocument();
  });
});
