import { Link } from "react-router";
import type { ClassicModel } from "../../../../domain/contracts/catalog";
import { useWords } from "../../../lib/i18n";

/** A classic body model in the make's grid; it opens the model's dialog at /classic-body/:make/:modelCode. */
export function ModelCard({ model, make }: { model: ClassicModel; make: string }) {
  const { usd } = useWords();
  return (
    <Link
      to={`/classic-body/${encodeURIComponent(make)}/${encodeURIComponent(model.item)}`}
      state={{ fromModels: true }}
      preventScrollReset
      className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:border-brand-600 hover:shadow-md"
    >
      <div className="aspect-[4/3] bg-slate-100">
        <img src={model.img_path} alt="" loading="lazy" className="size-full object-cover transition group-hover:scale-[1.02]" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <span className="text-lg font-semibold text-slate-900 group-hover:text-brand-700">{model.model}</span>{" "}
        <span className="text-sm text-slate-700">{model.year_model}</span> <span className="mt-auto pt-2 font-semibold text-slate-900">{usd(model.price)}</span>
      </div>
    </Link>
  );
}
