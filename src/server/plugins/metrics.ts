import fp from "fastify-plugin";
import type { AppDeps } from "../deps";
import { errorBody } from "../errors";
import { appMetrics, mayScrape, requestObserver } from "../lib/metrics";
import { addRouteHook } from "../lib/route-hooks";
import { outboxDepth } from "../modules/mail/service";

/** A scrape must not wait on a stuck database: the outbox's depth is left out when it takes longer. */
const OUTBOX_DEPTH_TIMEOUT_MS = 1_000;

/**
 * Prometheus metrics: every route gets one onResponse hook (callback form) that times it under its
 * URL pattern, fixed in the hook's closure when the route is added; GET /metrics answers in the text
 * format to the loopback address, or to anyone with `Authorization: Bearer $METRICS_TOKEN`, and is
 * a 404 to everyone else. Registered before every route, so its onRoute listener sees them all.
 */
export const metricsPlugin = fp<AppDeps>(
  async (app, deps) => {
    app.addHook("onRoute", (route) => {
      addRouteHook(route, "onResponse", requestObserver(route));
    });
    const registry = appMetrics({
      pool: deps.database?.pool,
      databaseKind: deps.database?.kind,
      searchIndexAgeSeconds: () => deps.caches.catalogIndex.ageSeconds(),
      async outboxDepth() {
        if (deps.database && !deps.database.isAvailable()) return null;
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), OUTBOX_DEPTH_TIMEOUT_MS);
        });
        try {
          return await Promise.race([outboxDepth({ db: deps.db }).catch(() => null), late]);
        } finally {
          clearTimeout(timer);
        }
      },
    });
    const token = deps.config.METRICS_TOKEN;
    app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
      if (!mayScrape(request, token)) {
        const url = request.url.split("?")[0] ?? "/metrics";
        return reply.status(404).send(errorBody("NOT_FOUND", `No such file: ${request.method} ${url}`));
      }
      reply.header("content-type", registry.contentType).header("cache-control", "no-store");
      return registry.metrics();
    });
  },
  { name: "metrics" },
);
