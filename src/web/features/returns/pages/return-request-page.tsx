import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "react-toastify";
import type { OrderReturnsReply } from "../../../../domain/contracts/returns";
import { toCents } from "../../../../domain/money";
import { formatOrderDate } from "../../../../domain/orders";
import { paysRestockingFee, RETURN_NOTE_MAX, RETURN_REASONS, type ReturnReason, returnAmounts, returnReasonKey } from "../../../../domain/returns";
import { errorText } from "../../../lib/api";
import { useWords } from "../../../lib/i18n";
import { useViewer } from "../../../lib/viewer";
import { linkClass } from "../../../ui/action-styles";
import { SubmitButton, TextAreaField } from "../../../ui/form-field";
import { LoadFailure, PageFrame } from "../../../ui/page-frame";
import { Spinner } from "../../../ui/spinner";
import { useOrderReturns, useRequestReturn } from "../api";

/** The receipt an order's returns are shown on: the customer's or the dealer's. */
function useReceiptPath(so: string): string {
  const viewer = useViewer();
  if (viewer.kind === "dealer") return `/dealer-order-receipt?so=${encodeURIComponent(so)}&id=${encodeURIComponent(viewer.user.account)}`;
  const id = viewer.kind === "customer" ? viewer.user.id : "";
  return `/order-receipt?so=${encodeURIComponent(so)}&id=${encodeURIComponent(String(id))}`;
}

/** What the chosen parts give back, by the policy's rule (the server computes it again and decides). */
function ReturnSummary({ order, quantities, reason }: { order: OrderReturnsReply; quantities: Record<number, number>; reason: ReturnReason }) {
  const { t, cents } = useWords();
  const chosen = order.lines
    .filter((line) => (quantities[line.line_no] ?? 0) > 0)
    .map((line) => ({ unitCents: toCents(line.price), qty: quantities[line.line_no]! }));
  const amounts = returnAmounts(chosen, reason, order.tax_parts);
  const rows: [string, string][] = [[t("returns.page.goods"), cents(amounts.goodsCents)]];
  if (amounts.feeCents > 0) rows.push([t("returns.page.fee"), cents(-amounts.feeCents)]);
  rows.push([t("returns.page.tax"), cents(amounts.taxCents)]);
  return (
    <section aria-labelledby="return-summary" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="return-summary" className="text-lg font-semibold text-ink">
        {t("returns.page.summary")}
      </h2>
      <dl className="mt-3 space-y-1">
        {rows.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt>{label}</dt>
            <dd className="tabular-nums">{amount}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 font-semibold" data-return-amount>
          <dt>{order.credit ? t("returns.page.credit") : t("returns.page.refund")}</dt>
          <dd className="tabular-nums">{cents(amounts.refundCents)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700">{order.credit ? t("returns.page.creditHint") : t("returns.page.refundHint")}</p>
    </section>
  );
}

/** The form: how many of each line, the reason (with what it means for the refund), an optional note. */
function ReturnForm({ order }: { order: OrderReturnsReply }) {
  const { t, cad } = useWords();
  const navigate = useNavigate();
  const receipt = useReceiptPath(order.order_num);
  const request = useRequestReturn();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason>("defective");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const lines = order.lines.filter((line) => line.returnable > 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = lines.filter((line) => (quantities[line.line_no] ?? 0) > 0).map((line) => ({ line_no: line.line_no, qty: quantities[line.line_no]! }));
    if (chosen.length === 0) {
      setProblem(t("returns.page.chooseParts"));
      return;
    }
    setProblem(null);
    try {
      const made = await request.mutateAsync({ so: order.order_num, reason, note, lines: chosen });
      toast.success(t("returns.page.sent", { rma: made.rma }), { toastId: `return-${made.rma}` });
      navigate(receipt);
    } catch (error) {
      setProblem(errorText(error, t));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-6">
        <table className="w-full text-left text-sm">
          <caption className="pb-2 text-left text-lg font-semibold text-ink">{t("returns.page.parts", { orderNum: order.order_num })}</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4">
                {t("returns.page.part")}
              </th>
              <th scope="col" className="hidden py-2 pr-4 text-right sm:table-cell">
                {t("returns.page.price")}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {t("returns.page.returnable")}
              </th>
              <th scope="col" className="py-2 text-right">
                {t("returns.page.quantity")}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.line_no} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-4 text-left font-normal">
                  <span className="font-medium">{line.item}</span>
                  <span className="block text-slate-600">{line.descrip}</span>
                </th>
                <td className="hidden py-2 pr-4 text-right tabular-nums sm:table-cell">{cad(line.price)}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{line.returnable}</td>
                <td className="py-2 text-right">
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={line.returnable}
                    step={1}
                    value={quantities[line.line_no] ?? 0}
                    aria-label={t("returns.page.quantityLabel", { item: line.item })}
                    onChange={(event) => {
                      const typed = Number.parseInt(event.target.value, 10);
                      const qty = Number.isNaN(typed) ? 0 : Math.min(line.returnable, Math.max(0, typed));
                      setQuantities((now) => ({ ...now, [line.line_no]: qty }));
                    }}
                    className="w-20 rounded border border-slate-400 px-2 py-1 text-right"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <fieldset>
          <legend className="font-semibold text-ink">{t("returns.page.reason")}</legend>
          <div className="mt-2 space-y-2">
            {RETURN_REASONS.map((value) => (
              <label key={value} className="flex items-start gap-2">
                <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} className="mt-1" />
                <span>
                  <span className="font-medium">{t(returnReasonKey(value))}</span>
                  <span className={`block text-sm ${paysRestockingFee(value) ? "text-brand-700" : "text-slate-600"}`}>{t(`returns.reasonHint.${value}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          label={t("returns.page.note")}
          hint={t("returns.page.noteHint")}
          rows={3}
          maxLength={RETURN_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className="space-y-4">
        <ReturnSummary order={order} quantities={quantities} reason={reason} />
        {problem ? (
          <p role="alert" className="font-medium text-brand-700">
            {problem}
          </p>
        ) : null}
        <SubmitButton pending={request.isPending} pendingLabel={t("returns.page.submitting")} className="w-full">
          {t("returns.page.submit")}
        </SubmitButton>
        <Link to={receipt} className={linkClass}>
          {t("returns.page.back", { orderNum: order.order_num })}
        </Link>
      </div>
    </form>
  );
}

/** /order-returns?so: a customer or dealer asks to return parts of one of their orders, within 30 days of its invoice. */
export function ReturnRequestPage() {
  const [params] = useSearchParams();
  const so = params.get("so")?.trim() ?? "";
  const order = useOrderReturns(so);
  const { t, locale } = useWords();
  const receipt = useReceiptPath(so);
  const deadline = order.data ? formatOrderDate(order.data.deadline, locale) : "";
  return (
    <PageFrame title={t("returns.page.title", { orderNum: so })} intro={order.data?.open ? t("returns.page.intro", { deadline }) : undefined}>
      {so === "" ? (
        <LoadFailure message={t("orders.numberMissing")} />
      ) : order.isPending ? (
        <Spinner label={t("returns.page.loading")} />
      ) : order.isError ? (
        <LoadFailure message={errorText(order.error, t) || t("returns.page.loadFailed")} />
      ) : !order.data.open || order.data.lines.every((line) => line.returnable === 0) ? (
        <LoadFailure message={order.data.open ? t("returns.page.nothingLeft", { orderNum: so }) : t("returns.page.closed", { orderNum: so, deadline })}>
          <Link to={receipt} className={linkClass}>
            {t("returns.page.back", { orderNum: so })}
          </Link>
        </LoadFailure>
      ) : (
        <ReturnForm order={order.data} />
      )}
    </PageFrame>
  );
}

export { ReturnRequestPage as Component };
