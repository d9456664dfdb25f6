import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  deleteOrderBody,
  oneOrderQuery,
  oneOrderReply,
  orderHistoryQuery,
  orderHistoryReply,
  orderPdfParams,
  statusOk,
} from "../../../domain/contracts/buying";
import { apiError } from "../../../domain/contracts/common";
import { cartFillReply, orderAgainBody } from "../../../domain/contracts/trade";
import { isPlaced } from "../../../domain/orders";
import type { AppDeps } from "../../deps";
import { notFound } from "../../errors";
import { customerOf, shopperOf } from "../../plugins/authorization";
import { storeDetails } from "../content/service";
import { orderAgain } from "./order-again";
import { orderOwnerLocale } from "./owner-locale";
import { renderSalesOrderPdf } from "./sales-order-pdf";
import { oneOrder, orderHistory } from "./views";
import { deletePendingOrder } from "./workflows";

/** A customer's orders: history, one order, deleting a pending quote; a customer's or dealer's order printed or placed again. */
export const orderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, ctx) => {
  const tags = ["orders"];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };

  app.get(
    "/customerOrderHistory",
    {
      config: { access: "customer", claims: ["id"] },
      schema: {
        tags,
        summary: "The customer's Order History and Pending Orders, newest first",
        querystring: orderHistoryQuery,
        response: { 200: orderHistoryReply, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return orderHistory(ctx, { kind: "customer", id: customerOf(request).id });
    },
  );

  app.get(
    "/oneOrder",
    {
      config: { access: "customer", claims: ["id"] },
      schema: {
        tags,
        summary: "One of the customer's orders with its lines; 404 for anyone else's",
        querystring: oneOrderQuery,
        response: { 200: oneOrderReply, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return oneOrder(ctx, { kind: "customer", id: customerOf(request).id }, request.query.so);
    },
  );

  app.post(
    "/deleteOrder",
    {
      config: { access: "customer" },
      schema: { tags, summary: "Deletes a pending order (3 or 5) of the customer's", body: deleteOrderBody, response: { 200: statusOk, ...errors } },
    },
    async (request) => {
      await deletePendingOrder(ctx, { kind: "customer", id: customerOf(request).id }, request.body.sono);
      return { status: "ok" as const };
    },
  );

  app.get(
    "/orders/:so/pdf",
    {
      config: { access: ["customer", "dealer", "staff"] },
      schema: {
        tags,
        summary: "The order's sales-order PDF (Print Order), for the customer or dealer who placed it and the store's staff; 404 for anyone else",
        params: orderPdfParams,
      },
    },
    async (request, reply) => {
      const viewer = request.viewer;
      const owner = viewer.kind === "customer" || viewer.kind === "dealer" ? { kind: viewer.kind, id: viewer.id } : null;
      const order = await oneOrder(ctx, owner, request.params.so);
      if (!isPlaced(order.somast.sales_status)) throw notFound("order", request.params.so);
      // In the owner's language (a French customer's in French); the staff's copy in English, as their console is.
      const locale = owner ? await orderOwnerLocale(ctx, { ownerKind: owner.kind, ownerId: owner.id }) : undefined;
      const pdf = await renderSalesOrderPdf(order, await storeDetails(ctx), locale);
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", `inline; filename="sales-order-${order.somast.order_num}.pdf"`)
        .type("application/pdf")
        .send(pdf);
    },
  );

  app.post(
    "/orderAgain",
    {
      config: { access: "shopper" },
      schema: {
        tags,
        summary:
          "Order again: puts the lines of one of the caller's orders in their cart at today's prices and stock, naming each it could not add; 404 for anyone else's",
        body: orderAgainBody,
        response: { 200: cartFillReply, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return orderAgain(ctx, shopperOf(request), request.body.so);
    },
  );
};
