import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import type { Db } from "../../db/client";
import { metrics } from "../../lib/metrics";
import type { Signals } from "../../lib/signals";
import { claimDueMail, markMailFailed, markMailSent, type OutboxRow, queueMail } from "../../modules/mail/service";
import type { Mailer } from "./mailer";

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

  const claim = () => claimDueMail(options, { batchSize, leaseSeconds });

  async function send(mail: OutboxRow): Promise<boolean> {
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        messageId: messageIdOf(mail.id, options.from),
      });
    } catch (error) {
      metrics.mailSendFailed();
      const attempts = mail.attempts + 1;
      await markMailFailed(options, mail.id, {
        attempts,
        gaveUp: attempts >= MAX_ATTEMPTS,
        error: error instanceof Error ? error.message : String(error),
        nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
      });
      return false;
    }
    await markMailSent(options, mail.id, mail.attempts + 1);
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
      await queueMail({ db }, mail);
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
