import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { LOCALES } from "../../../domain/i18n/locales";
import type { AppDeps } from "../../deps";
import { notFound } from "../../errors";
import { mediaAssetsFolder } from "../../paths";
import { createMediaService } from "./service";
import { readUpload, type UploadFolder } from "./uploads";

/** A file name inside one folder: no slashes, no "..", and the expected extension. */
const fileName = (pattern: RegExp, what: string) =>
  z.object({
    file: z
      .string()
      .max(120)
      .regex(pattern, `Not a ${what} file name`)
      .refine((name) => !name.includes(".."), `Not a ${what} file name`),
  });

/** A picture staff uploaded: its name as they saved it, and its type's extension. */
const UPLOADED = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(jpg|png|webp)$/;
const isUploaded = (file: string) => UPLOADED.test(file);

const partFile = fileName(/^[A-Za-z0-9][A-Za-z0-9._ -]*\.(svg|jpg|png|webp)$/, "part picture");
const makeFile = fileName(/^[A-Za-z0-9][A-Za-z0-9 &.'-]*\.svg$/, "make badge");
const bannerFile = fileName(/^(\d{1,6}\.svg|[A-Za-z0-9][A-Za-z0-9._-]*\.(jpg|png|webp))$/, "banner");
const classicFile = fileName(/^([A-Za-z0-9][A-Za-z0-9._-]*-\d{1,3}\.svg|[A-Za-z0-9][A-Za-z0-9._-]*\.(jpg|png|webp))$/, "classic body picture");
/** The classic body page's build video, its captions and its poster: the shop's own, or what staff uploaded instead. */
export const BUILD_VIDEO_FILES = {
  "classic-body-build.mp4": "video/mp4",
  "classic-body-build.vtt": "text/vtt; charset=utf-8",
  "classic-body-build.jpg": "image/jpeg",
} as const;
const buildVideoFile = z.object({
  file: z.enum(Object.keys(BUILD_VIDEO_FILES) as [keyof typeof BUILD_VIDEO_FILES], { error: "Not a classic body video file" }),
});
const catalogLanguage = z.object({ lang: z.enum(LOCALES).optional() });
const catalogFile = fileName(/^[A-Za-z0-9][A-Za-z0-9._-]*\.pdf$/, "catalogue");
const partQuery = z.object({ size: z.enum(["small", "large"]).default("small") });
/** A drawn banner's phone layout; an uploaded banner is one picture whatever is asked. */
const bannerQuery = z.object({ shape: z.enum(["wide", "narrow"]).default("wide") });

const LONG_CACHE = "public, max-age=86400";
/** Staff may upload a file again under the same name: browsers check back after five minutes (ETag). */
const UPLOAD_CACHE = "public, max-age=300";

function sendSvg(reply: FastifyReply, svg: string) {
  return reply.header("cache-control", LONG_CACHE).type("image/svg+xml; charset=utf-8").send(svg);
}

/** The shop's own copy of a media file, read once. */
const shipped = new Map<string, Promise<{ bytes: Buffer; sha256: string }>>();
function shippedMedia(file: string): Promise<{ bytes: Buffer; sha256: string }> {
  let read = shipped.get(file);
  if (!read) {
    read = fs.readFile(path.join(mediaAssetsFolder, file)).then((bytes) => ({ bytes, sha256: createHash("sha256").update(bytes).digest("hex") }));
    shipped.set(file, read);
  }
  return read;
}

/**
 * Sends bytes whole, or the one range a `Range: bytes=a-b` asks (how browsers seek in a video); a range
 * that cannot be served is 416.
 */
function sendBytes(request: FastifyRequest, reply: FastifyReply, bytes: Buffer, type: string) {
  reply.header("accept-ranges", "bytes").type(type);
  const asked = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? "");
  if (!asked || (asked[1] === "" && asked[2] === "")) return reply.send(bytes);
  const size = bytes.length;
  const start = asked[1] === "" ? Math.max(0, size - Number(asked[2])) : Number(asked[1]);
  const end = asked[1] === "" || asked[2] === "" ? size - 1 : Math.min(size - 1, Number(asked[2]));
  if (start > end || start >= size) return reply.status(416).header("content-range", `bytes */${size}`).send();
  return reply
    .status(206)
    .header("content-range", `bytes ${start}-${end}/${size}`)
    .send(bytes.subarray(start, end + 1));
}

/** Generated part pictures, make badges, banners, classic body pictures and catalogue PDFs. */
export const mediaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, ctx) => {
  const media = createMediaService(ctx);
  const tags = ["media"];

  /** Sends an uploaded file, or 404 when there is none; 304 when the browser has this version. */
  async function sendUploaded(request: FastifyRequest, reply: FastifyReply, folder: UploadFolder, file: string) {
    const upload = await readUpload(ctx, `${folder}/${file}`);
    if (!upload) throw notFound("file");
    const etag = `"${upload.sha256}"`;
    reply.header("cache-control", UPLOAD_CACHE).header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    return reply.type(upload.contentType).send(upload.bytes);
  }

  app.get("/images/parts/:file", { schema: { tags, params: partFile, querystring: partQuery } }, async (request, reply) =>
    isUploaded(request.params.file)
      ? sendUploaded(request, reply, "parts", request.params.file)
      : sendSvg(reply, await media.partImage(request.params.file, request.query.size)),
  );

  app.get("/images/makes/:file", { schema: { tags, params: makeFile } }, async (request, reply) => sendSvg(reply, await media.makeBadge(request.params.file)));

  app.get("/images/banners/:file", { schema: { tags, params: bannerFile, querystring: bannerQuery } }, async (request, reply) =>
    isUploaded(request.params.file)
      ? sendUploaded(request, reply, "banners", request.params.file)
      : sendSvg(reply, await media.bannerImage(request.params.file, request.query.shape)),
  );

  app.get("/images/classic/:file", { schema: { tags, params: classicFile } }, async (request, reply) =>
    isUploaded(request.params.file)
      ? sendUploaded(request, reply, "classic", request.params.file)
      : sendSvg(reply, await media.classicImage(request.params.file)),
  );

  app.get("/images/promo/on-discount.svg", { schema: { tags } }, (_request, reply) => sendSvg(reply, media.onDiscountImage()));

  // A drawn catalogue's words are English, or French with ?lang=fr-CA (its own address, so each caches apart); an uploaded one is as it was uploaded.
  app.get("/files/catalogs/:file", { schema: { tags, params: catalogFile, querystring: catalogLanguage } }, async (request, reply) => {
    if (await readUpload(ctx, `catalogs/${request.params.file}`)) {
      reply.header("content-disposition", `inline; filename="${request.params.file}"`);
      return sendUploaded(request, reply, "catalogs", request.params.file);
    }
    const pdf = await media.catalogPdf(request.params.file, request.query.lang);
    return reply
      .header("cache-control", LONG_CACHE)
      .header("content-disposition", `inline; filename="${request.params.file}"`)
      .type("application/pdf")
      .send(pdf);
  });

  app.get("/media/:file", { schema: { tags, params: buildVideoFile } }, async (request, reply) => {
    const { file } = request.params;
    const uploaded = await readUpload(ctx, `media/${file}`);
    const media = uploaded ?? (await shippedMedia(file));
    const etag = `"${media.sha256}"`;
    reply.header("cache-control", uploaded ? UPLOAD_CACHE : LONG_CACHE).header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    return sendBytes(request, reply, Buffer.from(media.bytes), BUILD_VIDEO_FILES[file]);
  });
};
