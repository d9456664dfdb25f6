import type { Ctx } from "../../context";

/**
 * A public content answer (banners, catalogues: changed rarely, the same for everyone) read through the
 * content read cache when the context has the caches, reused for CATALOG_CACHE_SECONDS as the
 * catalogue's lists are; a staff change clears it on every server.
 */
export function cached<T>({ caches }: Ctx<"db", "caches">, key: string, load: () => PromiseLike<T>): Promise<T> {
  const cache = caches?.content;
  return cache ? cache.get(key, load) : Promise.resolve(load());
}
