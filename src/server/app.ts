import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { AppError } from "./errors";
import type { Mailer } from "./integrations/mail/outbox";
import { isFrozenAnswer } from "./lib/read-cache";
import { accountRoutes } from "./modules/accounts/routes";
import { sessionPlugin } from "./modules/accounts/sessions";
import { catalogRoutes } from "./modules/catalog/routes";
import { contentRoutes } from "./modules/content/routes";
import { inquiryRoutes } from "./modules/inquiries/routes";
import { mediaRoutes } from "./modules/media/routes";

export interface AppDeps {
  db: Db;
  config: Config;
  mail: Mailer;
}

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/web");

function fieldsOf(error: { validation: { instancePath: string; message?: string }[] }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "_";
    fields[key] ??= issue.message ?? "is invalid";
  }
  return fields;
}

/**
 * The zod response serializer (it checks the answer against the route's schema and drops any field the
 * schema does not name), made once per frozen answer: a cached list is the same frozen object for
 * thousands of requests, and checking and stringifying it again each time was most of their cost.
 * Each route and status code has its own serializer, so its own memo.
 */
const memoizingSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const made = new WeakMap<object, string>();
  return (data: unknown) => {
    if (!isFrozenAnswer(data)) return serialize(data);
    let json = made.get(data);
    if (json === undefined) {
      json = serialize(data);
      made.set(data, json);
    }
    return json;
  };
};

/** Builds the whole server: plugins, the error translator, every /api route and the SPA. Tests build it too. */
export async function buildApp(deps: AppDeps, options: { logger?: boolean | object } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoizingSerializerCompiler);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsOf(error);
      const message = Object.entries(fields)
        .map(([field, text]) => (field === "_" ? text : `${field}: ${text}`))
        .join("; ");
      return reply.status(400).send({ error: { code: "INVALID", message, fields } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 429 ? "RATE_LIMITED" : status === 413 ? "TOO_LARGE" : status === 415 ? "UNSUPPORTED_MEDIA_TYPE" : "INVALID";
      return reply.status(status).send({ error: { code, message: error.message } });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." } });
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        workerSrc: ["'self'", "blob:"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(sessionPlugin, deps);

  // State-changing calls must come from our own pages.
  app.addHook("onRequest", async (request) => {
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return;
    const origin = request.headers.origin;
    if (origin && origin !== "null") {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        throw new AppError("FORBIDDEN", "Requests must come from this shop's own pages.");
      }
      if (host !== request.headers.host) throw new AppError("FORBIDDEN", "Requests must come from this shop's own pages.");
    }
  });

  await app.register(swagger, {
    openapi: { info: { title: "Partshop API", version: "1.0.0", description: "The calls the Partshop storefront makes." } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(contentRoutes, deps);
      await api.register(catalogRoutes, deps);
      await api.register(inquiryRoutes, deps);
      await api.register(accountRoutes, deps);
    },
    { prefix: "/api" },
  );
  await app.register(mediaRoutes, deps);

  const hasWeb = fs.existsSync(path.join(webRoot, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      setHeaders(res, file) {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.raw.setHeader("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    if (url.startsWith("/api/") || url === "/api" || request.method !== "GET" || path.extname(url) !== "") {
      return reply.status(404).send({ error: { code: "NOT_FOUND", message: `No such ${url.startsWith("/api") ? "call" : "file"}: ${request.method} ${url}` } });
    }
    if (!hasWeb) return reply.status(503).type("text/plain").send("The storefront is not built: run `npm run build` first.");
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });

  return app;
}
