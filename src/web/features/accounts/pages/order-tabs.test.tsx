// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NO_ORDER_HISTORY, NO_PENDING_ORDERS } from "../../../../domain/orders";
import { axeViolations } from "../../../test-utils/render";
import {
  aHistoryRow,
  customerBilling,
  customerInfo,
  customerUser,
  dealerInfo,
  dealerUser,
  signedInCustomer,
  signedInDealer,
} from "../../../test-utils/shop-data";
import { stubApi } from "../../../test-utils/stub-api";
import { renderAccountPage } from "../test-support";

afterEach(() => vi.unstubAllGlobals());

const customerMe = { kind: "customer", user: customerUser, userInfo: customerInfo, billing: customerBilling };
const dealerMe = { kind: "dealer", dealer: dealerUser, dealerInfo };

/** Each row as the wide table shows it: order, date, status, tracking, subtotal and total. */
function rows() {
  return [...document.querySelectorAll("tbody tr")].map((row) => [
    within(row as HTMLElement).getAllByRole("link")[0]!.textContent,
    ...["date", "status", "tracking", "subtotal", "total"].map((column) => row.querySelector(`[data-column="${column}"]`)?.textContent ?? ""),
  ]);
}

describe("Order History", () => {
  it("lists a customer's orders, Shipped with a tracking link by waybill or Processing, each linking to its receipt", async () => {
    const api = stubApi({
      "GET /api/me": customerMe,
      "GET /api/customerOrderHistory": {
        history: [
          aHistoryRow({
            order_num: "100007",
            track_num: "1Z999",
            courier: "UPS",
            tracking_url: "https://www.ups.com/track?tracknum=1Z999",
            date_order: "2026-05-14T03:30:00.000Z",
          }),
          aHistoryRow({ order_num: "100003", subtotal: 10, total: 11.3 }),
        ],
        pending: [],
      },
    });
    renderAccountPage("/profile?tab=Order%20History", signedInCustomer);
    await screen.findByRole("table", { name: "Order history" });
    expect(rows()).toEqual([
      ["100007", "2026-05-13", "Shipped", "1Z999 (track the parcel, opens in a new tab)", "$296.99", "$380.74"],
      ["100003", "2026-05-14", "Processing", "", "$10.00", "$11.30"],
    ]);
    expect(screen.getByRole("link", { name: "100007" })).toHaveAttribute("href", "/order-receipt?so=100007&id=7");
    // On a phone the date sits under the number, and never wraps mid-date.
    for (const date of document.querySelectorAll("[data-phone-date]")) expect(date).toHaveClass("whitespace-nowrap");
    const track = screen.getAllByRole("link", { name: /1Z999/ })[0]!;
    expect(track).toHaveAttribute("href", "https://www.ups.com/track?tracknum=1Z999");
    expect(track).toHaveAttribute("target", "_blank");
    expect(api.callsTo("GET", "/api/customerOrderHistory")[0]!.query.get("id")).toBe("7");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows 10 orders a page with the shop's pager", async () => {
    const history = Array.from({ length: 23 }, (_, index) => aHistoryRow({ order_num: String(100100 - index) }));
    stubApi({ "GET /api/me": customerMe, "GET /api/customerOrderHistory": { history, pending: [] } });
    renderAccountPage("/profile?tab=Order%20History", signedInCustomer);
    await screen.findByRole("table", { name: "Order history" });
    expect(rows()).toHaveLength(10);
    expect(rows()[0]![0]).toBe("100100");
    await userEvent.setup().click(screen.getByRole("button", { name: "Page 3" }));
    expect(rows().map((row) => row[0])).toEqual(["100080", "100079", "100078"]);
    expect(screen.getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
  });

  it("says 'No order history' when there is none", async () => {
    stubApi({ "GET /api/me": customerMe, "GET /api/customerOrderHistory": { history: [], pending: [] } });
    renderAccountPage("/profile?tab=Order%20History", signedInCustomer);
    expect(await screen.findByText(NO_ORDER_HISTORY)).toBeInTheDocument();
  });

  it("lists a dealer's orders from the dealer call, each linking to the dealer receipt", async () => {
    const api = stubApi({ "GET /api/me": dealerMe, "GET /api/dealerOrderHistory": { history: [aHistoryRow({ order_num: "100009" })] } });
    renderAccountPage("/profile?tab=Order%20History", signedInDealer);
    expect(await screen.findByRole("link", { name: "100009" })).toHaveAttribute("href", "/dealer-order-receipt?so=100009&id=D10001");
    expect(api.callsTo("GET", "/api/dealerOrderHistory")[0]!.query.get("account")).toBe("D10001");
    expect(api.callsTo("GET", "/api/customerOrderHistory")).toHaveLength(0);
  });

  it("offers 'Order again' on every row and shows a dealer's PO number", async () => {
    const api = stubApi({
      "GET /api/me": dealerMe,
      "GET /api/dealerOrderHistory": { history: [aHistoryRow({ order_num: "100009", po_number: "PO-7781" }), aHistoryRow({ order_num: "100008" })] },
      "POST /api/orderAgain": { added: [], refused: [] },
    });
    renderAccountPage("/profile?tab=Order%20History", signedInDealer);
    await screen.findByRole("table", { name: "Order history" });
    expect(await axeViolations()).toEqual([]);
    expect(document.querySelector('[data-order="100009"] [data-column="po-number"]')?.textContent).toBe("PO number PO-7781");
    expect(document.querySelector('[data-order="100008"] [data-column="po-number"]')).toBeNull();
    expect(screen.getAllByRole("button", { name: /^Order again/ }).map((button) => button.textContent)).toEqual([
      "Order again (order 100009)",
      "Order again (order 100008)",
    ]);
    await userEvent.setup().click(screen.getByRole("button", { name: /^Order again.*100008/ }));
    expect(await screen.findByRole("heading", { name: "Cart" })).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/orderAgain")).toEqual([{ so: "100008" }]);
  });
});

describe("Pending Orders", () => {
  it("lists quotes as Pending for Quote or Pending for Reply, each linking to its details", async () => {
    stubApi({
      "GET /api/me": customerMe,
      "GET /api/customerOrderHistory": {
        history: [],
        pending: [
          { ...aHistoryRow({ order_num: "100012" }), sales_status: 5 },
          { ...aHistoryRow({ order_num: "100011" }), sales_status: 3 },
        ],
      },
    });
    renderAccountPage("/profile?tab=Pending%20Orders", signedInCustomer);
    await screen.findByRole("table", { name: "Pending orders" });
    expect(rows().map((row) => [row[0], row[2]])).toEqual([
      ["100012", "Pending for Reply"],
      ["100011", "Pending for Quote"],
    ]);
    expect(screen.getByRole("link", { name: "100011" })).toHaveAttribute("href", "/pending-order-details?so=100011&id=7");
  });

  it("says 'No pending orders' when there are none", async () => {
    stubApi({ "GET /api/me": customerMe, "GET /api/customerOrderHistory": { history: [aHistoryRow()], pending: [] } });
    renderAccountPage("/profile?tab=Pending%20Orders", signedInCustomer);
    expect(await screen.findByText(NO_PENDING_ORDERS)).toBeInTheDocument();
  });
});
