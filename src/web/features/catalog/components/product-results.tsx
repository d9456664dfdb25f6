import type { UseQueryResult } from "@tanstack/react-query";
import type { Product } from "../../../../domain/contracts/catalog";
import { pageCount } from "../../../../domain/pager";
import { useWords } from "../../../lib/i18n";
import { ProductCard } from "../../../products/product-card";
import { Pager } from "../../../ui/pager";
import { ProductGrid } from "../../../ui/product-grid";
import { Spinner } from "../../../ui/spinner";
import { englishT, type Translate } from "../../../ui/translate";

/** "12 products found" (in the page's language when given its `t`). */
export function productsFound(total: number, t: Translate = englishT): string {
  return t("catalog.found", { count: total });
}

export interface ProductResultsProps {
  /** The products of this page, the total across pages, and the query state. */
  products: readonly Product[];
  total: number;
  status: Pick<UseQueryResult, "isPending" | "isError" | "isFetching">;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (code: string, make: string) => void;
  emptyText?: string;
}

/** 'N products found', a spinner while loading, the card grid and the pager. */
/** The cards a wide screen shows before any scrolling: their pictures load at once, not when scrolled to. */
const FIRST_SCREEN_CARDS = 5;

export function ProductResults({ products, total, status, page, onPageChange, onOpen, emptyText }: ProductResultsProps) {
  const { t } = useWords();
  if (status.isError)
    return (
      <p role="alert" className="rounded border border-brand-600 bg-brand-50 p-4 text-brand-800">
        {t("catalog.error")}
      </p>
    );
  return (
    <section aria-busy={status.isFetching} className="flex flex-col gap-4">
      <p role="status" className="text-slate-700">
        {status.isPending ? "" : productsFound(total, t)}
      </p>
      {status.isPending ? (
        <Spinner label={t("catalog.loadingParts")} />
      ) : products.length === 0 ? (
        <p className="text-slate-700">{emptyText ?? t("catalog.empty")}</p>
      ) : (
        <div className={status.isFetching ? "opacity-60 transition-opacity" : "transition-opacity"}>
          <ProductGrid
            items={products}
            getKey={(product) => product.item}
            renderItem={(product, index) => (
              <ProductCard product={product} onOpen={onOpen} pictureLoading={index === 0 ? "priority" : index < FIRST_SCREEN_CARDS ? "eager" : "lazy"} />
            )}
          />
        </div>
      )}
      <Pager page={page} totalPages={pageCount(total)} onPageChange={onPageChange} className="mt-2" />
    </section>
  );
}
