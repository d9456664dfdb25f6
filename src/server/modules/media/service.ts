import { DEFAULT_LOCALE, type Locale } from "../../../domain/i18n/locales";
import type { Ctx } from "../../context";
import { notFound } from "../../errors";
import { lettersIn } from "../../lib/letters";
import { classicModelOfImage, makeByName, makeNames, partDescription, partsForCatalogue } from "../catalog/service";
import { bannerBySeq, catalogueByName, storeDetails } from "../content/service";
import { renderCatalogPdf } from "./catalog-pdf";
import { type BannerShape, bannerSvg, classicBodySvg, makeBadgeSvg, onDiscountSvg, partSvg } from "./drawings";

/** How many parts one catalogue PDF lists at most. */
export const CATALOG_PART_LIMIT = 600;

const stem = (file: string, extension: string) => file.slice(0, -extension.length);

/** What a catalogue's name says it covers: "ford-mustang-1964-1973". */
export interface CatalogScope {
  make: string;
  model: string;
  from: number;
  to: number;
}

/** Reads make, model and years from a catalogue name; null when the name does not say. */
export function catalogScope(name: string, knownMakes: readonly string[]): CatalogScope | null {
  const tokens = name.toLowerCase().split(/[-_]+/).filter(Boolean);
  if (tokens.length < 4) return null;
  const to = Number(tokens.at(-1));
  const from = Number(tokens.at(-2));
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1900 || to < from) return null;
  const words = tokens.slice(0, -2);
  for (let size = words.length - 1; size >= 1; size--) {
    const make = words.slice(0, size).join("-").toUpperCase();
    const spaced = words.slice(0, size).join(" ").toUpperCase();
    const known = knownMakes.find((m) => m === make || m === spaced);
    if (known) return { make: known, model: words.slice(size).join(" "), from, to };
  }
  return null;
}

const titleCase = (text: string) => text.replace(/\b([a-z])/g, (c) => c.toUpperCase());

export interface MediaService {
  partImage(file: string, size: "small" | "large"): Promise<string>;
  makeBadge(file: string): Promise<string>;
  bannerImage(file: string, shape?: BannerShape): Promise<string>;
  classicImage(file: string): Promise<string>;
  onDiscountImage(): string;
  /** A catalogue's PDF, its words in `locale` (English when not given). */
  catalogPdf(file: string, locale?: Locale): Promise<Buffer>;
}

/**
 * Generated pictures and catalogue PDFs, drawn from catalogue and content rows and kept in the app's
 * media cache until a change to the catalogue or content invalidates it. They read through the
 * catalogue's and content's services and the store's details as the owner last saved them.
 */
export function createMediaService(ctx: Ctx<"db" | "config" | "caches">): MediaService {
  const cache = ctx.caches.media;
  const drawing = new Map<string, Promise<string | Buffer>>();

  /** The cached drawing for a key, else draws it once however many ask at the same time. */
  function drawn<T extends string | Buffer>(key: string, draw: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit !== undefined) return Promise.resolve(hit as T);
    let pending = drawing.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = draw().then((made) => {
        cache.set(key, made);
        return made;
      });
      drawing.set(key, pending);
      const forget = () => drawing.delete(key);
      pending.then(forget, forget);
    }
    return pending;
  }

  return {
    partImage(file, size) {
      const code = stem(file, ".svg");
      return drawn(`part:${size}:${code}`, async () => {
        const descrip = await partDescription(ctx, code);
        if (descrip === null) throw notFound("picture", file);
        return partSvg(code, descrip, size);
      });
    },

    makeBadge(file) {
      const make = stem(file, ".svg");
      return drawn(`make:${make}`, async () => {
        const found = await makeByName(ctx, make);
        if (found === null) throw notFound("badge", file);
        return makeBadgeSvg(found);
      });
    },

    async bannerImage(file, shape = "wide") {
      const banner = await bannerBySeq(ctx, Number(stem(file, ".svg")));
      if (!banner) throw notFound("bannerFile", file);
      return drawn(`banner:${shape}:${banner.seq}:${banner.link}`, async () => bannerSvg(banner.seq, banner.link, shape));
    },

    classicImage(file) {
      return drawn(`classic:${file}`, async () => {
        const row = await classicModelOfImage(ctx, `/images/classic/${file}`);
        if (!row) throw notFound("picture", file);
        const view = Number(/-(\d+)\.svg$/.exec(file)?.[1] ?? row.seq) || 1;
        return classicBodySvg({ ...row, view });
      });
    },

    onDiscountImage: onDiscountSvg,

    catalogPdf(file, locale = DEFAULT_LOCALE) {
      const name = stem(file, ".pdf");
      return drawn(`catalogue:${name}:${locale}`, async () => {
        const row = await catalogueByName(ctx, name);
        if (!row) throw notFound("catalogueFile", file);
        const scope = catalogScope(row.name, await makeNames(ctx));
        const parts = await partsForCatalogue(ctx, scope, CATALOG_PART_LIMIT);
        const { t } = lettersIn(locale);
        const subtitle = scope
          ? t("documents.catalogue.scope", {
              make: titleCase(scope.make.toLowerCase()),
              model: titleCase(scope.model),
              from: String(scope.from),
              to: String(scope.to),
            })
          : t("documents.catalogue.featured");
        return renderCatalogPdf({ title: row.display, subtitle, parts, store: await storeDetails(ctx), locale });
      });
    },
  };
}
