// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DealerOrderReply } from "../../../../domain/contracts/buying";
import { translatorOf } from "../../../../domain/i18n";
import { LocaleProvider } from "../../../lib/i18n";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { anOrder, signedInDealer } from "../../../test-utils/shop-data";
import { stubApi } from "../../../test-utils/stub-api";
import { DealerOrderReceiptPage } from "./dealer-order-receipt-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const dealerOrder: DealerOrderReply = {
  oneOrder: [{ descrip: "1967-1968 Ford Mustang steel hood", item: "F67-HOOD", make: "FORD", qty: 6, price: 400, backorder: 0 }],
  somast: {
    ...anOrder().somast,
    order_num: "100050",
    subtotal: 2400,
    shipping: 0,
    tax: 312,
    total: 2712,
    sales_status: 7,
    paid_with: null,
    po_number: "PO-77",
    notes: "Rear door",
    date_order: "2026-05-15T15:00:00.000Z",
  },
  address: null,
  dealerInfo: {
    company: "Demo Collision Ltd.",
    address1: "5 Trade Road",
    city: "Vaughan",
    state: "ON",
    zip: "L4K 1A1",
    country: "CA",
    phone: "(905) 555-0199",
  },
};

describe("/dealer-order-receipt in French", () => {
  it("thanks the dealer in French, with the confirmation day, the PO number and notes (a no-break space before each colon)", async () => {
    stubApi({ "GET /api/oneOrder_dealer_finish": dealerOrder });
    renderRoutes(
      [
        {
          element: (
            <LocaleProvider translator={translatorOf("fr-CA")}>
              <Outlet />
            </LocaleProvider>
          ),
          children: [{ path: "/dealer-order-receipt", Component: DealerOrderReceiptPage }],
        },
      ],
      { path: "/dealer-order-receipt?so=100050&id=D10001", appState: signedInDealer, main: true },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Reçu de commande" })).toBeInTheDocument();
    expect(await screen.findByText(/Merci de votre commande! Votre numéro de commande est le/)).toHaveTextContent("100050");
    expect(screen.getByText("Confirmée le 2026-05-15. Elle sera facturée à votre compte marchand.")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Marchand" })).getByText("Demo Collision Ltd. (D10001)")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Livraison à" })).getByText("5 Trade Road")).toBeInTheDocument();
    expect(document.querySelector("[data-po-number]")?.textContent).toBe("Numéro de bon de commande\u00a0: PO-77");
    expect(screen.getByText("Remarques : Rear door").textContent).toBe("Remarques\u00a0: Rear door");
    expect(await axeViolations()).toEqual([]);
  });
});
