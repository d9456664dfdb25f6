import { useId, useState } from "react";
import { useWords } from "../../../../lib/i18n";
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
  const { t } = useWords();
  const [make, setMake] = useState(ALL);
  const status = useId();
  const level = viewer.kind === "dealer" ? viewer.user.dealer_info.pricecode : null;
  const prepare = usePreparePriceSheet(level);
  const ready = prepare.isSuccess && prepare.variables === make ? prepare.data : null;
  const makeName = make === ALL ? t("accounts.priceSheet.allMakesName") : make;

  return (
    <section className="flex max-w-xl flex-col gap-4">
      <TabHeading>{t("accounts.tab.Download Price Sheet")}</TabHeading>
      <p className="text-slate-700">{t("accounts.priceSheet.intro", { level: level ?? "-" })}</p>
      <SelectField label={t("accounts.priceSheet.make")} value={make} onChange={(event) => setMake(event.target.value)} aria-describedby={status}>
        <option value={ALL}>{t("accounts.priceSheet.allMakes")}</option>
        {(makes.data?.items ?? []).map((entry) => (
          <option key={entry.id} value={entry.make}>
            {entry.make}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={primaryButtonClass} disabled={prepare.isPending || level === null} onClick={() => prepare.mutate(make)}>
          {t(prepare.isPending ? "accounts.priceSheet.preparingButton" : "accounts.priceSheet.prepare")}
        </button>
        {ready && (
          <a href={ready.url} download className={primaryButtonClass}>
            {t("accounts.priceSheet.download")}
          </a>
        )}
      </div>
      <p id={status} role="status" aria-live="polite" className="text-sm text-slate-700">
        {prepare.isPending && (
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
            {t("accounts.priceSheet.preparing", { make: makeName })}
          </span>
        )}
        {ready && t("accounts.priceSheet.ready", { make: makeName })}
      </p>
      {prepare.isError && (
        <p role="alert" className="rounded border border-brand-600 bg-brand-50 p-3 text-brand-800">
          {t("accounts.priceSheet.failed")}
        </p>
      )}
    </section>
  );
}
