import { RefreshCw } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { Product, SaleItem } from "../../../../domain/contracts/catalog";
import { useWords } from "../../../lib/i18n";
import { ProductCard } from "../../../products/product-card";
import { Carousel } from "../../../ui/carousel";
import { Spinner } from "../../../ui/spinner";

/** 1, 2, 3 or 4 cards per view as the screen widens. */
export const FOUR_UP = "basis-full sm:basis-1/2 lg:basis-1/3 xl:basis-1/4";
/** 1 card per view on small screens, 2 on larger ones. */
export const TWO_UP = "basis-full md:basis-1/2";

export interface ProductCarouselSectionProps {
  title: string;
  /** A short line above the title, e.g. the random make or 'Hot'; an empty string keeps its line while it loads. */
  subtitle?: string;
  /** A line under the title, e.g. 'New products for FORD'; an empty string keeps its line while it loads. */
  category?: string;
  products: readonly (Product | SaleItem)[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  onRefresh: () => void;
  onOpen: (code: string, make: string) => void;
  slideClassName?: string;
  /** Every card's height, e.g. h-[450px]. */
  cardHeightClass?: string;
  /** Shown beside the carousel on wide screens and above it on narrow ones. */
  aside?: ReactNode;
}

/** A home page product row: heading, a 'refresh new' button that reloads it, and a carousel of product cards. */
export function ProductCarouselSection({
  title,
  subtitle,
  category,
  products,
  isPending,
  isError,
  isFetching,
  onRefresh,
  onOpen,
  slideClassName = FOUR_UP,
  cardHeightClass = "h-[450px]",
  aside,
}: ProductCarouselSectionProps) {
  const { t } = useWords();
  const headingId = useId();

  let body: ReactNode;
  // While loading, the row keeps the room its cards and their arrows will take, so nothing below it moves.
  if (isPending)
    body = (
      <div className="flex flex-col">
        <div className={`flex items-center justify-center ${cardHeightClass}`}>
          <Spinner label={t("home.row.loading", { title })} />
        </div>
        <div aria-hidden="true" className="mt-3 h-10" />
      </div>
    );
  else if (isError && !products?.length) body = <p className="py-10 text-center text-slate-700">{t("home.row.failed")}</p>;
  else if (!products?.length) body = <p className="py-10 text-center text-slate-700">{t("home.row.empty")}</p>;
  else
    body = (
      <Carousel label={t("home.row.products", { title })} slideClassName={slideClassName} controls="footer">
        {products.map((product) => (
          <div key={product.item} className={cardHeightClass}>
            <ProductCard product={product} onOpen={onOpen} fill />
          </div>
        ))}
      </Carousel>
    );

  return (
    <section aria-labelledby={headingId} aria-busy={isFetching} className="mx-auto w-full max-w-7xl px-4 py-8">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 pb-3">
        <div>
          {subtitle !== undefined && (
            <p aria-hidden={subtitle ? undefined : true} className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {subtitle || "\u00a0"}
            </p>
          )}
          <h2 id={headingId} className="text-2xl font-bold text-ink">
            {title}
          </h2>
          {category !== undefined && (
            <p aria-hidden={category ? undefined : true} className="text-slate-700">
              {category || "\u00a0"}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={onRefresh}
          aria-describedby={headingId}
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-ink hover:border-brand-600 hover:text-brand-700"
        >
          <RefreshCw aria-hidden="true" className={`size-4 ${isFetching ? "motion-safe:animate-spin" : ""}`} />
          {t("home.row.refresh")}
        </button>
      </div>
      {aside ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
          {aside}
          <div className="min-w-0">{body}</div>
        </div>
      ) : (
        body
      )}
    </section>
  );
}
