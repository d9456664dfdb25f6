// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CustomerRow, DealerRow, InquiryDetail } from "../../../../domain/contracts/admin";
import { ownerStaff, plainStaff } from "../../../test-utils/console-data";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { answer, failure, stubApi } from "../../../test-utils/stub-api";
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
const ada: CustomerRow = {
  id: 7,
  email: "ada@example.com",
  name: "Ada Lovelace",
  city: "Toronto",
  province: "ON",
  active: true,
  created_at: "2026-01-05T15:00:00.000Z",
};
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

describe("/admin/people", () => {
  it("creates a dealer from Dealer ID, Company, Price code and Password", async () => {
    const created: DealerRow = { ...demoDealer, id: 9, account: "D20002", company: "North Body Shop", email: "north@example.com", pricecode: 5, level: 5 };
    const api = stubApi({
      "GET /api/admin/me": { staff: ownerStaff },
      "GET /api/admin/customers": page([ada]),
      "GET /api/admin/dealers": page([demoDealer]),
      "POST /api/admin/dealers": created,
    });
    renderConsole("/admin/people?tab=Dealers");
    expect(await screen.findByRole("cell", { name: "D10001" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await userEvent.type(screen.getByLabelText("Dealer ID"), "D20002");
    await userEvent.type(screen.getByLabelText("Company"), "North Body Shop");
    await userEvent.type(screen.getByLabelText("Price code"), "5");
    await userEvent.type(screen.getByLabelText("E-mail"), "north@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "Dealer2345");
    await userEvent.click(screen.getByRole("button", { name: "Create dealer" }));
    expect(await screen.findByText("Dealer D20002 (North Body Shop) is created with price code 5.")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/admin/dealers")).toEqual([
      { account: "D20002", company: "North Body Shop", pricecode: 5, email: "north@example.com", password: "Dealer2345" },
    ]);
    await waitFor(() => expect(api.callsTo("GET", "/api/admin/dealers").length).toBeGreaterThanOrEqual(2));
    expect(screen.getByLabelText("Dealer ID")).toHaveValue("");
  });

  it("shows the server's refusal of a new dealer beside the field it names", async () => {
    stubApi({
      "GET /api/admin/me": { staff: ownerStaff },
      "GET /api/admin/dealers": page([demoDealer]),
      "POST /api/admin/dealers": answer(409, {
        error: { code: "CONFLICT", message: "Dealer ID D10001 is taken.", fields: { account: "Dealer ID D10001 is taken." } },
      }),
    });
    renderConsole("/admin/people?tab=Dealers");
    await userEvent.type(await screen.findByLabelText("Dealer ID"), "D10001");
    await userEvent.type(screen.getByLabelText("Company"), "North Body Shop");
    await userEvent.type(screen.getByLabelText("Price code"), "5");
    await userEvent.type(screen.getByLabelText("E-mail"), "north@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "Dealer2345");
    await userEvent.click(screen.getByRole("button", { name: "Create dealer" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Dealer ID D10001 is taken.");
    expect(screen.getByLabelText("Dealer ID")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText(/is created/)).toBeNull();
  });

  it("checks a new dealer by the server's rules before sending it, and names each field to fix", async () => {
    const api = stubApi({ "GET /api/admin/me": { staff: ownerStaff }, "GET /api/admin/dealers": page([demoDealer]) });
    renderConsole("/admin/people?tab=Dealers");
    await userEvent.type(await screen.findByLabelText("Dealer ID"), "D20002");
    await userEvent.type(screen.getByLabelText("Price code"), "9");
    await userEvent.type(screen.getByLabelText("E-mail"), "north@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "Dealer2345");
    await userEvent.click(screen.getByRole("button", { name: "Create dealer" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Nothing was saved: 2 fields need fixing. Company must be at least 2 characters.");
    expect(screen.getByLabelText("Company")).toHaveAccessibleDescription("Company must be at least 2 characters");
    expect(screen.getByLabelText("Price code")).toHaveAccessibleDescription("1 to 6 Price code must be a number from 1 to 6");
    expect(api.callsTo("POST", "/api/admin/dealers")).toHaveLength(0);
  });

  it("changes a dealer's price code", async () => {
    const api = stubApi({
      "GET /api/admin/me": { staff: ownerStaff },
      "GET /api/admin/dealers": page([demoDealer]),
      "POST /api/admin/dealers/3": { ...demoDealer, pricecode: 2, level: 2 },
    });
    renderConsole("/admin/people?tab=Dealers");
    await userEvent.click(await screen.findByRole("button", { name: "Edit D10001" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit dealer D10001" });
    const priceCode = within(dialog).getByLabelText("Price code");
    await userEvent.clear(priceCode);
    await userEvent.type(priceCode, "2");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save dealer" }));
    expect(await screen.findByText("Dealer D10001 is saved with price code 2.")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/admin/dealers/3")).toEqual([{ company: "Demo Collision Ltd.", pricecode: 2, email: "dealer@example.com" }]);
  });

  it("disables a customer with a reason and sends a reset link", async () => {
    const api = stubApi({
      "GET /api/admin/me": { staff: plainStaff },
      "GET /api/admin/customers": page([ada]),
      "POST /api/admin/customers/7/disable": { status: "ok" },
      "POST /api/admin/customers/7/reset-link": { status: "ok" },
    });
    renderConsole("/admin/people");
    await userEvent.click(await screen.findByRole("button", { name: "Send a reset link to Ada Lovelace" }));
    expect(await screen.findByText("A password reset link has been e-mailed to ada@example.com.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Disable Ada Lovelace" }));
    const dialog = await screen.findByRole("dialog", { name: "Disable Ada Lovelace" });
    await userEvent.type(within(dialog).getByLabelText("Reason"), "Asked to close the account");
    await userEvent.click(within(dialog).getByRole("button", { name: "Disable account" }));
    expect(await screen.findByText("Ada Lovelace's account is disabled.")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/admin/customers/7/disable")).toEqual([{ reason: "Asked to close the account" }]);
    expect(api.callsTo("POST", "/api/admin/customers/7/reset-link")).toHaveLength(1);
  });

  it("shows the Staff tab to owners only", async () => {
    stubApi({ "GET /api/admin/me": { staff: plainStaff }, "GET /api/admin/customers": page([ada]) });
    const first = renderConsole("/admin/people?tab=Staff");
    const tabs = await screen.findByRole("tablist", { name: "People" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Customers", "Dealers"]);
    first.unmount();

    const api = stubApi({
      "GET /api/admin/me": { staff: ownerStaff },
      "GET /api/admin/staff": {
        rows: [
          { ...ownerStaff, active: true },
          { ...plainStaff, active: true },
        ],
      },
      "POST /api/admin/staff/2/role": failure(409, "The store must keep at least one owner.", "CONFLICT"),
    });
    renderConsole("/admin/people?tab=Staff");
    expect(await screen.findByRole("cell", { name: "Casey Clerk" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Staff" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(screen.getByRole("button", { name: "Make Casey Clerk an owner" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The store must keep at least one owner.");
    expect(api.bodiesOf("POST /api/admin/staff/2/role")).toEqual([{ role: "owner" }]);
    expect(await axeViolations()).toEqual([]);
  });
});

describe("/admin/inbox", () => {
  const inquiry: InquiryDetail = {
    id: 12,
    kind: "shipping",
    kind_label: "Shipping inquiry",
    name: "Ada Lovelace",
    email: "ada@example.com",
    subject: "Shipping to Halifax",
    item: "F67-HOOD",
    account: null,
    created_at: "2026-11-20T14:00:00.000Z",
    answered_at: null,
    answered_by: null,
    message: "How much to ship the hood to Halifax?",
    replies: [],
  };

  it("lists waiting messages, filters by kind in the address, and links to each", async () => {
    const api = stubApi({ "GET /api/admin/me": { staff: ownerStaff }, "GET /api/admin/inquiries": page([inquiry]) });
    const { router } = renderConsole("/admin/inbox");
    expect(await screen.findByRole("link", { name: "Shipping to Halifax" })).toHaveAttribute("href", "/admin/inbox/12");
    await userEvent.selectOptions(screen.getByLabelText("Kind"), "Shipping inquiry");
    await waitFor(() => expect(router.state.location.search).toBe("?kind=shipping"));
    await waitFor(() => expect(api.callsTo("GET", "/api/admin/inquiries").at(-1)!.query.toString()).toBe("kind=shipping"));
    expect(await axeViolations()).toEqual([]);
  });

  it("replies by e-mail and marks a message answered", async () => {
    let state = inquiry;
    const api = stubApi({
      "GET /api/admin/me": { staff: ownerStaff },
      "GET /api/admin/inquiries/12": () => state,
      "POST /api/admin/inquiries/12/reply": () => {
        state = {
          ...state,
          answered_at: "2026-11-21T14:00:00.000Z",
          answered_by: "Store Owner",
          replies: [{ at: "2026-11-21T14:00:00.000Z", by: "Store Owner", message: "About $150." }],
        };
        return { status: "ok" };
      },
      "POST /api/admin/inquiries/12/answered": { status: "ok" },
    });
    renderConsole("/admin/inbox/12");
    expect(await screen.findByText("How much to ship the hood to Halifax?")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Mark answered" }));
    expect(await screen.findByText("Marked answered.")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/admin/inquiries/12/answered")).toEqual([{ answered: true }]);
    await userEvent.type(screen.getByLabelText("Reply"), "About $150.");
    await userEvent.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Your reply has been e-mailed to ada@example.com.")).toBeInTheDocument();
    expect(await screen.findByText("About $150.")).toBeInTheDocument();
    expect(screen.getByTestId("inquiry-state")).toHaveTextContent("Answered by Store Owner");
    expect(api.bodiesOf("POST /api/admin/inquiries/12/reply")).toEqual([{ message: "About $150." }]);
    expect(await axeViolations()).toEqual([]);
  });
});
