import type { FastifyReply } from "fastify";
import fp from "fastify-plugin";
import type { DatabaseAvailability } from "../db/client";
import { errorBody } from "../errors";

/** How long a client is asked to wait before it tries again; the embedded database restarts within that. */
export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = "The shop is restarting its database. Please try again in a few seconds.";

/** Sends 503 with Retry-After and the shop's error body; logs the database error that caused it, if one did. */
export function replyUnavailable(reply: FastifyReply, cause?: unknown): FastifyReply {
  if (cause !== undefined) reply.log.warn({ err: cause }, "the database is unreachable: answered 503");
  return reply
    .status(503)
    .header("retry-after", String(RETRY_AFTER_SECONDS))
    .header("cache-control", "no-store")
    .send(errorBody("UNAVAILABLE", UNAVAILABLE_MESSAGE));
}

const connectionLostMessages = new Set([
  "Connection terminated unexpectedly",
  "Connection terminated",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end on the pool",
]);
const socketFailureCodes = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"]);
// admin_shutdown, crash_shutdown, cannot_connect_now; class 08 is every connection exception.
const unavailableStates = new Set(["57P01", "57P02", "57P03"]);

function isConnectionFailure(error: { code?: unknown; syscall?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === "string" ? error.code : "";
  if (socketFailureCodes.has(code)) return true;
  // A missing unix socket: the embedded database is between two processes. Any other ENOENT is a missing file.
  if (code === "ENOENT" && error.syscall === "connect") return true;
  if (/^[0-9A-Z]{5}$/.test(code) && (code.startsWith("08") || unavailableStates.has(code))) return true;
  return typeof error.message === "string" && connectionLostMessages.has(error.message);
}

/**
 * True when a request failed because the database could not be reached or its connection broke
 * (pg socket errors, 'Connection terminated unexpectedly', SQLSTATE 57P01-57P03 and 08xxx), looking
 * through drizzle's wrapping `cause`: the error handler answers those 503 instead of 500.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== "object" || next === null || seen.has(next)) continue;
    seen.add(next);
    if (isConnectionFailure(next)) return true;
    if ("cause" in next) pending.push(next.cause);
    if (next instanceof AggregateError) pending.push(...next.errors);
  }
  return false;
}

/**
 * While the database is down, every /api call except /api/health answers 503 with Retry-After
 * instead of failing one by one on a dead connection. While the server shuts down, the requests it
 * still finishes close their connection, so that keep-alive clients do not hold the shutdown up.
 */
export const availabilityPlugin = fp<{ database?: DatabaseAvailability }>(
  async (app, { database }) => {
    // Fastify answers requests that arrive after close() with 503 itself; the ones already in flight
    // would otherwise leave their connection open for keep-alive, and close() waits for every connection.
    let closing = false;
    app.addHook("preClose", async () => {
      closing = true;
    });
    // Hooks in callback form: they run on every request, and most of the time do nothing.
    app.addHook("onSend", (_request, reply, payload, done) => {
      if (closing) reply.header("connection", "close");
      done(null, payload);
    });

    if (!database) return;
    app.addHook("onRequest", (request, reply, done) => {
      if (database.isAvailable()) return done();
      const url = request.url;
      if (!(url === "/api" || url.startsWith("/api/") || url.startsWith("/api?"))) return done();
      if (url === "/api/health" || url.startsWith("/api/health?")) return done();
      // Answered here: Fastify goes no further with a request whose reply is sent, so no done().
      replyUnavailable(reply);
    });
  },
  { name: "availability" },
);
