import { type FitmentRow, fitMessage, fitOf } from "../../domain/fitment";
import { useCurrentVehicle } from "./current-vehicle";

/** 'Fits your 1967 Ford Mustang' / 'Does not fit your 1967 Ford Mustang' for a part's fitment rows, when the shopper has a current vehicle. */
export function FitNote({ fitment }: { fitment: readonly FitmentRow[] }) {
  const vehicle = useCurrentVehicle();
  if (!vehicle) return null;
  const verdict = fitOf(fitment, vehicle);
  const look =
    verdict === "fits"
      ? "border-green-700 bg-green-50 text-green-900"
      : verdict === "does-not-fit"
        ? "border-brand-700 bg-brand-50 text-brand-800"
        : "border-slate-400 bg-slate-50 text-slate-800";
  return (
    <p data-fit={verdict} className={`rounded border px-3 py-2 text-sm font-semibold ${look}`}>
      {fitMessage(verdict, vehicle)}
    </p>
  );
}
