import fs from "node:fs";
import path from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "./deps";
import { errorBody } from "./errors";
import { unmatchedRequestObserver } from "./lib/metrics";
import { compiledSerializer } from "./lib/response-serializer";
import { lazyRequestLogger, shopLoggerOptions } from "./logging";
import { buyerRoutes } from "./modules/accounts/buyer-routes";
import { garageRoutes } from "./modules/accounts/garage-routes";
import { accountRoutes } from "./modules/accounts/routes";
import { contentAdminRoutes } from "./modules/admin/content-routes";
import { dealerBuyersAdminRoutes } from "./modules/admin/dealer-buyers-routes";
import { fitmentAdminRoutes } from "./modules/admin/fitment-routes";
import { inboxRoutes } from "./modules/admin/inbox-routes";
import { partsAdminRoutes } from "./modules/admin/parts-routes";
import { peopleRoutes } from "./modules/admin/people-routes";
import { adminRoutes } from "./modules/admin/routes";
import { searchWordsAdminRoutes } from "./modules/admin/search-words-routes";
import { cartRoutes } from "./modules/cart/routes";
import { catalogRoutes } from "./modules/catalog/routes";
import { checkoutRoutes } from "./modules/checkout/routes";
import { contentRoutes } from "./modules/content/routes";
import { dealerRoutes } from "./modules/dealer/routes";
import { healthRoutes } from "./modules/health/routes";
import { inquiryRoutes } from "./modules/inquiries/routes";
import { listRoutes } from "./modules/lists/routes";
import { mediaRoutes } from "./modules/media/routes";
import { uploadRoutes } from "./modules/media/upload-routes";
import { orderRoutes } from "./modules/orders/routes";
import { paymentRoutes } from "./modules/payments/routes";
import { reportRoutes } from "./modules/reports/routes";
import { returnAdminRoutes, returnRoutes } from "./modules/returns/routes";
import { stockAlertRoutes } from "./modules/stock-alerts/routes";
import { wishlistRoutes } from "./modules/wishlist/routes";
import { webRoot } from "./paths";
import { API_DOCS, authorizationPlugin } from "./plugins/authorization";
import { availabilityPlugin } from "./plugins/availability";
import { clientErrorHandler, errorsPlugin, frameworkErrors } from "./plugins/errors";
import { metricsPlugin } from "./plugins/metrics";
import { rateLimitsPlugin } from "./plugins/rate-limits";
import { notFoundHygiene, requestHygienePlugin } from "./plugins/request-hygiene";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { sessionPlugin } from "./plugins/session";
import { isPageRead } from "./render/api-reader";
import { cookieNoticeRoute } from "./render/cookie-notice";
import { createPageResponder } from "./render/pages";
import { sitemapRoutes } from "./render/sitemaps";
import { vehicleRedirect } from "./render/vehicle-redirects";

type LoggerSetting = boolean | (NonNullable<Parameters<typeof shopLoggerOptions>[0]> & { level?: string });

/** Builds the whole server: plugins, the error translator, every /api route and the SPA. Tests build it too. */
export async function buildApp(deps: AppDeps, options: { logger?: LoggerSetting } = {}): Promise<FastifyInstance> {
  const logger = options.logger ?? false;
  const app = Fastify({
    logger: logger === false ? false : shopLoggerOptions(logger === true ? {} : logger),
    // Without a logger Fastify skips the per-request child itself; with one, the child is made only when it writes.
    ...(logger === false ? {} : { childLoggerFactory: lazyRequestLogger }),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    frameworkErrors: frameworkErrors as FastifyServerOptions["frameworkErrors"],
    clientErrorHandler,
    return503OnClosing: true,
    // A page's reads of the API (render/api-reader.ts) are part of the page: only the page is logged.
    logController: new LogController({ disableRequestLogging: isPageRead }),
  }).withTypeProvider<ZodTypeProvider>();
  deps.caches.connect(deps.signals, (error) => app.log.error({ err: error }, "telling other servers about a change failed"));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializer(deps.config.NODE_ENV !== "production"));

  // Order matters: errors first (so every plugin's refusals leave in the shop's shape), then who is
  // calling, then whether they may, before any body is read.
  await app.register(errorsPlugin);
  await app.register(metricsPlugin, deps);
  await app.register(securityHeadersPlugin, deps);
  await app.register(cookie);
  await app.register(availabilityPlugin, deps);
  await app.register(requestHygienePlugin);
  await app.register(rateLimitsPlugin, { db: deps.db, shared: deps.signals.kind === "postgres" });
  await app.register(sessionPlugin, deps);
  await app.register(authorizationPlugin);
  // Pages, API answers and sitemaps leave compressed when the browser accepts it (Brotli at its fast
  // level 4, or gzip); the storefront's files are compressed once at build time instead (vite.config.ts).
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });

  await app.register(swagger, {
    openapi: { info: { title: "Partshop API", version: "1.0.0", description: "The calls the Partshop storefront makes." } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS, staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, deps);
      await api.register(contentRoutes, deps);
      await api.register(catalogRoutes, deps);
      await api.register(inquiryRoutes, deps);
      await api.register(accountRoutes, deps);
      await api.register(garageRoutes, deps);
      await api.register(buyerRoutes, deps);
      await api.register(wishlistRoutes, deps);
      await api.register(cartRoutes, deps);
      await api.register(listRoutes, deps);
      await api.register(checkoutRoutes, deps);
      await api.register(orderRoutes, deps);
      await api.register(returnRoutes, deps);
      await api.register(dealerRoutes, deps);
      await api.register(paymentRoutes, deps);
      await api.register(stockAlertRoutes, deps);
      await api.register(adminRoutes, { ...deps, prefix: "/admin" });
      await api.register(peopleRoutes, { ...deps, prefix: "/admin" });
      await api.register(dealerBuyersAdminRoutes, { ...deps, prefix: "/admin" });
      await api.register(uploadRoutes, { ...deps, prefix: "/admin" });
      await api.register(inboxRoutes, { ...deps, prefix: "/admin" });
      await api.register(contentAdminRoutes, { ...deps, prefix: "/admin" });
      await api.register(partsAdminRoutes, { ...deps, prefix: "/admin" });
      await api.register(reportRoutes, { ...deps, prefix: "/admin/reports" });
      await api.register(fitmentAdminRoutes, { ...deps, prefix: "/admin" });
      await api.register(returnAdminRoutes, { ...deps, prefix: "/admin" });
      await api.register(searchWordsAdminRoutes, { ...deps, prefix: "/admin" });
    },
    { prefix: "/api" },
  );
  await app.register(mediaRoutes, deps);
  await app.register(sitemapRoutes, deps);
  await app.register(cookieNoticeRoute);

  const hasWeb = fs.existsSync(path.join(webRoot, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The build names each asset by its content's hash, so a browser keeps it for good; other files (the favicon, banners) are asked again.
      setHeaders(reply, file) {
        if (file.includes(`${path.sep}assets${path.sep}`)) reply.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }

  const respondWithPage = await createPageResponder(app, deps.config, (url) => vehicleRedirect({ db: deps.db, caches: deps.caches }, url));
  // Fastify takes any lifecycle hook here (its types name only two): onResponse times pages and unknown addresses (lib/metrics.ts).
  const notFoundHooks = { preValidation: notFoundHygiene, onResponse: unmatchedRequestObserver() };
  app.setNotFoundHandler(notFoundHooks, (request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    const isPage = (request.method === "GET" || request.method === "HEAD") && !url.startsWith("/api/") && url !== "/api" && path.extname(url) === "";
    if (!isPage) return reply.status(404).send(errorBody("NOT_FOUND", `No such ${url.startsWith("/api") ? "call" : "file"}: ${request.method} ${url}`));
    return respondWithPage(request, reply);
  });

  return app;
}
