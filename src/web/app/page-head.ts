import type { ClassicBodyDetail, ItemDetail, Product } from "../../domain/contracts/catalog";
import type { VehiclePartsReply } from "../../domain/contracts/vehicles";
import { vehicleName, vehiclePath } from "../../domain/fitment";
import type { MessageKey, Translator } from "../../domain/i18n/catalogue";
import { partDescription } from "../../domain/i18n/content";
import { formatCentsIn } from "../../domain/i18n/format";
import { type Locale, pathInLocale } from "../../domain/i18n/locales";
import { fromCents } from "../../domain/money";
import { RETAIL_VIEWER, unitPrice } from "../../domain/pricing";
import type { PageHead } from "../../domain/server-rendering";
import { DEFAULT_STORE, type StoreInfo } from "../../domain/store";
import { makesQueryOptions, productSearchQueryOptions, promotionsQueryOptions, specialsQueryOptions } from "../features/catalog/api";
import { readCatalogParams } from "../features/catalog/filters";
import { CLASSIC_MAKES, classicBodyQuery, classicModelsQuery } from "../features/classic-body/api";
import { catalogsQuery } from "../features/content/api";
import { bannersQueryOptions, newArrivalsQueryOptions, onDiscountQueryOptions, popularQueryOptions } from "../features/home/api";
import { inquiryItemQuery } from "../features/inquiries/api";
import { inquiryKindOf } from "../features/inquiries/inquiry-kind";
import { paymentSettingsQueryOptions } from "../features/payments/api";
import { vehicleMakesQuery, vehicleModelsQuery, vehiclePartsQuery, vehicleYearsQuery } from "../features/vehicles/api";
import { pageOfSearch, vehicleOfParams } from "../features/vehicles/params";
import { storeInfoQueryOptions } from "../lib/store-info";
import { itemDetailQueryOptions, relatedPartsQueryOptions } from "../products/api";

/** The pages the server renders with their data; every other page (accounts, cart, checkout, the console) is rendered by the browser alone. */
export const SERVER_RENDERED_PAGES = new Set([
  "home",
  "makes",
  "make",
  "part",
  "specials",
  "promotions",
  "search",
  "classic-body",
  "classic-models",
  "classic-model",
  "inquiry",
  "catalog",
  "privacy-policy",
  "contact-us",
  "vehicles",
  "vehicle",
  "not-found",
]);

/** The pages only the browser renders that have a title of their own, by their path's first segment (their words: `seo.browserPage.*`). */
const BROWSER_PAGES = new Set([
  "sign-in",
  "register",
  "forgetpassword",
  "reset-password",
  "customer-info",
  "profile",
  "wishlist",
  "cart",
  "confirm-order",
  "dealer-confirm-order",
  "payment",
  "pending-order-payment",
  "order-quote",
  "order-receipt",
  "dealer-order-receipt",
  "pending-order-details",
  "order-returns",
]);

export type PageParams = Record<string, string | undefined>;

/** The queries a page's first render reads, with the same options its components use, so the browser finds them answered. */
// biome-ignore lint/suspicious/noExplicitAny: query options of many data types, only handed to prefetchQuery.
export function pageQueries(pageId: string, params: PageParams, search: URLSearchParams): any[] {
  // The header's Shop by vehicle form lists the years on every page; the footer says whether PayPal is taken.
  const everyPage = [storeInfoQueryOptions(), vehicleYearsQuery(), paymentSettingsQueryOptions()];
  const catalog = readCatalogParams(search);
  switch (pageId) {
    case "home":
      return [...everyPage, bannersQueryOptions(), newArrivalsQueryOptions(), onDiscountQueryOptions(), popularQueryOptions()];
    case "makes":
      return [...everyPage, makesQueryOptions()];
    case "make":
      return [...everyPage, makesQueryOptions(), productSearchQueryOptions({ ...catalog, make: params.productId || undefined })];
    case "part": {
      const code = params.productCode ?? "";
      return [...everyPage, itemDetailQueryOptions(code), relatedPartsQueryOptions(code)];
    }
    case "search":
      return [...everyPage, makesQueryOptions(), productSearchQueryOptions(catalog)];
    case "promotions":
      return [...everyPage, makesQueryOptions(), promotionsQueryOptions(catalog)];
    case "specials":
      return [...everyPage, specialsQueryOptions(catalog.fits)];
    case "classic-body":
      return [...everyPage, ...CLASSIC_MAKES.map((make) => classicModelsQuery(make))];
    case "classic-models":
    case "classic-model": {
      const list = [...everyPage, classicModelsQuery((params.model ?? "").toUpperCase())];
      return params.modelCode ? [...list, classicBodyQuery(params.modelCode)] : list;
    }
    case "inquiry": {
      const code = (params.productId ?? "").trim();
      return code ? [...everyPage, inquiryItemQuery(code, inquiryKindOf(search) === "model")] : everyPage;
    }
    case "catalog":
      return [...everyPage, catalogsQuery()];
    case "vehicle":
      return [...everyPage, vehiclePartsQuery(vehicleOfParams(params), pageOfSearch(search))];
    case "vehicles": {
      const year = Number(search.get("year") ?? "");
      const make = search.get("make")?.trim() ?? "";
      if (!Number.isInteger(year) || year <= 0) return everyPage;
      return [...everyPage, vehicleMakesQuery(year), ...(make ? [vehicleModelsQuery(year, make)] : [])];
    }
    default:
      return everyPage;
  }
}

/** A description on one line, within what search engines show; the no-break spaces of French (`549,99 $`, `Aubaines :`) stay. */
function clip(text: string, length = 155): string {
  const flat = text.replace(/[^\S\u00a0\u202f]+/g, " ").trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

function years(part: Pick<Product, "year_from" | "year_end">): string {
  return part.year_from === part.year_end ? String(part.year_from) : `${part.year_from}-${part.year_end}`;
}

/** The words a page's head is written in: its language and that language's messages (`translatorOf` on the server, `useWords()` in the browser). */
export interface HeadWords {
  locale: Locale;
  t: Translator["t"];
}

/** The heading of a search, as its title says it. */
function searchTitle({ make, year, item }: { make?: string; year?: number; item?: string }, { t }: HeadWords): string {
  const scope = [make, year].filter((part) => part !== undefined).join(", ");
  if (item && scope) return t("seo.search.itemIn", { item, scope });
  if (item) return t("seo.search.item", { item });
  if (scope) return t("seo.search.scope", { scope });
  return t("seo.search.all");
}

/**
 * schema.org Product of a part, priced for an anonymous shopper (the retail price of DESIGN 7) in CAD;
 * the page it is the main thing of says the page's language (`inLanguage`), since a Product has none.
 */
export function productJsonLd(part: Product, url: string, origin: string, words: HeadWords): Record<string, unknown> {
  const price = unitPrice(part, RETAIL_VIEWER);
  const image = part.big || part.img_path;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: partDescription(part, words.locale),
    sku: part.item,
    image: image.startsWith("/") ? `${origin}${image}` : image,
    description: words.t("seo.part.jsonLdDescription", { part: partDescription(part, words.locale), make: part.make, years: years(part) }),
    brand: { "@type": "Brand", name: part.make },
    mainEntityOfPage: { "@type": "ItemPage", "@id": url, inLanguage: words.locale },
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "CAD",
      price: fromCents(price.unitCents).toFixed(2),
      availability: part.onhand > 0 ? "https://schema.org/InStock" : "https://schema.org/BackOrder",
      itemCondition: "https://schema.org/NewCondition",
    },
  };
}

/**
 * The title, description, canonical path and structured data of a page, in the page's language: the
 * server writes them into the HTML, the browser sets the title when it navigates. `read` gives a
 * query's data when it is at hand. Paths are the routes' own (`/all-products/FORD`, without the
 * language's basename); the canonical path is the page's address in its language (`/fr/all-products/FORD`).
 */
export function pageHead(
  pageId: string | undefined,
  params: PageParams,
  search: URLSearchParams,
  read: (queryKey: readonly unknown[]) => unknown,
  words: HeadWords,
  options: { origin?: string; pathname?: string } = {},
): PageHead {
  const { t, locale } = words;
  const origin = options.origin ?? "";
  const store = (read(storeInfoQueryOptions().queryKey) as StoreInfo | undefined) ?? DEFAULT_STORE;
  const name = store.name;
  const inLocale = (path: string) => pathInLocale(path, locale);
  const titled = (title: string, description: string, path: string, jsonLd: Record<string, unknown> | null = null): PageHead => ({
    title: `${title} | ${name}`,
    description: clip(description),
    canonicalPath: inLocale(path),
    jsonLd,
  });
  const pageSuffix = (page: number) => (page > 1 ? t("seo.pageSuffix", { page }) : "");
  const listPage = pageSuffix(readCatalogParams(search).page);
  const make = params.productId ?? "";
  const makePath = `/all-products/${encodeURIComponent(make)}`;
  switch (pageId) {
    case "home":
      return { title: t("seo.home.title", { name }), description: clip(t("seo.home.description", { name })), canonicalPath: inLocale("/"), jsonLd: null };
    case "makes":
      return titled(t("seo.makes.title"), t("seo.makes.description"), "/all-products");
    case "make":
      return titled(`${t("seo.make.title", { make })}${listPage}`, t("seo.make.description", { make }), makePath);
    case "part": {
      const code = params.productCode ?? "";
      const detail = read(itemDetailQueryOptions(code).queryKey) as ItemDetail | null | undefined;
      const path = `${makePath}/${encodeURIComponent(code)}`;
      if (!detail) return titled(t("seo.part.unknownTitle", { code, make }), t("seo.part.unknownDescription", { code, make }), path);
      const part = detail.singleItem;
      const price = formatCentsIn(unitPrice(part, RETAIL_VIEWER).unitCents, locale);
      return titled(
        t("seo.part.title", { part: partDescription(part, words.locale), code: part.item, make }),
        t("seo.part.description", {
          part: partDescription(part, words.locale),
          code: part.item,
          make: part.make,
          years: years(part),
          inStock: part.onhand > 0 ? "yes" : "no",
          price,
        }),
        path,
        productJsonLd(part, `${origin}${inLocale(path)}`, origin, words),
      );
    }
    case "specials":
      return titled(t("seo.specials.title"), t("seo.specials.description"), "/specials");
    case "promotions":
      return titled(`${t("seo.promotions.title")}${listPage}`, t("seo.promotions.description"), "/promotions");
    case "search": {
      const heading = searchTitle(readCatalogParams(search), words);
      return titled(`${heading}${listPage}`, t("seo.search.description", { heading, name }), "/search");
    }
    case "classic-body":
      return titled(t("seo.classicBody.title"), t("seo.classicBody.description", { makes: CLASSIC_MAKES.join(", ") }), "/classic-body");
    case "classic-models":
    case "classic-model": {
      const makeName = (params.model ?? "").toUpperCase();
      const listPath = `/classic-body/${encodeURIComponent(params.model ?? "")}`;
      const detail = params.modelCode ? (read(classicBodyQuery(params.modelCode).queryKey) as ClassicBodyDetail | undefined) : undefined;
      if (params.modelCode) {
        const title = detail
          ? t("seo.classicModel.title", { model: detail.singleItem.model, year: detail.singleItem.year_model })
          : t("seo.classicModel.unknownTitle", { code: params.modelCode });
        return titled(title, detail ? detail.singleItem.description || title : title, `${listPath}/${encodeURIComponent(params.modelCode)}`);
      }
      return titled(t("seo.classicModels.title", { make: makeName }), t("seo.classicModels.description", { make: makeName }), listPath);
    }
    case "inquiry": {
      const code = (params.productId ?? "").trim();
      return titled(
        t("seo.inquiry.title", { kind: inquiryKindOf(search), code }),
        t("seo.inquiry.description", { name, code }),
        `/shipping-inquiry/${encodeURIComponent(code)}`,
      );
    }
    case "vehicles":
      return titled(t("seo.vehicles.title"), t("seo.vehicles.description"), "/vehicles");
    case "vehicle": {
      const asked = vehicleOfParams(params);
      const page = pageOfSearch(search);
      const reply = read(vehiclePartsQuery(asked, page).queryKey) as VehiclePartsReply | undefined;
      const vehicle = reply?.vehicle.name ?? vehicleName(asked);
      return titled(
        `${t("seo.vehicle.title", { vehicle })}${pageSuffix(page)}`,
        t("seo.vehicle.description", { vehicle }),
        `${vehiclePath(reply?.vehicle ?? asked)}${page > 1 ? `?page=${page}` : ""}`,
      );
    }
    case "catalog":
      return titled(t("seo.catalog.title"), t("seo.catalog.description"), "/catalog");
    case "privacy-policy":
      return titled(t("seo.privacy.title"), t("seo.privacy.description", { name }), "/privacy-policy");
    case "contact-us":
      return titled(t("seo.contact.title"), t("seo.contact.description", { name }), "/contact-us");
    case "not-found":
      return titled(t("seo.notFound.title"), t("seo.notFound.description"), "/");
    default: {
      const pathname = options.pathname ?? "/";
      const segment = pathname.split("/")[1] ?? "";
      const label = BROWSER_PAGES.has(segment) ? t(`seo.browserPage.${segment}` as MessageKey) : "Partshop";
      return titled(label, t("seo.browserPage.description", { page: label, name }), pathname);
    }
  }
}
