import { PROFILE_INQUIRY_SUBJECTS, type ProfileInquirySubject } from "../../../domain/account-forms";
import type { ProfileInquiryBody } from "../../../domain/contracts/accounts";
import type { ContactBody, InquiryKind, InquiryOnlineBody } from "../../../domain/contracts/inquiries";
import type { Locale } from "../../../domain/i18n/locales";
import { type Ctx, inTransaction } from "../../context";
import { notFound } from "../../errors";
import { type Letters, lettersIn } from "../../lib/letters";
import type { CustomerViewer, DealerViewer } from "../../viewer";
import { contactOf, customerLocale } from "../accounts/service";
import { classicModelFacts, partFacts } from "../catalog/service";
import { storeDetails } from "../content/service";
import { inquiries } from "./schema";

type StoredKind = InquiryKind | "contact" | "profile";

const KIND_TITLES: Record<StoredKind, string> = {
  shipping: "Shipping inquiry",
  eta: "ETA inquiry",
  model: "Model inquiry",
  contact: "Contact message",
  profile: "Profile inquiry",
};

/** Header-safe: a subject line never carries the sender's line breaks. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The store's copy is in English, the staff's language; the sender's acknowledgement in theirs (decision 037). */
const STORE = lettersIn();

/** Facts about what a message is about, in a reader's language. */
type Facts = (letters: Letters) => string[];

/** What the store needs to know about the item an inquiry is about, or a 404 when there is no such item. */
async function describeItem(ctx: Ctx<"db">, kind: InquiryKind, code: string): Promise<{ item: string; facts: Facts }> {
  if (kind === "model") {
    const model = await classicModelFacts(ctx, code);
    if (!model) throw notFound("classicModel", code);
    return {
      item: model.item,
      facts: ({ t }) => [
        t("mail.inquiry.model", { item: model.item, make: model.make, model: model.model, year: String(model.yearModel) }),
        t("mail.inquiry.price", { price: model.priceUsd }),
      ],
    };
  }
  const part = await partFacts(ctx, code);
  if (!part) throw notFound("item", code);
  return {
    item: part.item,
    facts: ({ t }) => [
      t("mail.inquiry.item", { item: part.item, descrip: part.descrip }),
      t("mail.inquiry.make", { make: part.make, from: String(part.yearFrom), to: String(part.yearEnd) }),
      t("mail.inquiry.onHand", { onhand: String(part.onhand) }) +
        (part.onshpeta ? t("mail.inquiry.expected", { date: String(part.onshpeta) }) : "") +
        (part.oversize ? t("mail.inquiry.oversize") : ""),
    ],
  };
}

const NO_FACTS: Facts = () => [];

interface Message {
  kind: StoredKind;
  name: string;
  email: string;
  subject: string;
  message: string;
  item: string | null;
  /** Facts about the item asked about, in both copies. */
  facts: Facts;
  /** The sender's account, in the store's copy only. */
  account?: string;
  /** The language of the sender's acknowledgement. */
  locale: Locale;
  /** The store's subject line. */
  storeSubject: string;
  customerId?: number | null;
  dealerAccount?: string | null;
}

/** The store's subject line: what kind of message, about which item, in the sender's words (without repeating them). */
function storeSubject(title: string, item: string | null, subject: string): string {
  const lower = subject.toLowerCase();
  const head = lower.startsWith(title.toLowerCase()) ? "" : `${title}: `;
  const about = item && !lower.includes(item.toLowerCase()) ? ` (${item})` : "";
  return `${head}${subject}${about}`;
}

/** The subject as its sender read it: a profile inquiry's fixed subjects ("Parts Inquiry") in the sender's language, any other as typed. */
export function shownSubject({ t }: Letters, subject: string): string {
  return (PROFILE_INQUIRY_SUBJECTS as readonly string[]).includes(subject) ? t(`accounts.inquiry.subject.${subject as ProfileInquirySubject}`) : subject;
}

/** Stores the message and queues the store's copy and the sender's acknowledgement, all or nothing. */
async function storeAndNotify(ctx: Ctx<"db" | "config" | "mail", "caches">, message: Message): Promise<void> {
  const title = KIND_TITLES[message.kind];
  const subject = oneLine(message.subject);
  const store = await storeDetails(ctx);
  await inTransaction(ctx, async (tx) => {
    await tx.db.insert(inquiries).values({
      kind: message.kind,
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      item: message.item,
      customerId: message.customerId ?? null,
      dealerAccount: message.dealerAccount ?? null,
    });
    await ctx.mail.enqueue(tx.db, {
      to: store.email,
      replyTo: message.email,
      subject: oneLine(message.storeSubject),
      text: [
        `${title} from ${oneLine(message.name)} <${message.email}>`,
        `Subject: ${subject}`,
        ...(message.account ? [`Account: ${message.account}`] : []),
        ...message.facts(STORE),
        "",
        message.message,
        "",
      ].join("\n"),
    });
    const letters = lettersIn(message.locale);
    const { t } = letters;
    await ctx.mail.enqueue(tx.db, {
      to: message.email,
      subject: t("mail.inquiry.subject", { subject: shownSubject(letters, subject) }),
      text: [
        t("mail.dear", { name: oneLine(message.name) }),
        "",
        t("mail.inquiry.thanks", { store: store.name }),
        "",
        t("mail.inquiry.yourMessage"),
        ...message.facts(letters),
        message.message,
        "",
        store.name,
        `${store.address}, ${store.city}, ${store.province} ${store.postalCode}`,
        t("mail.phone", { phone: store.phone }),
        ...store.hours,
        "",
      ].join("\n"),
    });
  });
}

/** A shipping, ETA or classic model inquiry from the shipping-inquiry page, acknowledged in the language of the page it came from. */
export async function sendOnlineInquiry(ctx: Ctx<"db" | "config" | "mail", "caches">, input: InquiryOnlineBody, locale?: Locale): Promise<void> {
  const about = input.item ? await describeItem(ctx, input.kind, input.item) : null;
  const item = about?.item ?? null;
  await storeAndNotify(ctx, {
    kind: input.kind,
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    item,
    facts: about?.facts ?? NO_FACTS,
    storeSubject: storeSubject(KIND_TITLES[input.kind], item, oneLine(input.subject)),
    locale: locale ?? "en-CA",
  });
}

/** A message from the Contact Us form, acknowledged in the language of the page it came from. */
export async function sendContactMessage(ctx: Ctx<"db" | "config" | "mail", "caches">, input: ContactBody, locale?: Locale): Promise<void> {
  await storeAndNotify(ctx, {
    kind: "contact",
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    item: null,
    facts: NO_FACTS,
    storeSubject: storeSubject(KIND_TITLES.contact, null, oneLine(input.subject)),
    locale: locale ?? "en-CA",
  });
}

/**
 * A profile inquiry (Submit Inquiry tab) from a signed-in customer or dealer, from the address their
 * account has; acknowledged in the page's language, else a customer's own (dealers' is English).
 */
export async function sendProfileInquiry(
  ctx: Ctx<"db" | "config" | "mail", "caches">,
  viewer: CustomerViewer | DealerViewer,
  input: Pick<ProfileInquiryBody, "subject" | "message">,
  locale?: Locale,
): Promise<void> {
  const sender = await contactOf(ctx, viewer);
  await storeAndNotify(ctx, {
    kind: "profile",
    name: sender.name,
    email: sender.email,
    subject: input.subject,
    message: input.message,
    item: null,
    facts: NO_FACTS,
    account: sender.who,
    locale: locale ?? (viewer.kind === "customer" ? await customerLocale(ctx, viewer.id) : "en-CA"),
    storeSubject: `${input.subject} from ${sender.name}`,
    customerId: viewer.kind === "customer" ? viewer.id : null,
    dealerAccount: viewer.kind === "dealer" ? viewer.account : null,
  });
}
