import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { partFitment } from "../../../domain/contracts/admin-fitment";
import { type ImportJob, importJob, importRefusal } from "../../../domain/contracts/admin-parts";
import type { FitmentRangeInput } from "../../../domain/fitment-rows";
import { ApiRequestError, apiGet } from "../../lib/api";
import { apiPut, postFile, refusalOf } from "./console-http";
import type { ImportOutcome } from "./parts-api";
import { ADMIN_KEY } from "./session-api";

const fitmentKey = (item: string) => [ADMIN_KEY, "fitment", item] as const;

/** GET /api/admin/parts/:item/fitment: the part's fitment as ranges, with the columns that follow it. */
export function usePartFitment(item: string) {
  return useQuery({
    queryKey: fitmentKey(item),
    queryFn: ({ signal }) => apiGet(`/admin/parts/${encodeURIComponent(item)}/fitment`, { schema: partFitment, signal }),
    staleTime: 0,
  });
}

/** PUT /api/admin/parts/:item/fitment: the part's whole fitment; the part (whose make and years follow it) and the parts lists are loaded again. */
export function usePartFitmentSave(item: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ranges: FitmentRangeInput[]) => apiPut(`/admin/parts/${encodeURIComponent(item)}/fitment`, { ranges }, partFitment),
    onSuccess: (saved) => queryClient.setQueryData(fitmentKey(item), saved),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, "part", item] }),
        queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, "parts"] }),
      ]);
    },
  });
}

/** POST /api/admin/fitment/import with the file as text/csv. */
export async function importFitmentFile(file: File): Promise<ImportOutcome> {
  const response = await postFile("/admin/fitment/import", file, "text/csv");
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

/** POST /api/admin/fitment/import: the parts lists are loaded again afterwards (their makes and years follow fitment). */
export function useFitmentImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFitmentFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] }),
  });
}

const STILL_RUNNING = new Set<ImportJob["state"]>(["validating", "applying"]);

/**
 * GET /api/admin/fitment/import/:id, asked again every second while the import runs. On the embedded
 * database a status read waits for the import's transaction and may be answered 503: the import is
 * still running, so it is asked again rather than reported.
 */
export function useFitmentImportJob(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [ADMIN_KEY, "fitment-import", id],
    queryFn: async ({ signal }) => {
      const job = await apiGet(`/admin/fitment/import/${encodeURIComponent(id ?? "")}`, { schema: importJob, signal });
      if (!STILL_RUNNING.has(job.state)) await queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, "parts"] });
      return job;
    },
    enabled: id !== null,
    staleTime: 0,
    retry: (failures, error) => error instanceof ApiRequestError && error.status === 503 && failures < 600,
    retryDelay: 1000,
    refetchInterval: (query) => (query.state.status === "error" || (query.state.data && !STILL_RUNNING.has(query.state.data.state)) ? false : 1000),
  });
}
