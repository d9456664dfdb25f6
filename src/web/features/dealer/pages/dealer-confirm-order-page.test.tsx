// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CheckoutDealerReply } from "../../../../domain/contracts/buying";
import { axeViolations, renderPages } from "../../../test-utils/render";
import { aCartLine, signedInCustomer, signedInDealer } from "../../../test-utils/shop-data";
import { failure, stubApi } from "../../../test-utils/stub-api";
import { DealerConfirmOrderPage } from "./dealer-confirm-order-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const dealerCheckout: CheckoutDealerReply = {
  carts: [
    aCartLine({
      item: "F67-HOOD",
      descrip: "1967-1968 Ford Mustang steel hood",
      price: 400,
      list: null,
      cause: null,
      msrp: 549.99,
      qty: 6,
      line: 2400,
      onhand: 4,
      oversize: true,
    }),
    aCartLine({ price: 250, list: null, cause: null, msrp: 329.99, line: 250 }),
  ],
  subtotal: 2650,
  total_shipping: 0,
  tax: 344.5,
  taxRate: 0.13,
  tax_lines: [{ name: "HST", rate: 0.13, amount: 344.5 }],
  total: 2994.5,
  dealerInfo: {
    company: "Demo Collision Ltd.",
    address1: "5 Trade Road",
    city: "Vaughan",
    terr: "ON",
    zip: "L4K 1A1",
    country: "CA",
    phone: "(905) 555-0199",
    custno: "D10001",
  },
};

function renderDealerConfirm(appState = signedInDealer) {
  return renderPages({ "/dealer-confirm-order": DealerConfirmOrderPage }, { path: "/dealer-confirm-order", appState });
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const summary = (label: string) => document.querySelector(`[data-summary="${label}"]`)?.textContent ?? null;

describe("/dealer-confirm-order", () => {
  it("starts from the dealer's company address and shows dealer prices with the MSRP, back orders, and no shipping", async () => {
    const api = stubApi({ "POST /api/checkoutDealer": dealerCheckout });
    renderDealerConfirm();
    await screen.findByRole("table", { name: "Items in your order" });
    expect(field("Company").value).toBe("Demo Collision Ltd.");
    expect(field("Address").value).toBe("5 Trade Road");
    expect(field("City").value).toBe("Vaughan");
    expect(field("Postal / ZIP code").value).toBe("L4K 1A1");
    expect(field("Phone").value).toBe("(905) 555-0199");
    expect(screen.queryByLabelText("First name")).toBeNull();
    expect(screen.getByText("2 on back order: ships when it arrives")).toBeInTheDocument();
    expect(screen.getAllByText("MSRP $549.99").length).toBeGreaterThan(0);
    expect([summary("Subtotal"), summary("Shipping"), summary("Tax"), summary("Total")]).toEqual(["$2,650.00", null, "$344.50", "$2,994.50"]);
    expect(api.bodiesOf("POST /api/checkoutDealer")).toEqual([{ userID: "D10001" }]);
    expect(await axeViolations()).toEqual([]);
  });

  it("checks the address with the dealer rules", async () => {
    const api = stubApi({ "POST /api/checkoutDealer": dealerCheckout });
    const user = userEvent.setup();
    renderDealerConfirm();
    await screen.findByRole("table", { name: "Items in your order" });
    await user.clear(field("Company"));
    await user.clear(field("Postal / ZIP code"));
    await user.type(field("Postal / ZIP code"), "L4K");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Company must be at least 2 characters.")).toBeInTheDocument();
    expect(field("Postal / ZIP code")).toHaveAccessibleDescription("Invalid postal code");
    expect(api.callsTo("POST", "/api/dealerConfirm")).toHaveLength(0);
  });

  it("confirms the order directly and shows the dealer receipt", async () => {
    const api = stubApi({ "POST /api/checkoutDealer": dealerCheckout, "POST /api/dealerConfirm": { status: "ok", sono: "100050" } });
    const user = userEvent.setup();
    renderDealerConfirm();
    await screen.findByRole("table", { name: "Items in your order" });
    await user.type(field("Notes (optional)"), "Deliver to bay 3");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("heading", { name: "Landed on /dealer-order-receipt?so=100050&id=D10001" })).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/dealerConfirm")).toEqual([
      {
        address: {
          company: "Demo Collision Ltd.",
          address: "5 Trade Road",
          city: "Vaughan",
          state: "ON",
          zipcode: "L4K 1A1",
          country: "CA",
          tel: "(905) 555-0199",
        },
        dealerId: "D10001",
        note: "Deliver to bay 3",
      },
    ]);
  });

  it("sends the dealer's PO number with the order, trimmed, and says it is optional", async () => {
    const api = stubApi({ "POST /api/checkoutDealer": dealerCheckout, "POST /api/dealerConfirm": { status: "ok", sono: "100051" } });
    const user = userEvent.setup();
    renderDealerConfirm();
    await screen.findByRole("table", { name: "Items in your order" });
    expect(field("PO number")).toHaveAccessibleDescription(/Optional: your purchase-order number, up to 30 characters/);
    expect(field("PO number").maxLength).toBe(30);
    await user.type(field("PO number"), " PO-7781 ");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("heading", { name: "Landed on /dealer-order-receipt?so=100051&id=D10001" })).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/dealerConfirm")).toEqual([expect.objectContaining({ poNumber: "PO-7781", note: "" })]);
  });

  it("shows the server's refusal and stays", async () => {
    stubApi({ "POST /api/checkoutDealer": dealerCheckout, "POST /api/dealerConfirm": failure(409, "Your cart is empty", "CONFLICT") });
    const user = userEvent.setup();
    const { router } = renderDealerConfirm();
    await screen.findByRole("table", { name: "Items in your order" });
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dealer-confirm-order");
  });

  it("sends a customer to their own confirmation", async () => {
    const api = stubApi({ "POST /api/checkoutDealer": dealerCheckout });
    renderDealerConfirm(signedInCustomer);
    expect(await screen.findByRole("heading", { name: "Landed on /confirm-order" })).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/checkoutDealer")).toHaveLength(0);
  });
});
