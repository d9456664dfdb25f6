// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGE_KEY_HEADER, MESSAGE_VALUES_HEADER } from "../../../../domain/contracts/common";
import { translatorOf } from "../../../../domain/i18n";
import { LocaleProvider } from "../../../lib/i18n";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { aCart, anOrderAddress, signedInCustomer } from "../../../test-utils/shop-data";
import { failure, stubApi } from "../../../test-utils/stub-api";
import type { OrderDraft } from "../api";
import { PaymentPage } from "./payment-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const draft: OrderDraft = {
  addressID: 0,
  pickup: false,
  notes: "",
  subtotal: 296.99,
  tax: 43.8,
  tax_lines: [{ name: "HST", rate: 0.13, amount: 43.8 }],
  shipping: 39.95,
  shippingDays: 2,
  total: 380.74,
  policyAgreed: true,
  shipTo: anOrderAddress(),
};

function stubPayment(storeOrderData: unknown) {
  return stubApi({
    "GET /api/payments/settings": { card: { gateway: "test", tokenUrl: "/api/token/test" }, paypal: null },
    "POST /api/getItems_carts": aCart(),
    "POST /api/token/test": { token: "tok_123" },
    "POST /api/reserveOrderSlot": { orderNumber: "100070" },
    "POST /api/removeReservedOrderSlot": { status: "ok" },
    "POST /api/storeOrderData": storeOrderData,
  });
}

/** /payment as the app renders it under /fr. */
function renderInFrench() {
  return renderRoutes(
    [
      {
        element: (
          <LocaleProvider translator={translatorOf("fr-CA")}>
            <Outlet />
          </LocaleProvider>
        ),
        children: [{ path: "/payment", Component: PaymentPage }],
      },
    ],
    { path: "/payment", appState: { ...signedInCustomer, order: draft }, main: true },
  );
}

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Nom du titulaire de la carte"), "Ada Lovelace");
  await user.type(screen.getByLabelText("Numéro de carte"), "4003050500040005");
  await user.type(screen.getByLabelText("Mois d’expiration (MM)"), "12");
  await user.type(screen.getByLabelText("Année d’expiration (AA)"), "49");
  await user.type(screen.getByLabelText("Code de sécurité (CVV)"), "123");
}

describe("/payment in French", () => {
  it("asks for the card in French (Paiement, Carte de crédit, Numéro de carte, Date d’expiration) and says a decline in French", async () => {
    stubPayment(failure(402, "Payment failed. Please try again.", "PAYMENT_DECLINED"));
    const user = userEvent.setup();
    renderInFrench();
    expect(await screen.findByRole("heading", { level: 1, name: "Paiement" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Comment souhaitez-vous payer?" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Visa/Mastercard" })).toHaveAccessibleDescription("Payer par carte de crédit");
    expect(screen.getByRole("group", { name: "Date d’expiration (MM / AA)" })).toBeInTheDocument();
    expect(screen.getByText("Nous ne conservons pas les renseignements de votre carte de crédit.")).toBeInTheDocument();
    const shipping = screen.getByRole("region", { name: "Livraison à" });
    expect(within(shipping).getByRole("link", { name: "Modifier l’adresse de livraison" })).toHaveAttribute("href", "/confirm-order");
    expect(screen.getByRole("region", { name: "Facturation à" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Passer la commande" }));
    expect((await screen.findAllByText("Le paiement a échoué. Veuillez réessayer.")).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Payment failed/)).toBeNull();
  });

  it("says in French what the server refuses with by its key: a payment of the order already under way", async () => {
    const busy = new Response(
      JSON.stringify({
        error: { code: "IN_PROGRESS", message: "Order 100070 is being paid right now. Please wait a moment, then look for it in your order history." },
      }),
      {
        status: 409,
        headers: {
          "content-type": "application/json",
          [MESSAGE_KEY_HEADER]: "orders.error.beingPaid",
          [MESSAGE_VALUES_HEADER]: encodeURIComponent(JSON.stringify({ orderNum: "100070" })),
        },
      },
    );
    stubPayment(busy);
    const user = userEvent.setup();
    renderInFrench();
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Passer la commande" }));
    const said = await screen.findAllByText(
      "La commande 100070 est en cours de paiement. Veuillez patienter un moment, puis la chercher dans votre historique de commandes.",
    );
    expect(said.length).toBeGreaterThan(0);
    expect(screen.queryByText(/is being paid right now/)).toBeNull();
  });
});
