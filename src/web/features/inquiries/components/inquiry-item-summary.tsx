import { Spinner } from "../../../ui/spinner";
import { isNotFound, useInquiryItem } from "../api";

/** The item an inquiry is about: code and description, make and years; a clear note when it is not in the catalogue. */
export function InquiryItemSummary({ code, isModel }: { code: string; isModel: boolean }) {
  const { data: item, isPending, error } = useInquiryItem(code, isModel);
  const noun = isModel ? "model" : "item";
  if (isPending) return <Spinner label={`Loading ${noun} details...`} />;
  if (error) {
    return (
      <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <p className="font-semibold">
          {isNotFound(error) ? `We could not find ${noun} ${code} in our catalogue.` : `The details of ${noun} ${code} could not be loaded right now.`}
        </p>
        <p className="mt-1">You can still send us your question about {code} with the form below.</p>
      </div>
    );
  }
  return (
    <dl className="grid gap-x-8 gap-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-slate-700">{isModel ? "Model" : "Item"}</dt>
      <dd className="text-slate-900">
        <span className="font-mono font-semibold">{item.code}</span> <span aria-hidden="true">-</span> {item.description}
      </dd>
      <dt className="font-semibold text-slate-700">Make</dt>
      <dd className="text-slate-900">{item.make}</dd>
      <dt className="font-semibold text-slate-700">Year</dt>
      <dd className="text-slate-900">{item.years}</dd>
    </dl>
  );
}
