import { useId, useState } from "react";
import { useViewer } from "../../../../lib/viewer";
import { primaryButtonClass } from "../../../../ui/action-styles";
import { SelectField } from "../../../../ui/form-field";
import { usePreparePriceSheet } from "../../../dealer/api";
import { useVehicleMakes } from "../../api";
import { TabHeading } from "./tab-heading";

const ALL = "all";

/**
 * Download Price Sheet (dealers): choose a make (or every make), prepare the sheet for the dealer's own
 * price level, and once the store says it is ready, download it as a spreadsheet.
 */
export function PriceSheetTab() {
  const viewer = useViewer();
  const makes = useVehicleMakes();
  const [make, setMake] = useState(ALL);
  const status = useId();
  const level = viewer.kind === "dealer" ? viewer.user.dealer_info.pricecode : null;
  const prepare = usePreparePriceSheet(level);
  const ready = prepare.isSuccess && prepare.variables === make ? prepare.data : null;

  return (
    <section className="flex max-w-xl flex-col gap-4">
      <TabHeading>Download Price Sheet</TabHeading>
      <p className="text-slate-700">A spreadsheet of every part with its MSRP, your dealer price (level {level ?? "-"}) and the stock on hand.</p>
      <SelectField label="Make" value={make} onChange={(event) => setMake(event.target.value)} aria-describedby={status}>
        <option value={ALL}>All makes</option>
        {(makes.data?.items ?? []).map((entry) => (
          <option key={entry.id} value={entry.make}>
            {entry.make}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={primaryButtonClass} disabled={prepare.isPending || level === null} onClick={() => prepare.mutate(make)}>
          {prepare.isPending ? "Preparing your price sheet..." : "Prepare price sheet"}
        </button>
        {ready && (
          <a href={ready.url} download className={primaryButtonClass}>
            Download Price Sheet
          </a>
        )}
      </div>
      <p id={status} role="status" aria-live="polite" className="text-sm text-slate-700">
        {prepare.isPending && (
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
            Preparing the {make === ALL ? "all makes" : make} price sheet...
          </span>
        )}
        {ready && `Your ${make === ALL ? "all makes" : make} price sheet is ready.`}
      </p>
      {prepare.isError && (
        <p role="alert" className="rounded border border-brand-600 bg-brand-50 p-3 text-brand-800">
          The price sheet could not be prepared. Please try again, or call our dealer line.
        </p>
      )}
    </section>
  );
}
