import { Link } from "react-router";
import type { CartFillReply } from "../../domain/contracts/trade";
import { formatCad } from "../../domain/money";
import { linkClass } from "../ui/action-styles";

/** How a refused line is told: its line number when it came from a list, what was written, and why. */
export function refusedLineText(line: CartFillReply["refused"][number]): string {
  return `${line.line === null ? "" : `Line ${line.line}: `}${line.text}: ${line.reason}`;
}

/**
 * What a quick order or an order placed again did to the cart: the lines added (at the buyer's price
 * now) and each line that was not, with why; the refusals are announced as an alert.
 */
export function CartFillReport({ fill, title, cartLink = true }: { fill: CartFillReply; title: string; cartLink?: boolean }) {
  const units = fill.added.reduce((sum, line) => sum + line.qty, 0);
  return (
    <section aria-label={title} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-cart-fill>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div role="status">
        {fill.added.length > 0 ? (
          <>
            <p className="font-medium text-green-900">{`Added to your cart: ${fill.added.length} ${fill.added.length === 1 ? "part" : "parts"}, ${units} ${units === 1 ? "unit" : "units"}.`}</p>
            <ul className="mt-2 space-y-1 text-slate-800">
              {fill.added.map((line) => (
                <li key={line.item} data-added={line.item}>{`${line.item} x ${line.qty} at ${formatCad(line.price)}: ${line.descrip}`}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className="font-medium text-slate-800">Nothing was added to your cart.</p>
        )}
      </div>
      {fill.refused.length > 0 ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          <p className="font-semibold">
            {fill.refused.length === 1 ? "This line could not be added:" : `These ${fill.refused.length} lines could not be added:`}
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {fill.refused.map((line) => (
              <li key={`${line.line ?? ""}:${line.text}`} data-refused={line.text}>
                {refusedLineText(line)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {cartLink && fill.added.length > 0 ? (
        <p>
          <Link to="/cart" className={linkClass}>
            View your cart
          </Link>
        </p>
      ) : null}
    </section>
  );
}
