import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { INQUIRY_KIND_LABEL, type InboxQuery, type InquiryDetail, type InquiryList, type InquiryRow } from "../../../domain/contracts/admin";
import { formatDayIn } from "../../../domain/i18n/format";
import { DEFAULT_LOCALE } from "../../../domain/i18n/locales";
import { type Ctx, inTransaction } from "../../context";
import { notFound } from "../../errors";
import { lettersIn } from "../../lib/letters";
import { customerLocale } from "../accounts/service";
import { audit } from "../audit/service";
import { storeDetails } from "../content/service";
import { oneLine, shownSubject } from "./messages";
import { inquiries, inquiryReplies } from "./schema";

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
export async function listInquiries({ db }: Ctx<"db">, query: InboxQuery): Promise<InquiryList> {
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
export async function inquiryForStaff({ db }: Ctx<"db">, id: number): Promise<InquiryDetail> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  if (!row) throw notFound("message", id);
  const replies = await db.select().from(inquiryReplies).where(eq(inquiryReplies.inquiryId, id)).orderBy(asc(inquiryReplies.sentAt), asc(inquiryReplies.id));
  return {
    ...inquiryRowOf(row),
    message: row.message,
    replies: replies.map((reply) => ({ at: reply.sentAt.toISOString(), by: reply.staffName, message: reply.message })),
  };
}

/** Marks a message answered (or waiting again), audited. */
export async function markInquiryAnswered(ctx: Ctx<"db">, id: number, answered: boolean, staff: { id: number; name: string }): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select({ answeredAt: inquiries.answeredAt }).from(inquiries).where(eq(inquiries.id, id)).for("update");
    if (!before) throw notFound("message", id);
    await tx.db
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
export async function replyToInquiry(
  ctx: Ctx<"db" | "config" | "mail", "caches">,
  id: number,
  message: string,
  staff: { id: number; name: string },
): Promise<void> {
  const store = await storeDetails(ctx);
  await inTransaction(ctx, async (tx) => {
    const [row] = await tx.db.select().from(inquiries).where(eq(inquiries.id, id)).for("update");
    if (!row) throw notFound("message", id);
    await tx.db.insert(inquiryReplies).values({ inquiryId: id, staffId: staff.id, staffName: staff.name, message });
    await tx.db
      .update(inquiries)
      .set({ answeredAt: row.answeredAt ?? new Date(), answeredBy: row.answeredBy ?? staff.name })
      .where(eq(inquiries.id, id));
    // A customer's reply frame is in their language; a visitor's in English, as a visitor's language is not kept.
    const locale = row.customerId === null ? DEFAULT_LOCALE : await customerLocale(tx, row.customerId);
    const letters = lettersIn(locale);
    const { t } = letters;
    await ctx.mail.enqueue(tx.db, {
      to: row.email,
      replyTo: store.email,
      subject: oneLine(`Re: ${shownSubject(letters, row.subject)}`),
      text: [
        t("mail.dear", { name: oneLine(row.name) }),
        "",
        message,
        "",
        `${staff.name}, ${store.name}`,
        `${store.address}, ${store.city}, ${store.province} ${store.postalCode}`,
        t("mail.phone", { phone: store.phone }),
        "",
        t("mail.reply.wrote", { date: formatDayIn(row.createdAt, locale) }),
        ...row.message.split("\n").map((line) => `> ${line}`),
        "",
      ].join("\n"),
    });
    await audit(tx, {
      actor: `staff:${staff.id}`,
      action: "inquiry.reply",
      target: `inquiry:${id}`,
      details: { to: row.email, before: { answered: row.answeredAt !== null }, after: { answered: true } },
    });
  });
}

/** How many messages wait for an answer. */
export async function waitingInquiryCount({ db }: Ctx<"db">): Promise<number> {
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(inquiries).where(isNull(inquiries.answeredAt));
  return counted?.n ?? 0;
}
