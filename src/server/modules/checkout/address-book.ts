import { and, asc, eq } from "drizzle-orm";
import type { AddressEntry, OrderAddress, ShippingAddressFields } from "../../../domain/contracts/buying";
import type { Ctx } from "../../context";
import { notFound } from "../../errors";
import { addressBook } from "./schema";

const bookColumns = {
  id: addressBook.id,
  forename: addressBook.forename,
  surname: addressBook.surname,
  company: addressBook.company,
  address: addressBook.address,
  city: addressBook.city,
  state: addressBook.state,
  zipcode: addressBook.zipcode,
  country: addressBook.country,
  tel: addressBook.tel,
};

/** The customer's saved shipping addresses, oldest first. */
export async function addressBookOf({ db }: Ctx<"db">, customerId: number): Promise<AddressEntry[]> {
  return db.select(bookColumns).from(addressBook).where(eq(addressBook.customerId, customerId)).orderBy(asc(addressBook.id));
}

/** One of the customer's saved addresses; 404 for anyone else's. */
export async function bookAddress({ db }: Ctx<"db">, customerId: number, id: number): Promise<OrderAddress> {
  const [entry] = await db
    .select(bookColumns)
    .from(addressBook)
    .where(and(eq(addressBook.id, id), eq(addressBook.customerId, customerId)));
  if (!entry) throw notFound("address");
  const { id: _, ...address } = entry;
  return address;
}

/** Saves a new shipping address for the customer (its province checked against its country by the contract); answers the whole address book. */
export async function addAddress(ctx: Ctx<"db">, customerId: number, fields: ShippingAddressFields): Promise<AddressEntry[]> {
  await ctx.db.insert(addressBook).values({ customerId, ...fields, company: fields.company || null, state: fields.state.toUpperCase() });
  return addressBookOf(ctx, customerId);
}

/** Deletes one of the customer's saved addresses (404 for anyone else's); answers the address book without it. */
export async function deleteAddress(ctx: Ctx<"db">, customerId: number, id: number): Promise<AddressEntry[]> {
  const deleted = await ctx.db
    .delete(addressBook)
    .where(and(eq(addressBook.id, id), eq(addressBook.customerId, customerId)))
    .returning({ id: addressBook.id });
  if (deleted.length === 0) throw notFound("address");
  return addressBookOf(ctx, customerId);
}
