import type { StoreInfo } from "../../../domain/store";
import type { OutgoingMail } from "../../integrations/mail/outbox";

const signature = (store: StoreInfo) =>
  `\n\n${store.name}\n${store.address}, ${store.city}, ${store.province} ${store.postalCode}\nPhone ${store.phone}`;

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

export function emailChangedNoticeMail(store: StoreInfo, to: { oldEmail: string; newEmail: string; firstname: string }): OutgoingMail {
  return {
    to: to.oldEmail,
    subject: `Your ${store.name} e-mail address was changed`,
    text: `Hello ${to.firstname},\n\nThe e-mail address of your ${store.name} account is now ${to.newEmail}. If you did not make this change, please call us at ${store.phone}.${signature(store)}`,
  };
}

export function inquiryToStoreMail(store: StoreInfo, from: { name: string; email: string; who: string }, inquiry: { subject: string; message: string }): OutgoingMail {
  return {
    to: store.email,
    replyTo: from.email,
    subject: `${inquiry.subject} from ${from.name}`,
    text: `${inquiry.subject} from ${from.name} <${from.email}> (${from.who}):\n\n${inquiry.message}`,
  };
}

export function inquiryReceivedMail(store: StoreInfo, to: { name: string; email: string }, inquiry: { subject: string; message: string }): OutgoingMail {
  return {
    to: to.email,
    subject: `We received your message: ${inquiry.subject}`,
    text: `Hello ${to.name},\n\nThank you for your email, we will contact you as soon as possible. Your message:\n\n${inquiry.message}${signature(store)}`,
  };
}
