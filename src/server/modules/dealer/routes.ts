import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  checkoutDealerBody,
  checkoutDealerReply,
  dealerConfirmBody,
  dealerConfirmReply,
  dealerHistoryQuery,
  dealerHistoryReply,
  dealerOrderQuery,
  dealerOrderReply,
  priceSheetFileParams,
  priceSheetParams,
  priceSheetReply,
} from "../../../domain/contracts/buying";
import { apiError } from "../../../domain/contracts/common";
import { statementParams, statementReply } from "../../../domain/contracts/trade";
import type { AppDeps } from "../../deps";
import { notFound } from "../../errors";
import { dealerAdminOf, dealerOf } from "../../plugins/authorization";
import { dealerAddress } from "../accounts/service";
import { makeNames } from "../catalog/service";
import { storeDetails } from "../content/service";
import { priceSheetDate, priceSheetStream } from "./price-sheet";
import { checkoutDealer, confirmDealerOrder, dealerHistory, dealerOrder } from "./service";
import { dealerStatement, dealerStatementCsv } from "./statement";

/** Dealer ordering (spec section 7, dealer calls): no shipping charge, no online payment; dealers only. */
export const dealerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ["dealer"];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
  const dealer = { access: "dealer" } as const;
  // Price sheets are the account's administrator's alone, never a buyer's (decision 041).
  const administrator = { access: "dealerAdmin" } as const;

  app.post(
    "/checkoutDealer",
    {
      config: dealer,
      schema: {
        tags,
        summary: "The dealer's cart at their price code, with their company details",
        body: checkoutDealerBody,
        response: { 200: checkoutDealerReply, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return checkoutDealer(deps, dealerOf(request), request.body.shipTo);
    },
  );

  app.post(
    "/dealerConfirm",
    {
      config: dealer,
      schema: {
        tags,
        summary: "Confirms the dealer's cart as an order; parts beyond stock are back-ordered",
        body: dealerConfirmBody,
        response: { 200: dealerConfirmReply, ...errors },
      },
    },
    async (request) => ({
      status: "ok" as const,
      sono: await confirmDealerOrder(deps, dealerOf(request), request.body),
    }),
  );

  app.get(
    "/dealerOrderHistory",
    {
      config: dealer,
      schema: { tags, summary: "The dealer's orders, newest first", querystring: dealerHistoryQuery, response: { 200: dealerHistoryReply, ...errors } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { history: await dealerHistory(deps, dealerOf(request)) };
    },
  );

  app.get(
    "/oneOrder_dealer_finish",
    {
      config: dealer,
      schema: {
        tags,
        summary: "One of the dealer's orders; 404 for anyone else's",
        querystring: dealerOrderQuery,
        response: { 200: dealerOrderReply, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return dealerOrder(deps, dealerOf(request), request.query.so);
    },
  );

  app.get(
    "/dealerStatement",
    {
      config: dealer,
      schema: { tags, summary: "The dealer's confirmed orders by month, newest first, with totals and tax", response: { 200: statementReply, ...errors } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { months: await dealerStatement(deps, dealerOf(request)) };
    },
  );

  app.get(
    "/dealerStatement/:month.csv",
    { config: dealer, schema: { tags, summary: "One month of the dealer's statement as a CSV file, for their bookkeeping", params: statementParams } },
    async (request, reply) => {
      const csv = await dealerStatementCsv(deps, dealerOf(request), request.params.month);
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="statement-${request.params.month}.csv"`)
        .type("text/csv; charset=utf-8")
        .send(csv);
    },
  );

  /** The make a price sheet covers (null: every make), or 404; and 404 for any level but the dealer's own. */
  const sheetFor = async (viewer: ReturnType<typeof dealerAdminOf>, level: string, make: string) => {
    if (Number(level) !== viewer.pricecode) throw notFound("priceSheet");
    if (make.toLowerCase() === "all") return null;
    const known = (await makeNames(deps)).find((name) => name.toLowerCase() === make.toLowerCase());
    if (!known) throw notFound("priceSheet");
    return known;
  };

  app.get(
    "/generatePriceSheet/:level/:make",
    {
      config: administrator,
      schema: {
        tags,
        summary: "Prepares the dealer's price sheet for their level and a make ('all' for every make); another level's is 404",
        params: priceSheetParams,
        response: { 200: priceSheetReply, ...errors },
      },
    },
    async (request) => {
      const viewer = dealerAdminOf(request);
      const make = await sheetFor(viewer, request.params.level, request.params.make);
      return { status: "success" as const, url: `/api/priceSheets/${viewer.pricecode}/${encodeURIComponent(make ?? "all")}.xlsx` };
    },
  );

  app.get(
    "/priceSheets/:level/:file",
    {
      config: administrator,
      schema: { tags, summary: "Downloads the dealer's price sheet (XLSX), streamed; another level's is 404", params: priceSheetFileParams },
    },
    async (request, reply) => {
      const viewer = dealerAdminOf(request);
      const make = await sheetFor(viewer, request.params.level, request.params.file.replace(/\.xlsx$/i, ""));
      const company = await dealerAddress(deps, viewer.id);
      const stream = priceSheetStream(deps, await storeDetails(deps), {
        dealer: { account: viewer.account, company: company?.address.company ?? viewer.account },
        level: viewer.pricecode,
        make,
      });
      return reply
        .header("cache-control", "private, no-store")
        .header(
          "content-disposition",
          `attachment; filename="price-sheet-level-${viewer.pricecode}-${(make ?? "all").toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${priceSheetDate()}.xlsx"`,
        )
        .type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .send(stream);
    },
  );
};
