import { formatCad } from "../../domain/money";

/** A CAD price, with the original struck through (and read out as "was ...") when there is a reduction. */
export function Price({ amount, original, className = "" }: { amount: number; original?: number | null; className?: string }) {
  const reduced = original !== null && original !== undefined && original !== amount;
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className={reduced ? "font-semibold text-brand-700" : "font-semibold"}>{formatCad(amount)}</span>
      {reduced && (
        <s className="text-sm text-slate-600">
          <span className="sr-only">was </span>
          {formatCad(original)}
        </s>
      )}
    </span>
  );
}
