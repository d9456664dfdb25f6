import { createContext, type FormEvent, type ReactNode, useContext, useState } from "react";
import type { AdminOrderDetail } from "../../../../domain/contracts/admin";
import { type Cents, formatCents, fromCents, toCents } from "../../../../domain/money";
import { canMove, ORDER_STATUS, type OrderStatus } from "../../../../domain/orders";
import { InputField, SubmitButton, TextAreaField } from "../../../ui/form-field";
import { type OrderAction, useOrderAction } from "../orders-api";
import { Panel } from "./console-ui";
import { fieldError, Outcome } from "./outcome";

interface Result {
  error: unknown;
  success: string | null;
}

/** Where a form reports what came of it: the order's actions show one outcome, which stays when the order reloads and a form goes away. */
const ReportContext = createContext<(result: Result) => void>(() => {});

/** A typed amount as the API takes it: a number, or null when blank or not a number (the server then says what is wrong). */
function amountOf(text: string): number | null {
  const value = Number(text.trim().replace(/^\$/, ""));
  return text.trim() === "" || Number.isNaN(value) ? null : value;
}

/** One action's form: it sends, shows the server's refusal or a success line once saved, and the order reloads either way. */
function ActionForm({
  so,
  action,
  title,
  button,
  pendingLabel,
  success,
  body,
  children,
}: {
  so: string;
  action: OrderAction;
  title: string;
  button: string;
  pendingLabel: string;
  success: string;
  body: () => unknown;
  children: (error: unknown) => ReactNode;
}) {
  const mutation = useOrderAction(so, action);
  const report = useContext(ReportContext);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    report({ error: null, success: null });
    mutation.mutate(body(), { onSuccess: () => report({ error: null, success }), onError: (error) => report({ error, success: null }) });
  };
  return (
    <Panel title={title}>
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        {children(mutation.error)}
        <SubmitButton pending={mutation.isPending} pendingLabel={pendingLabel}>
          {button}
        </SubmitButton>
      </form>
    </Panel>
  );
}

function QuoteForm({ order }: { order: AdminOrderDetail }) {
  const [shipping, setShipping] = useState(order.somast.sales_status === ORDER_STATUS.pendingReply ? order.somast.shipping.toFixed(2) : "");
  const [days, setDays] = useState(order.somast.shipping_days === null ? "" : String(order.somast.shipping_days));
  return (
    <ActionForm
      so={order.somast.order_num}
      action="quote"
      title={order.somast.sales_status === ORDER_STATUS.pendingReply ? "Change the shipping quote" : "Quote shipping"}
      button="Send quote"
      pendingLabel="Sending quote..."
      success="Quote sent. The customer has been e-mailed a link to pay."
      body={() => ({ shipping: amountOf(shipping), days: amountOf(days) })}
    >
      {(error) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField label="Shipping (CAD)" inputMode="decimal" value={shipping} onChange={(event) => setShipping(event.target.value)} error={fieldError(error, "shipping")} />
          <InputField label="Days in transit" inputMode="numeric" value={days} onChange={(event) => setDays(event.target.value)} error={fieldError(error, "days")} />
        </div>
      )}
    </ActionForm>
  );
}

function ShipForm({ so }: { so: string }) {
  const [courier, setCourier] = useState("");
  const [waybill, setWaybill] = useState("");
  return (
    <ActionForm
      so={so}
      action="ship"
      title="Ship"
      button="Mark shipped"
      pendingLabel="Saving..."
      success="Marked shipped. The customer has been e-mailed the tracking link."
      body={() => ({ courier, waybill })}
    >
      {(error) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField label="Courier" value={courier} onChange={(event) => setCourier(event.target.value)} error={fieldError(error, "courier")} />
          <InputField label="Waybill" value={waybill} onChange={(event) => setWaybill(event.target.value)} error={fieldError(error, "waybill")} />
        </div>
      )}
    </ActionForm>
  );
}

function RefundForm({ so, refundable }: { so: string; refundable: Cents }) {
  const [amount, setAmount] = useState(fromCents(refundable).toFixed(2));
  const [reason, setReason] = useState("");
  return (
    <ActionForm
      so={so}
      action="refund"
      title="Refund"
      button="Refund"
      pendingLabel="Refunding..."
      success="Refund sent through the payment gateway."
      body={() => ({ amount: amountOf(amount), reason })}
    >
      {(error) => (
        <>
          <p className="text-sm text-slate-700">{`Up to ${formatCents(refundable)} can still be refunded.`}</p>
          <InputField label="Refund amount (CAD)" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} error={fieldError(error, "amount")} />
          <TextAreaField label="Reason for the refund" rows={2} value={reason} onChange={(event) => setReason(event.target.value)} error={fieldError(error, "reason")} />
        </>
      )}
    </ActionForm>
  );
}

function CancelForm({ so, paid }: { so: string; paid: boolean }) {
  const [reason, setReason] = useState("");
  return (
    <ActionForm so={so} action="cancel" title="Cancel the order" button="Cancel order" pendingLabel="Cancelling..." success="Order cancelled. Its stock is back on hand." body={() => ({ reason })}>
      {(error) => (
        <>
          <p className="text-sm text-slate-700">
            {paid ? "The payment is refunded in full first, then the order is cancelled and the customer is told why." : "The order is cancelled and the customer is told why."}
          </p>
          <TextAreaField label="Reason for cancelling" rows={2} value={reason} onChange={(event) => setReason(event.target.value)} error={fieldError(error, "reason")} />
        </>
      )}
    </ActionForm>
  );
}

/** What staff may do to an order in its state: quote, ship, refund, cancel. */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const status = order.somast.sales_status as OrderStatus;
  const so = order.somast.order_num;
  const [result, setResult] = useState<Result>({ error: null, success: null });
  const refundable = order.payments.filter((payment) => payment.status === "approved").reduce((sum, payment) => sum + Math.max(0, toCents(payment.amount) - toCents(payment.refunded)), 0);
  const known = Object.values(ORDER_STATUS).includes(status);
  const canQuote = known && canMove(status, ORDER_STATUS.pendingReply);
  const canShip = known && canMove(status, ORDER_STATUS.shipped);
  const canCancel = known && canMove(status, ORDER_STATUS.cancelled);
  const none = !canQuote && !canShip && !canCancel && refundable <= 0;
  return (
    <ReportContext.Provider value={setResult}>
      <Outcome error={result.error} success={result.success} />
      {none ? <p className="mt-3 text-slate-700">Nothing more can be done to this order.</p> : null}
      <div className="mt-3 space-y-4">
      {canQuote ? <QuoteForm key={`quote-${order.somast.shipping}`} order={order} /> : null}
      {canShip ? <ShipForm so={so} /> : null}
      {refundable > 0 ? <RefundForm key={`refund-${refundable}`} so={so} refundable={refundable} /> : null}
      {canCancel ? <CancelForm so={so} paid={refundable > 0} /> : null}
      </div>
    </ReportContext.Provider>
  );
}
