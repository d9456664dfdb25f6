import type { IncomingMessage, ServerResponse } from "node:http";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config";

const HSTS = "max-age=31536000; includeSubDomains";

/** The shop's helmet settings: its content security policy (no inline scripts), no COEP, and HSTS set below, only over https. */
function helmetOptions(config: Config): Readonly<HelmetOptions> {
  // The payment providers the browser talks to itself: PayPal's buttons (when PayPal is set up) and Bambora's tokenizer.
  const paypal = config.PAYPAL_CLIENT_ID ? ["https://www.paypal.com", "https://*.paypal.com", "https://*.paypalobjects.com"] : [];
  const bambora = config.PAYMENT_GATEWAY === "bambora" ? [new URL(config.BAMBORA_API_URL).origin] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paypal],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...paypal],
        workerSrc: ["'self'", "blob:"],
        connectSrc: ["'self'", ...paypal, ...bambora],
        frameSrc: ["'self'", ...paypal],
        objectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  };
}

/**
 * The headers helmet sets with these options. They depend on nothing in the request, so helmet runs
 * once, at start, against a response that only records them, and every answer gets the same frozen
 * set: @fastify/helmet rebuilt helmet's middleware and parsed the policy again on every request.
 */
export function securityHeadersOf(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
}

/**
 * helmet's headers with the shop's content security policy on every answer (pages, API, files, 404s),
 * and HSTS only on answers that went out over https: over plain http the header means nothing, and a
 * shop tried on http://localhost must not tell the browser to insist on https for that host.
 */
export const securityHeadersPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const headers = securityHeadersOf(helmetOptions(config));
    const secureHeaders = Object.freeze({ ...headers, "strict-transport-security": HSTS });
    app.addHook("onRequest", (request, reply, done) => {
      reply.headers(request.protocol === "https" ? secureHeaders : headers);
      done();
    });
  },
  { name: "security-headers" },
);
