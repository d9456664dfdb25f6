import { eq } from "drizzle-orm";
import type {
  BillingInfo,
  CustomerSignIn,
  CustomerUser,
  DealerDetails,
  DealerInfo,
  DealerSignIn,
  DealerUser,
  MeReply,
  UserInfo,
} from "../../../domain/contracts/accounts";
import type { Ctx } from "../../context";
import { AppError } from "../../errors";
import type { CustomerViewer, DealerViewer, Viewer } from "../../viewer";
import { dealerOrderSummary } from "../orders/service";
import { buyers, customerInfo, customers, dealers } from "./schema";
import { staffMemberById } from "./staff";

export type Shopper = CustomerViewer | DealerViewer;

/** How the audit log names a shopper: "customer:12", "dealer:D10001", or a dealer's buyer "dealer:D10001:buyer:7". */
export const actorOf = (viewer: Shopper) =>
  viewer.kind === "dealer" ? `dealer:${viewer.account}${viewer.buyerId === null ? "" : `:buyer:${viewer.buyerId}`}` : `${viewer.kind}:${viewer.id}`;

// ---------------------------------------------------------------------------------------------
// Reading accounts

export type CustomerRow = typeof customers.$inferSelect;

type CustomerInfoRow = typeof customerInfo.$inferSelect;

export type DealerRow = typeof dealers.$inferSelect;

/** A customer row as the sign-in answers carry it. */
export const customerUserOf = (row: CustomerRow): CustomerUser => ({ id: row.id, firstname: row.firstname, lastname: row.lastname, email: row.email });

const userInfoOf = (row: CustomerInfoRow): UserInfo => ({
  m_forename: row.forename,
  m_surname: row.surname,
  m_gender: row.gender,
  m_birth: row.birth,
  m_address: row.address,
  m_city: row.city,
  m_zipcode: row.zipcode,
  m_country: row.country,
  m_state: row.state,
  m_tel: row.tel,
  m_mobile: row.mobile,
  m_car: row.car,
  m_year: row.year,
  m_make: row.make,
});

const billingOf = (row: CustomerInfoRow): BillingInfo => ({
  firstname: row.billingFirstname,
  lastname: row.billingLastname,
  address1: row.billingAddress1,
  address2: row.billingAddress2,
  city: row.billingCity,
  postalcode: row.billingPostalcode,
  country: row.billingCountry,
  province: row.billingProvince,
  phone: row.billingPhone,
  mobile: row.billingMobile,
  same_as_shipping: row.sameAsShipping,
});

/** A dealer row as the sign-in answers carry the dealer user; `buyer` is who signed in for it, when not its administrator. */
export const dealerUserOf = (row: DealerRow, buyer: DealerUser["buyer"] = null): DealerUser => ({
  id: row.id,
  account: row.account,
  name: row.name,
  level: row.level,
  email: row.email,
  firstname: row.firstname,
  lastname: row.lastname,
  dealer_info: { pricecode: row.pricecode, address1: row.address1, city: row.city, state: row.state, country: row.country, zip: row.zip },
  buyer,
});

/** A dealer row as the sign-in answers carry the company details. */
export const dealerInfoOf = (row: DealerRow): DealerInfo => ({
  custno: row.account,
  company: row.name,
  address1: row.address1,
  city: row.city,
  state: row.state,
  zip: row.zip,
  country: row.country,
  phone: row.phone,
  email: row.email,
  pricecode: row.pricecode,
  level: row.level,
});

/** A customer as sign-in answers: userInfo and billing stay null until the customer-info form is done. */
export async function customerSignInOf({ db }: Ctx<"db">, customerId: number): Promise<CustomerSignIn> {
  const [row] = await db.select().from(customers).leftJoin(customerInfo, eq(customerInfo.customerId, customers.id)).where(eq(customers.id, customerId));
  if (!row) throw new AppError("UNAUTHORIZED", "errors.signInRequired");
  return {
    user: customerUserOf(row.customers),
    userInfo: row.customer_info ? userInfoOf(row.customer_info) : null,
    billing: row.customer_info ? billingOf(row.customer_info) : null,
  };
}

/** A dealer as sign-in answers: the dealer user (with the buyer who signed in for it, if one did) and the company details. */
export async function dealerSignInOf({ db }: Ctx<"db">, dealerId: number, buyerId: number | null = null): Promise<DealerSignIn> {
  const [row] = await db.select().from(dealers).where(eq(dealers.id, dealerId));
  if (!row) throw new AppError("UNAUTHORIZED", "errors.signInRequired");
  if (buyerId === null) return { dealer: dealerUserOf(row), dealerInfo: dealerInfoOf(row) };
  const [buyer] = await db.select({ id: buyers.id, name: buyers.name, email: buyers.email }).from(buyers).where(eq(buyers.id, buyerId));
  if (!buyer) throw new AppError("UNAUTHORIZED", "errors.signInRequired");
  return { dealer: dealerUserOf(row, buyer), dealerInfo: dealerInfoOf(row) };
}

/** Who the session belongs to, for GET /me. */
export async function whoIs(ctx: Ctx<"db">, viewer: Viewer): Promise<MeReply> {
  if (viewer.kind === "anonymous") return { kind: "anonymous" };
  if (viewer.kind === "customer") return { kind: "customer", ...(await customerSignInOf(ctx, viewer.id)) };
  if (viewer.kind === "dealer") return { kind: "dealer", ...(await dealerSignInOf(ctx, viewer.id, viewer.buyerId)) };
  const staff = await staffMemberById(ctx, viewer.id);
  return staff ? { kind: "staff", staff } : { kind: "anonymous" };
}

/** The caller's own details: a customer's profile, or a dealer's with their last order and order count. */
export async function userDetails(ctx: Ctx<"db">, viewer: Shopper): Promise<CustomerSignIn | DealerDetails> {
  if (viewer.kind === "customer") return customerSignInOf(ctx, viewer.id);
  return { ...(await dealerSignInOf(ctx, viewer.id, viewer.buyerId)), ...(await dealerOrderSummary(ctx, viewer.id)) };
}
