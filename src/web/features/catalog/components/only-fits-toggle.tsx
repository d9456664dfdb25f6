import { useId, useState } from "react";
import { fitsParamOf, vehicleName, vehicleOfFitsParam } from "../../../../domain/fitment";
import { useWords } from "../../../lib/i18n";
import { useCurrentVehicle } from "../../../products/current-vehicle";

export interface OnlyFitsToggleProps {
  /** The list's fits parameter (?fits=1967_FORD_Mustang), or undefined when it lists every part. */
  fits: string | undefined;
  onChange: (fits: string | undefined) => void;
}

/**
 * 'Only parts that fit' (decision 032): shown when the shopper has a current vehicle, or when the
 * address already narrows the list to one (a shared link, or the server's render of one), which it
 * then names. Ticking it narrows the list to the current vehicle's parts and the universal ones.
 */
export function OnlyFitsToggle({ fits, onChange }: OnlyFitsToggleProps) {
  const { t } = useWords();
  const id = useId();
  const current = useCurrentVehicle();
  const narrowedTo = fits ? vehicleOfFitsParam(fits) : null;
  const vehicle = narrowedTo ?? current;
  // Ticked at once: the address (and so `fits`) changes when the router's navigation commits.
  const [shown, setShown] = useState({ fits, checked: narrowedTo !== null });
  if (shown.fits !== fits) setShown({ fits, checked: narrowedTo !== null });
  if (!vehicle) return null;
  return (
    <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3">
      <input
        id={`${id}-box`}
        type="checkbox"
        checked={shown.checked}
        onChange={(event) => {
          setShown({ fits, checked: event.target.checked });
          onChange(event.target.checked ? fitsParamOf(vehicle) : undefined);
        }}
        aria-describedby={`${id}-vehicle`}
        className="size-4 accent-brand-700"
      />
      <label htmlFor={`${id}-box`} className="font-medium text-ink">
        {t("catalog.fits.label")}
      </label>
      <span id={`${id}-vehicle`} className="text-slate-700">
        {t("catalog.fits.vehicle", { vehicle: vehicleName(vehicle) })}
      </span>
    </div>
  );
}
