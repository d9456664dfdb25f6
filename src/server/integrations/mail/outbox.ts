import fs from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import type { Db } from "../../db/client";
import { mailOutbox } from "../../db/schema/mail";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  /** Queues a mail in the outbox, inside the caller's transaction when given one. */
  enqueue(db: Db, mail: OutgoingMail): Promise<void>;
  /** Sends every due mail once; returns how many went out. */
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
    await fs.writeFile(path.join(dir, `${stamp}-${info.messageId.replace(/[<>@]/g, "")}.eml`), info.message as Buffer);
    return info;
  }) as typeof transport.sendMail;
  return transport;
}

export function createMailer(options: { db: Db; smtpUrl?: string; mailDir: string; from: string; intervalMs?: number; transport?: Transporter }): Mailer {
  const transport = options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : fileTransport(options.mailDir));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function deliverOnce(): Promise<number> {
    const due = await options.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.id))
      .limit(20);
    let sent = 0;
    for (const mail of due) {
      try {
        await transport.sendMail({ from: options.from, to: mail.to, replyTo: mail.replyTo ?? undefined, subject: mail.subject, text: mail.text });
        await options.db.update(mailOutbox).set({ status: "sent", sentAt: sql`now()`, attempts: mail.attempts + 1, lastError: null }).where(eq(mailOutbox.id, mail.id));
        sent++;
      } catch (error) {
        const attempts = mail.attempts + 1;
        await options.db
          .update(mailOutbox)
          .set({
            attempts,
            status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
            lastError: error instanceof Error ? error.message : String(error),
            nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
    return sent;
  }

  return {
    async enqueue(db, mail) {
      await db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo ?? null });
    },
    deliverDue() {
      running ??= deliverOnce().finally(() => {
        running = undefined;
      });
      return running;
    },
    start() {
      if (timer) return;
      timer = setInterval(() => {
        this.deliverDue().catch(() => {});
      }, options.intervalMs ?? 5000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}
