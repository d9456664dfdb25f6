import { eq, sql } from "drizzle-orm";
import type { Ctx } from "../../context";
import { withTransaction } from "../../db/transaction";
import type { OutgoingMail } from "../../integrations/mail/mailer";
import { mailOutbox } from "./schema";

/** A mail the outbox holds, as a sender takes it. */
export type OutboxRow = Pick<typeof mailOutbox.$inferSelect, "id" | "to" | "replyTo" | "subject" | "text" | "attempts">;

/** Writes a mail into the outbox, in the caller's transaction when `db` is one. */
export async function queueMail({ db }: Ctx<"db">, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo ?? null });
}

/**
 * Claims up to `batchSize` due mails for `leaseSeconds` (FOR UPDATE SKIP LOCKED), so any number of
 * servers send each mail once; a sender that dies leaves its claims to run out and be taken again.
 */
export async function claimDueMail({ db }: Ctx<"db">, claim: { batchSize: number; leaseSeconds: number }): Promise<OutboxRow[]> {
  // Every mail sent leaves its 'pending' row version behind in the outbox's index until a vacuum: a
  // burst of orders leaves thousands. A bitmap scan reads each of them on every claim (63 ms a claim
  // with 39,000 of them, measured); an index scan marks the dead ones in the index as it passes, so the
  // next claim skips them (0.8 ms). The planner takes the bitmap scan for so few live rows: not here.
  const claimed = await withTransaction(
    db,
    (tx) =>
      tx.execute<Record<string, unknown>>(sql`
      update mail_outbox set claimed_until = now() + make_interval(secs => ${claim.leaseSeconds})
      where id in (
        select id from mail_outbox
        where status = 'pending' and next_attempt_at <= now() and (claimed_until is null or claimed_until <= now())
        order by id limit ${claim.batchSize}
        for update skip locked)
      returning id, "to", reply_to, subject, text, attempts`),
    { settings: { enable_bitmapscan: "off" } },
  );
  return claimed.rows
    .map((row) => ({
      id: Number(row.id),
      to: String(row.to),
      replyTo: (row.reply_to as string | null) ?? null,
      subject: String(row.subject),
      text: String(row.text),
      attempts: Number(row.attempts),
    }))
    .sort((a, b) => a.id - b.id);
}

/** Records a mail sent (its `attempts`th try). */
export async function markMailSent({ db }: Ctx<"db">, id: number, attempts: number): Promise<void> {
  await db.update(mailOutbox).set({ status: "sent", sentAt: sql`now()`, attempts, lastError: null, claimedUntil: null }).where(eq(mailOutbox.id, id));
}

/** Records a failed try: the mail waits until `nextAttemptAt`, or is given up (`failed`) after the last try. */
export async function markMailFailed(
  { db }: Ctx<"db">,
  id: number,
  failure: { attempts: number; gaveUp: boolean; error: string; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: failure.attempts,
      status: failure.gaveUp ? "failed" : "pending",
      lastError: failure.error,
      nextAttemptAt: failure.nextAttemptAt,
      claimedUntil: null,
    })
    .where(eq(mailOutbox.id, id));
}

/** Mails waiting to be sent (pending, due or not); the index on (status, next_attempt_at) serves it. */
export async function outboxDepth({ db }: Ctx<"db">): Promise<number> {
  const { rows } = await db.execute<{ depth: number }>(sql`select count(*)::int as depth from mail_outbox where status = 'pending'`);
  return Number(rows[0]?.depth ?? 0);
}
