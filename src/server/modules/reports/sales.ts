import { type SQL, sql } from "drizzle-orm";
import type { OrdersByStatusReport, SalesReport } from "../../../domain/contracts/reports";
import { fromCents } from "../../../domain/money";
import { staffStatusLabel } from "../../../domain/orders";
import {
  bucketLabel,
  COUNTED_REFUND_STATUS,
  netSalesCents,
  periodBuckets,
  REPORT_STATUSES,
  type ReportGrain,
  type ReportPeriod,
  SALE_STATUSES,
  STORE_TIME_ZONE,
} from "../../../domain/reports";
import type { Ctx } from "../../context";

/*
 * Reports read the orders module's tables (orders, order_lines), the payments module's refunds
 * (payment_refunds) and the dealers table by SQL of their own and never write: a report is a read model across areas (docs/decisions/034-reports.md). Every
 * sum is of integer cents in the database, as bigint, and becomes dollars once, at the answer.
 */

/** When an order became a sale: its payment, when one is recorded, else its placing (dealers confirm without paying online). */
export const SALE_MOMENT = sql.raw("coalesce(o.paid_at, o.created_at)");
const PLACED_MOMENT = sql.raw("o.created_at");
/** The store's zone as a literal: a parameter would leave AT TIME ZONE to guess between text and interval. */
export const STORE_ZONE = sql.raw(`'${STORE_TIME_ZONE}'`);

/** A moment within a period of store days, both ends included. */
export function withinPeriod(moment: SQL, period: ReportPeriod): SQL {
  return sql`${moment} >= (${period.from}::date)::timestamp at time zone ${STORE_ZONE}
    and ${moment} < ((${period.to}::date + 1)::timestamp at time zone ${STORE_ZONE})`;
}

/** The orders a period's sales are: paid, dealer-confirmed or shipped, by their sale moment. */
export function salesOf(period: ReportPeriod): SQL {
  return sql`o.sales_status = any(${sql.param([...SALE_STATUSES])}::smallint[]) and ${withinPeriod(SALE_MOMENT, period)}`;
}

/**
 * Each order's refunds the gateway has given back, as `refunds r (order_num, refunded_cents)`: staff
 * refunds and cancels alike, joined to the sale they were given on (so they fall on the sale's day).
 */
export const REFUNDS = sql`(select order_num, sum(amount_cents)::bigint as refunded_cents
  from payment_refunds where status = ${COUNTED_REFUND_STATUS} group by order_num) r`;

const asNumber = (value: unknown) => Number(value ?? 0);

type FigureRow = {
  orders: number;
  subtotal_cents: string;
  tax_cents: string;
  shipping_cents: string;
  total_cents: string;
  refunded_cents: string;
};

const figures = (row: FigureRow | undefined) => ({
  orders: asNumber(row?.orders),
  subtotal: fromCents(asNumber(row?.subtotal_cents)),
  tax: fromCents(asNumber(row?.tax_cents)),
  shipping: fromCents(asNumber(row?.shipping_cents)),
  total: fromCents(asNumber(row?.total_cents)),
  refunds: fromCents(asNumber(row?.refunded_cents)),
  net: fromCents(netSalesCents(asNumber(row?.total_cents), asNumber(row?.refunded_cents))),
});

const SUMS = sql.raw(`count(*)::int as orders,
  coalesce(sum(o.subtotal_cents), 0)::bigint as subtotal_cents,
  coalesce(sum(o.tax_cents), 0)::bigint as tax_cents,
  coalesce(sum(o.shipping_cents), 0)::bigint as shipping_cents,
  coalesce(sum(o.total_cents), 0)::bigint as total_cents,
  coalesce(sum(r.refunded_cents), 0)::bigint as refunded_cents`);

/**
 * Sales of a period by store day, ISO week (from Monday) or month, every bucket listed (empty ones as
 * 0), with the period's totals: what the sales came to, the refunds given on them, and the net.
 */
export async function salesByPeriod({ db }: Ctx<"db">, period: ReportPeriod, grain: ReportGrain): Promise<SalesReport> {
  const bucket = sql`to_char(date_trunc(${grain}, ${SALE_MOMENT} at time zone ${STORE_ZONE}), 'YYYY-MM-DD')`;
  const { rows } = await db.execute<FigureRow & { bucket: string }>(sql`
    select ${bucket} as bucket, ${SUMS}
    from orders o left join ${REFUNDS} on r.order_num = o.order_num
    where ${salesOf(period)}
    group by 1`);
  const [totals] = (await db.execute<FigureRow>(sql`select ${SUMS} from orders o left join ${REFUNDS} on r.order_num = o.order_num where ${salesOf(period)}`))
    .rows;
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  return {
    period,
    grain,
    rows: periodBuckets(period, grain).map((one) => ({ ...one, label: bucketLabel(one, grain), ...figures(byBucket.get(one.start)) })),
    totals: figures(totals),
  };
}

/** Orders placed in a period (by their order day), by the state they are in now: every state listed, with their totals. */
export async function ordersByStatus({ db }: Ctx<"db">, period: ReportPeriod): Promise<OrdersByStatusReport> {
  const { rows } = await db.execute<{ status: number; orders: number; total_cents: string }>(sql`
    select o.sales_status as status, count(*)::int as orders, coalesce(sum(o.total_cents), 0)::bigint as total_cents
    from orders o
    where ${withinPeriod(PLACED_MOMENT, period)}
    group by o.sales_status`);
  const byStatus = new Map(rows.map((row) => [Number(row.status), row]));
  const known = new Set<number>(REPORT_STATUSES);
  const statuses = [...REPORT_STATUSES, ...[...byStatus.keys()].filter((status) => !known.has(status)).sort((a, b) => a - b)];
  const listed = statuses.map((status) => {
    const row = byStatus.get(status);
    return { status, label: staffStatusLabel(status), orders: asNumber(row?.orders), totalCents: asNumber(row?.total_cents) };
  });
  return {
    period,
    rows: listed.map(({ totalCents, ...row }) => ({ ...row, total: fromCents(totalCents) })),
    totals: {
      orders: listed.reduce((sum, row) => sum + row.orders, 0),
      total: fromCents(listed.reduce((sum, row) => sum + row.totalCents, 0)),
    },
  };
}
