import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiError, itemCode } from "../../../domain/contracts/common";
import { stockAlertBody, stockAlertReply, stockAlertUnsubscribeQuery, stockAlertWaitingReply } from "../../../domain/contracts/stock-alerts";
import { en } from "../../../domain/i18n/en-CA";
import type { AppDeps } from "../../deps";
import { AppError } from "../../errors";
import { captchaFor } from "../../integrations/captcha/altcha";
import { perAddressLimit } from "../../plugins/rate-limits";
import { requestStockAlert, unsubscribeStockAlert, waitingForPart } from "./service";

/** A person asks about a part or two; more than this from one address is a script. */
const ALERTS_PER_MINUTE = 10;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Back-in-stock alerts: "Notify me when it arrives" (signed-in customers and dealers with their
 * account's e-mail; visitors with an e-mail and the captcha), the unsubscribe link of the mail, and
 * for staff how many wait for a part.
 */
export const stockAlertRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ["stock alerts"];
  const captcha = captchaFor(deps);

  app.post(
    "/stockAlerts",
    {
      config: {
        access: "public",
        session: "fresh",
        rateLimit: perAddressLimit({ max: ALERTS_PER_MINUTE, timeWindow: "1 minute", refusal: "errors.tooMany.requests" }),
      },
      schema: {
        tags,
        summary: "Mail me once when this part (none on hand) arrives; visitors send `email` and a solved captcha in `altcha`",
        body: stockAlertBody,
        response: { 200: stockAlertReply, 400: apiError, 404: apiError, 409: apiError, 429: apiError },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (viewer.kind === "customer" || viewer.kind === "dealer") {
        return { status: "ok" as const, ...(await requestStockAlert(deps, viewer, request.body.item)) };
      }
      if (!request.body.email) throw new AppError("INVALID", "errors.stockAlert.emailWanted", { email: en["forms.email.required"] });
      await captcha.verify(request.body.altcha);
      return { status: "ok" as const, ...(await requestStockAlert(deps, { kind: "visitor", email: request.body.email }, request.body.item)) };
    },
  );

  app.get(
    "/stockAlerts/unsubscribe",
    {
      config: { access: "public", session: "none" },
      schema: {
        tags,
        summary: "The link in a back-in-stock mail: no more mail about that part (an HTML page)",
        querystring: stockAlertUnsubscribeQuery,
        produces: ["text/html"],
      },
    },
    async (request, reply) => {
      const removed = await unsubscribeStockAlert(deps, request.query.token);
      const message = removed
        ? "You will not get any more mail about this part."
        : "This link was used already, or the alert has ended: no mail about this part will come.";
      reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribed · ${escapeHtml(deps.config.store.name)}</title></head><body><main><h1>Unsubscribed</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to the shop</a></p></main></body></html>`;
    },
  );

  app.get(
    "/admin/parts/:item/stockAlerts",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "How many people wait to be mailed when this part arrives",
        params: z.object({ item: itemCode }),
        response: { 200: stockAlertWaitingReply, 401: apiError, 403: apiError },
      },
    },
    async (request) => ({ item: request.params.item.toUpperCase(), waiting: await waitingForPart(deps, request.params.item) }),
  );
};
