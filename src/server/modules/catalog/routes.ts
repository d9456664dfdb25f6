import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ClassicModel, Product, SaleItem } from "../../../domain/contracts/catalog";
import {
  classicBodyParams,
  classicBodyDetail as classicBodyReply,
  classicModels,
  classicModelsQuery,
  itemCodeParams,
  itemDetail as itemDetailReply,
  itemParams,
  make,
  modelListParams,
  modelListReply,
  product,
  productListPage,
  randomNewProducts as randomNewProductsReply,
  relatedParts as relatedPartsReply,
  saleItem,
  saleItemPage,
  specials,
  vehicleMakes,
  viewedBody,
} from "../../../domain/contracts/catalog";
import { apiError, productListSearch, productSearch, specialsQuery, statusReply } from "../../../domain/contracts/common";
import { suggestQuery, suggestReply } from "../../../domain/contracts/suggest";
import {
  vehicleMakesQuery,
  vehicleMakesReply,
  vehicleModelsQuery,
  vehicleModelsReply,
  vehicleParams,
  vehiclePartsQuery,
  vehiclePartsReply,
  vehicleYearsReply,
} from "../../../domain/contracts/vehicles";
import type { AppDeps } from "../../deps";
import { wrapOnce } from "../../lib/read-cache";
import { classicBodyDetail, classicModelsPriced, listClassicModels } from "./classic-models";
import { listFeatured, listHotSale, listPopular, listPromotional, randomNewProducts } from "./highlights";
import { listMakes, listVehicleMakes } from "./makes";
import { itemDetail, recordView } from "./parts";
import { priceViewerOf, withDealerTier } from "./pricing";
import { searchParts, searchPromotional } from "./search";
import { listHolidayItems, listSpecials, searchHolidaySale } from "./specials";
import { suggest } from "./suggest";
import { relatedParts, vehicleMakesOfYear, vehicleModelsOf, vehicleParts, vehicleYears } from "./vehicles";

export const catalogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, ctx) => {
  // The caches hold public answers only; a dealer's tier price is added after, per request.
  const tags = ["catalog"];
  const invalid = { 400: apiError };
  const unknown = { 400: apiError, 404: apiError };

  // Anyone may call these. Product answers read the session only for a dealer's price code, so a session seen a moment ago may come from memory.
  const priced = { access: "public", session: "pricing" } as const;
  const open = { access: "public", session: "none" } as const;
  const dealerPriceCode = (request: FastifyRequest): number | null => (request.viewer.kind === "dealer" ? request.viewer.pricecode : null);
  const pricedItemDetail = async (request: FastifyRequest, code: string) => {
    const detail = await itemDetail(ctx, code);
    const [singleItem] = await withTier(request, [detail.singleItem]);
    return singleItem === detail.singleItem ? detail : { ...detail, singleItem: singleItem! };
  };
  // Everyone but a dealer gets the very same (cached, frozen) products back, so answers built around
  // them are passed on untouched when nothing was added: their JSON is then made once, not per request.
  const withTier = async <T extends Product>(request: FastifyRequest, products: T[]) => withDealerTier(ctx, products, dealerPriceCode(request));
  const pricedPage = async <P extends { data: Product[] }>(request: FastifyRequest, page: P): Promise<P> => {
    const data = await withTier(request, page.data);
    return data === page.data ? page : { ...page, data };
  };

  app.get("/makes", { config: open, schema: { tags, response: { 200: make.array() } } }, () => listMakes(ctx));

  const asItems = wrapOnce((items: { id: number; make: string }[]) => ({ items }));
  app.get("/vehicle-makes", { config: open, schema: { tags, summary: "The vehicle makes list", response: { 200: vehicleMakes } } }, async () =>
    asItems(await listVehicleMakes(ctx)),
  );

  app.get(
    "/getRandomNewProducts",
    { config: priced, schema: { tags, summary: "New Arrival: the newest parts of a random make", response: { 200: randomNewProductsReply } } },
    async (request) => {
      const answer = await randomNewProducts(ctx);
      const items = await withTier(request, answer.random_items);
      return items === answer.random_items ? answer : { ...answer, random_items: items };
    },
  );

  app.get(
    "/popular",
    { config: priced, schema: { tags, summary: "Most Popular: popular parts, most viewed first", response: { 200: product.array() } } },
    async (request) => withTier(request, await listPopular(ctx)),
  );

  app.get(
    "/featureProducts",
    { config: priced, schema: { tags, summary: "Featured parts (the On Discount carousel)", response: { 200: product.array() } } },
    async (request) => withTier(request, await listFeatured(ctx)),
  );

  app.get("/holidayItem", { config: open, schema: { tags, summary: "Holiday sale items", response: { 200: saleItem.array() } } }, () => listHolidayItems(ctx));

  app.post(
    "/searchHolidaySale",
    {
      config: open,
      schema: { tags, summary: "Holiday sale items by make, year and item, 20 a page", body: productSearch, response: { 200: saleItemPage, ...invalid } },
    },
    (request) => searchHolidaySale(ctx, request.body),
  );

  app.post(
    "/viewed",
    { config: open, schema: { tags, summary: "Records a view of a part", body: viewedBody, response: { 200: statusReply, ...unknown } } },
    async (request) => {
      await recordView(ctx, request.body.item);
      return { status: "ok" };
    },
  );

  app.get(
    "/searchFeatured",
    {
      config: priced,
      schema: {
        tags,
        summary: "Hot Deals: promotional parts by make, year and item, with facets and sorts, 20 a page",
        querystring: productListSearch,
        response: { 200: productListPage, ...invalid },
      },
    },
    async (request) => {
      return pricedPage(request, await searchPromotional(ctx, request.query));
    },
  );

  app.get(
    "/searchResualt",
    {
      config: priced,
      schema: {
        tags,
        summary: "The product list and search: parts by make, year and item, with facets (type, in_stock, on_sale, price) and sorts, 20 a page",
        querystring: productListSearch,
        response: { 200: productListPage, ...invalid },
      },
    },
    async (request) => {
      return pricedPage(request, await searchParts(ctx, request.query));
    },
  );

  app.get(
    "/suggest",
    {
      config: priced,
      schema: {
        tags,
        summary: "Suggestions while typing: up to 6 parts with the caller's price, and the vehicles and makes the words name",
        querystring: suggestQuery,
        response: { 200: suggestReply, ...invalid },
      },
    },
    (request) => suggest(ctx, request.query.q, priceViewerOf(request.viewer)),
  );

  app.get(
    "/item/:id",
    {
      config: priced,
      schema: { tags, summary: "One part by item code, with the makes it fits", params: itemParams, response: { 200: itemDetailReply, ...unknown } },
    },
    (request) => pricedItemDetail(request, request.params.id),
  );

  app.get(
    "/item/:id/related",
    {
      config: priced,
      schema: {
        tags,
        summary: "A part page's other parts for the same vehicles: those sharing the most vehicles first, at most 8, priced as the product list",
        params: itemParams,
        response: { 200: relatedPartsReply, ...invalid },
      },
    },
    async (request) => pricedPage(request, { data: await relatedParts(ctx, request.params.id) }),
  );

  app.get(
    "/items/:code",
    { config: priced, schema: { tags, summary: "Item detail by code", params: itemCodeParams, response: { 200: itemDetailReply, ...unknown } } },
    (request) => pricedItemDetail(request, request.params.code),
  );

  // Shop by vehicle (issue 19): the selects' lists, narrowed year -> make -> model, and a vehicle's parts.
  const vehicleTags = ["vehicles"];
  app.get(
    "/vehicles/years",
    { config: open, schema: { tags: vehicleTags, summary: "The model years some part fits, newest first", response: { 200: vehicleYearsReply } } },
    async () => ({ years: await vehicleYears(ctx) }),
  );

  app.get(
    "/vehicles/makes",
    {
      config: open,
      schema: {
        tags: vehicleTags,
        summary: "The makes with parts for a model year",
        querystring: vehicleMakesQuery,
        response: { 200: vehicleMakesReply, ...invalid },
      },
    },
    async (request) => ({ makes: await vehicleMakesOfYear(ctx, request.query.year) }),
  );

  app.get(
    "/vehicles/models",
    {
      config: open,
      schema: {
        tags: vehicleTags,
        summary: "The models of a make with parts for a model year",
        querystring: vehicleModelsQuery,
        response: { 200: vehicleModelsReply, ...invalid },
      },
    },
    async (request) => ({ models: await vehicleModelsOf(ctx, request.query.year, request.query.make) }),
  );

  app.get(
    "/vehicles/:year/:make/:model/parts",
    {
      config: priced,
      schema: {
        tags: vehicleTags,
        summary: "The parts that fit a vehicle (make and model in any case), 20 a page, priced as the product list",
        params: vehicleParams,
        querystring: vehiclePartsQuery,
        response: { 200: vehiclePartsReply, ...unknown },
      },
    },
    async (request) => pricedPage(request, await vehicleParts(ctx, request.params, request.query.page)),
  );

  const asItem = wrapOnce((item: SaleItem[]) => ({ item }));
  app.get(
    "/specials",
    {
      config: open,
      schema: {
        tags,
        summary: "Parts with a special sale price (fits: only those that fit a vehicle, and universal parts)",
        querystring: specialsQuery,
        response: { 200: specials, ...invalid },
      },
    },
    async (request) => asItem(await listSpecials(ctx, request.query.fits)),
  );

  app.get("/hot-sale", { config: priced, schema: { tags, summary: "Hot-sale parts", response: { 200: product.array() } } }, async (request) =>
    withTier(request, await listHotSale(ctx)),
  );

  app.get("/promotional", { config: priced, schema: { tags, summary: "Promotional parts", response: { 200: product.array() } } }, async (request) =>
    withTier(request, await listPromotional(ctx)),
  );

  const asModels = wrapOnce((models: ClassicModel[]) => ({ models }));
  app.get(
    "/getClassicModels",
    {
      config: open,
      schema: { tags, summary: "Classic body models, optionally of one make", querystring: classicModelsQuery, response: { 200: classicModels, ...invalid } },
    },
    async (request) => asModels(await listClassicModels(ctx, request.query.make)),
  );

  app.get(
    "/classicBody/:id",
    {
      config: open,
      schema: {
        tags,
        summary: "One classic body model with its images, includes and shipping",
        params: classicBodyParams,
        response: { 200: classicBodyReply, ...unknown },
      },
    },
    (request) => classicBodyDetail(ctx, request.params.id),
  );

  app.get(
    "/getModelList/:id",
    {
      config: priced,
      schema: {
        tags,
        summary: "Classic body models of a make ('all' for every make), priced by the caller's price code (USD)",
        params: modelListParams,
        response: { 200: modelListReply, ...invalid },
      },
    },
    async (request) => {
      const make = request.params.id.toLowerCase() === "all" ? undefined : request.params.id;
      return { model_list: await classicModelsPriced(ctx, make, dealerPriceCode(request)) };
    },
  );
};
