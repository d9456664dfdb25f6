import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { banner, type Catalog, catalogs, taxRate, taxRateParams } from "../../../domain/contracts/catalog";
import { storeInfo } from "../../../domain/contracts/content";
import type { AppDeps } from "../../app";
import { ReadCache, wrapOnce } from "../../lib/read-cache";
import { type ContentContext, listBanners, listCatalogs, taxRateFor } from "./service";

export const contentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  // Banners and catalogues change rarely and are the same for everyone: reused like the catalogue's lists.
  const ctx: ContentContext = { db, cache: new ReadCache(config.CATALOG_CACHE_SECONDS * 1000) };

  app.get("/banner", { schema: { tags: ["content"], response: { 200: banner.array() } } }, () => listBanners(ctx));

  const asCatalogs = wrapOnce((list: Catalog[]) => ({ catalogs: list }));
  app.get("/catalogs", { schema: { tags: ["content"], response: { 200: catalogs } } }, async () => asCatalogs(await listCatalogs(ctx)));

  app.get("/taxRate/:id", { schema: { tags: ["content"], params: taxRateParams, response: { 200: taxRate } } }, async (request) => ({
    taxRate: await taxRateFor(ctx, request.params.id),
  }));

  app.get("/store", { schema: { tags: ["content"], response: { 200: storeInfo } } }, () => config.store);
};
