import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Banner, Product, RandomNewProducts } from "../../../domain/contracts/catalog";
import { apiGet } from "../../lib/api";

/** The catalog contracts, loaded beside the home page's first requests rather than with its code. */
const catalogContracts = () => import("../../../domain/contracts/catalog");

/** How many times New Arrival asks again when the server hands back an empty random pick. */
export const NEW_ARRIVAL_ATTEMPTS = 3;

export const homeKeys = {
  all: ["home"] as const,
  banners: () => [...homeKeys.all, "banners"] as const,
  newArrivals: () => [...homeKeys.all, "new-arrivals"] as const,
  onDiscount: () => [...homeKeys.all, "on-discount"] as const,
  popular: () => [...homeKeys.all, "popular"] as const,
};

/** The home carousel's banners. A failure is logged (spec: 'Failed to fetch banners') and the carousel stays empty. */
export async function fetchBanners(signal?: AbortSignal): Promise<Banner[]> {
  try {
    return await apiGet("/banner", { schema: () => catalogContracts().then((contracts) => contracts.banner.array()), signal });
  } catch (error) {
    if (!signal?.aborted) console.error("Failed to fetch banners", error);
    throw error;
  }
}

/** A random make's newest parts; an empty pick is fetched again, up to NEW_ARRIVAL_ATTEMPTS times in all. */
export async function fetchNewArrivals(signal?: AbortSignal): Promise<RandomNewProducts> {
  const pick = () => apiGet("/getRandomNewProducts", { schema: () => catalogContracts().then((contracts) => contracts.randomNewProducts), signal });
  let reply = await pick();
  for (let attempt = 1; attempt < NEW_ARRIVAL_ATTEMPTS && reply.random_items.length === 0; attempt++) {
    reply = await pick();
  }
  return reply;
}

export function fetchOnDiscount(signal?: AbortSignal): Promise<Product[]> {
  return apiGet("/featureProducts", { schema: () => catalogContracts().then((contracts) => contracts.product.array()), signal });
}

export function fetchPopular(signal?: AbortSignal): Promise<Product[]> {
  return apiGet("/popular", { schema: () => catalogContracts().then((contracts) => contracts.product.array()), signal });
}

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.banners(), queryFn: ({ signal }) => fetchBanners(signal), staleTime: 10 * 60_000, retry: false });
export const newArrivalsQueryOptions = () => queryOptions({ queryKey: homeKeys.newArrivals(), queryFn: ({ signal }) => fetchNewArrivals(signal) });
export const onDiscountQueryOptions = () => queryOptions({ queryKey: homeKeys.onDiscount(), queryFn: ({ signal }) => fetchOnDiscount(signal) });
export const popularQueryOptions = () => queryOptions({ queryKey: homeKeys.popular(), queryFn: ({ signal }) => fetchPopular(signal) });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}

export function useNewArrivals() {
  return useQuery(newArrivalsQueryOptions());
}

export function useOnDiscount() {
  return useQuery(onDiscountQueryOptions());
}

export function usePopular() {
  return useQuery(popularQueryOptions());
}
