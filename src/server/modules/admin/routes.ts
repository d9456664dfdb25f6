import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okReply } from "../../../domain/contracts/accounts";
import {
  adminOrderDetail,
  adminOrderList,
  adminOrderListQuery,
  cancelOrderBody,
  quoteParams,
  quoteShippingBody,
  refundOrderBody,
  shipOrderBody,
} from "../../../domain/contracts/admin";
import { apiError } from "../../../domain/contracts/common";
import { staffSignInBody, staffSignInReply } from "../../../domain/contracts/staff";
import { toCents } from "../../../domain/money";
import type { AppDeps } from "../../deps";
import { notFound } from "../../errors";
import { staffOf } from "../../plugins/authorization";
import { perAddressLimit } from "../../plugins/rate-limits";
import { signInStaff, staffMemberById } from "../accounts/service";
import { cancelOrderByStaff, listOrdersForStaff, markShipped, orderForStaff, quoteShipping } from "../orders/service";
import { paymentsOf, refundPayment } from "../payments/service";
import { sendBackInStockAlerts } from "../stock-alerts/service";

/** The staff console's calls under /api/admin: sign-in here; the console's screens build on it. */
export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ["admin"];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 429: apiError };

  app.post(
    "/login",
    {
      config: {
        access: "public",
        session: "none",
        rateLimit: perAddressLimit({ max: deps.config.LOGIN_RATE_LIMIT, timeWindow: "1 minute", groupId: "sign-in", refusal: "errors.tooMany.signIn" }),
      },
      schema: { tags, summary: "Staff sign-in by e-mail; sets the session cookie", body: staffSignInBody, response: { 200: staffSignInReply, ...errors } },
    },
    async (request, reply) => {
      const staff = await signInStaff(deps, request.body);
      await app.sessions.start(request, reply, { kind: "staff", id: staff.id, remember: request.body.remember ?? false });
      return { staff };
    },
  );

  app.get(
    "/me",
    { config: { access: "staff" }, schema: { tags, summary: "The signed-in staff member", response: { 200: staffSignInReply, ...errors } } },
    async (request) => {
      const staff = await staffMemberById(deps, staffOf(request).id);
      if (!staff) throw notFound("staffMember");
      return { staff };
    },
  );

  app.post(
    "/orders/:so/quote",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Quotes an oversize order's shipping: it becomes Pending for Reply (5), payable, and the customer is mailed a link",
        params: quoteParams,
        body: quoteShippingBody,
        response: { 200: okReply, ...errors, 404: apiError, 409: apiError },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      await quoteShipping(deps, request.params.so, { shippingCents: toCents(request.body.shipping), days: request.body.days }, `staff:${staff.id}`);
      return { status: "ok" as const };
    },
  );

  app.get(
    "/orders",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Orders, newest first, filtered by status, dates, customer or dealer, or order number; 20 a page",
        querystring: adminOrderListQuery,
        response: { 200: adminOrderList, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listOrdersForStaff(deps, request.query);
    },
  );

  app.get(
    "/orders/:so",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "One order with who placed it, its payments and refunds, and what staff did",
        params: quoteParams,
        response: { 200: adminOrderDetail, ...errors, 404: apiError },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return orderForStaff(deps, request.params.so, await paymentsOf(deps, request.params.so));
    },
  );

  app.post(
    "/orders/:so/ship",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Marks a paid or confirmed order shipped with its courier and waybill (status 9) and mails the tracking link",
        params: quoteParams,
        body: shipOrderBody,
        response: { 200: okReply, ...errors, 404: apiError, 409: apiError },
      },
    },
    async (request) => {
      await markShipped(deps, request.params.so, request.body, `staff:${staffOf(request).id}`);
      return { status: "ok" as const };
    },
  );

  app.post(
    "/orders/:so/refund",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Gives back part or all of an order's payment through its gateway",
        params: quoteParams,
        body: refundOrderBody,
        response: { 200: okReply, ...errors, 404: apiError, 409: apiError },
      },
    },
    async (request) => {
      await refundPayment(deps, {
        orderNum: request.params.so,
        amountCents: toCents(request.body.amount),
        reason: request.body.reason,
        actor: `staff:${staffOf(request).id}`,
      });
      return { status: "ok" as const };
    },
  );

  app.post(
    "/orders/:so/cancel",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Cancels an order with a reason: a paid order is refunded in full first, its stock goes back",
        params: quoteParams,
        body: cancelOrderBody,
        response: { 200: okReply, ...errors, 404: apiError, 409: apiError },
      },
    },
    async (request) => {
      await cancelOrderByStaff(deps, request.params.so, request.body.reason, `staff:${staffOf(request).id}`);
      // Its stock went back: whoever waits for one of its parts is mailed now rather than at the next sweep.
      await sendBackInStockAlerts(deps);
      return { status: "ok" as const };
    },
  );
};
