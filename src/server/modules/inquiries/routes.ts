import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okReply, profileInquiryBody } from "../../../domain/contracts/accounts";
import { apiError } from "../../../domain/contracts/common";
import { contactBody, inquiryOnlineBody, sentReply } from "../../../domain/contracts/inquiries";
import type { AppDeps } from "../../deps";
import { AppError } from "../../errors";
import { captchaFor, requireCaptcha } from "../../integrations/captcha/altcha";
import { pageLocaleOf } from "../../lib/letters";
import { shopperOf } from "../../plugins/authorization";
import { perAddressLimit } from "../../plugins/rate-limits";
import { sendContactMessage, sendOnlineInquiry, sendProfileInquiry } from "./messages";

/** A person sends a message or two; more than this from one address is a script. */
export const MESSAGES_PER_MINUTE = 5;

export const inquiryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ["inquiries"];
  const config = {
    access: "public",
    session: "none",
    rateLimit: perAddressLimit({ max: MESSAGES_PER_MINUTE, timeWindow: "1 minute", groupId: "messages", refusal: "errors.tooMany.messages" }),
  } as const;
  const replies = { 200: sentReply, 400: apiError, 404: apiError, 429: apiError };
  const captcha = requireCaptcha(deps);

  app.post(
    "/inquiryOnline",
    {
      config,
      preHandler: captcha,
      schema: {
        tags,
        summary: "A shipping, ETA or classic model inquiry about an item; needs a solved captcha in `altcha`",
        body: inquiryOnlineBody,
        response: replies,
      },
    },
    async (request) => {
      await sendOnlineInquiry(deps, request.body, pageLocaleOf(request.cookies));
      return { status: "ok" as const };
    },
  );

  app.post(
    "/contact",
    {
      config,
      preHandler: captcha,
      schema: { tags, summary: "A message from the Contact Us form; needs a solved captcha in `altcha`", body: contactBody, response: replies },
    },
    async (request) => {
      await sendContactMessage(deps, request.body, pageLocaleOf(request.cookies));
      return { status: "ok" as const };
    },
  );

  app.post(
    "/inquiry",
    {
      config: { access: "shopper" },
      schema: {
        tags,
        summary: "A profile inquiry to the store from a signed-in customer or dealer, acknowledged by mail; needs a solved captcha in `altcha`",
        body: profileInquiryBody,
        response: { 200: okReply, 400: apiError, 401: apiError, 403: apiError, 429: apiError },
      },
    },
    async (request) => {
      const viewer = shopperOf(request);
      if (request.body.type !== viewer.kind) throw new AppError("FORBIDDEN", "errors.selfOnly");
      await captchaFor(deps).verify(request.body.altcha);
      await sendProfileInquiry(deps, viewer, request.body, pageLocaleOf(request.cookies));
      return { status: "ok" as const };
    },
  );
};
