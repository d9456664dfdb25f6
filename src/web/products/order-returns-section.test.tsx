// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OrderReturnsReply } from "../../domain/contracts/returns";
import { axeViolations, renderRoutes } from "../test-utils/render";
import { OrderReturnsSection } from "./order-returns-section";

const order: OrderReturnsReply = {
  order_num: "100001",
  date_order: "2026-05-01T15:00:00.000Z",
  deadline: "2026-05-31T15:00:00.000Z",
  open: true,
  credit: false,
  tax_parts: [{ name: "HST", rate: 0.13 }],
  lines: [{ line_no: 1, item: "C69-BUMPER", descrip: "1969 Chevrolet Camaro front bumper", qty: 2, price: 296.99, returnable: 1 }],
  returns: [
    {
      id: 8,
      rma: "RMA-000008",
      order_num: "100001",
      status: "refused",
      reason: "orderedInError",
      note: "",
      created_at: "2026-05-04T15:00:00.000Z",
      lines: [{ line_no: 1, item: "C69-BUMPER", descrip: "", qty: 1, price: 296.99 }],
      goods: 296.99,
      fee: 74.25,
      tax: 28.96,
      refund: 251.7,
      refused_reason: "The bumper was painted.",
    },
    {
      id: 7,
      rma: "RMA-000007",
      order_num: "100001",
      status: "approved",
      reason: "defective",
      note: "",
      created_at: "2026-05-03T15:00:00.000Z",
      lines: [{ line_no: 1, item: "C69-BUMPER", descrip: "", qty: 1, price: 296.99 }],
      goods: 296.99,
      fee: 0,
      tax: 38.61,
      refund: 335.6,
      refused_reason: null,
    },
  ],
};

const render = (data: OrderReturnsReply | undefined) =>
  renderRoutes([{ path: "/order-receipt", Component: () => <OrderReturnsSection so="100001" data={data} /> }], { path: "/order-receipt", main: true });

describe("an order's returns on its receipt", () => {
  it("lists each return with its parts, status in words, the refusal's reason and amount, and links to ask for another", async () => {
    render(order);
    const section = screen.getByRole("region", { name: "Returns" });
    expect(within(section).getByRole("link", { name: "Return parts from order 100001" })).toHaveAttribute("href", "/order-returns?so=100001");
    expect(within(section).getByText("Returns are accepted until 2026-05-31.")).toBeInTheDocument();
    const rows = within(within(section).getByRole("table", { name: "Returns of order 100001" }))
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "RMA-0000082026-05-04C69-BUMPER x 1RefusedRefused: The bumper was painted.$251.70",
      "RMA-0000072026-05-03C69-BUMPER x 1Approved: send the parts back$335.60",
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it("offers nothing once the days are over and no return was asked for", () => {
    render({ ...order, open: false, returns: [] });
    expect(screen.queryByRole("region", { name: "Returns" })).toBeNull();
    render({ ...order, lines: [{ ...order.lines[0]!, returnable: 0 }] });
    expect(screen.queryByRole("link", { name: /Return parts/ })).toBeNull();
    expect(screen.getByRole("table", { name: "Returns of order 100001" })).toBeInTheDocument();
  });
});
