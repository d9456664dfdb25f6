import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { banner, catalogs, taxRate, taxRateParams } from "../../../domain/contracts/catalog";
import { storeInfo } from "../../../domain/contracts/content";
import type { AppDeps } from "../../app";
import { listBanners, listCatalogs, taxRateFor } from "./service";

export const contentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get("/banner", { schema: { tags: ["content"], response: { 200: banner.array() } } }, () => listBanners(db));

  app.get("/catalogs", { schema: { tags: ["content"], response: { 200: catalogs } } }, async () => ({ catalogs: await listCatalogs(db) }));

  app.get("/taxRate/:id", { schema: { tags: ["content"], params: taxRateParams, response: { 200: taxRate } } }, async (request) => ({
    taxRate: await taxRateFor(db, request.params.id),
  }));

  app.get("/store", { schema: { tags: ["content"], response: { 200: storeInfo } } }, () => config.store);
};
