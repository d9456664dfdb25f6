import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { personParams } from "../../../domain/contracts/admin";
import { addBuyerBody, buyerReply, buyersReply, dealerBuyerParams } from "../../../domain/contracts/buyers";
import { apiError } from "../../../domain/contracts/common";
import type { AppDeps } from "../../deps";
import { staffOf } from "../../plugins/authorization";
import { addBuyer, buyersOf, sendBuyerPasswordLink, setBuyerActive } from "../accounts/service";

/**
 * The console's buyers under a dealer (issue 23, decision 041): staff list a dealer account's buyers,
 * add one (mailed a link to set their password), suspend, reactivate or mail a new link. Audited.
 */
export const dealerBuyersAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ["admin"];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
  const staff = { access: "staff" } as const;
  const actorOf = (request: Parameters<typeof staffOf>[0]) => `staff:${staffOf(request).id}`;

  app.get(
    "/dealers/:id/buyers",
    { config: staff, schema: { tags, summary: "A dealer account's buyers, by name", params: personParams, response: { 200: buyersReply, ...errors } } },
    async (request) => ({ buyers: await buyersOf(deps, request.params.id) }),
  );

  app.post(
    "/dealers/:id/buyers",
    {
      config: staff,
      schema: {
        tags,
        summary: "Adds a buyer under a dealer and mails them a link to set their password; 409 when the e-mail is a buyer's already",
        params: personParams,
        body: addBuyerBody,
        response: { 200: buyerReply, ...errors },
      },
    },
    async (request) => ({ buyer: await addBuyer(deps, request.params.id, request.body, actorOf(request)) }),
  );

  for (const [path, active] of [
    ["disable", false],
    ["enable", true],
  ] as const) {
    app.post(
      `/dealers/:id/buyers/:buyerId/${path}`,
      {
        config: staff,
        schema: {
          tags,
          summary: active ? "Reactivates a dealer's buyer" : "Suspends a dealer's buyer: they cannot sign in, and their sessions end",
          params: dealerBuyerParams,
          response: { 200: buyerReply, ...errors },
        },
      },
      async (request) => {
        const buyer = await setBuyerActive(deps, request.params.id, request.params.buyerId, { active, actor: actorOf(request) });
        if (!active) app.sessions.forgetAccount({ kind: "buyer", id: buyer.id });
        return { buyer };
      },
    );
  }

  app.post(
    "/dealers/:id/buyers/:buyerId/sendLink",
    {
      config: staff,
      schema: {
        tags,
        summary: "Mails a dealer's buyer a new link to set their password",
        params: dealerBuyerParams,
        response: { 200: buyerReply, ...errors },
      },
    },
    async (request) => ({ buyer: await sendBuyerPasswordLink(deps, request.params.id, request.params.buyerId, actorOf(request)) }),
  );
};
