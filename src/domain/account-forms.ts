import { z } from "zod";
import { multiLineText } from "./contracts/common";
import { COUNTRIES, type Country, regionProblem } from "./regions";
import { FIRST_MODEL_YEAR } from "./years";

export const PASSWORD_RULE_MESSAGE = "Your password must be a minimum of 8 characters and include at least one number and english character.";
export const NEW_PASSWORD_RULE_MESSAGE = "Your password must be a minimum of 8 characters and include at least one number and English character.";
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match.";
export const NEW_PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
export const INVALID_PHONE = "Invalid phone number";
export const INVALID_CANADIAN_PHONE = "Invalid Canadian phone number";
export const INVALID_POSTAL_CODE = "Invalid postal code";
export const INVALID_BILLING_POSTAL_CODE = "Invalid billing postal code";
export const INQUIRY_MESSAGE_TOO_SHORT = "Message must be at least 20 characters";

export const PROFILE_INQUIRY_SUBJECTS = ["Parts Inquiry", "Shipping Inquiry", "Sales Inquiry", "Other Inquiry"] as const;
export type ProfileInquirySubject = (typeof PROFILE_INQUIRY_SUBJECTS)[number];

export const GENDERS = ["Male", "Female", "Other"] as const;
export type Gender = (typeof GENDERS)[number];

/** UserInfo.m_gender: 1 Male, 2 Female, anything else Other. */
export function genderFromCode(code: unknown): Gender | "" {
  if (code === null || code === undefined || code === "") return "";
  const value = String(code);
  if (value === "1" || value === "Male") return "Male";
  if (value === "2" || value === "Female") return "Female";
  return "Other";
}

export function genderToCode(gender: string | undefined): number | null {
  if (gender === "Male") return 1;
  if (gender === "Female") return 2;
  if (gender === "Other") return 3;
  return null;
}

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

function phoneMessage(country: string): string {
  return country === "CA" ? INVALID_CANADIAN_PHONE : INVALID_PHONE;
}

const email = z.string().trim().min(1, "Email is required").max(255, "Email must be at most 255 characters").email("Please enter a valid email address");

const strongPassword = (message: string) =>
  z
    .string()
    .min(8, message)
    .max(128, "Your password must be at most 128 characters.")
    .regex(/[A-Za-z]/, message)
    .regex(/\d/, message);

const atLeastTwo = (label: string) => z.string().trim().min(2, `${label} must be at least 2 characters.`).max(255, `${label} must be at most 255 characters.`);

const optionalAtLeastTwo = (label: string) =>
  z
    .string()
    .trim()
    .max(255, `${label} must be at most 255 characters.`)
    .refine((value) => value === "" || value.length >= 2, `${label} must be at least 2 characters.`)
    .optional();

const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters.`).optional();

const country = z.string().refine(isCountry, "Please choose a country.");
const province = z.string().trim().min(2, "Please choose a province or state.").max(40, "Please choose a province or state.");

// ------------------------------------------------------------------------------------------------
// Sign-in, registration, passwords

/** Sign-in: one field takes an e-mail or a dealer ID, so it is permissive; the password needs 1 character. */
export const signInForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Please enter your dealer ID or email")
    .max(255, "Dealer ID or email must be at most 255 characters")
    .refine((value) => value.length >= 6 || z.email().safeParse(value).success, "Please enter a valid email or dealer ID"),
  password: z.string().min(1, "Please enter your password").max(128, "Password must be at most 128 characters"),
  remember: z.boolean().optional(),
});
export type SignInForm = z.infer<typeof signInForm>;

/** Registration: names of 2+, a valid e-mail, a strong password entered twice, and the updates opt-in. */
export const registerForm = z
  .object({
    firstName: atLeastTwo("First name"),
    lastName: atLeastTwo("Last name"),
    email,
    password: strongPassword(PASSWORD_RULE_MESSAGE),
    confirmPassword: strongPassword(PASSWORD_RULE_MESSAGE),
    recieveUpdates: z.boolean(),
  })
  .refine((form) => form.password === form.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ["confirmPassword"] });
export type RegisterForm = z.infer<typeof registerForm>;

/** Change password (profile tab): the current password, a strong new one, and the new one again. */
export const changePasswordForm = z
  .object({
    currentPassword: z.string().min(8, "Password must be at least 8 characters").max(128, "Password must be at most 128 characters"),
    newPassword: strongPassword(NEW_PASSWORD_RULE_MESSAGE),
    confirmPassword: z.string().min(8, "Password must be at least 8 characters").max(128, "Password must be at most 128 characters"),
  })
  .refine((form) => form.newPassword === form.confirmPassword, { message: NEW_PASSWORDS_DO_NOT_MATCH, path: ["confirmPassword"] });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

export const forgotPasswordForm = z.object({ email });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordForm>;

/** The page reached from the mailed reset link: the registration password rule, entered twice. */
export const resetPasswordForm = z
  .object({
    password: strongPassword(PASSWORD_RULE_MESSAGE),
    confirmPassword: strongPassword(PASSWORD_RULE_MESSAGE),
  })
  .refine((form) => form.password === form.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ["confirmPassword"] });
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
  }, `Year must be ${FIRST_MODEL_YEAR} or later`);

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
  firstName: atLeastTwo("First name"),
  lastName: atLeastTwo("Last name"),
  gender: z.union([z.enum(GENDERS), z.literal("")]).optional(),
  dob: z
    .string()
    .optional()
    .refine((value) => !value || isCalendarDate(value), "Please enter a valid date"),
  address: atLeastTwo("Address"),
  city: atLeastTwo("City"),
  postalCode: z.string().trim().max(10, INVALID_POSTAL_CODE),
  country,
  province,
  tel: z.string().trim().max(30, INVALID_PHONE),
  mobile: z.string().trim().max(30, INVALID_PHONE).optional(),
  sameAsShipping: z.boolean(),
  billingAddress: optionalText(255, "Billing address"),
  billingCity: optionalText(255, "Billing city"),
  billingPostalCode: optionalText(10, "Billing postal code"),
  billingCountry: z.string().optional(),
  billingProvince: optionalText(40, "Billing province"),
  billingTel: optionalText(30, "Billing phone"),
  billingMobile: optionalText(30, "Billing mobile"),
  carModel: optionalAtLeastTwo("Car model"),
  carYear: vehicleYear,
  carMake: optionalAtLeastTwo("Car make"),
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
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", message, path: [path] });
  if (!isValidPostalCode(form.country, form.postalCode)) issue("postalCode", INVALID_POSTAL_CODE);
  const provinceProblem = isCountry(form.country) && form.province.trim().length >= 2 ? regionProblem(form.country, form.province) : null;
  if (provinceProblem) issue("province", provinceProblem);
  if (!isValidPhone(form.tel)) issue("tel", phoneMessage(form.country));
  if (form.mobile && !isValidPhone(form.mobile)) issue("mobile", phoneMessage(form.country));
  if (form.sameAsShipping) return;
  const billingCountry = form.billingCountry ?? "";
  if ((form.billingAddress ?? "").length < 2) issue("billingAddress", "Billing address must be at least 2 characters.");
  if ((form.billingCity ?? "").length < 2) issue("billingCity", "Billing city must be at least 2 characters.");
  if (!isCountry(billingCountry)) issue("billingCountry", "Please choose a country.");
  if ((form.billingProvince ?? "").length < 2) issue("billingProvince", "Please choose a province or state.");
  else if (isCountry(billingCountry)) {
    const billingProvinceProblem = regionProblem(billingCountry, form.billingProvince ?? "");
    if (billingProvinceProblem) issue("billingProvince", billingProvinceProblem);
  }
  if (!isValidPostalCode(billingCountry, form.billingPostalCode ?? "")) issue("billingPostalCode", INVALID_BILLING_POSTAL_CODE);
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
      ctx.addIssue({ code: "custom", message: "E-mail addresses do not match.", path: ["reenterEmail"] });
    }
  });
export type ProfileForm = z.infer<typeof profileForm>;
export type ProfileFormInput = z.input<typeof profileForm>;

/** Submit Inquiry (profile tab): one of the four subjects and a message of at least 20 characters. */
export const profileInquiryForm = z.object({
  subject: z.enum(PROFILE_INQUIRY_SUBJECTS, { error: "Please choose a subject" }),
  message: multiLineText(z.string().trim().min(20, INQUIRY_MESSAGE_TOO_SHORT).max(2000, "Message must be at most 2000 characters")),
});
export type ProfileInquiryForm = z.infer<typeof profileInquiryForm>;
