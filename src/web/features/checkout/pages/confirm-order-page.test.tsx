// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AddressEntry, ChangeAddressReply } from "../../../../domain/contracts/buying";
import { DELETE_ADDRESS_CONFIRM, OVERSIZE_NOTE, PICKUP_NOTES, POLICY_AGREEMENT, POLICY_NOT_AGREED } from "../../../../domain/orders";
import { axeViolations, renderPages, storedAppState } from "../../../test-utils/render";
import { aCartLine, aCheckout, anAddressEntry, signedInCustomer, signedInDealer } from "../../../test-utils/shop-data";
import { failure, type RecordedCall, stubApi } from "../../../test-utils/stub-api";
import { ConfirmOrderPage } from "./confirm-order-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const halifax = anAddressEntry();
const figures: Record<number, ChangeAddressReply> = {
  0: {
    total_shipping: 39.95,
    shippingDays: 2,
    tax: 43.8,
    taxRate: 0.13,
    tax_lines: [{ name: "HST", rate: 0.13, amount: 43.8 }],
    total: 380.74,
    oversize: false,
  },
  1: { total_shipping: 0, shippingDays: 0, tax: 38.61, taxRate: 0.13, tax_lines: [{ name: "HST", rate: 0.13, amount: 38.61 }], total: 335.6, oversize: false },
  1001: {
    total_shipping: 59.95,
    shippingDays: 4,
    tax: 53.54,
    taxRate: 0.14,
    tax_lines: [{ name: "HST", rate: 0.14, amount: 53.54 }],
    total: 410.48,
    oversize: false,
  },
  1002: { total_shipping: 74.95, shippingDays: 6, tax: 0, taxRate: 0, tax_lines: [], total: 371.94, oversize: false },
};

/** A customer's checkout on the server: the address book changes with /newShippingAdd and /deleteAddress, /changeAddress prices by id. */
function stubCheckout({ book = [halifax], oversize = false }: { book?: AddressEntry[]; oversize?: boolean } = {}) {
  let addressBook = book;
  return stubApi({
    "POST /api/checkout": () => aCheckout({ addressBook, oversize, carts: oversize ? [aCartLine({ oversize: true })] : [aCartLine()] }),
    "POST /api/changeAddress": (call: RecordedCall) => {
      const id = (call.body as { id: number }).id;
      return { ...figures[id]!, oversize: oversize && id !== 1 };
    },
    "POST /api/newShippingAdd": (call: RecordedCall) => {
      const { address } = call.body as { address: Omit<AddressEntry, "id" | "company"> & { company?: string } };
      addressBook = [...addressBook, { ...address, company: address.company ?? null, id: 1002 }];
      return { addressBook };
    },
    "POST /api/deleteAddress": (call: RecordedCall) => {
      addressBook = addressBook.filter((entry) => entry.id !== (call.body as { id: number }).id);
      return { addressBook };
    },
    "POST /api/getQuote": { status: "ok", sono: "100044" },
  });
}

function renderConfirm(appState = signedInCustomer) {
  return renderPages({ "/confirm-order": ConfirmOrderPage }, { path: "/confirm-order", appState });
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement | HTMLSelectElement;
const summary = (label: string) => document.querySelector(`[data-summary="${label}"]`)?.textContent;
const policy = () => screen.getByRole("checkbox", { name: POLICY_AGREEMENT });

describe("/confirm-order", () => {
  it("leads to the receipt of the order just paid when its cart is empty (Back after paying, or the page reopened)", async () => {
    stubApi({ "POST /api/checkout": failure(409, "Your cart is empty", "CONFLICT") });
    const { router } = renderConfirm({ ...signedInCustomer, orderSono: "100070" });
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toMatch(/^\/order-receipt\?so=100070&id=\d+$/));
    expect(screen.queryByText("Your order could not be priced. Please try again later.")).toBeNull();
  });

  it("still says the cart is empty when no order was just paid", async () => {
    stubApi({ "POST /api/checkout": aCheckout({ carts: [] }) });
    renderConfirm();
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
  });

  it("starts from the customer's own address, with the items and the server's figures in CAD", async () => {
    stubCheckout();
    renderConfirm();
    expect(await screen.findByRole("table", { name: "Items in your order" })).toBeInTheDocument();
    expect(field("First name").value).toBe("Ada");
    expect(field("Address").value).toBe("100 Example Drive");
    expect(field("Country").value).toBe("CA");
    expect(field("Province / State").value).toBe("ON");
    expect([summary("Subtotal"), summary("Shipping"), summary("Tax"), summary("Total")]).toEqual(["$296.99", "$39.95", "$43.80", "$380.74"]);
    expect(screen.getByRole("button", { name: "Confirm Order" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit Order" })).toHaveAttribute("href", "/cart");
    expect(await axeViolations()).toEqual([]);
  });

  it("sets the province when the country changes: Canada ON, the USA NY", async () => {
    stubCheckout();
    const user = userEvent.setup();
    renderConfirm();
    await screen.findByRole("table", { name: "Items in your order" });
    await user.selectOptions(field("Country"), "USA");
    expect(field("Province / State").value).toBe("NY");
    expect(within(field("Province / State")).getByRole("option", { name: "New York" })).toBeInTheDocument();
    await user.selectOptions(field("Country"), "CA");
    expect(field("Province / State").value).toBe("ON");
  });

  it("fills the form from an address book entry and replaces the shipping with the server's for it", async () => {
    const api = stubCheckout();
    const user = userEvent.setup();
    renderConfirm();
    await screen.findByRole("table", { name: "Items in your order" });
    await user.selectOptions(field("Address book"), "1001");
    expect(field("City").value).toBe("Halifax");
    expect(field("Province / State").value).toBe("NS");
    await waitFor(() => expect(summary("Shipping")).toBe("$59.95"));
    expect(summary("Total")).toBe("$410.48");
    expect(api.bodiesOf("POST /api/changeAddress")).toEqual([{ id: 1001 }]);
  });

  it("adds an address to the book only once every shipping field is filled", async () => {
    const api = stubCheckout({ book: [] });
    const user = userEvent.setup();
    renderConfirm();
    await screen.findByRole("table", { name: "Items in your order" });
    const add = screen.getByRole("button", { name: "Add to Address Book" });
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(add).toBeDisabled();
    await user.type(field("Address"), "1 Main Street");
    await user.type(field("City"), "Buffalo");
    await user.selectOptions(field("Country"), "USA");
    await user.type(field("Postal / ZIP code"), "14201");
    expect(add).toBeDisabled();
    await user.type(field("Phone"), "7165550100");
    expect(add).toBeEnabled();
    await user.click(add);
    expect(await screen.findByText("Address added to your address book.")).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/newShippingAdd")).toEqual([
      {
        userID: 7,
        address: {
          forename: "Ada",
          surname: "Lovelace",
          address: "1 Main Street",
          city: "Buffalo",
          state: "NY",
          zipcode: "14201",
          country: "USA",
          tel: "(716) 555-0100",
        },
      },
    ]);
    await waitFor(() => expect(field("Address book").value).toBe("1002"));
    await waitFor(() => expect(summary("Shipping")).toBe("$74.95"));
  });

  it("deletes an address after asking, and goes back to the own address", async () => {
    const api = stubCheckout();
    const user = userEvent.setup();
    renderConfirm();
    await screen.findByRole("table", { name: "Items in your order" });
    expect(screen.getByRole("button", { name: "Delete Address" })).toBeDisabled();
    await user.selectOptions(field("Address book"), "1001");
    await user.click(screen.getByRole("button", { name: "Delete Address" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete address" });
    expect(within(dialog).getByText(DELETE_ADDRESS_CONFIRM)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.bodiesOf("POST /api/deleteAddress")).toEqual([{ id: 1001 }]));
    await waitFor(() => expect(field("Address book").value).toBe("0"));
    expect(within(field("Address book")).queryByRole("option", { name: /Halifax/ })).toBeNull();
    expect(field("City").value).toBe("Woodbridge");
  });

  it("clears company, address, city, postal code, phone and notes, but keeps the country and province", async () => {
    stubCheckout();
    const user = userEvent.setup();
    renderConfirm();
    await screen.findByRole("table", { name: "Items in your order" });
    await user.type(field("Company (optional)"), "Garage");
    await user.type(field("Notes (optional)"), "Ring the bell");
    await user.click(screen.getByRole("button", { name: "Clear" }));
    for (const label of ["Company (optional)", "Address", "City", "Postal / ZIP code", "Phone", "Notes (optional)"]) expect(field(label).value).toBe("");
    expect(field("Country").value).toBe("CA");
    expect(field("Province / State").value).toBe("ON");
    expect(field("First name").value).toBe("Ada");
  });

  it("locks the form on the store's address for pickup in store, with no shipping", async () => {
    const api = stubCheckout();
    const user = userEvent.setup();
    renderConfirm();
    await screen.findByRole("table", { name: "Items in your order" });
    await user.click(screen.getByRole("checkbox", { name: "Pick up in store" }));
    expect(field("Address")).toBeDisabled();
    expect(field("Address").value).toBe("100 Example Drive");
    expect(field("Company (optional)").value).toBe("Partshop Woodbridge");
    expect(field("Province / State").value).toBe("ON");
    expect(field("Notes (optional)").value).toBe(PICKUP_NOTES);
    await waitFor(() => expect(summary("Shipping")).toBe("$0.00"));
    expect(api.bodiesOf("POST /api/changeAddress")).toEqual([{ id: 1 }]);
    await user.click(screen.getByRole("checkbox", { name: "Pick up in store" }));
    expect(field("Address")).toBeEnabled();
    await waitFor(() => expect(summary("Shipping")).toBe("$39.95"));
  });

  it("blocks an invalid postal code and phone with field errors and a toast", async () => {
    stubCheckout();
    const user = userEvent.setup();
    const { router } = renderConfirm();
    await screen.findByRole("table", { name: "Items in your order" });
    await user.clear(field("Postal / ZIP code"));
    await user.type(field("Postal / ZIP code"), "12345");
    await user.clear(field("Phone"));
    await user.type(field("Phone"), "12345");
    await user.click(policy());
    await user.click(screen.getByRole("button", { name: "Confirm Order" }));
    expect(await screen.findAllByText("Invalid postal code")).toHaveLength(2);
    expect(field("Postal / ZIP code")).toHaveAccessibleDescription("Invalid postal code");
    expect(field("Phone")).toHaveAccessibleDescription("Invalid phone number");
    expect(router.state.location.pathname).toBe("/confirm-order");
  });

  it("alerts when the shipping policy is not agreed", async () => {
    stubCheckout();
    const user = userEvent.setup();
    const { router } = renderConfirm();
    await screen.findByRole("table", { name: "Items in your order" });
    await user.click(screen.getByRole("button", { name: "Confirm Order" }));
    expect(await screen.findByText(POLICY_NOT_AGREED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/confirm-order");
  });

  it("keeps the order draft with the server's figures and goes to /payment", async () => {
    const api = stubCheckout();
    const user = userEvent.setup();
    renderConfirm();
    await screen.findByRole("table", { name: "Items in your order" });
    await user.type(field("Notes (optional)"), "Leave at the side door");
    await user.click(policy());
    await user.click(screen.getByRole("button", { name: "Confirm Order" }));
    expect(await screen.findByRole("heading", { name: "Landed on /payment" })).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/newShippingAdd")).toHaveLength(0);
    expect(storedAppState().order).toEqual({
      addressID: 0,
      pickup: false,
      notes: "Leave at the side door",
      subtotal: 296.99,
      tax: 43.8,
      tax_lines: [{ name: "HST", rate: 0.13, amount: 43.8 }],
      shipping: 39.95,
      shippingDays: 2,
      total: 380.74,
      policyAgreed: true,
      shipTo: {
        forename: "Ada",
        surname: "Lovelace",
        company: null,
        address: "100 Example Drive",
        city: "Woodbridge",
        state: "ON",
        zipcode: "L4L 0A1",
        country: "CA",
        tel: "(905) 555-0142",
      },
    });
  });

  it("saves a typed address to the book on Confirm and orders to it by its id", async () => {
    const api = stubCheckout({ book: [] });
    const user = userEvent.setup();
    renderConfirm();
    await screen.findByRole("table", { name: "Items in your order" });
    await user.clear(field("Address"));
    await user.type(field("Address"), "1 Main Street");
    await user.clear(field("City"));
    await user.type(field("City"), "Buffalo");
    await user.selectOptions(field("Country"), "USA");
    await user.clear(field("Postal / ZIP code"));
    await user.type(field("Postal / ZIP code"), "14201");
    expect(screen.getByText("Shipping and tax will be worked out for this address when you confirm.")).toBeInTheDocument();
    await user.click(policy());
    await user.click(screen.getByRole("button", { name: "Confirm Order" }));
    expect(await screen.findByRole("heading", { name: "Landed on /payment" })).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/newShippingAdd")).toHaveLength(1);
    expect(api.bodiesOf("POST /api/changeAddress")).toEqual([{ id: 1002 }]);
    expect(storedAppState().order).toMatchObject({ addressID: 1002, shipping: 74.95, tax: 0, total: 371.94 });
  });

  it("asks for a quote for an oversize order not picked up", async () => {
    const api = stubCheckout({ oversize: true });
    const user = userEvent.setup();
    renderConfirm();
    await screen.findByRole("table", { name: "Items in your order" });
    expect(screen.getByText(OVERSIZE_NOTE)).toBeInTheDocument();
    expect(summary("Shipping")).toBe("To be quoted");
    await user.type(field("Notes (optional)"), "Call first");
    await user.click(policy());
    await user.click(screen.getByRole("button", { name: "Get a Quote" }));
    expect(await screen.findByRole("heading", { name: "Landed on /order-quote?so=100044&id=7" })).toBeInTheDocument();
    expect(api.bodiesOf("POST /api/getQuote")).toEqual([{ custno: 7, addressID: 0, notes: "Call first", subtotal: 296.99 }]);
  });

  it("prices an oversize order picked up in store normally: no quote", async () => {
    stubCheckout({ oversize: true });
    const user = userEvent.setup();
    renderConfirm();
    await screen.findByRole("table", { name: "Items in your order" });
    await user.click(screen.getByRole("checkbox", { name: "Pick up in store" }));
    expect(await screen.findByRole("button", { name: "Confirm Order" })).toBeInTheDocument();
    expect(screen.queryByText(OVERSIZE_NOTE)).toBeNull();
  });

  it("sends a dealer to the dealer confirmation", async () => {
    const api = stubCheckout();
    renderConfirm(signedInDealer);
    expect(await screen.findByRole("heading", { name: "Landed on /dealer-confirm-order" })).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/checkout")).toHaveLength(0);
  });
});
