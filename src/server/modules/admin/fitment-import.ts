import { createHash } from "node:crypto";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { IMPORT_ERRORS_LISTED, type ImportJob } from "../../../domain/contracts/admin-parts";
import { readCsv } from "../../../domain/csv";
import type { FitmentRow } from "../../../domain/fitment";
import { type FitmentRangeFields, type FitmentRowError, readFitmentHeader, readFitmentRow, rowsOfRanges } from "../../../domain/fitment-rows";
import { type Ctx, inTransaction } from "../../context";
import { afterCommit } from "../../db/transaction";
import { AppError } from "../../errors";
import { audit } from "../audit/service";
import { existingPartCodes, makesByLowerName, replaceFitment } from "../catalog/service";
import { IMPORT_STATEMENT_LIMIT_MS, type ImportRunner, INLINE_IMPORT_BYTES, importJobById, STALLED_MINUTES, toJob, updateJob } from "./parts-import";
import { partImportJobs } from "./schema";

/** File rows between progress reports, and parts whose fitment is replaced per batch of statements. */
const BATCH_ROWS = 5000;
const PARTS_PER_BATCH = 2000;
const CODES_PER_LOOKUP = 5000;

type ImportCtx = Ctx<"db" | "caches" | "signals">;
interface Job {
  id: string;
  actor: string;
  digest: string;
  bytes: number;
}

interface Checked {
  rows: number;
  errors: FitmentRowError[];
  /** The file's ranges by part, in file order; emptied once a row has an error (then nothing is written). */
  rangesOf: Map<string, FitmentRangeFields[]>;
}

/**
 * Checks every row of a fitment file, recording progress on the job: the header, each cell (years,
 * lengths, make and model present), makes the shop has, and parts the shop has. Every error is kept
 * (sorted by row); the job lists the first 200 and counts them all.
 */
async function checkFile(ctx: ImportCtx, jobId: string, text: string): Promise<Checked> {
  const checked: Checked = { rows: 0, errors: [], rangesOf: new Map() };
  const records = readCsv(text);
  const header = records.next();
  if (header.done) {
    checked.errors.push({ row: 1, column: "*", message: "The file is empty: it needs a header row and a row for each range." });
    return checked;
  }
  const headerErrors = readFitmentHeader(header.value.cells);
  if (headerErrors.length > 0) {
    checked.errors.push(...headerErrors);
    return checked;
  }
  const makes = await makesByLowerName(ctx);
  const rowsOfCode = new Map<string, number[]>();
  for (const record of records) {
    checked.rows += 1;
    const read = readFitmentRow(record.row, record.cells);
    if ("errors" in read) checked.errors.push(...read.errors);
    else {
      const make = makes.get(read.range.make.toLowerCase());
      if (!make) checked.errors.push({ row: record.row, column: "make", message: `The shop has no make named ${read.range.make}` });
      const rows = rowsOfCode.get(read.item);
      if (rows) rows.push(record.row);
      else rowsOfCode.set(read.item, [record.row]);
      if (make && checked.errors.length === 0) {
        const ranges = checked.rangesOf.get(read.item);
        const range = { ...read.range, make };
        if (ranges) ranges.push(range);
        else checked.rangesOf.set(read.item, [range]);
      }
    }
    if (checked.errors.length > 0) checked.rangesOf.clear();
    if (checked.rows % BATCH_ROWS === 0) await updateJob(ctx.db, jobId, { rowsValidated: checked.rows });
  }
  const codes = [...rowsOfCode.keys()];
  for (let start = 0; start < codes.length; start += CODES_PER_LOOKUP) {
    const some = codes.slice(start, start + CODES_PER_LOOKUP);
    const known = await existingPartCodes(ctx, some);
    for (const code of some) {
      if (known.has(code)) continue;
      for (const row of rowsOfCode.get(code)!) checked.errors.push({ row, column: "part", message: `The shop has no part with the code ${code}` });
    }
  }
  if (checked.rows === 0) checked.errors.push({ row: 2, column: "*", message: "The file has a header row but no ranges." });
  checked.errors.sort((a, b) => a.row - b.row);
  if (checked.errors.length > 0) checked.rangesOf.clear();
  return checked;
}

/**
 * Applies a checked file in one transaction: each part the file names has its whole fitment replaced
 * by the file's ranges (one row per model year) and its make, model, years and item_makes set from it,
 * a batch of parts at a time, with one audit entry and the job marked done in the same transaction.
 */
async function applyFile(ctx: ImportCtx, job: Job, rows: number, rangesOf: ReadonlyMap<string, FitmentRangeFields[]>): Promise<void> {
  const reportsProgress = ctx.signals.kind === "postgres";
  const items = [...rangesOf.keys()].sort();
  await inTransaction(
    ctx,
    async (tx) => {
      let written = 0;
      let applied = 0;
      for (let start = 0; start < items.length; start += PARTS_PER_BATCH) {
        const batch = new Map<string, FitmentRow[]>();
        for (const item of items.slice(start, start + PARTS_PER_BATCH)) {
          const ranges = rangesOf.get(item)!;
          batch.set(item, rowsOfRanges(ranges));
          applied += ranges.length;
        }
        written += (await replaceFitment(tx, batch)).rows;
        if (reportsProgress) await updateJob(ctx.db, job.id, { rowsApplied: applied });
      }
      await audit(tx, {
        actor: job.actor,
        action: "fitment.import",
        target: `fitment-import:${job.id}`,
        details: { rows, parts: items.length, fitment_rows: written, digest: job.digest, bytes: job.bytes },
      });
      await updateJob(tx.db, job.id, { state: "done", rowsApplied: rows, inserted: written, updated: items.length, finishedAt: sql`now()` });
      afterCommit(tx.db, () => ctx.caches.invalidate("catalog"));
    },
    { statementTimeoutMs: IMPORT_STATEMENT_LIMIT_MS },
  );
}

async function runImport(ctx: ImportCtx, job: Job, text: string): Promise<void> {
  try {
    const checked = await checkFile(ctx, job.id, text);
    if (checked.errors.length > 0) {
      const count = checked.errors.length;
      await updateJob(ctx.db, job.id, {
        state: "invalid",
        rowsTotal: checked.rows,
        rowsValidated: checked.rows,
        errorCount: count,
        rowErrors: checked.errors.slice(0, IMPORT_ERRORS_LISTED),
        message: `${count === 1 ? "One problem was" : `${count} problems were`} found in the file, so no fitment was changed. Please correct the rows listed and import the file again.`,
        finishedAt: sql`now()`,
      });
      return;
    }
    await updateJob(ctx.db, job.id, { state: "applying", rowsTotal: checked.rows, rowsValidated: checked.rows });
    await applyFile(ctx, job, checked.rows, checked.rangesOf);
  } catch (error) {
    await updateJob(ctx.db, job.id, {
      state: "failed",
      message: "The import could not be finished, and no fitment was changed. Please try again.",
      finishedAt: sql`now()`,
    });
    throw error;
  }
}

const isUniqueViolation = (error: unknown): boolean => {
  const cause = error as { code?: string; cause?: { code?: string } };
  return cause.code === "23505" || cause.cause?.code === "23505";
};

/**
 * Starts an import of a fitment CSV file (FITMENT_CSV_HEADER): every row checked first, then the
 * fitment of every part it names replaced, all or nothing. One fitment import runs at a time: while
 * one is checked or applied, another is refused (409). A small file is imported while the caller
 * waits; a large one runs in the background on `runner` and its job is returned at once.
 */
export async function startFitmentImport(
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
  // An import whose server stopped holds no lock: its job, no longer moving, is marked failed so the next may start.
  await ctx.db
    .update(partImportJobs)
    .set({ state: "failed", message: "The import stopped before it finished, and nothing of it was applied.", finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(partImportJobs.kind, "fitment"),
        inArray(partImportJobs.state, ["validating", "applying"]),
        lt(partImportJobs.updatedAt, sql`now() - make_interval(mins => ${STALLED_MINUTES})`),
      ),
    );
  let created: typeof partImportJobs.$inferSelect;
  try {
    [created] = (await ctx.db.insert(partImportJobs).values({ kind: "fitment", actor, digest, bytes: file.length }).returning()) as [
      typeof partImportJobs.$inferSelect,
    ];
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("IN_PROGRESS", "errors.staff.fitmentImportBusy");
    }
    throw error;
  }
  const job = { id: created.id, actor, digest, bytes: file.length };
  if (file.length > (options.inlineBytes ?? INLINE_IMPORT_BYTES)) {
    runner.run(() => runImport(ctx, job, text));
    return { job: toJob(created), background: true };
  }
  await runImport(ctx, job, text);
  return { job: await importJobById(ctx, job.id), background: false };
}
