import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "react-toastify";
import type { WishlistItem } from "../../../../domain/contracts/wishlist";
import { partDescription } from "../../../../domain/i18n/content";
import { errorText } from "../../../lib/api";
import { useWords } from "../../../lib/i18n";
import { shopperOf, useViewer } from "../../../lib/viewer";
import { LazyQuickView } from "../../../products/lazy-quick-view";
import { ProductCard } from "../../../products/product-card";
import { AccountPage, cardClass } from "../../../ui/account-page";
import { primaryButtonClass } from "../../../ui/action-styles";
import { ProductGrid } from "../../../ui/product-grid";
import { Spinner } from "../../../ui/spinner";
import { addToCartMutation } from "../../cart/api";
import { addToWishlistMutation, useRemoveFromWishlist, useWishlist } from "../api";

/** /wishlist: the parts a shopper saved, as product cards at their one price, each opening the quick view, with removal. */
export function WishlistPage() {
  const { t, locale } = useWords();
  const viewer = useViewer();
  const shopper = shopperOf(viewer);
  const wishlist = useWishlist(shopper);
  const remove = useRemoveFromWishlist(shopper);
  const [open, setOpen] = useState<string | null>(null);
  const items = wishlist.data?.items ?? [];

  function removeItem(item: WishlistItem) {
    remove.mutate(item.item, {
      onSuccess: () => toast.success(t("wishlist.removed")),
      onError: (error) => toast.error(errorText(error, t), { toastId: `wishlist-remove-${item.item}` }),
    });
  }

  return (
    <AccountPage title={t("wishlist.title")} wide>
      {wishlist.isPending ? (
        <Spinner label={t("wishlist.loading")} />
      ) : wishlist.isError ? (
        <p role="alert" className={cardClass}>
          {t("wishlist.failed")}
        </p>
      ) : items.length === 0 ? (
        <div className={cardClass}>
          <p className="text-slate-700">{t("wishlist.empty")}</p>
          <Link to="/all-products" className={`${primaryButtonClass} mt-6`}>
            {t("wishlist.browse")}
          </Link>
        </div>
      ) : (
        <>
          <p className="mb-4 text-slate-700">{t("wishlist.count", { count: items.length })}</p>
          <ProductGrid
            label={t("wishlist.parts")}
            items={items}
            getKey={(item) => item.item}
            renderItem={(item) => (
              <div className="flex w-full flex-col gap-2">
                <ProductCard product={item} onOpen={setOpen} className="flex-1" />
                <button
                  type="button"
                  onClick={() => removeItem(item)}
                  disabled={remove.isPending && remove.variables === item.item}
                  aria-label={t("wishlist.removeLabel", { name: partDescription(item, locale) })}
                  className="inline-flex items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t("wishlist.remove")}
                </button>
              </div>
            )}
          />
        </>
      )}
      <LazyQuickView code={open} onClose={() => setOpen(null)} addToCart={addToCartMutation} addToWishlist={addToWishlistMutation} />
    </AccountPage>
  );
}

export { WishlistPage as Component };
