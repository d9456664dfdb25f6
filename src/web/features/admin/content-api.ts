import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { okReply } from "../../../domain/contracts/accounts";
import {
  adminBannerList,
  adminCatalogueList,
  adminClassicModelList,
  shippingRateTable,
  storeDetails,
  taxRateTable,
} from "../../../domain/contracts/admin-content";
import { apiGet, apiPost } from "../../lib/api";
import { apiPut } from "./console-http";
import { ADMIN_KEY } from "./session-api";

const bannersKey = [ADMIN_KEY, "banners"] as const;
const cataloguesKey = [ADMIN_KEY, "catalogues"] as const;
const classicKey = [ADMIN_KEY, "classic-models"] as const;
const settingsKey = (which: string) => [ADMIN_KEY, "settings", which] as const;

/** GET /api/admin/banners: every banner in the carousel's order. */
export function useAdminBanners() {
  return useQuery({ queryKey: bannersKey, queryFn: ({ signal }) => apiGet("/admin/banners", { schema: adminBannerList, signal }), staleTime: 0 });
}

/** GET /api/admin/catalogs: the catalogue PDFs in the Catalog page's order. */
export function useAdminCatalogues() {
  return useQuery({ queryKey: cataloguesKey, queryFn: ({ signal }) => apiGet("/admin/catalogs", { schema: adminCatalogueList, signal }), staleTime: 0 });
}

/** GET /api/admin/classic-models: every classic body model. */
export function useAdminClassicModels() {
  return useQuery({ queryKey: classicKey, queryFn: ({ signal }) => apiGet("/admin/classic-models", { schema: adminClassicModelList, signal }), staleTime: 0 });
}

type Area = "banners" | "catalogs" | "classic-models";
const keyOf: Record<Area, readonly string[]> = { banners: bannersKey, catalogs: cataloguesKey, "classic-models": classicKey };

/** A POST under /api/admin/{banners|catalogs|classic-models}; the area's list is loaded again afterwards, whatever the answer. */
export function useContentChange<T>(area: Area, schema: z.ZodType<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) => apiPost(`/admin/${area}${path}`, body ?? {}, { schema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf[area] }),
  });
}

/** A change answered with { status: "ok" } (reorder, delete). */
export const useContentAction = (area: Area) => useContentChange(area, okReply);

type SettingsArea = "store" | "tax-rates" | "shipping-rates";

/** GET /api/admin/settings/{area} (owners only). */
function useSetting<T>(area: SettingsArea, schema: z.ZodType<T>) {
  return useQuery({ queryKey: settingsKey(area), queryFn: ({ signal }) => apiGet(`/admin/settings/${area}`, { schema, signal }), staleTime: 0 });
}

/** PUT /api/admin/settings/{area} (owners only) with a body the contract reads; the saved answer replaces what the page shows. */
function useSettingSave<S extends z.ZodType>(area: SettingsArea, schema: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<S>) => apiPut(`/admin/settings/${area}`, body, schema as z.ZodType<z.output<S>>),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(area), saved),
  });
}

/** The store's details: name, address, phones, e-mail, hours, courier tracking address. */
export const useStoreDetails = () => useSetting("store", storeDetails);
export const useStoreDetailsSave = () => useSettingSave("store", storeDetails);
/** The sales tax rate of every province and territory. */
export const useTaxRates = () => useSetting("tax-rates", taxRateTable);
export const useTaxRatesSave = () => useSettingSave("tax-rates", taxRateTable);
/** The zone-and-weight shipping table. */
export const useShippingRates = () => useSetting("shipping-rates", shippingRateTable);
export const useShippingRatesSave = () => useSettingSave("shipping-rates", shippingRateTable);
