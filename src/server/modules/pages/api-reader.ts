import { classicModelsQuery } from "../../../domain/contracts/catalog";
import { productSearch } from "../../../domain/contracts/common";
import type { ApiReader } from "../../../domain/server-rendering";
import type { AppDeps } from "../../deps";
import { AppError, notFound } from "../../errors";
import * as catalog from "../catalog/service";
import { listBanners, listCatalogs, storeDetails } from "../content/service";

type ReaderDeps = Pick<AppDeps, "db" | "config" | "caches">;

/** A refusal as the renderer's API client reads it: the status the API would have answered. */
class ReadRefused extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

function searchOf(params: URLSearchParams) {
  const parsed = productSearch.safeParse(Object.fromEntries(params));
  if (!parsed.success) throw new ReadRefused(400, "The search is not valid.");
  return parsed.data;
}

/**
 * The storefront's public GET calls answered by the services themselves, as the API answers an anonymous
 * visitor (no session, no dealer tier): what the server renderer reads to render a page. The answer is
 * passed through JSON, as it would be over HTTP, and the browser's contract then checks it.
 */
export function createApiReader(deps: ReaderDeps): ApiReader {
  const ctx: catalog.CatalogContext = { db: deps.db, caches: deps.caches };
  const content = { db: deps.db, cache: deps.caches.content };
  const answer = async (path: string, params: URLSearchParams): Promise<unknown> => {
    const [, first = "", second] = path.split("/");
    const code = second === undefined ? "" : decodeURIComponent(second);
    switch (first) {
      case "store":
        return storeDetails({ db: deps.db, config: deps.config, caches: deps.caches });
      case "banner":
        return listBanners(content);
      case "catalogs":
        return { catalogs: await listCatalogs(content) };
      case "makes":
        return catalog.listMakes(ctx);
      case "getRandomNewProducts":
        return catalog.randomNewProducts(ctx);
      case "featureProducts":
        return catalog.listFeatured(ctx);
      case "popular":
        return catalog.listPopular(ctx);
      case "specials":
        return { item: await catalog.listSpecials(ctx) };
      case "searchResualt":
        return catalog.searchParts(ctx, searchOf(params));
      case "searchFeatured":
        return catalog.searchPromotional(ctx, searchOf(params));
      case "item":
        return catalog.itemDetail(ctx, code);
      case "getClassicModels": {
        const query = classicModelsQuery.safeParse(Object.fromEntries(params));
        if (!query.success) throw new ReadRefused(400, "The make is not valid.");
        return { models: await catalog.listClassicModels(ctx, query.data.make) };
      }
      case "classicBody":
        return catalog.classicBodyDetail(ctx, code);
      default:
        throw notFound(`The call ${path}`);
    }
  };
  return async (path, params) => {
    try {
      return JSON.parse(JSON.stringify(await answer(path, params))) as unknown;
    } catch (error) {
      if (error instanceof AppError) throw new ReadRefused(error.status, error.message);
      throw error;
    }
  };
}
