import { ArrowLeft } from "lucide-react";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import type { InquiryKind } from "../../../../domain/contracts/inquiries";
import type { MessageKey } from "../../../../domain/i18n/catalogue";
import { useWords } from "../../../lib/i18n";
import { InquiryForm } from "../components/inquiry-form";
import { InquiryItemSummary } from "../components/inquiry-item-summary";
import { INQUIRY_HEADINGS, inquiryKindOf } from "../inquiry-kind";

const INTROS: Record<InquiryKind, MessageKey> = {
  shipping: "inquiries.intro.shipping",
  eta: "inquiries.intro.eta",
  model: "inquiries.intro.model",
};

export function Component() {
  const { t } = useWords();
  const { productId = "" } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const kind = inquiryKindOf(searchParams);
  const code = productId.trim();
  const goBack = () => (location.key === "default" ? navigate("/") : navigate(-1));

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <button
        type="button"
        onClick={goBack}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("inquiries.back")}
      </button>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">{t(INQUIRY_HEADINGS[kind])}</h1>
      <p className="mt-2 text-slate-700">{t(INTROS[kind])}</p>
      <div className="mt-6">
        <InquiryItemSummary code={code} isModel={kind === "model"} />
      </div>
      <div className="mt-8 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <InquiryForm key={`${kind}:${code}`} code={code} kind={kind} />
      </div>
    </section>
  );
}
