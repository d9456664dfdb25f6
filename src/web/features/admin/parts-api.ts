import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type ImportJob,
  importJob,
  importRefusal,
  type PartBody,
  type StaffPartsQuery,
  staffPartDetail,
  staffPartList,
} from "../../../domain/contracts/admin-parts";
import { vehicleMakes } from "../../../domain/contracts/catalog";
import { stockAlertWaitingReply } from "../../../domain/contracts/stock-alerts";
import { type ApiRequestError, apiGet, apiPost } from "../../lib/api";
import { apiPut, postFile, refusalOf } from "./console-http";
import { ADMIN_KEY } from "./session-api";

const partsKey = [ADMIN_KEY, "parts"] as const;
const partKey = (item: string) => [ADMIN_KEY, "part", item] as const;
const dashboardKey = [ADMIN_KEY, "dashboard"] as const;

/** GET /api/admin/parts: a page of 20 parts by item-code prefix or description words, and by make. */
export function useStaffParts(search: Partial<StaffPartsQuery>) {
  return useQuery({
    queryKey: [...partsKey, search],
    queryFn: ({ signal }) => apiGet("/admin/parts", { schema: staffPartList, params: { ...search }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/admin/parts/:item: one part with every field. */
export function useStaffPart(item: string | null) {
  return useQuery({
    queryKey: partKey(item ?? ""),
    queryFn: ({ signal }) => apiGet(`/admin/parts/${encodeURIComponent(item ?? "")}`, { schema: staffPartDetail, signal }),
    enabled: item !== null,
    staleTime: 0,
  });
}

/** GET /api/admin/parts/:item/stockAlerts: how many people wait to be mailed when the part arrives (under the part's key, so a save reads it again). */
export function useStockAlertsWaiting(item: string) {
  return useQuery({
    queryKey: [...partKey(item), "stockAlerts"],
    queryFn: ({ signal }) => apiGet(`/admin/parts/${encodeURIComponent(item)}/stockAlerts`, { schema: stockAlertWaitingReply, signal }),
    staleTime: 0,
  });
}

/** GET /api/vehicle-makes: the makes a part can be of and fit. */
export function useMakes() {
  return useQuery({
    queryKey: [ADMIN_KEY, "makes"],
    queryFn: ({ signal }) => apiGet("/vehicle-makes", { schema: vehicleMakes, signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/admin/parts (a new part) or PUT /api/admin/parts/:item (every field of one); the lists are loaded again afterwards. */
export function usePartSave(item: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartBody) =>
      item === null ? apiPost("/admin/parts", body, { schema: staffPartDetail }) : apiPut(`/admin/parts/${encodeURIComponent(item)}`, body, staffPartDetail),
    onSuccess: (part) => queryClient.setQueryData(partKey(part.item), part),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: partsKey }), queryClient.invalidateQueries({ queryKey: dashboardKey })]);
    },
  });
}

/** What an import file came to: applied now, refused with its row errors, or started as a job to follow. */
export type ImportOutcome =
  | { kind: "done"; job: ImportJob }
  | { kind: "started"; job: ImportJob }
  | { kind: "refused"; error: ApiRequestError; rowErrors: ImportJob["row_errors"]; errorCount: number };

/** POST /api/admin/parts/import with the file as text/csv. */
export async function importPartsFile(file: File): Promise<ImportOutcome> {
  const response = await postFile("/admin/parts/import", file, "text/csv");
  if (response.status === 202) return { kind: "started", job: importJob.parse(await response.json()) };
  if (response.ok) return { kind: "done", job: importJob.parse(await response.json()) };
  const { error, body } = await refusalOf(response);
  const refusal = importRefusal.safeParse(body);
  return {
    kind: "refused",
    error,
    rowErrors: refusal.success ? (refusal.data.row_errors ?? []) : [],
    errorCount: refusal.success ? (refusal.data.error_count ?? 0) : 0,
  };
}

/** POST /api/admin/parts/import: after it is answered the parts lists are loaded again (an applied import changed them). */
export function usePartsImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPartsFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partsKey }),
  });
}

const STILL_RUNNING = new Set<ImportJob["state"]>(["validating", "applying"]);

/** GET /api/admin/parts/import/:id, asked again every second while the import runs; the parts lists are loaded again when it ends. */
export function useImportJob(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [ADMIN_KEY, "import", id],
    queryFn: async ({ signal }) => {
      const job = await apiGet(`/admin/parts/import/${encodeURIComponent(id ?? "")}`, { schema: importJob, signal });
      if (!STILL_RUNNING.has(job.state)) await queryClient.invalidateQueries({ queryKey: partsKey });
      return job;
    },
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.status === "error" || (query.state.data && !STILL_RUNNING.has(query.state.data.state)) ? false : 1000),
  });
}

/** Whether an import job is still checking or applying rows. */
export const isRunning = (job: ImportJob) => STILL_RUNNING.has(job.state);
