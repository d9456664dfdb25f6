import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failure, stubApi } from "../../test-utils/stub-api";
import { addToWishlistMutation, wishlistKeys } from "./api";

afterEach(() => vi.unstubAllGlobals());

/** Runs the quick view's Add to Wishlist as the page hands it over, in a client that already holds the wishlist. */
function addToWishlist(shopper: Parameters<typeof addToWishlistMutation>[0], item: string) {
  const client = new QueryClient();
  if (shopper) client.setQueryData(wishlistKeys.of(shopper), { items: [] });
  return { client, added: new MutationObserver(client, addToWishlistMutation(shopper)).mutate(item) };
}

describe("Add to Wishlist (the mutation the quick view is given)", () => {
  it("saves a customer's part under their id, answers whether it was new, and has the wishlist asked again", async () => {
    let saved = false;
    const api = stubApi({
      "POST /api/addToWishlist": () => {
        const status = saved ? "exist" : "saved";
        saved = true;
        return { status };
      },
    });
    const first = addToWishlist({ user: 7, type: 1 }, "F67-HOOD");
    expect(await first.added).toEqual({ status: "saved" });
    expect(first.client.getQueryState(["wishlist", 1, "7"])?.isInvalidated).toBe(true);
    expect(await addToWishlist({ user: 7, type: 1 }, "F67-HOOD").added).toEqual({ status: "exist" });
    expect(api.bodiesOf("POST /api/addToWishlist")).toEqual([
      { item: "F67-HOOD", user: 7 },
      { item: "F67-HOOD", user: 7 },
    ]);
  });

  it("saves a dealer's part with the dealer call under their account, and fails with the server's message", async () => {
    const api = stubApi({ "POST /api/addToWishlist_dealer": failure(500, "The shop is busy. Please try again.") });
    await expect(addToWishlist({ user: "D10001", type: 2 }, "F67-HOOD").added).rejects.toThrow("The shop is busy. Please try again.");
    expect(api.bodiesOf("POST /api/addToWishlist_dealer")).toEqual([{ item: "F67-HOOD", user: "D10001" }]);
    expect(api.callsTo("POST", "/api/addToWishlist")).toEqual([]);
  });
});
