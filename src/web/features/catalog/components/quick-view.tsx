import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "react-toastify";
import type { ItemDetail, Product } from "../../../../domain/contracts/catalog";
import { formatCad } from "../../../../domain/money";
import { dealerQuote, retailQuote, type SpecialPrice } from "../../../../domain/pricing";
import { useAppState } from "../../../lib/app-state";
import { Dialog } from "../../../ui/dialog";
import { Spinner } from "../../../ui/spinner";
import { recordView, useItemDetail, useSpecials } from "../api";
import { useViewer, type Viewer } from "../viewer";
import { QuantityStepper } from "./quantity-stepper";
import { ZoomImage } from "./zoom-image";

export interface QuickViewProps {
  code: string | null;
  onClose: () => void;
}

export const QUANTITY_EXCEEDS_STOCK = "Quantity exceeds available stock";
export const QUANTITY_NOT_POSITIVE = "Quantity must be greater than 0";
export const ADDED_TO_CART = "Item added to cart successfully.";
export const WISHLIST_NOT_YET = "Wishlist opens with online ordering; call the store to save parts for later.";

/** "2026-12-13": a date-only value is a calendar day, not a UTC instant, so it is never shifted a day. */
export function formatArrivalDate(value: string): string | null {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
  const date = new Date(value.trim());
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString("en-CA", dateOnly ? { timeZone: "UTC" } : undefined);
}

/** The product quick view: keyed by item code, fetched on open, with a view recorded once per open. */
export function QuickView({ code, onClose }: QuickViewProps) {
  const viewer = useViewer();
  const detail = useItemDetail(code);
  const specials = useSpecials(code !== null && !viewer.dealer);
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (code === null) {
      recorded.current = null;
      return;
    }
    if (recorded.current === code) return;
    recorded.current = code;
    recordView(code).catch(() => {});
  }, [code]);

  if (code === null) return null;

  const product = detail.data?.singleItem;
  const special = specials.data?.find((entry) => entry.item === code) ?? null;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={product ? product.descrip : detail.isError ? "Part not available" : "Loading part"}
      size="xl"
    >
      {detail.isPending && <Spinner label="Loading part details" />}
      {detail.isError && (
        <p role="alert" className="text-brand-700">
          Error loading data
        </p>
      )}
      {detail.data && <QuickViewBody key={code} detail={detail.data} viewer={viewer} special={special} onClose={onClose} />}
    </Dialog>
  );
}

function QuickViewBody({ detail, viewer, special, onClose }: { detail: ItemDetail; viewer: Viewer; special: SpecialPrice | null; onClose: () => void }) {
  const product = detail.singleItem;
  const { dispatch } = useAppState();
  const navigate = useNavigate();
  const [tall, setTall] = useState(false);
  const [quantity, setQuantity] = useState(() => (viewer.dealer || product.onhand > 0 ? 1 : 0));
  const showStepper = viewer.dealer || product.onhand > 0;
  const arrival = product.onhand === 0 && product.onshpeta ? formatArrivalDate(product.onshpeta) : null;
  const inquiryBase = `/shipping-inquiry/${encodeURIComponent(product.item)}`;

  function changeQuantity(proposed: number) {
    const next = Math.max(0, Math.trunc(proposed));
    if (!viewer.dealer && next > product.onhand) {
      toast.error(QUANTITY_EXCEEDS_STOCK, { toastId: QUANTITY_EXCEEDS_STOCK });
      setQuantity(Math.max(0, product.onhand));
      return;
    }
    if (next < 1) toast.error(QUANTITY_NOT_POSITIVE, { toastId: QUANTITY_NOT_POSITIVE });
    setQuantity(next);
  }

  function addToCart() {
    if (quantity < 1) {
      toast.error(QUANTITY_NOT_POSITIVE, { toastId: QUANTITY_NOT_POSITIVE });
      return;
    }
    if (!viewer.dealer && quantity > product.onhand) {
      toast.error(QUANTITY_EXCEEDS_STOCK, { toastId: QUANTITY_EXCEEDS_STOCK });
      return;
    }
    dispatch({ type: "addToCart", id: product.item, quantity });
    if (!viewer.signedIn) {
      navigate("/sign-in");
      return;
    }
    toast.success(ADDED_TO_CART);
    onClose();
  }

  function addToWishlist() {
    if (!viewer.signedIn) {
      navigate("/sign-in");
      return;
    }
    toast.info(WISHLIST_NOT_YET);
  }

  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <div className={`w-full shrink-0 ${tall ? "md:w-1/3" : "md:w-1/2"}`}>
        <ZoomImage src={product.big || product.img_path} alt={product.descrip} onTall={setTall} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium text-slate-700">Item code</dt>
          <dd className="font-semibold">{product.item}</dd>
          <dt className="font-medium text-slate-700">Description</dt>
          <dd>{product.descrip}</dd>
          <dt className="font-medium text-slate-700">Years</dt>
          <dd>{`${product.year_from} - ${product.year_end}`}</dd>
          <dt className="font-medium text-slate-700">In stock</dt>
          <dd>{product.onhand}</dd>
        </dl>
        {arrival && <p className="text-sm font-medium text-amber-800">{`Expected arrival: ${arrival}`}</p>}
        {detail.item_makes.length > 0 && (
          <div>
            <h3 className="text-sm font-medium text-slate-700">Fits makes</h3>
            <ul className="mt-1 flex flex-wrap gap-2">
              {detail.item_makes.map((entry) => (
                <li key={entry.row_id} className="rounded bg-slate-100 px-2 py-0.5 text-sm">
                  {entry.make}
                </li>
              ))}
            </ul>
          </div>
        )}
        <PriceBlock product={product} viewer={viewer} special={special} />
        <div className="flex flex-wrap gap-4 text-sm">
          <Link to={`${inquiryBase}?inquiry=shipping`} className="font-medium text-brand-700 underline hover:text-brand-800">
            Shipping Inquiry
          </Link>
          <Link to={`${inquiryBase}?inquiry=eta`} className="font-medium text-brand-700 underline hover:text-brand-800">
            Inquire ETA
          </Link>
        </div>
        {showStepper && <QuantityStepper value={quantity} onChange={changeQuantity} />}
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={addToWishlist} className="rounded border border-brand-700 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50">
            Add to Wishlist
          </button>
          <button
            type="button"
            onClick={addToCart}
            disabled={quantity === 0}
            className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400 disabled:text-slate-900"
          >
            Add to Cart
          </button>
        </div>
      </div>
    </div>
  );
}

function PriceBlock({ product, viewer, special }: { product: Product; viewer: Viewer; special: SpecialPrice | null }) {
  if (viewer.dealer) {
    const quote = dealerQuote(product, viewer.priceCode);
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-700">MSRP</dt>
        <dd>{formatCad(quote.msrp)}</dd>
        <dt className="font-semibold">Dealer price</dt>
        <dd className="text-lg font-semibold text-brand-700">{formatCad(quote.dealer)}</dd>
      </dl>
    );
  }
  const quote = retailQuote(product, special);
  const reduced = quote.special !== null || quote.promo !== null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <dt className="text-slate-700">List price</dt>
      <dd className={reduced ? "text-slate-700 line-through" : "text-lg font-semibold"}>{formatCad(quote.list)}</dd>
      {quote.special !== null && (
        <>
          <dt className="font-semibold">Special price</dt>
          <dd className="text-lg font-semibold text-brand-700">{formatCad(quote.special)}</dd>
        </>
      )}
      {quote.promo !== null && (
        <>
          <dt className="font-semibold">Promo price (10% off)</dt>
          <dd className="text-lg font-semibold text-brand-700">{formatCad(quote.promo)}</dd>
        </>
      )}
    </dl>
  );
}
