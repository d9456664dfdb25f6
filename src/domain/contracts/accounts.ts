import { z } from "zod";
import {
  changePasswordForm,
  customerInfoForm,
  genderFromCode,
  NEW_PASSWORD_RULE_MESSAGE,
  NEW_PASSWORDS_DO_NOT_MATCH,
  PASSWORD_RULE_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
  PROFILE_INQUIRY_SUBJECTS,
  profileInquiryForm,
  registerForm,
  resetPasswordForm,
  signInForm,
} from "../account-forms";
import { en } from "../i18n/en-CA";
import { signedInBuyer } from "./buyers";
import { MAX_ROW_ID } from "./common";
import { staffMember } from "./staff";

/**
 * The accounts API: sign-in, registration, profiles, passwords and profile inquiries.
 * Identity always comes from the session cookie; ids in a body (userID, custno, user, account)
 * must be the caller's own or the call answers 403.
 */

export const REGISTER_PASSWORD_MESSAGE = PASSWORD_RULE_MESSAGE;
export const CHANGE_PASSWORD_MESSAGE = NEW_PASSWORD_RULE_MESSAGE;
export const LOGIN_FAILED_MESSAGE = en["accounts.signIn.failed"];
/** The first words of a refused sign-in; the server adds how long to wait, as its Retry-After header says. */
export const SIGN_IN_RATE_LIMITED_MESSAGE = "Too many sign-in attempts.";
export const SIGN_IN_REQUIRED_MESSAGE = en["errors.signInRequired"];
export const RESET_LINK_EXPIRED_MESSAGE = en["errors.resetLinkExpired"];
export const EMAIL_TAKEN_MESSAGE = en["errors.emailTaken"];

/** The subjects a profile inquiry may have. */
export const INQUIRY_SUBJECTS = PROFILE_INQUIRY_SUBJECTS;

const email = registerForm.shape.email;
/** An id as the browser sends it: the user id (number or digits) or a dealer account. */
export const claimedId = z.union([z.number().int().min(0).max(MAX_ROW_ID), z.string().trim().min(1).max(255)]);
/** The ALTCHA payload a captcha-protected form sends (base64 JSON made by the widget). */
export const altchaField = z.string().max(10_000).optional();
const remember = z.boolean().optional();
const optionalText = (max = 255) => z.string().trim().max(max).nullable().optional();

// ---------------------------------------------------------------------------------------------
// Who is signed in

/** A customer as the browser keeps it (spec section 3, User). */
export const customerUser = z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string(), email: z.string() });
export type CustomerUser = z.infer<typeof customerUser>;

/** A dealer as the browser keeps it: account is the dealer flag, name the company; `buyer` is who signed in when not the account's administrator (decision 041). */
export const dealerUser = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  level: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  dealer_info: z.object({
    pricecode: z.number().int(),
    address1: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    zip: z.string(),
  }),
  // A user the browser saved before buyers existed has none: its account's administrator.
  buyer: signedInBuyer.nullable().default(null),
});
export type DealerUser = z.infer<typeof dealerUser>;

/** A dealer's company details as checkout, receipts and the Dealer Profile show them. */
export const dealerInfo = z.object({
  custno: z.string(),
  company: z.string(),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string(),
  pricecode: z.number().int(),
  level: z.number().int(),
});
export type DealerInfo = z.infer<typeof dealerInfo>;

/** A customer's personal details, shipping address and vehicle (spec section 3, UserInfo). m_gender: 1 Male, 2 Female, 3 Other. */
export const userInfo = z.object({
  m_forename: z.string(),
  m_surname: z.string(),
  m_gender: z.number().int().nullable(),
  m_birth: z.string().nullable(),
  m_address: z.string(),
  m_city: z.string(),
  m_zipcode: z.string(),
  m_country: z.string(),
  m_state: z.string(),
  m_tel: z.string(),
  m_mobile: z.string().nullable(),
  m_car: z.string().nullable(),
  m_year: z.number().int().nullable(),
  m_make: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** A customer's billing address (spec section 3, BillingInfo); same_as_shipping repeats the shipping address. */
export const billingInfo = z.object({
  firstname: z.string(),
  lastname: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  postalcode: z.string(),
  country: z.string(),
  province: z.string(),
  phone: z.string(),
  mobile: z.string().nullable(),
  same_as_shipping: z.boolean(),
});
export type BillingInfo = z.infer<typeof billingInfo>;

/** A signed-in customer: userInfo and billing are null until the customer-info form is completed. */
export const customerSignIn = z.object({ user: customerUser, userInfo: userInfo.nullable(), billing: billingInfo.nullable() });
export type CustomerSignIn = z.infer<typeof customerSignIn>;

export const dealerSignIn = z.object({ dealer: dealerUser, dealerInfo });
export type DealerSignIn = z.infer<typeof dealerSignIn>;

/** A suspended dealer with the right password gets the reason as a string, which the sign-in page shows as an error. */
export const dealerRefused = z.object({ dealer: z.string() });
export const dealerSignInReply = z.union([dealerSignIn, dealerRefused]);
export type DealerSignInReply = z.infer<typeof dealerSignInReply>;

/** GET /me: who the session cookie belongs to; restores the signed-in user on page load. */
export const meReply = z.discriminatedUnion("kind", [
  customerSignIn.extend({ kind: z.literal("customer") }),
  dealerSignIn.extend({ kind: z.literal("dealer") }),
  z.object({ kind: z.literal("staff"), staff: staffMember }),
  z.object({ kind: z.literal("anonymous") }),
]);
export type MeReply = z.infer<typeof meReply>;

// ---------------------------------------------------------------------------------------------
// Sign-in, registration, sign-out

/** POST /loginCustomer. remmemberMe (the spec's spelling) or remember keeps the session 30 days. */
export const loginCustomerBody = z.object({
  email: z.string().trim().min(1, "Please enter your dealer ID or email").max(255, "Dealer ID or email must be at most 255 characters"),
  password: signInForm.shape.password,
  remmemberMe: remember,
  remember,
});
export type LoginCustomerBody = z.infer<typeof loginCustomerBody>;

/** POST /loginDealer. */
export const loginDealerBody = z.object({
  account: z.string().trim().min(1, "Please enter your dealer ID").max(255, "Dealer ID must be at most 255 characters"),
  password: signInForm.shape.password,
  remmemberMe: remember,
  remember,
});
export type LoginDealerBody = z.infer<typeof loginDealerBody>;

/** POST /newCustomer: checked is the opt-in to offers, promotions and deals; altcha the solved captcha. */
export const newCustomerBody = z.object({
  firstname: registerForm.shape.firstName,
  lastname: registerForm.shape.lastName,
  email,
  password: registerForm.shape.password,
  checked: z.boolean().default(false),
  altcha: altchaField,
});
export type NewCustomerBody = z.infer<typeof newCustomerBody>;
export const newCustomerReply = z.object({ user: customerUser });

// ---------------------------------------------------------------------------------------------
// Passwords

/** POST /forgotPassword and POST /resetPassword: always answers status 'good'. */
export const forgotPasswordBody = z.object({ email, altcha: altchaField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;
export const forgotPasswordReply = z.object({ status: z.literal("good") });

/** POST /resetPasswordWithToken: the token from the mailed /reset-password?token= link. */
export const resetPasswordWithTokenBody = z
  .object({
    token: z.string().trim().min(1, "The reset link is incomplete.").max(200, "The reset link is not valid."),
    password: resetPasswordForm.shape.password,
    confirmPassword: resetPasswordForm.shape.confirmPassword,
  })
  .refine((body) => body.password === body.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ["confirmPassword"] });
export type ResetPasswordWithTokenBody = z.infer<typeof resetPasswordWithTokenBody>;

/** POST /changePassword: status 'fail' when the current password is wrong. */
export const changePasswordBody = z.object({
  data: z
    .object({
      oldPass: changePasswordForm.shape.currentPassword,
      newPass: changePasswordForm.shape.newPassword,
      confirmPass: changePasswordForm.shape.confirmPassword,
    })
    .refine((data) => data.newPass === data.confirmPass, { message: NEW_PASSWORDS_DO_NOT_MATCH, path: ["confirmPass"] }),
  userID: claimedId,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export const changePasswordReply = z.object({ status: z.enum(["ok", "fail"]) });

// ---------------------------------------------------------------------------------------------
// Profile

/** POST /userDetails: the caller's own details; an id, when sent, must be the caller's. */
export const userDetailsBody = z.object({ userID: claimedId.optional(), id: claimedId.optional(), account: claimedId.optional() }).optional();

/** A dealer's last order as the Dealer Profile shows it (null until the dealer has ordered). */
export const recentOrder = z.object({ order_num: z.string(), date_order: z.string(), total: z.number() });
export const dealerDetails = dealerSignIn.extend({ recentOrder: recentOrder.nullable(), orderCount: z.number().int() });
export type DealerDetails = z.infer<typeof dealerDetails>;
export const userDetailsReply = z.union([customerSignIn, dealerDetails]);
export type UserDetailsReply = z.infer<typeof userDetailsReply>;

const profileFields = z.object({
  forename: z.string().trim().max(255),
  surname: z.string().trim().max(255),
  gender: z
    .union([z.number().int(), z.string().trim().max(20)])
    .nullable()
    .optional(),
  brithday: optionalText(20),
  address: z.string().trim().max(255),
  city: z.string().trim().max(255),
  state: z.string().trim().max(255),
  zipcode: z.string().trim().max(20),
  country: z.string().trim().max(20),
  tel: z.string().trim().max(40),
  mobile: optionalText(40),
  sameAsBilling: z.boolean().default(true),
  b_firstname: optionalText(),
  b_lastname: optionalText(),
  b_address1: optionalText(),
  b_address2: optionalText(),
  b_city: optionalText(),
  b_province: optionalText(),
  b_state: optionalText(),
  b_zipcode: optionalText(20),
  b_country: optionalText(20),
  b_phone: optionalText(40),
  b_tel: optionalText(40),
  car: optionalText(),
  model: optionalText(),
  make: optionalText(),
  year: z
    .union([z.number().int(), z.string().trim().max(10)])
    .nullable()
    .optional(),
  checked: z.boolean().optional(),
  email: optionalText(),
  new_email: optionalText(),
  reenter_new_email: optionalText(),
});
type ProfileFields = z.infer<typeof profileFields>;

const blankToUndefined = (value: string | null | undefined) => (value === null || value === undefined || value === "" ? undefined : value);

/** The profile payload as the customer-info form's fields, so both are checked by the same shared rules. */
export function profilePayloadAsForm(data: ProfileFields) {
  return {
    firstName: data.forename,
    lastName: data.surname,
    gender: genderFromCode(data.gender),
    dob: blankToUndefined(data.brithday),
    address: data.address,
    city: data.city,
    postalCode: data.zipcode,
    country: data.country,
    province: data.state,
    tel: data.tel,
    mobile: blankToUndefined(data.mobile),
    sameAsShipping: data.sameAsBilling,
    billingAddress: blankToUndefined(data.b_address1),
    billingCity: blankToUndefined(data.b_city),
    billingPostalCode: blankToUndefined(data.b_zipcode),
    billingCountry: blankToUndefined(data.b_country),
    billingProvince: blankToUndefined(data.b_province) ?? blankToUndefined(data.b_state),
    billingTel: blankToUndefined(data.b_phone) ?? blankToUndefined(data.b_tel),
    carModel: blankToUndefined(data.car) ?? blankToUndefined(data.model),
    carYear: data.year === null || data.year === undefined ? undefined : data.year,
    carMake: blankToUndefined(data.make),
  };
}

const payloadFieldOf: Record<string, keyof ProfileFields> = {
  firstName: "forename",
  lastName: "surname",
  dob: "brithday",
  postalCode: "zipcode",
  province: "state",
  billingAddress: "b_address1",
  billingCity: "b_city",
  billingPostalCode: "b_zipcode",
  billingCountry: "b_country",
  billingProvince: "b_province",
  billingTel: "b_phone",
  carModel: "car",
  carYear: "year",
  carMake: "make",
};

/**
 * The profile form's payload (spec section 3, field names as sent). Shipping: forename, surname,
 * address, city, state, zipcode, country, tel, mobile. Billing: b_* (b_province or b_state,
 * b_phone or b_tel, b_zipcode), ignored when sameAsBilling. Vehicle: car (or model), make, year.
 * checked is the opt-in. email is the current (read-only) address and is ignored; a new_email
 * different from it, repeated in reenter_new_email, mails a confirmation link to the new address.
 * Checked with the customer-info form's rules; errors name the payload's fields.
 */
export const profilePayload = profileFields.superRefine((data, ctx) => {
  const checked = customerInfoForm.safeParse(profilePayloadAsForm(data));
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? "");
      ctx.addIssue({ code: "custom", message: issue.message, path: [payloadFieldOf[field] ?? field] });
    }
  }
  const newEmail = blankToUndefined(data.new_email);
  if (newEmail !== undefined) {
    if (!z.email().safeParse(newEmail).success) ctx.addIssue({ code: "custom", message: "Please enter a valid email address", path: ["new_email"] });
    if (newEmail.toLowerCase() !== (data.reenter_new_email ?? "").trim().toLowerCase()) {
      ctx.addIssue({ code: "custom", message: "E-mail addresses do not match.", path: ["reenter_new_email"] });
    }
  }
});
export type ProfilePayload = z.infer<typeof profilePayload>;

/** POST /updateUserInfo. */
export const updateUserInfoBody = z.object({ data: profilePayload, userID: claimedId });
export type UpdateUserInfoBody = z.infer<typeof updateUserInfoBody>;
/** The saved profile; emailChangeSentTo is the new address a confirmation link went to, if any. */
export const updateUserInfoReply = z.object({ userinfo: userInfo, billing: billingInfo, user: customerUser, emailChangeSentTo: z.string().nullable() });
export type UpdateUserInfoReply = z.infer<typeof updateUserInfoReply>;

/** GET /confirmEmailChange?token=: redirects to /profile?tab=About Me&emailChanged=1 (or =0 when the link is expired or used). */
export const confirmEmailChangeQuery = z.object({ token: z.string().trim().min(1).max(200) });

/**
 * POST /customerInfo: the /customer-info form ('Almost there...') as its fields are named:
 * personal, shipping, billing (or sameAsShipping) and vehicle. Answers like a customer sign-in.
 */
export const customerInfoBody = customerInfoForm;
export type CustomerInfoBody = z.infer<typeof customerInfoBody>;

// ---------------------------------------------------------------------------------------------
// Profile inquiry

/** POST /inquiry: custno and user are the caller's id (customers) or account (dealers); type dealer or customer. */
export const profileInquiryBody = z.object({
  custno: claimedId,
  user: claimedId,
  type: z.enum(["dealer", "customer"], { error: "Type must be dealer or customer" }),
  subject: profileInquiryForm.shape.subject,
  message: profileInquiryForm.shape.message,
  altcha: altchaField,
});
export type ProfileInquiryBody = z.infer<typeof profileInquiryBody>;

export const okReply = z.object({ status: z.literal("ok") });

// ---------------------------------------------------------------------------------------------
// Captcha

/** GET /captcha: an ALTCHA (v2) challenge for the widget; the solved payload goes back in `altcha`. */
export const captchaChallenge = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string().optional(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;
