// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OrderReturnsReply, ReturnView } from "../../../../domain/contracts/returns";
import { axeViolations, renderPages } from "../../../test-utils/render";
import { signedInCustomer, signedInDealer } from "../../../test-utils/shop-data";
import { answer, stubApi } from "../../../test-utils/stub-api";
import { ReturnRequestPage } from "./return-request-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const pages = { "/order-returns": ReturnRequestPage };
const soon = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString();

function anOrderToReturn(overrides: Partial<OrderReturnsReply> = {}): OrderReturnsReply {
  return {
    order_num: "100001",
    date_order: new Date().toISOString(),
    deadline: soon,
    open: true,
    credit: false,
    tax_parts: [{ name: "HST", rate: 0.13 }],
    lines: [
      { line_no: 1, item: "C69-BUMPER", descrip: "1969 Chevrolet Camaro front bumper", qty: 2, price: 296.99, returnable: 2 },
      { line_no: 2, item: "D70-MIRROR", descrip: "1970 Dodge Challenger mirror", qty: 1, price: 69.99, returnable: 0 },
    ],
    returns: [],
    ...overrides,
  };
}

const made: ReturnView = {
  id: 7,
  rma: "RMA-000007",
  order_num: "100001",
  status: "requested",
  reason: "orderedInError",
  note: "",
  created_at: new Date().toISOString(),
  lines: [{ line_no: 1, item: "C69-BUMPER", descrip: "1969 Chevrolet Camaro front bumper", qty: 1, price: 296.99 }],
  goods: 296.99,
  fee: 74.25,
  tax: 28.96,
  refund: 251.7,
  refused_reason: null,
};

describe("/order-returns", () => {
  it("offers only the lines that can still come back, shows the refund the policy gives for the reason, and asks for the return", async () => {
    const api = stubApi({ "GET /api/orders/100001/returns": anOrderToReturn(), "POST /api/returns": made });
    renderPages(pages, { path: "/order-returns?so=100001", appState: signedInCustomer });
    expect(await screen.findByRole("heading", { level: 1, name: "Return parts from order 100001" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Parts on order 100001" });
    expect(within(table).getAllByRole("row")).toHaveLength(2);
    expect(screen.queryByLabelText("How many of D70-MIRROR to return")).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Ask for a return" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose at least one part to return.");
    expect(api.callsTo("POST", "/api/returns")).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("How many of C69-BUMPER to return"), { target: { value: "5" } });
    expect(screen.getByLabelText("How many of C69-BUMPER to return")).toHaveValue(2);
    fireEvent.change(screen.getByLabelText("How many of C69-BUMPER to return"), { target: { value: "1" } });
    expect(document.querySelector("[data-return-amount]")).toHaveTextContent("Refund$335.60");
    await user.click(screen.getByRole("radio", { name: /Ordered in error/ }));
    expect(screen.getByText("Restocking fee (25%)")).toBeInTheDocument();
    expect(document.querySelector("[data-return-amount]")).toHaveTextContent("Refund$251.70");
    expect(await axeViolations()).toEqual([]);

    await user.type(screen.getByLabelText(/Notes/), "Wrong year");
    await user.click(screen.getByRole("button", { name: "Ask for a return" }));
    expect(await screen.findByRole("heading", { name: "Landed on /order-receipt?so=100001&id=7" })).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/returns")[0]!.body).toEqual({
      so: "100001",
      reason: "orderedInError",
      note: "Wrong year",
      lines: [{ line_no: 1, qty: 1 }],
    });
  });

  it("says the server's reason when it refuses, and keeps what was chosen", async () => {
    stubApi({
      "GET /api/orders/100001/returns": anOrderToReturn(),
      "POST /api/returns": answer(409, { error: { code: "CONFLICT", message: "Only 1 of C69-BUMPER can still be returned." } }),
    });
    renderPages(pages, { path: "/order-returns?so=100001", appState: signedInCustomer });
    fireEvent.change(await screen.findByLabelText("How many of C69-BUMPER to return"), { target: { value: "2" } });
    await userEvent.setup().click(screen.getByRole("button", { name: "Ask for a return" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only 1 of C69-BUMPER can still be returned.");
    expect(screen.getByLabelText("How many of C69-BUMPER to return")).toHaveValue(2);
  });

  it("tells a dealer the amount is credited to their statement, and says when the return period has ended", async () => {
    stubApi({ "GET /api/orders/100001/returns": anOrderToReturn({ credit: true }) });
    const { unmount } = renderPages(pages, { path: "/order-returns?so=100001", appState: signedInDealer });
    expect(await screen.findByText("Credit to your statement")).toBeInTheDocument();
    unmount();
    stubApi({ "GET /api/orders/100001/returns": anOrderToReturn({ open: false, deadline: "2026-01-31T15:00:00.000Z" }) });
    renderPages(pages, { path: "/order-returns?so=100001", appState: signedInCustomer });
    expect(await screen.findByRole("alert")).toHaveTextContent("The return period for order 100001 ended on 2026-01-31.");
    expect(screen.queryByRole("button", { name: "Ask for a return" })).toBeNull();
  });
});
