import { Mail, MessageSquare, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Link } from "react-router";
import type { ClassicBodyDetail } from "../../../../domain/contracts/catalog";
import { inLocale } from "../../../../domain/i18n/content";
import { ApiRequestError } from "../../../lib/api";
import { useWords } from "../../../lib/i18n";
import { Spinner } from "../../../ui/spinner";
import { useClassicBody } from "../api";
import { ImageGallery } from "./image-gallery";
import { TextLines } from "./text-lines";

/** Where both the Inquire link and the Email to order button lead. */
export function modelInquiryPath(code: string): string {
  return `/shipping-inquiry/${encodeURIComponent(code)}?type=model`;
}

function ModelDetails({ detail }: { detail: ClassicBodyDetail }) {
  const { t, usd, locale } = useWords();
  const { singleItem: model } = detail;
  const images = detail.img_path.length > 0 ? detail.img_path : [model.img_path];
  const includes = detail.info.map((entry) => inLocale(entry.includes, entry.includes_fr, locale)).filter(Boolean);
  const shipping = detail.info.map((entry) => inLocale(entry.shipping, entry.shipping_fr, locale)).filter(Boolean);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ImageGallery key={model.item} images={images} name={model.model} />
      <div className="space-y-5">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="font-semibold text-slate-700">{t("classic.model.label")}</dt>
          <dd className="text-slate-900">
            {model.model} <span className="text-slate-700">({model.item})</span>
          </dd>
          <dt className="font-semibold text-slate-700">{t("classic.model.make")}</dt>
          <dd className="text-slate-900">{model.make}</dd>
          <dt className="font-semibold text-slate-700">{t("classic.model.years")}</dt>
          <dd className="text-slate-900">{model.year_model}</dd>
          <dt className="font-semibold text-slate-700">{t("classic.model.price")}</dt>
          <dd className="text-lg font-bold text-slate-900">{usd(model.price)}</dd>
        </dl>
        <Dialog.Description className="leading-relaxed text-slate-800">{inLocale(model.description, model.description_fr, locale)}</Dialog.Description>
        {includes.length > 0 && (
          <section aria-labelledby="model-includes">
            <h3 id="model-includes" className="font-semibold text-slate-900">
              {t("classic.model.includes")}
            </h3>
            {includes.map((text, index) => (
              <TextLines key={index} text={text} className="mt-1 text-slate-800" />
            ))}
          </section>
        )}
        {shipping.length > 0 && (
          <section aria-labelledby="model-shipping">
            <h3 id="model-shipping" className="font-semibold text-slate-900">
              {t("classic.model.shipping")}
            </h3>
            {shipping.map((text, index) => (
              <TextLines key={index} text={text} className="mt-1 text-slate-800" />
            ))}
          </section>
        )}
      </div>
    </div>
  );
}

/** Email to order and Inquire: under the scrolling details, so they stay in view at any window height. */
function ModelActions({ code }: { code: string }) {
  const { t } = useWords();
  const inquiryPath = modelInquiryPath(code);
  return (
    <div className="flex shrink-0 flex-wrap gap-3 border-t border-slate-200 px-5 py-4 sm:px-8">
      <Link
        to={inquiryPath}
        className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        <Mail aria-hidden="true" className="size-4" />
        {t("classic.model.emailToOrder")}
      </Link>
      <Link
        to={inquiryPath}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100"
      >
        <MessageSquare aria-hidden="true" className="size-4" />
        {t("classic.model.inquire")}
      </Link>
    </div>
  );
}

/** The product dialog of one classic body model, open while the URL names it. */
export function ModelDialog({ code, onClose }: { code: string | undefined; onClose: () => void }) {
  const { t } = useWords();
  const { data: detail, isPending, error } = useClassicBody(code);
  const notFound = error instanceof ApiRequestError && error.status === 404;
  const title = detail
    ? detail.singleItem.model
    : error
      ? notFound
        ? t("classic.model.notFound")
        : t("classic.model.unavailable")
      : t("classic.model.loadingTitle");
  return (
    <Dialog.Root open={Boolean(code)} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] w-[calc(100vw-2rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-lg bg-white shadow-xl focus:outline-none">
          <div className="flex shrink-0 items-start justify-between gap-4 px-5 pt-5 pb-4 sm:px-8 sm:pt-8">
            <Dialog.Title className="text-2xl font-bold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close className="rounded-md p-1.5 text-slate-700 hover:bg-slate-100 hover:text-slate-900" aria-label={t("classic.model.close")}>
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-5 sm:px-8 sm:pb-8">
            {detail ? (
              <ModelDetails detail={detail} />
            ) : error ? (
              <Dialog.Description className="text-slate-800">
                {notFound ? t("classic.model.notFoundText", { code: code ?? "" }) : t("classic.model.failedText")}
              </Dialog.Description>
            ) : isPending ? (
              <>
                <Dialog.Description className="sr-only">{t("classic.model.loadingText")}</Dialog.Description>
                <Spinner label={t("classic.model.loading")} />
              </>
            ) : null}
          </div>
          {detail && <ModelActions code={detail.singleItem.item} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
