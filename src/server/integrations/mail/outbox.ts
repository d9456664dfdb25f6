import fs from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import type { Db } from "../../db/client";
import type { Signals } from "../../lib/signals";
import { mailOutbox } from "../../modules/mail/schema";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  /** Queues a mail in the outbox, inside the caller's transaction when given one; senders wake when it commits. */
  enqueue(db: Db, mail: OutgoingMail): Promise<void>;
  /** Sends every due mail this server can claim; returns how many went out. */
  deliverDue(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export const MAX_ATTEMPTS = 8;

/** Backoff after a failed send: 1, 2, 4 ... minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

/** Writes each mail as an .eml file when no SMTP server is configured. */
function fileTransport(dir: string): Transporter {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const send = transport.sendMail.bind(transport);
  transport.sendMail = (async (message: SendMailOptions) => {
    const info = await send(message);
    await fs.mkdir(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    await fs.writeFile(path.join(dir, `${stamp}-${process.pid}-${info.messageId.replace(/[<>@]/g, "")}.eml`), info.message as Buffer);
    return info;
  }) as typeof transport.sendMail;
  return transport;
}

/** The domain of the sender's address: "Shop <no-reply@partshop.example>" gives "partshop.example". */
function domainOf(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? "partshop.invalid";
}

/**
 * The Message-ID of an outbox row: the same every time it is sent, so a mail sent again after a
 * crash (sent, but not yet marked sent) is recognisable as the same message.
 */
export function messageIdOf(id: number, from: string): string {
  return `<outbox-${id}@${domainOf(from)}>`;
}

export interface MailerOptions {
  db: Db;
  smtpUrl?: string;
  mailDir: string;
  from: string;
  /** How often due mail is looked for even when nobody said so (a retry's time came, a wake-up was missed). */
  intervalMs?: number;
  /** How many mails one claim takes. */
  batchSize?: number;
  /** How long a claim keeps other servers off a mail: longer than sending a batch ever takes. */
  leaseSeconds?: number;
  transport?: Transporter;
  /** Wakes the senders of every server when mail is queued. */
  signals?: Signals;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * The mail outbox: mail is written in the same transaction as what it tells of, then sent by
 * whichever server claims it first (FOR UPDATE SKIP LOCKED, with a lease), so any number of servers
 * send each mail once; a sender that dies mid-batch leaves its claims to run out and be taken again.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : fileTransport(options.mailDir));
  const batchSize = options.batchSize ?? 50;
  const leaseSeconds = options.leaseSeconds ?? 120;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  async function claim(): Promise<OutboxRow[]> {
    const claimed = await options.db.execute<Record<string, unknown>>(sql`
      update mail_outbox set claimed_until = now() + make_interval(secs => ${leaseSeconds})
      where id in (
        select id from mail_outbox
        where status = 'pending' and next_attempt_at <= now() and (claimed_until is null or claimed_until <= now())
        order by id limit ${batchSize}
        for update skip locked)
      returning id, "to", reply_to, subject, text, attempts`);
    return claimed.rows
      .map((row) => ({ id: Number(row.id), to: String(row.to), replyTo: (row.reply_to as string | null) ?? null, subject: String(row.subject), text: String(row.text), attempts: Number(row.attempts) }) as OutboxRow)
      .sort((a, b) => a.id - b.id);
  }

  async function send(mail: OutboxRow): Promise<boolean> {
    try {
      await transport.sendMail({ from: options.from, to: mail.to, replyTo: mail.replyTo ?? undefined, subject: mail.subject, text: mail.text, messageId: messageIdOf(mail.id, options.from) });
    } catch (error) {
      const attempts = mail.attempts + 1;
      await options.db
        .update(mailOutbox)
        .set({
          attempts,
          status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          lastError: error instanceof Error ? error.message : String(error),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          claimedUntil: null,
        })
        .where(eq(mailOutbox.id, mail.id));
      return false;
    }
    await options.db.update(mailOutbox).set({ status: "sent", sentAt: sql`now()`, attempts: mail.attempts + 1, lastError: null, claimedUntil: null }).where(eq(mailOutbox.id, mail.id));
    return true;
  }

  async function deliverAll(): Promise<number> {
    let sent = 0;
    for (;;) {
      again = false;
      const batch = await claim();
      for (const mail of batch) if (await send(mail)) sent++;
      if (stopped || (batch.length < batchSize && !again)) return sent;
    }
  }

  const mailer: Mailer = {
    async enqueue(db, mail) {
      await db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo ?? null });
      await options.signals?.publish("outbox", "", db);
    },
    deliverDue() {
      if (running) {
        again = true;
        return running;
      }
      running = deliverAll().finally(() => {
        running = undefined;
      });
      return running;
    },
    start() {
      if (timer) return;
      stopped = false;
      const wake = () => void mailer.deliverDue().catch(() => {});
      timer = setInterval(wake, options.intervalMs ?? 5000);
      timer.unref();
      options.signals?.on("outbox", () => {
        if (!stopped) wake();
      });
      wake();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
  return mailer;
}
