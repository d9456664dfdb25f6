import type { ClassicBodyDetail, ItemDetail, Product } from "../../domain/contracts/catalog";
import type { VehiclePartsReply } from "../../domain/contracts/vehicles";
import { vehicleName, vehiclePath } from "../../domain/fitment";
import { fromCents } from "../../domain/money";
import { RETAIL_VIEWER, unitPrice } from "../../domain/pricing";
import type { PageHead } from "../../domain/server-rendering";
import { DEFAULT_STORE, type StoreInfo } from "../../domain/store";
import { makesQueryOptions, productSearchQueryOptions, promotionsQueryOptions, specialsQueryOptions } from "../features/catalog/api";
import { readCatalogParams } from "../features/catalog/filters";
import { searchHeading } from "../features/catalog/pages/search-page";
import { CLASSIC_MAKES, classicBodyQuery, classicModelsQuery } from "../features/classic-body/api";
import { catalogsQuery } from "../features/content/api";
import { bannersQueryOptions, newArrivalsQueryOptions, onDiscountQueryOptions, popularQueryOptions } from "../features/home/api";
import { inquiryItemQuery } from "../features/inquiries/api";
import { inquiryKindOf } from "../features/inquiries/inquiry-kind";
import { vehicleMakesQuery, vehicleModelsQuery, vehiclePartsQuery, vehicleYearsQuery } from "../features/vehicles/api";
import { pageOfSearch, vehicleOfParams } from "../features/vehicles/params";
import { storeInfoQueryOptions } from "../lib/store-info";
import { itemDetailQueryOptions } from "../products/api";

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

/** The titles of the pages only the browser renders, by their path's first segment. */
const BROWSER_PAGE_TITLES: Record<string, string> = {
  "sign-in": "Sign in",
  register: "Create an account",
  forgetpassword: "Forgotten password",
  "reset-password": "Choose a new password",
  "customer-info": "Your details",
  profile: "My profile",
  wishlist: "My wishlist",
  cart: "Shopping cart",
  "confirm-order": "Confirm your order",
  "dealer-confirm-order": "Confirm your dealer order",
  payment: "Payment",
  "pending-order-payment": "Pay a pending order",
  "order-quote": "Order quote",
  "order-receipt": "Order receipt",
  "dealer-order-receipt": "Dealer order receipt",
  "pending-order-details": "Pending order",
};

export type PageParams = Record<string, string | undefined>;

/** The queries a page's first render reads, with the same options its components use, so the browser finds them answered. */
// biome-ignore lint/suspicious/noExplicitAny: query options of many data types, only handed to prefetchQuery.
export function pageQueries(pageId: string, params: PageParams, search: URLSearchParams): any[] {
  // The header's Shop by vehicle form lists the years on every page.
  const everyPage = [storeInfoQueryOptions(), vehicleYearsQuery()];
  const catalog = readCatalogParams(search);
  switch (pageId) {
    case "home":
      return [...everyPage, bannersQueryOptions(), newArrivalsQueryOptions(), onDiscountQueryOptions(), popularQueryOptions()];
    case "makes":
      return [...everyPage, makesQueryOptions()];
    case "make":
    case "part": {
      const list = [...everyPage, makesQueryOptions(), productSearchQueryOptions({ ...catalog, make: params.productId || undefined })];
      return params.productCode ? [...list, itemDetailQueryOptions(params.productCode)] : list;
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

function clip(text: string, length = 155): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

function pageSuffix(search: URLSearchParams): string {
  const page = readCatalogParams(search).page;
  return page > 1 ? `, page ${page}` : "";
}

function years(part: Pick<Product, "year_from" | "year_end">): string {
  return part.year_from === part.year_end ? String(part.year_from) : `${part.year_from}-${part.year_end}`;
}

/** schema.org Product of a part, priced for an anonymous shopper (the retail price of DESIGN 7) in CAD. */
export function productJsonLd(part: Product, url: string, origin: string): Record<string, unknown> {
  const price = unitPrice(part, RETAIL_VIEWER);
  const image = part.big || part.img_path;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: part.descrip,
    sku: part.item,
    image: image.startsWith("/") ? `${origin}${image}` : image,
    description: `${part.descrip} for ${part.make} ${years(part)}`,
    brand: { "@type": "Brand", name: part.make },
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
 * The title, description, canonical path and structured data of a page: the server writes them into
 * the HTML, the browser sets the title when it navigates. `read` gives a query's data when it is at hand.
 */
export function pageHead(
  pageId: string | undefined,
  params: PageParams,
  search: URLSearchParams,
  read: (queryKey: readonly unknown[]) => unknown,
  options: { origin?: string; pathname?: string } = {},
): PageHead {
  const origin = options.origin ?? "";
  const store = (read(storeInfoQueryOptions().queryKey) as StoreInfo | undefined) ?? DEFAULT_STORE;
  const name = store.name;
  const titled = (title: string, description: string, canonicalPath: string, jsonLd: Record<string, unknown> | null = null): PageHead => ({
    title: `${title} | ${name}`,
    description: clip(description),
    canonicalPath,
    jsonLd,
  });
  const make = params.productId ?? "";
  const makePath = `/all-products/${encodeURIComponent(make)}`;
  switch (pageId) {
    case "home":
      return {
        title: `${name} | Auto parts and classic steel body panels`,
        description: clip(`${name}: replacement automotive parts and classic-car steel body panels, shipped across Canada and the USA.`),
        canonicalPath: "/",
        jsonLd: null,
      };
    case "makes":
      return titled("All makes", "Replacement auto parts by vehicle make: pick a make to see its parts, prices and stock.", "/all-products");
    case "make":
      return titled(
        `${make} parts${pageSuffix(search)}`,
        `Replacement parts for ${make} vehicles: prices in CAD, stock and shipping across Canada and the USA.`,
        makePath,
      );
    case "part": {
      const code = params.productCode ?? "";
      const detail = read(itemDetailQueryOptions(code).queryKey) as ItemDetail | undefined;
      const path = `${makePath}/${encodeURIComponent(code)}`;
      if (!detail) return titled(`${code}: ${make} part`, `Part ${code} for ${make} vehicles.`, path);
      const part = detail.singleItem;
      return titled(
        `${part.descrip} (${part.item}) for ${make}`,
        `${part.descrip}, part ${part.item}, fits ${part.make} ${years(part)}. ${part.onhand > 0 ? "In stock" : "Available on back order"}, shipped across Canada and the USA.`,
        path,
        productJsonLd(part, `${origin}${path}`, origin),
      );
    }
    case "specials":
      return titled("Specials", "Parts at a special sale price, while they last.", "/specials");
    case "promotions":
      return titled(`Hot deals${pageSuffix(search)}`, "Hot deals: promotional auto parts at 10% off list, by make, year and part.", "/promotions");
    case "search": {
      const query = readCatalogParams(search);
      return titled(`${searchHeading(query)}${pageSuffix(search)}`, `${searchHeading(query)} at ${name}.`, "/search");
    }
    case "classic-body":
      return titled("Classic car steel bodies", `Brand-new reproduction steel bodies for classic ${CLASSIC_MAKES.join(", ")} cars.`, "/classic-body");
    case "classic-models":
    case "classic-model": {
      const makeName = (params.model ?? "").toUpperCase();
      const listPath = `/classic-body/${encodeURIComponent(params.model ?? "")}`;
      const detail = params.modelCode ? (read(classicBodyQuery(params.modelCode).queryKey) as ClassicBodyDetail | undefined) : undefined;
      if (params.modelCode) {
        const title = detail ? `${detail.singleItem.model} (${detail.singleItem.year_model}) steel body` : `${params.modelCode} steel body`;
        return titled(title, detail ? detail.singleItem.description || title : title, `${listPath}/${encodeURIComponent(params.modelCode)}`);
      }
      return titled(`${makeName} classic steel bodies`, `Reproduction steel bodies for classic ${makeName} models, with prices.`, listPath);
    }
    case "inquiry": {
      const code = (params.productId ?? "").trim();
      const kind = inquiryKindOf(search);
      const label = { shipping: "Shipping inquiry", eta: "ETA inquiry", model: "Model inquiry" }[kind];
      return titled(`${label}: ${code}`, `Ask ${name} about ${code}: we reply by e-mail.`, `/shipping-inquiry/${encodeURIComponent(code)}`);
    }
    case "vehicles":
      return titled("Shop by vehicle", "Choose your vehicle's year, make and model to see the parts that fit it.", "/vehicles");
    case "vehicle": {
      const asked = vehicleOfParams(params);
      const page = pageOfSearch(search);
      const reply = read(vehiclePartsQuery(asked, page).queryKey) as VehiclePartsReply | undefined;
      const vehicle = reply?.vehicle ?? asked;
      const name = reply?.vehicle.name ?? vehicleName(asked);
      return titled(
        `Parts for ${name}${page > 1 ? `, page ${page}` : ""}`,
        `Replacement parts that fit a ${name}: prices in CAD, stock and shipping across Canada and the USA.`,
        `${vehiclePath(vehicle)}${page > 1 ? `?page=${page}` : ""}`,
      );
    }
    case "catalog":
      return titled("Catalogues", "Our parts catalogues as PDF files to read or download.", "/catalog");
    case "privacy-policy":
      return titled("Privacy, cookies and pricing policies", `How ${name} handles your data, cookies, prices, shipping and returns.`, "/privacy-policy");
    case "contact-us":
      return titled("Contact us", `Address, phone, hours and a message form for ${name}.`, "/contact-us");
    case "not-found":
      return titled("Page not found", "The page you asked for does not exist or has moved.", "/");
    default: {
      const pathname = options.pathname ?? "/";
      const label = BROWSER_PAGE_TITLES[pathname.split("/")[1] ?? ""] ?? "Partshop";
      return titled(label, `${label} at ${name}.`, pathname);
    }
  }
}
