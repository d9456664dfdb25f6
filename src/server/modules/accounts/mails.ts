import type { Locale } from "../../../domain/i18n/locales";
import type { StoreInfo } from "../../../domain/store";
import type { OutgoingMail } from "../../integrations/mail/mailer";
import { lettersIn } from "../../lib/letters";

/** The account's mails, in the reader's language (decision 037): greeting, body, the store's closing. */
function letter(store: StoreInfo, locale: Locale, to: string, firstname: string, subject: string, body: string): OutgoingMail {
  const { t, signature } = lettersIn(locale);
  return { to, subject, text: `${t("mail.greeting", { name: firstname })}\n\n${body}${signature(store)}` };
}

export function welcomeMail(store: StoreInfo, to: { email: string; firstname: string }, locale: Locale): OutgoingMail {
  const { t } = lettersIn(locale);
  return letter(store, locale, to.email, to.firstname, t("mail.welcome.subject", { store: store.name }), t("mail.welcome.body", { store: store.name }));
}

/** The reset link is a path of the shop's (`/reset-password?token=...`), opened in the reader's language. */
export function passwordResetMail(
  store: StoreInfo,
  to: { email: string; firstname: string },
  link: { publicUrl: string; path: string },
  locale: Locale,
): OutgoingMail {
  const { t, page } = lettersIn(locale);
  return letter(
    store,
    locale,
    to.email,
    to.firstname,
    t("mail.passwordReset.subject", { store: store.name }),
    t("mail.passwordReset.body", { link: page(link.publicUrl, link.path) }),
  );
}

export function emailChangeMail(store: StoreInfo, to: { newEmail: string; firstname: string }, link: string, locale: Locale): OutgoingMail {
  const { t } = lettersIn(locale);
  return letter(
    store,
    locale,
    to.newEmail,
    to.firstname,
    t("mail.emailChange.subject", { store: store.name }),
    t("mail.emailChange.body", { email: to.newEmail, store: store.name, link }),
  );
}

/** To the owner of an address another account asked to move to: a notice, never a link. */
export function emailTakenNoticeMail(store: StoreInfo, to: { email: string; firstname: string }, locale: Locale): OutgoingMail {
  const { t } = lettersIn(locale);
  return letter(
    store,
    locale,
    to.email,
    to.firstname,
    t("mail.emailTaken.subject", { store: store.name }),
    t("mail.emailTaken.body", { store: store.name, email: to.email, phone: store.phone }),
  );
}

export function emailChangedNoticeMail(store: StoreInfo, to: { oldEmail: string; newEmail: string; firstname: string }, locale: Locale): OutgoingMail {
  const { t } = lettersIn(locale);
  return letter(
    store,
    locale,
    to.oldEmail,
    to.firstname,
    t("mail.emailChanged.subject", { store: store.name }),
    t("mail.emailChanged.body", { store: store.name, email: to.newEmail, phone: store.phone }),
  );
}

/** To a buyer a dealer account's administrator (or staff) added: who added them, and the link (a shop page, in their language) to choose their password. */
export function buyerInviteMail(
  store: StoreInfo,
  to: { email: string; name: string },
  dealer: { company: string; account: string },
  link: { publicUrl: string; path: string },
  locale: Locale,
): OutgoingMail {
  const { t, page } = lettersIn(locale);
  return letter(
    store,
    locale,
    to.email,
    to.name,
    t("mail.buyerInvite.subject", { store: store.name }),
    t("mail.buyerInvite.body", { company: dealer.company, account: dealer.account, store: store.name, link: page(link.publicUrl, link.path) }),
  );
}
