// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STAFF_SIGN_IN_FAILED_MESSAGE } from "../../../../domain/contracts/staff";
import { aDashboard, anAdminOrder, anAdminOrderList, anAdminOrderRow, ownerStaff } from "../../../test-utils/console-data";
import { axeViolations, renderRoutes } from "../../../test-utils/render";
import { answer, failure, stubApi } from "../../../test-utils/stub-api";
import { adminRoutes } from "../routes";

beforeEach(() => {
  // The console restores scroll positions; jsdom has no layout to scroll.
  vi.stubGlobal("scrollTo", () => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const signedIn = { "GET /api/admin/me": { staff: ownerStaff } };
const notSignedIn = { "GET /api/admin/me": failure(401, "Please sign in first.", "UNAUTHORIZED") };
const renderConsole = (path: string) => renderRoutes([{ path: "/", HydrateFallback: () => null, children: adminRoutes }], { path });

describe("/admin/sign-in", () => {
  it("signs in with E-mail and Password and opens the dashboard", async () => {
    let signedInNow = false;
    const api = stubApi({
      "GET /api/admin/me": () => (signedInNow ? { staff: ownerStaff } : failure(401, "Please sign in first.", "UNAUTHORIZED")),
      "POST /api/admin/login": () => {
        signedInNow = true;
        return { staff: ownerStaff };
      },
      "GET /api/admin/dashboard": aDashboard(),
    });
    const { router } = renderConsole("/admin/sign-in");
    await userEvent.type(await screen.findByLabelText("E-mail"), "admin@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "Admin12345");
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin");
    expect(api.bodiesOf("POST /api/admin/login")).toEqual([{ email: "admin@example.com", password: "Admin12345", remember: false }]);
  });

  it("shows the server's refusal in its own words and stays on the page", async () => {
    stubApi({ ...notSignedIn, "POST /api/admin/login": failure(401, STAFF_SIGN_IN_FAILED_MESSAGE, "UNAUTHORIZED") });
    const { router } = renderConsole("/admin/sign-in");
    await userEvent.type(await screen.findByLabelText("E-mail"), "admin@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "wrong-password1");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(STAFF_SIGN_IN_FAILED_MESSAGE);
    expect(router.state.location.pathname).toBe("/admin/sign-in");
  });

  it("marks the field the server names as invalid", async () => {
    stubApi({
      ...notSignedIn,
      "POST /api/admin/login": answer(400, { error: { code: "INVALID", message: "Please enter your e-mail", fields: { email: "Please enter your e-mail" } } }),
    });
    renderConsole("/admin/sign-in");
    await userEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter your e-mail");
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("the console layout", () => {
  it.each(["/admin", "/admin/orders", "/admin/orders/100001", "/admin/people", "/admin/inbox", "/admin/parts"])(
    "sends a visitor who is not staff from %s to /admin/sign-in",
    async (path) => {
      stubApi(notSignedIn);
      const { router } = renderConsole(path);
      expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/admin/sign-in");
      expect(router.state.location.search).toBe(`?next=${encodeURIComponent(path)}`);
    },
  );

  it("names its sections exactly, shows who is signed in, and signs out", async () => {
    const api = stubApi({ ...signedIn, "GET /api/admin/dashboard": aDashboard(), "POST /api/logout": { status: "ok" } });
    const { router } = renderConsole("/admin");
    const nav = await screen.findByRole("navigation", { name: "Console" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Dashboard", "Orders", "Returns", "Parts", "Content", "People", "Inbox", "Reports"]);
    expect(screen.getByText("Store Owner")).toBeInTheDocument();
    expect(await screen.findByText("Quotes waiting", { selector: "p" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/sign-in"));
    expect(api.callsTo("POST", "/api/logout")).toHaveLength(1);
  });

  it("says plainly when an address has no console page, with no controls", async () => {
    stubApi(signedIn);
    renderConsole("/admin/catalogue");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).queryAllByRole("button")).toEqual([]);
    expect(within(screen.getByRole("main")).queryAllByRole("textbox")).toEqual([]);
  });
});

describe("/admin (dashboard)", () => {
  it("links each figure to the list that shows it", async () => {
    stubApi({ ...signedIn, "GET /api/admin/dashboard": aDashboard() });
    renderConsole("/admin");
    expect(await screen.findByRole("link", { name: "See quotes waiting" })).toHaveAttribute("href", "/admin/orders?status=3");
    expect(screen.getByRole("link", { name: "Open the inbox" })).toHaveAttribute("href", "/admin/inbox");
    expect(screen.getAllByRole("link", { name: "See today's orders" })[0]!.getAttribute("href")).toMatch(
      /^\/admin\/orders\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );
    expect(screen.getByRole("link", { name: "100044" })).toHaveAttribute("href", "/admin/orders/100044");
    expect(screen.getByText("F67-HOOD")).toBeInTheDocument();
  });
});

describe("/admin/orders", () => {
  it("keeps its filters in the address and asks the server for them", async () => {
    const api = stubApi({ ...signedIn, "GET /api/admin/orders": anAdminOrderList([anAdminOrderRow()], 45) });
    const { router } = renderConsole("/admin/orders");
    expect(await screen.findByRole("link", { name: "100001" })).toHaveAttribute("href", "/admin/orders/100001");
    await userEvent.selectOptions(screen.getByLabelText("Status"), "Pending for Quote");
    await userEvent.type(screen.getByLabelText("Order number"), "1000");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=3&orderNum=1000"));
    await waitFor(() => expect(api.callsTo("GET", "/api/admin/orders").at(-1)!.query.toString()).toBe("status=3&orderNum=1000"));
    await userEvent.click(await screen.findByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=3&orderNum=1000&page=2"));
    expect(screen.getByLabelText("Status")).toHaveValue("3");
    expect(await axeViolations()).toEqual([]);
  });
});

describe("/admin/orders filters", () => {
  it("checks the filters as the order list's query reads them, and keeps a refused search out of the address", async () => {
    const api = stubApi({ ...signedIn, "GET /api/admin/orders": anAdminOrderList([anAdminOrderRow()], 1) });
    const { router } = renderConsole("/admin/orders");
    await userEvent.type(await screen.findByLabelText("Customer or dealer"), "x".repeat(101));
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Search text must be at most 100 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Customer or dealer")).toHaveAttribute("aria-invalid", "true");
    expect(router.state.location.search).toBe("");
    expect(api.callsTo("GET", "/api/admin/orders")).toHaveLength(1);
  });
});

describe("/admin/orders/:so", () => {
  it("sends a quote with Shipping (CAD) and days, says so once saved, and shows the order again", async () => {
    let quoted = false;
    const api = stubApi({
      ...signedIn,
      "GET /api/admin/orders/100044": () =>
        anAdminOrder(
          quoted
            ? { order_num: "100044", sales_status: 5, shipping: 120, shipping_days: 5 }
            : { order_num: "100044", sales_status: 3, shipping: 0, shipping_days: null },
        ),
      "POST /api/admin/orders/100044/quote": () => {
        quoted = true;
        return { status: "ok" };
      },
    });
    renderConsole("/admin/orders/100044");
    expect(await screen.findByRole("heading", { level: 1, name: "Order 100044" })).toBeInTheDocument();
    expect(screen.getByTestId("order-status")).toHaveTextContent("Pending for Quote");
    expect(screen.queryByRole("button", { name: "Mark shipped" })).toBeNull();
    expect(await axeViolations()).toEqual([]);
    await userEvent.type(screen.getByLabelText("Shipping (CAD)"), "120");
    await userEvent.type(screen.getByLabelText("Days in transit"), "5");
    await userEvent.click(screen.getByRole("button", { name: "Send quote" }));
    expect(await screen.findByText("Quote sent. The customer has been e-mailed a link to pay.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("order-status")).toHaveTextContent("Pending for Reply"));
    expect(api.bodiesOf("POST /api/admin/orders/100044/quote")).toEqual([{ shipping: 120, days: 5 }]);
    expect(api.callsTo("GET", "/api/admin/orders/100044").length).toBeGreaterThanOrEqual(2);
  });

  it("marks a paid order shipped with Courier and Waybill", async () => {
    const api = stubApi({ ...signedIn, "GET /api/admin/orders/100001": anAdminOrder(), "POST /api/admin/orders/100001/ship": { status: "ok" } });
    renderConsole("/admin/orders/100001");
    await userEvent.type(await screen.findByLabelText("Courier"), "Purolator");
    await userEvent.type(screen.getByLabelText("Waybill"), "PUR123456");
    await userEvent.click(screen.getByRole("button", { name: "Mark shipped" }));
    expect(await screen.findByText("Marked shipped. The customer has been e-mailed the tracking link.")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/admin/orders/100001/ship")).toEqual([{ courier: "Purolator", waybill: "PUR123456" }]);
  });

  it("shows the server's refusal and no success message when an action is not saved", async () => {
    stubApi({
      ...signedIn,
      "GET /api/admin/orders/100001": anAdminOrder(),
      "POST /api/admin/orders/100001/ship": failure(409, "Order 100001 is shipped: only a paid or confirmed order can be shipped.", "CONFLICT"),
    });
    renderConsole("/admin/orders/100001");
    await userEvent.type(await screen.findByLabelText("Courier"), "Purolator");
    await userEvent.type(screen.getByLabelText("Waybill"), "PUR123456");
    await userEvent.click(screen.getByRole("button", { name: "Mark shipped" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Order 100001 is shipped: only a paid or confirmed order can be shipped.");
    expect(screen.queryByText(/Marked shipped/)).toBeNull();
  });

  it("refunds part of a paid order and cancels it with a reason", async () => {
    const paid = anAdminOrder(
      {},
      { payments: [{ provider: "test", status: "approved", amount: 380.74, refunded: 0, reference: "T-1", card: "VI 1234", at: "2026-05-14T15:31:00.000Z" }] },
    );
    const api = stubApi({
      ...signedIn,
      "GET /api/admin/orders/100001": paid,
      "POST /api/admin/orders/100001/refund": { status: "ok" },
      "POST /api/admin/orders/100001/cancel": { status: "ok" },
    });
    renderConsole("/admin/orders/100001");
    const amount = await screen.findByLabelText("Refund amount (CAD)");
    expect(amount).toHaveValue("380.74");
    await userEvent.clear(amount);
    await userEvent.type(amount, "50.10");
    await userEvent.type(screen.getByLabelText("Reason for the refund"), "Scratched on arrival");
    await userEvent.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("Refund sent through the payment gateway.")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/admin/orders/100001/refund")).toEqual([{ amount: 50.1, reason: "Scratched on arrival" }]);
    await userEvent.type(screen.getByLabelText("Reason for cancelling"), "Customer asked to cancel");
    await userEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    expect(await screen.findByText("Order cancelled. Its stock is back on hand.")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/admin/orders/100001/cancel")).toEqual([{ reason: "Customer asked to cancel" }]);
  });

  it("lists the order's lines in the shop's one order-lines table, each line's total from its unit price in cents", async () => {
    const lines = [
      { descrip: "1967-1968 Ford Mustang steel hood", item: "F67-HOOD", make: "FORD", qty: 3, price: 0.1, backorder: 1 },
      { descrip: "1969 Chevrolet Camaro front bumper", item: "C69-BUMPER", make: "CHEVROLET", qty: 1, price: 296.99, backorder: 0 },
    ];
    stubApi({ ...signedIn, "GET /api/admin/orders/100001": { ...anAdminOrder(), oneOrder: lines } });
    renderConsole("/admin/orders/100001");
    const table = await screen.findByRole("table", { name: "Items in this order" });
    const hood = within(table).getByText("Item F67-HOOD · FORD").closest("tr")!;
    expect(hood.querySelector("[data-line-total]")).toHaveTextContent("$0.30");
    expect(hood).toHaveTextContent("1 on back order: ships when it arrives");
    expect(within(table).getByText("Item C69-BUMPER · CHEVROLET").closest("tr")!.querySelector("[data-line-total]")).toHaveTextContent("$296.99");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows what staff did to the order in sentences, each change from before to after", async () => {
    const history = [
      {
        at: "2026-05-15T14:00:00.000Z",
        actor: "staff:1",
        action: "order.quote",
        details: { before: { status: 3, shippingCents: 0 }, after: { status: 5, shippingCents: 12000 } },
      },
    ];
    stubApi({ ...signedIn, "GET /api/admin/orders/100044": anAdminOrder({ order_num: "100044", sales_status: 5 }, { history }) });
    renderConsole("/admin/orders/100044");
    const panel = await screen.findByRole("region", { name: "History" });
    expect(within(panel).getByText("Shipping quoted by staff member #1.")).toBeInTheDocument();
    expect(within(panel).getByText("Status changed from Pending for Quote to Pending for Reply.")).toBeInTheDocument();
    expect(within(panel).getByText("Shipping changed from $0.00 to $120.00.")).toBeInTheDocument();
  });

  it("says when the order does not exist", async () => {
    stubApi({ ...signedIn, "GET /api/admin/orders/999999": failure(404, "Order 999999 was not found.") });
    renderConsole("/admin/orders/999999");
    expect(await screen.findByRole("alert")).toHaveTextContent("Order 999999 was not found.");
  });
});
