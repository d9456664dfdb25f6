// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StaffReturnRow, StaffReturnsReply } from "../../../../domain/contracts/returns";
import { ownerStaff } from "../../../test-utils/console-data";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { failure, stubApi } from "../../../test-utils/stub-api";
import { adminRoutes } from "../routes";

beforeEach(() => {
  vi.stubGlobal("scrollTo", () => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderConsole = (path: string) => renderRoutes([{ path: "/", HydrateFallback: () => null, children: adminRoutes }], { path });

function aReturn(overrides: Partial<StaffReturnRow> = {}): StaffReturnRow {
  return {
    id: 3,
    rma: "RMA-000003",
    order_num: "100001",
    status: "requested",
    reason: "orderedInError",
    note: "Wrong year",
    created_at: "2026-05-04T15:00:00.000Z",
    lines: [{ line_no: 1, item: "C69-BUMPER", descrip: "1969 Chevrolet Camaro front bumper", qty: 1, price: 296.99 }],
    goods: 296.99,
    fee: 74.25,
    tax: 28.96,
    refund: 251.7,
    refused_reason: null,
    owner_kind: "customer",
    owner_id: 7,
    email: "ada@example.com",
    ...overrides,
  };
}
const listOf = (rows: StaffReturnRow[]): StaffReturnsReply => ({ current_page: 1, total: rows.length, data: rows });

describe("/admin/returns", () => {
  it("lists returns with who asked, why, the parts, the amount after the fee and the status, and approves one", async () => {
    let status: StaffReturnRow["status"] = "requested";
    const api = stubApi({
      "GET /api/admin/me": { staff: ownerStaff },
      "GET /api/admin/returns": () => listOf([aReturn({ status }), aReturn({ id: 4, rma: "RMA-000004", status: "refunded", fee: 0 })]),
      "POST /api/admin/returns/3/approve": () => {
        status = "approved";
        return { status: "ok" };
      },
    });
    renderConsole("/admin/returns");
    const row = (await screen.findByText("RMA-000003")).closest("tr")!;
    expect(within(row).getByRole("link", { name: "100001" })).toHaveAttribute("href", "/admin/orders/100001");
    expect(row).toHaveTextContent("ada@example.comCustomer #7");
    expect(row).toHaveTextContent("Ordered in errorWrong year");
    expect(row).toHaveTextContent("$251.70after $74.25 fee");
    expect(within(screen.getByText("RMA-000004").closest("tr")!).queryAllByRole("button")).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(within(row).getByRole("button", { name: "Approve RMA-000003" }));
    expect(await screen.findByRole("status")).toHaveTextContent("RMA-000003 approved.");
    expect(api.callsTo("POST", "/api/admin/returns/3/approve")).toHaveLength(1);
    expect(await within(screen.getByText("RMA-000003").closest("tr")!).findByRole("button", { name: "Receive and refund RMA-000003" })).toBeInTheDocument();
  });

  it("refuses with a reason, and shows the gateway's refusal when a receipt cannot be refunded", async () => {
    const api = stubApi({
      "GET /api/admin/me": { staff: ownerStaff },
      "GET /api/admin/returns": listOf([aReturn(), aReturn({ id: 5, rma: "RMA-000005", status: "approved" })]),
      "POST /api/admin/returns/3/refuse": { status: "ok" },
      "POST /api/admin/returns/5/receive": failure(409, "The payment service refused: the refund is more than is left to refund on this charge", "CONFLICT"),
    });
    renderConsole("/admin/returns");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Refuse RMA-000003" }));
    await user.type(screen.getByLabelText("Reason"), "The bumper was painted.");
    await user.click(screen.getByRole("button", { name: "Refuse return" }));
    expect(await screen.findByRole("status")).toHaveTextContent("RMA-000003 refused.");
    expect(api.bodiesOf("POST /api/admin/returns/3/refuse")).toEqual([{ reason: "The bumper was painted." }]);

    await user.click(screen.getByRole("button", { name: "Receive and refund RMA-000005" }));
    expect(screen.getByRole("alertdialog")).toHaveTextContent("$251.70 is refunded to the card or PayPal account that paid order 100001");
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Receive and refund" }));
    expect(await within(screen.getByRole("alertdialog")).findByRole("alert")).toHaveTextContent("the refund is more than is left");
  });
});
