import { useLocation } from "react-router";
import { openedFromList } from "../../../products/part-path";
import { PartPage } from "./part-page";
import { Component as ProductListPage } from "./product-list-page";

/**
 * A part's address (/all-products/{make}/{code}): opened from a page of the shop, its make's list with
 * the part's quick view over it (Back closes it); followed from anywhere else, the part's own page.
 */
export function Component() {
  const location = useLocation();
  return openedFromList(location.state) ? <ProductListPage /> : <PartPage />;
}
