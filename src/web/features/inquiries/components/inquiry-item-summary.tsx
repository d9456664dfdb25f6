import { useWords } from "../../../lib/i18n";
import { Spinner } from "../../../ui/spinner";
import { isNotFound, useInquiryItem } from "../api";

/** The item an inquiry is about: code and description, make and years; a clear note when it is not in the catalogue. */
export function InquiryItemSummary({ code, isModel }: { code: string; isModel: boolean }) {
  const { t } = useWords();
  const { data: item, isPending, error } = useInquiryItem(code, isModel);
  const noun = isModel ? "model" : "item";
  if (isPending) return <Spinner label={t(`inquiries.${noun}.loading`)} />;
  if (error) {
    return (
      <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <p className="font-semibold">{isNotFound(error) ? t(`inquiries.${noun}.notFound`, { code }) : t(`inquiries.${noun}.failed`, { code })}</p>
        <p className="mt-1">{t("inquiries.stillAsk", { code })}</p>
      </div>
    );
  }
  return (
    <dl className="grid gap-x-8 gap-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-slate-700">{t(`inquiries.${noun}.label`)}</dt>
      <dd className="text-slate-900">
        <span className="font-mono font-semibold">{item.code}</span> <span aria-hidden="true">-</span> {item.description}
      </dd>
      <dt className="font-semibold text-slate-700">{t("inquiries.make")}</dt>
      <dd className="text-slate-900">{item.make}</dd>
      <dt className="font-semibold text-slate-700">{t("inquiries.year")}</dt>
      <dd className="text-slate-900">{item.years}</dd>
    </dl>
  );
}
