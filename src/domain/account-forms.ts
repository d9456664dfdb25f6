import { z } from "zod";
import { multiLineText } from "./contracts/common";
import { emailField, messageKey } from "./forms";
import { GENDERS } from "./genders";
import type { MessageKey } from "./i18n/catalogue";
import { en } from "./i18n/en-CA";
import { COUNTRIES, type Country, isRegionOf } from "./regions";
import { FIRST_MODEL_YEAR } from "./years";

export { GENDERS, type Gender, genderFromCode, genderToCode } from "./genders";

// The forms below report message keys (decision 037). These are the English of the few that contracts
// and checkout still compare or write as text, read from the catalogue so the words have one source.
export const PASSWORD_RULE_MESSAGE = en["forms.password.rule"];
export const NEW_PASSWORD_RULE_MESSAGE = en["forms.password.newRule"];
export const PASSWORDS_DO_NOT_MATCH = en["forms.password.mismatch"];
export const NEW_PASSWORDS_DO_NOT_MATCH = en["forms.password.newMismatch"];
export const INVALID_POSTAL_CODE = en["forms.postalCode.invalid"];

export const PROFILE_INQUIRY_SUBJECTS = ["Parts Inquiry", "Shipping Inquiry", "Sales Inquiry", "Other Inquiry"] as const;
export type ProfileInquirySubject = (typeof PROFILE_INQUIRY_SUBJECTS)[number];

// An optional +1 or 1, then a 10-digit North American number whose area code and exchange start 2-9.
// Separators are space, dash, dot or slash; parentheses around the area code are accepted too,
// because that is the (123) 456-7890 shape the forms reformat numbers into on blur.
const SEP = "[ ./-]?";
const NANP_PHONE = new RegExp(`^(?:\\+?1${SEP})?(?:\\([2-9]\\d{2}\\)|[2-9]\\d{2})${SEP}[2-9]\\d{2}${SEP}\\d{4}$`);

export function isValidPhone(value: string): boolean {
  return NANP_PHONE.test(value.trim());
}

/** '(416) 555-0142' from any 10-digit number (a leading country code 1 is dropped); anything else is returned as typed. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (national.length !== 10) return value.trim();
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

const CA_POSTAL_CODE = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;
const US_ZIP_CODE = /^\d{5}(?:-\d{4})?$/;

export function isCountry(value: unknown): value is Country {
  return (COUNTRIES as readonly unknown[]).includes(value);
}

/** CA: A1A 1A1 (space or dash optional); USA: 12345 or 12345-6789; any other country is invalid. */
export function isValidPostalCode(country: string, value: string): boolean {
  const code = value.trim();
  if (country === "CA") return CA_POSTAL_CODE.test(code);
  if (country === "USA") return US_ZIP_CODE.test(code);
  return false;
}

function phoneMessage(country: string): MessageKey {
  return country === "CA" ? "forms.phone.invalidCanadian" : "forms.phone.invalid";
}

/** Why a province or state cannot go with the country (regions.ts's regionProblem, as a key); null when it can. */
function regionProblemKey(country: Country, code: string): MessageKey | null {
  if (isRegionOf(country, code)) return null;
  return country === "CA" ? "forms.province.canadian" : "forms.province.us";
}

const email = emailField;

const strongPassword = (message: MessageKey) =>
  z
    .string()
    .min(8, message)
    .max(128, messageKey("forms.password.ruleTooLong"))
    .regex(/[A-Za-z]/, message)
    .regex(/\d/, message);

/** A field's two length messages, by the name its keys carry. */
type Sized = "firstName" | "lastName" | "address" | "city" | "carModel" | "carMake";
const tooShort = (field: Sized) => messageKey(`forms.${field}.tooShort`);
const tooLong = (field: Sized) => messageKey(`forms.${field}.tooLong`);

const atLeastTwo = (field: Sized) => z.string().trim().min(2, tooShort(field)).max(255, tooLong(field));

const optionalAtLeastTwo = (field: Sized) =>
  z
    .string()
    .trim()
    .max(255, tooLong(field))
    .refine((value) => value === "" || value.length >= 2, tooShort(field))
    .optional();

const optionalText = (max: number, message: MessageKey) => z.string().trim().max(max, message).optional();

const country = z.string().refine(isCountry, messageKey("forms.country.choose"));
const province = z.string().trim().min(2, messageKey("forms.province.choose")).max(40, messageKey("forms.province.choose"));

// ------------------------------------------------------------------------------------------------
// Sign-in, registration, passwords

/** Sign-in: one field takes an e-mail or a dealer ID, so it is permissive; the password needs 1 character. */
export const signInForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, messageKey("forms.signIn.loginRequired"))
    .max(255, messageKey("forms.signIn.loginTooLong"))
    .refine((value) => value.length >= 6 || z.email().safeParse(value).success, messageKey("forms.signIn.loginInvalid")),
  password: z.string().min(1, messageKey("forms.signIn.passwordRequired")).max(128, messageKey("forms.password.tooLong")),
  remember: z.boolean().optional(),
});
export type SignInForm = z.infer<typeof signInForm>;

/** Registration: names of 2+, a valid e-mail, a strong password entered twice, and the updates opt-in. */
export const registerForm = z
  .object({
    firstName: atLeastTwo("firstName"),
    lastName: atLeastTwo("lastName"),
    email,
    password: strongPassword("forms.password.rule"),
    confirmPassword: strongPassword("forms.password.rule"),
    recieveUpdates: z.boolean(),
  })
  .refine((form) => form.password === form.confirmPassword, { message: messageKey("forms.password.mismatch"), path: ["confirmPassword"] });
export type RegisterForm = z.infer<typeof registerForm>;

/** Change password (profile tab): the current password, a strong new one, and the new one again. */
export const changePasswordForm = z
  .object({
    currentPassword: z.string().min(8, messageKey("forms.password.tooShort")).max(128, messageKey("forms.password.tooLong")),
    newPassword: strongPassword("forms.password.newRule"),
    confirmPassword: z.string().min(8, messageKey("forms.password.tooShort")).max(128, messageKey("forms.password.tooLong")),
  })
  .refine((form) => form.newPassword === form.confirmPassword, { message: messageKey("forms.password.newMismatch"), path: ["confirmPassword"] });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

export const forgotPasswordForm = z.object({ email });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordForm>;

/** The page reached from the mailed reset link: the registration password rule, entered twice. */
export const resetPasswordForm = z
  .object({
    password: strongPassword("forms.password.rule"),
    confirmPassword: strongPassword("forms.password.rule"),
  })
  .refine((form) => form.password === form.confirmPassword, { message: messageKey("forms.password.mismatch"), path: ["confirmPassword"] });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

// ------------------------------------------------------------------------------------------------
// Customer info (registration completion) and the profile form

const vehicleYear = z
  .union([z.string(), z.number()])
  .optional()
  .refine((value) => {
    if (value === undefined || value === "") return true;
    const year = Number(value);
    return Number.isInteger(year) && year >= FIRST_MODEL_YEAR && year <= 2100;
  }, messageKey("forms.carYear.tooEarly"));

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether a text is a day that exists, written YYYY-MM-DD: the month has that day (29 February in
 * leap years only) and the year is 1 or later. Date.parse is no test: it reads 1980-02-31 as
 * 2 March and accepts year 0, and the database's date type refuses both.
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day >= 1 && day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

const addressFields = {
  firstName: atLeastTwo("firstName"),
  lastName: atLeastTwo("lastName"),
  gender: z.union([z.enum(GENDERS), z.literal("")]).optional(),
  dob: z
    .string()
    .optional()
    .refine((value) => !value || isCalendarDate(value), messageKey("forms.dob.invalid")),
  address: atLeastTwo("address"),
  city: atLeastTwo("city"),
  postalCode: z.string().trim().max(10, messageKey("forms.postalCode.invalid")),
  country,
  province,
  tel: z.string().trim().max(30, messageKey("forms.phone.invalid")),
  mobile: z.string().trim().max(30, messageKey("forms.phone.invalid")).optional(),
  sameAsShipping: z.boolean(),
  billingAddress: optionalText(255, "forms.billingAddress.tooLong"),
  billingCity: optionalText(255, "forms.billingCity.tooLong"),
  billingPostalCode: optionalText(10, "forms.billingPostalCode.tooLong"),
  billingCountry: z.string().optional(),
  billingProvince: optionalText(40, "forms.billingProvince.tooLong"),
  billingTel: optionalText(30, "forms.billingTel.tooLong"),
  billingMobile: optionalText(30, "forms.billingMobile.tooLong"),
  carModel: optionalAtLeastTwo("carModel"),
  carYear: vehicleYear,
  carMake: optionalAtLeastTwo("carMake"),
};

type AddressFields = {
  postalCode: string;
  country: string;
  province: string;
  tel: string;
  mobile?: string;
  sameAsShipping: boolean;
  billingAddress?: string;
  billingCity?: string;
  billingPostalCode?: string;
  billingCountry?: string;
  billingProvince?: string;
  billingTel?: string;
  billingMobile?: string;
};

/**
 * The rules that read two fields at once: postal codes and provinces match their country, phones are North American
 * numbers (worded for Canada when the address is in Canada), and the billing address is required and
 * checked unless it is the same as shipping.
 */
function checkAddresses(form: AddressFields, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: MessageKey) => ctx.addIssue({ code: "custom", message, path: [path] });
  if (!isValidPostalCode(form.country, form.postalCode)) issue("postalCode", "forms.postalCode.invalid");
  const provinceProblem = isCountry(form.country) && form.province.trim().length >= 2 ? regionProblemKey(form.country, form.province) : null;
  if (provinceProblem) issue("province", provinceProblem);
  if (!isValidPhone(form.tel)) issue("tel", phoneMessage(form.country));
  if (form.mobile && !isValidPhone(form.mobile)) issue("mobile", phoneMessage(form.country));
  if (form.sameAsShipping) return;
  const billingCountry = form.billingCountry ?? "";
  if ((form.billingAddress ?? "").length < 2) issue("billingAddress", "forms.billingAddress.tooShort");
  if ((form.billingCity ?? "").length < 2) issue("billingCity", "forms.billingCity.tooShort");
  if (!isCountry(billingCountry)) issue("billingCountry", "forms.country.choose");
  if ((form.billingProvince ?? "").length < 2) issue("billingProvince", "forms.province.choose");
  else if (isCountry(billingCountry)) {
    const billingProvinceProblem = regionProblemKey(billingCountry, form.billingProvince ?? "");
    if (billingProvinceProblem) issue("billingProvince", billingProvinceProblem);
  }
  if (!isValidPostalCode(billingCountry, form.billingPostalCode ?? "")) issue("billingPostalCode", "forms.billingPostalCode.invalid");
  if (!isValidPhone(form.billingTel ?? "")) issue("billingTel", phoneMessage(billingCountry));
  if (form.billingMobile && !isValidPhone(form.billingMobile)) issue("billingMobile", phoneMessage(billingCountry));
}

/** /customer-info: personal, shipping, billing and vehicle details that complete a registration. */
export const customerInfoForm = z.object(addressFields).superRefine(checkAddresses);
export type CustomerInfoForm = z.infer<typeof customerInfoForm>;
export type CustomerInfoFormInput = z.input<typeof customerInfoForm>;

/**
 * The profile form (About Me): the customer-info fields, the read-only e-mail, an optional e-mail change
 * entered twice (it takes effect once confirmed from the new address), and the updates opt-in when known.
 */
export const profileForm = z
  .object({
    ...addressFields,
    email: z.string().trim().max(255),
    changingEmail: z.union([email, z.literal("")]).optional(),
    reenterEmail: z.string().trim().max(255).optional(),
    recieveUpdates: z.boolean().optional(),
  })
  .superRefine((form, ctx) => {
    checkAddresses(form, ctx);
    if ((form.changingEmail ?? "") !== (form.reenterEmail ?? "")) {
      ctx.addIssue({ code: "custom", message: messageKey("forms.email.mismatch"), path: ["reenterEmail"] });
    }
  });
export type ProfileForm = z.infer<typeof profileForm>;
export type ProfileFormInput = z.input<typeof profileForm>;

/** Submit Inquiry (profile tab): one of the four subjects and a message of at least 20 characters. */
export const profileInquiryForm = z.object({
  subject: z.enum(PROFILE_INQUIRY_SUBJECTS, { error: messageKey("forms.inquiry.subjectChoose") }),
  message: multiLineText(z.string().trim().min(20, messageKey("forms.inquiry.messageTooShort")).max(2000, messageKey("forms.inquiry.messageTooLong"))),
});
export type ProfileInquiryForm = z.infer<typeof profileInquiryForm>;
