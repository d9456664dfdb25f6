import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../db/client";
import { afterCommit, isTransaction } from "../db/transaction";

/**
 * What one app server tells the others: a cache area changed ("catalog", "content", "upload:<path>"),
 * a session or an account's sessions ended ("h:<hash>", "a:<kind>:<id>"), mail is waiting ("").
 */
export type SignalChannel = "cache" | "session" | "outbox";

const PG_CHANNEL: Record<SignalChannel, string> = { cache: "partshop_cache", session: "partshop_session", outbox: "partshop_outbox" };
const CHANNEL_OF = new Map(Object.entries(PG_CHANNEL).map(([channel, name]) => [name, channel as SignalChannel]));

export interface Signals {
  /** "postgres": LISTEN/NOTIFY reaches every server on the database; "in-process": this server is the only one. */
  readonly kind: "postgres" | "in-process";
  /** False while the listening connection is down: other servers' signals may be missed, so nothing may be cached. */
  readonly listening: boolean;
  /**
   * Tells every server, this one at once. Inside a transaction (`tx`), other servers hear it when it
   * commits and never if it rolls back.
   */
  publish(channel: SignalChannel, payload: string, tx?: Db): Promise<void>;
  on(channel: SignalChannel, handler: (payload: string) => void): void;
  /** Called when listening stops (false) and starts again (true): signals in between were missed. */
  onListening(handler: (listening: boolean) => void): void;
  close(): Promise<void>;
}

/** One server alone on its database (the embedded one): signals stay in this process. */
export function inProcessSignals(): Signals {
  const events = new EventEmitter().setMaxListeners(0);
  return {
    kind: "in-process",
    listening: true,
    async publish(channel, payload, tx) {
      if (tx) afterCommit(tx, () => events.emit(channel, payload));
      else events.emit(channel, payload);
    },
    on(channel, handler) {
      events.on(channel, handler);
    },
    onListening() {},
    async close() {
      events.removeAllListeners();
    },
  };
}

/** The signals each open transaction has sent: PostgreSQL delivers a transaction's identical notifications once, so they are sent once. */
const sentInTransaction = new WeakMap<Db, Set<string>>();

/** Whether this signal is the first of its kind in `db`'s transaction (always true outside one): an order's two mails wake the outbox with one NOTIFY. */
function firstOfTransaction(db: Db, signal: string): boolean {
  if (!isTransaction(db)) return true;
  const sent = sentInTransaction.get(db) ?? new Set<string>();
  if (sent.has(signal)) return false;
  sentInTransaction.set(db, sent.add(signal));
  return true;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;

/**
 * Signals between every server on one PostgreSQL database: LISTEN on a connection of its own (kept
 * open, reopened after a loss with backoff), NOTIFY through the pool or the caller's transaction. A
 * server hears its own notifications too; every handler is safe to run twice.
 */
export async function postgresSignals(db: Db, connectionString: string, log: { warn(message: string): void; info(message: string): void }): Promise<Signals> {
  const events = new EventEmitter().setMaxListeners(0);
  const listeningHandlers: ((listening: boolean) => void)[] = [];
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const setListening = (now: boolean) => {
    if (listening === now) return;
    listening = now;
    for (const handler of listeningHandlers) handler(now);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on("notification", (message) => {
      const channel = CHANNEL_OF.get(message.channel);
      if (channel) events.emit(channel, message.payload ?? "");
    });
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    await next.connect();
    for (const name of Object.values(PG_CHANNEL)) await next.query(`LISTEN ${name}`);
    client = next;
    retryMs = RETRY_MIN_MS;
    setListening(true);
  };

  const lost = (which: pg.Client) => {
    if (client !== which && client !== undefined) return;
    client = undefined;
    which.end().catch(() => {});
    if (closed) return;
    if (listening) log.warn("lost the database notification listener: caches are off until it is back");
    setListening(false);
    scheduleRetry();
  };

  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => log.info("the database notification listener is back: caches start empty"),
        () => {
          retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
          scheduleRetry();
        },
      );
    }, retryMs);
    retryTimer.unref();
  };

  await connect();

  return {
    kind: "postgres",
    get listening() {
      return listening;
    },
    async publish(channel, payload, tx) {
      if (tx && !firstOfTransaction(tx, `${channel}:${payload}`)) return;
      afterCommit(tx ?? db, () => events.emit(channel, payload));
      await (tx ?? db).execute(sql`select pg_notify(${PG_CHANNEL[channel]}, ${payload})`);
    },
    on(channel, handler) {
      events.on(channel, handler);
    },
    onListening(handler) {
      listeningHandlers.push(handler);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const open = client;
      client = undefined;
      events.removeAllListeners();
      await open?.end().catch(() => {});
    },
  };
}

/** The signals a server on this database uses: LISTEN/NOTIFY on PostgreSQL, in-process on the embedded database (one server). */
export function openSignals(
  database: { kind: "postgres" | "embedded"; db: Db; pool: pg.Pool },
  log: { warn(message: string): void; info(message: string): void },
): Promise<Signals> {
  const url = database.pool.options.connectionString;
  if (database.kind === "postgres" && url) return postgresSignals(database.db, url, log);
  return Promise.resolve(inProcessSignals());
}
