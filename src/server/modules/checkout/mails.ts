import type { OrderAddress } from "../../../domain/contracts/buying";
import type { Locale } from "../../../domain/i18n/locales";
import { formatCents } from "../../../domain/money";
import type { Config } from "../../config";
import type { OutgoingMail } from "../../integrations/mail/mailer";
import { type Letters, lettersIn } from "../../lib/letters";
import type { OrderDetails, OrderLineRow, OrderRow, RecordedLine } from "../orders/service";

type LineRow = OrderLineRow;
/** The store's copies are in English, the staff's language; the customer's in theirs. */
const STORE = lettersIn();

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

function paidSummary(letters: Letters, config: Config, order: OrderRow, lines: readonly LineRow[]): string {
  const { t, money } = letters;
  return [
    t("mail.order.heading", { orderNum: order.orderNum }),
    "",
    letters.orderLines(lines.map(({ backorder: _, ...line }) => line)),
    "",
    t("mail.order.subtotal", { amount: money(order.subtotalCents) }),
    t("mail.order.shipping", { amount: money(order.shippingCents) }),
    ...letters.taxLines(config.store, order, order.taxParts),
    t("mail.order.total", { amount: money(order.totalCents) }),
    "",
    order.pickup ? t("documents.salesOrder.pickup") : `${t("mail.order.shipTo")}\n  ${addressText(shipTo(order))}`,
    letters.notes(order.notes),
  ].join("\n");
}

/** The confirmation to the customer, in their language, and the notice to the store of a paid order. */
export function orderPaidMails(config: Config, order: OrderRow, lines: readonly LineRow[], locale: Locale): OutgoingMail[] {
  const letters = lettersIn(locale);
  const { t, page, signature } = letters;
  const receipt = page(config.publicUrl, `/order-receipt?so=${encodeURIComponent(order.orderNum)}&id=${order.ownerId}`);
  return [
    {
      to: order.email,
      subject: t("mail.paid.subject", { store: config.store.name, orderNum: order.orderNum }),
      text: `${t("mail.paid.body")}\n\n${paidSummary(letters, config, order, lines)}\n\n${t("mail.paid.receipt", { link: receipt })}${signature(config.store)}`,
    },
    {
      to: config.store.email,
      replyTo: order.email,
      subject: `New order ${order.orderNum}, paid by ${order.paidWith ?? "card"}: ${formatCents(order.totalCents)}`,
      text: `${paidSummary(STORE, config, order, lines)}\n\nCustomer: ${order.email}`,
    },
  ];
}

function quoteSummary(letters: Letters, quote: { orderNum: string; details: OrderDetails; lines: readonly RecordedLine[] }): string {
  const { t, money } = letters;
  return [
    t("mail.order.heading", { orderNum: quote.orderNum }),
    "",
    letters.orderLines(quote.lines),
    "",
    t("mail.order.subtotal", { amount: money(quote.details.totals.subtotalCents) }),
    `${t("mail.order.shipTo")}\n  ${addressText(quote.details.ship)}`,
    letters.notes(quote.details.notes),
  ].join("\n");
}

/** The store's notice of a new quote request, and the customer's acknowledgement in their language. */
export function quoteRequestedMails(
  config: Config,
  quote: { orderNum: string; details: OrderDetails; lines: readonly RecordedLine[] },
  locale: Locale,
): OutgoingMail[] {
  const letters = lettersIn(locale);
  const { t, signature } = letters;
  return [
    {
      to: config.store.email,
      replyTo: quote.details.email,
      subject: `Shipping quote needed for order ${quote.orderNum}`,
      text: `A customer asked for a shipping quote for oversize parts.\n\n${quoteSummary(STORE, quote)}\n\nCustomer: ${quote.details.email}`,
    },
    {
      to: quote.details.email,
      subject: t("mail.quoteRequested.subject", { orderNum: quote.orderNum }),
      text: `${t("mail.quoteRequested.body")}\n\n${quoteSummary(letters, quote)}${signature(config.store)}`,
    },
  ];
}
