import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
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
  type ProfileInquiryBody,
  type ProfilePayload,
  profilePayloadAsForm,
  RESET_LINK_EXPIRED_MESSAGE,
  type UpdateUserInfoReply,
  type UserInfo,
} from "../../../domain/contracts/accounts";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { auditLog, customerInfo, customers, dealers, emailChangeTokens, passwordResetTokens, sessions, staffUsers } from "../../db/schema/accounts";
import { inquiries } from "../../db/schema/content";
import { AppError } from "../../errors";
import type { Mailer } from "../../integrations/mail/outbox";
import { emailChangedNoticeMail, emailChangeMail, inquiryReceivedMail, inquiryToStoreMail, passwordResetMail, welcomeMail } from "./mails";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "./passwords";
import type { CustomerPrincipal, DealerPrincipal, Principal } from "./sessions";
import { assertNotLocked, clearFailures, failureKey, recordFailure } from "./sign-in-limits";
import { randomToken, tokenHash } from "./tokens";

export interface AccountDeps {
  db: Db;
  config: Config;
  mail: Mailer;
}

const RESET_LINK_MS = 60 * 60 * 1000;
const EMAIL_CHANGE_LINK_MS = 24 * 60 * 60 * 1000;

const loginFailed = () => new AppError("UNAUTHORIZED", LOGIN_FAILED_MESSAGE);
const isEmail = (value: string) => z.email().safeParse(value).success;

/** Runs work in one transaction; the transaction is handed on as a Db so services and the mail outbox can share it. */
function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

async function audit(db: Db, entry: { actor: string; action: string; target: string; details?: Record<string, unknown> }): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}

const actorOf = (principal: Principal) => (principal.kind === "dealer" ? `dealer:${principal.account}` : `${principal.kind}:${principal.id}`);

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
export async function whoIs(db: Db, principal: Principal | null): Promise<MeReply> {
  if (!principal) return { kind: "anonymous" };
  if (principal.kind === "customer") return { kind: "customer", ...(await customerSignInOf(db, principal.id)) };
  if (principal.kind === "dealer") return { kind: "dealer", ...(await dealerSignInOf(db, principal.id)) };
  const [staff] = await db.select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, principal.id));
  return staff ? { kind: "staff", staff } : { kind: "anonymous" };
}

/** The caller's own details: a customer's profile, or a dealer's with their last order and order count. */
export async function userDetails(db: Db, principal: CustomerPrincipal | DealerPrincipal): Promise<CustomerSignIn | DealerDetails> {
  if (principal.kind === "customer") return customerSignInOf(db, principal.id);
  return { ...(await dealerSignInOf(db, principal.id)), recentOrder: null, orderCount: 0 };
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
  await assertNotLocked(db, key, config.LOGIN_FAILURE_LIMIT);
  const [customer] = await db.select({ id: customers.id, passwordHash: customers.passwordHash }).from(customers).where(eq(customers.email, email));
  const ok = customer ? await verifyPassword(customer.passwordHash, input.password) : await verifyAgainstNothing(input.password);
  if (!customer || !ok) {
    await recordFailure(db, key);
    throw loginFailed();
  }
  await clearFailures(db, key);
  return { id: customer.id, signIn: await customerSignInOf(db, customer.id) };
}

/** Checks a dealer's account and password; a suspended dealer with the right password gets the reason instead of a session. */
export async function signInDealer(
  { db, config }: AccountDeps,
  input: { account: string; password: string },
): Promise<{ id: number; signIn: DealerSignIn } | { refused: string }> {
  const account = input.account.trim().toUpperCase();
  const key = failureKey("dealer", account);
  await assertNotLocked(db, key, config.LOGIN_FAILURE_LIMIT);
  const [dealer] = await db.select().from(dealers).where(eq(dealers.account, account));
  const ok = dealer ? await verifyPassword(dealer.passwordHash, input.password) : await verifyAgainstNothing(input.password);
  if (!dealer || !ok) {
    await recordFailure(db, key);
    throw loginFailed();
  }
  await clearFailures(db, key);
  if (!dealer.active) {
    return { refused: dealer.suspendedReason ?? `Your dealer account is on hold. Please call our dealer line at ${config.store.dealerLine}.` };
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
  return inTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(customers)
      .values({ email, passwordHash, firstname: input.firstname, lastname: input.lastname, optIn: input.checked })
      .onConflictDoNothing({ target: customers.email })
      .returning();
    if (!created) throw new AppError("CONFLICT", EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
    await mail.enqueue(tx, welcomeMail(config.store, created));
    return customerUserOf(created);
  });
}

// ---------------------------------------------------------------------------------------------
// Passwords

/** Mails a single-use reset link (1 hour) when the e-mail has an account; answers the same either way. */
export async function requestPasswordReset({ db, config, mail }: AccountDeps, input: { email: string; baseUrl: string }): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const [customer] = await db.select().from(customers).where(eq(customers.email, email));
  if (!customer) return;
  const token = randomToken();
  await inTransaction(db, async (tx) => {
    await tx.insert(passwordResetTokens).values({ tokenHash: tokenHash(token), customerId: customer.id, expiresAt: new Date(Date.now() + RESET_LINK_MS) });
    await mail.enqueue(tx, passwordResetMail(config.store, customer, `${input.baseUrl}/reset-password?token=${encodeURIComponent(token)}`));
  });
}

/** Sets a new password from a mailed reset link; the link then stops working and every session of the customer ends. */
export async function resetPasswordWithToken({ db }: AccountDeps, input: { token: string; password: string }): Promise<void> {
  const hash = tokenHash(input.token);
  const usable = and(eq(passwordResetTokens.tokenHash, hash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`));
  const [valid] = await db.select({ customerId: passwordResetTokens.customerId }).from(passwordResetTokens).where(usable);
  if (!valid) throw new AppError("INVALID", RESET_LINK_EXPIRED_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  await inTransaction(db, async (tx) => {
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
    if (customer) await clearFailures(tx, failureKey("customer", customer.email));
    await audit(tx, { actor: `customer:${used.customerId}`, action: "password.reset", target: `customer:${used.customerId}` });
  });
}

/**
 * Changes the caller's password when the current one is right ('fail' otherwise, counted like a
 * failed sign-in); the caller's other sessions end.
 */
export async function changePassword(
  { db, config }: AccountDeps,
  principal: CustomerPrincipal | DealerPrincipal,
  input: { oldPass: string; newPass: string; currentSessionHash: string | undefined },
): Promise<"ok" | "fail"> {
  const table = principal.kind === "customer" ? customers : dealers;
  const key = `password:${principal.kind}:${principal.id}`;
  await assertNotLocked(db, key, config.LOGIN_FAILURE_LIMIT);
  const [row] = await db.select({ passwordHash: table.passwordHash }).from(table).where(eq(table.id, principal.id));
  if (!row || !(await verifyPassword(row.passwordHash, input.oldPass))) {
    await recordFailure(db, key);
    return "fail";
  }
  const passwordHash = await hashPassword(input.newPass);
  await inTransaction(db, async (tx) => {
    await tx.update(table).set({ passwordHash, updatedAt: sql`now()` }).where(eq(table.id, principal.id));
    const others = and(eq(sessions.principalKind, principal.kind), eq(sessions.principalId, principal.id));
    await tx.delete(sessions).where(input.currentSessionHash ? and(others, ne(sessions.idHash, input.currentSessionHash)) : others);
    await clearFailures(tx, key);
    await audit(tx, { actor: actorOf(principal), action: "password.change", target: actorOf(principal) });
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
export async function completeCustomerInfo({ db }: AccountDeps, principal: CustomerPrincipal, form: CustomerInfoBody): Promise<CustomerSignIn> {
  await inTransaction(db, (tx) => saveInfo(tx, principal.id, infoValuesOf(form, {}), undefined));
  return customerSignInOf(db, principal.id);
}

/**
 * Saves the About Me form. A new_email different from the current address is not applied: a
 * confirmation link (1 day, single use) goes to the new address, and the change waits for it.
 */
export async function updateProfile(
  { db, config, mail }: AccountDeps,
  principal: CustomerPrincipal,
  input: { data: ProfilePayload; baseUrl: string },
): Promise<UpdateUserInfoReply> {
  const { data } = input;
  const values = infoValuesOf(profilePayloadAsForm(data), { firstname: data.b_firstname, lastname: data.b_lastname, address2: data.b_address2 });
  const newEmail = data.new_email?.trim().toLowerCase() || undefined;
  const changingEmail = newEmail !== undefined && newEmail !== principal.email.toLowerCase();
  if (changingEmail) {
    const [taken] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, newEmail));
    if (taken) throw new AppError("CONFLICT", "That e-mail address is already used by another account.", { new_email: "That e-mail address is already used by another account." });
  }
  await inTransaction(db, async (tx) => {
    await saveInfo(tx, principal.id, values, data.checked);
    if (!changingEmail) return;
    const token = randomToken();
    await tx.insert(emailChangeTokens).values({ tokenHash: tokenHash(token), customerId: principal.id, newEmail, expiresAt: new Date(Date.now() + EMAIL_CHANGE_LINK_MS) });
    await mail.enqueue(tx, emailChangeMail(config.store, { newEmail, firstname: values.forename }, `${input.baseUrl}/api/confirmEmailChange?token=${encodeURIComponent(token)}`));
  });
  const saved = await customerSignInOf(db, principal.id);
  if (!saved.userInfo || !saved.billing) throw new Error("The profile was saved but cannot be read back.");
  return { userinfo: saved.userInfo, billing: saved.billing, user: saved.user, emailChangeSentTo: changingEmail ? newEmail : null };
}

/** Applies a confirmed e-mail change from its mailed link; false when the link is expired, used, or the address was taken meanwhile. */
export async function confirmEmailChange({ db, config, mail }: AccountDeps, token: string): Promise<boolean> {
  const usable = and(eq(emailChangeTokens.tokenHash, tokenHash(token)), isNull(emailChangeTokens.usedAt), gt(emailChangeTokens.expiresAt, sql`now()`));
  try {
    return await inTransaction(db, async (tx) => {
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
      await mail.enqueue(tx, emailChangedNoticeMail(config.store, { oldEmail: before.email, newEmail: change.newEmail, firstname: before.firstname }));
      await audit(tx, { actor: `customer:${before.id}`, action: "email.change", target: `customer:${before.id}`, details: { from: before.email, to: change.newEmail } });
      return true;
    });
  } catch (error) {
    if ((error as { code?: string }).code === "23505") return false;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Profile inquiry

/** Stores a profile inquiry and mails it to the store, with an acknowledgement to the sender. */
export async function sendProfileInquiry(
  { db, config, mail }: AccountDeps,
  principal: CustomerPrincipal | DealerPrincipal,
  input: Pick<ProfileInquiryBody, "subject" | "message" | "type">,
): Promise<void> {
  if (input.type !== principal.kind) throw new AppError("FORBIDDEN", "You can only see and change your own account.");
  let sender: { name: string; email: string; who: string };
  if (principal.kind === "customer") {
    const [customer] = await db.select().from(customers).where(eq(customers.id, principal.id));
    if (!customer) throw new AppError("UNAUTHORIZED", "Please sign in.");
    sender = { name: `${customer.firstname} ${customer.lastname}`, email: customer.email, who: `customer #${customer.id}` };
  } else {
    const [dealer] = await db.select().from(dealers).where(eq(dealers.id, principal.id));
    if (!dealer) throw new AppError("UNAUTHORIZED", "Please sign in.");
    sender = { name: dealer.name, email: dealer.email, who: `dealer ${dealer.account}` };
  }
  await inTransaction(db, async (tx) => {
    await tx.insert(inquiries).values({
      kind: "profile",
      name: sender.name,
      email: sender.email,
      subject: input.subject,
      message: input.message,
      customerId: principal.kind === "customer" ? principal.id : null,
      dealerAccount: principal.kind === "dealer" ? principal.account : null,
    });
    await mail.enqueue(tx, inquiryToStoreMail(config.store, sender, input));
    await mail.enqueue(tx, inquiryReceivedMail(config.store, sender, input));
  });
}
