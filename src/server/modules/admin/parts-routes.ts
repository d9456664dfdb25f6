import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createPartBody,
  editPartBody,
  importJob,
  importJobParams,
  importRefusal,
  partParams,
  staffPartDetail,
  staffPartList,
  staffPartsQuery,
} from "../../../domain/contracts/admin-parts";
import { apiError } from "../../../domain/contracts/common";
import type { AppDeps } from "../../deps";
import { staffOf } from "../../plugins/authorization";
import { sendBackInStockAlerts } from "../stock-alerts/service";
import { IMPORT_MAX_BYTES, ImportRunner, importJobById, startPartsImport } from "./parts-import";
import { createPartByStaff, editPartByStaff, listPartsForStaff, partForStaff, partsCsv } from "./parts-service";

/**
 * The console's Parts: list and search, one part with every field, create and edit (prices, tier
 * prices, stock, arrival date, weight, oversize, makes and years, pictures, special and holiday sale
 * prices, flags), and the parts CSV file out and in. Every change is audited and shoppers see it at once.
 */
export const partsAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ["admin"];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
  const actorOf = (request: Parameters<typeof staffOf>[0]) => `staff:${staffOf(request).id}`;
  const imports = new ImportRunner((error) => app.log.error({ err: error }, "a parts import failed"));
  app.addHook("onClose", async () => imports.drain());

  app.get(
    "/parts",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Parts by item-code prefix or description words, and by make; 20 a page",
        querystring: staffPartsQuery,
        response: { 200: staffPartList, ...errors },
      },
    },
    async (request) => listPartsForStaff(deps, request.query),
  );

  app.get(
    "/parts.csv",
    {
      config: { access: "staff" },
      schema: { tags, summary: "Every part as a CSV file, streamed: the columns the import reads (see PARTS_CSV_HEADER)", produces: ["text/csv"] },
    },
    async (_request, reply) =>
      reply
        .header("content-disposition", 'attachment; filename="parts.csv"')
        .type("text/csv; charset=utf-8")
        .send(Readable.from(partsCsv(deps))),
  );

  app.get(
    "/parts/:item",
    { config: { access: "staff" }, schema: { tags, summary: "One part with every field", params: partParams, response: { 200: staffPartDetail, ...errors } } },
    async (request) => partForStaff(deps, request.params.item),
  );

  app.post(
    "/parts",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Creates a part with every field; a code already used is 409",
        body: createPartBody,
        response: { 200: staffPartDetail, ...errors },
      },
    },
    async (request) => createPartByStaff(deps, request.body, actorOf(request)),
  );

  app.put(
    "/parts/:item",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Changes every field of a part; a null special or holiday sale price clears it",
        params: partParams,
        body: editPartBody,
        response: { 200: staffPartDetail, ...errors },
      },
    },
    async (request) => {
      const part = await editPartByStaff(deps, request.params.item, request.body, actorOf(request));
      // Stock above 0 now: whoever waits for it is mailed (once; the sweep in jobs.ts catches any other restock).
      if (part.onhand > 0) await sendBackInStockAlerts(deps, [part.item]);
      return part;
    },
  );

  app.post(
    "/parts/import",
    {
      config: { access: "staff", upload: { types: ["text/csv"], maxBytes: IMPORT_MAX_BYTES } },
      schema: {
        tags,
        summary:
          "Imports a parts CSV file (the body, as text/csv): every row is checked first, then all are applied (by item code) or none. A large file answers 202 and its job reports progress.",
        response: { 200: importJob, 202: importJob, ...errors, 400: importRefusal, 413: apiError, 415: apiError },
      },
    },
    async (request, reply) => {
      const { job, background } = await startPartsImport(deps, request.body as Buffer, actorOf(request), imports);
      if (background) return reply.status(202).send(job);
      if (job.state === "invalid") {
        return reply
          .status(400)
          .send({ error: { code: "INVALID", message: job.message ?? "Nothing was imported." }, row_errors: job.row_errors, error_count: job.error_count });
      }
      return job;
    },
  );

  app.get(
    "/parts/import/:id",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "How far a parts import is: rows checked, rows applied, its state and its row errors",
        params: importJobParams,
        response: { 200: importJob, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return importJobById(deps, request.params.id);
    },
  );
};
