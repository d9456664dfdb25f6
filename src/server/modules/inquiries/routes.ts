import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiError } from "../../../domain/contracts/common";
import { contactBody, inquiryOnlineBody, sentReply } from "../../../domain/contracts/inquiries";
import type { AppDeps } from "../../app";
import { requireCaptcha } from "../../integrations/captcha/altcha";
import { sendContactMessage, sendOnlineInquiry } from "./service";

/** A person sends a message or two; more than this from one address is a script. */
export const MESSAGES_PER_MINUTE = 5;

export const inquiryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ["inquiries"];
  const rateLimit = { max: MESSAGES_PER_MINUTE, timeWindow: "1 minute" };
  const replies = { 200: sentReply, 400: apiError, 404: apiError, 429: apiError };
  const captcha = requireCaptcha(deps);

  app.post(
    "/inquiryOnline",
    { config: { rateLimit }, preHandler: captcha, schema: { tags, summary: "A shipping, ETA or classic model inquiry about an item; needs a solved captcha in `altcha`", body: inquiryOnlineBody, response: replies } },
    async (request) => {
      await sendOnlineInquiry(deps, request.body);
      return { status: "ok" as const };
    },
  );

  app.post("/contact", { config: { rateLimit }, preHandler: captcha, schema: { tags, summary: "A message from the Contact Us form; needs a solved captcha in `altcha`", body: contactBody, response: replies } }, async (request) => {
    await sendContactMessage(deps, request.body);
    return { status: "ok" as const };
  });
};
