import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import {
  cartQuantityRefusal,
  initialQuantity,
  QUANTITY_EXCEEDS_STOCK,
  QUANTITY_NOT_POSITIVE,
  type QuantityRefusal,
  showsStepper,
  stepTo,
} from "../../domain/cart";
import type { ItemDetail } from "../../domain/contracts/catalog";
import type { MessageKey } from "../../domain/i18n/catalogue";
import { partDescription } from "../../domain/i18n/content";
import { DEFAULT_LOCALE, type Locale } from "../../domain/i18n/locales";
import { addToCartBlock, NO_QUANTITY_REASON, NOT_IN_STOCK_REASON } from "../../domain/part-signals";
import { priceReason, unitPrice } from "../../domain/pricing";
import { signInPath } from "../../domain/sign-in-return";
import { errorText } from "../lib/api";
import { useAppState } from "../lib/app-state";
import { useWords } from "../lib/i18n";
import { toast } from "../lib/toasts";
import { type Shopper, shopperOf, type Viewer } from "../lib/viewer";
import { PriceDetails } from "../ui/price";
import { QuantityStepper } from "../ui/quantity-stepper";
import { ZoomImage } from "../ui/zoom-image";
import { FitNote, FitsVehicles } from "./fit-note";
import { NotifyWhenInStock } from "./notify-when-in-stock";
import { PartSignals } from "./part-signals";

/**
 * What the quick view's Add to Cart and Add to Wishlist do for a signed-in shopper. The page that opens a
 * quick view passes the cart's and the wishlist's mutations in: products import no feature (docs/decisions/025-web-slices.md).
 */
export interface PartActions {
  addToCart: (shopper: Shopper | null) => UseMutationOptions<{ status: "saved" }, Error, { item: string; quantity: number }>;
  addToWishlist: (shopper: Shopper | null) => UseMutationOptions<{ status: "saved" | "exist" }, Error, string>;
}

/** The words of domain/cart's and domain/part-signals' refusals, which stay their English identity (a toast's id). */
const REFUSAL_KEY: Partial<Record<string, MessageKey>> = {
  [QUANTITY_EXCEEDS_STOCK]: "products.refusal.exceedsStock",
  [QUANTITY_NOT_POSITIVE]: "products.refusal.notPositive",
  [NOT_IN_STOCK_REASON]: "products.block.notInStock",
  [NO_QUANTITY_REASON]: "products.block.noQuantity",
};

/** "2026-12-13" (the Canadian way in both languages): a date-only value is a calendar day, not a UTC instant, so it is never shifted a day. */
export function formatArrivalDate(value: string, locale: Locale = DEFAULT_LOCALE): string | null {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
  const date = new Date(value.trim());
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(locale, dateOnly ? { timeZone: "UTC" } : undefined);
}

/** 'Item added to cart successfully.' with the way to the cart (issue 22); a plain link until the app handles the click. */
export function CartAdded({ onViewCart }: { onViewCart: () => void }) {
  const { t, basename } = useWords();
  return (
    <span>
      {/* The spec's message in an element of its own, so it reads (and is found) word for word. */}
      <span>{t("products.cartAdded")}</span>{" "}
      <a
        href={`${basename}/cart`}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onViewCart();
        }}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {t("products.viewCart")}
      </a>
    </span>
  );
}

/**
 * A part as the quick view and the part page show it: picture, facts, signals, price and the ways to
 * buy it. `vehicles`: its vehicles as a list here (the quick view), or left to the page's fitment table.
 * Its headings follow the dialog's title (h2) or the page's (h1).
 */
export function PartDetails({
  detail,
  viewer,
  onClose,
  actions,
  vehicles = true,
  onPage = false,
}: {
  detail: ItemDetail;
  viewer: Viewer;
  onClose: () => void;
  actions: PartActions;
  vehicles?: boolean;
  onPage?: boolean;
}) {
  const product = detail.singleItem;
  const { t, locale } = useWords();
  const name = partDescription(product, locale);
  const { dispatch } = useAppState();
  const navigate = useNavigate();
  const location = useLocation();
  // A visitor is told why sign-in is needed and comes back to this part afterwards.
  const here = `${location.pathname}${location.search}`;
  const [tall, setTall] = useState(false);
  const Subheading = onPage ? "h2" : "h3";
  const buyer = viewer.price;
  const [quantity, setQuantity] = useState(() => initialQuantity(product, buyer));
  const arrival = product.onhand === 0 && product.onshpeta ? formatArrivalDate(product.onshpeta, locale) : null;
  const inquiryBase = `/shipping-inquiry/${encodeURIComponent(product.item)}`;
  const shopper = shopperOf(viewer);
  const cart = useMutation(actions.addToCart(shopper));
  const wishlist = useMutation(actions.addToWishlist(shopper));
  const cartBlockId = useId();
  const shown = unitPrice(product, viewer.price);
  // Why Add to Cart is off, said beside it (issue 22): never a silent disabled button.
  const cartBlock = quantity === 0 ? addToCartBlock(quantity, product, buyer) : null;

  const refusalWords = (refusal: string) => {
    const key = REFUSAL_KEY[refusal];
    return key ? t(key) : refusal;
  };

  /** A refused quantity as a toast; the same refusal twice shows one toast. */
  function refuse(refusal: QuantityRefusal) {
    toast.error(refusalWords(refusal), { toastId: refusal });
  }

  function changeQuantity(proposed: number) {
    const step = stepTo(proposed, product, buyer);
    if (step.refusal) refuse(step.refusal);
    setQuantity(step.quantity);
  }

  function addToCart() {
    const refusal = cartQuantityRefusal(quantity, product, buyer);
    if (refusal) {
      refuse(refusal);
      return;
    }
    if (!shopper) {
      dispatch({ type: "addToCart", id: product.item, quantity });
      navigate(signInPath("cart", here));
      return;
    }
    cart.mutate(
      { item: product.item, quantity },
      {
        onSuccess: () => {
          toast.success(<CartAdded onViewCart={() => navigate("/cart")} />);
          onClose();
        },
        onError: (error) => toast.error(errorText(error, t), { toastId: `cart-${product.item}` }),
      },
    );
  }

  function addToWishlist() {
    if (!shopper) {
      navigate(signInPath("wishlist", here));
      return;
    }
    wishlist.mutate(product.item, {
      onSuccess: (reply) => (reply.status === "saved" ? toast.success(t("products.wishlistAdded")) : toast.info(t("products.wishlistExists"))),
      onError: (error) => toast.error(errorText(error, t), { toastId: `wishlist-${product.item}` }),
    });
  }

  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <div className={`w-full shrink-0 ${tall ? "md:w-1/3" : "md:w-1/2"}`}>
        <ZoomImage src={product.big || product.img_path} alt={name} onTall={setTall} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <FitNote fitment={detail.fitment} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium text-slate-700">{t("products.quickView.itemCode")}</dt>
          <dd className="font-semibold">{product.item}</dd>
          <dt className="font-medium text-slate-700">{t("products.quickView.description")}</dt>
          <dd>{name}</dd>
          <dt className="font-medium text-slate-700">{t("products.quickView.years")}</dt>
          <dd>{`${product.year_from} - ${product.year_end}`}</dd>
          <dt className="font-medium text-slate-700">{t("products.quickView.inStock")}</dt>
          <dd>{product.onhand}</dd>
        </dl>
        {vehicles && <FitsVehicles fitment={detail.fitment} />}
        {arrival && <p className="text-sm font-medium text-amber-800">{t("products.quickView.expectedArrival", { day: arrival })}</p>}
        <PartSignals part={product} viewer={buyer} />
        {product.onhand <= 0 && <NotifyWhenInStock item={product.item} viewer={viewer} />}
        {detail.item_makes.length > 0 && (
          <div>
            <Subheading className="text-sm font-medium text-slate-700">{t("products.quickView.fitsMakes")}</Subheading>
            <ul className="mt-1 flex flex-wrap gap-2">
              {detail.item_makes.map((entry) => (
                <li key={entry.row_id} className="rounded bg-slate-100 px-2 py-0.5 text-sm">
                  {entry.make}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div data-price>
          <PriceDetails shown={shown} reason={priceReason(product, shown)} />
        </div>
        <div className="flex flex-wrap gap-4 text-sm">
          <Link to={`${inquiryBase}?inquiry=shipping`} className="font-medium text-brand-700 underline hover:text-brand-800">
            {t("products.quickView.shippingInquiry")}
          </Link>
          <Link to={`${inquiryBase}?inquiry=eta`} className="font-medium text-brand-700 underline hover:text-brand-800">
            {t("products.quickView.inquireEta")}
          </Link>
        </div>
        {showsStepper(product, buyer) && <QuantityStepper value={quantity} onChange={changeQuantity} />}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={addToWishlist}
            disabled={wishlist.isPending}
            aria-busy={wishlist.isPending || undefined}
            className="rounded border border-brand-700 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-70"
          >
            {t("products.quickView.addToWishlist")}
          </button>
          <button
            type="button"
            onClick={addToCart}
            disabled={quantity === 0 || cart.isPending}
            aria-busy={cart.isPending || undefined}
            aria-describedby={cartBlock ? cartBlockId : undefined}
            className="rounded border border-brand-700 bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:border-dashed disabled:border-slate-400 disabled:bg-slate-100 disabled:text-slate-600"
          >
            {t("products.quickView.addToCart")}
          </button>
          {cartBlock && (
            <p id={cartBlockId} data-disabled-reason className="self-center text-sm text-slate-700">
              {refusalWords(cartBlock)}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
