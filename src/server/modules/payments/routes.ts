import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { paymentSettingsReply, testTokenBody, testTokenReply } from "../../../domain/contracts/buying";
import { apiError } from "../../../domain/contracts/common";
import type { AppDeps } from "../../deps";
import { perAddressLimit } from "../../plugins/rate-limits";
import { paymentSettings } from "./attempts";

/** How the browser pays: the gateway's settings, and (test gateway only) the spec's token call. */
export const paymentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, ctx) => {
  const { payments } = ctx;
  const tags = ["payments"];

  app.get(
    "/payments/settings",
    {
      config: { access: "public", session: "none" },
      schema: { tags, summary: "Where the browser tokenizes cards, and whether PayPal is offered", response: { 200: paymentSettingsReply } },
    },
    async () => paymentSettings(ctx),
  );

  const tokenizer = payments.testTokenizer;
  if (!tokenizer) return;
  app.post(
    "/token/test",
    {
      config: {
        access: "customer",
        rateLimit: perAddressLimit({ max: 30, timeWindow: "1 minute", groupId: "card-tokens", refusal: "errors.tooMany.cards" }),
      },
      schema: {
        tags,
        summary: "Test gateway only: a single-use token for card details (number, expiry_month, expiry_year, cvd); keeps and logs nothing",
        body: testTokenBody,
        response: { 200: testTokenReply, 400: apiError, 401: apiError, 403: apiError, 429: apiError },
      },
    },
    async (request) => tokenizer.tokenize(request.body),
  );
};
