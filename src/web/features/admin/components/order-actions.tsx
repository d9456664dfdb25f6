import { createContext, type ReactNode, useContext, useState } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { type AdminOrderDetail, cancelOrderBody, quoteShippingForm, refundOrderForm, shipOrderBody } from "../../../../domain/contracts/admin";
import { type Cents, formatCents, fromCents, toCents } from "../../../../domain/money";
import { canMove, ORDER_STATUS, type OrderStatus } from "../../../../domain/orders";
import { FormInputField, FormTextAreaField } from "../../../ui/form-field";
import { type OrderAction, useOrderAction } from "../orders-api";
import { ConsoleForm, useConsoleForm } from "./console-form";
import { Panel } from "./console-ui";
import { Outcome } from "./outcome";

interface Result {
  error: unknown;
  success: string | null;
}

/** Where a form reports what came of it: the order's actions show one outcome, which stays when the order reloads and a form goes away. */
const ReportContext = createContext<(result: Result) => void>(() => {});

/** One action's form: it sends, reports the server's refusal or a success line once saved, and the order reloads either way. */
function ActionForm<Input extends FieldValues, Body>({
  so,
  action,
  schema,
  defaultValues,
  title,
  button,
  pendingLabel,
  success,
  children,
}: {
  so: string;
  action: OrderAction;
  schema: z.ZodType<Body, Input>;
  defaultValues: Input;
  title: string;
  button: string;
  pendingLabel: string;
  success: string;
  children: ReactNode;
}) {
  const mutation = useOrderAction(so, action);
  const report = useContext(ReportContext);
  const form = useConsoleForm(schema, defaultValues as never);
  return (
    <Panel title={title}>
      <ConsoleForm
        form={form}
        onSend={async (body) => {
          await mutation.mutateAsync(body);
          report({ error: null, success });
        }}
        onAttempt={() => report({ error: null, success: null })}
        onRefusal={(error) => report({ error, success: null })}
        submitLabel={button}
        pendingLabel={pendingLabel}
        nothing="Nothing was sent"
        className="space-y-3"
      >
        {children}
      </ConsoleForm>
    </Panel>
  );
}

function QuoteForm({ order }: { order: AdminOrderDetail }) {
  const replied = order.somast.sales_status === ORDER_STATUS.pendingReply;
  return (
    <ActionForm
      so={order.somast.order_num}
      action="quote"
      schema={quoteShippingForm}
      defaultValues={{
        shipping: replied ? order.somast.shipping.toFixed(2) : "",
        days: order.somast.shipping_days === null ? "" : String(order.somast.shipping_days),
      }}
      title={replied ? "Change the shipping quote" : "Quote shipping"}
      button="Send quote"
      pendingLabel="Sending quote..."
      success="Quote sent. The customer has been e-mailed a link to pay."
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormInputField name="shipping" label="Shipping (CAD)" inputMode="decimal" />
        <FormInputField name="days" label="Days in transit" inputMode="numeric" />
      </div>
    </ActionForm>
  );
}

function ShipForm({ so }: { so: string }) {
  return (
    <ActionForm
      so={so}
      action="ship"
      schema={shipOrderBody}
      defaultValues={{ courier: "", waybill: "" }}
      title="Ship"
      button="Mark shipped"
      pendingLabel="Saving..."
      success="Marked shipped. The customer has been e-mailed the tracking link."
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormInputField name="courier" label="Courier" />
        <FormInputField name="waybill" label="Waybill" />
      </div>
    </ActionForm>
  );
}

function RefundForm({ so, refundable }: { so: string; refundable: Cents }) {
  return (
    <ActionForm
      so={so}
      action="refund"
      schema={refundOrderForm}
      defaultValues={{ amount: fromCents(refundable).toFixed(2), reason: "" }}
      title="Refund"
      button="Refund"
      pendingLabel="Refunding..."
      success="Refund sent through the payment gateway."
    >
      <p className="text-sm text-slate-700">{`Up to ${formatCents(refundable)} can still be refunded.`}</p>
      <FormInputField name="amount" label="Refund amount (CAD)" inputMode="decimal" />
      <FormTextAreaField name="reason" label="Reason for the refund" rows={2} />
    </ActionForm>
  );
}

function CancelForm({ so, paid }: { so: string; paid: boolean }) {
  return (
    <ActionForm
      so={so}
      action="cancel"
      schema={cancelOrderBody}
      defaultValues={{ reason: "" }}
      title="Cancel the order"
      button="Cancel order"
      pendingLabel="Cancelling..."
      success="Order cancelled. Its stock is back on hand."
    >
      <p className="text-sm text-slate-700">
        {paid
          ? "The payment is refunded in full first, then the order is cancelled and the customer is told why."
          : "The order is cancelled and the customer is told why."}
      </p>
      <FormTextAreaField name="reason" label="Reason for cancelling" rows={2} />
    </ActionForm>
  );
}

/** What staff may do to an order in its state: quote, ship, refund, cancel. */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const status = order.somast.sales_status as OrderStatus;
  const so = order.somast.order_num;
  const [result, setResult] = useState<Result>({ error: null, success: null });
  const refundable = order.payments
    .filter((payment) => payment.status === "approved")
    .reduce((sum, payment) => sum + Math.max(0, toCents(payment.amount) - toCents(payment.refunded)), 0);
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
