import { formatCents } from "../../../domain/money";
import { PO_NUMBER_LABEL } from "../../../domain/orders";
import { registrationLines, type TaxPart, taxLineLabel } from "../../../domain/tax";
import { lineCents, type OrderTotals, orderTaxLines } from "../../../domain/totals";
import type { Config } from "../../config";
import type { OutgoingMail } from "../../integrations/mail/mailer";
import type { PostalAddress } from "../accounts/service";
import type { OrderLineRow } from "../orders/service";

type LineRow = OrderLineRow;

const addressText = (a: PostalAddress) => [a.company, a.address, `${a.city}, ${a.state} ${a.zipcode}`, a.country, a.tel].filter(Boolean).join("\n  ");

/** The store's notice and the dealer's copy of a confirmed dealer order, with back-orders named. */
export function dealerOrderMails(
  config: Config,
  order: {
    orderNum: string;
    account: string;
    company: PostalAddress;
    ship: PostalAddress;
    lines: readonly LineRow[];
    totals: OrderTotals;
    taxParts: readonly TaxPart[];
    notes: string;
    poNumber: string | null;
    email: string;
  },
): OutgoingMail[] {
  const lines = order.lines
    .map(
      (line) =>
        `  ${line.qty} x ${line.item} ${line.descrip} @ ${formatCents(line.unitCents)} = ${formatCents(lineCents(line))}${line.backorder > 0 ? ` (${line.backorder} back-ordered)` : ""}`,
    )
    .join("\n");
  const summary = [
    `Order ${order.orderNum} (dealer ${order.account})`,
    ...(order.poNumber ? [`${PO_NUMBER_LABEL}: ${order.poNumber}`] : []),
    "",
    lines,
    "",
    `Subtotal: ${formatCents(order.totals.subtotalCents)}`,
    "Shipping: no charge",
    ...orderTaxLines(order.totals, order.taxParts).map((line) => `${taxLineLabel(line)}: ${formatCents(line.cents)}`),
    ...registrationLines(config.store, order.taxParts),
    `Total (CAD): ${formatCents(order.totals.totalCents)}`,
    "",
    `Ship to:\n  ${addressText(order.ship)}`,
    `Notes: ${order.notes}`,
  ].join("\n");
  return [
    { to: config.store.email, replyTo: order.email, subject: `Dealer order ${order.orderNum} from ${order.company.company ?? order.account}`, text: summary },
    {
      to: order.email,
      subject: `Your ${config.store.name} order ${order.orderNum}`,
      text: `Thank you for your order. We will ship it as soon as it is ready; back-ordered parts follow when they arrive.\n\n${summary}\n\n${config.store.name}\nDealer line ${config.store.dealerLine}`,
    },
  ];
}
