import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

const arrayOf = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

/** Sets the makes each part fits (item_makes) to exactly those given, in the caller's transaction, a few statements for the batch. */
export async function writeFits(tx: Db, records: readonly { item: string; fits: readonly string[] }[]): Promise<void> {
  if (records.length === 0) return;
  const fitItems = records.flatMap((p) => p.fits.map(() => p.item));
  const fitMakes = records.flatMap((p) => p.fits);
  const pairs = sql`unnest(${arrayOf(fitItems, "text")}, ${arrayOf(fitMakes, "text")})`;
  await tx.execute(sql`
    delete from item_makes im where im.item = any(${arrayOf(
      records.map((p) => p.item),
      "text",
    )}) and (im.item, im.make) not in (select f.item, f.make from ${pairs} as f(item, make))`);
  await tx.execute(sql`insert into item_makes (item, make) select * from ${pairs} on conflict (make, item) do nothing`);
}
