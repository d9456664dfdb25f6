import { asc, sql } from "drizzle-orm";
import type { Ctx } from "../../context";
import { parts } from "./schema";

/** How many parts the catalogue holds (the sitemap's part files are counted from it). */
export async function countAllParts({ db }: Ctx<"db">): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(parts);
  return Number(row?.count ?? 0);
}

/**
 * The parts of one sitemap file (the `fileIndex`th run of `perFile` parts by item code), as their part
 * URLs name them (item code and make), a batch at a time: the first batch is found by offset, the rest
 * follow the last code read, so a file of 50,000 parts is never held in memory at once.
 */
export async function* partsForSitemap(
  { db }: Ctx<"db">,
  fileIndex: number,
  perFile: number,
  batchSize = 2000,
): AsyncGenerator<{ item: string; make: string }[]> {
  let left = perFile;
  let after: string | null = null;
  while (left > 0) {
    const size = Math.min(batchSize, left);
    const query = db.select({ item: parts.item, make: parts.make }).from(parts);
    const rows: { item: string; make: string }[] =
      after === null
        ? await query
            .orderBy(asc(parts.item))
            .limit(size)
            .offset(fileIndex * perFile)
        : await query.where(sql`${parts.item} > ${after}`).orderBy(asc(parts.item)).limit(size);
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.item;
  }
}
