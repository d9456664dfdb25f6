import type { Db } from "../../db/client";

/** A mail as a module writes it: the outbox adds the sender and sends it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/**
 * The mail outbox as the app's dependencies carry it (outbox.ts makes it). Kept apart from the outbox
 * so that the type of the app's dependencies does not import the outbox, which reads its rows through
 * the mail module, whose verbs take the app's context.
 */
export interface Mailer {
  /** Queues a mail in the outbox, inside the caller's transaction when given one; senders wake when it commits. */
  enqueue(db: Db, mail: OutgoingMail): Promise<void>;
  /** Sends every due mail this server can claim; returns how many went out. */
  deliverDue(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}
