import { Readable } from "node:stream";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { vehiclePath } from "../../domain/fitment";
import type { AppDeps } from "../deps";
import { errorBody } from "../errors";
import * as catalog from "../modules/catalog/service";
import { escapeHtml } from "./pages";

/** A sitemap file lists at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_FILE_SIZE = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const urlEntry = (loc: string) => `<url><loc>${escapeHtml(loc)}</loc></url>\n`;

/** /robots.txt and the sitemaps: an index, the site's pages, and the parts in files of at most 50,000 URLs, streamed from the database. */
export const sitemapRoutes: FastifyPluginAsync<Pick<AppDeps, "db" | "config" | "caches">> = async (app, deps) => {
  const ctx = { db: deps.db, caches: deps.caches };
  const base = deps.config.publicUrl;
  const xml = (reply: FastifyReply) => reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600");

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(
        [
          "User-agent: *",
          "Disallow: /api/",
          "Disallow: /admin",
          "Disallow: /profile",
          "Disallow: /wishlist",
          "Disallow: /cart",
          "Disallow: /confirm-order",
          "Disallow: /dealer-confirm-order",
          "Disallow: /payment",
          "Disallow: /pending-order-payment",
          "Disallow: /order-quote",
          "Disallow: /order-receipt",
          "Disallow: /dealer-order-receipt",
          "Disallow: /pending-order-details",
          "",
          `Sitemap: ${base}/sitemap.xml`,
          "",
        ].join("\n"),
      ),
  );

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const files = Math.ceil((await catalog.countAllParts(ctx)) / SITEMAP_FILE_SIZE);
    const entries = [`${base}/sitemaps/pages.xml`, ...Array.from({ length: files }, (_, index) => `${base}/sitemaps/parts-${index + 1}.xml`)];
    return xml(reply).send(
      `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>\n`).join("")}</sitemapindex>\n`,
    );
  });

  app.get("/sitemaps/pages.xml", { schema: { hide: true } }, async (_request, reply) => {
    const makes = await catalog.listMakes(ctx);
    const models = await catalog.listClassicModels(ctx);
    const vehicles = await catalog.vehiclesForSitemap(ctx);
    const paths = [
      "/",
      "/all-products",
      ...makes.map((entry) => `/all-products/${encodeURIComponent(entry.make)}`),
      "/specials",
      "/promotions",
      "/classic-body",
      ...[...new Set(models.map((model) => model.make.toUpperCase()))].map((make) => `/classic-body/${encodeURIComponent(make)}`),
      ...models.map((model) => `/classic-body/${encodeURIComponent(model.make.toUpperCase())}/${encodeURIComponent(model.item)}`),
      ...vehicles.map((vehicle) => vehiclePath(vehicle)),
      "/catalog",
      "/privacy-policy",
      "/contact-us",
    ];
    return xml(reply).send(
      `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths.map((p) => urlEntry(`${base}${p}`)).join("")}</urlset>\n`,
    );
  });

  app.get<{ Params: { file: string } }>("/sitemaps/:file", { schema: { hide: true } }, async (request, reply) => {
    const match = /^parts-([1-9][0-9]{0,5})\.xml$/.exec(request.params.file);
    const fileIndex = match ? Number(match[1]) - 1 : -1;
    if (fileIndex < 0 || fileIndex * SITEMAP_FILE_SIZE >= (await catalog.countAllParts(ctx))) {
      return reply.status(404).send(errorBody("NOT_FOUND", `No such sitemap: ${request.params.file}`));
    }
    async function* document() {
      yield `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
      for await (const batch of catalog.partsForSitemap(ctx, fileIndex, SITEMAP_FILE_SIZE)) {
        yield batch.map((part) => urlEntry(`${base}/all-products/${encodeURIComponent(part.make)}/${encodeURIComponent(part.item)}`)).join("");
      }
      yield "</urlset>\n";
    }
    return xml(reply).send(Readable.from(document()));
  });
};
