import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiError } from "../../../domain/contracts/common";
import {
  lowStockReport,
  ordersByStatusReport,
  quotesWaitingReport,
  reportQuery,
  salesReport,
  topDealersReport,
  topPartsCsvQuery,
  topPartsReport,
} from "../../../domain/contracts/reports";
import { periodProblem, type ReportPeriod, reportFileName, reportPeriod, storeDay, TOP_ROWS } from "../../../domain/reports";
import type { AppDeps } from "../../deps";
import { AppError } from "../../errors";
import {
  lowStock,
  lowStockCsv,
  ordersByStatus,
  ordersByStatusCsv,
  quotesWaiting,
  quotesWaitingCsv,
  salesByPeriod,
  salesCsv,
  topDealers,
  topDealersCsv,
  topPartsBoth,
  topPartsCsv,
} from "./service";

/** The period asked for, its missing ends filled in (the last 30 days), refused when reversed or longer than two years. */
function periodOf(query: { from?: string | undefined; to?: string | undefined }): ReportPeriod {
  const period = reportPeriod(query, storeDay());
  const problem = periodProblem(period.from, period.to);
  if (problem) throw new AppError("INVALID", { key: "errors.staff.problems", values: { problems: problem } }, { [query.from ? "from" : "to"]: problem });
  return period;
}

/**
 * The console's Reports under /api/admin/reports: sales by day, week or month, orders by status, top
 * parts and dealers for a period, quotes waiting and low stock now; each as JSON for the page and as a
 * CSV file (streamed, dated file name). Staff only, never cached.
 */
export const reportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ["reports"];
  const errors = { 400: apiError, 401: apiError, 403: apiError };
  const config = { access: "staff" } as const;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  const csvFile = (reply: FastifyReply, fileName: string, lines: AsyncIterable<string>) =>
    reply.header("content-disposition", `attachment; filename="${fileName}"`).type("text/csv; charset=utf-8").send(Readable.from(lines));

  app.get(
    "/sales",
    {
      config,
      schema: {
        tags,
        summary: "Sales (paid, dealer-confirmed and shipped orders, on their payment day) by day, week or month",
        querystring: reportQuery,
        response: { 200: salesReport, ...errors },
      },
    },
    async (request) => salesByPeriod(deps, periodOf(request.query), request.query.grain),
  );
  app.get(
    "/sales.csv",
    { config, schema: { tags, summary: "Sales by day, week or month as a CSV file", querystring: reportQuery, produces: ["text/csv"] } },
    async (request, reply) => {
      const period = periodOf(request.query);
      return csvFile(reply, reportFileName("sales", period, `by-${request.query.grain}`), salesCsv(deps, period, request.query.grain));
    },
  );

  app.get(
    "/orders-by-status",
    {
      config,
      schema: {
        tags,
        summary: "Orders placed in the period by the state they are in now",
        querystring: reportQuery,
        response: { 200: ordersByStatusReport, ...errors },
      },
    },
    async (request) => ordersByStatus(deps, periodOf(request.query)),
  );
  app.get(
    "/orders-by-status.csv",
    { config, schema: { tags, summary: "Orders by status as a CSV file", querystring: reportQuery, produces: ["text/csv"] } },
    async (request, reply) => {
      const period = periodOf(request.query);
      return csvFile(reply, reportFileName("orders-by-status", period), ordersByStatusCsv(deps, period));
    },
  );

  app.get(
    "/top-parts",
    {
      config,
      schema: {
        tags,
        summary: "The ten parts sold most in the period, by units and by revenue",
        querystring: reportQuery,
        response: { 200: topPartsReport, ...errors },
      },
    },
    async (request) => {
      const period = periodOf(request.query);
      return { period, ...(await topPartsBoth(deps, period, TOP_ROWS)) };
    },
  );
  app.get(
    "/top-parts.csv",
    {
      config,
      schema: {
        tags,
        summary: "Every part sold in the period, ranked by units or revenue, as a CSV file",
        querystring: topPartsCsvQuery,
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query);
      return csvFile(reply, reportFileName("top-parts", period, `by-${request.query.by}`), topPartsCsv(deps, period, request.query.by));
    },
  );

  app.get(
    "/top-dealers",
    {
      config,
      schema: {
        tags,
        summary: "The ten dealers whose sales in the period came to most",
        querystring: reportQuery,
        response: { 200: topDealersReport, ...errors },
      },
    },
    async (request) => {
      const period = periodOf(request.query);
      return { period, rows: await topDealers(deps, period, TOP_ROWS) };
    },
  );
  app.get(
    "/top-dealers.csv",
    { config, schema: { tags, summary: "Every dealer with sales in the period, by revenue, as a CSV file", querystring: reportQuery, produces: ["text/csv"] } },
    async (request, reply) => {
      const period = periodOf(request.query);
      return csvFile(reply, reportFileName("top-dealers", period), topDealersCsv(deps, period));
    },
  );

  app.get(
    "/quotes-waiting",
    {
      config,
      schema: { tags, summary: "Orders waiting for a shipping quote now, the longest waiting first", response: { 200: quotesWaitingReport, ...errors } },
    },
    async () => quotesWaiting(deps),
  );
  app.get("/quotes-waiting.csv", { config, schema: { tags, summary: "Quotes waiting as a CSV file", produces: ["text/csv"] } }, async (_request, reply) =>
    csvFile(reply, reportFileName("quotes-waiting", storeDay()), quotesWaitingCsv(deps)),
  );

  app.get(
    "/low-stock",
    {
      config,
      schema: {
        tags,
        summary: "Parts at or below their reorder point now and how many to reorder (the first 50)",
        response: { 200: lowStockReport, ...errors },
      },
    },
    async () => lowStock(deps),
  );
  app.get(
    "/low-stock.csv",
    { config, schema: { tags, summary: "Every part at or below its reorder point as a CSV file", produces: ["text/csv"] } },
    async (_request, reply) => csvFile(reply, reportFileName("low-stock", storeDay()), lowStockCsv(deps)),
  );
};
