// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DELETE_ORDER_CONFIRM, DELETE_ORDER_TITLE, QUOTE_MESSAGE } from "../../../../domain/orders";
import { axeViolations, renderPages } from "../../../test-utils/render";
import { anOrder, anOrderAddress, signedInCustomer, signedInDealer } from "../../../test-utils/shop-data";
import { stubApi } from "../../../test-utils/stub-api";
import { OrderQuotePage } from "./order-quote-page";
import { OrderReceiptPage } from "./order-receipt-page";
import { PendingOrderDetailsPage } from "./pending-order-details-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const pages = {
  "/order-quote": OrderQuotePage,
  "/order-receipt": OrderReceiptPage,
  "/pending-order-details": PendingOrderDetailsPage,
};
const summary = (label: string) => document.querySelector(`[data-summary="${label}"]`)?.textContent ?? null;

describe("/order-quote", () => {
  it("shows the order number and the quote message, with Order History and Back to Home", async () => {
    stubApi();
    renderPages(pages, { path: "/order-quote?so=100044&id=7", appState: signedInCustomer });
    expect(await screen.findByText("100044")).toBeInTheDocument();
    expect(screen.getByText(QUOTE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Order History" })).toHaveAttribute("href", "/profile?tab=Order%20History");
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(await axeViolations()).toEqual([]);
  });
});

describe("/order-receipt", () => {
  it("thanks the shopper with the order number, shows where it ships, who is billed, the items and money, and prints", async () => {
    const api = stubApi({ "GET /api/oneOrder": anOrder() });
    const { queryClient } = renderPages(pages, { path: "/order-receipt?so=100001&id=7", appState: signedInCustomer });
    queryClient.setQueryData(["cart", 1, "7", "lines"], { carts: [], subtotal: 0, count: 0 });
    expect(await screen.findByText(/Thank you for your order! Your order number is/)).toHaveTextContent("100001");
    expect(within(screen.getByRole("region", { name: "Shipping to" })).getByText("100 Example Drive")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Billing to" })).getByText("9 Billing Lane")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Items in this order" })).toBeInTheDocument();
    expect([summary("Subtotal"), summary("Shipping"), summary("Tax"), summary("Total")]).toEqual(["$296.99", "$39.95", "$43.80", "$380.74"]);
    const print = screen.getByRole("link", { name: /Print Order/ });
    expect(print).toHaveAttribute("href", "/api/orders/100001/pdf");
    expect(print).toHaveAttribute("target", "_blank");
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Order History", "Print Order (opens in a new tab)", "Back to Home"]);
    expect(api.callsTo("GET", "/api/oneOrder")[0]!.query.toString()).toBe("so=100001&id=7");
    await waitFor(() => expect(queryClient.getQueryState(["cart", 1, "7", "lines"])?.isInvalidated).toBe(true));
    expect(await axeViolations()).toEqual([]);
  });

  it("names the store for an order picked up in store", async () => {
    stubApi({ "GET /api/oneOrder": { ...anOrder({ pickup: true, address: 1, shipping: 0 }), address: anOrderAddress({ company: "Partshop Woodbridge" }) } });
    renderPages(pages, { path: "/order-receipt?so=100001&id=7", appState: signedInCustomer });
    const shipping = await screen.findByRole("region", { name: "Shipping to" });
    expect(within(shipping).getByText("Pickup in store")).toBeInTheDocument();
    expect(within(shipping).getByText("Partshop Woodbridge")).toBeInTheDocument();
  });

  it("sends a dealer to the dealer receipt", async () => {
    stubApi();
    renderPages({ "/order-receipt": OrderReceiptPage }, { path: "/order-receipt?so=100050&id=3", appState: signedInDealer });
    expect(await screen.findByRole("heading", { name: "Landed on /dealer-order-receipt?so=100050&id=D10001" })).toBeInTheDocument();
  });
});

describe("/pending-order-details", () => {
  it("titles the order, dates it en-CA, and offers payment only once it is quoted (5)", async () => {
    stubApi({ "GET /api/oneOrder": anOrder({ order_num: "100044", sales_status: 3, shipping: 0, date_order: "2026-05-15T02:30:00.000Z" }) });
    renderPages(pages, { path: "/pending-order-details?so=100044&id=7", appState: signedInCustomer });
    expect(await screen.findByRole("heading", { level: 1, name: "Pending Order 100044" })).toBeInTheDocument();
    expect(await screen.findByText("Ordered on 2026-05-14")).toBeInTheDocument();
    expect(screen.getByText("Pending for Quote")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Make Payment" })).toBeDisabled();
    expect(summary("Shipping")).toBe("To be quoted");
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Make Payment", "Delete Order"]);
    expect(await axeViolations()).toEqual([]);
  });

  it("goes to pay a quoted order", async () => {
    stubApi({ "GET /api/oneOrder": anOrder({ order_num: "100044", sales_status: 5 }) });
    const user = userEvent.setup();
    renderPages(pages, { path: "/pending-order-details?so=100044&id=7", appState: signedInCustomer });
    expect(await screen.findByText("Pending for Reply")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Make Payment" }));
    expect(await screen.findByRole("heading", { name: "Landed on /pending-order-payment?so=100044&id=7" })).toBeInTheDocument();
  });

  it("deletes the order after the Warning dialog, and returns to Pending Orders", async () => {
    const api = stubApi({ "GET /api/oneOrder": anOrder({ order_num: "100044", sales_status: 5 }), "POST /api/deleteOrder": { status: "ok" } });
    const user = userEvent.setup();
    renderPages(pages, { path: "/pending-order-details?so=100044&id=7", appState: signedInCustomer });
    await user.click(await screen.findByRole("button", { name: "Delete Order" }));
    const dialog = await screen.findByRole("alertdialog", { name: DELETE_ORDER_TITLE });
    expect(within(dialog).getByText(DELETE_ORDER_CONFIRM)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.callsTo("POST", "/api/deleteOrder")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Delete Order" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("heading", { name: "Landed on /profile?tab=Pending%20Orders" })).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/deleteOrder")).toEqual([{ sono: "100044" }]);
  });

  it("sends a dealer (who has no pending orders) to Order History", async () => {
    stubApi();
    renderPages(pages, { path: "/pending-order-details?so=100044&id=3", appState: signedInDealer });
    expect(await screen.findByRole("heading", { name: "Landed on /profile?tab=Order%20History" })).toBeInTheDocument();
  });
});
