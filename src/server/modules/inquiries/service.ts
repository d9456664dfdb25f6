import { eq } from "drizzle-orm";
import type { ContactBody, InquiryKind, InquiryOnlineBody } from "../../../domain/contracts/inquiries";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { classicModels, parts } from "../../db/schema/catalog";
import { inquiries } from "../../db/schema/content";
import { notFound } from "../../errors";
import type { Mailer } from "../../integrations/mail/outbox";

export interface InquiryDeps {
  db: Db;
  mail: Mailer;
  config: Pick<Config, "store">;
}

type StoredKind = InquiryKind | "contact";

const KIND_TITLES: Record<StoredKind, string> = {
  shipping: "Shipping inquiry",
  eta: "ETA inquiry",
  model: "Model inquiry",
  contact: "Contact message",
};

/** Header-safe: a subject line never carries the sender's line breaks. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** What the store needs to know about the item an inquiry is about, or a 404 when there is no such item. */
async function describeItem(db: Db, kind: InquiryKind, code: string): Promise<{ item: string; lines: string[] }> {
  if (kind === "model") {
    const [model] = await db
      .select({ item: classicModels.item, make: classicModels.make, model: classicModels.model, yearModel: classicModels.yearModel, priceUsd: classicModels.priceUsd })
      .from(classicModels)
      .where(eq(classicModels.item, code));
    if (!model) throw notFound(`Classic body model ${code}`);
    return { item: model.item, lines: [`Model: ${model.item} - ${model.make} ${model.model} (${model.yearModel})`, `Price: USD ${model.priceUsd.toFixed(2)}`] };
  }
  const [part] = await db
    .select({ item: parts.item, descrip: parts.descrip, make: parts.make, yearFrom: parts.yearFrom, yearEnd: parts.yearEnd, onhand: parts.onhand, onshpeta: parts.onshpeta, oversize: parts.oversize })
    .from(parts)
    .where(eq(parts.item, code));
  if (!part) throw notFound(`Item ${code}`);
  return {
    item: part.item,
    lines: [
      `Item: ${part.item} - ${part.descrip}`,
      `Make: ${part.make}, years ${part.yearFrom}-${part.yearEnd}`,
      `On hand: ${part.onhand}${part.onshpeta ? `, expected ${part.onshpeta}` : ""}${part.oversize ? ", oversize (shipping by quote)" : ""}`,
    ],
  };
}

interface Message {
  kind: StoredKind;
  name: string;
  email: string;
  subject: string;
  message: string;
  item: string | null;
  itemLines: string[];
}

/** The store's subject line: what kind of message, about which item, in the sender's words (without repeating them). */
function storeSubject(title: string, item: string | null, subject: string): string {
  const lower = subject.toLowerCase();
  const head = lower.startsWith(title.toLowerCase()) ? "" : `${title}: `;
  const about = item && !lower.includes(item.toLowerCase()) ? ` (${item})` : "";
  return `${head}${subject}${about}`;
}

/** Stores the message and queues the store's copy and the sender's acknowledgement, all or nothing. */
async function storeAndNotify({ db, mail, config }: InquiryDeps, message: Message): Promise<void> {
  const title = KIND_TITLES[message.kind];
  const subject = oneLine(message.subject);
  const store = config.store;
  await db.transaction(async (tx) => {
    await tx.insert(inquiries).values({ kind: message.kind, name: message.name, email: message.email, subject: message.subject, message: message.message, item: message.item });
    await mail.enqueue(tx, {
      to: store.email,
      replyTo: message.email,
      subject: storeSubject(title, message.item, subject),
      text: [`${title} from ${oneLine(message.name)} <${message.email}>`, `Subject: ${subject}`, ...message.itemLines, "", message.message, ""].join("\n"),
    });
    await mail.enqueue(tx, {
      to: message.email,
      subject: oneLine(`We received your message: ${subject}`),
      text: [
        `Dear ${oneLine(message.name)},`,
        "",
        `Thank you for your email, ${store.name} will contact you as soon as possible.`,
        "",
        "Your message:",
        ...message.itemLines,
        message.message,
        "",
        store.name,
        `${store.address}, ${store.city}, ${store.province} ${store.postalCode}`,
        `Phone ${store.phone}`,
        ...store.hours,
        "",
      ].join("\n"),
    });
  });
}

/** A shipping, ETA or classic model inquiry from the shipping-inquiry page. */
export async function sendOnlineInquiry(deps: InquiryDeps, input: InquiryOnlineBody): Promise<void> {
  const about = input.item ? await describeItem(deps.db, input.kind, input.item) : null;
  await storeAndNotify(deps, {
    kind: input.kind,
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    item: about?.item ?? null,
    itemLines: about?.lines ?? [],
  });
}

/** A message from the Contact Us form. */
export async function sendContactMessage(deps: InquiryDeps, input: ContactBody): Promise<void> {
  await storeAndNotify(deps, { kind: "contact", name: input.name, email: input.email, subject: input.subject, message: input.message, item: null, itemLines: [] });
}
