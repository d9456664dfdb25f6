import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "react-toastify";
import { QUANTITY_EXCEEDS_STOCK, QUANTITY_NOT_POSITIVE, type QuantityRefusal, stepTo } from "../../../../domain/cart";
import type { CartLine } from "../../../../domain/contracts/buying";
import type { MessageKey } from "../../../../domain/i18n/catalogue";
import { partDescription } from "../../../../domain/i18n/content";
import { toCents } from "../../../../domain/money";
import { orderAlert } from "../../../lib/alerts";
import { errorText } from "../../../lib/api";
import { useWords } from "../../../lib/i18n";
import { type Shopper, shopperOf, useViewer } from "../../../lib/viewer";
import { CartFillReport } from "../../../products/cart-fill-report";
import { FitBadge } from "../../../products/fit-note";
import { cartFillOf } from "../../../products/order-again-button";
import { backorderNote } from "../../../products/order-lines-table";
import { linkClass, primaryButtonClass, secondaryButtonClass } from "../../../ui/action-styles";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { LoadFailure, PageFrame } from "../../../ui/page-frame";
import { Price } from "../../../ui/price";
import { QuantityStepper } from "../../../ui/quantity-stepper";
import { Spinner } from "../../../ui/spinner";
import { useCartLines, useSetCartQuantity } from "../api";
import { SaveAsList } from "../components/save-as-list";
import { ShippingEstimate } from "../components/shipping-estimate";

/** The words of domain/cart's refusals. */
const REFUSAL_KEY: Record<QuantityRefusal, MessageKey> = {
  [QUANTITY_EXCEEDS_STOCK]: "products.refusal.exceedsStock",
  [QUANTITY_NOT_POSITIVE]: "products.refusal.notPositive",
};

/** One cart line: the part, its one unit price, a quantity stepper (capped at stock for customers) and its total. */
function CartLineRow({ line, shopper, dealer, onRemove }: { line: CartLine; shopper: Shopper; dealer: boolean; onRemove: (line: CartLine) => void }) {
  const { t, cad, locale } = useWords();
  const name = partDescription(line, locale);
  const setQuantity = useSetCartQuantity(shopper);
  const [asked, setAsked] = useState<number | null>(null);
  const shown = asked ?? line.qty;
  const backorder = dealer ? Math.max(0, line.qty - Math.max(0, line.onhand)) : 0;

  function changeQuantity(proposed: number) {
    const step = stepTo(proposed, { onhand: line.onhand }, { kind: dealer ? "dealer" : "retail" });
    if (step.quantity === 0) {
      onRemove(line);
      return;
    }
    if (step.refusal) toast.error(t(REFUSAL_KEY[step.refusal]), { toastId: step.refusal });
    if (step.quantity === shown) return;
    setAsked(step.quantity);
    setQuantity.mutate(
      { item: line.item, quantity: step.quantity },
      {
        onError: (error) => toast.error(errorText(error, t), { toastId: `quantity-${line.item}` }),
        onSettled: () => setAsked(null),
      },
    );
  }

  return (
    <li data-line={line.item} className="flex flex-col gap-4 border-b border-slate-200 p-4 last:border-b-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-4">
        <img src={line.img_path} alt="" className="size-20 shrink-0 rounded border border-slate-200 bg-slate-50 object-contain" />
        <div className="min-w-0">
          <h2 className="font-semibold text-ink">{name}</h2>
          <p className="text-sm text-slate-600">{t("cart.line.code", { code: line.item })}</p>
          <FitBadge fits={line.fits} onlyMisfit />
          <div className="mt-1 text-sm">
            <Price amountCents={toCents(line.price)} struckCents={line.list === null ? null : toCents(line.list)} />
            {line.msrp !== null ? <span className="ml-2 text-slate-600">{t("cart.line.msrp", { price: cad(line.msrp) })}</span> : null}
          </div>
          {!dealer && line.qty > line.onhand ? (
            <p className="text-sm font-medium text-amber-800">
              {line.onhand > 0 ? t("cart.line.onlyInStock", { count: line.onhand }) : t("cart.line.outOfStock")}
            </p>
          ) : !dealer ? (
            <p className="text-sm text-slate-600">{t("cart.line.inStock", { count: line.onhand })}</p>
          ) : null}
          {backorder > 0 ? <p className="text-sm font-medium text-amber-800">{backorderNote(backorder, t)}</p> : null}
        </div>
      </div>
      <div className="flex items-end justify-between gap-4 sm:justify-end">
        <div aria-busy={setQuantity.isPending || undefined}>
          <QuantityStepper value={shown} onChange={changeQuantity} label={t("cart.line.quantityOf", { code: line.item })} />
        </div>
        <div className="flex min-w-24 flex-col items-end gap-1">
          <p className="text-right">
            <span className="block text-xs text-slate-600">{t("cart.line.total")}</span>
            <span data-line-total className="font-semibold tabular-nums">
              {cad(line.line)}
            </span>
          </p>
          <button
            type="button"
            onClick={() => onRemove(line)}
            aria-label={t("cart.line.removeLabel", { name })}
            className="-mr-2 inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t("cart.line.remove")}
          </button>
        </div>
      </div>
    </li>
  );
}

/** /cart: the shopper's lines with quantity changes and removal, the subtotal, and the way to checkout (dealers to their own). */
export function CartPage() {
  const { t, cad } = useWords();
  const viewer = useViewer();
  const navigate = useNavigate();
  const filled = cartFillOf(useLocation().state);
  const shopper = shopperOf(viewer);
  const cart = useCartLines(shopper);
  const remove = useSetCartQuantity(shopper);
  const [removing, setRemoving] = useState<CartLine | null>(null);
  if (!shopper) return null;
  const dealer = viewer.kind === "dealer";
  const lines = cart.data?.carts ?? [];

  function checkout() {
    if (lines.length === 0) {
      orderAlert(t("cart.empty.alert"));
      return;
    }
    navigate(dealer ? "/dealer-confirm-order" : "/confirm-order");
  }

  function confirmRemoval() {
    if (!removing) return;
    remove.mutate(
      { item: removing.item, quantity: 0 },
      {
        onSuccess: () => setRemoving(null),
        onError: (error) => toast.error(errorText(error, t), { toastId: `remove-${removing.item}` }),
      },
    );
  }

  return (
    <PageFrame title={t("cart.title")}>
      {filled ? (
        <div className="mb-6">
          <CartFillReport fill={filled.fill} title={filled.title} cartLink={false} />
        </div>
      ) : null}
      {cart.isPending ? (
        <Spinner label={t("cart.loading")} />
      ) : cart.isError ? (
        <LoadFailure message={t("cart.failed")} />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
          {lines.length === 0 ? (
            <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-slate-700">{t("cart.empty")}</p>
              <Link to="/all-products" className={`${linkClass} mt-3 inline-block`}>
                {t("cart.browse")}
              </Link>
            </div>
          ) : (
            <ul aria-label={t("cart.lines")} className="rounded-lg border border-slate-200 bg-white shadow-sm">
              {lines.map((line) => (
                <CartLineRow key={line.item} line={line} shopper={shopper} dealer={dealer} onRemove={setRemoving} />
              ))}
            </ul>
          )}
          <section aria-label={t("cart.summary.label")} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <dl className="flex items-baseline justify-between text-lg">
              <dt className="font-semibold">{t("cart.summary.subtotal")}</dt>
              <dd data-summary="Subtotal" className="font-bold tabular-nums">
                {cad(cart.data.subtotal)}
              </dd>
            </dl>
            <p className="mt-1 text-sm text-slate-600">{dealer ? t("cart.summary.dealerNote") : t("cart.summary.note")}</p>
            <button type="button" onClick={checkout} className={`${primaryButtonClass} mt-4 w-full`}>
              {t("cart.summary.checkout")}
            </button>
            <Link to="/all-products" className={`${secondaryButtonClass} mt-3 w-full`}>
              {t("cart.summary.continue")}
            </Link>
          </section>
          {lines.length > 0 && !dealer ? (
            <div className="lg:col-start-2">
              <ShippingEstimate shopper={shopper} />
            </div>
          ) : null}
          {lines.length > 0 ? (
            <div className="lg:col-start-2">
              <SaveAsList />
            </div>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t("cart.remove.title")}
        message={t("cart.remove.confirm")}
        pending={remove.isPending}
        onConfirm={confirmRemoval}
      />
    </PageFrame>
  );
}

export { CartPage as Component };
