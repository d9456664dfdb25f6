import { FIRST_MODEL_YEAR } from "../../years";

/**
 * What the shared form schemas (account-forms.ts, forms.ts) say about a field they refuse: the schemas
 * report these keys, the browser shows them in the page's language and the server answers a 400 with
 * the English (the spec's words).
 */
export const forms = {
  "forms.email.required": "Email is required",
  "forms.email.tooLong": "Email must be at most 255 characters",
  "forms.email.invalid": "Please enter a valid email address",
  "forms.email.mismatch": "E-mail addresses do not match.",

  "forms.signIn.loginRequired": "Please enter your dealer ID or email",
  "forms.signIn.loginTooLong": "Dealer ID or email must be at most 255 characters",
  "forms.signIn.loginInvalid": "Please enter a valid email or dealer ID",
  "forms.signIn.passwordRequired": "Please enter your password",

  "forms.password.tooShort": "Password must be at least 8 characters",
  "forms.password.tooLong": "Password must be at most 128 characters",
  "forms.password.rule": "Your password must be a minimum of 8 characters and include at least one number and english character.",
  "forms.password.newRule": "Your password must be a minimum of 8 characters and include at least one number and English character.",
  "forms.password.ruleTooLong": "Your password must be at most 128 characters.",
  "forms.password.mismatch": "Passwords do not match.",
  "forms.password.newMismatch": "Passwords do not match",

  "forms.firstName.tooShort": "First name must be at least 2 characters.",
  "forms.firstName.tooLong": "First name must be at most 255 characters.",
  "forms.lastName.tooShort": "Last name must be at least 2 characters.",
  "forms.lastName.tooLong": "Last name must be at most 255 characters.",
  "forms.dob.invalid": "Please enter a valid date",
  "forms.address.tooShort": "Address must be at least 2 characters.",
  "forms.address.tooLong": "Address must be at most 255 characters.",
  "forms.city.tooShort": "City must be at least 2 characters.",
  "forms.city.tooLong": "City must be at most 255 characters.",
  "forms.country.choose": "Please choose a country.",
  "forms.province.choose": "Please choose a province or state.",
  "forms.province.canadian": "Please choose a Canadian province or territory.",
  "forms.province.us": "Please choose a US state.",
  "forms.postalCode.invalid": "Invalid postal code",
  "forms.phone.invalid": "Invalid phone number",
  "forms.phone.invalidCanadian": "Invalid Canadian phone number",

  "forms.billingAddress.tooShort": "Billing address must be at least 2 characters.",
  "forms.billingAddress.tooLong": "Billing address must be at most 255 characters.",
  "forms.billingCity.tooShort": "Billing city must be at least 2 characters.",
  "forms.billingCity.tooLong": "Billing city must be at most 255 characters.",
  "forms.billingPostalCode.invalid": "Invalid billing postal code",
  "forms.billingPostalCode.tooLong": "Billing postal code must be at most 10 characters.",
  "forms.billingProvince.tooLong": "Billing province must be at most 40 characters.",
  "forms.billingTel.tooLong": "Billing phone must be at most 30 characters.",
  "forms.billingMobile.tooLong": "Billing mobile must be at most 30 characters.",

  "forms.carModel.tooShort": "Car model must be at least 2 characters.",
  "forms.carModel.tooLong": "Car model must be at most 255 characters.",
  "forms.carMake.tooShort": "Car make must be at least 2 characters.",
  "forms.carMake.tooLong": "Car make must be at most 255 characters.",
  "forms.carYear.tooEarly": `Year must be ${FIRST_MODEL_YEAR} or later`,

  "forms.inquiry.subjectChoose": "Please choose a subject",
  "forms.inquiry.messageTooShort": "Message must be at least 20 characters",
  "forms.inquiry.messageTooLong": "Message must be at most 2000 characters",

  "forms.contact.nameTooShort": "Name must be at least 2 characters.",
  "forms.contact.nameTooLong": "Name must be at most 511 characters.",
  "forms.contact.subjectTooShort": "Subject must be at least 2 characters.",
  "forms.contact.subjectTooLong": "Subject must be at most 255 characters.",
  "forms.contact.messageTooShort": "Message must be at least 20 characters",
  "forms.contact.messageTooLong": "Message must be at most 255 characters",

  "forms.shippingInquiry.nameTooShort": "Name must be at least 2 characters",
  "forms.shippingInquiry.nameTooLong": "Name must be at most 50 characters",
  "forms.shippingInquiry.messageTooShort": "Message must be at least 10 characters",
  "forms.shippingInquiry.messageTooLong": "Message must be at most 500 characters",
  "forms.shippingInquiry.subjectTooShort": "Subject must be at least 2 characters",
  "forms.shippingInquiry.subjectTooLong": "Subject must be at most 255 characters",
} as const;
