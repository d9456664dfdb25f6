import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiError } from "../../../domain/contracts/common";
import { healthReply, type ReadyReply, readyReply } from "../../../domain/contracts/health";
import type { DatabaseAvailability } from "../../db/client";
import type { Signals } from "../../lib/signals";
import { replyUnavailable } from "../../plugins/availability";

/** A load balancer's check must answer well before its own timeout, even when the database is slow. */
export const READY_PING_TIMEOUT_MS = 1_000;

/**
 * Liveness and readiness, for supervisors and load balancers: /health never touches the database
 * (restart the process only when it fails); /ready says whether this server can serve shoppers now.
 * Without a database handle (some tests) readiness cannot be checked and is reported as ready.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database?: DatabaseAvailability; signals: Pick<Signals, "kind" | "listening"> }> = async (
  app,
  { database, signals },
) => {
  const tags = ["health"];

  app.get(
    "/health",
    {
      config: { access: "public", session: "none" },
      schema: { tags, summary: "Liveness: the process is up; never touches the database", response: { 200: healthReply } },
    },
    async () => ({
      status: "ok" as const,
    }),
  );

  app.get(
    "/ready",
    {
      config: { access: "public", session: "none" },
      schema: { tags, summary: "Readiness: the database answers within a second; 503 with Retry-After when not", response: { 200: readyReply, 503: apiError } },
    },
    async (_request, reply) => {
      if (database && !(await database.ping(READY_PING_TIMEOUT_MS))) return replyUnavailable(reply);
      reply.header("cache-control", "no-store");
      const notifications: ReadyReply["notifications"] = signals.kind === "in-process" ? "in-process" : signals.listening ? "listening" : "reconnecting";
      return { status: "ready" as const, database: "up" as const, notifications };
    },
  );
};
