import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  changePasswordBody,
  customerInfoBody,
  loginCustomerBody,
  newCustomerBody,
  profileInquiryBody,
  profilePayload,
  resetPasswordWithTokenBody,
} from "../../src/domain/contracts/accounts";
import { readMessage } from "../../src/domain/forms";
import { translatorOf } from "../../src/domain/i18n";

const english = translatorOf("en-CA");

/** The request contracts the accounts routes validate with: every rule of spec section 5 as the server applies it (and words it: the schemas' keys in English). */
function fieldErrors(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join(".")] ??= readMessage(english.t, issue.message);
  return fields;
}

const PASSWORD_RULE = "Your password must be a minimum of 8 characters and include at least one number and english character.";
const NEW_PASSWORD_RULE = "Your password must be a minimum of 8 characters and include at least one number and English character.";

const registration = { firstname: "Riley", lastname: "Newman", email: "riley@example.com", password: "Garage2024", checked: true, altcha: "x" };
const profile = {
  forename: "Jordan",
  surname: "Restorer",
  address: "77 Garage Lane",
  city: "Hamilton",
  state: "ON",
  zipcode: "L8P 4R5",
  country: "CA",
  tel: "(905) 555-0123",
  sameAsBilling: true,
};
const customerInfo = {
  firstName: "Jordan",
  lastName: "Restorer",
  address: "77 Garage Lane",
  city: "Hamilton",
  postalCode: "L8P 4R5",
  country: "CA",
  province: "ON",
  tel: "(905) 555-0123",
  sameAsShipping: true,
};
const separateBilling = {
  sameAsBilling: false,
  b_address1: "500 Billing Blvd",
  b_city: "Buffalo",
  b_state: "NY",
  b_country: "USA",
  b_zipcode: "14201",
  b_phone: "716-555-0188",
};

const cases: { name: string; schema: z.ZodType; body: unknown; errors: Record<string, string> }[] = [
  { name: "registration: valid", schema: newCustomerBody, body: registration, errors: {} },
  {
    name: "registration: 1-letter first name",
    schema: newCustomerBody,
    body: { ...registration, firstname: "R" },
    errors: { firstname: "First name must be at least 2 characters." },
  },
  {
    name: "registration: 1-letter last name",
    schema: newCustomerBody,
    body: { ...registration, lastname: " N " },
    errors: { lastname: "Last name must be at least 2 characters." },
  },
  {
    name: "registration: invalid e-mail",
    schema: newCustomerBody,
    body: { ...registration, email: "riley@" },
    errors: { email: "Please enter a valid email address" },
  },
  { name: "registration: 7 characters", schema: newCustomerBody, body: { ...registration, password: "Garage1" }, errors: { password: PASSWORD_RULE } },
  { name: "registration: no digit", schema: newCustomerBody, body: { ...registration, password: "GarageDoor" }, errors: { password: PASSWORD_RULE } },
  { name: "registration: no letter", schema: newCustomerBody, body: { ...registration, password: "12345678" }, errors: { password: PASSWORD_RULE } },
  { name: "sign-in: a dealer ID passes", schema: loginCustomerBody, body: { email: "D10001", password: "x" }, errors: {} },
  { name: "sign-in: empty password", schema: loginCustomerBody, body: { email: "a@b.co", password: "" }, errors: { password: "Please enter your password" } },
  {
    name: "change password: wrong rule and mismatch",
    schema: changePasswordBody,
    body: { data: { oldPass: "short", newPass: "abcdefgh", confirmPass: "abcdefgh1" }, userID: 1 },
    errors: { "data.oldPass": "Password must be at least 8 characters", "data.newPass": NEW_PASSWORD_RULE, "data.confirmPass": "Passwords do not match" },
  },
  {
    name: "reset by link: mismatch",
    schema: resetPasswordWithTokenBody,
    body: { token: "t", password: "Secret123", confirmPassword: "Secret124" },
    errors: { confirmPassword: "Passwords do not match." },
  },
  {
    name: "inquiry: unknown subject",
    schema: profileInquiryBody,
    body: { custno: 1, user: 1, type: "customer", subject: "Hello", message: "x".repeat(20) },
    errors: { subject: "Please choose a subject" },
  },
  {
    name: "inquiry: 19 characters",
    schema: profileInquiryBody,
    body: { custno: 1, user: 1, type: "customer", subject: "Sales Inquiry", message: "x".repeat(19) },
    errors: { message: "Message must be at least 20 characters" },
  },
  {
    name: "inquiry: 20 characters",
    schema: profileInquiryBody,
    body: { custno: 1, user: 1, type: "customer", subject: "Other Inquiry", message: "x".repeat(20) },
    errors: {},
  },
  { name: "profile: valid, same as shipping", schema: profilePayload, body: profile, errors: {} },
  { name: "profile: +1 and dots", schema: profilePayload, body: { ...profile, tel: "+1 905.555.0123" }, errors: {} },
  { name: "profile: slashes", schema: profilePayload, body: { ...profile, tel: "905/555/0123" }, errors: {} },
  {
    name: "profile: area code starting 1",
    schema: profilePayload,
    body: { ...profile, tel: "105-555-0123" },
    errors: { tel: "Invalid Canadian phone number" },
  },
  { name: "profile: exchange starting 0", schema: profilePayload, body: { ...profile, tel: "905-055-0123" }, errors: { tel: "Invalid Canadian phone number" } },
  { name: "profile: 9 digits", schema: profilePayload, body: { ...profile, tel: "905-555-012" }, errors: { tel: "Invalid Canadian phone number" } },
  {
    name: "profile: US phone message",
    schema: profilePayload,
    body: { ...profile, country: "USA", state: "NY", zipcode: "14201", tel: "123" },
    errors: { tel: "Invalid phone number" },
  },
  {
    name: "profile: mobile checked when filled",
    schema: profilePayload,
    body: { ...profile, mobile: "555" },
    errors: { mobile: "Invalid Canadian phone number" },
  },
  { name: "profile: CA code with dash", schema: profilePayload, body: { ...profile, zipcode: "l8p-4r5" }, errors: {} },
  { name: "profile: CA code wrong shape", schema: profilePayload, body: { ...profile, zipcode: "L8P 4R" }, errors: { zipcode: "Invalid postal code" } },
  { name: "profile: ZIP+4 in the USA", schema: profilePayload, body: { ...profile, country: "USA", state: "NY", zipcode: "14201-1234" }, errors: {} },
  { name: "profile: ZIP in Canada", schema: profilePayload, body: { ...profile, zipcode: "14201" }, errors: { zipcode: "Invalid postal code" } },
  {
    name: "profile: other country",
    schema: profilePayload,
    body: { ...profile, country: "MX" },
    errors: { country: "Please choose a country.", zipcode: "Invalid postal code" },
  },
  {
    name: "profile: short names and address",
    schema: profilePayload,
    body: { ...profile, forename: "J", surname: "", address: "7", city: "H" },
    errors: {
      forename: "First name must be at least 2 characters.",
      surname: "Last name must be at least 2 characters.",
      address: "Address must be at least 2 characters.",
      city: "City must be at least 2 characters.",
    },
  },
  { name: "profile: separate billing, valid", schema: profilePayload, body: { ...profile, ...separateBilling }, errors: {} },
  {
    name: "profile: billing postal code",
    schema: profilePayload,
    body: { ...profile, ...separateBilling, b_zipcode: "L8P 4R5" },
    errors: { b_zipcode: "Invalid billing postal code" },
  },
  {
    name: "profile: billing ignored when same",
    schema: profilePayload,
    body: { ...profile, ...separateBilling, sameAsBilling: true, b_zipcode: "nonsense" },
    errors: {},
  },
  {
    name: "profile: billing phone",
    schema: profilePayload,
    body: { ...profile, ...separateBilling, b_phone: "", b_tel: "12" },
    errors: { b_phone: "Invalid phone number" },
  },
  {
    name: "profile: car of 1 letter",
    schema: profilePayload,
    body: { ...profile, car: "M", make: "F" },
    errors: { car: "Car model must be at least 2 characters.", make: "Car make must be at least 2 characters." },
  },
  { name: "profile: year before 1949", schema: profilePayload, body: { ...profile, year: 1948 }, errors: { year: "Year must be 1949 or later" } },
  { name: "profile: year as text", schema: profilePayload, body: { ...profile, year: "1967" }, errors: {} },
  {
    name: "profile: new e-mail repeated wrong",
    schema: profilePayload,
    body: { ...profile, new_email: "new@example.com", reenter_new_email: "neu@example.com" },
    errors: { reenter_new_email: "E-mail addresses do not match." },
  },
  {
    name: "profile: new e-mail invalid",
    schema: profilePayload,
    body: { ...profile, new_email: "new@", reenter_new_email: "new@" },
    errors: { new_email: "Please enter a valid email address" },
  },
  { name: "customer info: valid", schema: customerInfoBody, body: customerInfo, errors: {} },
  {
    name: "customer info: phone and postal code",
    schema: customerInfoBody,
    body: { ...customerInfo, tel: "555-0123", postalCode: "L8P" },
    errors: { tel: "Invalid Canadian phone number", postalCode: "Invalid postal code" },
  },
  {
    name: "customer info: billing required unless same as shipping",
    schema: customerInfoBody,
    body: { ...customerInfo, sameAsShipping: false },
    errors: {
      billingAddress: "Billing address must be at least 2 characters.",
      billingCity: "Billing city must be at least 2 characters.",
      billingCountry: "Please choose a country.",
      billingProvince: "Please choose a province or state.",
      billingPostalCode: "Invalid billing postal code",
      billingTel: "Invalid phone number",
    },
  },
];

describe("the accounts request contracts apply the spec's rules", () => {
  it.each(cases)("$name", ({ schema, body, errors }) => {
    expect(fieldErrors(schema, body)).toEqual(errors);
  });
});
