// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { en } from "../../../../domain/i18n/en-CA";
import { ORDER_NUMBER_MISSING, POLICY_AGREEMENT } from "../../../../domain/orders";
import { axeViolations, renderPages, storedAppState } from "../../../test-utils/render";
import { anOrder, signedInCustomer } from "../../../test-utils/shop-data";
import { failure, stubApi } from "../../../test-utils/stub-api";
import { PendingOrderPaymentPage } from "./pending-order-payment-page";

const PAYMENT_FAILED = en["payments.failed"];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const quoted = anOrder({ order_num: "100044", sales_status: 5, shipping: 120, tax: 54.21, total: 471.2, paid_with: null });

function stubPending(more: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /api/payments/settings": { card: { gateway: "test", tokenUrl: "/api/token/test" }, paypal: null },
    "GET /api/oneOrder": quoted,
    "POST /api/token/test": { token: "tok_9" },
    "POST /api/payPendingOrder": { status: "approved", order_num: "100044", total: 471.2 },
    ...more,
  });
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

async function payByCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Card Holder's Name"), "Ada Lovelace");
  await user.type(field("Card Number"), "4030000010001234");
  await user.type(field("Expiry month (MM)"), "12");
  await user.type(field("Expiry year (YY)"), "49");
  await user.type(field("Card CVV"), "123");
  await user.click(screen.getByRole("checkbox", { name: POLICY_AGREEMENT }));
  await user.click(screen.getByRole("button", { name: "Place Order" }));
}

function renderPending(path = "/pending-order-payment?so=100044&id=7") {
  return renderPages({ "/pending-order-payment": PendingOrderPaymentPage }, { path, appState: signedInCustomer });
}

describe("/pending-order-payment", () => {
  it("shows the quoted order (its addresses and quoted totals) ready to pay", async () => {
    const api = stubPending();
    renderPending();
    expect(await screen.findByRole("heading", { level: 1, name: "Pay Pending Order 100044" })).toBeInTheDocument();
    expect(within(await screen.findByRole("region", { name: "Billing to" })).getByText("9 Billing Lane")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Edit shipping address" })).toBeNull();
    expect(document.querySelector('[data-summary="Shipping"]')?.textContent).toBe("$120.00");
    expect(document.querySelector('[data-summary="Total"]')?.textContent).toBe("$471.20");
    expect(screen.getByRole("checkbox", { name: POLICY_AGREEMENT })).not.toBeChecked();
    expect(api.callsTo("GET", "/api/oneOrder")[0]!.query.toString()).toBe("so=100044&id=7");
    expect(await axeViolations()).toEqual([]);
  });

  it("pays the order with its own number and the quoted total, then shows the receipt", async () => {
    const api = stubPending();
    const user = userEvent.setup();
    renderPending();
    await payByCard(user);
    expect(await screen.findByRole("heading", { name: "Landed on /order-receipt?so=100044&id=7" })).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/payPendingOrder")).toEqual([
      {
        sono: "100044",
        custno: 7,
        total: 471.2,
        token: "tok_9",
        cardholderName: "Ada Lovelace",
        browser: expect.objectContaining({ javascript_enabled: true }),
      },
    ]);
    expect(api.callsTo("POST", "/api/reserveOrderSlot")).toHaveLength(0);
    expect(storedAppState().orderSono).toBe("100044");
  });

  it("alerts on a decline and leaves the order as it was: nothing is cancelled", async () => {
    const api = stubPending({ "POST /api/payPendingOrder": failure(402, PAYMENT_FAILED, "PAYMENT_DECLINED") });
    const user = userEvent.setup();
    const { router } = renderPending();
    await payByCard(user);
    expect((await screen.findAllByText(PAYMENT_FAILED)).length).toBeGreaterThan(0);
    expect(api.callsTo("POST", "/api/removeReservedOrderSlot")).toHaveLength(0);
    expect(api.callsTo("POST", "/api/deleteOrder")).toHaveLength(0);
    expect(router.state.location.pathname).toBe("/pending-order-payment");
  });

  it("offers no payment while the store has not quoted the shipping", async () => {
    stubPending({ "GET /api/oneOrder": anOrder({ order_num: "100044", sales_status: 3, shipping: 0 }) });
    renderPending();
    expect(await screen.findByText("This order is not ready to be paid: the store has not quoted its shipping yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Place Order" })).toBeNull();
    expect(document.querySelector('[data-summary="Shipping"]')?.textContent).toBe("To be quoted");
  });

  it("says the order number is missing when there is none", async () => {
    const api = stubPending();
    renderPending("/pending-order-payment?id=7");
    expect(await screen.findByText(ORDER_NUMBER_MISSING)).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/oneOrder")).toHaveLength(0);
  });
});
