import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { formatPhone, genderToCode } from "../../../domain/account-forms";
import {
  type CustomerInfoBody,
  type CustomerSignIn,
  type ProfilePayload,
  profilePayloadAsForm,
  type UpdateUserInfoReply,
} from "../../../domain/contracts/accounts";
import { type Ctx, inTransaction } from "../../context";
import { randomToken, tokenHash } from "../../lib/tokens";
import type { CustomerViewer } from "../../viewer";
import { audit } from "../audit/service";
import { storeDetails } from "../content/service";
import { assertUnderLimit, recordEvent, type Throttle } from "../throttles/service";
import { customerSignInOf } from "./account-views";
import { customerLocale } from "./language";
import { emailChangedNoticeMail, emailChangeMail, emailTakenNoticeMail } from "./mails";
import { customerInfo, customers, emailChangeTokens } from "./schema";

const EMAIL_CHANGE_LINK_MS = 24 * 60 * 60 * 1000;

/** E-mail change requests: a few per account a day, and a few per address a day, whoever asks. */
const EMAIL_CHANGES_PER_ACCOUNT: Throttle = { max: 5, windowMinutes: 24 * 60, refusal: "errors.tooMany.emailChanges" };

const EMAIL_CHANGES_PER_ADDRESS: Throttle = { max: 3, windowMinutes: 24 * 60, refusal: "errors.tooMany.emailChanges" };

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

async function saveInfo(tx: Ctx<"db">, customerId: number, values: ReturnType<typeof infoValuesOf>, optIn: boolean | undefined): Promise<void> {
  await tx.db
    .insert(customerInfo)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: customerInfo.customerId, set: { ...values, updatedAt: sql`now()` } });
  await tx.db
    .update(customers)
    .set({ firstname: values.forename, lastname: values.surname, ...(optIn === undefined ? {} : { optIn }), updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
}

/** Completes a new customer's profile from the /customer-info form; answers like a customer sign-in. */
export async function completeCustomerInfo(ctx: Ctx<"db">, viewer: CustomerViewer, form: CustomerInfoBody): Promise<CustomerSignIn> {
  await inTransaction(ctx, (tx) => saveInfo(tx, viewer.id, infoValuesOf(form, {}), undefined));
  return customerSignInOf(ctx, viewer.id);
}

/**
 * Saves the About Me form. A new_email different from the current address is not applied: a
 * confirmation link (1 day, single use) goes to the new address, and the change waits for it. The
 * answer is the same whether or not the new address already has an account (its owner gets a
 * notice instead of a link), so the form never tells who has an account; requests are limited per
 * account and per address, so it cannot be used to mail anyone at will.
 */
export async function updateProfile(
  ctx: Ctx<"db" | "config" | "mail", "caches">,
  viewer: CustomerViewer,
  input: { data: ProfilePayload },
): Promise<UpdateUserInfoReply> {
  const { data } = input;
  const values = infoValuesOf(profilePayloadAsForm(data), { firstname: data.b_firstname, lastname: data.b_lastname, address2: data.b_address2 });
  const newEmail = data.new_email?.trim().toLowerCase() || undefined;
  const changingEmail = newEmail !== undefined && newEmail !== viewer.email.toLowerCase();
  const accountKey = `email-change:account:${viewer.id}`;
  const addressKey = `email-change:address:${newEmail}`;
  if (changingEmail) {
    await assertUnderLimit(ctx, accountKey, EMAIL_CHANGES_PER_ACCOUNT);
    await assertUnderLimit(ctx, addressKey, EMAIL_CHANGES_PER_ADDRESS);
  }
  await inTransaction(ctx, async (tx) => {
    await saveInfo(tx, viewer.id, values, data.checked);
    if (!changingEmail) return;
    await recordEvent(tx, accountKey);
    await recordEvent(tx, addressKey);
    const [owner] = await tx.db.select({ id: customers.id, firstname: customers.firstname }).from(customers).where(eq(customers.email, newEmail));
    if (owner) {
      await ctx.mail.enqueue(
        tx.db,
        emailTakenNoticeMail(await storeDetails(tx), { email: newEmail, firstname: owner.firstname }, await customerLocale(tx, owner.id)),
      );
      return;
    }
    const token = randomToken();
    await tx.db
      .insert(emailChangeTokens)
      .values({ tokenHash: tokenHash(token), customerId: viewer.id, newEmail, expiresAt: new Date(Date.now() + EMAIL_CHANGE_LINK_MS) });
    await ctx.mail.enqueue(
      tx.db,
      emailChangeMail(
        await storeDetails(tx),
        { newEmail, firstname: values.forename },
        `${ctx.config.publicUrl}/api/confirmEmailChange?token=${encodeURIComponent(token)}`,
        await customerLocale(tx, viewer.id),
      ),
    );
  });
  const saved = await customerSignInOf(ctx, viewer.id);
  if (!saved.userInfo || !saved.billing) throw new Error("The profile was saved but cannot be read back.");
  return { userinfo: saved.userInfo, billing: saved.billing, user: saved.user, emailChangeSentTo: changingEmail ? newEmail : null };
}

/** Applies a confirmed e-mail change from its mailed link; false when the link is expired, used, or the address was taken meanwhile. */
export async function confirmEmailChange(ctx: Ctx<"db" | "config" | "mail", "caches">, token: string): Promise<boolean> {
  const usable = and(eq(emailChangeTokens.tokenHash, tokenHash(token)), isNull(emailChangeTokens.usedAt), gt(emailChangeTokens.expiresAt, sql`now()`));
  try {
    return await inTransaction(ctx, async (tx) => {
      const [change] = await tx.db
        .update(emailChangeTokens)
        .set({ usedAt: sql`now()` })
        .where(usable)
        .returning({ customerId: emailChangeTokens.customerId, newEmail: emailChangeTokens.newEmail });
      if (!change) return false;
      const [before] = await tx.db.select().from(customers).where(eq(customers.id, change.customerId));
      const [taken] = await tx.db.select({ id: customers.id }).from(customers).where(eq(customers.email, change.newEmail));
      if (!before || taken) return false;
      await tx.db
        .update(customers)
        .set({ email: change.newEmail, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(customers.id, change.customerId));
      await ctx.mail.enqueue(
        tx.db,
        emailChangedNoticeMail(await storeDetails(tx), { oldEmail: before.email, newEmail: change.newEmail, firstname: before.firstname }, before.locale),
      );
      await audit(tx, {
        actor: `customer:${before.id}`,
        action: "email.change",
        target: `customer:${before.id}`,
        details: { from: before.email, to: change.newEmail },
      });
      return true;
    });
  } catch (error) {
    if ((error as { code?: string }).code === "23505") return false;
    throw error;
  }
}
