import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { IMPORT_ERRORS_LISTED, type ImportJob } from "../../../domain/contracts/admin-parts";
import { readCsv } from "../../../domain/csv";
import { type PartFields, type PartRowError, readPartHeader, readPartRow, settleMakes } from "../../../domain/part-rows";
import { type Ctx, inTransaction } from "../../context";
import type { Db } from "../../db/client";
import { afterCommit } from "../../db/transaction";
import { AppError, notFound } from "../../errors";
import { audit } from "../audit/service";
import { makesByLowerName, writePartRecords } from "../catalog/service";
import { partImportJobs } from "./schema";

/** The largest parts file the shop takes (a 200,000-part catalogue is about 35 MB). */
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;
/** Files up to this size are imported while the request waits; larger ones in the background (202 and a job to follow). */
export const INLINE_IMPORT_BYTES = 512 * 1024;
/** Parts written per statement batch, and rows between progress reports. */
const BATCH_ROWS = 5000;
/** An import whose job has not moved for this long was cut off (its server stopped): nothing of it was applied. */
export const STALLED_MINUTES = 10;
/** How long one statement of an import may run. */
export const IMPORT_STATEMENT_LIMIT_MS = 120_000;

/** What an import works with: the database, the caches it clears, and whether other servers share the database (then it reports progress as it goes). */
type ImportCtx = Ctx<"db" | "caches" | "signals">;
type JobRow = typeof partImportJobs.$inferSelect;

/** An import job as the API shows it; one that stopped moving reads as failed. */
export function toJob(row: JobRow): ImportJob {
  const stalled = (row.state === "validating" || row.state === "applying") && Date.now() - row.updatedAt.getTime() > STALLED_MINUTES * 60_000;
  return {
    id: row.id,
    state: stalled ? "failed" : row.state,
    rows_total: row.rowsTotal,
    rows_validated: row.rowsValidated,
    rows_applied: row.rowsApplied,
    inserted: row.inserted,
    updated: row.updated,
    error_count: row.errorCount,
    row_errors: row.rowErrors,
    message: stalled ? "The import stopped before it finished, and nothing of it was applied. Please import the file again." : row.message,
    digest: row.digest,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** An import job and how far it is; 404 when there is none. */
export async function importJobById({ db }: Ctx<"db">, id: string): Promise<ImportJob> {
  const [row] = await db.select().from(partImportJobs).where(eq(partImportJobs.id, id));
  if (!row) throw notFound("import");
  return toJob(row);
}

/** Records how far an import job is (through the pool, or in the caller's transaction). */
export async function updateJob(db: Db, id: string, change: PgUpdateSetSource<typeof partImportJobs>): Promise<void> {
  await db
    .update(partImportJobs)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(partImportJobs.id, id));
}

interface Checked {
  rows: number;
  /** The file's parts, makes settled, in file order; kept only while no row has an error (then they are never written). */
  parts: PartFields[];
  errorCount: number;
  errors: PartRowError[];
}

/**
 * Checks every row of a file, recording progress on the job as it goes: the header, each cell by the
 * shop's rules, makes the shop has, and codes that appear twice. Keeps the first errors and counts them all.
 */
async function checkFile(db: Db, jobId: string, text: string, makes: ReadonlyMap<string, string>): Promise<Checked> {
  const checked: Checked = { rows: 0, parts: [], errorCount: 0, errors: [] };
  const note = (found: PartRowError[]) => {
    checked.errorCount += found.length;
    for (const error of found) if (checked.errors.length < IMPORT_ERRORS_LISTED) checked.errors.push(error);
  };
  const records = readCsv(text);
  const header = records.next();
  if (header.done) {
    note([{ row: 1, column: "*", message: "The file is empty: it needs a header row and a row for each part." }]);
    return checked;
  }
  const read = readPartHeader(header.value.cells);
  if (!("columns" in read)) {
    note(read.errors);
    return checked;
  }
  const firstRowOf = new Map<string, number>();
  for (const record of records) {
    checked.rows += 1;
    const row = readPartRow(record.row, record.cells, read.columns);
    if ("errors" in row) note(row.errors);
    else {
      const part = settleMakes(row.part, makes);
      if ("errors" in part) note(part.errors.map((error) => ({ row: record.row, column: error.column, message: error.message })));
      else if (checked.errorCount === 0) checked.parts.push(part.part);
      const first = firstRowOf.get(row.part.item);
      if (first !== undefined) note([{ row: record.row, column: "item", message: `The item ${row.part.item} is already on row ${first}` }]);
      else firstRowOf.set(row.part.item, record.row);
    }
    if (checked.errorCount > 0) checked.parts = [];
    if (checked.rows % BATCH_ROWS === 0) await updateJob(db, jobId, { rowsValidated: checked.rows });
  }
  if (checked.rows === 0) note([{ row: 2, column: "*", message: "The file has a header row but no parts." }]);
  return checked;
}

/**
 * Imports a checked file: every part written (new codes inserted, existing ones updated, by item code)
 * in one transaction, a batch of set-based statements at a time, with one audit entry for the whole
 * import and the job marked done in the same transaction: all of it happens, or none. On PostgreSQL
 * other servers see the rows applied grow; the embedded database has one connection, busy with the import.
 */
async function applyFile(
  ctx: ImportCtx,
  job: { id: string; actor: string; digest: string; bytes: number },
  checkedParts: readonly PartFields[],
): Promise<void> {
  const rows = checkedParts.length;
  const reportsProgress = ctx.signals.kind === "postgres";
  await inTransaction(
    ctx,
    async (tx) => {
      let inserted = 0;
      let updated = 0;
      for (let start = 0; start < rows; start += BATCH_ROWS) {
        const written = await writePartRecords(tx, checkedParts.slice(start, start + BATCH_ROWS), "update");
        inserted += written.inserted;
        updated += written.updated;
        // Through the pool, not the transaction, so other servers see the rows applied grow.
        if (reportsProgress) await updateJob(ctx.db, job.id, { rowsApplied: Math.min(start + BATCH_ROWS, rows) });
      }
      await audit(tx, {
        actor: job.actor,
        action: "parts.import",
        target: `parts-import:${job.id}`,
        details: { rows, inserted, updated, digest: job.digest, bytes: job.bytes },
      });
      await updateJob(tx.db, job.id, { state: "done", rowsApplied: rows, inserted, updated, finishedAt: sql`now()` });
      afterCommit(tx.db, () => ctx.caches.invalidate("catalog"));
    },
    { statementTimeoutMs: IMPORT_STATEMENT_LIMIT_MS },
  );
}

/** Runs a whole import: check every row, then apply all of them or (any error) none; the job row says how it went. */
async function runImport(ctx: ImportCtx, job: { id: string; actor: string; digest: string; bytes: number }, text: string): Promise<void> {
  try {
    const makes = await makesByLowerName(ctx);
    const checked = await checkFile(ctx.db, job.id, text, makes);
    if (checked.errorCount > 0) {
      await updateJob(ctx.db, job.id, {
        state: "invalid",
        rowsTotal: checked.rows,
        rowsValidated: checked.rows,
        errorCount: checked.errorCount,
        rowErrors: checked.errors,
        message: `${checked.errorCount === 1 ? "One problem was" : `${checked.errorCount} problems were`} found in the file, so nothing was imported. Please correct the rows listed and import the file again.`,
        finishedAt: sql`now()`,
      });
      return;
    }
    await updateJob(ctx.db, job.id, { state: "applying", rowsTotal: checked.rows, rowsValidated: checked.rows });
    await applyFile(ctx, job, checked.parts);
  } catch (error) {
    await updateJob(ctx.db, job.id, {
      state: "failed",
      message: "The import could not be finished, and nothing of it was applied. Please try again.",
      finishedAt: sql`now()`,
    });
    throw error;
  }
}

/** Imports started here and still running: the server waits for them before it closes. */
export class ImportRunner {
  private readonly running = new Set<Promise<void>>();
  constructor(private readonly onError: (error: unknown) => void) {}

  run(work: () => Promise<void>): void {
    const task = work()
      .catch(this.onError)
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

/**
 * Starts an import of a parts CSV file (see PARTS_CSV_HEADER). A small file is imported while the
 * caller waits and the finished job is returned (done, or invalid with its row errors); a large one
 * runs in the background on `runner` and its job is returned at once (validating), to be followed
 * with importJobById. Importing the same file again changes nothing new: parts are upserted by code.
 */
export async function startPartsImport(
  ctx: ImportCtx,
  file: Buffer,
  actor: string,
  runner: ImportRunner,
  options: { inlineBytes?: number } = {},
): Promise<{ job: ImportJob; background: boolean }> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(file);
  } catch {
    throw new AppError("INVALID", "errors.staff.csvText");
  }
  const digest = createHash("sha256").update(file).digest("hex");
  const [created] = await ctx.db.insert(partImportJobs).values({ actor, digest, bytes: file.length }).returning();
  const job = { id: created!.id, actor, digest, bytes: file.length };
  if (file.length > (options.inlineBytes ?? INLINE_IMPORT_BYTES)) {
    runner.run(() => runImport(ctx, job, text));
    return { job: toJob(created!), background: true };
  }
  await runImport(ctx, job, text);
  return { job: await importJobById(ctx, job.id), background: false };
}
