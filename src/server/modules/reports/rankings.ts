import { sql } from "drizzle-orm";
import type { PartRanking, TopDealer, TopPart } from "../../../domain/contracts/reports";
import { fromCents } from "../../../domain/money";
import { keptCents, netSalesCents, type ReportPeriod } from "../../../domain/reports";
import type { Ctx } from "../../context";
import { REFUNDS, salesOf } from "./sales";

type PartSums = Omit<TopPart, "revenue"> & { revenueCents: number };

const RANKED_BY: Record<PartRanking, (a: PartSums, b: PartSums) => number> = {
  units: (a, b) => b.units - a.units || b.revenueCents - a.revenueCents || (a.item < b.item ? -1 : a.item > b.item ? 1 : 0),
  revenue: (a, b) => b.revenueCents - a.revenueCents || b.units - a.units || (a.item < b.item ? -1 : a.item > b.item ? 1 : 0),
};

/**
 * The parts sold in a period (the lines of its sales), each with its units, how many of the sales
 * held it, and its revenue: what the store kept of the lines' own amounts (before tax and shipping),
 * each line less its share of its order's refunds (domain keptCents). The database sums every line;
 * only the lines of refunded sales are read one by one to take their share off.
 */
async function partsSold({ db }: Ctx<"db">, period: ReportPeriod): Promise<PartSums[]> {
  const { rows } = await db.execute<{ item: string; descrip: string; make: string; units: string; revenue_cents: string; orders: number }>(sql`
    select l.item, max(l.descrip) as descrip, max(l.make) as make,
      sum(l.qty)::bigint as units, sum(l.qty::bigint * l.unit_cents)::bigint as revenue_cents, count(distinct l.order_num)::int as orders
    from order_lines l join orders o on o.order_num = l.order_num
    where ${salesOf(period)}
    group by l.item`);
  const refunded = await db.execute<{ item: string; line_cents: string; total_cents: number; refunded_cents: string }>(sql`
    select l.item, (l.qty::bigint * l.unit_cents)::bigint as line_cents, o.total_cents, r.refunded_cents
    from order_lines l join orders o on o.order_num = l.order_num join ${REFUNDS} on r.order_num = o.order_num
    where ${salesOf(period)}`);
  const byItem = new Map<string, PartSums>(
    rows.map((row) => [
      row.item,
      { item: row.item, descrip: row.descrip, make: row.make, units: Number(row.units), revenueCents: Number(row.revenue_cents), orders: Number(row.orders) },
    ]),
  );
  for (const line of refunded.rows) {
    const sums = byItem.get(line.item);
    const lineCents = Number(line.line_cents);
    if (sums) sums.revenueCents -= lineCents - keptCents(lineCents, Number(line.total_cents), Number(line.refunded_cents));
  }
  return [...byItem.values()];
}

const ranked = (parts: readonly PartSums[], by: PartRanking, limit?: number): TopPart[] =>
  [...parts]
    .sort(RANKED_BY[by])
    .slice(0, limit ?? parts.length)
    .map(({ revenueCents, ...part }) => ({ ...part, revenue: fromCents(revenueCents) }));

/** The parts sold in a period ranked by units or by revenue (what the store kept of their lines, partsSold); `limit` rows, or all. */
export async function topParts(ctx: Ctx<"db">, period: ReportPeriod, by: PartRanking, limit?: number): Promise<TopPart[]> {
  return ranked(await partsSold(ctx, period), by, limit);
}

/** The first `limit` parts sold in a period by units and by revenue, from one reading of the period's lines. */
export async function topPartsBoth(ctx: Ctx<"db">, period: ReportPeriod, limit: number): Promise<{ byUnits: TopPart[]; byRevenue: TopPart[] }> {
  const parts = await partsSold(ctx, period);
  return { byUnits: ranked(parts, "units", limit), byRevenue: ranked(parts, "revenue", limit) };
}

type DealerSums = Omit<TopDealer, "revenue" | "total"> & { revenueCents: number; totalCents: number };

/**
 * The dealers whose sales in a period came to most, with their orders' count: revenue is what the
 * store kept of their subtotals (before tax; dealers pay no shipping) and total of their totals, each
 * order's refunds taken off (domain keptCents); `limit` rows, or all.
 */
export async function topDealers({ db }: Ctx<"db">, period: ReportPeriod, limit?: number): Promise<TopDealer[]> {
  const { rows } = await db.execute<{
    id: number;
    account: string | null;
    name: string | null;
    company: string | null;
    orders: number;
    subtotal_cents: string;
    total_cents: string;
    refunded_cents: string;
  }>(sql`
    select o.owner_id as id, d.account, d.name, max(o.bill_company) as company, count(*)::int as orders,
      sum(o.subtotal_cents)::bigint as subtotal_cents, sum(o.total_cents)::bigint as total_cents,
      coalesce(sum(r.refunded_cents), 0)::bigint as refunded_cents
    from orders o left join dealers d on d.id = o.owner_id left join ${REFUNDS} on r.order_num = o.order_num
    where o.owner_kind = 'dealer' and ${salesOf(period)}
    group by o.owner_id, d.account, d.name`);
  const refunded = await db.execute<{ id: number; subtotal_cents: number; total_cents: number; refunded_cents: string }>(sql`
    select o.owner_id as id, o.subtotal_cents, o.total_cents, r.refunded_cents
    from orders o join ${REFUNDS} on r.order_num = o.order_num
    where o.owner_kind = 'dealer' and ${salesOf(period)}`);
  const byDealer = new Map<number, DealerSums>(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        account: row.account ?? "",
        name: row.name ?? row.company ?? `Dealer ${row.id}`,
        orders: Number(row.orders),
        revenueCents: Number(row.subtotal_cents),
        totalCents: netSalesCents(Number(row.total_cents), Number(row.refunded_cents)),
      },
    ]),
  );
  for (const order of refunded.rows) {
    const sums = byDealer.get(Number(order.id));
    const subtotal = Number(order.subtotal_cents);
    if (sums) sums.revenueCents -= subtotal - keptCents(subtotal, Number(order.total_cents), Number(order.refunded_cents));
  }
  const ranked = [...byDealer.values()].sort((a, b) => b.revenueCents - a.revenueCents || b.totalCents - a.totalCents || a.id - b.id);
  return (limit === undefined ? ranked : ranked.slice(0, limit)).map(({ revenueCents, totalCents, ...dealer }) => ({
    ...dealer,
    revenue: fromCents(revenueCents),
    total: fromCents(totalCents),
  }));
}
