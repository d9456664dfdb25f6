import { queryOptions, type UseMutationOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { apiPost } from "../../lib/api";
import { useAppState } from "../../lib/app-state";
import { useWords } from "../../lib/i18n";
import { type Shopper, shopperOf, useViewer } from "../../lib/viewer";
import { englishT, type Translate } from "../../ui/translate";

/**
 * The server's cart (spec section 7: /addToShoppingCart, /getItems_carts, /getCurrentQuantity,
 * /updateQuantity), shared by the header, the quick view, sign-in and the buying pages. Its contracts
 * load beside the request: the header asks for the count on every page, and zod stays out of the first
 * download (docs/decisions/009-web-layers.md).
 */
const contracts = () => import("../../../domain/contracts/buying");

/** Everything priced from the cart lives under its key, so one invalidation refreshes the badge, the cart and checkout. */
export const cartKeys = {
  all: ["cart"] as const,
  of: (shopper: Shopper) => ["cart", shopper.type, String(shopper.user)] as const,
  lines: (shopper: Shopper) => [...cartKeys.of(shopper), "lines"] as const,
  quantities: (shopper: Shopper) => [...cartKeys.of(shopper), "quantities"] as const,
};

/** POST /getItems_carts: the shopper's lines, each at their one price, and the subtotal. */
export const cartLinesQueryOptions = (shopper: Shopper) =>
  queryOptions({
    queryKey: cartKeys.lines(shopper),
    queryFn: () => apiPost("/getItems_carts", shopper, { schema: () => contracts().then((c) => c.cartReply) }),
    staleTime: 0,
  });

/** The signed-in shopper's cart; nothing is asked for a visitor. */
export function useCartLines(shopper: Shopper | null) {
  return useQuery({ ...cartLinesQueryOptions(shopper ?? { user: "", type: 1 }), enabled: shopper !== null });
}

/** The header's count: the quantities of every line, summed. */
export function cartItemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((total, line) => total + Math.max(line.quantity, 0), 0);
}

/** How many parts the header's badge shows: the server cart's total quantity when signed in, the kept lines for a visitor. */
export function useCartCount(): number {
  const viewer = useViewer();
  const { state } = useAppState();
  const shopper = shopperOf(viewer);
  const quantities = useQuery({
    queryKey: cartKeys.quantities(shopper ?? { user: "", type: 1 }),
    queryFn: () => apiPost("/getCurrentQuantity", shopper, { schema: () => contracts().then((c) => c.currentQuantityReply) }),
    enabled: shopper !== null,
    staleTime: 30_000,
  });
  if (!shopper) return cartItemCount(state.cart);
  return cartItemCount(quantities.data?.quantity ?? []);
}

/** POST /addToShoppingCart: adds a quantity of a part to the shopper's cart; refused lines throw the server's message. */
export function addToServerCart(shopper: Shopper, item: string, quantity: number) {
  return apiPost("/addToShoppingCart", { item, quantity, ...shopper }, { schema: () => contracts().then((c) => c.cartAddReply) });
}

/** Adds to the signed-in shopper's cart (the quick view's Add to Cart); on success the badge, the cart and checkout are asked again. */
export const addToCartMutation = (shopper: Shopper | null): UseMutationOptions<{ status: "saved" }, Error, { item: string; quantity: number }> => ({
  mutationFn: ({ item, quantity }: { item: string; quantity: number }) => {
    if (!shopper) throw new Error("Sign in to use your cart");
    return addToServerCart(shopper, item, quantity);
  },
  onSuccess: (_reply, _line, _onMutate, { client }) => client.invalidateQueries({ queryKey: cartKeys.all }),
});

/** POST /updateQuantity: sets a line's quantity (0 removes it); the cart is asked again either way, so it shows what the server holds. */
export function useSetCartQuantity(shopper: Shopper | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, quantity }: { item: string; quantity: number }) => {
      if (!shopper) throw new Error("Sign in to use your cart");
      return apiPost("/updateQuantity", { item, quantity, ...shopper }, { schema: () => contracts().then((c) => c.cartUpdateReply) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** What became of a visitor's kept lines when they signed in. */
export interface CartMerge {
  added: string[];
  refused: { item: string; message: string }[];
}

/**
 * Adds every line a visitor kept to the signed-in shopper's server cart, one at a time; a refused line is
 * reported, never dropped silently. `settled` hears of each line once the server has answered for it.
 */
export async function mergeKeptLines(
  shopper: Shopper,
  lines: readonly { id: string; quantity: number }[],
  settled: (item: string) => void = () => {},
): Promise<CartMerge> {
  const merge: CartMerge = { added: [], refused: [] };
  for (const line of lines) {
    try {
      await addToServerCart(shopper, line.id, line.quantity);
      merge.added.push(line.id);
    } catch (error) {
      merge.refused.push({ item: line.id, message: error instanceof Error ? error.message : String(error) });
    }
    settled(line.id);
  }
  return merge;
}

/** The toast for a kept line the server would not take (in English unless given the page's `t`). */
export function refusedLineMessage(refused: { item: string; message: string }, t: Translate = englishT): string {
  return t("cart.merge.refused", { code: refused.item, reason: refused.message });
}

/**
 * At sign-in (or whenever a signed-in shopper still has lines kept from before), the kept lines go to
 * the server cart, each leaving the kept cart as soon as the server answered for it (so a page left
 * half way sends only what is left); the shopper is told of each line the server refused.
 */
export function useKeptCartMerge(): void {
  const { t } = useWords();
  const viewer = useViewer();
  const { state, dispatch } = useAppState();
  const queryClient = useQueryClient();
  const merging = useRef(false);
  const shopper = shopperOf(viewer);
  const current = useRef(shopper);
  current.current = shopper;
  const owner = shopper ? `${shopper.type}:${shopper.user}` : null;
  const kept = state.cart;

  useEffect(() => {
    const target = current.current;
    if (!owner || !target || kept.length === 0 || merging.current) return;
    merging.current = true;
    void mergeKeptLines(target, kept, (item) => dispatch({ type: "removeFromCart", id: item })).then((merge) => {
      // The toasts' code is not in the first download: it loads when a line is refused.
      if (merge.refused.length > 0) {
        void import("react-toastify").then(({ toast }) => {
          for (const refused of merge.refused) toast.error(refusedLineMessage(refused, t), { toastId: `merge-${refused.item}` });
        });
      }
      merging.current = false;
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    });
  }, [owner, kept, dispatch, queryClient, t]);
}

/** POST /api/quickOrder: puts every good line of a list of part numbers and quantities in the cart; the server names each line it could not add. */
export function useQuickOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lines: string) => apiPost("/quickOrder", { lines }, { schema: () => import("../../../domain/contracts/trade").then((c) => c.cartFillReply) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** POST /shippingEstimate: what shipping the customer's cart would cost to a postal code (or their own address when none), refreshed with the cart. */
export function useShippingEstimate(shopper: Shopper | null, postalCode: string | undefined) {
  return useQuery({
    queryKey: [...cartKeys.of(shopper ?? { user: "", type: 1 }), "shipping", postalCode ?? "own address"] as const,
    queryFn: () =>
      apiPost("/shippingEstimate", postalCode === undefined ? {} : { postal_code: postalCode }, {
        schema: () => import("../../../domain/contracts/shipping-estimate").then((c) => c.shippingEstimateReply),
      }),
    enabled: shopper !== null && shopper.type === 1,
    retry: false,
    staleTime: 0,
  });
}
