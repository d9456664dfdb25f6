import { ArrowLeft } from "lucide-react";
import { useLocation, useNavigate, useParams } from "react-router";
import { useWords } from "../../../lib/i18n";
import { Spinner } from "../../../ui/spinner";
import { useClassicModels } from "../api";
import { ModelCard } from "../components/model-card";
import { ModelDialog } from "../components/model-dialog";
import { makeDisplayName } from "../make-names";

export function Component() {
  const { t } = useWords();
  const { model: makeParam = "", modelCode } = useParams();
  const make = makeParam.toUpperCase();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: models, isPending, isError, refetch } = useClassicModels(make);
  const listPath = `/classic-body/${encodeURIComponent(makeParam)}`;

  const closeModel = () => {
    if ((location.state as { fromModels?: boolean } | null)?.fromModels) navigate(-1);
    else navigate(listPath, { replace: true, preventScrollReset: true });
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <button
        type="button"
        onClick={() => navigate("/classic-body")}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("classic.models.back")}
      </button>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">{t("classic.models.heading", { make: makeDisplayName(make) })}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t("classic.models.intro")}</p>
      {isPending ? (
        <Spinner label={t("classic.models.loading")} />
      ) : isError ? (
        <div role="alert" className="mt-8 rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          {t("classic.models.failed")}{" "}
          <button type="button" onClick={() => refetch()} className="font-semibold underline">
            {t("classic.models.retry")}
          </button>
        </div>
      ) : models.length === 0 ? (
        <p className="mt-8 text-slate-700">{t("classic.models.none", { make })}</p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {models.map((model) => (
            <li key={model.item}>
              <ModelCard model={model} make={makeParam} />
            </li>
          ))}
        </ul>
      )}
      <ModelDialog code={modelCode} onClose={closeModel} />
    </section>
  );
}
