// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CartLine } from "../../../../domain/contracts/buying";
import { CART_EMPTY, DELETE_CART_LINE_CONFIRM } from "../../../../domain/orders";
import { setCurrentVehicle } from "../../../products/current-vehicle";
import { axeViolations, renderPages } from "../../../test-utils/render";
import { aCart, aCartLine, signedInCustomer, signedInDealer } from "../../../test-utils/shop-data";
import { failure, type RecordedCall, stubApi } from "../../../test-utils/stub-api";
import { CartPage } from "./cart-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A server cart the page can change: /updateQuantity sets a line (0 removes it), /getItems_carts answers what is there now. */
function stubCart(lines: CartLine[]) {
  let current = lines;
  return stubApi({
    "POST /api/getItems_carts": () => aCart(current),
    "POST /api/updateQuantity": (call: RecordedCall) => {
      const { item, quantity } = call.body as { item: string; quantity: number };
      current =
        quantity === 0
          ? current.filter((line) => line.item !== item)
          : current.map((line) => (line.item === item ? { ...line, qty: quantity, line: Math.round(line.price * quantity * 100) / 100 } : line));
      return { status: "updated" };
    },
  });
}

const hood = aCartLine({ item: "F67-HOOD", descrip: "1967-1968 Ford Mustang steel hood", price: 494.99, list: 549.99, qty: 2, onhand: 2, oversize: true });
const line = (item: string) => document.querySelector<HTMLElement>(`[data-line="${item}"]`)!;

describe("/cart", () => {
  it("speaks French on a French page: its lines, prices, summary and the shipping estimate", async () => {
    stubApi({
      "POST /api/getItems_carts": () => aCart([hood]),
      "POST /api/shippingEstimate": { postal_code: "H2X 1Y4", country: "CA", province: "QC", quote: false, oversize: false, shipping: 14.95, shippingDays: 2 },
    });
    renderPages({ "/cart": CartPage }, { path: "/cart", appState: signedInCustomer, locale: "fr-CA" });
    expect(screen.getByRole("heading", { level: 1, name: "Panier" })).toBeInTheDocument();
    await screen.findByRole("list", { name: "Articles du panier" });
    expect(line("F67-HOOD").querySelector("[data-unit-price]")?.textContent).toBe("494,99\u00a0$");
    expect(line("F67-HOOD").querySelector("s")?.textContent).toBe("au lieu de 549,99\u00a0$");
    expect(line("F67-HOOD").querySelector("[data-line-total]")?.textContent).toBe("989,98\u00a0$");
    expect(within(line("F67-HOOD")).getByRole("spinbutton", { name: "Quantité de F67-HOOD" })).toHaveValue(2);
    const summary = screen.getByRole("region", { name: "Récapitulatif du panier" });
    expect(summary.querySelector('[data-summary="Subtotal"]')?.textContent).toBe("989,98\u00a0$");
    expect(within(summary).getByRole("button", { name: "Passer à la caisse" })).toBeInTheDocument();
    expect(await screen.findByText("14,95 $, livraison en environ 2 jours ouvrables. Les taxes sont ajoutées au paiement.")).toBeInTheDocument();
  });

  it("names a line by the French description staff wrote, the English one where there is none (decision 039)", async () => {
    stubCart([
      aCartLine({ descrip_fr: "Pare-chocs avant Camaro 1969" }),
      aCartLine({ item: "F67-HOOD", descrip: "1967-1968 Ford Mustang steel hood", descrip_fr: null }),
    ]);
    renderPages({ "/cart": CartPage }, { path: "/cart", appState: signedInCustomer, locale: "fr-CA" });
    await screen.findByRole("list", { name: "Articles du panier" });
    expect(within(line("C69-BUMPER")).getByRole("heading", { name: "Pare-chocs avant Camaro 1969" })).toBeInTheDocument();
    expect(within(line("F67-HOOD")).getByRole("heading", { name: "1967-1968 Ford Mustang steel hood" })).toBeInTheDocument();
  });

  it("says in French that the cart is empty", async () => {
    stubApi({ "POST /api/getItems_carts": () => aCart([]) });
    renderPages({ "/cart": CartPage }, { path: "/cart", appState: signedInCustomer, locale: "fr-CA" });
    expect(await screen.findByText("Votre panier ne contient encore aucune pièce.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Parcourir les pièces" })).toHaveAttribute("href", "/all-products");
  });

  it("marks the lines that do not fit the current vehicle, with the quick view's words, and only those", async () => {
    setCurrentVehicle({ year: 1967, make: "FORD", model: "Mustang" });
    try {
      stubCart([aCartLine({ fits: ["1969|CHEVROLET|Camaro"] }), { ...hood, fits: ["1967-1968|FORD|Mustang"] }, aCartLine({ item: "U-POLISH", fits: [] })]);
      renderPages({ "/cart": CartPage }, { path: "/cart", appState: signedInCustomer });
      await screen.findByRole("list", { name: "Cart lines" });
      expect(line("C69-BUMPER")).toHaveTextContent("Does not fit your 1967 Ford Mustang");
      expect(line("F67-HOOD")).not.toHaveTextContent(/fit your/);
      expect(line("U-POLISH")).not.toHaveTextContent(/fit your/);
      expect(await axeViolations()).toEqual([]);
    } finally {
      setCurrentVehicle(null);
    }
  });

  it("shows each line with its one price (list struck through), quantity and total, and the subtotal", async () => {
    stubCart([aCartLine(), hood]);
    renderPages({ "/cart": CartPage }, { path: "/cart", appState: signedInCustomer });
    await screen.findByRole("list", { name: "Cart lines" });
    const bumper = within(line("C69-BUMPER"));
    expect(bumper.getByRole("heading", { name: "1969 Chevrolet Camaro front bumper" })).toBeInTheDocument();
    expect(bumper.getByText("Item C69-BUMPER")).toBeInTheDocument();
    expect(bumper.getByText("$296.99", { selector: "[data-unit-price]" })).toBeInTheDocument();
    expect(bumper.getByText("$296.99", { selector: "[data-line-total]" })).toBeInTheDocument();
    expect(bumper.getByText("$329.99").closest("s")).not.toBeNull();
    expect(within(line("F67-HOOD")).getByText("$989.98")).toBeInTheDocument();
    expect(screen.getByText("$1,286.97", { selector: '[data-summary="Subtotal"]' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("caps a customer's quantity at the stock on hand and saves each change", async () => {
    const api = stubCart([hood]);
    const user = userEvent.setup();
    renderPages({ "/cart": CartPage }, { path: "/cart", appState: signedInCustomer });
    const box = await screen.findByRole("spinbutton", { name: "Quantity of F67-HOOD" });
    expect(box).toHaveValue(2);
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(await screen.findByText("Quantity exceeds available stock")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/updateQuantity")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Decrease quantity" }));
    await waitFor(() => expect(api.bodiesOf("POST /api/updateQuantity")).toEqual([{ item: "F67-HOOD", quantity: 1, user: 7, type: 1 }]));
    await waitFor(() => expect(screen.getByRole("spinbutton", { name: "Quantity of F67-HOOD" })).toHaveValue(1));
    expect(within(line("F67-HOOD")).getByText("$494.99", { selector: "[data-line-total]" })).toBeInTheDocument();
  });

  it("asks before removing a line, and removes it only when told to", async () => {
    const api = stubCart([aCartLine(), hood]);
    const user = userEvent.setup();
    renderPages({ "/cart": CartPage }, { path: "/cart", appState: signedInCustomer });
    await user.click(await screen.findByRole("button", { name: "Remove 1967-1968 Ford Mustang steel hood from the cart" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove item" });
    expect(within(dialog).getByText(DELETE_CART_LINE_CONFIRM)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.callsTo("POST", "/api/updateQuantity")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Remove 1967-1968 Ford Mustang steel hood from the cart" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(api.bodiesOf("POST /api/updateQuantity")).toEqual([{ item: "F67-HOOD", quantity: 0, user: 7, type: 1 }]);
    await waitFor(() => expect(document.querySelector('[data-line="F67-HOOD"]')).toBeNull());
  });

  it("tells a customer when a line holds more than is now in stock", async () => {
    stubCart([aCartLine({ qty: 3, onhand: 2 }), { ...hood, qty: 1, onhand: 0 }]);
    renderPages({ "/cart": CartPage }, { path: "/cart", appState: signedInCustomer });
    expect(await screen.findByText("Only 2 in stock: please lower the quantity.")).toBeInTheDocument();
    expect(screen.getByText("Out of stock: please remove it from the cart.")).toBeInTheDocument();
  });

  it("asks before removing when the quantity is stepped down to 0", async () => {
    stubCart([aCartLine({ qty: 1 })]);
    const user = userEvent.setup();
    renderPages({ "/cart": CartPage }, { path: "/cart", appState: signedInCustomer });
    await screen.findByRole("spinbutton", { name: "Quantity of C69-BUMPER" });
    await user.click(screen.getByRole("button", { name: "Decrease quantity" }));
    expect(await screen.findByRole("alertdialog", { name: "Remove item" })).toBeInTheDocument();
  });

  it("alerts 'Your cart is empty' at checkout with nothing in the cart", async () => {
    stubCart([]);
    const user = userEvent.setup();
    const { router } = renderPages({ "/cart": CartPage }, { path: "/cart", appState: signedInCustomer });
    await user.click(await screen.findByRole("button", { name: "Checkout" }));
    expect(await screen.findByText(CART_EMPTY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/cart");
  });

  it("sends a customer to /confirm-order", async () => {
    stubCart([aCartLine()]);
    const user = userEvent.setup();
    renderPages({ "/cart": CartPage }, { path: "/cart", appState: signedInCustomer });
    await user.click(await screen.findByRole("button", { name: "Checkout" }));
    expect(await screen.findByRole("heading", { name: "Landed on /confirm-order" })).toBeInTheDocument();
  });

  it("lets a dealer order beyond stock (the rest on back order), shows the MSRP, and sends them to /dealer-confirm-order", async () => {
    const api = stubCart([aCartLine({ item: "F67-HOOD", descrip: "Hood", price: 400, list: null, cause: null, msrp: 549.99, qty: 5, onhand: 4 })]);
    const user = userEvent.setup();
    renderPages({ "/cart": CartPage }, { path: "/cart", appState: signedInDealer });
    await screen.findByRole("spinbutton", { name: "Quantity of F67-HOOD" });
    expect(screen.getByText("1 on back order: ships when it arrives")).toBeInTheDocument();
    expect(screen.getByText("MSRP $549.99")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    await waitFor(() => expect(api.bodiesOf("POST /api/updateQuantity")).toEqual([{ item: "F67-HOOD", quantity: 6, user: "D10001", type: 2 }]));
    expect(api.bodiesOf("POST /api/getItems_carts")[0]).toEqual({ user: "D10001", type: 2 });
    await user.click(screen.getByRole("button", { name: "Checkout" }));
    expect(await screen.findByRole("heading", { name: "Landed on /dealer-confirm-order" })).toBeInTheDocument();
  });
});

describe("Save as list", () => {
  it("saves the cart under a name and links to the saved lists; a refusal is shown on the field", async () => {
    const api = stubApi({
      "POST /api/getItems_carts": () => aCart([aCartLine()]),
      "POST /api/savedLists": (call: RecordedCall) =>
        (call.body as { name: string }).name === "Taken"
          ? failure(409, "You already have a list named Taken.", "CONFLICT")
          : { list: { id: 1, name: "Weekly", created_at: "2026-05-14T15:30:00.000Z", lines: [] } },
    });
    const user = userEvent.setup();
    renderPages({ "/cart": CartPage }, { path: "/cart", appState: signedInCustomer });
    const name = await screen.findByLabelText("List name");
    await user.type(name, "Taken");
    await user.click(screen.getByRole("button", { name: "Save as list" }));
    expect(await screen.findByText("You already have a list named Taken.")).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, " Weekly ");
    await user.click(screen.getByRole("button", { name: "Save as list" }));
    expect(await screen.findByText(/Saved as the list Weekly/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See your saved lists" })).toHaveAttribute("href", "/profile?tab=Saved%20Lists");
    expect(api.bodiesOf("POST /api/savedLists")).toEqual([{ name: "Taken" }, { name: "Weekly" }]);
    expect(await axeViolations()).toEqual([]);
  });
});
