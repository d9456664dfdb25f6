import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  changePasswordForm,
  customerInfoForm,
  forgotPasswordForm,
  profileForm,
  profileInquiryForm,
  registerForm,
  resetPasswordForm,
  signInForm,
} from "./account-forms";
import { contactForm, contactMessage, inquiryOnline, isMessageKey, readMessage } from "./forms";
import { CATALOGUES, translatorOf } from "./i18n";

const long = (length: number) => "x".repeat(length);

/** Inputs that break every rule of each shared form schema at least once. */
const REFUSED: [string, z.ZodType, unknown[]][] = [
  [
    "signInForm",
    signInForm,
    [
      { email: "", password: "" },
      { email: "D1000", password: long(129) },
      { email: `${long(250)}@example.com`, password: "x" },
    ],
  ],
  [
    "registerForm",
    registerForm,
    [
      { firstName: "A", lastName: "B", email: "", password: "short", confirmPassword: "other", recieveUpdates: false },
      { firstName: long(256), lastName: long(256), email: "ada@", password: long(129), confirmPassword: "Engine42", recieveUpdates: false },
      { firstName: "Ada", lastName: "Lovelace", email: `${long(250)}@example.com`, password: "Engine42", confirmPassword: "Engine43", recieveUpdates: true },
    ],
  ],
  [
    "changePasswordForm",
    changePasswordForm,
    [
      { currentPassword: "short", newPassword: "letters", confirmPassword: "x" },
      { currentPassword: long(129), newPassword: "Garage2024", confirmPassword: "Garage2025" },
    ],
  ],
  ["forgotPasswordForm", forgotPasswordForm, [{ email: "" }, { email: "nope" }]],
  ["resetPasswordForm", resetPasswordForm, [{ password: "12345678", confirmPassword: "Garage2025" }]],
  [
    "customerInfoForm",
    customerInfoForm,
    [
      {
        firstName: "",
        lastName: "",
        dob: "1980-02-31",
        address: "",
        city: "",
        postalCode: long(11),
        country: "UK",
        province: "",
        tel: long(31),
        mobile: long(31),
        sameAsShipping: false,
        billingAddress: long(256),
        billingCity: long(256),
        billingPostalCode: long(11),
        billingCountry: "UK",
        billingProvince: long(41),
        billingTel: long(31),
        billingMobile: long(31),
        carModel: long(256),
        carYear: "1900",
        carMake: long(256),
      },
      {
        firstName: "Ada",
        lastName: "Lovelace",
        address: "1 Main St",
        city: "Toronto",
        postalCode: "1234",
        country: "CA",
        province: "NY",
        tel: "123",
        mobile: "123",
        sameAsShipping: false,
        billingAddress: "",
        billingCity: "",
        billingPostalCode: "",
        billingCountry: "USA",
        billingProvince: "ON",
        billingTel: "1",
        billingMobile: "1",
        carModel: "M",
        carMake: "F",
      },
      {
        firstName: "Ada",
        lastName: "Lovelace",
        address: long(256),
        city: long(256),
        postalCode: "14201",
        country: "USA",
        province: "ON",
        tel: "123",
        sameAsShipping: false,
        billingProvince: "",
      },
    ],
  ],
  [
    "profileForm",
    profileForm,
    [
      {
        firstName: "Ada",
        lastName: "Lovelace",
        address: "1 Main St",
        city: "Toronto",
        postalCode: "M5V 2T6",
        country: "CA",
        province: "ON",
        tel: "416 555 0142",
        sameAsShipping: true,
        email: "ada@example.com",
        changingEmail: "ada@",
        reenterEmail: "ada@new.example.com",
      },
    ],
  ],
  [
    "profileInquiryForm",
    profileInquiryForm,
    [
      { subject: "Complaint", message: "short" },
      { subject: "Other Inquiry", message: long(2001) },
    ],
  ],
  [
    "contactForm",
    contactForm,
    [
      { firstName: "", lastName: "", email: "", subject: "", message: "" },
      { firstName: long(256), lastName: long(256), email: "a@", subject: long(256), message: long(256) },
    ],
  ],
  [
    "contactMessage",
    contactMessage,
    [
      { name: "", email: "", subject: "", message: "" },
      { name: long(512), email: "x", subject: "Hi there", message: long(30) },
    ],
  ],
  [
    "inquiryOnline (the shipping inquiry form and its subject)",
    inquiryOnline,
    [
      { name: "", email: "", message: "", subject: "" },
      { name: long(51), email: "x@", message: long(501), subject: long(256) },
    ],
  ],
];

function reported(schema: z.ZodType, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

describe("the shared form schemas' messages", () => {
  it.each(REFUSED)("%s reports message keys of the catalogue, never finished sentences", (_name, schema, inputs) => {
    const messages = reported(schema, inputs);
    expect(messages.length).toBeGreaterThan(inputs.length);
    expect(messages.filter((message) => !isMessageKey(message))).toEqual([]);
  });

  it("reads every key a schema reports in both languages, each in its own words", () => {
    const keys = new Set(REFUSED.flatMap(([, schema, inputs]) => reported(schema, inputs)));
    for (const key of keys) {
      if (!isMessageKey(key)) throw new Error(`not a key: ${key}`);
      expect(CATALOGUES["fr-CA"][key], key).not.toBe(CATALOGUES["en-CA"][key]);
    }
    // The inputs above reach every message of the forms area: none is left untested.
    const formKeys = Object.keys(CATALOGUES["en-CA"]).filter((key) => key.startsWith("forms."));
    expect(formKeys.filter((key) => !keys.has(key))).toEqual([]);
  });

  it("is read as the reader reads it: a key in their language, any other text as it is", () => {
    expect(readMessage(translatorOf("en-CA").t, "forms.email.invalid")).toBe("Please enter a valid email address");
    expect(readMessage(translatorOf("fr-CA").t, "forms.email.invalid")).toBe("Veuillez entrer une adresse courriel valide.");
    expect(readMessage(translatorOf("fr-CA").t, "Login failed. Please check your credentials.")).toBe("Login failed. Please check your credentials.");
    expect(isMessageKey("toString")).toBe(false);
  });
});
