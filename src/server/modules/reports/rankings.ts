import { sql } from "drizzle-orm";
import type { PartRanking, TopDealer, TopPart } from "../../../domain/contracts/reports";
import { fromCents } from "../../../domain/money";
import type { ReportPeriod } from "../../../domain/reports";
import type { Ctx } from "../../context";
import { salesOf } from "./sales";

const RANKED_BY: Record<PartRanking, ReturnType<typeof sql.raw>> = {
  units: sql.raw("units desc, revenue_cents desc, item asc"),
  revenue: sql.raw("revenue_cents desc, units desc, item asc"),
};

/**
 * The parts sold in a period (the lines of its sales), ranked by units or by revenue (the lines' own
 * amounts: before tax and shipping), each with how many of the sales held it; `limit` rows, or all.
 */
export async function topParts({ db }: Ctx<"db">, period: ReportPeriod, by: PartRanking, limit?: number): Promise<TopPart[]> {
  const { rows } = await db.execute<{ item: string; descrip: string; make: string; units: string; revenue_cents: string; orders: number }>(sql`
    select l.item, max(l.descrip) as descrip, max(l.make) as make,
      sum(l.qty)::bigint as units, sum(l.qty::bigint * l.unit_cents)::bigint as revenue_cents, count(distinct l.order_num)::int as orders
    from order_lines l join orders o on o.order_num = l.order_num
    where ${salesOf(period)}
    group by l.item
    order by ${RANKED_BY[by]}
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`);
  return rows.map((row) => ({
    item: row.item,
    descrip: row.descrip,
    make: row.make,
    units: Number(row.units),
    revenue: fromCents(Number(row.revenue_cents)),
    orders: Number(row.orders),
  }));
}

/**
 * The dealers whose sales in a period came to most (revenue: their orders' subtotals, before tax;
 * dealers pay no shipping), with their orders' count and totals; `limit` rows, or all.
 */
export async function topDealers({ db }: Ctx<"db">, period: ReportPeriod, limit?: number): Promise<TopDealer[]> {
  const { rows } = await db.execute<{
    id: number;
    account: string | null;
    name: string | null;
    company: string | null;
    orders: number;
    revenue_cents: string;
    total_cents: string;
  }>(sql`
    select o.owner_id as id, d.account, d.name, max(o.bill_company) as company, count(*)::int as orders,
      sum(o.subtotal_cents)::bigint as revenue_cents, sum(o.total_cents)::bigint as total_cents
    from orders o left join dealers d on d.id = o.owner_id
    where o.owner_kind = 'dealer' and ${salesOf(period)}
    group by o.owner_id, d.account, d.name
    order by revenue_cents desc, total_cents desc, o.owner_id asc
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`);
  return rows.map((row) => ({
    id: Number(row.id),
    account: row.account ?? "",
    name: row.name ?? row.company ?? `Dealer ${row.id}`,
    orders: Number(row.orders),
    revenue: fromCents(Number(row.revenue_cents)),
    total: fromCents(Number(row.total_cents)),
  }));
}
