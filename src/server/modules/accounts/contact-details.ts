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
export async function customerAddresses(
  { db }: Ctx<"db">,
  customerId: number,
): Promise<{ shipping: PostalAddress; billing: PostalAddress; email: string } | null> {
  const [row] = await db.select().from(customers).innerJoin(customerInfo, eq(customerInfo.customerId, customers.id)).where(eq(customers.id, customerId));
  if (!row) return null;
  const info = row.customer_info;
  return {
    email: row.customers.email,
    shipping: {
      forename: info.forename,
      surname: info.surname,
      company: null,
      address: info.address,
      city: info.city,
      state: info.state,
      zipcode: info.zipcode,
      country: info.country,
      tel: info.tel,
    },
    billing: {
      forename: info.billingFirstname,
      surname: info.billingLastname,
      company: null,
      address: [info.billingAddress1, info.billingAddress2].filter(Boolean).join(", "),
      city: info.billingCity,
      state: info.billingProvince,
      zipcode: info.billingPostalcode,
      country: info.billingCountry,
      tel: info.billingPhone,
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
