import type { OrderAddress } from "../../../domain/contracts/buying";
import { formatCents } from "../../../domain/money";
import { registrationLines, type TaxPart, taxLineLabel } from "../../../domain/tax";
import { lineCents, orderTaxLines } from "../../../domain/totals";
import type { Config } from "../../config";
import type { OutgoingMail } from "../../integrations/mail/mailer";
import type { OrderDetails, OrderLineRow, OrderRow, RecordedLine } from "../orders/service";

type LineRow = OrderLineRow;

const signature = (config: Config) =>
  `\n\n${config.store.name}\n${config.store.address}, ${config.store.city}, ${config.store.province} ${config.store.postalCode}\nPhone ${config.store.phone}`;

function lineText(lines: readonly { item: string; descrip: string; qty: number; unitCents: number }[]): string {
  return lines.map((line) => `  ${line.qty} x ${line.item} ${line.descrip} @ ${formatCents(line.unitCents)} = ${formatCents(lineCents(line))}`).join("\n");
}

/** The tax by component, one line each ("HST 13%: $29.63"), then the store's registration numbers. */
export function taxText(config: Pick<Config, "store">, order: { subtotalCents: number; shippingCents: number }, parts: readonly TaxPart[]): string[] {
  const lines = orderTaxLines(order, parts);
  if (lines.length === 0) return ["Tax: $0.00"];
  return [...lines.map((line) => `${taxLineLabel(line)}: ${formatCents(line.cents)}`), ...registrationLines(config.store, parts)];
}

function addressText(address: OrderAddress): string {
  return [
    `${address.forename} ${address.surname}`.trim(),
    address.company,
    address.address,
    `${address.city}, ${address.state} ${address.zipcode}`,
    address.country,
    address.tel,
  ]
    .filter(Boolean)
    .join("\n  ");
}

function shipTo(order: OrderRow): OrderAddress {
  return {
    forename: order.shipForename,
    surname: order.shipSurname,
    company: order.shipCompany,
    address: order.shipAddress,
    city: order.shipCity,
    state: order.shipState,
    zipcode: order.shipZipcode,
    country: order.shipCountry,
    tel: order.shipTel,
  };
}

/** The confirmation to the customer and the notice to the store of a paid order. */
export function orderPaidMails(config: Config, order: OrderRow, lines: readonly LineRow[]): OutgoingMail[] {
  const summary = [
    `Order ${order.orderNum}`,
    "",
    lineText(lines),
    "",
    `Subtotal: ${formatCents(order.subtotalCents)}`,
    `Shipping: ${formatCents(order.shippingCents)}`,
    ...taxText(config, order, order.taxParts),
    `Total (CAD): ${formatCents(order.totalCents)}`,
    "",
    order.pickup ? "Pickup in store" : `Ship to:\n  ${addressText(shipTo(order))}`,
    `Notes: ${order.notes}`,
  ].join("\n");
  const receipt = `${config.publicUrl}/order-receipt?so=${encodeURIComponent(order.orderNum)}&id=${order.ownerId}`;
  return [
    {
      to: order.email,
      subject: `Your ${config.store.name} order ${order.orderNum}`,
      text: `Thank you for your order. We have received your payment and will ship your parts as soon as they are ready.\n\n${summary}\n\nYour receipt: ${receipt}${signature(config)}`,
    },
    {
      to: config.store.email,
      replyTo: order.email,
      subject: `New order ${order.orderNum}, paid by ${order.paidWith ?? "card"}: ${formatCents(order.totalCents)}`,
      text: `${summary}\n\nCustomer: ${order.email}`,
    },
  ];
}

/** The store's notice of a new quote request, and the customer's acknowledgement. */
export function quoteRequestedMails(config: Config, quote: { orderNum: string; details: OrderDetails; lines: readonly RecordedLine[] }): OutgoingMail[] {
  const summary = [
    `Order ${quote.orderNum}`,
    "",
    lineText(quote.lines),
    "",
    `Subtotal: ${formatCents(quote.details.totals.subtotalCents)}`,
    `Ship to:\n  ${addressText(quote.details.ship)}`,
    `Notes: ${quote.details.notes}`,
  ].join("\n");
  return [
    {
      to: config.store.email,
      replyTo: quote.details.email,
      subject: `Shipping quote needed for order ${quote.orderNum}`,
      text: `A customer asked for a shipping quote for oversize parts.\n\n${summary}\n\nCustomer: ${quote.details.email}`,
    },
    {
      to: quote.details.email,
      subject: `We received your order ${quote.orderNum}: shipping quote to follow`,
      text: `Thank you for your order, we will get your shipping quote as soon as possible. Orders placed after 4:00pm Eastern Time are quoted the next business day. You will receive an e-mail when your quote is ready, and can then pay from Pending Orders in your profile.\n\n${summary}${signature(config)}`,
    },
  ];
}
