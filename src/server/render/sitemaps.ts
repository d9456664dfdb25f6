import { Readable } from "node:stream";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { vehiclePath } from "../../domain/fitment";
import { DEFAULT_LOCALE, LOCALES, pathInLocale } from "../../domain/i18n/locales";
import type { AppDeps } from "../deps";
import { errorBody } from "../errors";
import * as catalog from "../modules/catalog/service";
import { escapeHtml } from "./pages";

/** A sitemap file lists at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_FILE_SIZE = 50_000;
/** Each part is listed in every language: a parts file holds as many parts as it has room for all their URLs. */
export const PARTS_PER_SITEMAP_FILE = SITEMAP_FILE_SIZE / LOCALES.length;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_HEAD = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/**
 * A page in every language (decision 037): one <url> per language, each naming all of them with
 * hreflang (and English as x-default), as Google reads alternates from a sitemap.
 */
function urlEntries(base: string, path: string): string {
  const href = (locale: (typeof LOCALES)[number]) => escapeHtml(`${base}${pathInLocale(path, locale)}`);
  const links = [
    ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}"/>`,
  ].join("");
  return LOCALES.map((locale) => `<url><loc>${href(locale)}</loc>${links}</url>\n`).join("");
}

/** Pages with someone's own data, which crawlers are kept out of in every language. */
const PRIVATE_PAGES = [
  "/profile",
  "/wishlist",
  "/cart",
  "/confirm-order",
  "/dealer-confirm-order",
  "/payment",
  "/pending-order-payment",
  "/order-quote",
  "/order-receipt",
  "/dealer-order-receipt",
  "/pending-order-details",
  "/order-returns",
];

/** /robots.txt and the sitemaps: an index, the site's pages, and the parts in files of at most 50,000 URLs, streamed from the database; every page in English and French. */
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
          ...PRIVATE_PAGES.flatMap((page) => LOCALES.map((locale) => `Disallow: ${pathInLocale(page, locale)}`)),
          "",
          `Sitemap: ${base}/sitemap.xml`,
          "",
        ].join("\n"),
      ),
  );

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const files = Math.ceil((await catalog.countAllParts(ctx)) / PARTS_PER_SITEMAP_FILE);
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
    return xml(reply).send(`${XML_HEAD}${URLSET_HEAD}${paths.map((path) => urlEntries(base, path)).join("")}</urlset>\n`);
  });

  app.get<{ Params: { file: string } }>("/sitemaps/:file", { schema: { hide: true } }, async (request, reply) => {
    const match = /^parts-([1-9][0-9]{0,5})\.xml$/.exec(request.params.file);
    const fileIndex = match ? Number(match[1]) - 1 : -1;
    if (fileIndex < 0 || fileIndex * PARTS_PER_SITEMAP_FILE >= (await catalog.countAllParts(ctx))) {
      return reply.status(404).send(errorBody("NOT_FOUND", `No such sitemap: ${request.params.file}`));
    }
    async function* document() {
      yield `${XML_HEAD}${URLSET_HEAD}`;
      for await (const batch of catalog.partsForSitemap(ctx, fileIndex, PARTS_PER_SITEMAP_FILE)) {
        yield batch.map((part) => urlEntries(base, `/all-products/${encodeURIComponent(part.make)}/${encodeURIComponent(part.item)}`)).join("");
      }
      yield "</urlset>\n";
    }
    return xml(reply).send(Readable.from(document()));
  });
};
