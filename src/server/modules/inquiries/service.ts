import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { ProfileInquiryBody } from "../../../domain/contracts/accounts";
import { INQUIRY_KIND_LABEL, type InboxQuery, type InquiryDetail, type InquiryList, type InquiryRow } from "../../../domain/contracts/admin";
import type { ContactBody, InquiryKind, InquiryOnlineBody } from "../../../domain/contracts/inquiries";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { withTransaction } from "../../db/transaction";
import { notFound } from "../../errors";
import type { Mailer } from "../../integrations/mail/mailer";
import type { CustomerViewer, DealerViewer } from "../../viewer";
import { contactOf } from "../accounts/service";
import { audit } from "../audit/service";
import { classicModelFacts, partFacts } from "../catalog/service";
import { storeDetails } from "../content/service";
import { inquiries, inquiryReplies } from "./schema";

export interface InquiryDeps {
  db: Db;
  mail: Mailer;
  config: Pick<Config, "store">;
}

type StoredKind = InquiryKind | "contact" | "profile";

const KIND_TITLES: Record<StoredKind, string> = {
  shipping: "Shipping inquiry",
  eta: "ETA inquiry",
  model: "Model inquiry",
  contact: "Contact message",
  profile: "Profile inquiry",
};

/** Header-safe: a subject line never carries the sender's line breaks. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** What the store needs to know about the item an inquiry is about, or a 404 when there is no such item. */
async function describeItem(db: Db, kind: InquiryKind, code: string): Promise<{ item: string; lines: string[] }> {
  if (kind === "model") {
    const model = await classicModelFacts({ db }, code);
    if (!model) throw notFound(`Classic body model ${code}`);
    return { item: model.item, lines: [`Model: ${model.item} - ${model.make} ${model.model} (${model.yearModel})`, `Price: USD ${model.priceUsd.toFixed(2)}`] };
  }
  const part = await partFacts({ db }, code);
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
async function storeAndNotify({ db, mail, config }: InquiryDeps, message: Message): Promise<void> {
  const title = KIND_TITLES[message.kind];
  const subject = oneLine(message.subject);
  const store = await storeDetails({ db, config });
  await withTransaction(db, async (tx) => {
    await tx.insert(inquiries).values({
      kind: message.kind,
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      item: message.item,
      customerId: message.customerId ?? null,
      dealerAccount: message.dealerAccount ?? null,
    });
    await mail.enqueue(tx, {
      to: store.email,
      replyTo: message.email,
      subject: oneLine(message.storeSubject),
      text: [`${title} from ${oneLine(message.name)} <${message.email}>`, `Subject: ${subject}`, ...message.facts, "", message.message, ""].join("\n"),
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
export async function sendOnlineInquiry(deps: InquiryDeps, input: InquiryOnlineBody): Promise<void> {
  const about = input.item ? await describeItem(deps.db, input.kind, input.item) : null;
  const item = about?.item ?? null;
  await storeAndNotify(deps, {
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
export async function sendContactMessage(deps: InquiryDeps, input: ContactBody): Promise<void> {
  await storeAndNotify(deps, {
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
export async function sendProfileInquiry(deps: InquiryDeps, viewer: CustomerViewer | DealerViewer, input: Pick<ProfileInquiryBody, "subject" | "message">): Promise<void> {
  const sender = await contactOf(deps.db, viewer);
  await storeAndNotify(deps, {
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

// ---------------------------------------------------------------------------------------------
// The staff console's inbox

const INBOX_PAGE = 20;

function inquiryRowOf(row: typeof inquiries.$inferSelect): InquiryRow {
  return {
    id: row.id,
    kind: row.kind,
    kind_label: INQUIRY_KIND_LABEL[row.kind] ?? row.kind,
    name: row.name,
    email: row.email,
    subject: row.subject,
    item: row.item,
    account: row.customerId !== null ? `customer ${row.customerId}` : row.dealerAccount !== null ? `dealer ${row.dealerAccount}` : null,
    created_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
    answered_by: row.answeredBy,
  };
}

/** The inbox: waiting messages oldest first (the longest-waiting at the top), answered ones newest first; 20 a page. */
export async function listInquiries(db: Db, query: InboxQuery): Promise<InquiryList> {
  const where: SQL[] = [];
  if (query.state === "waiting") where.push(isNull(inquiries.answeredAt));
  if (query.state === "answered") where.push(isNotNull(inquiries.answeredAt));
  if (query.kind) where.push(eq(inquiries.kind, query.kind));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(inquiries.email, pattern), ilike(inquiries.name, pattern), ilike(inquiries.subject, pattern), ilike(inquiries.item, pattern))!);
  }
  const filter = and(...where);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(inquiries).where(filter);
  const rows = await db
    .select()
    .from(inquiries)
    .where(filter)
    .orderBy(query.state === "waiting" ? asc(inquiries.createdAt) : desc(inquiries.createdAt), desc(inquiries.id))
    .limit(INBOX_PAGE)
    .offset((query.page - 1) * INBOX_PAGE);
  const total = counted?.n ?? 0;
  return { rows: rows.map(inquiryRowOf), total, page: query.page, per_page: INBOX_PAGE, last_page: Math.max(1, Math.ceil(total / INBOX_PAGE)) };
}

/** One message with the replies staff sent; 404 for no such message. */
export async function inquiryForStaff(db: Db, id: number): Promise<InquiryDetail> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  if (!row) throw notFound(`Message ${id}`);
  const replies = await db.select().from(inquiryReplies).where(eq(inquiryReplies.inquiryId, id)).orderBy(asc(inquiryReplies.sentAt), asc(inquiryReplies.id));
  return { ...inquiryRowOf(row), message: row.message, replies: replies.map((reply) => ({ at: reply.sentAt.toISOString(), by: reply.staffName, message: reply.message })) };
}

/** Marks a message answered (or waiting again), audited. */
export async function markInquiryAnswered(db: Db, id: number, answered: boolean, staff: { id: number; name: string }): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [before] = await tx.select({ answeredAt: inquiries.answeredAt }).from(inquiries).where(eq(inquiries.id, id)).for("update");
    if (!before) throw notFound(`Message ${id}`);
    await tx
      .update(inquiries)
      .set(answered ? { answeredAt: before.answeredAt ?? new Date(), answeredBy: staff.name } : { answeredAt: null, answeredBy: null })
      .where(eq(inquiries.id, id));
    await audit(tx, {
      actor: `staff:${staff.id}`,
      action: answered ? "inquiry.answered" : "inquiry.reopened",
      target: `inquiry:${id}`,
      details: { before: { answered: before.answeredAt !== null }, after: { answered } },
    });
  });
}

/**
 * Replies to a message by e-mail from the console: the reply is mailed to the sender (from the shop,
 * answering to the store's address), kept with the message, and the message is answered; all or nothing.
 */
export async function replyToInquiry({ db, mail, config }: InquiryDeps, id: number, message: string, staff: { id: number; name: string }): Promise<void> {
  const store = await storeDetails({ db, config });
  await withTransaction(db, async (tx) => {
    const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for("update");
    if (!row) throw notFound(`Message ${id}`);
    await tx.insert(inquiryReplies).values({ inquiryId: id, staffId: staff.id, staffName: staff.name, message });
    await tx
      .update(inquiries)
      .set({ answeredAt: row.answeredAt ?? new Date(), answeredBy: row.answeredBy ?? staff.name })
      .where(eq(inquiries.id, id));
    await mail.enqueue(tx, {
      to: row.email,
      replyTo: store.email,
      subject: oneLine(`Re: ${row.subject}`),
      text: [
        `Dear ${oneLine(row.name)},`,
        "",
        message,
        "",
        `${staff.name}, ${store.name}`,
        `${store.address}, ${store.city}, ${store.province} ${store.postalCode}`,
        `Phone ${store.phone}`,
        "",
        `On ${row.createdAt.toLocaleDateString("en-CA", { timeZone: "America/Toronto" })} you wrote:`,
        ...row.message.split("\n").map((line) => `> ${line}`),
        "",
      ].join("\n"),
    });
    await audit(tx, { actor: `staff:${staff.id}`, action: "inquiry.reply", target: `inquiry:${id}`, details: { to: row.email, before: { answered: row.answeredAt !== null }, after: { answered: true } } });
  });
}

/** How many messages wait for an answer. */
export async function waitingInquiryCount(db: Db): Promise<number> {
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(inquiries).where(isNull(inquiries.answeredAt));
  return counted?.n ?? 0;
}
