import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AddressEntry,
  addressBookReply,
  type CheckoutReply,
  changeAddressReply,
  checkoutReply,
  quoteReply,
  type ShippingAddressFields,
} from "../../../domain/contracts/buying";
import type { MessageKey } from "../../../domain/i18n/catalogue";
import { apiPost } from "../../lib/api";
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
  return (addressBook: AddressEntry[]) =>
    queryClient.setQueryData<CheckoutReply>(checkoutKey(userID), (checkout) => (checkout ? { ...checkout, addressBook } : checkout));
}

/** POST /newShippingAdd: saves an address to the customer's address book; answers the new entry. */
export function useSaveAddress(userID: number) {
  const updateBook = useAddressBookUpdate(userID);
  return useMutation({
    mutationFn: async ({ address, known }: { address: ShippingAddressFields; known: readonly AddressEntry[] }) => {
      const { addressBook } = await apiPost("/newShippingAdd", { userID, address }, { schema: addressBookReply });
      const before = new Set(known.map((entry) => entry.id));
      const added = addressBook.filter((entry) => !before.has(entry.id)).sort((a, b) => b.id - a.id)[0];
      if (!added) throw new Error("checkout.address.notSaved" satisfies MessageKey);
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
