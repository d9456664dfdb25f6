import { useState } from "react";
import { useNavigate } from "react-router";
import type { CartFillReply } from "../../domain/contracts/trade";
import { orderAlert } from "../lib/alerts";
import { errorText } from "../lib/api";
import { useWords } from "../lib/i18n";
import { secondaryButtonClass } from "../ui/action-styles";

/** What the cart page is sent with after an order is placed again: what was added and what was not. */
export interface CartFillState {
  cartFill: { fill: CartFillReply; title: string };
}

/** The cart fill a page was opened with (router state), if any. */
export function cartFillOf(state: unknown): CartFillState["cartFill"] | null {
  const fill = (state as Partial<CartFillState> | null)?.cartFill;
  return fill && Array.isArray(fill.fill?.added) && Array.isArray(fill.fill?.refused) ? fill : null;
}

/**
 * 'Order again' for one order (Order History rows, receipts): puts its lines in the cart through
 * `orderAgain` (the orders feature's call) and opens the cart, which says what was added and what was not.
 */
export function OrderAgainButton({
  orderNumber,
  orderAgain,
  className = secondaryButtonClass,
}: {
  orderNumber: string;
  orderAgain: (so: string) => Promise<CartFillReply>;
  className?: string;
}) {
  const { t } = useWords();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  async function placeAgain() {
    setPending(true);
    try {
      const fill = await orderAgain(orderNumber);
      const state: CartFillState = { cartFill: { fill, title: t("products.orderAgain.title", { order: orderNumber }) } };
      navigate("/cart", { state });
    } catch (error) {
      orderAlert(errorText(error, t));
      setPending(false);
    }
  }
  return (
    <button
      type="button"
      className={className}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={() => void placeAgain()}
      data-order-again={orderNumber}
    >
      {t("products.orderAgain.button")}
      <span className="sr-only">{t("products.orderAgain.which", { order: orderNumber })}</span>
    </button>
  );
}
