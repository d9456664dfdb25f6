import { and, asc, desc, eq, gt, ilike, isNull, lt, ne, or, sql } from "drizzle-orm";
import { z } from "zod";
import { formatPhone, genderToCode } from "../../../domain/account-forms";
import {
  type BillingInfo,
  type CustomerInfoBody,
  type CustomerSignIn,
  type CustomerUser,
  type DealerDetails,
  type DealerInfo,
  type DealerSignIn,
  type DealerUser,
  EMAIL_TAKEN_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  type MeReply,
  type ProfilePayload,
  profilePayloadAsForm,
  RESET_LINK_EXPIRED_MESSAGE,
  SIGN_IN_RATE_LIMITED_MESSAGE,
  type UpdateUserInfoReply,
  type UserInfo,
} from "../../../domain/contracts/accounts";
import type { OrderAddress } from "../../../domain/contracts/buying";
import { PAGE_SIZE, pageCount } from "../../../domain/pager";
import { regionProblem } from "../../../domain/regions";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { withTransaction } from "../../db/transaction";
import { AppError } from "../../errors";
import type { Mailer } from "../../integrations/mail/mailer";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "../../lib/passwords";
import { randomToken, tokenHash } from "../../lib/tokens";
import type { CustomerViewer, DealerViewer, Viewer } from "../../viewer";
import { audit } from "../audit/service";
import { storeDetails } from "../content/service";
import { dealerOrderSummary } from "../orders/service";
import { assertUnderLimit, clearEvents, recordEvent, type Throttle } from "../throttles/service";
import { emailChangedNoticeMail, emailChangeMail, emailTakenNoticeMail, passwordResetMail, welcomeMail } from "./mails";
import { customerInfo, customers, dealers, emailChangeTokens, passwordResetTokens, sessions } from "./schema";
import { staffMemberById } from "./staff";

export interface AccountDeps {
  db: Db;
  config: Config;
  mail: Mailer;
}

const RESET_LINK_MS = 60 * 60 * 1000;
const EMAIL_CHANGE_LINK_MS = 24 * 60 * 60 * 1000;

const loginFailed = () => new AppError("UNAUTHORIZED", LOGIN_FAILED_MESSAGE);
const isEmail = (value: string) => z.email().safeParse(value).success;

type Shopper = CustomerViewer | DealerViewer;
const actorOf = (viewer: Shopper) => (viewer.kind === "dealer" ? `dealer:${viewer.account}` : `${viewer.kind}:${viewer.id}`);

/** Failed sign-ins (or current-password checks) of one account before it is paused, whatever the address. */
const signInThrottle = (config: Config): Throttle => ({ max: config.LOGIN_FAILURE_LIMIT, windowMinutes: 15, refusal: SIGN_IN_RATE_LIMITED_MESSAGE });

/** The key failed sign-ins of one account are counted under: "sign-in:customer:<email>", "sign-in:dealer:<ACCOUNT>". */
export const failureKey = (kind: "customer" | "dealer", identifier: string) =>
  `sign-in:${kind}:${kind === "dealer" ? identifier.trim().toUpperCase() : identifier.trim().toLowerCase()}`;

/** E-mail change requests: a few per account a day, and a few per address a day, whoever asks. */
const EMAIL_CHANGES_PER_ACCOUNT: Throttle = { max: 5, windowMinutes: 24 * 60, refusal: "Too many e-mail change requests." };
const EMAIL_CHANGES_PER_ADDRESS: Throttle = { max: 3, windowMinutes: 24 * 60, refusal: "Too many e-mail change requests." };

// ---------------------------------------------------------------------------------------------
// Reading accounts

type CustomerRow = typeof customers.$inferSelect;
type CustomerInfoRow = typeof customerInfo.$inferSelect;
type DealerRow = typeof dealers.$inferSelect;

const customerUserOf = (row: CustomerRow): CustomerUser => ({ id: row.id, firstname: row.firstname, lastname: row.lastname, email: row.email });

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

const dealerUserOf = (row: DealerRow): DealerUser => ({
  id: row.id,
  account: row.account,
  name: row.name,
  level: row.level,
  email: row.email,
  firstname: row.firstname,
  lastname: row.lastname,
  dealer_info: { pricecode: row.pricecode, address1: row.address1, city: row.city, state: row.state, country: row.country, zip: row.zip },
});

const dealerInfoOf = (row: DealerRow): DealerInfo => ({
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
export async function customerSignInOf(db: Db, customerId: number): Promise<CustomerSignIn> {
  const [row] = await db.select().from(customers).leftJoin(customerInfo, eq(customerInfo.customerId, customers.id)).where(eq(customers.id, customerId));
  if (!row) throw new AppError("UNAUTHORIZED", "Please sign in.");
  return {
    user: customerUserOf(row.customers),
    userInfo: row.customer_info ? userInfoOf(row.customer_info) : null,
    billing: row.customer_info ? billingOf(row.customer_info) : null,
  };
}

/** A dealer as sign-in answers: the dealer user and the company details. */
export async function dealerSignInOf(db: Db, dealerId: number): Promise<DealerSignIn> {
  const [row] = await db.select().from(dealers).where(eq(dealers.id, dealerId));
  if (!row) throw new AppError("UNAUTHORIZED", "Please sign in.");
  return { dealer: dealerUserOf(row), dealerInfo: dealerInfoOf(row) };
}

/** Who the session belongs to, for GET /me. */
export async function whoIs(db: Db, viewer: Viewer): Promise<MeReply> {
  if (viewer.kind === "anonymous") return { kind: "anonymous" };
  if (viewer.kind === "customer") return { kind: "customer", ...(await customerSignInOf(db, viewer.id)) };
  if (viewer.kind === "dealer") return { kind: "dealer", ...(await dealerSignInOf(db, viewer.id)) };
  const staff = await staffMemberById(db, viewer.id);
  return staff ? { kind: "staff", staff } : { kind: "anonymous" };
}

/** The caller's own details: a customer's profile, or a dealer's with their last order and order count. */
export async function userDetails(db: Db, viewer: Shopper): Promise<CustomerSignIn | DealerDetails> {
  if (viewer.kind === "customer") return customerSignInOf(db, viewer.id);
  return { ...(await dealerSignInOf(db, viewer.id)), ...(await dealerOrderSummary(db, viewer.id)) };
}

// ---------------------------------------------------------------------------------------------
// Sign-in and registration

/**
 * Checks a customer's e-mail and password. Every failure is the same 401, and an unknown e-mail
 * costs as much time as a wrong password. A non-e-mail (a dealer ID) fails at once: the browser tries the dealer sign-in next.
 */
export async function signInCustomer({ db, config }: AccountDeps, input: { email: string; password: string }): Promise<{ id: number; signIn: CustomerSignIn }> {
  const email = input.email.trim().toLowerCase();
  if (!isEmail(email)) throw loginFailed();
  const key = failureKey("customer", email);
  await assertUnderLimit(db, key, signInThrottle(config));
  const [customer] = await db.select({ id: customers.id, passwordHash: customers.passwordHash, active: customers.active }).from(customers).where(eq(customers.email, email));
  const ok = customer ? await verifyPassword(customer.passwordHash, input.password) : await verifyAgainstNothing(input.password);
  if (!customer || !ok || !customer.active) {
    await recordEvent(db, key);
    throw loginFailed();
  }
  await clearEvents(db, key);
  return { id: customer.id, signIn: await customerSignInOf(db, customer.id) };
}

/** Checks a dealer's account and password; a suspended dealer with the right password gets the reason instead of a session. */
export async function signInDealer(
  { db, config }: AccountDeps,
  input: { account: string; password: string },
): Promise<{ id: number; signIn: DealerSignIn } | { refused: string }> {
  const account = input.account.trim().toUpperCase();
  const key = failureKey("dealer", account);
  await assertUnderLimit(db, key, signInThrottle(config));
  const [dealer] = await db.select().from(dealers).where(eq(dealers.account, account));
  const ok = dealer ? await verifyPassword(dealer.passwordHash, input.password) : await verifyAgainstNothing(input.password);
  if (!dealer || !ok) {
    await recordEvent(db, key);
    throw loginFailed();
  }
  await clearEvents(db, key);
  if (!dealer.active) {
    return { refused: dealer.suspendedReason ?? `Your dealer account is on hold. Please call our dealer line at ${(await storeDetails({ db, config })).dealerLine}.` };
  }
  return { id: dealer.id, signIn: { dealer: dealerUserOf(dealer), dealerInfo: dealerInfoOf(dealer) } };
}

/** Creates a customer account and queues the welcome mail; 409 when the e-mail already has an account. */
export async function registerCustomer(
  { db, config, mail }: AccountDeps,
  input: { firstname: string; lastname: string; email: string; password: string; checked: boolean },
): Promise<CustomerUser> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return withTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(customers)
      .values({ email, passwordHash, firstname: input.firstname, lastname: input.lastname, optIn: input.checked })
      .onConflictDoNothing({ target: customers.email })
      .returning();
    if (!created) throw new AppError("CONFLICT", EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
    await mail.enqueue(tx, welcomeMail(await storeDetails({ db, config }, tx), created));
    return customerUserOf(created);
  });
}

// ---------------------------------------------------------------------------------------------
// Passwords

/** Mails a single-use reset link (1 hour) when the e-mail has an account; answers the same either way. */
export async function requestPasswordReset({ db, config, mail }: AccountDeps, input: { email: string }): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const [customer] = await db.select().from(customers).where(eq(customers.email, email));
  if (!customer) return;
  const token = randomToken();
  await withTransaction(db, async (tx) => {
    await tx.insert(passwordResetTokens).values({ tokenHash: tokenHash(token), customerId: customer.id, expiresAt: new Date(Date.now() + RESET_LINK_MS) });
    await mail.enqueue(tx, passwordResetMail(await storeDetails({ db, config }, tx), customer, `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`));
  });
}

/** Sets a new password from a mailed reset link; the link then stops working and every session of the customer ends. */
export async function resetPasswordWithToken({ db }: AccountDeps, input: { token: string; password: string }): Promise<{ customerId: number }> {
  const hash = tokenHash(input.token);
  const usable = and(eq(passwordResetTokens.tokenHash, hash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`));
  const [valid] = await db.select({ customerId: passwordResetTokens.customerId }).from(passwordResetTokens).where(usable);
  if (!valid) throw new AppError("INVALID", RESET_LINK_EXPIRED_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  return withTransaction(db, async (tx) => {
    const [used] = await tx.update(passwordResetTokens).set({ usedAt: sql`now()` }).where(usable).returning({ customerId: passwordResetTokens.customerId });
    if (!used) throw new AppError("INVALID", RESET_LINK_EXPIRED_MESSAGE);
    const [customer] = await tx
      .update(customers)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(customers.id, used.customerId))
      .returning({ email: customers.email });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.customerId, used.customerId), isNull(passwordResetTokens.usedAt)));
    await tx.delete(sessions).where(and(eq(sessions.principalKind, "customer"), eq(sessions.principalId, used.customerId)));
    if (customer) await clearEvents(tx, failureKey("customer", customer.email));
    await audit(tx, { actor: `customer:${used.customerId}`, action: "password.reset", target: `customer:${used.customerId}` });
    return { customerId: used.customerId };
  });
}

/**
 * Changes the caller's password when the current one is right ('fail' otherwise, counted like a
 * failed sign-in); the caller's other sessions end.
 */
export async function changePassword(
  { db, config }: AccountDeps,
  viewer: Shopper,
  input: { oldPass: string; newPass: string; currentSessionHash: string | undefined },
): Promise<"ok" | "fail"> {
  const table = viewer.kind === "customer" ? customers : dealers;
  const key = `password:${viewer.kind}:${viewer.id}`;
  await assertUnderLimit(db, key, signInThrottle(config));
  const [row] = await db.select({ passwordHash: table.passwordHash }).from(table).where(eq(table.id, viewer.id));
  if (!row || !(await verifyPassword(row.passwordHash, input.oldPass))) {
    await recordEvent(db, key);
    return "fail";
  }
  const passwordHash = await hashPassword(input.newPass);
  await withTransaction(db, async (tx) => {
    await tx.update(table).set({ passwordHash, updatedAt: sql`now()` }).where(eq(table.id, viewer.id));
    const others = and(eq(sessions.principalKind, viewer.kind), eq(sessions.principalId, viewer.id));
    await tx.delete(sessions).where(input.currentSessionHash ? and(others, ne(sessions.idHash, input.currentSessionHash)) : others);
    await clearEvents(tx, key);
    await audit(tx, { actor: actorOf(viewer), action: "password.change", target: actorOf(viewer) });
  });
  return "ok";
}

// ---------------------------------------------------------------------------------------------
// Profile

/** The customer-info form's fields, as /customerInfo sends them and the profile payload maps onto. */
type ProfileInput = Omit<CustomerInfoBody, "gender" | "carYear" | "country"> & { gender?: string; carYear?: string | number; country: string };

const postalCodeOf = (country: string, code: string) => (country === "CA" ? code.toUpperCase().replace(/^(\w{3})[ -]?(\w{3})$/, "$1 $2") : code);
const optionalPhone = (value: string | undefined) => (value ? formatPhone(value) : null);
const yearOf = (value: string | number | undefined) => (value === undefined || value === "" ? null : Number(value));
const orNull = (value: string | null | undefined) => (value === undefined || value === null || value === "" ? null : value);

function infoValuesOf(form: ProfileInput, billingExtras: { firstname?: string | null; lastname?: string | null; address2?: string | null }) {
  const shipping = {
    forename: form.firstName,
    surname: form.lastName,
    gender: genderToCode(form.gender),
    birth: orNull(form.dob),
    address: form.address,
    city: form.city,
    zipcode: postalCodeOf(form.country, form.postalCode),
    country: form.country,
    state: form.province,
    tel: formatPhone(form.tel),
    mobile: optionalPhone(form.mobile),
    car: orNull(form.carModel),
    year: yearOf(form.carYear),
    make: orNull(form.carMake),
    sameAsShipping: form.sameAsShipping,
  };
  const billingFirstname = orNull(billingExtras.firstname) ?? shipping.forename;
  const billingLastname = orNull(billingExtras.lastname) ?? shipping.surname;
  if (form.sameAsShipping) {
    return {
      ...shipping,
      billingFirstname,
      billingLastname,
      billingAddress1: shipping.address,
      billingAddress2: null,
      billingCity: shipping.city,
      billingPostalcode: shipping.zipcode,
      billingCountry: shipping.country,
      billingProvince: shipping.state,
      billingPhone: shipping.tel,
      billingMobile: shipping.mobile,
    };
  }
  const billingCountry = form.billingCountry ?? "";
  return {
    ...shipping,
    billingFirstname,
    billingLastname,
    billingAddress1: form.billingAddress ?? "",
    billingAddress2: orNull(billingExtras.address2),
    billingCity: form.billingCity ?? "",
    billingPostalcode: postalCodeOf(billingCountry, form.billingPostalCode ?? ""),
    billingCountry,
    billingProvince: form.billingProvince ?? "",
    billingPhone: formatPhone(form.billingTel ?? ""),
    billingMobile: optionalPhone(form.billingMobile),
  };
}

async function saveInfo(tx: Db, customerId: number, values: ReturnType<typeof infoValuesOf>, optIn: boolean | undefined): Promise<void> {
  await tx
    .insert(customerInfo)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: customerInfo.customerId, set: { ...values, updatedAt: sql`now()` } });
  await tx
    .update(customers)
    .set({ firstname: values.forename, lastname: values.surname, ...(optIn === undefined ? {} : { optIn }), updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
}

/** Completes a new customer's profile from the /customer-info form; answers like a customer sign-in. */
export async function completeCustomerInfo({ db }: AccountDeps, viewer: CustomerViewer, form: CustomerInfoBody): Promise<CustomerSignIn> {
  await withTransaction(db, (tx) => saveInfo(tx, viewer.id, infoValuesOf(form, {}), undefined));
  return customerSignInOf(db, viewer.id);
}

/**
 * Saves the About Me form. A new_email different from the current address is not applied: a
 * confirmation link (1 day, single use) goes to the new address, and the change waits for it. The
 * answer is the same whether or not the new address already has an account (its owner gets a
 * notice instead of a link), so the form never tells who has an account; requests are limited per
 * account and per address, so it cannot be used to mail anyone at will.
 */
export async function updateProfile({ db, config, mail }: AccountDeps, viewer: CustomerViewer, input: { data: ProfilePayload }): Promise<UpdateUserInfoReply> {
  const { data } = input;
  const values = infoValuesOf(profilePayloadAsForm(data), { firstname: data.b_firstname, lastname: data.b_lastname, address2: data.b_address2 });
  const newEmail = data.new_email?.trim().toLowerCase() || undefined;
  const changingEmail = newEmail !== undefined && newEmail !== viewer.email.toLowerCase();
  const accountKey = `email-change:account:${viewer.id}`;
  const addressKey = `email-change:address:${newEmail}`;
  if (changingEmail) {
    await assertUnderLimit(db, accountKey, EMAIL_CHANGES_PER_ACCOUNT);
    await assertUnderLimit(db, addressKey, EMAIL_CHANGES_PER_ADDRESS);
  }
  await withTransaction(db, async (tx) => {
    await saveInfo(tx, viewer.id, values, data.checked);
    if (!changingEmail) return;
    await recordEvent(tx, accountKey);
    await recordEvent(tx, addressKey);
    const [owner] = await tx.select({ id: customers.id, firstname: customers.firstname }).from(customers).where(eq(customers.email, newEmail));
    if (owner) {
      await mail.enqueue(tx, emailTakenNoticeMail(await storeDetails({ db, config }, tx), { email: newEmail, firstname: owner.firstname }));
      return;
    }
    const token = randomToken();
    await tx.insert(emailChangeTokens).values({ tokenHash: tokenHash(token), customerId: viewer.id, newEmail, expiresAt: new Date(Date.now() + EMAIL_CHANGE_LINK_MS) });
    await mail.enqueue(tx, emailChangeMail(await storeDetails({ db, config }, tx), { newEmail, firstname: values.forename }, `${config.publicUrl}/api/confirmEmailChange?token=${encodeURIComponent(token)}`));
  });
  const saved = await customerSignInOf(db, viewer.id);
  if (!saved.userInfo || !saved.billing) throw new Error("The profile was saved but cannot be read back.");
  return { userinfo: saved.userInfo, billing: saved.billing, user: saved.user, emailChangeSentTo: changingEmail ? newEmail : null };
}

/** Applies a confirmed e-mail change from its mailed link; false when the link is expired, used, or the address was taken meanwhile. */
export async function confirmEmailChange({ db, config, mail }: AccountDeps, token: string): Promise<boolean> {
  const usable = and(eq(emailChangeTokens.tokenHash, tokenHash(token)), isNull(emailChangeTokens.usedAt), gt(emailChangeTokens.expiresAt, sql`now()`));
  try {
    return await withTransaction(db, async (tx) => {
      const [change] = await tx
        .update(emailChangeTokens)
        .set({ usedAt: sql`now()` })
        .where(usable)
        .returning({ customerId: emailChangeTokens.customerId, newEmail: emailChangeTokens.newEmail });
      if (!change) return false;
      const [before] = await tx.select().from(customers).where(eq(customers.id, change.customerId));
      const [taken] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, change.newEmail));
      if (!before || taken) return false;
      await tx.update(customers).set({ email: change.newEmail, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(customers.id, change.customerId));
      await mail.enqueue(tx, emailChangedNoticeMail(await storeDetails({ db, config }, tx), { oldEmail: before.email, newEmail: change.newEmail, firstname: before.firstname }));
      await audit(tx, { actor: `customer:${before.id}`, action: "email.change", target: `customer:${before.id}`, details: { from: before.email, to: change.newEmail } });
      return true;
    });
  } catch (error) {
    if ((error as { code?: string }).code === "23505") return false;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Contact details

/** How the store reaches a customer or dealer: their name, e-mail and how the store names their account. */
export async function contactOf(db: Db, viewer: Shopper): Promise<{ name: string; email: string; who: string }> {
  if (viewer.kind === "customer") {
    const [customer] = await db.select().from(customers).where(eq(customers.id, viewer.id));
    if (!customer) throw new AppError("UNAUTHORIZED", "Please sign in.");
    return { name: `${customer.firstname} ${customer.lastname}`, email: customer.email, who: `customer #${customer.id}` };
  }
  const [dealer] = await db.select().from(dealers).where(eq(dealers.id, viewer.id));
  if (!dealer) throw new AppError("UNAUTHORIZED", "Please sign in.");
  return { name: dealer.name, email: dealer.email, who: `dealer ${dealer.account}` };
}

/** A postal address with the name and phone it goes to (an order's shipping or billing address). */
export type PostalAddress = OrderAddress;

/** A customer's own shipping and billing addresses and e-mail, as checkout and orders use them; null until the profile is complete. */
export async function customerAddresses(db: Db, customerId: number): Promise<{ shipping: PostalAddress; billing: PostalAddress; email: string } | null> {
  const [row] = await db.select().from(customers).innerJoin(customerInfo, eq(customerInfo.customerId, customers.id)).where(eq(customers.id, customerId));
  if (!row) return null;
  const info = row.customer_info;
  return {
    email: row.customers.email,
    shipping: { forename: info.forename, surname: info.surname, company: null, address: info.address, city: info.city, state: info.state, zipcode: info.zipcode, country: info.country, tel: info.tel },
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
export async function dealerAddress(db: Db, dealerId: number): Promise<{ address: PostalAddress; email: string; account: string } | null> {
  const [row] = await db.select().from(dealers).where(eq(dealers.id, dealerId));
  if (!row) return null;
  return {
    email: row.email,
    account: row.account,
    address: { forename: row.firstname, surname: row.lastname, company: row.name, address: row.address1, city: row.city, state: row.state, zipcode: row.zip, country: row.country, tel: row.phone },
  };
}

// ---------------------------------------------------------------------------------------------
// People, for the staff console

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Customers for the console, newest first, searched by name or e-mail, 20 a page. */
export async function listCustomers(db: Db, query: { q?: string; page: number }) {
  const where = query.q
    ? or(ilike(customers.email, likePattern(query.q)), ilike(sql`${customers.firstname} || ' ' || ${customers.lastname}`, likePattern(query.q)))
    : undefined;
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(customers).where(where);
  const rows = await db
    .select({ customer: customers, city: customerInfo.city, province: customerInfo.state })
    .from(customers)
    .leftJoin(customerInfo, eq(customerInfo.customerId, customers.id))
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  const total = counted?.n ?? 0;
  return { rows: rows.map((row) => customerRowOf(row.customer, row.city, row.province)), total, page: query.page, per_page: PAGE_SIZE, last_page: pageCount(total) };
}

function customerRowOf(row: CustomerRow, city: string | null, province: string | null) {
  return { id: row.id, email: row.email, name: `${row.firstname} ${row.lastname}`.trim(), city, province, active: row.active, created_at: row.createdAt.toISOString() };
}

/** One customer for the console, with their profile; 404 for no such customer. */
export async function customerForStaff(db: Db, id: number) {
  const [row] = await db.select({ customer: customers, city: customerInfo.city, province: customerInfo.state }).from(customers).leftJoin(customerInfo, eq(customerInfo.customerId, customers.id)).where(eq(customers.id, id));
  if (!row) throw new AppError("NOT_FOUND", `Customer ${id} was not found.`);
  return { customer: customerRowOf(row.customer, row.city, row.province), profile: await customerSignInOf(db, id) };
}

/** Disables (ending every session) or enables a customer's account, with the reason in the audit log. */
export async function setCustomerActive(db: Db, id: number, change: { active: boolean; reason?: string; actor: string }): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [before] = await tx.select({ active: customers.active }).from(customers).where(eq(customers.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", `Customer ${id} was not found.`);
    await tx.update(customers).set({ active: change.active, updatedAt: sql`now()` }).where(eq(customers.id, id));
    if (!change.active) await tx.delete(sessions).where(and(eq(sessions.principalKind, "customer"), eq(sessions.principalId, id)));
    await audit(tx, { actor: change.actor, action: change.active ? "customer.enable" : "customer.disable", target: `customer:${id}`, details: { reason: change.reason ?? null, before: { active: before.active }, after: { active: change.active } } });
  });
}

/** Mails a customer a password reset link from the console (as Forgot password does), and says so in the audit log. */
export async function sendResetLinkByStaff(deps: AccountDeps, id: number, actor: string): Promise<string> {
  const [customer] = await deps.db.select({ email: customers.email }).from(customers).where(eq(customers.id, id));
  if (!customer) throw new AppError("NOT_FOUND", `Customer ${id} was not found.`);
  await requestPasswordReset(deps, { email: customer.email });
  await audit(deps.db, { actor, action: "customer.reset-link", target: `customer:${id}`, details: { to: customer.email } });
  return customer.email;
}

const dealerRowOf = (row: DealerRow) => ({
  id: row.id,
  account: row.account,
  company: row.name,
  email: row.email,
  pricecode: row.pricecode,
  level: row.level,
  city: row.city,
  province: row.state,
  phone: row.phone,
  active: row.active,
  suspended_reason: row.suspendedReason,
});

/** Dealers for the console, by account, searched by account, company or e-mail, 20 a page. */
export async function listDealers(db: Db, query: { q?: string; page: number }) {
  const where = query.q ? or(ilike(dealers.account, likePattern(query.q)), ilike(dealers.name, likePattern(query.q)), ilike(dealers.email, likePattern(query.q))) : undefined;
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(dealers).where(where);
  const rows = await db
    .select()
    .from(dealers)
    .where(where)
    .orderBy(asc(dealers.account))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  const total = counted?.n ?? 0;
  return { rows: rows.map(dealerRowOf), total, page: query.page, per_page: PAGE_SIZE, last_page: pageCount(total) };
}

type DealerFields = { company?: string; pricecode?: number; email?: string; firstname?: string; lastname?: string; address1?: string; city?: string; state?: string; zip?: string; country?: string; phone?: string };
const dealerColumnsOf = (fields: DealerFields) => ({
  ...(fields.company !== undefined ? { name: fields.company } : {}),
  ...(fields.pricecode !== undefined ? { pricecode: fields.pricecode, level: fields.pricecode } : {}),
  ...(fields.email !== undefined ? { email: fields.email.toLowerCase() } : {}),
  ...(fields.firstname !== undefined ? { firstname: fields.firstname } : {}),
  ...(fields.lastname !== undefined ? { lastname: fields.lastname } : {}),
  ...(fields.address1 !== undefined ? { address1: fields.address1 } : {}),
  ...(fields.city !== undefined ? { city: fields.city } : {}),
  ...(fields.state !== undefined ? { state: fields.state.toUpperCase() } : {}),
  ...(fields.zip !== undefined ? { zip: fields.zip } : {}),
  ...(fields.country !== undefined ? { country: fields.country } : {}),
  ...(fields.phone !== undefined ? { phone: fields.phone } : {}),
});

/** Creates a dealer account with its Dealer ID, company, price code (its level too) and initial password; 409 for a Dealer ID already used. */
export async function createDealer(db: Db, input: DealerFields & { account: string; password: string; company: string; pricecode: number; email: string }, actor: string) {
  const passwordHash = await hashPassword(input.password);
  return withTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(dealers)
      .values({ account: input.account.toUpperCase(), passwordHash, name: input.company, email: input.email.toLowerCase(), pricecode: input.pricecode, level: input.pricecode, ...dealerColumnsOf(input) })
      .onConflictDoNothing({ target: dealers.account })
      .returning();
    if (!created) throw new AppError("CONFLICT", `Dealer ID ${input.account.toUpperCase()} is already used.`, { account: "This Dealer ID is already used." });
    await audit(tx, { actor, action: "dealer.create", target: `dealer:${created.account}`, details: { after: dealerRowOf(created) } });
    return dealerRowOf(created);
  });
}

/** Changes a dealer's details or price code (their prices change at once), with before and after in the audit log. */
export async function updateDealer(db: Db, id: number, changes: DealerFields, actor: string) {
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(dealers).where(eq(dealers.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", `Dealer ${id} was not found.`);
    const state = changes.state ?? before.state ?? "";
    const provinceProblem = state ? regionProblem(changes.country ?? before.country ?? "CA", state) : null;
    if (provinceProblem) throw new AppError("INVALID", provinceProblem, { state: provinceProblem });
    const [after] = await tx.update(dealers).set({ ...dealerColumnsOf(changes), updatedAt: sql`now()` }).where(eq(dealers.id, id)).returning();
    await audit(tx, { actor, action: "dealer.update", target: `dealer:${before.account}`, details: { before: dealerRowOf(before), after: dealerRowOf(after!) } });
    return dealerRowOf(after!);
  });
}

/** Suspends (with the reason the dealer is shown at sign-in, ending every session) or reinstates a dealer. */
export async function setDealerActive(db: Db, id: number, change: { active: boolean; reason?: string; actor: string }): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(dealers).where(eq(dealers.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", `Dealer ${id} was not found.`);
    await tx
      .update(dealers)
      .set({ active: change.active, suspendedReason: change.active ? null : (change.reason ?? null), updatedAt: sql`now()` })
      .where(eq(dealers.id, id));
    if (!change.active) await tx.delete(sessions).where(and(eq(sessions.principalKind, "dealer"), eq(sessions.principalId, id)));
    await audit(tx, { actor: change.actor, action: change.active ? "dealer.enable" : "dealer.disable", target: `dealer:${before.account}`, details: { reason: change.reason ?? null, before: { active: before.active }, after: { active: change.active } } });
  });
}

// ---------------------------------------------------------------------------------------------
// Housekeeping (a background job)

/** Deletes ended sessions, and reset and e-mail-change links a day past their end. */
export async function forgetExpired(db: Db): Promise<{ sessions: number; links: number }> {
  const dayAgo = sql`now() - interval '1 day'`;
  const ended = await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`)).returning({ id: sessions.idHash });
  const resets = await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, dayAgo)).returning({ id: passwordResetTokens.tokenHash });
  const changes = await db.delete(emailChangeTokens).where(lt(emailChangeTokens.expiresAt, dayAgo)).returning({ id: emailChangeTokens.tokenHash });
  return { sessions: ended.length, links: resets.length + changes.length };
}


/** Sessions as the session plugin reads, starts and ends them: see sessions.ts. */
export { endSession, endSessionsOf, recordSession, type SessionOfViewer, sessionReader, touchSession } from "./sessions";
/** Staff users (the console's people, who sign in to it): see staff.ts. */
export { createStaffMember, listStaff, setStaffActive, setStaffRole, signInStaff, staffMemberById } from "./staff";
