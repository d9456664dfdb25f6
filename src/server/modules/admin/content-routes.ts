import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okReply } from "../../../domain/contracts/accounts";
import {
  adminBanner,
  adminBannerList,
  adminCatalogue,
  adminCatalogueList,
  adminClassicModel,
  adminClassicModelList,
  bannerBody,
  bannerOrderBody,
  bannerParams,
  catalogueBody,
  catalogueParams,
  classicModelParams,
  createClassicModelBody,
  shippingRateTable,
  storeDetails,
  taxRateTable,
  taxRateTableReply,
  updateClassicModelBody,
} from "../../../domain/contracts/admin-content";
import { apiError } from "../../../domain/contracts/common";
import type { AppDeps } from "../../deps";
import { staffOf } from "../../plugins/authorization";
import { classicModelsForStaff } from "../catalog/service";
import { bannersForStaff, cataloguesForStaff, storeDetails as currentStoreDetails, taxRateTable as currentTaxRates } from "../content/service";
import {
  createBanner,
  createCatalogue,
  createClassicModel,
  editBanner,
  editCatalogue,
  editClassicModel,
  orderBanners,
  removeBanner,
  removeCatalogue,
  removeClassicModel,
  saveShippingRateTable,
  saveStoreSettings,
  saveTaxRateTable,
  shippingRatesForStaff,
} from "./content-service";

/**
 * The console's Content: banners (picture, link, alt text, order), catalogue PDFs and classic body
 * models for staff; the store's details, tax rates and shipping table for owners. Pictures and PDFs are
 * uploaded first (POST /api/admin/uploads/...) and named here by the address the upload answered.
 * Every change is audited and shoppers see it at once.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ["admin"];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
  const actorOf = (request: Parameters<typeof staffOf>[0]) => `staff:${staffOf(request).id}`;
  const ok = { status: "ok" as const };

  app.get(
    "/banners",
    {
      config: { access: "staff" },
      schema: { tags, summary: "Every banner, shown or hidden, in the carousel's order", response: { 200: adminBannerList, ...errors } },
    },
    async () => ({
      rows: await bannersForStaff(deps),
    }),
  );

  app.post(
    "/banners",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Adds a banner: an uploaded picture, the page it opens, its alt text and place",
        body: bannerBody,
        response: { 200: adminBanner, ...errors },
      },
    },
    async (request) => createBanner(deps, request.body, actorOf(request)),
  );

  app.post(
    "/banners/order",
    {
      config: { access: "staff" },
      schema: { tags, summary: "Puts every banner in a new order (each named once)", body: bannerOrderBody, response: { 200: okReply, ...errors } },
    },
    async (request) => {
      await orderBanners(deps, request.body.seqs, actorOf(request));
      return ok;
    },
  );

  app.post(
    "/banners/:seq",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Changes a banner's picture, link, alt text, place or visibility",
        params: bannerParams,
        body: bannerBody,
        response: { 200: adminBanner, ...errors },
      },
    },
    async (request) => editBanner(deps, request.params.seq, request.body, actorOf(request)),
  );

  app.post(
    "/banners/:seq/delete",
    { config: { access: "staff" }, schema: { tags, summary: "Deletes a banner", params: bannerParams, response: { 200: okReply, ...errors } } },
    async (request) => {
      await removeBanner(deps, request.params.seq, actorOf(request));
      return ok;
    },
  );

  app.get(
    "/catalogs",
    {
      config: { access: "staff" },
      schema: { tags, summary: "The catalogue PDFs in the Catalog page's order", response: { 200: adminCatalogueList, ...errors } },
    },
    async () => ({
      rows: await cataloguesForStaff(deps),
    }),
  );

  app.post(
    "/catalogs",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Lists an uploaded catalogue PDF on the Catalog page with its title and place",
        body: catalogueBody,
        response: { 200: adminCatalogue, ...errors },
      },
    },
    async (request) => createCatalogue(deps, request.body, actorOf(request)),
  );

  app.post(
    "/catalogs/:id",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Changes a catalogue's title, PDF or place",
        params: catalogueParams,
        body: catalogueBody,
        response: { 200: adminCatalogue, ...errors },
      },
    },
    async (request) => editCatalogue(deps, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    "/catalogs/:id/delete",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Takes a catalogue off the Catalog page (the uploaded file stays)",
        params: catalogueParams,
        response: { 200: okReply, ...errors },
      },
    },
    async (request) => {
      await removeCatalogue(deps, request.params.id, actorOf(request));
      return ok;
    },
  );

  app.get(
    "/classic-models",
    {
      config: { access: "staff" },
      schema: { tags, summary: "Every classic body model with its pictures, by make and place", response: { 200: adminClassicModelList, ...errors } },
    },
    async () => ({ rows: await classicModelsForStaff(deps) }),
  );

  app.post(
    "/classic-models",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Adds a classic body model: make, model, years, pictures, includes, shipping text, USD price and place",
        body: createClassicModelBody,
        response: { 200: adminClassicModel, ...errors },
      },
    },
    async (request) => {
      const { item, ...fields } = request.body;
      return createClassicModel(deps, item, fields, actorOf(request));
    },
  );

  app.post(
    "/classic-models/:item",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Changes a classic body model (everything but its code)",
        params: classicModelParams,
        body: updateClassicModelBody,
        response: { 200: adminClassicModel, ...errors },
      },
    },
    async (request) => editClassicModel(deps, request.params.item, request.body, actorOf(request)),
  );

  app.post(
    "/classic-models/:item/delete",
    {
      config: { access: "staff" },
      schema: { tags, summary: "Deletes a classic body model and its pictures' places", params: classicModelParams, response: { 200: okReply, ...errors } },
    },
    async (request) => {
      await removeClassicModel(deps, request.params.item, actorOf(request));
      return ok;
    },
  );

  app.get(
    "/settings/store",
    {
      config: { access: "owner" },
      schema: { tags, summary: "The store's details as mails, documents and /api/store show them (owners only)", response: { 200: storeDetails, ...errors } },
    },
    async () => currentStoreDetails(deps),
  );

  app.put(
    "/settings/store",
    {
      config: { access: "owner" },
      schema: {
        tags,
        summary: "Saves the store's details; every server uses them at once (owners only)",
        body: storeDetails,
        response: { 200: storeDetails, ...errors },
      },
    },
    async (request) => saveStoreSettings(deps, request.body, actorOf(request)),
  );

  app.get(
    "/settings/tax-rates",
    {
      config: { access: "owner" },
      schema: { tags, summary: "The sales tax rate of every province and territory (owners only)", response: { 200: taxRateTableReply, ...errors } },
    },
    async () => ({
      rates: await currentTaxRates(deps),
    }),
  );

  app.put(
    "/settings/tax-rates",
    {
      config: { access: "owner" },
      schema: {
        tags,
        summary: "Replaces the sales tax rates; the next checkout uses them (owners only)",
        body: taxRateTable,
        response: { 200: taxRateTableReply, ...errors },
      },
    },
    async (request) => saveTaxRateTable(deps, request.body, actorOf(request)),
  );

  app.get(
    "/settings/shipping-rates",
    {
      config: { access: "owner" },
      schema: { tags, summary: "The zone-and-weight shipping table, prices in CAD (owners only)", response: { 200: shippingRateTable, ...errors } },
    },
    async () => shippingRatesForStaff(deps),
  );

  app.put(
    "/settings/shipping-rates",
    {
      config: { access: "owner" },
      schema: {
        tags,
        summary: "Replaces the shipping table; the next checkout prices parcels by it (owners only)",
        body: shippingRateTable,
        response: { 200: shippingRateTable, ...errors },
      },
    },
    async (request) => saveShippingRateTable(deps, request.body, actorOf(request)),
  );
};
