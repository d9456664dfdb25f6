import type { Locale } from "../../../domain/i18n/locales";
import type { TaxPart } from "../../../domain/tax";
import { type OrderTotals, orderTaxLines } from "../../../domain/totals";
import type { Config } from "../../config";
import type { OutgoingMail } from "../../integrations/mail/mailer";
import { type Letters, lettersIn } from "../../lib/letters";
import type { PostalAddress } from "../accounts/service";
import type { OrderLineRow } from "../orders/service";

type LineRow = OrderLineRow;

interface DealerOrder {
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
  /** The dealer's buyer who placed it (decision 041); null when the account's administrator did. */
  buyer: { name: string; email: string; locale: Locale } | null;
}

const addressText = (a: PostalAddress) => [a.company, a.address, `${a.city}, ${a.state} ${a.zipcode}`, a.country, a.tel].filter(Boolean).join("\n  ");

function summary(letters: Letters, config: Config, order: DealerOrder): string {
  const { t, money } = letters;
  return [
    t("mail.order.dealerHeading", { orderNum: order.orderNum, account: order.account }),
    ...(order.poNumber ? [t("mail.order.poNumber", { poNumber: order.poNumber })] : []),
    ...(order.buyer ? [t("mail.order.placedBy", { name: order.buyer.name })] : []),
    "",
    letters.orderLines(order.lines),
    "",
    t("mail.order.subtotal", { amount: money(order.totals.subtotalCents) }),
    t("mail.order.shippingFree"),
    ...(orderTaxLines(order.totals, order.taxParts).length > 0
      ? letters.taxLines(config.store, order.totals, order.taxParts)
      : letters.registrations(config.store, order.taxParts)),
    t("mail.order.total", { amount: money(order.totals.totalCents) }),
    "",
    `${t("mail.order.shipTo")}\n  ${addressText(order.ship)}`,
    letters.notes(order.notes),
  ].join("\n");
}

/** A copy of the order to one reader, in their language. */
function copyOf(config: Config, order: DealerOrder, to: string, locale: Locale | undefined): OutgoingMail {
  const letters = lettersIn(locale);
  const { t } = letters;
  return {
    to,
    subject: t("mail.paid.subject", { store: config.store.name, orderNum: order.orderNum }),
    text: `${t("mail.dealerOrder.body")}\n\n${summary(letters, config, order)}\n\n${config.store.name}\n${t("mail.dealerLine", { phone: config.store.dealerLine })}`,
  };
}

/**
 * The store's notice and the dealer's copy of a confirmed dealer order, with back-orders named and the
 * buyer who placed it. The dealer's copy is in `locale`: English, as dealers' languages are not kept
 * (decision 037); the buyer who placed it gets a copy too, in theirs (decision 041).
 */
export function dealerOrderMails(config: Config, order: DealerOrder, locale?: Locale): OutgoingMail[] {
  return [
    {
      to: config.store.email,
      replyTo: order.email,
      subject: `Dealer order ${order.orderNum} from ${order.company.company ?? order.account}`,
      text: summary(lettersIn(), config, order),
    },
    copyOf(config, order, order.email, locale),
    ...(order.buyer && order.buyer.email !== order.email ? [copyOf(config, order, order.buyer.email, order.buyer.locale)] : []),
  ];
}
