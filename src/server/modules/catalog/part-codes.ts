import { sql } from "drizzle-orm";
import { partCodeKey } from "../../../domain/text";
import type { Ctx } from "../../context";

/**
 * The SQL twin of the domain's partCodeKey on a part's code: letters and digits, upper case. Item codes
 * are ASCII (the itemCode contract), so the two agree; the index parts_code_key (migration
 * trade_ordering, hand-written) is on exactly this expression.
 */
const codeKeySql = sql`upper(regexp_replace(item, '[^A-Za-z0-9]', '', 'g'))`;

/**
 * The parts each part-number key names, however the number was written (domain partCodeKey): for each
 * key, the codes of the parts whose own code has that key, in code order (usually one; two parts whose
 * codes differ only by punctuation share a key).
 */
export async function partsByCodeKey({ db }: Ctx<"db">, keys: readonly string[]): Promise<Map<string, string[]>> {
  const wanted = [...new Set(keys.map(partCodeKey).filter((key) => key !== ""))];
  if (wanted.length === 0) return new Map();
  const result = await db.execute<{ key: string; item: string }>(
    sql`select ${codeKeySql} as key, item from parts where ${codeKeySql} = any(${sql`array[${sql.join(
      wanted.map((key) => sql`${key}`),
      sql`, `,
    )}]::text[]`}) order by item`,
  );
  const byKey = new Map<string, string[]>();
  for (const row of result.rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row.item]);
  return byKey;
}
