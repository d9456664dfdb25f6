import { z } from "zod";
import { FITMENT_CSV_HEADER } from "../../../../domain/contracts/admin-fitment";
import type { ImportJob } from "../../../../domain/contracts/admin-parts";
import { secondaryButtonClass } from "../../../ui/action-styles";
import { useFitmentImport, useFitmentImportJob } from "../fitment-api";
import { ConsoleForm, useConsoleForm } from "./console-form";
import { Panel } from "./console-ui";
import { chosenFile, FormFilePicker } from "./file-picker";
import { type ImportKind, ImportResult } from "./parts-import";

/** The counts of a finished fitment import. */
export function fitmentImportSummary(job: ImportJob): string {
  const rows = job.rows_total ?? job.rows_applied;
  return `Fitment import finished: ${rows} ${rows === 1 ? "range" : "ranges"} read; the fitment of ${job.updated} ${job.updated === 1 ? "part was" : "parts were"} replaced (${job.inserted} vehicle ${job.inserted === 1 ? "row" : "rows"}).`;
}

const fitmentImportKind: ImportKind = { useJob: useFitmentImportJob, summary: fitmentImportSummary };
const importForm = z.object({ file: chosenFile("Choose a CSV file to import.") });

/** Parts > Fitment: Import fitment (a CSV shaped after ACES) and Export fitment. */
export function FitmentImport() {
  const upload = useFitmentImport();
  const form = useConsoleForm(importForm, {});
  return (
    <Panel title="Fitment">
      <ConsoleForm
        form={form}
        onSend={({ file }) => upload.mutateAsync(file)}
        submitLabel="Import fitment"
        pendingLabel="Importing..."
        nothing="No fitment was imported"
        className="space-y-3"
      >
        <p className="text-sm text-slate-700">
          {"One line per range of model years, with the header "}
          {/* The header is one long word: it breaks anywhere rather than push a phone's page sideways. */}
          <code className="break-all">{FITMENT_CSV_HEADER}</code>
          {" (submodel and engine may be empty). "}
          <strong>Importing replaces the whole fitment of every part the file names</strong>
          {
            "; parts it does not name keep theirs. Their make, years and the makes they fit follow. Every row is checked first: if any row has an error nothing is changed, and each error is listed."
          }
        </p>
        <FormFilePicker name="file" label="Fitment file (CSV)" accept=".csv,text/csv" onPick={upload.reset} />
      </ConsoleForm>
      <a href="/api/admin/fitment.csv" download="fitment.csv" className={`${secondaryButtonClass} mt-3 inline-flex`}>
        Export fitment
      </a>
      {upload.data ? <ImportResult outcome={upload.data} kind={fitmentImportKind} /> : null}
    </Panel>
  );
}
