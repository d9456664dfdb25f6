import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { storedUpload } from "../../../domain/contracts/admin-content";
import { apiError } from "../../../domain/contracts/common";
import type { AppDeps } from "../../deps";
import { staffOf } from "../../plugins/authorization";
import { PDF_MAX_BYTES, PICTURE_MAX_BYTES, PICTURE_TYPES, saveUpload } from "./uploads";

/** The name a file is saved under, without its extension (that follows its type). */
const uploadName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/, "Name the file with letters, digits, dots, dashes or underscores (at most 80)")
  .refine((name) => !name.includes(".."), "Name the file with letters, digits, dots, dashes or underscores (at most 80)");

/**
 * Staff upload pictures (parts, banners, classic body models) and catalogue PDFs as the request body
 * itself, with the file's type as Content-Type; the answer is the address to put on the part, banner,
 * model or catalogue.
 */
export const uploadRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ["admin"];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 413: apiError, 415: apiError };

  app.post(
    "/uploads/:folder/:name",
    {
      config: { access: "staff", upload: { types: PICTURE_TYPES, maxBytes: PICTURE_MAX_BYTES } },
      schema: {
        tags,
        summary: "Uploads a JPEG, PNG or WebP picture (at most 8 MB) for parts, banners or classic body models",
        params: z.object({ folder: z.enum(["parts", "banners", "classic"], { error: "Pictures go to parts, banners or classic" }), name: uploadName }),
        response: { 200: storedUpload, ...errors },
      },
    },
    async (request) =>
      saveUpload(deps, { folder: request.params.folder, name: request.params.name, contentType: request.headers["content-type"]!.split(";")[0]!.trim().toLowerCase(), bytes: request.body as Buffer, actor: `staff:${staffOf(request).id}` }),
  );

  app.post(
    "/uploads/catalogs/:name",
    {
      config: { access: "staff", upload: { types: ["application/pdf"], maxBytes: PDF_MAX_BYTES } },
      schema: { tags, summary: "Uploads a catalogue PDF (at most 50 MB)", params: z.object({ name: uploadName }), response: { 200: storedUpload, ...errors } },
    },
    async (request) => saveUpload(deps, { folder: "catalogs", name: request.params.name, contentType: "application/pdf", bytes: request.body as Buffer, actor: `staff:${staffOf(request).id}` }),
  );
};
