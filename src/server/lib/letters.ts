import type { MessageKey, MessageValues } from "../../domain/i18n/catalogue";
import { formatCentsIn } from "../../domain/i18n/format";
import { translatorOf } from "../../domain/i18n/index";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale, pathInLocale } from "../../domain/i18n/locales";
import type { Cents } from "../../domain/money";
import { NO_NOTES } from "../../domain/orders";
import type { StoreInfo } from "../../domain/store";
import { type TaxName, type TaxPart, taxLineLabel } from "../../domain/tax";
import { lineCents, orderTaxLines } from "../../domain/totals";

/**
 * What the server writes to one reader away from a page (decision 037): mail and documents in the
 * reader's language, with money and days in its formats and links to the shop's pages in it.
 */
export interface Letters {
  readonly locale: Locale;
  t(key: MessageKey, values?: MessageValues): string;
  money(cents: Cents): string;
  /** An address of the shop's pages in this language: `/order-receipt?so=1` -> `https://shop/fr/order-receipt?so=1`. */
  page(publicUrl: string, pathAndQuery: string): string;
  /** A tax as an invoice names it: `HST 13%` / `TVH 13 %`. */
  taxLabel(part: { name: string; rate: number }): string;
  /** The store's registration numbers an invoice charging these taxes carries, one line each. */
  registrations(store: Pick<StoreInfo, "gstHstNumber" | "qstNumber">, parts: readonly { name: string }[]): string[];
  /** The closing of a mail: the store's name, address and phone. */
  signature(store: StoreInfo): string;
  /** A short closing: the store's name and phone. */
  shortSignature(store: StoreInfo): string;
  /** An order's lines, one each ("  2 x ITEM Description @ $100.00 = $200.00"), with any back-order named. */
  orderLines(lines: readonly OrderLine[]): string;
  /** An order's tax by component, one line each ("HST 13%: $29.63"), then the store's registration numbers. */
  taxLines(store: Pick<StoreInfo, "gstHstNumber" | "qstNumber">, order: { subtotalCents: number; shippingCents: number }, parts: readonly TaxPart[]): string[];
  /** An order's notes; the shop's own "No additional notes" in this language. */
  notes(notes: string): string;
}

interface OrderLine {
  item: string;
  descrip: string;
  qty: number;
  unitCents: number;
  backorder?: number;
}

const TAX_NAMES = new Set<string>(["HST", "GST", "PST", "RST", "QST"] satisfies TaxName[]);

const made = new Map<Locale, Letters>();

/** The letters of a language (English when none is given), made once. */
export function lettersIn(locale: Locale = DEFAULT_LOCALE): Letters {
  let found = made.get(locale);
  if (!found) {
    found = lettersOf(locale);
    made.set(locale, found);
  }
  return found;
}

function lettersOf(locale: Locale): Letters {
  const { t } = translatorOf(locale);
  const money = (cents: Cents) => formatCentsIn(cents, locale);
  const taxLabel = (part: { name: string; rate: number }) => {
    if (!TAX_NAMES.has(part.name)) return taxLineLabel(part);
    const percent = taxLineLabel(part).slice(part.name.length + 1, -1);
    return t("documents.tax.line", { name: t(`documents.tax.${part.name as TaxName}`), percent: locale === "fr-CA" ? percent.replace(".", ",") : percent });
  };
  const registrations = (store: Pick<StoreInfo, "gstHstNumber" | "qstNumber">, parts: readonly { name: string }[]) => {
    const lines: string[] = [];
    if (store.gstHstNumber && parts.some((part) => part.name === "GST" || part.name === "HST"))
      lines.push(t("documents.registration.gstHst", { number: store.gstHstNumber }));
    if (store.qstNumber && parts.some((part) => part.name === "QST")) lines.push(t("documents.registration.qst", { number: store.qstNumber }));
    return lines;
  };
  return {
    locale,
    t,
    money,
    page: (publicUrl, pathAndQuery) => `${publicUrl}${pathInLocale(pathAndQuery, locale)}`,
    taxLabel,
    registrations,
    signature: (store) =>
      `\n\n${store.name}\n${store.address}, ${store.city}, ${store.province} ${store.postalCode}\n${t("mail.phone", { phone: store.phone })}`,
    shortSignature: (store) => `\n\n${store.name}\n${t("mail.phone", { phone: store.phone })}`,
    orderLines: (lines) =>
      lines
        .map((line) => {
          const values = { qty: String(line.qty), item: line.item, descrip: line.descrip, unit: money(line.unitCents), amount: money(lineCents(line)) };
          return `  ${t("mail.order.line", values)}${line.backorder ? ` ${t("mail.order.backordered", { count: String(line.backorder) })}` : ""}`;
        })
        .join("\n"),
    taxLines: (store, order, parts) => {
      const lines = orderTaxLines(order, parts);
      if (lines.length === 0) return [t("mail.order.noTax", { amount: money(0) })];
      return [...lines.map((line) => t("mail.order.tax", { tax: taxLabel(line), amount: money(line.cents) })), ...registrations(store, parts)];
    },
    notes: (notes) => t("mail.order.notes", { notes: notes === NO_NOTES ? t("documents.noNotes") : notes }),
  };
}

/** The language of the page a request came from: its `lang` cookie (decision 037), or none. */
export function pageLocaleOf(cookies: Record<string, string | undefined>): Locale | undefined {
  const locale = cookies[LOCALE_COOKIE];
  return isLocale(locale) ? locale : undefined;
}
