import type { MessageKey } from "../../domain/i18n/catalogue";
import { BACK_ORDER, IN_STOCK, isoDayOf, OUT_OF_STOCK, partSignals, type SignalledPart, type StockSignal, type StockState } from "../../domain/part-signals";
import type { PriceViewer } from "../../domain/pricing";
import { useWords } from "../lib/i18n";
import type { Translate } from "../ui/translate";

const STOCK_CLASS: Record<StockState, string> = {
  "in-stock": "text-emerald-800",
  "out-of-stock": "text-amber-800",
  "back-order": "text-slate-700",
};

const STOCK_KEY: Record<StockState, MessageKey> = {
  "in-stock": "products.stock.in-stock",
  "out-of-stock": "products.stock.out-of-stock",
  "back-order": "products.stock.back-order",
};
const ENGLISH_STOCK: Record<StockState, string> = { "in-stock": IN_STOCK, "out-of-stock": OUT_OF_STOCK, "back-order": BACK_ORDER };

/** The stock line in the page's language: domain/part-signals decides it, and adds the arrival day only when one is promised. */
function stockWords(stock: StockSignal, arrival: string | null, t: Translate): string {
  const state = t(STOCK_KEY[stock.state]);
  const day = stock.text !== ENGLISH_STOCK[stock.state] && arrival ? calendarDay(arrival) : null;
  return day ? t("products.stock.arrives", { state, day }) : state;
}

/** "2026-12-17" as that day at noon in the shopper's clock, so formatting it never shifts it a day. */
function calendarDay(isoDay: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay.trim());
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12) : null;
}

/**
 * The facts a shopper needs before adding a part to the cart (domain/part-signals): the years it fits,
 * its stock line and 'Shipping by quote' for oversize parts. One component, the same words on the
 * card (inside its link, so spans only) and in the quick view.
 */
export function PartSignals({ part, viewer, id, className = "" }: { part: SignalledPart; viewer: Pick<PriceViewer, "kind">; id?: string; className?: string }) {
  const { t } = useWords();
  const facts = partSignals(part, viewer, isoDayOf(new Date()));
  return (
    <span id={id} data-part-signals className={`flex flex-col gap-0.5 text-sm ${className}`}>
      {facts.years && (
        <span data-signal="years" className="text-slate-700">
          <span className="sr-only">{t("products.signals.fitsYears")}</span>
          {facts.years}
        </span>
      )}
      <span data-signal="stock" data-stock={facts.stock.state} className={`font-medium ${STOCK_CLASS[facts.stock.state]}`}>
        {stockWords(facts.stock, part.onshpeta, t)}
      </span>
      {facts.shipping && (
        <span data-signal="shipping" className="font-medium text-amber-800">
          {t("products.signals.shippingByQuote")}
        </span>
      )}
    </span>
  );
}
