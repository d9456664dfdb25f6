import { useEffect, useRef } from "react";
import { partDescription } from "../../domain/i18n/content";
import { useWords } from "../lib/i18n";
import { useViewer } from "../lib/viewer";
import { Dialog } from "../ui/dialog";
import { Spinner } from "../ui/spinner";
import { recordView, useItemDetail } from "./api";
import { type PartActions, PartDetails } from "./part-details";

export interface QuickViewProps extends PartActions {
  code: string | null;
  onClose: () => void;
  /** Opened with the page (a part URL followed from elsewhere): rendered in place, so the server's HTML shows the part. */
  inPlace?: boolean;
}

/**
 * The part's card on the page a closed quick view goes back to, which the router draws anew: the one in
 * the window (the page's scroll is restored by then; the part may have a card in two of its sections),
 * or its first.
 */
function cardOf(code: string): HTMLElement | null {
  const cards = Array.from(document.querySelectorAll<HTMLElement>(`[data-product-code="${CSS.escape(code)}"]`));
  const inWindow = (card: HTMLElement) => {
    const { top, bottom } = card.getBoundingClientRect();
    return bottom > 0 && top < window.innerHeight;
  };
  return cards.find(inWindow) ?? cards[0] ?? null;
}

/** The product quick view: keyed by item code, fetched on open, with a view recorded once per open. */
export function QuickView({ code, onClose, inPlace = false, addToCart, addToWishlist }: QuickViewProps) {
  const { t, locale } = useWords();
  const viewer = useViewer();
  const detail = useItemDetail(code);
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
  const unavailable = detail.isError || detail.data === null;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={product ? partDescription(product, locale) : unavailable ? t("products.quickView.unavailable") : t("products.quickView.loading")}
      size="xl"
      inPlace={inPlace}
      returnFocus={() => cardOf(code)}
    >
      {detail.isPending && <Spinner label={t("products.quickView.loadingDetails")} />}
      {unavailable && (
        <p role="alert" className="text-brand-700">
          {detail.data === null ? t("products.page.unavailable") : t("products.quickView.error")}
        </p>
      )}
      {detail.data && <PartDetails key={code} detail={detail.data} viewer={viewer} onClose={onClose} actions={{ addToCart, addToWishlist }} />}
    </Dialog>
  );
}
