import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addBuyerBody, buyerParams, buyerReply, buyersReply } from "../../../domain/contracts/buyers";
import { apiError } from "../../../domain/contracts/common";
import type { AppDeps } from "../../deps";
import { dealerAdminOf } from "../../plugins/authorization";
import { actorOf } from "./account-views";
import { addBuyer, buyersOf, sendBuyerPasswordLink, setBuyerActive } from "./buyers";

/**
 * The profile's Buyers tab (issue 23, decision 041): a dealer account's administrator adds buyers,
 * suspends and reactivates them, and mails them a new password link. Buyers themselves get 403.
 */
export const buyerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ["buyers"];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
  const administrator = { access: "dealerAdmin" } as const;

  app.get(
    "/buyers",
    { config: administrator, schema: { tags, summary: "The dealer account's buyers, by name", response: { 200: buyersReply, ...errors } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { buyers: await buyersOf(deps, dealerAdminOf(request).id) };
    },
  );

  app.post(
    "/buyers",
    {
      config: administrator,
      schema: {
        tags,
        summary: "Adds a buyer (name, e-mail, language) and mails them a link to set their password; 409 when the e-mail is a buyer's already",
        body: addBuyerBody,
        response: { 200: buyerReply, ...errors },
      },
    },
    async (request) => {
      const dealer = dealerAdminOf(request);
      return { buyer: await addBuyer(deps, dealer.id, request.body, actorOf(dealer)) };
    },
  );

  for (const [path, active] of [
    ["suspend", false],
    ["reactivate", true],
  ] as const) {
    app.post(
      `/buyers/:id/${path}`,
      {
        config: administrator,
        schema: {
          tags,
          summary: active ? "Lets a suspended buyer sign in again" : "Suspends a buyer: they cannot sign in, and their sessions end",
          params: buyerParams,
          response: { 200: buyerReply, ...errors },
        },
      },
      async (request) => {
        const dealer = dealerAdminOf(request);
        const buyer = await setBuyerActive(deps, dealer.id, request.params.id, { active, actor: actorOf(dealer) });
        if (!active) app.sessions.forgetAccount({ kind: "buyer", id: buyer.id });
        return { buyer };
      },
    );
  }

  app.post(
    "/buyers/:id/sendLink",
    {
      config: administrator,
      schema: {
        tags,
        summary: "Mails a buyer a new link to set their password; earlier links stop working",
        params: buyerParams,
        response: { 200: buyerReply, ...errors },
      },
    },
    async (request) => {
      const dealer = dealerAdminOf(request);
      return { buyer: await sendBuyerPasswordLink(deps, dealer.id, request.params.id, actorOf(dealer)) };
    },
  );
};
