import type { ProfileInquiryBody } from "../../../domain/contracts/accounts";
import type { ContactBody, InquiryKind, InquiryOnlineBody } from "../../../domain/contracts/inquiries";
import { type Ctx, inTransaction } from "../../context";
import { notFound } from "../../errors";
import type { CustomerViewer, DealerViewer } from "../../viewer";
import { contactOf } from "../accounts/service";
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

/** What the store needs to know about the item an inquiry is about, or a 404 when there is no such item. */
async function describeItem(ctx: Ctx<"db">, kind: InquiryKind, code: string): Promise<{ item: string; lines: string[] }> {
  if (kind === "model") {
    const model = await classicModelFacts(ctx, code);
    if (!model) throw notFound(`Classic body model ${code}`);
    return { item: model.item, lines: [`Model: ${model.item} - ${model.make} ${model.model} (${model.yearModel})`, `Price: USD ${model.priceUsd.toFixed(2)}`] };
  }
  const part = await partFacts(ctx, code);
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
  /** Facts the store's copy starts with: the item asked about, the sender's account. */
  facts: string[];
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
      text: [`${title} from ${oneLine(message.name)} <${message.email}>`, `Subject: ${subject}`, ...message.facts, "", message.message, ""].join("\n"),
    });
    await ctx.mail.enqueue(tx.db, {
      to: message.email,
      subject: oneLine(`We received your message: ${subject}`),
      text: [
        `Dear ${oneLine(message.name)},`,
        "",
        `Thank you for your email, ${store.name} will contact you as soon as possible.`,
        "",
        "Your message:",
        ...message.facts.filter((line) => !line.startsWith("Account:")),
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
export async function sendOnlineInquiry(ctx: Ctx<"db" | "config" | "mail", "caches">, input: InquiryOnlineBody): Promise<void> {
  const about = input.item ? await describeItem(ctx, input.kind, input.item) : null;
  const item = about?.item ?? null;
  await storeAndNotify(ctx, {
    kind: input.kind,
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    item,
    facts: about?.lines ?? [],
    storeSubject: storeSubject(KIND_TITLES[input.kind], item, oneLine(input.subject)),
  });
}

/** A message from the Contact Us form. */
export async function sendContactMessage(ctx: Ctx<"db" | "config" | "mail", "caches">, input: ContactBody): Promise<void> {
  await storeAndNotify(ctx, {
    kind: "contact",
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    item: null,
    facts: [],
    storeSubject: storeSubject(KIND_TITLES.contact, null, oneLine(input.subject)),
  });
}

/** A profile inquiry (Submit Inquiry tab) from a signed-in customer or dealer, from the address their account has. */
export async function sendProfileInquiry(
  ctx: Ctx<"db" | "config" | "mail", "caches">,
  viewer: CustomerViewer | DealerViewer,
  input: Pick<ProfileInquiryBody, "subject" | "message">,
): Promise<void> {
  const sender = await contactOf(ctx, viewer);
  await storeAndNotify(ctx, {
    kind: "profile",
    name: sender.name,
    email: sender.email,
    subject: input.subject,
    message: input.message,
    item: null,
    facts: [`Account: ${sender.who}`],
    storeSubject: `${input.subject} from ${sender.name}`,
    customerId: viewer.kind === "customer" ? viewer.id : null,
    dealerAccount: viewer.kind === "dealer" ? viewer.account : null,
  });
}
