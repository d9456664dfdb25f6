import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { storedUpload } from "../../../domain/contracts/admin-content";
import { apiError } from "../../../domain/contracts/common";
import type { AppDeps } from "../../deps";
import { staffOf } from "../../plugins/authorization";
import { BUILD_VIDEO_FILES } from "./routes";
import { deleteUpload, PDF_MAX_BYTES, PICTURE_MAX_BYTES, PICTURE_TYPES, saveUpload, VIDEO_MAX_BYTES, VIDEO_TYPES } from "./uploads";

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
      saveUpload(deps, {
        folder: request.params.folder,
        name: request.params.name,
        contentType: request.headers["content-type"]!.split(";")[0]!.trim().toLowerCase(),
        bytes: request.body as Buffer,
        actor: `staff:${staffOf(request).id}`,
      }),
  );

  app.post(
    "/uploads/catalogs/:name",
    {
      config: { access: "staff", upload: { types: ["application/pdf"], maxBytes: PDF_MAX_BYTES } },
      schema: { tags, summary: "Uploads a catalogue PDF (at most 50 MB)", params: z.object({ name: uploadName }), response: { 200: storedUpload, ...errors } },
    },
    async (request) =>
      saveUpload(deps, {
        folder: "catalogs",
        name: request.params.name,
        contentType: "application/pdf",
        bytes: request.body as Buffer,
        actor: `staff:${staffOf(request).id}`,
      }),
  );

  const buildFile = z.object({
    file: z.enum(Object.keys(BUILD_VIDEO_FILES) as [keyof typeof BUILD_VIDEO_FILES], {
      error: "The classic body page takes classic-body-build.mp4, .vtt or .jpg",
    }),
  });
  const buildUploadTypes = { "classic-body-build.mp4": "video/mp4", "classic-body-build.vtt": "text/vtt", "classic-body-build.jpg": "image/jpeg" } as const;

  app.post(
    "/uploads/media/:file",
    {
      config: { access: "staff", upload: { types: [...VIDEO_TYPES, "image/jpeg"], maxBytes: VIDEO_MAX_BYTES } },
      schema: {
        tags,
        summary: "Replaces the classic body page's build video (MP4, at most 50 MB), its captions (WebVTT) or its poster (JPEG)",
        params: buildFile,
        response: { 200: storedUpload, ...errors },
      },
    },
    async (request, reply) => {
      const type = request.headers["content-type"]!.split(";")[0]!.trim().toLowerCase();
      if (type !== buildUploadTypes[request.params.file]) {
        return reply
          .status(415)
          .send({ error: { code: "UNSUPPORTED_MEDIA_TYPE", message: `${request.params.file} must be sent as ${buildUploadTypes[request.params.file]}.` } });
      }
      return saveUpload(deps, {
        folder: "media",
        name: request.params.file,
        contentType: type,
        bytes: request.body as Buffer,
        actor: `staff:${staffOf(request).id}`,
      });
    },
  );

  app.post(
    "/uploads/media/:file/reset",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Goes back to the shop's own build video, captions or poster",
        params: buildFile,
        response: { 200: z.object({ status: z.literal("ok"), removed: z.boolean() }), ...errors },
      },
    },
    async (request) => ({
      status: "ok" as const,
      removed: await deleteUpload(deps, { folder: "media", file: request.params.file, actor: `staff:${staffOf(request).id}` }),
    }),
  );
};
