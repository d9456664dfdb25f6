import { z } from "zod";
import type { ImportJob } from "../../../../domain/contracts/admin-parts";
import { type ImportOutcome, isRunning, useImportJob, usePartsImport } from "../parts-api";
import { ConsoleForm, useConsoleForm } from "./console-form";
import { cellClass, Panel, TableBox, TableHead, tableClass } from "./console-ui";
import { chosenFile, FormFilePicker } from "./file-picker";
import { errorText } from "./outcome";

function RowErrors({ rows, count }: { rows: ImportJob["row_errors"]; count: number }) {
  return (
    <div className="mt-3 space-y-2">
      <p className="font-medium text-red-800">{`${count} ${count === 1 ? "error was" : "errors were"} found. Nothing was imported: fix the file and import it again.${count > rows.length ? ` The first ${rows.length} are listed.` : ""}`}</p>
      {rows.length > 0 ? (
        <TableBox label="Rows with errors">
          <table className={tableClass}>
            <TableHead heads={["Row", "Column", "Message"]} />
            <tbody>
              {rows.map((error) => (
                <tr key={`${error.row}-${error.column}-${error.message}`}>
                  <td className={`${cellClass} tabular-nums`}>{error.row}</td>
                  <td className={cellClass}>{error.column}</td>
                  <td className={cellClass}>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      ) : null}
    </div>
  );
}

/** The counts of a finished import; a row that matched its part exactly is unchanged. */
export function importSummary(job: ImportJob): string {
  const rows = job.rows_total ?? job.rows_applied;
  const unchanged = Math.max(0, rows - job.inserted - job.updated);
  return `Import finished: ${rows} ${rows === 1 ? "row" : "rows"} read, ${job.inserted} inserted, ${job.updated} updated, ${unchanged} unchanged.`;
}

/** How an import's job is followed, and how its finished counts read. */
export interface ImportKind {
  useJob: (id: string | null) => ReturnType<typeof useImportJob>;
  summary: (job: ImportJob) => string;
}
const partsImportKind: ImportKind = { useJob: useImportJob, summary: importSummary };

/** An import the server runs as a job: its progress, then its counts or why nothing was applied. */
function JobProgress({ id, kind }: { id: string; kind: ImportKind }) {
  const job = kind.useJob(id);
  if (job.isError) {
    return (
      <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
        {errorText(job.error)}
      </p>
    );
  }
  if (!job.data || isRunning(job.data)) {
    const data = job.data;
    const total = data?.rows_total ?? null;
    const [done, verb] = data?.state === "applying" ? [data.rows_applied, "applied"] : [data?.rows_validated ?? 0, "checked"];
    return (
      <div className="mt-3 space-y-2" role="status">
        <p className="text-slate-800">{total ? `Importing: ${done} of ${total} rows ${verb}.` : `Importing: ${done} rows ${verb}.`}</p>
        {total ? <progress className="w-full" max={total} value={done} aria-label="Import progress" /> : null}
      </div>
    );
  }
  return <FinishedJob job={job.data} kind={kind} />;
}

function FinishedJob({ job, kind }: { job: ImportJob; kind: ImportKind }) {
  if (job.state === "done") {
    return (
      <p role="status" className="mt-3 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
        {kind.summary(job)}
      </p>
    );
  }
  if (job.state === "invalid") return <RowErrors rows={job.row_errors} count={job.error_count} />;
  return (
    <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {job.message ?? "The import could not be finished, and nothing was changed. Please import the file again."}
    </p>
  );
}

/** What an import came to: its progress while it runs, its counts, or every row error with nothing applied. */
export function ImportResult({ outcome, kind = partsImportKind }: { outcome: ImportOutcome; kind?: ImportKind }) {
  if (outcome.kind === "started") return <JobProgress id={outcome.job.id} kind={kind} />;
  if (outcome.kind === "done") return <FinishedJob job={outcome.job} kind={kind} />;
  return (
    <div role="alert">
      <p className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">{errorText(outcome.error)}</p>
      {outcome.errorCount > 0 ? <RowErrors rows={outcome.rowErrors} count={outcome.errorCount} /> : null}
    </div>
  );
}

const importForm = z.object({ file: chosenFile("Choose a CSV file to import.") });

/** Parts > Import CSV: a file in the export's format; every row is checked first, then all are applied or none. */
export function PartsImport() {
  const upload = usePartsImport();
  const form = useConsoleForm(importForm, {});
  return (
    <Panel title="Import CSV">
      <ConsoleForm
        form={form}
        onSend={({ file }) => upload.mutateAsync(file)}
        submitLabel="Import parts"
        pendingLabel="Importing..."
        nothing="Nothing was imported"
        className="space-y-3"
      >
        <p className="text-sm text-slate-700">
          The file has the columns of Export CSV. Every row is checked first: if any row has an error nothing is changed, and each error is listed.
        </p>
        <FormFilePicker name="file" label="Parts file (CSV)" accept=".csv,text/csv" onPick={upload.reset} />
      </ConsoleForm>
      {upload.data ? <ImportResult outcome={upload.data} /> : null}
    </Panel>
  );
}
