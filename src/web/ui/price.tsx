import type { MessageKey } from "../../domain/i18n/catalogue";
import type { Cents } from "../../domain/money";
import type { PriceReason, UnitPrice } from "../../domain/pricing";
import { useWords } from "../lib/i18n";

/** The key of each cause of a retail price below list (the words of domain/pricing's PRICE_REASON_LABEL). */
export const PRICE_REASON_KEY: Record<PriceReason, MessageKey> = {
  special: "ui.priceReason.special",
  onsale: "ui.priceReason.onsale",
  hotdeal: "ui.priceReason.hotdeal",
  instock: "ui.priceReason.instock",
};

/** A CAD amount in cents (marked data-unit-price, so tests can compare it across screens), with the list price struck through (read out as "was ...") when it is lower. */
export function Price({ amountCents, struckCents = null, className = "" }: { amountCents: Cents; struckCents?: Cents | null; className?: string }) {
  const { t, cents } = useWords();
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span data-unit-price className={struckCents !== null ? "font-semibold text-brand-700" : "font-semibold"}>
        {cents(amountCents)}
      </span>
      {struckCents !== null && (
        <s className="text-sm text-slate-600">
          <span className="sr-only">{t("ui.price.was")}</span>
          {cents(struckCents)}
        </s>
      )}
    </span>
  );
}

/** A part's one price as a card shows it: a dealer's price with the MSRP, or the retail price with list struck through and its cause named. */
export function PriceTag({ shown, reason = null }: { shown: UnitPrice; reason?: PriceReason | null }) {
  const { t, cents } = useWords();
  if (shown.msrpCents !== null) {
    return (
      <span className="flex flex-col">
        <span>
          <span className="text-sm text-slate-700">{`${t("ui.price.dealer")} `}</span>
          <span data-unit-price className="font-semibold">
            {cents(shown.unitCents)}
          </span>
        </span>
        <span className="text-sm text-slate-700">{t("ui.price.msrpOf", { price: cents(shown.msrpCents) })}</span>
      </span>
    );
  }
  if (reason === null || shown.struckCents === null) return <Price amountCents={shown.unitCents} struckCents={shown.struckCents} />;
  return (
    <span className="flex flex-col">
      <Price amountCents={shown.unitCents} struckCents={shown.struckCents} />
      <span data-price-reason className="text-xs font-medium text-slate-700">
        {t(PRICE_REASON_KEY[reason])}
      </span>
    </span>
  );
}

/** A part's one price as the quick view lists it: MSRP and dealer price, or list price (struck through when lower) and the price paid with its cause. */
export function PriceDetails({ shown, reason }: { shown: UnitPrice; reason: PriceReason | null }) {
  const { t, cents } = useWords();
  if (shown.msrpCents !== null) {
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-700">{t("ui.price.msrp")}</dt>
        <dd>{cents(shown.msrpCents)}</dd>
        <dt className="font-semibold">{t("ui.price.dealer")}</dt>
        <dd data-unit-price className="text-lg font-semibold text-brand-700">
          {cents(shown.unitCents)}
        </dd>
      </dl>
    );
  }
  if (shown.struckCents === null || reason === null) {
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-700">{t("ui.price.price")}</dt>
        <dd data-unit-price className="text-lg font-semibold">
          {cents(shown.unitCents)}
        </dd>
      </dl>
    );
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <dt className="text-slate-700">{t("ui.price.list")}</dt>
      <dd className="text-slate-700">
        <s>
          <span className="sr-only">{t("ui.price.was")}</span>
          {cents(shown.struckCents)}
        </s>
      </dd>
      <dt className="font-semibold">{t(PRICE_REASON_KEY[reason])}</dt>
      <dd data-unit-price className="text-lg font-semibold text-brand-700">
        {cents(shown.unitCents)}
      </dd>
    </dl>
  );
}
