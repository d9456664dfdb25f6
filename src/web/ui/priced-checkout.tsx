import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, Navigate } from "react-router";
import { CART_EMPTY } from "../../domain/orders";
import { useWords } from "../lib/i18n";
import { secondaryButtonClass } from "./action-styles";
import { LoadFailure } from "./page-frame";
import { Spinner } from "./spinner";

/**
 * The confirm pages' checkout while it is priced, when it could not be, or when the cart is empty; else
 * the page's form. When the cart is empty because an order was just paid (Back after paying, or the page
 * reopened), `paidReceipt` is that order's receipt and the shopper is taken there instead of an error.
 */
export function PricedCheckout<T extends { carts: readonly unknown[] }>({
  checkout,
  children,
  paidReceipt = null,
}: {
  checkout: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  paidReceipt?: string | null;
}) {
  const { t } = useWords();
  if (checkout.isPending) return <Spinner label={t("ui.checkout.pricing")} />;
  const emptied = checkout.isError ? checkout.error?.message === CART_EMPTY : checkout.data?.carts.length === 0;
  if (emptied && paidReceipt) return <Navigate to={paidReceipt} replace />;
  if (checkout.isError || !checkout.data)
    return (
      <LoadFailure message={t("ui.checkout.notPriced")}>
        <Link to="/cart" className={secondaryButtonClass}>
          {t("ui.checkout.backToCart")}
        </Link>
      </LoadFailure>
    );
  if (checkout.data.carts.length === 0)
    return (
      <LoadFailure message={t("ui.checkout.empty")}>
        <Link to="/all-products" className={secondaryButtonClass}>
          {t("ui.checkout.browse")}
        </Link>
      </LoadFailure>
    );
  return children(checkout.data);
}
