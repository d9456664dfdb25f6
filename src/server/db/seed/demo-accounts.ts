import { eq } from "drizzle-orm";
import { hashPassword } from "../../lib/passwords";
import { customerInfo, customers, dealers, staffUsers } from "../../modules/accounts/schema";
import type { Db } from "../client";

export const DEMO_CUSTOMER = { email: "shopper@example.com", password: "Shopper123" } as const;
export const DEMO_DEALER = { account: "D10001", password: "Dealer123" } as const;
export const DEMO_STAFF = { email: "admin@example.com", password: "Admin12345" } as const;

/** The demo customer, dealer and staff accounts of DESIGN.md section 4 (demo seed only). Safe to run twice. */
export async function seedDemoAccounts(db: Db): Promise<void> {
  const [customerHash, dealerHash, staffHash] = await Promise.all([
    hashPassword(DEMO_CUSTOMER.password),
    hashPassword(DEMO_DEALER.password),
    hashPassword(DEMO_STAFF.password),
  ]);

  await db
    .insert(customers)
    .values({
      email: DEMO_CUSTOMER.email,
      passwordHash: customerHash,
      firstname: "Sam",
      lastname: "Shopper",
      optIn: true,
      emailVerifiedAt: new Date("2025-01-15T14:00:00Z"),
    })
    .onConflictDoNothing();
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
  if (customer) {
    const shipping = { address: "25 Maple Grove Avenue", city: "Woodbridge", zipcode: "L4L 2B7", country: "CA", state: "ON", tel: "(905) 555-0100" };
    await db
      .insert(customerInfo)
      .values({
        customerId: customer.id,
        forename: "Sam",
        surname: "Shopper",
        gender: null,
        birth: null,
        ...shipping,
        mobile: null,
        car: "Mustang",
        year: 1967,
        make: "FORD",
        sameAsShipping: true,
        billingFirstname: "Sam",
        billingLastname: "Shopper",
        billingAddress1: shipping.address,
        billingAddress2: null,
        billingCity: shipping.city,
        billingPostalcode: shipping.zipcode,
        billingCountry: shipping.country,
        billingProvince: shipping.state,
        billingPhone: shipping.tel,
        billingMobile: null,
      })
      .onConflictDoNothing();
  }

  await db
    .insert(dealers)
    .values({
      account: DEMO_DEALER.account,
      passwordHash: dealerHash,
      name: "Demo Collision Ltd.",
      level: 3,
      pricecode: 3,
      email: "dealer@example.com",
      firstname: "Dana",
      lastname: "Dealer",
      address1: "200 Example Road, Unit 4",
      city: "Vaughan",
      state: "ON",
      country: "CA",
      zip: "L4K 0B2",
      phone: "(905) 555-0110",
    })
    .onConflictDoNothing();

  await db.insert(staffUsers).values({ email: DEMO_STAFF.email, passwordHash: staffHash, name: "Store Admin", role: "owner" }).onConflictDoNothing();
}
