import { Download } from "lucide-react";
import { lazy, type ReactNode, Suspense, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import type { z } from "zod";
import { reportQuery } from "../../../../domain/contracts/reports";
import { formatCad } from "../../../../domain/money";
import { REPORT_GRAINS, type ReportGrain, reportPeriod, storeDay, waitedText } from "../../../../domain/reports";
import { linkClass } from "../../../ui/action-styles";
import { FormInputField, FormSelectField } from "../../../ui/form-field";
import { Spinner } from "../../../ui/spinner";
import { FilterForm } from "../components/console-form";
import { ConsolePage, cellClass, headCellClass, Panel, TableBox, tableClass } from "../components/console-ui";
import { LoadError } from "../components/outcome";
import { storeDateTime } from "../format";
import { type ReportFilters, reportCsvUrl, useLowStock, useOrdersByStatus, useQuotesWaiting, useSalesReport, useTopDealers, useTopParts } from "../reports-api";

// Chart.js is loaded with the chart, after the page and its tables: the figures never wait for it.
const SalesChart = lazy(async () => ({ default: (await import("../components/sales-chart")).SalesChart }));

const GRAIN_WORDS: Record<ReportGrain, { one: string; many: string; heading: string }> = {
  day: { one: "day", many: "days", heading: "Day" },
  week: { one: "week", many: "weeks", heading: "Week (Monday to Sunday)" },
  month: { one: "month", many: "months", heading: "Month" },
};
const GRAIN_OPTIONS = REPORT_GRAINS.map((grain) => ({ value: grain, label: GRAIN_WORDS[grain].heading }));

const numberCell = `${cellClass} text-right tabular-nums`;
const endHead = `${headCellClass} text-right`;

/** The period in the address, its missing ends filled in as the server fills them (the last 30 days). */
function filtersOf(search: URLSearchParams): Required<ReportFilters> {
  const given = { from: search.get("from") || undefined, to: search.get("to") || undefined };
  const grain = search.get("grain");
  return { ...reportPeriod(given, storeDay()), grain: REPORT_GRAINS.find((one) => one === grain) ?? "day" };
}

/** A section's CSV file: a plain link, so the browser downloads it with the staff session's cookie. */
function CsvLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} download className={`inline-flex items-center gap-1.5 text-sm ${linkClass}`}>
      <Download aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}

/** A report's table: its caption names it (and is what the scroll box is called), its headings say which columns hold numbers. */
function ReportTable({
  caption,
  heads,
  numeric,
  children,
  foot,
}: {
  caption: string;
  heads: readonly string[];
  numeric: readonly string[];
  children: ReactNode;
  foot?: ReactNode;
}) {
  return (
    <TableBox label={caption}>
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col" className={numeric.includes(head) ? endHead : headCellClass}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot ? <tfoot className="font-semibold">{foot}</tfoot> : null}
      </table>
    </TableBox>
  );
}

/** What a section shows while its answer loads or when it failed; its content once it is there. */
function Loaded<T>({
  query,
  what,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: T };
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={`Loading ${what}...`} />;
  if (query.isError || query.data === undefined) return <LoadError error={query.error} />;
  return <>{children(query.data)}</>;
}

function SalesSection({ filters }: { filters: Required<ReportFilters> }) {
  const sales = useSalesReport(filters);
  const words = GRAIN_WORDS[filters.grain];
  const chart = useMemo(() => {
    const rows = sales.data?.rows ?? [];
    return { labels: rows.map((row) => row.label), totals: rows.map((row) => row.net) };
  }, [sales.data]);
  return (
    <Panel title="Sales">
      <p className="mb-3 text-sm text-slate-700">
        Paid, dealer-confirmed and shipped orders, each on the day it was paid (a dealer's order on the day it was confirmed), in Toronto time. Refunds given on
        them since are counted on the same day, and Net is what the store kept (cancelled orders are not sales). Amounts in CAD.
      </p>
      <Loaded query={sales} what="sales">
        {(report) => {
          const best = report.rows.reduce((top, row) => (row.net > top.net ? row : top), report.rows[0]!);
          const caption = `Sales by ${words.one}, ${report.period.from} to ${report.period.to}`;
          const summary =
            report.totals.orders === 0
              ? `Bar chart of sales by ${words.one} from ${report.period.from} to ${report.period.to}: no sales in the period.`
              : `Bar chart of net sales (after refunds) by ${words.one} from ${report.period.from} to ${report.period.to}, ${report.rows.length} ${words.many}; the highest is ${best.label} at ${formatCad(best.net)}. The table lists every figure.`;
          return (
            <div className="grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <div className="min-w-0">
                <Suspense fallback={<div className="h-64" />}>
                  <SalesChart labels={chart.labels} totals={chart.totals} summary={summary} />
                </Suspense>
              </div>
              <div className="min-w-0">
                <ReportTable
                  caption={caption}
                  heads={[words.heading, "Orders", "Subtotal", "Tax", "Shipping", "Total", "Refunds", "Net"]}
                  numeric={["Orders", "Subtotal", "Tax", "Shipping", "Total", "Refunds", "Net"]}
                  foot={
                    <tr>
                      <th scope="row" className={`${cellClass} text-left`}>
                        Total
                      </th>
                      <td className={numberCell}>{report.totals.orders}</td>
                      <td className={numberCell}>{formatCad(report.totals.subtotal)}</td>
                      <td className={numberCell}>{formatCad(report.totals.tax)}</td>
                      <td className={numberCell}>{formatCad(report.totals.shipping)}</td>
                      <td className={numberCell}>{formatCad(report.totals.total)}</td>
                      <td className={numberCell}>{formatCad(report.totals.refunds)}</td>
                      <td className={numberCell}>{formatCad(report.totals.net)}</td>
                    </tr>
                  }
                >
                  {report.rows.map((row) => (
                    <tr key={row.start}>
                      <th scope="row" className={`${cellClass} text-left font-medium`}>
                        {row.label}
                      </th>
                      <td className={numberCell}>{row.orders}</td>
                      <td className={numberCell}>{formatCad(row.subtotal)}</td>
                      <td className={numberCell}>{formatCad(row.tax)}</td>
                      <td className={numberCell}>{formatCad(row.shipping)}</td>
                      <td className={numberCell}>{formatCad(row.total)}</td>
                      <td className={numberCell}>{formatCad(row.refunds)}</td>
                      <td className={numberCell}>{formatCad(row.net)}</td>
                    </tr>
                  ))}
                </ReportTable>
                <p className="mt-3">
                  <CsvLink href={reportCsvUrl("sales", filters)}>{`Download sales by ${words.one} (CSV)`}</CsvLink>
                </p>
              </div>
            </div>
          );
        }}
      </Loaded>
    </Panel>
  );
}

function OrdersByStatusSection({ filters }: { filters: Required<ReportFilters> }) {
  const byStatus = useOrdersByStatus(filters);
  return (
    <Panel title="Orders by status">
      <p className="mb-3 text-sm text-slate-700">Orders placed in the period, by the state they are in now.</p>
      <Loaded query={byStatus} what="orders by status">
        {(report) => (
          <>
            <ReportTable
              caption={`Orders placed ${report.period.from} to ${report.period.to} by status`}
              heads={["Status", "Orders", "Total"]}
              numeric={["Orders", "Total"]}
              foot={
                <tr>
                  <th scope="row" className={`${cellClass} text-left`}>
                    All orders
                  </th>
                  <td className={numberCell}>{report.totals.orders}</td>
                  <td className={numberCell}>{formatCad(report.totals.total)}</td>
                </tr>
              }
            >
              {report.rows.map((row) => (
                <tr key={row.status}>
                  <th scope="row" className={`${cellClass} text-left font-medium`}>
                    <Link to={`/admin/orders?status=${row.status}&from=${report.period.from}&to=${report.period.to}`} className={linkClass}>
                      {row.label}
                    </Link>
                  </th>
                  <td className={numberCell}>{row.orders}</td>
                  <td className={numberCell}>{formatCad(row.total)}</td>
                </tr>
              ))}
            </ReportTable>
            <p className="mt-3">
              <CsvLink href={reportCsvUrl("orders-by-status", { from: filters.from, to: filters.to })}>Download orders by status (CSV)</CsvLink>
            </p>
          </>
        )}
      </Loaded>
    </Panel>
  );
}

function PartsTable({ caption, rows }: { caption: string; rows: { item: string; descrip: string; units: number; revenue: number; orders: number }[] }) {
  if (rows.length === 0) return <p className="text-slate-700">No parts were sold in the period.</p>;
  return (
    <ReportTable caption={caption} heads={["Rank", "Part", "Description", "Units", "Revenue", "Orders"]} numeric={["Rank", "Units", "Revenue", "Orders"]}>
      {rows.map((row, n) => (
        <tr key={row.item}>
          <td className={numberCell}>{n + 1}</td>
          <th scope="row" className={`${cellClass} text-left font-medium`}>
            <Link to={`/admin/parts/${encodeURIComponent(row.item)}`} className={linkClass}>
              {row.item}
            </Link>
          </th>
          <td className={cellClass}>{row.descrip}</td>
          <td className={numberCell}>{row.units}</td>
          <td className={numberCell}>{formatCad(row.revenue)}</td>
          <td className={numberCell}>{row.orders}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

function TopPartsSection({ filters }: { filters: Required<ReportFilters> }) {
  const top = useTopParts(filters);
  const period = { from: filters.from, to: filters.to };
  return (
    <Panel title="Top parts">
      <p className="mb-3 text-sm text-slate-700">
        The parts of the period's sales; revenue is what the store kept of their lines (before tax and shipping), each order's refunds shared over its lines.
      </p>
      <Loaded query={top} what="top parts">
        {(report) => (
          <div className="grid gap-6 xl:grid-cols-2">
            <div className="min-w-0">
              <h3 className="mb-2 font-semibold text-ink">By units</h3>
              <PartsTable caption={`Top parts by units, ${report.period.from} to ${report.period.to}`} rows={report.byUnits} />
              <p className="mt-3">
                <CsvLink href={reportCsvUrl("top-parts", { ...period, by: "units" })}>Download every part sold, by units (CSV)</CsvLink>
              </p>
            </div>
            <div className="min-w-0">
              <h3 className="mb-2 font-semibold text-ink">By revenue</h3>
              <PartsTable caption={`Top parts by revenue, ${report.period.from} to ${report.period.to}`} rows={report.byRevenue} />
              <p className="mt-3">
                <CsvLink href={reportCsvUrl("top-parts", { ...period, by: "revenue" })}>Download every part sold, by revenue (CSV)</CsvLink>
              </p>
            </div>
          </div>
        )}
      </Loaded>
    </Panel>
  );
}

function TopDealersSection({ filters }: { filters: Required<ReportFilters> }) {
  const top = useTopDealers(filters);
  return (
    <Panel title="Top dealers">
      <p className="mb-3 text-sm text-slate-700">
        Dealers by the revenue of their confirmed and shipped orders (before tax; dealers pay no shipping), refunds taken off.
      </p>
      <Loaded query={top} what="top dealers">
        {(report) => (
          <>
            {report.rows.length === 0 ? (
              <p className="text-slate-700">No dealer ordered in the period.</p>
            ) : (
              <ReportTable
                caption={`Top dealers by revenue, ${report.period.from} to ${report.period.to}`}
                heads={["Rank", "Dealer", "Dealer ID", "Orders", "Revenue", "Total"]}
                numeric={["Rank", "Orders", "Revenue", "Total"]}
              >
                {report.rows.map((row, n) => (
                  <tr key={row.id}>
                    <td className={numberCell}>{n + 1}</td>
                    <th scope="row" className={`${cellClass} text-left font-medium`}>
                      <Link to={`/admin/orders?ownerKind=dealer&ownerId=${row.id}`} className={linkClass}>
                        {row.name}
                      </Link>
                    </th>
                    <td className={cellClass}>{row.account}</td>
                    <td className={numberCell}>{row.orders}</td>
                    <td className={numberCell}>{formatCad(row.revenue)}</td>
                    <td className={numberCell}>{formatCad(row.total)}</td>
                  </tr>
                ))}
              </ReportTable>
            )}
            <p className="mt-3">
              <CsvLink href={reportCsvUrl("top-dealers", { from: filters.from, to: filters.to })}>Download every dealer's sales (CSV)</CsvLink>
            </p>
          </>
        )}
      </Loaded>
    </Panel>
  );
}

function QuotesWaitingSection() {
  const waiting = useQuotesWaiting();
  return (
    <Panel title="Quotes waiting">
      <Loaded query={waiting} what="quotes waiting">
        {(report) => (
          <>
            <p className="mb-3 text-sm text-slate-700">
              {report.count === 0
                ? "No order is waiting for a shipping quote now."
                : `${report.count} ${report.count === 1 ? "order waits" : "orders wait"} for a shipping quote now; the longest has waited ${waitedText(report.longestMinutes)}.`}
            </p>
            {report.rows.length === 0 ? null : (
              <ReportTable
                caption="Orders waiting for a shipping quote, the longest waiting first"
                heads={["Order", "Placed", "Customer", "Subtotal", "Waited"]}
                numeric={["Subtotal"]}
              >
                {report.rows.map((row) => (
                  <tr key={row.order_num}>
                    <th scope="row" className={`${cellClass} text-left font-medium`}>
                      <Link to={`/admin/orders/${encodeURIComponent(row.order_num)}`} className={linkClass}>
                        {row.order_num}
                      </Link>
                    </th>
                    <td className={cellClass}>{storeDateTime(row.placed_at)}</td>
                    <td className={cellClass}>{row.name}</td>
                    <td className={numberCell}>{formatCad(row.subtotal)}</td>
                    <td className={cellClass}>{waitedText(row.waited_minutes)}</td>
                  </tr>
                ))}
              </ReportTable>
            )}
            <p className="mt-3">
              <CsvLink href={reportCsvUrl("quotes-waiting")}>Download quotes waiting (CSV)</CsvLink>
            </p>
          </>
        )}
      </Loaded>
    </Panel>
  );
}

function LowStockSection() {
  const low = useLowStock();
  return (
    <Panel title="Low stock">
      <Loaded query={low} what="low stock">
        {(report) => (
          <>
            <p className="mb-3 text-sm text-slate-700">
              {`${report.count} ${report.count === 1 ? "part is" : "parts are"} at or below the reorder point now${report.count > report.rows.length ? `; the ${report.rows.length} furthest below are listed, the CSV file has them all` : ""}. Reorder brings a part back to twice its reorder point once the units dealers have on back-order are sent.`}
            </p>
            {report.rows.length === 0 ? null : (
              <ReportTable
                caption="Parts at or below their reorder point, the furthest below first"
                heads={["Part", "Description", "Make", "On hand", "Reorder point", "Back-ordered", "Reorder", "Expected"]}
                numeric={["On hand", "Reorder point", "Back-ordered", "Reorder"]}
              >
                {report.rows.map((row) => (
                  <tr key={row.item}>
                    <th scope="row" className={`${cellClass} text-left font-medium`}>
                      <Link to={`/admin/parts/${encodeURIComponent(row.item)}`} className={linkClass}>
                        {row.item}
                      </Link>
                    </th>
                    <td className={cellClass}>{row.descrip}</td>
                    <td className={cellClass}>{row.make}</td>
                    <td className={numberCell}>{row.onhand}</td>
                    <td className={numberCell}>{row.orderpt}</td>
                    <td className={numberCell}>{row.backordered}</td>
                    <td className={numberCell}>{row.reorder}</td>
                    <td className={cellClass}>{row.onshpeta ?? "Not set"}</td>
                  </tr>
                ))}
              </ReportTable>
            )}
            <p className="mt-3">
              <CsvLink href={reportCsvUrl("low-stock")}>Download low stock (CSV)</CsvLink>
            </p>
          </>
        )}
      </Loaded>
    </Panel>
  );
}

/** /admin/reports: sales, orders, parts and dealers of a period (kept in the address), and what waits now; each with its CSV file. */
export function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const onShow = (chosen: z.output<typeof reportQuery>) => {
    const next = new URLSearchParams();
    if (chosen.from) next.set("from", chosen.from);
    if (chosen.to) next.set("to", chosen.to);
    next.set("grain", chosen.grain);
    setSearch(next);
  };

  return (
    <ConsolePage
      title="Reports"
      intro={<p>How the store is doing over a period, in Toronto time, and what is waiting now. Each section downloads as a CSV file.</p>}
    >
      <FilterForm
        key={search.toString()}
        schema={reportQuery}
        defaultValues={{ from: filters.from, to: filters.to, grain: filters.grain }}
        onSearch={onShow}
        submitLabel="Show"
        label="Report period"
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
        buttonsClassName="flex flex-wrap items-start gap-2 sm:col-span-3 lg:col-span-1 lg:pt-6"
      >
        <FormInputField name="from" label="From" type="date" />
        <FormInputField name="to" label="To" type="date" />
        <FormSelectField name="grain" label="Group sales by" options={GRAIN_OPTIONS} />
      </FilterForm>
      <div className="mt-6 space-y-6">
        <SalesSection filters={filters} />
        <OrdersByStatusSection filters={filters} />
        <TopPartsSection filters={filters} />
        <TopDealersSection filters={filters} />
        <QuotesWaitingSection />
        <LowStockSection />
      </div>
    </ConsolePage>
  );
}
