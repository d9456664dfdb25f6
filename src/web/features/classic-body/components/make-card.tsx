import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useWords } from "../../../lib/i18n";
import { classicModelsQuery } from "../api";
import { makeDisplayName } from "../make-names";

/** A make on the classic body landing page, pictured by its first model. */
export function MakeCard({ make }: { make: string }) {
  const { t } = useWords();
  const { data: models } = useQuery(classicModelsQuery(make));
  const picture = models?.[0]?.img_path;
  const name = makeDisplayName(make);
  return (
    <Link
      to={`/classic-body/${make}`}
      className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:border-brand-600 hover:shadow-md"
    >
      <div className="flex aspect-[4/3] items-center justify-center bg-slate-100">
        {picture ? (
          <img src={picture} alt="" className="size-full object-cover transition group-hover:scale-[1.02]" />
        ) : (
          <span aria-hidden="true" className="text-4xl font-black tracking-widest text-slate-500">
            {make}
          </span>
        )}
      </div>
      <div className="flex items-baseline justify-between gap-3 p-4">
        <span className="text-xl font-bold text-slate-900 group-hover:text-brand-700">{name}</span>{" "}
        <span className="text-sm text-slate-700">{models ? t("classic.make.models", { count: models.length }) : t("classic.make.view")}</span>
      </div>
    </Link>
  );
}
