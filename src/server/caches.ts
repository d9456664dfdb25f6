import { LRUCache } from "lru-cache";
import type { Config } from "./config";
import { ReadCache } from "./lib/read-cache";
import type { Signals } from "./lib/signals";
import { LiveCatalogIndex } from "./modules/catalog/search-index/poller";

/** An uploaded file as the shop serves it. */
export interface UploadedBytes {
  contentType: string;
  bytes: Buffer;
  sha256: string;
}

/**
 * What a change can make stale: the catalogue (parts, prices, specials, classic models), only its
 * stock (an order took or gave back stock), or the content (banners, catalogues). The catalogue's
 * search index is not among them: it follows the database's log of changes itself.
 */
export type CacheArea = "catalog" | "stock" | "content";

/**
 * Every cache of the app, made once where the app is composed and handed to the services that read
 * through them. A stock change, an order or a staff edit calls `invalidate(area)`, and the next read
 * of that area comes from the database.
 */
export interface AppCaches {
  /**
   * Public catalogue answers: `answers` (lists and pages), `costly` (new arrivals, kept 6x as long),
   * `live` (quick view: only concurrent reads share).
   */
  catalog: { answers: ReadCache; costly: ReadCache; live: ReadCache };
  /**
   * The catalogue's search index (decision 022), which answers which parts a list or search holds
   * and how many. It follows the database's own log of catalogue changes, so no invalidation reaches
   * it: it is current for every request whoever changed the catalogue, and read whole again in the
   * background once older than CATALOG_INDEX_SECONDS.
   */
  catalogIndex: LiveCatalogIndex;
  /** Banners and catalogues. */
  content: ReadCache;
  /** Generated pictures (SVG) and catalogue PDFs, drawn from catalogue and content rows. */
  media: LRUCache<string, string | Buffer>;
  /** Files staff uploaded, by path ("parts/F67-HOOD-2.jpg"; false: none), up to 64 MB for five minutes; saving one forgets it here. */
  uploads: LRUCache<string, UploadedBytes | false>;
  /** Forgets every cached answer of an area at once, on every server. */
  invalidate(area: CacheArea): void;
  /** Forgets an uploaded file (saved again) on every server. */
  forgetUpload(path: string): void;
  /**
   * Joins the other servers on the database: their invalidations clear this server's caches, and
   * while their signals cannot be heard nothing is cached here.
   */
  connect(signals: Signals, onError: (error: unknown) => void): void;
}

/** The app's caches, sized and timed by configuration (CATALOG_CACHE_SECONDS, CATALOG_INDEX_SECONDS). */
export function createCaches(config: Pick<Config, "CATALOG_CACHE_SECONDS" | "CATALOG_INDEX_SECONDS">): AppCaches {
  const ttlMs = config.CATALOG_CACHE_SECONDS * 1000;
  const catalog = {
    answers: new ReadCache(ttlMs),
    costly: new ReadCache(ttlMs * 6),
    live: new ReadCache(0),
  };
  const catalogIndex = new LiveCatalogIndex(config.CATALOG_INDEX_SECONDS * 1000);
  // No read cache, no answers kept in the search index either: each request takes the whole path.
  catalogIndex.keepAnswers(ttlMs > 0);
  const content = new ReadCache(ttlMs);
  const media = new LRUCache<string, string | Buffer>({ max: 6000 });
  const uploads = new LRUCache<string, UploadedBytes | false>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (value) => (value ? value.bytes.length : 0) + 200,
    ttl: 5 * 60_000,
  });
  const readCaches = [...Object.values(catalog), content];
  const clearLocal = (area: CacheArea) => {
    if (area === "content") content.clear();
    else for (const cache of Object.values(catalog)) cache.clear();
    media.clear();
  };
  let tell: ((payload: string) => void) | undefined;
  return {
    catalog,
    catalogIndex,
    content,
    media,
    uploads,
    invalidate(area) {
      clearLocal(area);
      tell?.(area);
    },
    forgetUpload(path) {
      uploads.delete(path);
      tell?.(`upload:${path}`);
    },
    connect(signals, onError) {
      tell = (payload) => void signals.publish("cache", payload).catch(onError);
      signals.on("cache", (payload) => {
        if (payload === "catalog" || payload === "stock" || payload === "content") clearLocal(payload);
        else if (payload.startsWith("upload:")) uploads.delete(payload.slice("upload:".length));
      });
      signals.onListening((listening) => {
        for (const cache of readCaches) cache.suspend(!listening);
        media.clear();
        uploads.clear();
      });
    },
  };
}
