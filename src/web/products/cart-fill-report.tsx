import { Link } from "react-router";
import type { CartFillReply } from "../../domain/contracts/trade";
import { partDescription } from "../../domain/i18n/content";
import { useWords } from "../lib/i18n";
import { linkClass } from "../ui/action-styles";
import { englishT, type Translate } from "../ui/translate";

/** How a refused line is told: its line number when it came from a list, what was written, and why. */
export function refusedLineText(line: CartFillReply["refused"][number], t: Translate = englishT): string {
  const words = { text: line.text, reason: line.reason };
  return line.line === null ? t("products.fill.refusedLine", words) : t("products.fill.refusedNumberedLine", { ...words, line: line.line });
}

/**
 * What a quick order or an order placed again did to the cart: the lines added (at the buyer's price
 * now) and each line that was not, with why; the refusals are announced as an alert.
 */
export function CartFillReport({ fill, title, cartLink = true }: { fill: CartFillReply; title: string; cartLink?: boolean }) {
  const { t, cad, locale } = useWords();
  const units = fill.added.reduce((sum, line) => sum + line.qty, 0);
  return (
    <section aria-label={title} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-cart-fill>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div role="status">
        {fill.added.length > 0 ? (
          <>
            <p className="font-medium text-green-900">{t("products.fill.added", { parts: fill.added.length, units })}</p>
            <ul className="mt-2 space-y-1 text-slate-800">
              {fill.added.map((line) => (
                <li key={line.item} data-added={line.item}>
                  {t("products.fill.line", { code: line.item, qty: line.qty, price: cad(line.price), description: partDescription(line, locale) })}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="font-medium text-slate-800">{t("products.fill.nothing")}</p>
        )}
      </div>
      {fill.refused.length > 0 ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          <p className="font-semibold">{t("products.fill.refused", { count: fill.refused.length })}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {fill.refused.map((line) => (
              <li key={`${line.line ?? ""}:${line.text}`} data-refused={line.text}>
                {refusedLineText(line, t)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {cartLink && fill.added.length > 0 ? (
        <p>
          <Link to="/cart" className={linkClass}>
            {t("products.fill.viewCart")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
