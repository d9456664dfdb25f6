// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CartFillReply } from "../../../../domain/contracts/trade";
import { OrderAgainButton } from "../../../products/order-again-button";
import { axeViolations, renderPages } from "../../../test-utils/render";
import { aCart, aCartLine, signedInCustomer } from "../../../test-utils/shop-data";
import { failure, stubApi } from "../../../test-utils/stub-api";
import { CartPage } from "./cart-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const fill: CartFillReply = {
  added: [{ item: "C69-BUMPER", descrip: "1969 Chevrolet Camaro front bumper", qty: 1, price: 296.99 }],
  refused: [{ line: null, text: "F67-HOOD x 2", reason: "more than in stock (none in stock)" }],
};

function Receipt({ orderAgain }: { orderAgain: (so: string) => Promise<CartFillReply> }) {
  return (
    <main>
      <h1>Receipt</h1>
      <OrderAgainButton orderNumber="100050" orderAgain={orderAgain} />
    </main>
  );
}

describe("Order again", () => {
  it("puts the order in the cart and opens it, saying what was added and what could not be", async () => {
    stubApi({ "POST /api/getItems_carts": aCart([aCartLine()]) });
    const orderAgain = vi.fn(async () => fill);
    renderPages({ "/receipt": () => <Receipt orderAgain={orderAgain} />, "/cart": CartPage }, { path: "/receipt", appState: signedInCustomer });
    await userEvent.setup().click(await screen.findByRole("button", { name: /^Order again.*100050/ }));
    const report = await screen.findByRole("region", { name: "Order 100050 again" });
    expect(screen.getByRole("heading", { name: "Shopping Cart" })).toBeInTheDocument();
    expect(within(report).getByRole("status")).toHaveTextContent("Added to your cart: 1 part, 1 unit.");
    expect(within(report).getByRole("alert")).toHaveTextContent("F67-HOOD x 2: more than in stock (none in stock)");
    expect(within(report).queryByRole("link", { name: "View your cart" })).toBeNull();
    expect(orderAgain).toHaveBeenCalledWith("100050");
    await screen.findByRole("list", { name: "Cart lines" });
    expect(await axeViolations()).toEqual([]);
  });

  it("stays on the page and says why when the server refuses", async () => {
    stubApi({ "POST /api/orderAgain": failure(404, "Order 100050 was not found") });
    const orderAgain = vi.fn(async () => {
      throw new Error("Order 100050 was not found");
    });
    renderPages({ "/receipt": () => <Receipt orderAgain={orderAgain} /> }, { path: "/receipt", appState: signedInCustomer });
    await userEvent.setup().click(await screen.findByRole("button", { name: /^Order again.*100050/ }));
    expect(await screen.findByText("Order 100050 was not found")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Receipt" })).toBeInTheDocument();
  });
});
