import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { secondaryButtonClass } from "./action-styles";
import { LoadFailure } from "./page-frame";
import { Spinner } from "./spinner";

/** The confirm pages' checkout while it is priced, when it could not be, or when the cart is empty; else the page's form. */
export function PricedCheckout<T extends { carts: readonly unknown[] }>({
  checkout,
  children,
}: {
  checkout: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (checkout.isPending) return <Spinner label="Pricing your order..." />;
  if (checkout.isError || !checkout.data)
    return (
      <LoadFailure message="Your order could not be priced. Please try again later.">
        <Link to="/cart" className={secondaryButtonClass}>
          Back to cart
        </Link>
      </LoadFailure>
    );
  if (checkout.data.carts.length === 0)
    return (
      <LoadFailure message="Your cart is empty">
        <Link to="/all-products" className={secondaryButtonClass}>
          Browse parts
        </Link>
      </LoadFailure>
    );
  return children(checkout.data);
}
