import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  type AddressEntry,
  addressBookReply,
  type CheckoutReply,
  changeAddressReply,
  checkoutReply,
  orderAddress,
  quoteReply,
  type ShippingAddressFields,
  taxLine,
} from "../../../domain/contracts/buying";
import { apiPost } from "../../lib/api";
import { useAppState } from "../../lib/app-state";
import { cartKeys } from "../cart/api";
import { refreshAfterOrder } from "../orders/api";

/** Checkout prices the cart, so its answers live under the cart's key: any change to the cart asks them again. */
const checkoutKey = (userID: number) => [...cartKeys.of({ user: userID, type: 1 }), "checkout"] as const;

/** POST /checkout: the customer's cart priced to their own address, and their address book. */
export const checkoutQueryOptions = (userID: number) =>
  queryOptions({ queryKey: checkoutKey(userID), queryFn: () => apiPost("/checkout", { userID }, { schema: checkoutReply }), staleTime: 0, gcTime: 0 });

/** The customer's checkout; nothing is asked while `enabled` is false (a dealer on their way to their own page). */
export function useCheckout(userID: number, enabled = true) {
  return useQuery({ ...checkoutQueryOptions(userID), enabled });
}

/** POST /changeAddress: shipping, tax and total of the cart to an address book entry, the own address (0) or pickup (1). */
export function priceAddress(id: number) {
  return apiPost("/changeAddress", { id }, { schema: changeAddressReply });
}

/** Keeps the address book checkout showed in step with the one the server answered. */
function useAddressBookUpdate(userID: number) {
  const queryClient = useQueryClient();
  return (addressBook: AddressEntry[]) => queryClient.setQueryData<CheckoutReply>(checkoutKey(userID), (checkout) => (checkout ? { ...checkout, addressBook } : checkout));
}

/** POST /newShippingAdd: saves an address to the customer's address book; answers the new entry. */
export function useSaveAddress(userID: number) {
  const updateBook = useAddressBookUpdate(userID);
  return useMutation({
    mutationFn: async ({ address, known }: { address: ShippingAddressFields; known: readonly AddressEntry[] }) => {
      const { addressBook } = await apiPost("/newShippingAdd", { userID, address }, { schema: addressBookReply });
      const before = new Set(known.map((entry) => entry.id));
      const added = addressBook.filter((entry) => !before.has(entry.id)).sort((a, b) => b.id - a.id)[0];
      if (!added) throw new Error("The address was not saved. Please try again.");
      return { addressBook, added };
    },
    onSuccess: ({ addressBook }) => updateBook(addressBook),
  });
}

/** POST /deleteAddress: removes an entry; answers the address book without it. */
export function useDeleteAddress(userID: number) {
  const updateBook = useAddressBookUpdate(userID);
  return useMutation({
    mutationFn: (id: number) => apiPost("/deleteAddress", { id }, { schema: addressBookReply }),
    onSuccess: ({ addressBook }) => updateBook(addressBook),
  });
}

/** POST /getQuote: records an oversize order as Pending for Quote (the cart becomes the order). */
export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quote: { custno: number; addressID: number; notes: string; subtotal: number }) => apiPost("/getQuote", quote, { schema: quoteReply }),
    onSuccess: () => refreshAfterOrder(queryClient),
  });
}

/**
 * The order a customer confirmed and is about to pay (spec section 3, order draft), kept in app state
 * `order` between /confirm-order and /payment: where it goes, its notes, the server's figures shown to
 * the shopper (sent back so the server can refuse them if they changed) and the shipping-policy agreement.
 */
const orderDraft = z.object({
  addressID: z.number().int().min(0),
  pickup: z.boolean(),
  notes: z.string(),
  subtotal: z.number(),
  tax: z.number(),
  tax_lines: z.array(taxLine).default([]),
  shipping: z.number(),
  shippingDays: z.number().int(),
  total: z.number(),
  policyAgreed: z.boolean(),
  shipTo: orderAddress,
});
export type OrderDraft = z.infer<typeof orderDraft>;

/** The kept draft, or null when there is none or it does not read as one (an older version's, say). */
function readOrderDraft(saved: unknown): OrderDraft | null {
  const read = orderDraft.safeParse(saved);
  return read.success ? read.data : null;
}

/** The order draft in app state. */
export function useOrderDraft(): OrderDraft | null {
  const { state } = useAppState();
  return readOrderDraft(state.order);
}
