import { useId } from "react";
import type { Product } from "../../domain/contracts/catalog";
import { partDescription } from "../../domain/i18n/content";
import { priceReason, unitPrice } from "../../domain/pricing";
import { truncateTitle } from "../../domain/text";
import { useWords } from "../lib/i18n";
import { useViewer } from "../lib/viewer";
import { PriceTag } from "../ui/price";
import { FitBadge } from "./fit-note";
import { partPath } from "./part-path";
import { PartSignals } from "./part-signals";

export interface ProductCardProps {
  product: Product;
  /** The part's code and make: what its address (products/part-path) is made of. */
  onOpen: (code: string, make: string) => void;
  className?: string;
  /** The card has a fixed height (carousels): the picture takes the room the text leaves, whole and centred. */
  fill?: boolean;
  /** When the picture loads: when scrolled to (lazy), with the page (a card of the first screenful), or first of all (the top card, the largest paint on a phone). */
  pictureLoading?: "lazy" | "eager" | "priority";
}

/**
 * One part in a grid: image, title, code, its signals (years, stock, quoted shipping) and its one price for the viewer. The whole card is a link to
 * the part's address, so it works before the app has loaded and search engines follow it; once the app
 * runs, a click opens the quick view in place.
 */
export function ProductCard({ product, onOpen, className = "", fill = false, pictureLoading = "lazy" }: ProductCardProps) {
  const { t, basename, locale } = useWords();
  const viewer = useViewer();
  const priceId = useId();
  const signalsId = useId();
  const fitId = useId();
  const shown = unitPrice(product, viewer.price);
  const name = partDescription(product, locale);
  return (
    <a
      href={`${basename}${partPath(product.make, product.item)}`}
      data-product-code={product.item}
      onClick={(event) => {
        // A click with a modifier (a new tab or window) is the browser's; a plain one opens the quick view here.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onOpen(product.item, product.make);
      }}
      aria-label={t("products.card.label", { name, code: product.item })}
      aria-describedby={`${priceId} ${signalsId} ${fitId}`}
      className={`group flex h-full w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white text-left shadow-sm transition hover:border-brand-600 hover:shadow-md ${className}`}
    >
      <span className={`block w-full overflow-hidden bg-slate-50 ${fill ? "relative min-h-0 flex-1" : "p-3"}`}>
        <img
          src={product.img_path}
          alt={name}
          loading={pictureLoading === "lazy" ? "lazy" : "eager"}
          decoding="async"
          {...(pictureLoading === "priority" ? { fetchPriority: "high" as const } : {})}
          className={`${fill ? "absolute inset-0 size-full p-3" : "aspect-square w-full"} object-contain transition group-hover:scale-105`}
        />
      </span>
      <span className={`flex flex-col gap-1 p-3 ${fill ? "shrink-0" : "flex-1"}`}>
        <span className="font-semibold text-ink">{truncateTitle(name)}</span>
        <span className="text-sm text-slate-600">{product.item}</span>
        <span id={priceId} data-price className="pt-1">
          <PriceTag shown={shown} reason={priceReason(product, shown)} />
        </span>
        <PartSignals part={product} viewer={viewer.price} id={signalsId} />
        <FitBadge fits={product.fits} id={fitId} />
      </span>
    </a>
  );
}
