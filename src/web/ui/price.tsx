import { type Cents, formatCents } from "../../domain/money";
import { PRICE_REASON_LABEL, type PriceReason, type UnitPrice } from "../../domain/pricing";

/** A CAD amount in cents (marked data-unit-price, so tests can compare it across screens), with the list price struck through (read out as "was ...") when it is lower. */
export function Price({ amountCents, struckCents = null, className = "" }: { amountCents: Cents; struckCents?: Cents | null; className?: string }) {
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span data-unit-price className={struckCents !== null ? "font-semibold text-brand-700" : "font-semibold"}>
        {formatCents(amountCents)}
      </span>
      {struckCents !== null && (
        <s className="text-sm text-slate-600">
          <span className="sr-only">was </span>
          {formatCents(struckCents)}
        </s>
      )}
    </span>
  );
}

/** A part's one price as a card shows it: a dealer's price with the MSRP, or the retail price with list struck through and its cause named. */
export function PriceTag({ shown, reason = null }: { shown: UnitPrice; reason?: PriceReason | null }) {
  if (shown.msrpCents !== null) {
    return (
      <span className="flex flex-col">
        <span>
          <span className="text-sm text-slate-700">Dealer price </span>
          <span data-unit-price className="font-semibold">
            {formatCents(shown.unitCents)}
          </span>
        </span>
        <span className="text-sm text-slate-700">MSRP {formatCents(shown.msrpCents)}</span>
      </span>
    );
  }
  if (reason === null || shown.struckCents === null) return <Price amountCents={shown.unitCents} struckCents={shown.struckCents} />;
  return (
    <span className="flex flex-col">
      <Price amountCents={shown.unitCents} struckCents={shown.struckCents} />
      <span data-price-reason className="text-xs font-medium text-slate-700">
        {PRICE_REASON_LABEL[reason]}
      </span>
    </span>
  );
}

/** A part's one price as the quick view lists it: MSRP and dealer price, or list price (struck through when lower) and the price paid with its cause. */
export function PriceDetails({ shown, reason }: { shown: UnitPrice; reason: PriceReason | null }) {
  if (shown.msrpCents !== null) {
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-700">MSRP</dt>
        <dd>{formatCents(shown.msrpCents)}</dd>
        <dt className="font-semibold">Dealer price</dt>
        <dd data-unit-price className="text-lg font-semibold text-brand-700">
          {formatCents(shown.unitCents)}
        </dd>
      </dl>
    );
  }
  if (shown.struckCents === null || reason === null) {
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-700">Price</dt>
        <dd data-unit-price className="text-lg font-semibold">
          {formatCents(shown.unitCents)}
        </dd>
      </dl>
    );
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <dt className="text-slate-700">List price</dt>
      <dd className="text-slate-700">
        <s>
          <span className="sr-only">was </span>
          {formatCents(shown.struckCents)}
        </s>
      </dd>
      <dt className="font-semibold">{PRICE_REASON_LABEL[reason]}</dt>
      <dd data-unit-price className="text-lg font-semibold text-brand-700">
        {formatCents(shown.unitCents)}
      </dd>
    </dl>
  );
}
