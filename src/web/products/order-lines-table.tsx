import type { CartLine } from "../../domain/contracts/buying";
import { partDescription } from "../../domain/i18n/content";
import { DEFAULT_LOCALE, type Locale } from "../../domain/i18n/locales";
import { type Cents, toCents } from "../../domain/money";
import { lineCents } from "../../domain/totals";
import { useWords } from "../lib/i18n";
import { Price } from "../ui/price";
import { englishT, type Translate } from "../ui/translate";

/** An order line as the item tables show it; every amount is the server's (cents). */
export interface OrderLineView {
  item: string;
  descrip: string;
  qty: number;
  unitCents: Cents;
  /** Retail: the list price struck through beside a lower price. */
  struckCents?: Cents | null;
  /** Dealers: the MSRP shown for reference. */
  msrpCents?: Cents | null;
  lineCents: Cents;
  img_path?: string;
  /** The part's make, where the reader wants it (staff). */
  make?: string;
  /** Units beyond the stock on hand, ordered for later (dealers). */
  backorder?: number;
}

/** A cart line (as /getItems_carts and checkout price it) as an item table row; a dealer's units beyond stock are on back order. */
export function cartLineView(line: CartLine, dealer = false, locale: Locale = DEFAULT_LOCALE): OrderLineView {
  return {
    item: line.item,
    descrip: partDescription(line, locale),
    qty: line.qty,
    unitCents: toCents(line.price),
    struckCents: line.list === null ? null : toCents(line.list),
    msrpCents: line.msrp === null ? null : toCents(line.msrp),
    lineCents: toCents(line.line),
    img_path: line.img_path,
    backorder: dealer ? Math.max(0, line.qty - Math.max(0, line.onhand)) : 0,
  };
}

/** A recorded order line (its price as charged) as an item table row. */
export function orderLineView(line: { item: string; descrip: string; qty: number; price: number; backorder: number }): OrderLineView {
  const unitCents = toCents(line.price);
  return { item: line.item, descrip: line.descrip, qty: line.qty, unitCents, lineCents: lineCents({ unitCents, qty: line.qty }), backorder: line.backorder };
}

/** The back-order note of a line (in English unless given the page's `t`). */
export function backorderNote(units: number, t: Translate = englishT): string {
  return t("products.lines.backorder", { units });
}

/** The parts of an order, as shoppers and staff see them: each with its one unit price (struck list price or MSRP beside it), quantity and line total. */
export function OrderLinesTable({ lines, caption }: { lines: readonly OrderLineView[]; caption?: string }) {
  const { t, cents } = useWords();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption ?? t("products.lines.caption")}</caption>
        <thead className="border-b border-slate-300 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t("products.lines.item")}
            </th>
            <th scope="col" className="hidden px-3 py-2 text-right font-semibold sm:table-cell">
              {t("products.lines.price")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t("products.lines.qty")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t("products.lines.total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.item} data-line={line.item} className="border-b border-slate-200 last:border-b-0 align-top">
              <td className="px-3 py-3">
                <div className="flex gap-3">
                  {line.img_path ? (
                    <img src={line.img_path} alt="" className="hidden size-14 shrink-0 rounded border border-slate-200 object-contain sm:block" />
                  ) : null}
                  <div className="min-w-0">
                    <p className="font-medium text-ink">{line.descrip}</p>
                    <p className="text-slate-600">
                      {line.make ? t("products.lines.codeAndMake", { code: line.item, make: line.make }) : t("products.lines.code", { code: line.item })}
                    </p>
                    <p className="mt-1 sm:hidden">
                      <Price amountCents={line.unitCents} struckCents={line.struckCents ?? null} />
                      <span className="text-slate-600">{t("products.lines.each")}</span>
                      {line.msrpCents ? <span className="block text-xs text-slate-600">{t("ui.price.msrpOf", { price: cents(line.msrpCents) })}</span> : null}
                    </p>
                    {line.backorder ? <p className="mt-1 font-medium text-amber-800">{backorderNote(line.backorder, t)}</p> : null}
                  </div>
                </div>
              </td>
              <td className="hidden px-3 py-3 text-right whitespace-nowrap sm:table-cell">
                <Price amountCents={line.unitCents} struckCents={line.struckCents ?? null} className="justify-end" />
                {line.msrpCents ? <span className="block text-xs text-slate-600">{t("ui.price.msrpOf", { price: cents(line.msrpCents) })}</span> : null}
              </td>
              <td className="px-3 py-3 text-right tabular-nums">{line.qty}</td>
              <td data-line-total className="px-3 py-3 text-right font-semibold whitespace-nowrap tabular-nums">
                {cents(line.lineCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
