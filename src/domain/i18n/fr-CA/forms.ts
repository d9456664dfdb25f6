import { FIRST_MODEL_YEAR } from "../../years";
import type { Translation } from "../catalogue";
import type { forms as english } from "../en-CA/forms";

export const forms = {
  "forms.email.required": "Le courriel est obligatoire.",
  "forms.email.tooLong": "Le courriel doit compter au plus 255 caractères.",
  "forms.email.invalid": "Veuillez entrer une adresse courriel valide.",
  "forms.email.mismatch": "Les adresses courriel ne correspondent pas.",

  "forms.signIn.loginRequired": "Veuillez entrer votre numéro de marchand ou votre courriel.",
  "forms.signIn.loginTooLong": "Le numéro de marchand ou le courriel doit compter au plus 255 caractères.",
  "forms.signIn.loginInvalid": "Veuillez entrer un courriel ou un numéro de marchand valide.",
  "forms.signIn.passwordRequired": "Veuillez entrer votre mot de passe.",

  "forms.password.tooShort": "Le mot de passe doit compter au moins 8 caractères.",
  "forms.password.tooLong": "Le mot de passe doit compter au plus 128 caractères.",
  "forms.password.rule": "Votre mot de passe doit compter au moins 8 caractères, dont au moins un chiffre et une lettre.",
  "forms.password.newRule": "Votre mot de passe doit compter au moins 8 caractères, dont au moins un chiffre et une lettre.",
  "forms.password.ruleTooLong": "Votre mot de passe doit compter au plus 128 caractères.",
  "forms.password.mismatch": "Les mots de passe ne correspondent pas.",
  "forms.password.newMismatch": "Les mots de passe ne correspondent pas.",

  "forms.firstName.tooShort": "Le prénom doit compter au moins 2 caractères.",
  "forms.firstName.tooLong": "Le prénom doit compter au plus 255 caractères.",
  "forms.lastName.tooShort": "Le nom doit compter au moins 2 caractères.",
  "forms.lastName.tooLong": "Le nom doit compter au plus 255 caractères.",
  "forms.dob.invalid": "Veuillez entrer une date valide.",
  "forms.address.tooShort": "L’adresse doit compter au moins 2 caractères.",
  "forms.address.tooLong": "L’adresse doit compter au plus 255 caractères.",
  "forms.city.tooShort": "La ville doit compter au moins 2 caractères.",
  "forms.city.tooLong": "La ville doit compter au plus 255 caractères.",
  "forms.country.choose": "Veuillez choisir un pays.",
  "forms.province.choose": "Veuillez choisir une province ou un État.",
  "forms.province.canadian": "Veuillez choisir une province ou un territoire du Canada.",
  "forms.province.us": "Veuillez choisir un État américain.",
  "forms.postalCode.invalid": "Code postal invalide",
  "forms.phone.invalid": "Numéro de téléphone invalide",
  "forms.phone.invalidCanadian": "Numéro de téléphone canadien invalide",

  "forms.billingAddress.tooShort": "L’adresse de facturation doit compter au moins 2 caractères.",
  "forms.billingAddress.tooLong": "L’adresse de facturation doit compter au plus 255 caractères.",
  "forms.billingCity.tooShort": "La ville de facturation doit compter au moins 2 caractères.",
  "forms.billingCity.tooLong": "La ville de facturation doit compter au plus 255 caractères.",
  "forms.billingPostalCode.invalid": "Code postal de facturation invalide",
  "forms.billingPostalCode.tooLong": "Le code postal de facturation doit compter au plus 10 caractères.",
  "forms.billingProvince.tooLong": "La province de facturation doit compter au plus 40 caractères.",
  "forms.billingTel.tooLong": "Le téléphone de facturation doit compter au plus 30 caractères.",
  "forms.billingMobile.tooLong": "Le cellulaire de facturation doit compter au plus 30 caractères.",

  "forms.carModel.tooShort": "Le modèle doit compter au moins 2 caractères.",
  "forms.carModel.tooLong": "Le modèle doit compter au plus 255 caractères.",
  "forms.carMake.tooShort": "La marque doit compter au moins 2 caractères.",
  "forms.carMake.tooLong": "La marque doit compter au plus 255 caractères.",
  "forms.carYear.tooEarly": `L’année doit être ${FIRST_MODEL_YEAR} ou plus tard.`,

  "forms.inquiry.subjectChoose": "Veuillez choisir un objet.",
  "forms.inquiry.messageTooShort": "Le message doit compter au moins 20 caractères.",
  "forms.inquiry.messageTooLong": "Le message doit compter au plus 2000 caractères.",

  "forms.contact.nameTooShort": "Le nom doit compter au moins 2 caractères.",
  "forms.contact.nameTooLong": "Le nom doit compter au plus 511 caractères.",
  "forms.contact.subjectTooShort": "L’objet doit compter au moins 2 caractères.",
  "forms.contact.subjectTooLong": "L’objet doit compter au plus 255 caractères.",
  "forms.contact.messageTooShort": "Le message doit compter au moins 20 caractères.",
  "forms.contact.messageTooLong": "Le message doit compter au plus 255 caractères.",

  "forms.shippingInquiry.nameTooShort": "Le nom doit compter au moins 2 caractères.",
  "forms.shippingInquiry.nameTooLong": "Le nom doit compter au plus 50 caractères.",
  "forms.shippingInquiry.messageTooShort": "Le message doit compter au moins 10 caractères.",
  "forms.shippingInquiry.messageTooLong": "Le message doit compter au plus 500 caractères.",
  "forms.shippingInquiry.subjectTooShort": "L’objet doit compter au moins 2 caractères.",
  "forms.shippingInquiry.subjectTooLong": "L’objet doit compter au plus 255 caractères.",
} as const satisfies Translation<typeof english>;
