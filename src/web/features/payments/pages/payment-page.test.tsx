// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { en } from "../../../../domain/i18n/en-CA";
import { CARD_NOT_STORED, PAYMENT_ERROR, POLICY_AGREEMENT, POLICY_NOT_AGREED, PROCESSING_OVERLAY, TOKENIZE_FAILED } from "../../../../domain/orders";
import type { AppState } from "../../../lib/app-state";
import { axeViolations, renderPages, storedAppState } from "../../../test-utils/render";
import { aCart, anOrderAddress, signedInCustomer, signedInDealer } from "../../../test-utils/shop-data";
import { answer, failure, type RecordedCall, stubApi } from "../../../test-utils/stub-api";
import type { OrderDraft } from "../api";
import type { PaypalButtonsOptions } from "../paypal-sdk";
import { PaymentPage } from "./payment-page";

const PAYMENT_FAILED = en["payments.failed"];
const PAYPAL_UNAVAILABLE = en["payments.paypal.unavailable"];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  for (const script of document.head.querySelectorAll("script")) script.remove();
  delete window.paypal;
});

const draft: OrderDraft = {
  addressID: 0,
  pickup: false,
  notes: "Side door",
  subtotal: 296.99,
  tax: 43.8,
  tax_lines: [{ name: "HST", rate: 0.13, amount: 43.8 }],
  shipping: 39.95,
  shippingDays: 2,
  total: 380.74,
  policyAgreed: true,
  shipTo: anOrderAddress(),
};
const testSettings = { card: { gateway: "test", tokenUrl: "/api/token/test" }, paypal: null };

function stubPayment(more: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /api/payments/settings": testSettings,
    "POST /api/getItems_carts": aCart(),
    "POST /api/token/test": { token: "tok_123" },
    "POST /api/reserveOrderSlot": { orderNumber: "100070" },
    "POST /api/removeReservedOrderSlot": { status: "ok" },
    "POST /api/storeOrderData": { status: "approved", order_num: "100070", total: 380.74 },
    ...more,
  });
}

function renderPayment(appState: Partial<AppState> = { ...signedInCustomer, order: draft }) {
  return renderPages({ "/payment": PaymentPage }, { path: "/payment", appState });
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = "4030000010001234") {
  await user.type(await screen.findByLabelText("Card Holder's Name"), "Ada Lovelace");
  await user.type(field("Card Number"), number);
  await user.type(field("Expiry month (MM)"), "12");
  await user.type(field("Expiry year (YY)"), "49");
  await user.type(field("Card CVV"), "123");
}

describe("/payment", () => {
  it("sends a shopper with no confirmed order back to /confirm-order, and a dealer to theirs", async () => {
    stubPayment();
    renderPayment({ ...signedInCustomer });
    expect(await screen.findByRole("heading", { name: "Landed on /confirm-order" })).toBeInTheDocument();
  });

  it("sends a dealer to the dealer confirmation", async () => {
    stubPayment();
    renderPayment({ ...signedInDealer, order: draft });
    expect(await screen.findByRole("heading", { name: "Landed on /dealer-confirm-order" })).toBeInTheDocument();
  });

  it("shows the items, where it ships and who is billed (each with Edit), the figures, and the card form by default", async () => {
    stubPayment();
    renderPayment();
    expect(await screen.findByRole("table", { name: "Items in your order" })).toBeInTheDocument();
    const shipping = screen.getByRole("region", { name: "Shipping to" });
    expect(within(shipping).getByText("100 Example Drive")).toBeInTheDocument();
    expect(within(shipping).getByRole("link", { name: "Edit shipping address" })).toHaveAttribute("href", "/confirm-order");
    const billing = screen.getByRole("region", { name: "Billing to" });
    expect(within(billing).getByText("100 Example Drive")).toBeInTheDocument();
    expect(within(billing).getByRole("link", { name: "Edit billing address" })).toHaveAttribute("href", "/profile");
    expect(document.querySelector('[data-summary="Total"]')?.textContent).toBe("$380.74");
    expect(screen.getByRole("radio", { name: "Visa/Mastercard" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Visa/Mastercard" })).toHaveAccessibleDescription("Pay by credit card");
    expect(screen.getByText(CARD_NOT_STORED)).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Card Expiry Date (MM / YY)" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: POLICY_AGREEMENT })).toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it("keeps the card fields to their rules as they are typed", async () => {
    stubPayment();
    const user = userEvent.setup();
    renderPayment();
    await user.type(await screen.findByLabelText("Card Number"), "4030abc0000-10001234999");
    expect(field("Card Number").value).toBe("4030 0000 1000 1234");
    await user.type(field("Expiry month (MM)"), "1a23");
    expect(field("Expiry month (MM)").value).toBe("12");
    await user.type(field("Expiry year (YY)"), "y49");
    expect(field("Expiry year (YY)").value).toBe("49");
    await user.type(field("Card CVV"), "12a34567890");
    expect(field("Card CVV").value).toBe("12345678");
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByText("Please enter the 3 or 4 digit CVV.")).toBeInTheDocument();
    expect(field("Card Holder's Name")).toHaveAccessibleDescription("Please enter the card holder's name.");
  });

  it("offers only the card when PayPal is not configured, never a PayPal choice that cannot work", async () => {
    stubPayment();
    renderPayment();
    expect(await screen.findByRole("radio", { name: "Visa/Mastercard" })).toBeChecked();
    expect(screen.queryByRole("radio", { name: "PayPal" })).toBeNull();
    expect(screen.queryByText(PAYPAL_UNAVAILABLE)).toBeNull();
  });

  it("ticks the policy for PayPal and unticks it back on the card, and alerts when a card order is placed without it", async () => {
    const api = stubPayment({ "GET /api/payments/settings": { ...testSettings, paypal: { clientId: "policy-client", currency: "CAD" } } });
    const user = userEvent.setup();
    renderPayment({ ...signedInCustomer, order: { ...draft, policyAgreed: false } });
    await fillCard(user);
    await user.click(await screen.findByRole("radio", { name: "PayPal" }));
    expect(screen.getByRole("checkbox", { name: POLICY_AGREEMENT })).toBeChecked();
    expect(screen.queryByRole("button", { name: "Place Order" })).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Visa/Mastercard" }));
    expect(screen.getByRole("checkbox", { name: POLICY_AGREEMENT })).not.toBeChecked();
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect((await screen.findAllByText(POLICY_NOT_AGREED)).length).toBeGreaterThan(0);
    expect(api.callsTo("POST", "/api/token/test")).toHaveLength(0);
  });

  it("tokenizes the card, reserves a number, pays and records the order behind the overlay, then shows the receipt", async () => {
    let approve: (value: unknown) => void = () => {};
    const api = stubPayment({
      "POST /api/storeOrderData": () => new Promise((resolve) => (approve = resolve)).then(() => ({ status: "approved", order_num: "100070", total: 380.74 })),
    });
    const user = userEvent.setup();
    renderPayment();
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByRole("dialog", { name: PROCESSING_OVERLAY })).toBeInTheDocument();
    approve(undefined);
    expect(await screen.findByRole("heading", { name: "Landed on /order-receipt?so=100070&id=7" })).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/token/test")).toEqual([{ number: "4030000010001234", expiry_month: "12", expiry_year: "49", cvd: "123" }]);
    expect(api.bodiesOf("POST /api/reserveOrderSlot")).toEqual([{ custno: 7 }]);
    const [stored] = api.bodiesOf("POST /api/storeOrderData") as Record<string, unknown>[];
    expect(stored).toMatchObject({
      orderNumber: "100070",
      custno: 7,
      addressID: 0,
      pickupInstore: false,
      notes: "Side door",
      subtotal: 296.99,
      hst: 43.8,
      shipping: 39.95,
      shippingDays: 2,
      token: "tok_123",
      cardholderName: "Ada Lovelace",
    });
    expect(stored!.browser).toMatchObject({ java_enabled: false, javascript_enabled: true, language: expect.any(String), time_zone: expect.any(Number) });
    expect(JSON.stringify(stored)).not.toContain("4030000010001234");
    expect(api.callsTo("POST", "/api/removeReservedOrderSlot")).toHaveLength(0);
    expect(storedAppState()).toMatchObject({ orderSono: "100070", order: null });
  });

  it("gives the number up and alerts 'Payment failed' when the card is declined", async () => {
    const api = stubPayment({ "POST /api/storeOrderData": failure(402, "Payment failed. Please try again.", "PAYMENT_DECLINED") });
    const user = userEvent.setup();
    const { router } = renderPayment();
    await fillCard(user, "4003050500040005");
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect((await screen.findAllByText(PAYMENT_FAILED)).length).toBeGreaterThan(0);
    expect(api.bodiesOf("POST /api/removeReservedOrderSlot")).toEqual([{ orderNumber: "100070" }]);
    expect(router.state.location.pathname).toBe("/payment");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("alerts when the card cannot be tokenized, and reserves nothing", async () => {
    const api = stubPayment({ "POST /api/token/test": answer(400, { error: { code: "INVALID", message: "Invalid card" } }) });
    const user = userEvent.setup();
    renderPayment();
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect((await screen.findAllByText(TOKENIZE_FAILED)).length).toBeGreaterThan(0);
    expect(api.callsTo("POST", "/api/reserveOrderSlot")).toHaveLength(0);
  });

  it("shows the new total and goes back to confirm when the server's figures changed", async () => {
    const changed = "Your order's total has changed to $390.00 (subtotal $296.99, shipping $49.21, tax $43.80). Please review it and try again.";
    const api = stubPayment({
      "POST /api/storeOrderData": answer(409, {
        error: { code: "CONFLICT", message: changed, fields: { subtotal: "296.99", hst: "43.80", shipping: "49.21", total: "390.00" } },
      }),
    });
    const user = userEvent.setup();
    renderPayment();
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByRole("heading", { name: "Landed on /confirm-order" })).toBeInTheDocument();
    expect(screen.getByText(changed)).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/removeReservedOrderSlot")).toEqual([{ orderNumber: "100070" }]);
    expect(storedAppState().order).toBeNull();
  });

  it("gives the number up and alerts on any other failure", async () => {
    const api = stubPayment({ "POST /api/storeOrderData": failure(503, "The payment service is unavailable", "UNAVAILABLE") });
    const user = userEvent.setup();
    renderPayment();
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect((await screen.findAllByText(PAYMENT_ERROR)).length).toBeGreaterThan(0);
    expect(api.bodiesOf("POST /api/removeReservedOrderSlot")).toEqual([{ orderNumber: "100070" }]);
  });

  it("takes the shopper to the order their cart already became (paid in another tab), and says so when its payment is still under way", async () => {
    const paidElsewhere = "Your cart is already paid: it is order 100061, in your order history.";
    stubPayment({ "POST /api/storeOrderData": answer(409, { error: { code: "ALREADY_PLACED", message: paidElsewhere, fields: { order_num: "100061" } } }) });
    const user = userEvent.setup();
    renderPayment();
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByRole("heading", { name: "Landed on /order-receipt?so=100061&id=7" })).toBeInTheDocument();
  });

  it("says in the server's words when the cart is being paid under another order number", async () => {
    const busy = "Order 100061 is being paid right now. Please wait a moment, then look for it in your order history.";
    stubPayment({ "POST /api/storeOrderData": answer(409, { error: { code: "IN_PROGRESS", message: busy, fields: { order_num: "100061" } } }) });
    const user = userEvent.setup();
    renderPayment();
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect((await screen.findAllByText(busy)).length).toBeGreaterThan(0);
  });

  it("says PayPal is not available when its script cannot load", async () => {
    stubPayment({ "GET /api/payments/settings": { ...testSettings, paypal: { clientId: "test-client", currency: "CAD" } } });
    const user = userEvent.setup();
    renderPayment();
    await user.click(await screen.findByRole("radio", { name: /PayPal/ }));
    const script = await waitFor(() => {
      const found = [...document.querySelectorAll("script")].find((element) => element.src.includes("client-id=test-client&"));
      if (!found) throw new Error("no PayPal script yet");
      return found;
    });
    expect(script.src).toBe("https://www.paypal.com/sdk/js?client-id=test-client&currency=CAD&intent=capture");
    script.dispatchEvent(new Event("error"));
    expect(await screen.findByText(PAYPAL_UNAVAILABLE)).toBeInTheDocument();
  });

  it("pays with PayPal: the server creates the order for its total, and records it once PayPal approves", async () => {
    let buttons: PaypalButtonsOptions | null = null;
    window.paypal = {
      Buttons: (options) => {
        buttons = options;
        return { render: async () => {} };
      },
    };
    const api = stubPayment({
      "GET /api/payments/settings": { ...testSettings, paypal: { clientId: "paying-client", currency: "CAD" } },
      "POST /api/paypal/orders": { id: "PAYPAL-1" },
      "POST /api/finishOrder_paypal": (call: RecordedCall) => ({
        result: { order_num: (call.body as { paypalOrderId: string }).paypalOrderId === "PAYPAL-1" ? "100071" : "?" },
      }),
    });
    const user = userEvent.setup();
    renderPayment();
    await user.click(await screen.findByRole("radio", { name: /PayPal/ }));
    const script = await waitFor(() => {
      const found = [...document.querySelectorAll("script")].find((element) => element.src.includes("client-id=paying-client&"));
      if (!found) throw new Error("no PayPal script yet");
      return found;
    });
    script.dispatchEvent(new Event("load"));
    await waitFor(() => expect(buttons).not.toBeNull());
    const paypal = buttons as unknown as PaypalButtonsOptions;
    expect(await paypal.createOrder()).toBe("PAYPAL-1");
    await paypal.onApprove({ orderID: "PAYPAL-1" });
    expect(await screen.findByRole("heading", { name: "Landed on /order-receipt?so=100071&id=7" })).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/paypal/orders")).toEqual([
      { purpose: "checkout", custno: 7, addressID: 0, pickupInstore: false, subtotal: 296.99, hst: 43.8, shipping: 39.95, shippingDays: 2 },
    ]);
    expect(api.bodiesOf("POST /api/finishOrder_paypal")).toEqual([
      {
        custno: 7,
        paypalOrderId: "PAYPAL-1",
        addressID: 0,
        pickupInstore: false,
        notes: "Side door",
        total: 380.74,
        subtotal: 296.99,
        hst: 43.8,
        shipping: 39.95,
        shippingDays: 2,
      },
    ]);
  });
});
