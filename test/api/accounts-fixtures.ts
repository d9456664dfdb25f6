import { desc, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Db } from "../../src/server/db/client";
import { hashPassword } from "../../src/server/lib/passwords";
import { customerInfo, customers, dealers } from "../../src/server/modules/accounts/schema";
import { mailOutbox } from "../../src/server/modules/mail/schema";

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

/** A customer straight in the database; complete: true adds an Ontario profile. */
export async function createCustomer(db: Db, options: { email?: string; password?: string; complete?: boolean; firstname?: string } = {}) {
  const email = options.email ?? `customer-${unique()}@example.com`;
  const password = options.password ?? "Password123";
  const [row] = await db
    .insert(customers)
    .values({ email, passwordHash: await hashPassword(password), firstname: options.firstname ?? "Casey", lastname: "Customer" })
    .returning();
  if (!row) throw new Error("customer not created");
  if (options.complete) {
    const address = { address: "1 Test Street", city: "Toronto", zipcode: "M5V 2T6", country: "CA", state: "ON", tel: "(416) 555-0199" };
    await db.insert(customerInfo).values({
      customerId: row.id,
      forename: row.firstname,
      surname: row.lastname,
      ...address,
      billingFirstname: row.firstname,
      billingLastname: row.lastname,
      billingAddress1: address.address,
      billingCity: address.city,
      billingPostalcode: address.zipcode,
      billingCountry: address.country,
      billingProvince: address.state,
      billingPhone: address.tel,
    });
  }
  return { ...row, password };
}

/** A dealer straight in the database. */
export async function createDealer(
  db: Db,
  options: { account?: string; password?: string; active?: boolean; suspendedReason?: string; pricecode?: number } = {},
) {
  const account = options.account ?? `T${unique().toUpperCase()}`;
  const password = options.password ?? "Dealer1234";
  const [row] = await db
    .insert(dealers)
    .values({
      account,
      passwordHash: await hashPassword(password),
      name: "Test Body Shop Inc.",
      level: 2,
      pricecode: options.pricecode ?? 2,
      email: `${account.toLowerCase()}@dealers.example.com`,
      firstname: "Terry",
      lastname: "Trade",
      address1: "9 Trade Way",
      city: "Vaughan",
      state: "ON",
      country: "CA",
      zip: "L4K 1A1",
      phone: "(905) 555-0177",
      active: options.active ?? true,
      suspendedReason: options.suspendedReason ?? null,
    })
    .returning();
  if (!row) throw new Error("dealer not created");
  return { ...row, password };
}

/** The sid cookie a response set, as the cookies option of the next inject. */
export function sessionOf(response: LightMyRequestResponse): { sid: string } {
  const cookie = response.cookies.find((c) => c.name === "sid");
  if (!cookie?.value) throw new Error(`no session cookie in a ${response.statusCode} answer: ${response.body}`);
  return { sid: cookie.value };
}

export async function signInCustomer(app: FastifyInstance, email: string, password: string, remmemberMe?: boolean) {
  const response = await app.inject({ method: "POST", url: "/api/loginCustomer", payload: { email, password, remmemberMe } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return sessionOf(response);
}

/** The newest mail sent to an address. */
export async function lastMailTo(db: Db, to: string) {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
  return mail;
}

/** The token of the first link in a mail. */
export function tokenIn(text: string | undefined): string {
  const match = /[?&]token=([A-Za-z0-9_%-]+)/.exec(text ?? "");
  if (!match?.[1]) throw new Error(`no token link in mail: ${text}`);
  return decodeURIComponent(match[1]);
}
