import { queryOptions, type UseMutationOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost, contractsOf } from "../../lib/api";
import type { Shopper } from "../../lib/viewer";

// Loaded beside the first call: the list and part pages import this file for the quick view's button (decision 009).
const wishlistContract = contractsOf(() => import("../../../domain/contracts/wishlist"));

/** Customers use /addToWishlist, /removeFromWishlist and /wishlist; dealers the _dealer variants (spec section 7). */
const suffixOf = (shopper: Shopper) => (shopper.type === 2 ? "_dealer" : "");

/** The wishlist's query keys, per shopper. */
export const wishlistKeys = {
  all: ["wishlist"] as const,
  of: (shopper: Shopper) => ["wishlist", shopper.type, String(shopper.user)] as const,
};

/** GET /wishlist?userid (or /wishlist_dealer): the saved parts, newest first, priced for the shopper. */
export const wishlistQueryOptions = (shopper: Shopper) =>
  queryOptions({
    queryKey: wishlistKeys.of(shopper),
    queryFn: ({ signal }) => apiGet(`/wishlist${suffixOf(shopper)}`, { schema: wishlistContract("wishlistReply"), params: { userid: shopper.user }, signal }),
    staleTime: 0,
  });

/** The signed-in shopper's wishlist; nothing is asked for a visitor. */
export function useWishlist(shopper: Shopper | null) {
  return useQuery({ ...wishlistQueryOptions(shopper ?? { user: "", type: 1 }), enabled: shopper !== null });
}

/** POST /addToWishlist (or _dealer), the quick view's Add to Wishlist: 'saved', or 'exist' when the part is already there. */
export const addToWishlistMutation = (shopper: Shopper | null): UseMutationOptions<{ status: "saved" | "exist" }, Error, string> => ({
  mutationFn: (item: string) => {
    if (!shopper) throw new Error("Sign in to use your wishlist");
    return apiPost(`/addToWishlist${suffixOf(shopper)}`, { item, user: shopper.user }, { schema: wishlistContract("wishlistAddReply") });
  },
  onSuccess: (_reply, _item, _onMutate, { client }) => client.invalidateQueries({ queryKey: wishlistKeys.all }),
});

/** POST /removeFromWishlist (or _dealer): answers 1 once the part is off the list. */
export function useRemoveFromWishlist(shopper: Shopper | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: string) => {
      if (!shopper) throw new Error("Sign in to use your wishlist");
      return apiPost(`/removeFromWishlist${suffixOf(shopper)}`, { item, user: shopper.user }, { schema: wishlistContract("wishlistRemoveReply") });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
