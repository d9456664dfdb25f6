import { and, asc, eq, gte, ilike, lte, or, sql } from "drizzle-orm";
import type { StoreInfo } from "../../../domain/store";
import type { Db } from "../../db/client";
import { classicModelImages, classicModels, makes, parts } from "../../db/schema/catalog";
import { banners, catalogs } from "../../db/schema/content";
import { notFound } from "../../errors";
import { type CatalogPart, renderCatalogPdf } from "./catalog-pdf";
import { bannerSvg, classicBodySvg, makeBadgeSvg, onDiscountSvg, partSvg } from "./drawings";

/** How many parts one catalogue PDF lists at most. */
export const CATALOG_PART_LIMIT = 600;

/** Keeps the most recently used entries; the oldest goes when the cache is full. */
class RecentCache<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }
}

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
  bannerImage(file: string): Promise<string>;
  classicImage(file: string): Promise<string>;
  onDiscountImage(): string;
  catalogPdf(file: string): Promise<Buffer>;
}

/** Generated pictures and catalogue PDFs, cached in memory for the life of the server. */
export function createMediaService(db: Db, store: StoreInfo): MediaService {
  const partImages = new RecentCache<string>(5000);
  const pictures = new RecentCache<string>(500);
  const pdfs = new Map<string, Promise<Buffer>>();

  async function catalogParts(name: string): Promise<{ parts: CatalogPart[]; subtitle: string }> {
    const knownMakes = (await db.select({ make: makes.make }).from(makes)).map((row) => row.make);
    const scope = catalogScope(name, knownMakes);
    // Spelled out: drizzle leaves table names off columns in a one-table select, which would uncorrelate the subqueries.
    const fits = sql<string>`coalesce((select string_agg(fit.make, ', ' order by fit.make) from item_makes fit where fit.item = "parts"."item"), "parts"."make")`;
    const columns = { item: parts.item, descrip: parts.descrip, yearFrom: parts.yearFrom, yearEnd: parts.yearEnd, pricel: parts.pricel, makes: fits };
    if (!scope) {
      const rows = await db
        .select(columns)
        .from(parts)
        .where(or(eq(parts.featured, true), eq(parts.popular, true), eq(parts.promotional, true)))
        .orderBy(asc(parts.descrip), asc(parts.item))
        .limit(CATALOG_PART_LIMIT);
      return { parts: rows, subtitle: "Featured, popular and promotional parts" };
    }
    const fitsMake = or(eq(parts.make, scope.make), sql`exists (select 1 from item_makes fit where fit.item = "parts"."item" and fit.make = ${scope.make})`);
    const pattern = `%${scope.model.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await db
      .select(columns)
      .from(parts)
      .where(and(fitsMake, ilike(parts.model, pattern), lte(parts.yearFrom, scope.to), gte(parts.yearEnd, scope.from)))
      .orderBy(asc(parts.yearFrom), asc(parts.descrip), asc(parts.item))
      .limit(CATALOG_PART_LIMIT);
    return { parts: rows, subtitle: `${titleCase(scope.make.toLowerCase())} ${titleCase(scope.model)} replacement and restoration parts, model years ${scope.from} to ${scope.to}` };
  }

  return {
    async partImage(file, size) {
      const code = stem(file, ".svg");
      const key = `${size}:${code}`;
      const cached = partImages.get(key);
      if (cached) return cached;
      const [row] = await db.select({ descrip: parts.descrip }).from(parts).where(eq(parts.item, code));
      if (!row) throw notFound(`The picture ${file}`);
      const svg = partSvg(code, row.descrip, size);
      partImages.set(key, svg);
      return svg;
    },

    async makeBadge(file) {
      const make = stem(file, ".svg");
      const key = `make:${make}`;
      const cached = pictures.get(key);
      if (cached) return cached;
      const [row] = await db.select({ make: makes.make }).from(makes).where(eq(makes.make, make));
      if (!row) throw notFound(`The badge ${file}`);
      const svg = makeBadgeSvg(row.make);
      pictures.set(key, svg);
      return svg;
    },

    async bannerImage(file) {
      const seq = Number(stem(file, ".svg"));
      const [row] = await db.select({ seq: banners.seq, link: banners.link }).from(banners).where(eq(banners.seq, seq));
      if (!row) throw notFound(`The banner ${file}`);
      const key = `banner:${row.seq}:${row.link}`;
      const cached = pictures.get(key);
      if (cached) return cached;
      const svg = bannerSvg(row.seq, row.link);
      pictures.set(key, svg);
      return svg;
    },

    async classicImage(file) {
      const key = `classic:${file}`;
      const cached = pictures.get(key);
      if (cached) return cached;
      const [row] = await db
        .select({ item: classicModels.item, make: classicModels.make, model: classicModels.model, yearModel: classicModels.yearModel, seq: classicModelImages.seq })
        .from(classicModelImages)
        .innerJoin(classicModels, eq(classicModels.item, classicModelImages.item))
        .where(eq(classicModelImages.imgPath, `/images/classic/${file}`));
      if (!row) throw notFound(`The picture ${file}`);
      const view = Number(/-(\d+)\.svg$/.exec(file)?.[1] ?? row.seq) || 1;
      const svg = classicBodySvg({ ...row, view });
      pictures.set(key, svg);
      return svg;
    },

    onDiscountImage: onDiscountSvg,

    catalogPdf(file) {
      const name = stem(file, ".pdf");
      let pdf = pdfs.get(name);
      if (!pdf) {
        pdf = (async () => {
          const [row] = await db.select({ name: catalogs.name, display: catalogs.display }).from(catalogs).where(eq(catalogs.name, name));
          if (!row) throw notFound(`The catalogue ${file}`);
          const selection = await catalogParts(row.name);
          return renderCatalogPdf({ title: row.display, subtitle: selection.subtitle, parts: selection.parts, store });
        })();
        pdfs.set(name, pdf);
        pdf.catch(() => pdfs.delete(name));
      }
      return pdf;
    },
  };
}
