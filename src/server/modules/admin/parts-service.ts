import type { StaffPartDetail, StaffPartList, StaffPartsQuery } from "../../../domain/contracts/admin-parts";
import { PAGE_SIZE } from "../../../domain/pager";
import { PART_CSV_HEADER_LINE, type PartEdit, type PartFields, partCsvLine, settleMakes } from "../../../domain/part-rows";
import { type Ctx, inTransaction } from "../../context";
import { afterCommit } from "../../db/transaction";
import { AppError, notFound } from "../../errors";
import { audit } from "../audit/service";
import { allPartRecords, makesByLowerName, partRecord, staffPartsPage, writePartRecords } from "../catalog/service";

/** The console's parts list: by item-code prefix or description words and by make, 20 a page. */
export async function listPartsForStaff(ctx: Ctx<"db">, query: StaffPartsQuery): Promise<StaffPartList> {
  const { rows, total } = await staffPartsPage(ctx, query);
  return { rows, total, page: query.page, per_page: PAGE_SIZE };
}

/** Every field of one part; 404 when there is none. */
export async function partForStaff(ctx: Ctx<"db">, item: string): Promise<StaffPartDetail> {
  const part = await partRecord(ctx, item.toUpperCase());
  if (!part) throw notFound("part", item);
  return part;
}

/** A part's fields as the audit log keeps them: what staff can change. */
function changeable(part: StaffPartDetail): PartFields {
  const { view_count: _, created_at: __, ...fields } = part;
  return fields;
}

/** The part with its makes in the shop's spelling, or 400 naming the makes the shop does not have. */
async function settled(tx: Ctx<"db">, part: PartFields): Promise<PartFields> {
  const result = settleMakes(part, await makesByLowerName(tx));
  if ("part" in result) return result.part;
  const fields = Object.fromEntries(result.errors.map((error) => [error.column, error.message]));
  throw new AppError("INVALID", { key: "errors.staff.problems", values: { problems: result.errors.map((error) => error.message).join("; ") } }, fields);
}

/**
 * Creates a part with all its fields, the makes it fits, and its special and holiday sale prices, in
 * one transaction with its audit entry; a code already used is 409. Shoppers see it at once.
 */
export async function createPartByStaff(ctx: Ctx<"db" | "caches">, input: PartFields, actor: string): Promise<StaffPartDetail> {
  return inTransaction(ctx, async (tx) => {
    const part = await settled(tx, input);
    const { inserted } = await writePartRecords(tx, [part], "refuse");
    if (inserted === 0)
      throw new AppError("CONFLICT", { key: "errors.staff.partTaken", values: { item: part.item } }, { item: "This item code is already used." });
    const after = (await partRecord(tx, part.item))!;
    await audit(tx, { actor, action: "part.create", target: `part:${part.item}`, details: { after: changeable(after) } });
    afterCommit(tx.db, () => ctx.caches.invalidate("catalog"));
    return after;
  });
}

/**
 * Changes every field of a part (a null special or holiday sale price clears it), in one transaction
 * with an audit entry of before and after; 404 when there is no such part. Shoppers see it at once.
 */
export async function editPartByStaff(ctx: Ctx<"db" | "caches">, item: string, input: PartEdit, actor: string): Promise<StaffPartDetail> {
  const code = item.toUpperCase();
  return inTransaction(ctx, async (tx) => {
    const before = await partRecord(tx, code, { lock: true });
    if (!before) throw notFound("part", item);
    const part = await settled(tx, { ...input, item: code });
    await writePartRecords(tx, [part], "update");
    const after = (await partRecord(tx, code))!;
    await audit(tx, { actor, action: "part.update", target: `part:${code}`, details: { before: changeable(before), after: changeable(after) } });
    afterCommit(tx.db, () => ctx.caches.invalidate("catalog"));
    return after;
  });
}

/** The parts CSV file, line by line, read from the database a batch at a time (header row: PARTS_CSV_HEADER). */
export async function* partsCsv(ctx: Ctx<"db">): AsyncGenerator<string> {
  yield PART_CSV_HEADER_LINE;
  for await (const batch of allPartRecords(ctx)) yield batch.map(partCsvLine).join("");
}
