// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SavedList } from "../../../../domain/contracts/trade";
import { axeViolations } from "../../../test-utils/render";
import { customerBilling, customerInfo, customerUser, signedInCustomer } from "../../../test-utils/shop-data";
import { type RecordedCall, stubApi } from "../../../test-utils/stub-api";
import { renderAccountPage } from "../test-support";

afterEach(() => vi.unstubAllGlobals());

const customerMe = { kind: "customer", user: customerUser, userInfo: customerInfo, billing: customerBilling };

const weekly: SavedList = {
  id: 4,
  name: "Weekly",
  created_at: "2026-05-14T15:30:00.000Z",
  lines: [
    { item: "C69-BUMPER", descrip: "1969 Chevrolet Camaro front bumper", qty: 2, price: 296.99, onhand: 4 },
    { item: "F67-HOOD", descrip: "1967-1968 Ford Mustang steel hood", qty: 1, price: 494.99, onhand: 0 },
  ],
};

/** A server that keeps one list and changes it as the calls say. */
function stubLists() {
  let lists = [weekly];
  return stubApi({
    "GET /api/me": customerMe,
    "GET /api/savedLists": () => ({ lists }),
    "POST /api/savedLists/4/rename": (call: RecordedCall) => {
      lists = lists.map((list) => ({ ...list, name: (call.body as { name: string }).name }));
      return { list: lists[0] };
    },
    "POST /api/savedLists/4/lines": (call: RecordedCall) => {
      const { item, qty } = call.body as { item: string; qty: number };
      lists = lists.map((list) => ({
        ...list,
        lines: qty === 0 ? list.lines.filter((line) => line.item !== item) : list.lines.map((line) => (line.item === item ? { ...line, qty } : line)),
      }));
      return { list: lists[0] };
    },
    "POST /api/savedLists/4/delete": () => {
      lists = [];
      return { status: "deleted" };
    },
    "POST /api/savedLists/4/addToCart": { added: [{ item: "C69-BUMPER", descrip: "bumper", qty: 2, price: 296.99 }], refused: [] },
  });
}

describe("Saved Lists", () => {
  it("shows each list's parts at today's price, changes a quantity, removes a part and renames the list", async () => {
    const api = stubLists();
    const user = userEvent.setup();
    renderAccountPage("/profile?tab=Saved%20Lists", signedInCustomer);
    const list = await screen.findByRole("region", { name: "Weekly" });
    expect(within(list).getByText("Item C69-BUMPER · $296.99 each · 4 in stock")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(list).getAllByRole("button", { name: "Increase quantity" })[0]!);
    await vi.waitFor(() => expect(api.bodiesOf("POST /api/savedLists/4/lines")).toEqual([{ item: "C69-BUMPER", qty: 3 }]));
    await user.click(within(list).getByRole("button", { name: /^Remove.*F67-HOOD/ }));
    await vi.waitFor(() => expect(document.querySelector('[data-list-line="F67-HOOD"]')).toBeNull());
    await user.click(within(list).getByRole("button", { name: /^Rename/ }));
    const name = screen.getByLabelText("New name for Weekly");
    await user.clear(name);
    await user.type(name, "Monday");
    await user.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByRole("region", { name: "Monday" })).toBeInTheDocument();
  });

  it("adds a whole list to the cart and opens it, and deletes a list after asking", async () => {
    const api = stubLists();
    const user = userEvent.setup();
    renderAccountPage("/profile?tab=Saved%20Lists", signedInCustomer);
    const list = await screen.findByRole("region", { name: "Weekly" });
    await user.click(within(list).getByRole("button", { name: /^Delete/ }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    expect(await screen.findByText("You have no saved lists yet. Save your cart as a list from the cart page.")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/savedLists/4/delete")).toHaveLength(1);
  });

  it("puts the list in the cart", async () => {
    const api = stubLists();
    renderAccountPage("/profile?tab=Saved%20Lists", signedInCustomer);
    const list = await screen.findByRole("region", { name: "Weekly" });
    await userEvent.setup().click(within(list).getByRole("button", { name: /^Add to cart/ }));
    expect(await screen.findByRole("heading", { name: "Cart" })).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/savedLists/4/addToCart")).toHaveLength(1);
  });
});
