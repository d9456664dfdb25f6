import { useId } from "react";
import type { Product, SaleItem } from "../../../../domain/contracts/catalog";
import { formatCad } from "../../../../domain/money";
import { type CardPrice, promotionsPrice, retailCardPrice, type SpecialPrice, tierPrice } from "../../../../domain/pricing";
import { truncateTitle } from "../../../../domain/text";
import { Price } from "../../../ui/price";
import { useViewer } from "../viewer";

export interface ProductCardProps {
  product: Product | SaleItem;
  onOpen: (code: string) => void;
  variant?: "default" | "promotion";
  className?: string;
  /** A special sale price for a plain product, when the page knows one (a SaleItem carries its own). */
  special?: SpecialPrice | null;
}

function specialOf(product: Product | SaleItem, special: SpecialPrice | null | undefined): SpecialPrice | null {
  if ("sale_price" in product) return { sale_price: product.sale_price, org_price: product.org_price };
  return special ?? null;
}

function cardPrice(product: Product | SaleItem, variant: "default" | "promotion", special: SpecialPrice | null): CardPrice {
  if (variant === "promotion") return { price: promotionsPrice(product), original: product.pricel };
  return retailCardPrice(product, special);
}

/** One part in a grid: image, title, code and price; the whole card opens the quick view. */
export function ProductCard({ product, onOpen, variant = "default", className = "", special }: ProductCardProps) {
  const viewer = useViewer();
  const priceId = useId();
  const showDealerPrice = viewer.dealer && variant === "default";
  const shown = cardPrice(product, variant, specialOf(product, special));
  return (
    <button
      type="button"
      data-product-code={product.item}
      onClick={() => onOpen(product.item)}
      aria-label={`${product.descrip}, item ${product.item}`}
      aria-describedby={priceId}
      className={`group flex h-full w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white text-left shadow-sm transition hover:border-brand-600 hover:shadow-md ${className}`}
    >
      <span className="block w-full overflow-hidden bg-slate-50 p-3">
        <img src={product.img_path} alt={product.descrip} loading="lazy" decoding="async" className="aspect-square w-full object-contain transition group-hover:scale-105" />
      </span>
      <span className="flex flex-1 flex-col gap-1 p-3">
        <span className="font-semibold text-ink">{truncateTitle(product.descrip)}</span>
        <span className="text-sm text-slate-600">{product.item}</span>
        <span id={priceId} className="mt-auto pt-1">
          {showDealerPrice ? (
            <span className="flex flex-col">
              <span>
                <span className="text-sm text-slate-700">Dealer price </span>
                <span className="font-semibold">{formatCad(tierPrice(product, viewer.priceCode))}</span>
              </span>
              <span className="text-sm text-slate-700">MSRP {formatCad(product.pricel)}</span>
            </span>
          ) : (
            <Price amount={shown.price} original={shown.original} />
          )}
        </span>
      </span>
    </button>
  );
}
