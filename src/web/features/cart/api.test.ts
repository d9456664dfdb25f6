import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failure, stubApi } from "../../test-utils/stub-api";
import { addToCartMutation, cartKeys } from "./api";

afterEach(() => vi.unstubAllGlobals());

/** Runs the quick view's Add to Cart as the page hands it over, in a client that already shows a badge. */
function addToCart(shopper: Parameters<typeof addToCartMutation>[0], line: { item: string; quantity: number }) {
  const client = new QueryClient();
  if (shopper) client.setQueryData(cartKeys.quantities(shopper), { quantity: [] });
  return { client, added: new MutationObserver(client, addToCartMutation(shopper)).mutate(line) };
}

describe("Add to Cart (the mutation the quick view is given)", () => {
  it("adds a customer's line as type 1 under their id, then has the badge, the cart and checkout asked again", async () => {
    const api = stubApi({ "POST /api/addToShoppingCart": { status: "saved" } });
    const { client, added } = addToCart({ user: 7, type: 1 }, { item: "F67-HOOD", quantity: 1 });
    expect(await added).toEqual({ status: "saved" });
    expect(api.bodiesOf("POST /api/addToShoppingCart")).toEqual([{ item: "F67-HOOD", quantity: 1, user: 7, type: 1 }]);
    expect(client.getQueryState(["cart", 1, "7", "quantities"])?.isInvalidated).toBe(true);
  });

  it("adds a dealer's line as type 2 under their account", async () => {
    const api = stubApi({ "POST /api/addToShoppingCart": { status: "saved" } });
    await addToCart({ user: "D10001", type: 2 }, { item: "F67-HOOD", quantity: 2 }).added;
    expect(api.bodiesOf("POST /api/addToShoppingCart")).toEqual([{ item: "F67-HOOD", quantity: 2, user: "D10001", type: 2 }]);
  });

  it("fails with the server's refusal and leaves the cart's answers as they were", async () => {
    stubApi({ "POST /api/addToShoppingCart": failure(409, "Quantity exceeds available stock", "OUT_OF_STOCK") });
    const { client, added } = addToCart({ user: 7, type: 1 }, { item: "F67-HOOD", quantity: 9 });
    await expect(added).rejects.toThrow("Quantity exceeds available stock");
    expect(client.getQueryState(["cart", 1, "7", "quantities"])?.isInvalidated).toBe(false);
  });

  it("asks nothing for a visitor", async () => {
    const api = stubApi();
    await expect(addToCart(null, { item: "F67-HOOD", quantity: 1 }).added).rejects.toThrow("Sign in to use your cart");
    expect(api.callsTo("POST", "/api/addToShoppingCart")).toEqual([]);
  });
});
