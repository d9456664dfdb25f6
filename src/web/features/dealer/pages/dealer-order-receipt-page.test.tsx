// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DealerOrderReply } from "../../../../domain/contracts/buying";
import { axeViolations, renderPages } from "../../../test-utils/render";
import { anOrder, signedInDealer } from "../../../test-utils/shop-data";
import { stubApi } from "../../../test-utils/stub-api";
import { DealerOrderReceiptPage } from "./dealer-order-receipt-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const pages = { "/dealer-order-receipt": DealerOrderReceiptPage };
const summary = (label: string) => document.querySelector(`[data-summary="${label}"]`)?.textContent ?? null;

describe("/dealer-order-receipt", () => {
  const dealerOrder: DealerOrderReply = {
    oneOrder: [{ descrip: "1967-1968 Ford Mustang steel hood", item: "F67-HOOD", make: "FORD", qty: 6, price: 400, backorder: 2 }],
    somast: { ...anOrder().somast, order_num: "100050", subtotal: 2400, shipping: 0, tax: 312, total: 2712, sales_status: 7, paid_with: null },
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

  it("shows the dealer's company, ships to it when the order has no address of its own, and has no print button", async () => {
    const api = stubApi({ "GET /api/oneOrder_dealer_finish": dealerOrder });
    renderPages(pages, { path: "/dealer-order-receipt?so=100050&id=D10001", appState: signedInDealer });
    expect(await screen.findByText(/Your order number is/)).toHaveTextContent("100050");
    expect(within(screen.getByRole("region", { name: "Dealer" })).getByText("Demo Collision Ltd. (D10001)")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Shipping to" })).getByText("5 Trade Road")).toBeInTheDocument();
    expect(screen.getByText("2 on back order: ships when it arrives")).toBeInTheDocument();
    expect([summary("Subtotal"), summary("Shipping"), summary("Tax"), summary("Total")]).toEqual(["$2,400.00", null, "$312.00", "$2,712.00"]);
    expect(screen.queryByRole("link", { name: /Print Order/ })).toBeNull();
    expect(api.callsTo("GET", "/api/oneOrder_dealer_finish")[0]!.query.toString()).toBe("so=100050&account=D10001");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the dealer's PO number when the order has one", async () => {
    stubApi({ "GET /api/oneOrder_dealer_finish": { ...dealerOrder, somast: { ...dealerOrder.somast, po_number: "PO-7781" } } });
    renderPages(pages, { path: "/dealer-order-receipt?so=100050&id=D10001", appState: signedInDealer });
    expect(await screen.findByText("PO number: PO-7781")).toBeInTheDocument();
  });

  it("names the buyer who placed the order, when a buyer of the account did", async () => {
    stubApi({ "GET /api/oneOrder_dealer_finish": { ...dealerOrder, somast: { ...dealerOrder.somast, buyer: "Bea Buyer" } } });
    renderPages(pages, { path: "/dealer-order-receipt?so=100050&id=D10001", appState: signedInDealer });
    expect(await screen.findByText("Placed by Bea Buyer")).toBeInTheDocument();
  });

  it("ships to the order's own address when it has one", async () => {
    stubApi({
      "GET /api/oneOrder_dealer_finish": {
        ...dealerOrder,
        address: {
          company: "Body Shop Two",
          address: "9 Side Road",
          city: "Barrie",
          province: "ON",
          postalcode: "L4M 1A1",
          country: "CA",
          tel: "(705) 555-0100",
        },
      },
    });
    renderPages(pages, { path: "/dealer-order-receipt?so=100050&id=D10001", appState: signedInDealer });
    const shipping = await screen.findByRole("region", { name: "Shipping to" });
    expect(within(shipping).getByText("9 Side Road")).toBeInTheDocument();
    expect(within(shipping).getByText("Barrie, ON L4M 1A1")).toBeInTheDocument();
  });
});
