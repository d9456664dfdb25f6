import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cartAddBody, cartAddReply, cartQueryBody, cartReply, cartUpdateBody, cartUpdateReply, currentQuantityReply } from "../../../domain/contracts/buying";
import { apiError } from "../../../domain/contracts/common";
import { cartFillReply, quickOrderBody } from "../../../domain/contracts/trade";
import type { AppDeps } from "../../deps";
import { AppError } from "../../errors";
import { shopperOf } from "../../plugins/authorization";
import { addToCart, cartOf, currentQuantities, lineTypeOf, quickOrder, updateQuantity } from "./service";

/** The cart calls of spec section 7: customers' lines are type 1, dealers' type 2. */
export const cartRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, ctx) => {
  const tags = ["cart"];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
  const typeMustBe = (sent: number | undefined, expected: 1 | 2) => {
    if (sent !== undefined && sent !== expected) throw new AppError("FORBIDDEN", { key: "errors.cartLineType", values: { type: String(expected) } });
  };

  app.post(
    "/addToShoppingCart",
    {
      config: { access: "shopper" },
      schema: {
        tags,
        summary: "Adds a part to the caller's cart; a customer's line never holds more than the stock on hand",
        body: cartAddBody,
        response: { 200: cartAddReply, ...errors },
      },
    },
    async (request) => {
      const viewer = shopperOf(request);
      typeMustBe(request.body.type, lineTypeOf(viewer));
      await addToCart(ctx, viewer, request.body.item, request.body.quantity);
      return { status: "saved" as const };
    },
  );

  app.post(
    "/updateQuantity",
    {
      config: { access: "shopper" },
      schema: { tags, summary: "Sets a cart line's quantity; 0 removes the line", body: cartUpdateBody, response: { 200: cartUpdateReply, ...errors } },
    },
    async (request) => {
      const viewer = shopperOf(request);
      typeMustBe(request.body.type, lineTypeOf(viewer));
      await updateQuantity(ctx, viewer, request.body.item, request.body.quantity);
      return { status: "updated" as const };
    },
  );

  app.post(
    "/getItems_carts",
    {
      config: { access: "shopper" },
      schema: { tags, summary: "The caller's cart, each line at the caller's one price", body: cartQueryBody, response: { 200: cartReply, ...errors } },
    },
    async (request, reply) => {
      const viewer = shopperOf(request);
      typeMustBe(request.body.type, lineTypeOf(viewer));
      reply.header("cache-control", "no-store");
      return cartOf(ctx, viewer);
    },
  );

  app.post(
    "/getCurrentQuantity",
    {
      config: { access: "shopper" },
      schema: { tags, summary: "Item and quantity of each cart line", body: cartQueryBody, response: { 200: currentQuantityReply, ...errors } },
    },
    async (request, reply) => {
      const viewer = shopperOf(request);
      typeMustBe(request.body.type, lineTypeOf(viewer));
      reply.header("cache-control", "no-store");
      return { quantity: await currentQuantities(ctx, viewer) };
    },
  );

  app.post(
    "/quickOrder",
    {
      config: { access: "shopper" },
      schema: {
        tags,
        summary:
          "Quick order: puts every good line of a list of part numbers and quantities in the caller's cart at their one price, and names each line it could not add and why",
        body: quickOrderBody,
        response: { 200: cartFillReply, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return quickOrder(ctx, shopperOf(request), request.body.lines);
    },
  );
};
