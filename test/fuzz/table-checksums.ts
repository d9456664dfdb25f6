import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";

/**
 * What a refused call is meant to write, and so is left out of the comparison:
 * - throttle_events: a failed sign-in or current-password check is counted on purpose, so that
 *   guessing passwords gets slower (DESIGN 6); a refused call may add one.
 * - rate_limit_windows: every request is counted against its rate limit, refused or not (on
 *   PostgreSQL the counts are shared by all servers in this table; see plugins/rate-limits).
 * - sessions.last_seen_at and sessions.expires_at: reading a session keeps it alive (at most once a
 *   minute), whatever the call then answers.
 */
const LEFT_OUT: Record<string, "whole table" | string[]> = {
  throttle_events: "whole table",
  rate_limit_windows: "whole table",
  sessions: ["last_seen_at", "expires_at"],
};

/** A checksum per table of the public schema: the md5 of every row's text, in order. */
export type TableChecksums = Record<string, string>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Prepares one query that sums up every table of the public schema (read once, from
 * information_schema), each over its columns but those a refusal may touch.
 */
export async function tableChecksummer(db: Db): Promise<() => Promise<TableChecksums>> {
  const columns = await db.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`);
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns.rows) {
    const leftOut = LEFT_OUT[table_name];
    if (leftOut === "whole table" || leftOut?.includes(column_name)) continue;
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  const tables = [...byTable.keys()].filter((table) => LEFT_OUT[table] !== "whole table");
  if (tables.length === 0) throw new Error("The public schema has no tables: is the database migrated?");
  const query = tables
    .map(
      (table) =>
        `select ${`'${table}'`} as table_name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as checksum from (select ${byTable.get(table)!.map(quoted).join(", ")} from ${quoted(table)}) r`,
    )
    .join(" union all ");
  return async () => {
    const rows = await db.execute<{ table_name: string; checksum: string }>(sql.raw(query));
    return Object.fromEntries(rows.rows.map((row) => [row.table_name, row.checksum]));
  };
}

/** The tables whose checksum differs between two readings. */
export function changedTables(before: TableChecksums, after: TableChecksums): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((table) => before[table] !== after[table]);
}
