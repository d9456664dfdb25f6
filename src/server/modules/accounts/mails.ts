import type { StoreInfo } from "../../../domain/store";
import type { OutgoingMail } from "../../integrations/mail/mailer";

const signature = (store: StoreInfo) => `\n\n${store.name}\n${store.address}, ${store.city}, ${store.province} ${store.postalCode}\nPhone ${store.phone}`;

export function welcomeMail(store: StoreInfo, to: { email: string; firstname: string }): OutgoingMail {
  return {
    to: to.email,
    subject: `Welcome to ${store.name}`,
    text: `Hello ${to.firstname},\n\nThank you for registering with ${store.name}. You can now keep a wishlist and a cart, check out, and follow your orders from your profile.${signature(store)}`,
  };
}

export function passwordResetMail(store: StoreInfo, to: { email: string; firstname: string }, link: string): OutgoingMail {
  return {
    to: to.email,
    subject: `Reset your ${store.name} password`,
    text: `Hello ${to.firstname},\n\nWe received a request to reset your password. Open this link within one hour to choose a new one:\n\n${link}\n\nThe link works once. If you did not ask for it, ignore this mail: your password stays as it is.${signature(store)}`,
  };
}

export function emailChangeMail(store: StoreInfo, to: { newEmail: string; firstname: string }, link: string): OutgoingMail {
  return {
    to: to.newEmail,
    subject: `Confirm your new ${store.name} e-mail address`,
    text: `Hello ${to.firstname},\n\nPlease confirm that ${to.newEmail} should become the e-mail address of your ${store.name} account by opening this link within one day:\n\n${link}\n\nUntil you do, your account keeps its current address. If you did not ask for this change, ignore this mail.${signature(store)}`,
  };
}

/** To the owner of an address another account asked to move to: a notice, never a link. */
export function emailTakenNoticeMail(store: StoreInfo, to: { email: string; firstname: string }): OutgoingMail {
  return {
    to: to.email,
    subject: `Someone tried to use your e-mail address at ${store.name}`,
    text: `Hello ${to.firstname},\n\nSomeone signed in to another ${store.name} account asked to change that account's e-mail address to ${to.email}, which already belongs to your account. Nothing was changed: your account and its address stay as they are, and you do not need to do anything.\n\nIf you keep getting these mails, please call us at ${store.phone}.${signature(store)}`,
  };
}

export function emailChangedNoticeMail(store: StoreInfo, to: { oldEmail: string; newEmail: string; firstname: string }): OutgoingMail {
  return {
    to: to.oldEmail,
    subject: `Your ${store.name} e-mail address was changed`,
    text: `Hello ${to.firstname},\n\nThe e-mail address of your ${store.name} account is now ${to.newEmail}. If you did not make this change, please call us at ${store.phone}.${signature(store)}`,
  };
}
