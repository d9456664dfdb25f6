import helmet from "@fastify/helmet";
import fp from "fastify-plugin";
import type { Config } from "../config";

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * helmet's headers with the shop's content security policy (no inline scripts), and HSTS only on
 * answers that went out over https: over plain http the header means nothing, and a shop tried on
 * http://localhost must not tell the browser to insist on https for that host.
 */
export const securityHeadersPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    // The payment providers the browser talks to itself: PayPal's buttons (when PayPal is set up) and Bambora's tokenizer.
    const paypal = config.PAYPAL_CLIENT_ID ? ["https://www.paypal.com", "https://*.paypal.com", "https://*.paypalobjects.com"] : [];
    const bambora = config.PAYMENT_GATEWAY === "bambora" ? [new URL(config.BAMBORA_API_URL).origin] : [];
    await app.register(helmet, {
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
    });
    app.addHook("onSend", async (request, reply) => {
      if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    });
  },
  { name: "security-headers" },
);
