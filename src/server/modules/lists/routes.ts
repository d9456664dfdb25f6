import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiError } from "../../../domain/contracts/common";
import {
  cartFillReply,
  listDeletedReply,
  listLineBody,
  renameListBody,
  savedListParams,
  savedListReply,
  savedListsReply,
  saveListBody,
} from "../../../domain/contracts/trade";
import type { AppDeps } from "../../deps";
import { shopperOf } from "../../plugins/authorization";
import { addListToCart, deleteList, renameList, saveCartAsList, savedListsOf, setListQuantity } from "./service";

/** Saved lists (issue 23): a customer's or dealer's own named lists of parts, made from the cart and added to it whole. */
export const listRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, ctx) => {
  const tags = ["saved lists"];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
  const shopper = { access: "shopper" as const };

  app.get(
    "/savedLists",
    { config: shopper, schema: { tags, summary: "The caller's saved lists, newest first", response: { 200: savedListsReply, ...errors } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { lists: await savedListsOf(ctx, shopperOf(request)) };
    },
  );

  app.post(
    "/savedLists",
    {
      config: shopper,
      schema: { tags, summary: "Saves the caller's cart as a new named list", body: saveListBody, response: { 200: savedListReply, ...errors } },
    },
    async (request) => ({ list: await saveCartAsList(ctx, shopperOf(request), request.body.name) }),
  );

  app.post(
    "/savedLists/:id/rename",
    {
      config: shopper,
      schema: {
        tags,
        summary: "Renames one of the caller's lists",
        params: savedListParams,
        body: renameListBody,
        response: { 200: savedListReply, ...errors },
      },
    },
    async (request) => ({ list: await renameList(ctx, shopperOf(request), request.params.id, request.body.name) }),
  );

  app.post(
    "/savedLists/:id/delete",
    {
      config: shopper,
      schema: {
        tags,
        summary: "Deletes one of the caller's lists",
        params: savedListParams,
        response: { 200: listDeletedReply, ...errors },
      },
    },
    async (request) => {
      await deleteList(ctx, shopperOf(request), request.params.id);
      return { status: "deleted" as const };
    },
  );

  app.post(
    "/savedLists/:id/lines",
    {
      config: shopper,
      schema: {
        tags,
        summary: "Sets the quantity of a part on one of the caller's lists; 0 takes it off",
        params: savedListParams,
        body: listLineBody,
        response: { 200: savedListReply, ...errors },
      },
    },
    async (request) => ({ list: await setListQuantity(ctx, shopperOf(request), request.params.id, request.body.item, request.body.qty) }),
  );

  app.post(
    "/savedLists/:id/addToCart",
    {
      config: shopper,
      schema: {
        tags,
        summary: "Puts a whole list in the caller's cart at today's prices and stock, naming what could not be added",
        params: savedListParams,
        response: { 200: cartFillReply, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return addListToCart(ctx, shopperOf(request), request.params.id);
    },
  );
};
