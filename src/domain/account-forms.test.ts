import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  changePasswordForm,
  customerInfoForm,
  forgotPasswordForm,
  formatPhone,
  genderFromCode,
  genderToCode,
  isValidPhone,
  isValidPostalCode,
  PROFILE_INQUIRY_SUBJECTS,
  profileForm,
  profileInquiryForm,
  registerForm,
  resetPasswordForm,
  signInForm,
} from "./account-forms";
import { readMessage } from "./forms";
import { translatorOf } from "./i18n";

const english = translatorOf("en-CA");

/** The messages a schema gives for one input, in the English a 400 reply says them, keyed by field path. */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    out[key] = [...(out[key] ?? []), readMessage(english.t, issue.message)];
  }
  return out;
}

function firstMessage(schema: z.ZodType, input: unknown, field: string): string | undefined {
  return messages(schema, input)[field]?.[0];
}

describe("signInForm", () => {
  const valid = { email: "shopper@example.com", password: "x", remember: false };
  it.each([
    ["a customer e-mail", valid],
    ["a dealer ID", { ...valid, email: "D10001" }],
    ["no remember flag", { email: "D10001", password: "secret" }],
  ])("accepts %s", (_name, input) => {
    expect(signInForm.safeParse(input).success).toBe(true);
  });
  it.each([
    ["empty e-mail/dealer ID", { ...valid, email: "" }, "email", "Please enter your dealer ID or email"],
    ["a 5-character non-e-mail", { ...valid, email: "D1000" }, "email", "Please enter a valid email or dealer ID"],
    ["256 characters", { ...valid, email: `${"a".repeat(244)}@example.com` }, "email", "Dealer ID or email must be at most 255 characters"],
    ["empty password", { ...valid, password: "" }, "password", "Please enter your password"],
  ])("rejects %s", (_name, input, field, message) => {
    expect(firstMessage(signInForm, input, field)).toBe(message);
  });
  it("accepts a short but valid e-mail", () => {
    expect(signInForm.safeParse({ ...valid, email: "a@b.co" }).success).toBe(true);
  });
});

describe("registerForm", () => {
  const valid = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", password: "Engine42", confirmPassword: "Engine42", recieveUpdates: true };
  const rule = "Your password must be a minimum of 8 characters and include at least one number and english character.";
  it("accepts a complete form", () => {
    expect(registerForm.safeParse(valid).success).toBe(true);
  });
  it.each([
    ["a 1-letter first name", { firstName: "A" }, "firstName", "First name must be at least 2 characters."],
    ["a blank first name", { firstName: "   " }, "firstName", "First name must be at least 2 characters."],
    ["a 1-letter last name", { lastName: "L" }, "lastName", "Last name must be at least 2 characters."],
    ["an invalid e-mail", { email: "ada@" }, "email", "Please enter a valid email address"],
    ["a 7-character password", { password: "Engin42", confirmPassword: "Engin42" }, "password", rule],
    ["a password without a digit", { password: "Engineering", confirmPassword: "Engineering" }, "password", rule],
    ["a password without a letter", { password: "12345678", confirmPassword: "12345678" }, "password", rule],
    ["a weak confirmation", { confirmPassword: "short1" }, "confirmPassword", rule],
    ["a mismatch", { confirmPassword: "Engine43" }, "confirmPassword", "Passwords do not match."],
  ])("rejects %s", (_name, change, field, message) => {
    expect(firstMessage(registerForm, { ...valid, ...change }, field)).toBe(message);
  });
  it("reports a mismatch together with other errors", () => {
    expect(messages(registerForm, { ...valid, firstName: "A", confirmPassword: "Engine43" })).toEqual({
      firstName: ["First name must be at least 2 characters."],
      confirmPassword: ["Passwords do not match."],
    });
  });
});

describe("changePasswordForm", () => {
  const valid = { currentPassword: "Shopper123", newPassword: "Garage2024", confirmPassword: "Garage2024" };
  const rule = "Your password must be a minimum of 8 characters and include at least one number and English character.";
  it("accepts a valid change", () => {
    expect(changePasswordForm.safeParse(valid).success).toBe(true);
  });
  it.each([
    ["a short current password", { currentPassword: "short" }, "currentPassword", "Password must be at least 8 characters"],
    ["a new password without a digit", { newPassword: "Garagesss", confirmPassword: "Garagesss" }, "newPassword", rule],
    ["a new password without a letter", { newPassword: "20242024", confirmPassword: "20242024" }, "newPassword", rule],
    ["a short new password", { newPassword: "Gar2024", confirmPassword: "Gar2024" }, "newPassword", rule],
    ["a short confirmation", { confirmPassword: "Gar2" }, "confirmPassword", "Password must be at least 8 characters"],
    ["a mismatch", { confirmPassword: "Garage2025" }, "confirmPassword", "Passwords do not match"],
  ])("rejects %s", (_name, change, field, message) => {
    expect(firstMessage(changePasswordForm, { ...valid, ...change }, field)).toBe(message);
  });
});

describe("forgotPasswordForm and resetPasswordForm", () => {
  it.each([
    ["", "Email is required"],
    ["not-an-email", "Please enter a valid email address"],
  ])("rejects the e-mail %j", (email, message) => {
    expect(firstMessage(forgotPasswordForm, { email }, "email")).toBe(message);
  });
  it("accepts an e-mail", () => {
    expect(forgotPasswordForm.safeParse({ email: "shopper@example.com" }).success).toBe(true);
  });
  it.each([
    [{ password: "Garage2024", confirmPassword: "Garage2024" }, {}],
    [
      { password: "garage", confirmPassword: "garage" },
      { password: ["Your password must be a minimum of 8 characters and include at least one number and english character."] },
    ],
    [{ password: "Garage2024", confirmPassword: "Garage2025" }, { confirmPassword: ["Passwords do not match."] }],
  ])("checks %j", (input, expected) => {
    const found = messages(resetPasswordForm, input);
    for (const [field, list] of Object.entries(expected)) expect(found[field]?.[0]).toBe(list[0]);
    if (Object.keys(expected).length === 0) expect(found).toEqual({});
  });
});

describe("isValidPhone and formatPhone", () => {
  it.each([
    "4165550142",
    "416 555 0142",
    "416-555-0142",
    "416.555.0142",
    "416/555/0142",
    "(416) 555-0142",
    "1 416 555 0142",
    "1-416-555-0142",
    "+1 416 555 0142",
    "+14165550142",
    "14165550142",
  ])("accepts %j", (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
  it.each([
    ["an area code starting with 0", "016 555 0142"],
    ["an area code starting with 1", "116 555 0142"],
    ["an exchange starting with 0", "416 055 0142"],
    ["an exchange starting with 1", "416 155 0142"],
    ["9 digits", "416555014"],
    ["11 digits not starting with 1", "24165550142"],
    ["12 digits with +1", "+1 416 555 01422"],
    ["a country code other than 1", "+44 416 555 0142"],
    ["letters", "416 555 O142"],
    ["an underscore separator", "416_555_0142"],
    ["two separators in a row", "416--555-0142"],
    ["an unbalanced parenthesis", "(416 555-0142"],
    ["empty", ""],
  ])("rejects %s", (_name, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
  it.each([
    ["4165550142", "(416) 555-0142"],
    ["416.555.0142", "(416) 555-0142"],
    ["+1 416 555 0142", "(416) 555-0142"],
    ["1-416-555-0142", "(416) 555-0142"],
    ["1234567890", "(123) 456-7890"],
    ["(416) 555-0142", "(416) 555-0142"],
    ["41655501", "41655501"],
    ["  416555014299  ", "416555014299"],
  ])("formats %j as %j", (input, output) => {
    expect(formatPhone(input)).toBe(output);
  });
  it("keeps a formatted number valid", () => {
    expect(isValidPhone(formatPhone("+1.905.555.0142"))).toBe(true);
  });
});

describe("isValidPostalCode", () => {
  it.each([
    ["CA", "K1A 0B1", true],
    ["CA", "K1A0B1", true],
    ["CA", "K1A-0B1", true],
    ["CA", "k1a 0b1", true],
    ["CA", " L4L 0A1 ", true],
    ["CA", "K1A  0B1", false],
    ["CA", "K1A_0B1", false],
    ["CA", "KIA 0B1", false],
    ["CA", "12345", false],
    ["CA", "", false],
    ["USA", "12345", true],
    ["USA", "12345-6789", true],
    ["USA", "1234", false],
    ["USA", "123456", false],
    ["USA", "12345-678", false],
    ["USA", "12345 6789", false],
    ["USA", "K1A 0B1", false],
    ["UK", "SW1A 1AA", false],
    ["MX", "12345", false],
    ["", "K1A 0B1", false],
  ])("%s %j is %s", (country, code, valid) => {
    expect(isValidPostalCode(country, code)).toBe(valid);
  });
});

const customer = {
  firstName: "Ada",
  lastName: "Lovelace",
  gender: "",
  dob: "",
  address: "100 Example Drive",
  city: "Woodbridge",
  postalCode: "L4L 0A1",
  country: "CA",
  province: "ON",
  tel: "(905) 555-0142",
  mobile: "",
  sameAsShipping: true,
  billingAddress: "",
  billingCity: "",
  billingPostalCode: "",
  billingCountry: "CA",
  billingProvince: "",
  billingTel: "",
  billingMobile: "",
  carModel: "",
  carYear: "",
  carMake: "",
};
const billing = {
  sameAsShipping: false,
  billingAddress: "1 Main Street",
  billingCity: "Buffalo",
  billingPostalCode: "14201-1234",
  billingCountry: "USA",
  billingProvince: "NY",
  billingTel: "716 555 0100",
};

describe("customerInfoForm", () => {
  it.each([
    ["a Canadian address billed to the same address", {}],
    ["a US address", { country: "USA", province: "NY", postalCode: "14201", tel: "+1 716 555 0100" }],
    ["a separate billing address", billing],
    ["all optional fields", { gender: "Female", dob: "1990-12-10", mobile: "416.555.0199", carModel: "Mustang", carYear: "1967", carMake: "FORD" }],
    ["a numeric year", { carYear: 1969 }],
    ["29 February of a leap year", { dob: "2000-02-29" }],
    ["the optional fields left out", { gender: undefined, dob: undefined, mobile: undefined, carModel: undefined, carYear: undefined, carMake: undefined }],
    ["a billing section left blank when it is the same as shipping", { billingPostalCode: "nonsense" }],
  ])("accepts %s", (_name, change) => {
    expect(messages(customerInfoForm, { ...customer, ...change })).toEqual({});
  });
  it.each([
    ["a 1-letter first name", { firstName: "A" }, "firstName", "First name must be at least 2 characters."],
    ["a 1-letter last name", { lastName: "L" }, "lastName", "Last name must be at least 2 characters."],
    ["a 1-character address", { address: "1" }, "address", "Address must be at least 2 characters."],
    ["a 1-character city", { city: "W" }, "city", "City must be at least 2 characters."],
    ["no province", { province: "" }, "province", "Please choose a province or state."],
    ["no country", { country: "" }, "country", "Please choose a country."],
    ["a country other than CA or USA", { country: "MX" }, "country", "Please choose a country."],
    ["a US ZIP code in Canada", { postalCode: "14201" }, "postalCode", "Invalid postal code"],
    ["a Canadian code in the USA", { country: "USA", province: "NY", tel: "716 555 0100" }, "postalCode", "Invalid postal code"],
    ["a postal code for another country", { country: "MX" }, "postalCode", "Invalid postal code"],
    ["an empty postal code", { postalCode: "" }, "postalCode", "Invalid postal code"],
    ["a bad Canadian phone", { tel: "905 155 0142" }, "tel", "Invalid Canadian phone number"],
    ["an empty phone", { tel: "" }, "tel", "Invalid Canadian phone number"],
    ["a bad US phone", { country: "USA", province: "NY", postalCode: "14201", tel: "716 555 010" }, "tel", "Invalid phone number"],
    ["a bad mobile", { mobile: "555 0142" }, "mobile", "Invalid Canadian phone number"],
    ["a bad gender", { gender: "Robot" }, "gender", "Invalid input"],
    ["a bad date of birth", { dob: "10/12/1990" }, "dob", "Please enter a valid date"],
    ["a day its month does not have", { dob: "1980-02-31" }, "dob", "Please enter a valid date"],
    ["31 April", { dob: "1980-04-31" }, "dob", "Please enter a valid date"],
    ["29 February of a common year", { dob: "1900-02-29" }, "dob", "Please enter a valid date"],
    ["year 0, which the database's dates do not have", { dob: "0000-01-01" }, "dob", "Please enter a valid date"],
    ["month 13", { dob: "1980-13-01" }, "dob", "Please enter a valid date"],
    ["a 1-letter car model", { carModel: "M" }, "carModel", "Car model must be at least 2 characters."],
    ["a 1-letter car make", { carMake: "F" }, "carMake", "Car make must be at least 2 characters."],
    ["a year before 1949", { carYear: "1948" }, "carYear", "Year must be 1949 or later"],
    ["a bad billing postal code", { ...billing, billingPostalCode: "L4L 0A1" }, "billingPostalCode", "Invalid billing postal code"],
    ["an empty billing postal code", { ...billing, billingPostalCode: "" }, "billingPostalCode", "Invalid billing postal code"],
    ["a billing country other than CA or USA", { ...billing, billingCountry: "UK" }, "billingPostalCode", "Invalid billing postal code"],
    ["a missing billing address", { ...billing, billingAddress: "" }, "billingAddress", "Billing address must be at least 2 characters."],
    ["a missing billing city", { ...billing, billingCity: "" }, "billingCity", "Billing city must be at least 2 characters."],
    ["a missing billing province", { ...billing, billingProvince: "" }, "billingProvince", "Please choose a province or state."],
    ["a bad billing phone", { ...billing, billingTel: "716 555" }, "billingTel", "Invalid phone number"],
    [
      "a bad Canadian billing phone",
      { ...billing, billingCountry: "CA", billingPostalCode: "K1A 0B1", billingTel: "716 555" },
      "billingTel",
      "Invalid Canadian phone number",
    ],
    ["a bad billing mobile", { ...billing, billingMobile: "123" }, "billingMobile", "Invalid phone number"],
  ])("rejects %s", (_name, change, field, message) => {
    expect(firstMessage(customerInfoForm, { ...customer, ...change }, field)).toBe(message);
  });
  it("reports the postal code and the name together", () => {
    expect(messages(customerInfoForm, { ...customer, firstName: "A", postalCode: "1234" })).toEqual({
      firstName: ["First name must be at least 2 characters."],
      postalCode: ["Invalid postal code"],
    });
  });
});

describe("profileForm", () => {
  const profile = { ...customer, email: "ada@example.com", changingEmail: "", reenterEmail: "", recieveUpdates: false };
  it("accepts a profile without an e-mail change", () => {
    expect(messages(profileForm, profile)).toEqual({});
  });
  it("accepts an e-mail change entered twice", () => {
    expect(messages(profileForm, { ...profile, changingEmail: "ada@new.example.com", reenterEmail: "ada@new.example.com" })).toEqual({});
  });
  it.each([
    ["an invalid new e-mail", { changingEmail: "ada@", reenterEmail: "ada@" }, "changingEmail", "Please enter a valid email address"],
    [
      "a new e-mail entered differently",
      { changingEmail: "ada@new.example.com", reenterEmail: "ada@old.example.com" },
      "reenterEmail",
      "E-mail addresses do not match.",
    ],
    ["a bad postal code", { postalCode: "L4L 0A" }, "postalCode", "Invalid postal code"],
    ["a bad phone", { tel: "905-555-014" }, "tel", "Invalid Canadian phone number"],
    ["a 1-letter first name", { firstName: "A" }, "firstName", "First name must be at least 2 characters."],
    ["a bad billing postal code", { ...billing, billingPostalCode: "1420" }, "billingPostalCode", "Invalid billing postal code"],
  ])("rejects %s", (_name, change, field, message) => {
    expect(firstMessage(profileForm, { ...profile, ...change }, field)).toBe(message);
  });
});

describe("profileInquiryForm", () => {
  const message = "Please tell me when the hood is back.";
  it.each(PROFILE_INQUIRY_SUBJECTS)("accepts the subject %j", (subject) => {
    expect(profileInquiryForm.safeParse({ subject, message }).success).toBe(true);
  });
  it.each([
    ["no subject", { subject: "", message }, "subject", "Please choose a subject"],
    ["another subject", { subject: "Complaint", message }, "subject", "Please choose a subject"],
    ["19 characters", { subject: "Parts Inquiry", message: "x".repeat(19) }, "message", "Message must be at least 20 characters"],
    ["20 spaces", { subject: "Parts Inquiry", message: " ".repeat(20) }, "message", "Message must be at least 20 characters"],
  ])("rejects %s", (_name, input, field, text) => {
    expect(firstMessage(profileInquiryForm, input, field)).toBe(text);
  });
  it("accepts exactly 20 characters", () => {
    expect(profileInquiryForm.safeParse({ subject: "Other Inquiry", message: "x".repeat(20) }).success).toBe(true);
  });
});

describe("gender codes", () => {
  it.each([
    [1, "Male"],
    ["2", "Female"],
    [3, "Other"],
    [null, ""],
  ])("reads %j as %j", (code, gender) => {
    expect(genderFromCode(code)).toBe(gender);
  });
  it.each([
    ["Male", 1],
    ["Female", 2],
    ["Other", 3],
    ["", null],
  ])("writes %j as %j", (gender, code) => {
    expect(genderToCode(gender)).toBe(code);
  });
});
