import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { StaffReturnRow } from "../../../../domain/contracts/returns";
import { formatCad } from "../../../../domain/money";
import { formatOrderDate } from "../../../../domain/orders";
import { RETURN_STATUSES, type ReturnStatus } from "../../../../domain/returns";
import { linkClass } from "../../../ui/action-styles";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { SelectField } from "../../../ui/form-field";
import { ConsolePage, cellClass, smallButtonClass, TableBox, TableHead, tableClass } from "../components/console-ui";
import { SearchResults } from "../components/list-section";
import { errorText, Outcome } from "../components/outcome";
import { ReasonDialog } from "../components/reason-dialog";
import { type ReturnAction, useAdminReturns, useReturnAction } from "../returns-api";

/** A return's status as the console names it. */
const STATUS_WORDS: Record<ReturnStatus, string> = {
  requested: "Requested",
  approved: "Approved, waiting for the parts",
  refused: "Refused",
  refunding: "Refund under way",
  refunded: "Refunded",
  credited: "Credited to statement",
};
const REASON_WORDS = { orderedInError: "Ordered in error", damaged: "Damaged", defective: "Defective", wrongPart: "Wrong part sent" } as const;

/** What staff may do with a return in each status. */
function actionsOf(row: StaffReturnRow): ReturnAction[] {
  if (row.status === "requested") return ["approve", "refuse"];
  if (row.status === "approved") return ["receive", "refuse"];
  if (row.status === "refunding") return ["receive"];
  return [];
}

const receiveLabel = (row: StaffReturnRow) => (row.owner_kind === "dealer" ? "Receive and credit" : "Receive and refund");

function ReturnRowView({ row, onAction }: { row: StaffReturnRow; onAction: (row: StaffReturnRow, action: ReturnAction) => void }) {
  const labels: Record<ReturnAction, string> = { approve: "Approve", refuse: "Refuse", receive: receiveLabel(row) };
  return (
    <tr data-return={row.rma}>
      <th scope="row" className={`${cellClass} font-semibold whitespace-nowrap`}>
        {row.rma}
      </th>
      <td className={cellClass}>
        <Link to={`/admin/orders/${encodeURIComponent(row.order_num)}`} className={linkClass}>
          {row.order_num}
        </Link>
      </td>
      <td className={cellClass}>
        {row.email}
        <span className="block text-slate-600">{`${row.owner_kind === "dealer" ? "Dealer" : "Customer"} #${row.owner_id}`}</span>
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>{formatOrderDate(row.created_at)}</td>
      <td className={cellClass}>
        {REASON_WORDS[row.reason]}
        {row.note ? <span className="block text-slate-600">{row.note}</span> : null}
      </td>
      <td className={cellClass}>
        <ul>
          {row.lines.map((line) => (
            <li key={line.line_no} className="whitespace-nowrap">{`${line.item} x ${line.qty}`}</li>
          ))}
        </ul>
      </td>
      <td className={`${cellClass} text-right tabular-nums whitespace-nowrap`}>
        {formatCad(row.refund)}
        {row.fee > 0 ? <span className="block text-slate-600">{`after ${formatCad(row.fee)} fee`}</span> : null}
      </td>
      <td className={cellClass}>
        {STATUS_WORDS[row.status]}
        {row.refused_reason ? <span className="block text-slate-600">{row.refused_reason}</span> : null}
      </td>
      <td className={cellClass}>
        <div className="flex flex-wrap gap-2">
          {actionsOf(row).map((action) => (
            <button key={action} type="button" className={smallButtonClass} aria-label={`${labels[action]} ${row.rma}`} onClick={() => onAction(row, action)}>
              {labels[action]}
            </button>
          ))}
        </div>
      </td>
    </tr>
  );
}

/**
 * /admin/returns: returns asked for by customers and dealers, newest first, by status; staff approve or
 * refuse them, and once the parts arrive receive them: stock back and the refund through the gateway
 * (customers) or the credit on the statement (dealers).
 */
export function ReturnsPage() {
  const [search, setSearch] = useSearchParams();
  const status = search.get("status") ?? "";
  const page = search.get("page") ?? "";
  const returns = useAdminReturns({ ...(status ? { status } : {}), ...(page ? { page } : {}) });
  const act = useReturnAction();
  const [asked, setAsked] = useState<{ row: StaffReturnRow; action: ReturnAction } | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  async function run(row: StaffReturnRow, action: ReturnAction, body?: { reason: string }) {
    setSuccess(null);
    await act.mutateAsync({ id: row.id, action, body });
    const done = { approve: "approved", refuse: "refused", receive: row.owner_kind === "dealer" ? "received and credited" : "received and refunded" }[action];
    setSuccess(`${row.rma} ${done}.`);
    setAsked(null);
  }

  const choose = (next: URLSearchParams) => setSearch(next);
  return (
    <ConsolePage title="Returns" intro="Returns customers and dealers asked for from their Order History, within 30 days of the invoice.">
      <div className="max-w-xs">
        <SelectField label="Status" value={status} onChange={(event) => choose(new URLSearchParams(event.target.value ? { status: event.target.value } : {}))}>
          <option value="">Any status</option>
          {RETURN_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_WORDS[value]}
            </option>
          ))}
        </SelectField>
      </div>
      <Outcome error={asked ? null : act.error} success={success} />
      <SearchResults
        results={returns}
        loading="Loading returns..."
        empty="No returns match."
        count={(total) => `${total} ${total === 1 ? "return" : "returns"}`}
        lastPage={(data) => data.last_page}
        onPage={(next) => choose(new URLSearchParams({ ...(status ? { status } : {}), page: String(next) }))}
      >
        {(data) => (
          <TableBox label="Returns">
            <table className={`${tableClass} min-w-[64rem]`}>
              <TableHead heads={["Return", "Order", "Asked by", "Asked", "Reason", "Parts", "Amount", "Status", "Actions"]} end={["Amount"]} />
              <tbody>
                {data.rows.map((row) => (
                  <ReturnRowView
                    key={row.id}
                    row={row}
                    onAction={(chosen, action) => (action === "approve" ? void run(chosen, action).catch(() => undefined) : setAsked({ row: chosen, action }))}
                  />
                ))}
              </tbody>
            </table>
          </TableBox>
        )}
      </SearchResults>
      {asked?.action === "refuse" ? (
        <ReasonDialog
          title={`Refuse ${asked.row.rma}`}
          description="The reason is mailed to the shopper and shown on their order."
          confirmLabel="Refuse return"
          onClose={() => setAsked(null)}
          onConfirm={(body) => run(asked.row, "refuse", body)}
        />
      ) : null}
      {asked?.action === "receive" ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsked(null)}
          title={`${receiveLabel(asked.row)} ${asked.row.rma}`}
          message={
            <>
              {`The parts go back in stock and ${formatCad(asked.row.refund)} is ${asked.row.owner_kind === "dealer" ? "credited to the dealer's statement" : "refunded to the card or PayPal account that paid order " + asked.row.order_num}.`}
              {act.error ? (
                <span role="alert" className="mt-3 block rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                  {errorText(act.error)}
                </span>
              ) : null}
            </>
          }
          confirmLabel={receiveLabel(asked.row)}
          pending={act.isPending}
          onConfirm={() => void run(asked.row, "receive").catch(() => undefined)}
        />
      ) : null}
    </ConsolePage>
  );
}
