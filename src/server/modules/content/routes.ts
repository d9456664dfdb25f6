import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { banner, type Catalog, catalogs, taxRate, taxRateParams } from "../../../domain/contracts/catalog";
import { apiError } from "../../../domain/contracts/common";
import { storeInfo } from "../../../domain/contracts/content";
import type { AppDeps } from "../../deps";
import { wrapOnce } from "../../lib/read-cache";
import { listBanners } from "./banners";
import { listCatalogs } from "./catalogues";
import { storeDetails } from "./store-settings";
import { taxRateFor } from "./tax-rates";

export const contentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, ctx) => {
  app.get("/banner", { config: { access: "public", session: "none" }, schema: { tags: ["content"], response: { 200: banner.array() } } }, () =>
    listBanners(ctx),
  );

  const asCatalogs = wrapOnce((list: Catalog[]) => ({ catalogs: list }));
  app.get("/catalogs", { config: { access: "public", session: "none" }, schema: { tags: ["content"], response: { 200: catalogs } } }, async () =>
    asCatalogs(await listCatalogs(ctx)),
  );

  app.get(
    "/taxRate/:id",
    {
      config: { access: "public", session: "none" },
      schema: {
        tags: ["content"],
        summary: "The sales tax rate of a province or territory (0 for a US state); 404 for an unknown code",
        params: taxRateParams,
        response: { 200: taxRate, 400: apiError, 404: apiError },
      },
    },
    async (request) => ({
      taxRate: await taxRateFor(ctx, request.params.id),
    }),
  );

  app.get("/store", { config: { access: "public", session: "none" }, schema: { tags: ["content"], response: { 200: storeInfo } } }, () => storeDetails(ctx));
};
