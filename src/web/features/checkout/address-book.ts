import { z } from "zod";
import { isCountry } from "../../../domain/account-forms";
import { type AddressEntry, type OrderAddress, type ShippingAddressFields, shippingAddressFields } from "../../../domain/contracts/buying";
import { messageKey } from "../../../domain/forms";
import { PICKUP_NOTES } from "../../../domain/orders";
import { pickupAddress, type StoreInfo } from "../../../domain/store";

/** The confirm page's form: the shared shipping address rules (spec section 5, Checkout form) and the order's notes. */
export const checkoutAddressForm = shippingAddressFields.safeExtend({
  notes: z.string().max(1000, messageKey("checkout.notes.tooLong")),
});
export type CheckoutAddressForm = z.infer<typeof checkoutAddressForm>;

/** The form as the shopper edits it. */
export type AddressFormValues = z.input<typeof checkoutAddressForm>;

/** The shipping fields that must all be filled before an address can go in the address book (company is optional). */
export const REQUIRED_SHIPPING_FIELDS = ["forename", "surname", "address", "city", "state", "zipcode", "country", "tel"] as const;

/** Whether every shipping field but the company holds something. */
export function allShippingFieldsFilled(values: Partial<Record<keyof AddressFormValues, string | undefined>>): boolean {
  return REQUIRED_SHIPPING_FIELDS.every((name) => (values[name] ?? "").trim() !== "");
}

/** An address (the own address, a book entry, an order's) as the form holds it, with the notes given. */
export function formValuesOf(address: Omit<OrderAddress, "company"> & { company?: string | null }, notes = ""): AddressFormValues {
  return {
    forename: address.forename,
    surname: address.surname,
    company: address.company ?? "",
    address: address.address,
    city: address.city,
    state: address.state,
    zipcode: address.zipcode,
    country: isCountry(address.country) ? address.country : "CA",
    tel: address.tel,
    notes,
  };
}

/** Pickup in store: the form holds the pickup address (the store's, under the shopper's name and phone: domain/store) and the pickup notes. */
export function pickupValues(
  store: StoreInfo,
  shopper: { forename: string; surname: string; tel: string },
): AddressFormValues & { company: string; country: "CA" } {
  return { ...pickupAddress(store, shopper), company: store.name, country: "CA", notes: PICKUP_NOTES };
}

/** A shipping address as the server saves it, with no company as null. */
export type ShippingAddress = Omit<ShippingAddressFields, "company"> & { company: string | null };

/** The address the server saves and ships to: the form without its notes. */
export function shippingAddressOf(values: CheckoutAddressForm): ShippingAddress {
  return {
    forename: values.forename,
    surname: values.surname,
    company: values.company?.trim() ? values.company.trim() : null,
    address: values.address,
    city: values.city,
    state: values.state,
    zipcode: values.zipcode.toUpperCase(),
    country: values.country,
    tel: values.tel,
  };
}

const loose = (value: string | null | undefined) => (value ?? "").trim().replace(/\s+/g, " ").toUpperCase();
const compact = (value: string) => value.replace(/[\s-]/g, "").toUpperCase();
const digits = (value: string) => value.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");

/** Whether two addresses are the same place and person, ignoring case, spacing and how the phone and postal code are written. */
export function sameAddress(
  a: Omit<OrderAddress, "company"> & { company?: string | null },
  b: Omit<OrderAddress, "company"> & { company?: string | null },
): boolean {
  return (
    loose(a.forename) === loose(b.forename) &&
    loose(a.surname) === loose(b.surname) &&
    loose(a.company) === loose(b.company) &&
    loose(a.address) === loose(b.address) &&
    loose(a.city) === loose(b.city) &&
    loose(a.state) === loose(b.state) &&
    compact(a.zipcode) === compact(b.zipcode) &&
    loose(a.country) === loose(b.country) &&
    digits(a.tel) === digits(b.tel)
  );
}

/** The id the server prices an address by: 0 when it is the customer's own address, a book entry's id, or null for an address not saved yet. */
export function matchingAddressId(address: OrderAddress, own: Omit<OrderAddress, "company"> | null, book: readonly AddressEntry[]): number | null {
  if (own && sameAddress(address, { ...own, company: null })) return 0;
  return book.find((entry) => sameAddress(address, entry))?.id ?? null;
}

/** How an address book entry is named in the address book's list. */
export function entryLabel(entry: AddressEntry): string {
  return [`${entry.forename} ${entry.surname}`.trim(), entry.company ?? "", entry.address, entry.city].filter((part) => part.trim() !== "").join(", ");
}
