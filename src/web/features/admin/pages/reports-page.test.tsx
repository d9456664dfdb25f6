// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type {
  LowStockReport,
  OrdersByStatusReport,
  QuotesWaitingReport,
  SalesReport,
  TopDealersReport,
  TopPartsReport,
} from "../../../../domain/contracts/reports";
import { ownerStaff } from "../../../test-utils/console-data";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { answer, stubApi } from "../../../test-utils/stub-api";
import { adminRoutes } from "../routes";

beforeEach(() => {
  vi.stubGlobal("scrollTo", () => {});
  // jsdom draws no canvas: the chart stays an empty, named image, and the table carries the figures.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const period = { from: "2026-11-01", to: "2026-11-03" };
const sales: SalesReport = {
  period,
  grain: "day",
  rows: [
    {
      start: "2026-11-01",
      from: "2026-11-01",
      to: "2026-11-01",
      label: "2026-11-01",
      orders: 2,
      subtotal: 200,
      tax: 27.3,
      shipping: 10,
      total: 237.3,
      refunds: 20,
      net: 217.3,
    },
    {
      start: "2026-11-02",
      from: "2026-11-02",
      to: "2026-11-02",
      label: "2026-11-02",
      orders: 0,
      subtotal: 0,
      tax: 0,
      shipping: 0,
      total: 0,
      refunds: 0,
      net: 0,
    },
    {
      start: "2026-11-03",
      from: "2026-11-03",
      to: "2026-11-03",
      label: "2026-11-03",
      orders: 1,
      subtotal: 1000,
      tax: 130,
      shipping: 0,
      total: 1130,
      refunds: 0,
      net: 1130,
    },
  ],
  totals: { orders: 3, subtotal: 1200, tax: 157.3, shipping: 10, total: 1367.3, refunds: 20, net: 1347.3 },
};
const byStatus: OrdersByStatusReport = {
  period,
  rows: [
    { status: 3, label: "Pending for Quote", orders: 1, total: 0 },
    { status: 6, label: "Paid, processing", orders: 3, total: 1367.3 },
  ],
  totals: { orders: 4, total: 1367.3 },
};
const part = { item: "F67-HOOD", descrip: "1967-1968 Ford Mustang steel hood", make: "FORD", units: 2, revenue: 1000, orders: 1 };
const topParts: TopPartsReport = { period, byUnits: [part], byRevenue: [part] };
const topDealers: TopDealersReport = { period, rows: [{ id: 4, account: "D10001", name: "Demo Collision Ltd.", orders: 1, revenue: 1000, total: 1130 }] };
const quotes: QuotesWaitingReport = {
  asOf: "2026-11-03",
  count: 1,
  longestMinutes: 3 * 24 * 60 + 125,
  rows: [
    {
      order_num: "100044",
      placed_at: "2026-10-31T14:00:00.000Z",
      name: "Ada Lovelace",
      email: "ada@example.com",
      subtotal: 1300,
      waited_minutes: 3 * 24 * 60 + 125,
    },
  ],
};
const lowStock: LowStockReport = {
  asOf: "2026-11-03",
  count: 1,
  rows: [{ item: "F65-GRILLE", descrip: "1965 Ford Mustang grille", make: "FORD", onhand: 0, orderpt: 2, backordered: 3, reorder: 7, onshpeta: "2026-12-01" }],
};

const reports = {
  "GET /api/admin/me": { staff: ownerStaff },
  "GET /api/admin/reports/sales": sales,
  "GET /api/admin/reports/orders-by-status": byStatus,
  "GET /api/admin/reports/top-parts": topParts,
  "GET /api/admin/reports/top-dealers": topDealers,
  "GET /api/admin/reports/quotes-waiting": quotes,
  "GET /api/admin/reports/low-stock": lowStock,
};
const renderConsole = (path: string) => renderRoutes([{ path: "/", HydrateFallback: () => null, children: adminRoutes }], { path });

/** A table's rows as the cells' text. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

describe("/admin/reports", () => {
  it("shows the period's sales in a table beside a named chart, with the CSV file of the same period", async () => {
    const api = stubApi(reports);
    renderConsole("/admin/reports?from=2026-11-01&to=2026-11-03&grain=day");
    expect(await screen.findByRole("heading", { level: 1, name: "Reports" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Sales by day, 2026-11-01 to 2026-11-03" });
    expect(rowsOf(table)).toEqual([
      ["Day", "Orders", "Subtotal", "Tax", "Shipping", "Total", "Refunds", "Net"],
      ["2026-11-01", "2", "$200.00", "$27.30", "$10.00", "$237.30", "$20.00", "$217.30"],
      ["2026-11-02", "0", "$0.00", "$0.00", "$0.00", "$0.00", "$0.00", "$0.00"],
      ["2026-11-03", "1", "$1,000.00", "$130.00", "$0.00", "$1,130.00", "$0.00", "$1,130.00"],
      ["Total", "3", "$1,200.00", "$157.30", "$10.00", "$1,367.30", "$20.00", "$1,347.30"],
    ]);
    expect(
      await screen.findByRole("img", {
        name: /Bar chart of net sales \(after refunds\) by day from 2026-11-01 to 2026-11-03, 3 days; the highest is 2026-11-03 at \$1,130.00/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download sales by day (CSV)" })).toHaveAttribute(
      "href",
      "/api/admin/reports/sales.csv?from=2026-11-01&to=2026-11-03&grain=day",
    );
    expect(api.callsTo("GET", "/api/admin/reports/sales")[0]?.query.toString()).toBe("from=2026-11-01&to=2026-11-03&grain=day");
  });

  it("shows every section with its figures and CSV links, and axe finds nothing", async () => {
    stubApi(reports);
    renderConsole("/admin/reports?from=2026-11-01&to=2026-11-03&grain=day");
    const status = await screen.findByRole("table", { name: "Orders placed 2026-11-01 to 2026-11-03 by status" });
    expect(rowsOf(status).at(-1)).toEqual(["All orders", "4", "$1,367.30"]);
    expect(rowsOf(await screen.findByRole("table", { name: "Top parts by units, 2026-11-01 to 2026-11-03" }))[1]).toEqual([
      "1",
      "F67-HOOD",
      "1967-1968 Ford Mustang steel hood",
      "2",
      "$1,000.00",
      "1",
    ]);
    expect(rowsOf(await screen.findByRole("table", { name: "Top dealers by revenue, 2026-11-01 to 2026-11-03" }))[1]).toEqual([
      "1",
      "Demo Collision Ltd.",
      "D10001",
      "1",
      "$1,000.00",
      "$1,130.00",
    ]);
    expect(screen.getByText("1 order waits for a shipping quote now; the longest has waited 3 days 2 hours.")).toBeInTheDocument();
    expect(rowsOf(await screen.findByRole("table", { name: "Parts at or below their reorder point, the furthest below first" }))[1]).toEqual([
      "F65-GRILLE",
      "1965 Ford Mustang grille",
      "FORD",
      "0",
      "2",
      "3",
      "7",
      "2026-12-01",
    ]);
    const links = Object.fromEntries(screen.getAllByRole("link", { name: /\(CSV\)$/ }).map((link) => [link.textContent, link.getAttribute("href")]));
    expect(links).toEqual({
      "Download sales by day (CSV)": "/api/admin/reports/sales.csv?from=2026-11-01&to=2026-11-03&grain=day",
      "Download orders by status (CSV)": "/api/admin/reports/orders-by-status.csv?from=2026-11-01&to=2026-11-03",
      "Download every part sold, by units (CSV)": "/api/admin/reports/top-parts.csv?from=2026-11-01&to=2026-11-03&by=units",
      "Download every part sold, by revenue (CSV)": "/api/admin/reports/top-parts.csv?from=2026-11-01&to=2026-11-03&by=revenue",
      "Download every dealer's sales (CSV)": "/api/admin/reports/top-dealers.csv?from=2026-11-01&to=2026-11-03",
      "Download quotes waiting (CSV)": "/api/admin/reports/quotes-waiting.csv",
      "Download low stock (CSV)": "/api/admin/reports/low-stock.csv",
    });
    expect(await axeViolations()).toEqual([]);
  });

  it("asks for the period chosen in the form, and refuses a reversed one with the server's words before asking", async () => {
    const api = stubApi(reports);
    const { router } = renderConsole("/admin/reports?from=2026-11-01&to=2026-11-03");
    await screen.findByRole("table", { name: /Sales by day/ });
    const form = screen.getByRole("form", { name: "Report period" });
    await userEvent.clear(within(form).getByLabelText("From"));
    await userEvent.type(within(form).getByLabelText("From"), "2026-11-09");
    await userEvent.click(within(form).getByRole("button", { name: "Show" }));
    expect(await within(form).findByText(/The period ends \(2026-11-03\) before it starts \(2026-11-09\)/)).toBeInTheDocument();
    expect(router.state.location.search).toBe("?from=2026-11-01&to=2026-11-03");

    await userEvent.clear(within(form).getByLabelText("From"));
    await userEvent.type(within(form).getByLabelText("From"), "2026-10-01");
    await userEvent.selectOptions(within(form).getByLabelText("Group sales by"), "week");
    await userEvent.click(within(form).getByRole("button", { name: "Show" }));
    await waitFor(() => expect(router.state.location.search).toBe("?from=2026-10-01&to=2026-11-03&grain=week"));
    await waitFor(() => expect(api.callsTo("GET", "/api/admin/reports/sales").some((call) => call.query.get("grain") === "week")).toBe(true));
  });

  it("covers the last 30 days when the address names no period, and says so when a report cannot load", async () => {
    const api = stubApi({ ...reports, "GET /api/admin/reports/top-dealers": answer(500, { error: { code: "INTERNAL", message: "Something went wrong." } }) });
    renderConsole("/admin/reports");
    await screen.findByRole("table", { name: /Sales by day/ });
    const asked = api.callsTo("GET", "/api/admin/reports/sales")[0]!.query;
    const from = new Date(`${asked.get("from")}T00:00:00Z`).getTime();
    const to = new Date(`${asked.get("to")}T00:00:00Z`).getTime();
    expect((to - from) / 86_400_000).toBe(29);
    const dealers = screen.getByRole("region", { name: "Top dealers" });
    expect(await within(dealers).findByRole("alert")).toBeInTheDocument();
  });
});
