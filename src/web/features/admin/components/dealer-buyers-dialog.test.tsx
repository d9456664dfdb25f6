// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DealerRow } from "../../../../domain/contracts/admin";
import type { BuyerRow } from "../../../../domain/contracts/buyers";
import { ownerStaff } from "../../../test-utils/console-data";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { type RecordedCall, stubApi } from "../../../test-utils/stub-api";
import { adminRoutes } from "../routes";

beforeEach(() => {
  vi.stubGlobal("scrollTo", () => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderConsole = (path: string) => renderRoutes([{ path: "/", HydrateFallback: () => null, children: adminRoutes }], { path });
const page = <T,>(rows: T[]) => ({ rows, total: rows.length, page: 1, per_page: 20, last_page: 1 });
const demoDealer: DealerRow = {
  id: 3,
  account: "D10001",
  company: "Demo Collision Ltd.",
  email: "dealer@example.com",
  pricecode: 3,
  level: 3,
  city: "Vaughan",
  province: "ON",
  phone: "(905) 555-0199",
  active: true,
  suspended_reason: null,
};
const bea: BuyerRow = {
  id: 7,
  name: "Bea Buyer",
  email: "bea@example.com",
  locale: "en-CA",
  active: true,
  password_set: true,
  created_at: "2026-05-14T15:30:00.000Z",
};

describe("People > Dealers > Buyers", () => {
  it("lists a dealer's buyers, adds one and suspends another", async () => {
    let buyers = [bea];
    const api = stubApi({
      "GET /api/admin/me": { staff: ownerStaff },
      "GET /api/admin/dealers": page([demoDealer]),
      "GET /api/admin/dealers/3/buyers": () => ({ buyers }),
      "POST /api/admin/dealers/3/buyers": (call: RecordedCall) => {
        const buyer = { ...bea, id: 8, ...(call.body as object), password_set: false };
        buyers = [...buyers, buyer];
        return { buyer };
      },
      "POST /api/admin/dealers/3/buyers/7/disable": () => {
        buyers = buyers.map((buyer) => (buyer.id === 7 ? { ...buyer, active: false } : buyer));
        return { buyer: buyers[0] };
      },
    });
    const user = userEvent.setup();
    renderConsole("/admin/people?tab=Dealers");
    await user.click(await screen.findByRole("button", { name: "Buyers of D10001" }));
    const dialog = await screen.findByRole("dialog", { name: "Buyers of D10001" });
    expect(await within(dialog).findByRole("row", { name: /Bea Buyer bea@example.com Active/ })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.type(within(dialog).getByLabelText("Name"), "Rory Requisition");
    await user.type(within(dialog).getByLabelText("E-mail"), "rory@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Add buyer" }));
    expect(
      await within(dialog).findByText("Rory Requisition is added under D10001; a link to set their password is mailed to rory@example.com."),
    ).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/admin/dealers/3/buyers")).toEqual([{ name: "Rory Requisition", email: "rory@example.com", locale: "en-CA" }]);
    expect(await within(dialog).findByRole("row", { name: /Rory Requisition rory@example.com Invited/ })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Suspend Bea Buyer" }));
    expect(await within(dialog).findByText("Bea Buyer is suspended and signed out.")).toBeInTheDocument();
    expect(await within(dialog).findByRole("button", { name: "Reactivate Bea Buyer" })).toBeInTheDocument();
  });
});
