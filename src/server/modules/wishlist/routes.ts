import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiError } from "../../../domain/contracts/common";
import {
  shortlistReply,
  wishlistAddBody,
  wishlistAddReply,
  wishlistQuery,
  wishlistRemoveBody,
  wishlistRemoveReply,
  wishlistReply,
} from "../../../domain/contracts/wishlist";
import type { AppDeps } from "../../deps";
import { customerOf, dealerOf } from "../../plugins/authorization";
import { addToWishlist, removeFromWishlist, shortlistOf, wishlistOf } from "./service";

/** The wishlist calls of spec section 7: customers at /addToWishlist..., dealers at the _dealer variants. */
export const wishlistRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, ctx) => {
  const tags = ["wishlist"];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

  for (const [suffix, access, viewerOf] of [
    ["", "customer", customerOf],
    ["_dealer", "dealer", dealerOf],
  ] as const) {
    const who = access === "dealer" ? "a dealer's" : "a customer's";
    app.post(
      `/addToWishlist${suffix}`,
      {
        config: { access },
        schema: {
          tags,
          summary: `Saves a part to ${who} wishlist: 'saved', or 'exist' when it is there`,
          body: wishlistAddBody,
          response: { 200: wishlistAddReply, ...errors },
        },
      },
      async (request) => ({ status: await addToWishlist(ctx, viewerOf(request), request.body.item) }),
    );
    app.post(
      `/removeFromWishlist${suffix}`,
      {
        config: { access },
        schema: {
          tags,
          summary: `Removes a part from ${who} wishlist; answers 1`,
          body: wishlistRemoveBody,
          response: { 200: wishlistRemoveReply, ...errors },
        },
      },
      async (request) => {
        await removeFromWishlist(ctx, viewerOf(request), request.body.item);
        return 1 as const;
      },
    );
    app.get(
      `/wishlist${suffix}`,
      {
        config: { access },
        schema: { tags, summary: `${who} wishlist, newest first, priced for them`, querystring: wishlistQuery, response: { 200: wishlistReply, ...errors } },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return { items: await wishlistOf(ctx, viewerOf(request)) };
      },
    );
  }

  for (const [path, access, viewerOf] of [
    ["/shortlist", "customer", customerOf],
    ["/DealerShortlist", "dealer", dealerOf],
  ] as const) {
    app.get(
      path,
      {
        config: { access },
        schema: { tags, summary: "The item codes on the caller's wishlist", querystring: wishlistQuery, response: { 200: shortlistReply, ...errors } },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return { items: await shortlistOf(ctx, viewerOf(request)) };
      },
    );
  }
};
