import type { PartFitment } from "../../../domain/contracts/admin-fitment";
import { FITMENT_CSV_HEADER_LINE, fitmentCsvLine, type PartFitmentFields, rowsOfRanges } from "../../../domain/fitment-rows";
import { type Ctx, inTransaction } from "../../context";
import { afterCommit } from "../../db/transaction";
import { AppError, notFound } from "../../errors";
import { audit } from "../audit/service";
import { allFitmentRanges, fitmentRangesOf, makesByLowerName, partRecord, replaceFitment } from "../catalog/service";

/** A part's fitment as the console's editor shows it, with the columns that follow it. */
async function fitmentReply(ctx: Ctx<"db">, item: string): Promise<PartFitment> {
  const part = await partRecord(ctx, item);
  if (!part) throw notFound("part", item);
  return {
    item: part.item,
    ranges: await fitmentRangesOf(ctx, part.item),
    make: part.make,
    model: part.model,
    year_from: part.year_from,
    year_end: part.year_end,
    fits: part.fits,
  };
}

/** A part's fitment as ranges, with its make, model, years and makes it fits; 404 when there is no such part. */
export async function partFitmentForStaff(ctx: Ctx<"db">, item: string): Promise<PartFitment> {
  return fitmentReply(ctx, item.toUpperCase());
}

/**
 * Replaces a part's whole fitment with the ranges given (none: a universal part), one row per model
 * year, and sets its make, model, years and makes it fits from them (the one rule), in one transaction
 * with an audit entry of before and after; 400 naming a make the shop does not have, 404 for no such
 * part. Shoppers see it at once.
 */
export async function setPartFitmentByStaff(ctx: Ctx<"db" | "caches">, item: string, input: PartFitmentFields, actor: string): Promise<PartFitment> {
  const code = item.toUpperCase();
  return inTransaction(ctx, async (tx) => {
    const before = await partRecord(tx, code, { lock: true });
    if (!before) throw notFound("part", item);
    const makes = await makesByLowerName(tx);
    const fields: Record<string, string> = {};
    const ranges = input.ranges.map((range, index) => {
      const make = makes.get(range.make.toLowerCase());
      if (!make) fields[`ranges.${index}.make`] = `The shop has no make named ${range.make}`;
      return { ...range, make: make ?? range.make };
    });
    if (Object.keys(fields).length > 0)
      throw new AppError("INVALID", { key: "errors.staff.problems", values: { problems: Object.values(fields).join("; ") } }, fields);
    const beforeRanges = await fitmentRangesOf(tx, code);
    await replaceFitment(tx, new Map([[code, rowsOfRanges(ranges)]]));
    const after = await fitmentReply(tx, code);
    await audit(tx, {
      actor,
      action: "part.fitment",
      target: `part:${code}`,
      details: {
        before: { ranges: beforeRanges, make: before.make, year_from: before.year_from, year_end: before.year_end, fits: before.fits },
        after,
      },
    });
    afterCommit(tx.db, () => ctx.caches.invalidate("catalog"));
    return after;
  });
}

/** The fitment CSV file, one line per range of each part, read from the database a batch of parts at a time. */
export async function* fitmentCsv(ctx: Ctx<"db">): AsyncGenerator<string> {
  yield FITMENT_CSV_HEADER_LINE;
  for await (const batch of allFitmentRanges(ctx)) {
    yield batch.flatMap(({ item, ranges }) => ranges.map((range) => fitmentCsvLine(item, range))).join("");
  }
}
