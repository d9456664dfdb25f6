import { isoDayOf, partSignals, type SignalledPart, type StockState } from "../../domain/part-signals";
import type { PriceViewer } from "../../domain/pricing";

const STOCK_CLASS: Record<StockState, string> = {
  "in-stock": "text-emerald-800",
  "out-of-stock": "text-amber-800",
  "back-order": "text-slate-700",
};

/**
 * The facts a shopper needs before adding a part to the cart (domain/part-signals): the years it fits,
 * its stock line and 'Shipping by quote' for oversize parts. One component, the same words on the
 * card (inside its link, so spans only) and in the quick view.
 */
export function PartSignals({ part, viewer, id, className = "" }: { part: SignalledPart; viewer: Pick<PriceViewer, "kind">; id?: string; className?: string }) {
  const facts = partSignals(part, viewer, isoDayOf(new Date()));
  return (
    <span id={id} data-part-signals className={`flex flex-col gap-0.5 text-sm ${className}`}>
      {facts.years && (
        <span data-signal="years" className="text-slate-700">
          <span className="sr-only">Fits years </span>
          {facts.years}
        </span>
      )}
      <span data-signal="stock" data-stock={facts.stock.state} className={`font-medium ${STOCK_CLASS[facts.stock.state]}`}>
        {facts.stock.text}
      </span>
      {facts.shipping && (
        <span data-signal="shipping" className="font-medium text-amber-800">
          {facts.shipping}
        </span>
      )}
    </span>
  );
}
