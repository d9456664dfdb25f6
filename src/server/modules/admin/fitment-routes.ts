import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { partFitment, partFitmentBody } from "../../../domain/contracts/admin-fitment";
import { importJob, importJobParams, importRefusal, partParams } from "../../../domain/contracts/admin-parts";
import { apiError } from "../../../domain/contracts/common";
import type { AppDeps } from "../../deps";
import { staffOf } from "../../plugins/authorization";
import { startFitmentImport } from "./fitment-import";
import { fitmentCsv, partFitmentForStaff, setPartFitmentByStaff } from "./fitment-service";
import { IMPORT_MAX_BYTES, ImportRunner, importJobById } from "./parts-import";

/**
 * The console's fitment (decision 033): a part's fitment read and replaced as ranges, and the fitment
 * CSV file (shaped after ACES) out and in. Staff only; every change is audited and shoppers see it at once.
 */
export const fitmentAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ["admin"];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
  const imports = new ImportRunner((error) => app.log.error({ err: error }, "a fitment import failed"));
  app.addHook("onClose", async () => imports.drain());

  app.get(
    "/parts/:item/fitment",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "A part's fitment as year ranges, with the make, model and years that follow it",
        params: partParams,
        response: { 200: partFitment, ...errors },
      },
    },
    async (request) => partFitmentForStaff(deps, request.params.item),
  );

  app.put(
    "/parts/:item/fitment",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Replaces a part's whole fitment (ranges expanded to one row per model year); its make, model, years and makes it fits follow",
        params: partParams,
        body: partFitmentBody,
        response: { 200: partFitment, ...errors },
      },
    },
    async (request) => setPartFitmentByStaff(deps, request.params.item, request.body, `staff:${staffOf(request).id}`),
  );

  app.get(
    "/fitment.csv",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Every part's fitment as a CSV file, one line per range, streamed (header: part,year_from,year_to,make,model,submodel,engine)",
        produces: ["text/csv"],
      },
    },
    async (_request, reply) =>
      reply
        .header("content-disposition", 'attachment; filename="fitment.csv"')
        .type("text/csv; charset=utf-8")
        .send(Readable.from(fitmentCsv(deps))),
  );

  app.post(
    "/fitment/import",
    {
      config: { access: "staff", upload: { types: ["text/csv"], maxBytes: IMPORT_MAX_BYTES } },
      schema: {
        tags,
        summary:
          "Imports a fitment CSV file (the body, as text/csv): every row is checked first, then the whole fitment of every part it names is replaced, or nothing is. One at a time (409 while another runs); a large file answers 202 and its job reports progress.",
        response: { 200: importJob, 202: importJob, ...errors, 400: importRefusal, 413: apiError, 415: apiError },
      },
    },
    async (request, reply) => {
      const { job, background } = await startFitmentImport(deps, request.body as Buffer, `staff:${staffOf(request).id}`, imports);
      if (background) return reply.status(202).send(job);
      if (job.state === "invalid") {
        return reply
          .status(400)
          .send({ error: { code: "INVALID", message: job.message ?? "No fitment was changed." }, row_errors: job.row_errors, error_count: job.error_count });
      }
      return job;
    },
  );

  app.get(
    "/fitment/import/:id",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "How far a fitment import is: rows checked, rows applied, its state and its row errors",
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
