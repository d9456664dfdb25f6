import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiError, statusReply } from "../../../domain/contracts/common";
import {
  orderReturnsReply,
  refuseReturnBody,
  requestReturnBody,
  returnIdParams,
  returnOrderParams,
  returnView,
  staffReturnsQuery,
  staffReturnsReply,
} from "../../../domain/contracts/returns";
import type { AppDeps } from "../../deps";
import { shopperOf, staffOf } from "../../plugins/authorization";
import { approveReturn, listReturnsForStaff, orderReturnsFor, receiveReturn, refuseReturn, requestReturn } from "./service";

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const ownerOf = (viewer: { kind: "customer" | "dealer"; id: number }) => ({ kind: viewer.kind, id: viewer.id });

/** Returns (issue 22): a customer or dealer asks to return parts of one of their orders. */
export const returnRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, ctx) => {
  const tags = ["returns"];

  app.get(
    "/orders/:so/returns",
    {
      config: { access: "shopper" },
      schema: {
        tags,
        summary: "One of the caller's placed orders: its returns and how many of each line may still come back; 404 for anyone else's",
        params: returnOrderParams,
        response: { 200: orderReturnsReply, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return orderReturnsFor(ctx, ownerOf(shopperOf(request)), request.params.so);
    },
  );

  app.post(
    "/returns",
    {
      config: { access: "shopper" },
      schema: {
        tags,
        summary:
          "Asks to return lines of one of the caller's paid, confirmed or shipped orders within 30 days of its invoice, with a reason; the amounts are the server's",
        body: requestReturnBody,
        response: { 200: returnView, ...errors },
      },
    },
    async (request) => requestReturn(ctx, ownerOf(shopperOf(request)), request.body),
  );
};

/** The staff console's returns, under /api/admin: list them, approve or refuse, receive the parts and refund or credit. */
export const returnAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, ctx) => {
  const tags = ["admin"];
  const staff = { access: "staff" as const };
  const actorOf = (request: Parameters<typeof staffOf>[0]) => `staff:${staffOf(request).id}`;

  app.get(
    "/returns",
    {
      config: staff,
      schema: {
        tags,
        summary: "Returns, newest first, 20 a page, of one status or all",
        querystring: staffReturnsQuery,
        response: { 200: staffReturnsReply, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listReturnsForStaff(ctx, request.query);
    },
  );

  app.post(
    "/returns/:id/approve",
    {
      config: staff,
      schema: {
        tags,
        summary: "Approves a requested return and mails its shopper where to send the parts",
        params: returnIdParams,
        response: { 200: statusReply, ...errors },
      },
    },
    async (request) => {
      await approveReturn(ctx, request.params.id, actorOf(request));
      return { status: "ok" };
    },
  );

  app.post(
    "/returns/:id/refuse",
    {
      config: staff,
      schema: {
        tags,
        summary: "Refuses a requested or approved return, with a reason mailed to its shopper",
        params: returnIdParams,
        body: refuseReturnBody,
        response: { 200: statusReply, ...errors },
      },
    },
    async (request) => {
      await refuseReturn(ctx, request.params.id, request.body.reason, actorOf(request));
      return { status: "ok" };
    },
  );

  app.post(
    "/returns/:id/receive",
    {
      config: staff,
      schema: {
        tags,
        summary: "Receives an approved return's parts (stock back) and refunds the customer through the gateway, or credits the dealer's statement",
        params: returnIdParams,
        response: { 200: statusReply, ...errors, 402: apiError, 503: apiError },
      },
    },
    async (request) => {
      await receiveReturn(ctx, request.params.id, actorOf(request));
      return { status: "ok" };
    },
  );
};
