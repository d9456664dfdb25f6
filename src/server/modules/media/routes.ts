import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../app";
import { createMediaService } from "./service";

/** A file name inside one folder: no slashes, no "..", and the expected extension. */
const fileName = (pattern: RegExp, what: string) =>
  z.object({
    file: z
      .string()
      .max(120)
      .regex(pattern, `Not a ${what} file name`)
      .refine((name) => !name.includes(".."), `Not a ${what} file name`),
  });

const partFile = fileName(/^[A-Za-z0-9][A-Za-z0-9._ -]*\.svg$/, "part picture");
const makeFile = fileName(/^[A-Za-z0-9][A-Za-z0-9 &.'-]*\.svg$/, "make badge");
const bannerFile = fileName(/^\d{1,6}\.svg$/, "banner");
const classicFile = fileName(/^[A-Za-z0-9][A-Za-z0-9._-]*-\d{1,3}\.svg$/, "classic body picture");
const catalogFile = fileName(/^[A-Za-z0-9][A-Za-z0-9._-]*\.pdf$/, "catalogue");
const partQuery = z.object({ size: z.enum(["small", "large"]).default("small") });

const LONG_CACHE = "public, max-age=86400";

function sendSvg(reply: FastifyReply, svg: string) {
  return reply.header("cache-control", LONG_CACHE).type("image/svg+xml; charset=utf-8").send(svg);
}

/** Generated part pictures, make badges, banners, classic body pictures and catalogue PDFs. */
export const mediaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const media = createMediaService(db, config.store);
  const tags = ["media"];

  app.get("/images/parts/:file", { schema: { tags, params: partFile, querystring: partQuery } }, async (request, reply) =>
    sendSvg(reply, await media.partImage(request.params.file, request.query.size)),
  );

  app.get("/images/makes/:file", { schema: { tags, params: makeFile } }, async (request, reply) => sendSvg(reply, await media.makeBadge(request.params.file)));

  app.get("/images/banners/:file", { schema: { tags, params: bannerFile } }, async (request, reply) => sendSvg(reply, await media.bannerImage(request.params.file)));

  app.get("/images/classic/:file", { schema: { tags, params: classicFile } }, async (request, reply) => sendSvg(reply, await media.classicImage(request.params.file)));

  app.get("/images/promo/on-discount.svg", { schema: { tags } }, (_request, reply) => sendSvg(reply, media.onDiscountImage()));

  app.get("/files/catalogs/:file", { schema: { tags, params: catalogFile } }, async (request, reply) => {
    const pdf = await media.catalogPdf(request.params.file);
    return reply
      .header("cache-control", LONG_CACHE)
      .header("content-disposition", `inline; filename="${request.params.file}"`)
      .type("application/pdf")
      .send(pdf);
  });
};
