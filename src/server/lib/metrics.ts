import { timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The shop's Prometheus metrics (GET /metrics, docs/decisions/028-running-the-store.md). The counters
 * are the process's: a process is one server, and the services that record a fact count it here
 * once it is committed. What is read on each scrape (the database pool, the outbox's depth, the
 * search index's age) is per app, registered by `appMetrics` from the app's dependencies.
 */
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to its answer's last byte, by method, route pattern and status code",
  labelNames: ["method", "route", "status_code"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

const ordersTotal = new Counter({
  name: "partshop_orders_total",
  help: "Orders by owner kind (customer, dealer) and outcome: paid, declined (a card or PayPal payment refused), quoted (a shipping quote requested), dealer_confirmed, cancelled (by the customer or staff)",
  labelNames: ["kind", "outcome"] as const,
  registers: [processRegistry],
});

const paymentAttempts = new Counter({
  name: "partshop_payment_attempts_total",
  help: "Payment attempts by provider (card, paypal) and outcome: approved, declined, failed, in_doubt (left to the reconciliation)",
  labelNames: ["provider", "outcome"] as const,
  registers: [processRegistry],
});

const mailFailures = new Counter({
  name: "partshop_mail_send_failures_total",
  help: "Mails the mail server refused or could not be reached for (each is retried later, up to its last attempt)",
  registers: [processRegistry],
});

const indexChanges = new Counter({
  name: "partshop_search_index_changes_applied_total",
  help: "Changed parts laid over the catalogue search index from the database's log of changes",
  registers: [processRegistry],
});

const rateLimited = new Counter({
  name: "partshop_rate_limit_refusals_total",
  help: "Requests refused with 429 by a per-address rate limit, by route pattern",
  labelNames: ["route"] as const,
  registers: [processRegistry],
});

export type OrderOutcome = "paid" | "declined" | "quoted" | "dealer_confirmed" | "cancelled";
export type PaymentOutcome = "approved" | "declined" | "failed" | "in_doubt";

/** Where the services record what happened; each call is one counter increment. */
export const metrics = {
  order(kind: "customer" | "dealer", outcome: OrderOutcome): void {
    ordersTotal.labels(kind, outcome).inc();
  },
  paymentAttempt(provider: string, outcome: PaymentOutcome): void {
    paymentAttempts.labels(provider, outcome).inc();
  },
  mailSendFailed(): void {
    mailFailures.inc();
  },
  searchIndexChangesApplied(parts: number): void {
    if (parts > 0) indexChanges.inc(parts);
  },
  rateLimitRefused(route: string): void {
    rateLimited.labels(route).inc();
  },
};

/** One label for every request no route matched: the storefront's pages answered by the not-found handler are "page", the rest "not_found". */
const UNMATCHED = "not_found";
const PAGE = "page";

type Observe = (request: FastifyRequest, reply: FastifyReply, done: () => void) => void;

/** An onResponse hook (callback form) for one route pattern: the route label is fixed in its closure, the histogram's children are kept by method and status. */
function observerFor(route: string | null): Observe {
  const children = new Map<string, ReturnType<typeof httpDuration.labels>>();
  return (request, reply, done) => {
    const status = reply.statusCode;
    const key = `${request.method} ${status}`;
    let child = children.get(key);
    if (child === undefined) {
      const label = route ?? (status === 404 ? UNMATCHED : PAGE);
      child = httpDuration.labels(request.method, label, String(status));
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  };
}

/** The route label of a route: its URL pattern; the storefront's build files (one route each, named by hash) share one. */
export function routeLabel(route: Pick<RouteOptions, "url">): string {
  return route.url.startsWith("/assets/") ? "/assets/*" : route.url;
}

/** The onResponse hook a route gets from the app's onRoute listener. */
export function requestObserver(route: Pick<RouteOptions, "url">): Observe {
  return observerFor(routeLabel(route));
}

/** The onResponse hook of the not-found handler (pages and unknown addresses). */
export function unmatchedRequestObserver(): Observe {
  return observerFor(null);
}

/** What an app reads on each scrape; each is optional (a test app or a script may not have it). */
export interface ScrapeSources {
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
  databaseKind?: "postgres" | "embedded";
  /** Mails waiting to be sent; null when the database could not say. */
  outboxDepth?: () => Promise<number | null>;
  /** Seconds since the search index was last read whole; null before its first read. */
  searchIndexAgeSeconds?: () => number | null;
}

/**
 * The registry one app answers /metrics from: the process's metrics and gauges read from this app's
 * sources on each scrape. On the embedded database the pool has one connection to the database
 * process (pglite-socket serves one at a time), so its gauges say exactly that: total 0 or 1, and
 * how many queries wait for it.
 */
export function appMetrics(sources: ScrapeSources): Registry {
  const own = new Registry();
  const kind = sources.databaseKind ?? "unknown";
  const { pool } = sources;
  if (pool) {
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        labelNames: ["database"] as const,
        registers: [own],
        collect() {
          this.set({ database: kind }, read());
        },
      });
    poolGauge("partshop_db_pool_connections", "Connections the database pool holds (in use and idle)", () => pool.totalCount);
    poolGauge("partshop_db_pool_idle", "Connections of the pool not in use", () => pool.idleCount);
    poolGauge("partshop_db_pool_in_use", "Connections of the pool serving a query or transaction", () => pool.totalCount - pool.idleCount);
    poolGauge("partshop_db_pool_waiting", "Queries waiting for a connection of the pool", () => pool.waitingCount);
  }
  const { outboxDepth, searchIndexAgeSeconds } = sources;
  if (outboxDepth) {
    new Gauge({
      name: "partshop_mail_outbox_depth",
      help: "Mails queued in the outbox and not sent yet (read on each scrape; absent when the database did not answer)",
      registers: [own],
      async collect() {
        const depth = await outboxDepth();
        if (depth === null) this.reset();
        else this.set(depth);
      },
    });
  }
  if (searchIndexAgeSeconds) {
    new Gauge({
      name: "partshop_search_index_age_seconds",
      help: "Seconds since this server last read the catalogue search index whole (changes are laid over it before every answer); absent before the first read",
      registers: [own],
      collect() {
        const age = searchIndexAgeSeconds();
        if (age === null) this.reset();
        else this.set(age);
      },
    });
  }
  return Registry.merge([processRegistry, own]);
}

/** A Forwarded or X-Forwarded-For header means a proxy passed the request on: it is not a local one, whatever the socket says. */
function isLoopback(request: FastifyRequest): boolean {
  if (request.headers.forwarded !== undefined || request.headers["x-forwarded-for"] !== undefined) return false;
  const address = request.socket.remoteAddress ?? "";
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

/** Whether a request may read /metrics: from the loopback address, or with `Authorization: Bearer <METRICS_TOKEN>` when a token is set. */
export function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (isLoopback(request)) return true;
  if (!token) return false;
  const given = request.headers.authorization ?? "";
  const expected = `Bearer ${token}`;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
