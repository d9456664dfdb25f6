import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okReply } from "../../../domain/contracts/accounts";
import { dashboard, inboxQuery, inquiryAnsweredBody, inquiryDetail, inquiryList, inquiryReplyBody, personParams } from "../../../domain/contracts/admin";
import { apiError } from "../../../domain/contracts/common";
import type { AppDeps } from "../../deps";
import { notFound } from "../../errors";
import { staffOf } from "../../plugins/authorization";
import type { StaffViewer } from "../../viewer";
import { staffMemberById } from "../accounts/service";
import { lowStockParts } from "../catalog/service";
import { inquiryForStaff, listInquiries, markInquiryAnswered, replyToInquiry, waitingInquiryCount } from "../inquiries/service";
import { ordersDashboard } from "../orders/service";

const DASHBOARD_ROWS = 10;

/**
 * The console's Inbox (contact messages, shipping/ETA and model inquiries, profile inquiries: read,
 * reply by e-mail, mark answered) and its Dashboard (today's orders, quotes and messages waiting,
 * parts below their reorder point).
 */
export const inboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ["admin"];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
  const staffNamed = async (viewer: StaffViewer) => {
    const member = await staffMemberById(deps, viewer.id);
    if (!member) throw notFound("staffMember");
    return { id: member.id, name: member.name };
  };

  app.get(
    "/dashboard",
    {
      config: { access: "staff" },
      schema: { tags, summary: "Today's orders and sales, quote requests and messages waiting, and low-stock parts", response: { 200: dashboard, ...errors } },
    },
    async () => {
      const [orders, waiting, inquiriesWaiting, lowStock] = await Promise.all([
        ordersDashboard(deps),
        listInquiries(deps, { state: "waiting", page: 1 }),
        waitingInquiryCount(deps),
        lowStockParts(deps, DASHBOARD_ROWS),
      ]);
      return { ...orders, inquiriesWaiting: { count: inquiriesWaiting, rows: waiting.rows.slice(0, DASHBOARD_ROWS) }, lowStock };
    },
  );

  app.get(
    "/inquiries",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "The inbox: messages waiting (oldest first), answered or all, by kind or search text; 20 a page",
        querystring: inboxQuery,
        response: { 200: inquiryList, ...errors },
      },
    },
    async (request) => listInquiries(deps, request.query),
  );

  app.get(
    "/inquiries/:id",
    {
      config: { access: "staff" },
      schema: { tags, summary: "One message with the replies sent from the console", params: personParams, response: { 200: inquiryDetail, ...errors } },
    },
    async (request) => inquiryForStaff(deps, request.params.id),
  );

  app.post(
    "/inquiries/:id/reply",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Mails a reply to the sender; the message is then answered",
        params: personParams,
        body: inquiryReplyBody,
        response: { 200: okReply, ...errors },
      },
    },
    async (request) => {
      await replyToInquiry(deps, request.params.id, request.body.message, await staffNamed(staffOf(request)));
      return { status: "ok" as const };
    },
  );

  app.post(
    "/inquiries/:id/answered",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Marks a message answered, or waiting again",
        params: personParams,
        body: inquiryAnsweredBody,
        response: { 200: okReply, ...errors },
      },
    },
    async (request) => {
      await markInquiryAnswered(deps, request.params.id, request.body.answered, await staffNamed(staffOf(request)));
      return { status: "ok" as const };
    },
  );
};
