import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AddressEntry,
  addressBookReply,
  type CheckoutReply,
  changeAddressReply,
  checkoutDealerReply,
  checkoutReply,
  type DealerAddressFields,
  dealerConfirmReply,
  quoteReply,
  type ShippingAddressFields,
} from "../../../domain/contracts/buying";
import { apiPost } from "../../lib/api";
import { cartKeys } from "../cart/api";
import { refreshAfterOrder } from "../orders/api";

/** Checkout prices the cart, so its answers live under the cart's key: any change to the cart asks them again. */
const checkoutKey = (userID: number) => [...cartKeys.of({ user: userID, type: 1 }), "checkout"] as const;
const dealerCheckoutKey = (account: string) => [...cartKeys.of({ user: account, type: 2 }), "checkout"] as const;

/** POST /checkout: the customer's cart priced to their own address, and their address book. */
export const checkoutQueryOptions = (userID: number) =>
  queryOptions({ queryKey: checkoutKey(userID), queryFn: () => apiPost("/checkout", { userID }, { schema: checkoutReply }), staleTime: 0, gcTime: 0 });

/** The customer's checkout; nothing is asked while `enabled` is false (a dealer on their way to their own page). */
export function useCheckout(userID: number, enabled = true) {
  return useQuery({ ...checkoutQueryOptions(userID), enabled });
}

/** POST /checkoutDealer: the dealer's cart at their price code, tax at their province, no shipping. */
export const dealerCheckoutQueryOptions = (account: string) =>
  queryOptions({ queryKey: dealerCheckoutKey(account), queryFn: () => apiPost("/checkoutDealer", { userID: account }, { schema: checkoutDealerReply }), staleTime: 0, gcTime: 0 });

/** The dealer's checkout; nothing is asked while `enabled` is false. */
export function useDealerCheckout(account: string, enabled = true) {
  return useQuery({ ...dealerCheckoutQueryOptions(account), enabled });
}

/** The dealer's checkout taxed where the confirm form ships it now; asked only while `enabled` (a valid province other than the company's). */
export function useDealerCheckoutTo(account: string, shipTo: { country: "CA" | "USA"; state: string }, enabled: boolean) {
  return useQuery({
    queryKey: [...dealerCheckoutKey(account), shipTo.country, shipTo.state],
    queryFn: () => apiPost("/checkoutDealer", { userID: account, shipTo }, { schema: checkoutDealerReply }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
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

/** POST /dealerConfirm: records the dealer's cart as a confirmed order (parts beyond stock are back-ordered). */
export function useDealerConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: { address: DealerAddressFields; dealerId: string; note: string }) => apiPost("/dealerConfirm", order, { schema: dealerConfirmReply }),
    onSuccess: () => refreshAfterOrder(queryClient),
  });
}
