import { eq } from "drizzle-orm";
import type { OrderAddress } from "../../../domain/contracts/buying";
import type { Ctx } from "../../context";
import { AppError } from "../../errors";
import type { Shopper } from "./account-views";
import { customerInfo, customers, dealers } from "./schema";

// ---------------------------------------------------------------------------------------------
// Contact details

/** How the store reaches a customer or dealer: their name, e-mail and how the store names their account. */
export async function contactOf({ db }: Ctx<"db">, viewer: Shopper): Promise<{ name: string; email: string; who: string }> {
  if (viewer.kind === "customer") {
    const [customer] = await db.select().from(customers).where(eq(customers.id, viewer.id));
    if (!customer) throw new AppError("UNAUTHORIZED", "errors.signInRequired");
    return { name: `${customer.firstname} ${customer.lastname}`, email: customer.email, who: `customer #${customer.id}` };
  }
  const [dealer] = await db.select().from(dealers).where(eq(dealers.id, viewer.id));
  if (!dealer) throw new AppError("UNAUTHORIZED", "errors.signInRequired");
  return { name: dealer.name, email: dealer.email, who: `dealer ${dealer.account}` };
}

/** A postal address with the name and phone it goes to (an order's shipping or billing address). */
export type PostalAddress = OrderAddress;

/** A customer's own shipping and billing addresses and e-mail, as checkout and orders use them; null until the profile is complete. */
export type CustomerAddresses = { shipping: PostalAddress; billing: PostalAddress; email: string };

/**
 * The customer's CustomerAddresses, or null until the profile is complete. Only the columns it
 * answers are read: never the password hash, which checkout has no use for.
 */
export async function customerAddresses({ db }: Ctx<"db">, customerId: number): Promise<CustomerAddresses | null> {
  const [row] = await db
    .select({
      email: customers.email,
      forename: customerInfo.forename,
      surname: customerInfo.surname,
      address: customerInfo.address,
      city: customerInfo.city,
      state: customerInfo.state,
      zipcode: customerInfo.zipcode,
      country: customerInfo.country,
      tel: customerInfo.tel,
      billingFirstname: customerInfo.billingFirstname,
      billingLastname: customerInfo.billingLastname,
      billingAddress1: customerInfo.billingAddress1,
      billingAddress2: customerInfo.billingAddress2,
      billingCity: customerInfo.billingCity,
      billingProvince: customerInfo.billingProvince,
      billingPostalcode: customerInfo.billingPostalcode,
      billingCountry: customerInfo.billingCountry,
      billingPhone: customerInfo.billingPhone,
    })
    .from(customers)
    .innerJoin(customerInfo, eq(customerInfo.customerId, customers.id))
    .where(eq(customers.id, customerId));
  if (!row) return null;
  return {
    email: row.email,
    shipping: {
      forename: row.forename,
      surname: row.surname,
      company: null,
      address: row.address,
      city: row.city,
      state: row.state,
      zipcode: row.zipcode,
      country: row.country,
      tel: row.tel,
    },
    billing: {
      forename: row.billingFirstname,
      surname: row.billingLastname,
      company: null,
      address: [row.billingAddress1, row.billingAddress2].filter(Boolean).join(", "),
      city: row.billingCity,
      state: row.billingProvince,
      zipcode: row.billingPostalcode,
      country: row.billingCountry,
      tel: row.billingPhone,
    },
  };
}

/** A dealer's company address and e-mail, as dealer orders use them. */
export async function dealerAddress({ db }: Ctx<"db">, dealerId: number): Promise<{ address: PostalAddress; email: string; account: string } | null> {
  const [row] = await db.select().from(dealers).where(eq(dealers.id, dealerId));
  if (!row) return null;
  return {
    email: row.email,
    account: row.account,
    address: {
      forename: row.firstname,
      surname: row.lastname,
      company: row.name,
      address: row.address1,
      city: row.city,
      state: row.state,
      zipcode: row.zip,
      country: row.country,
      tel: row.phone,
    },
  };
}
