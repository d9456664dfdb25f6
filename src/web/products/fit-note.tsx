import { useId } from "react";
import { Link } from "react-router";
import { type FitmentRow, type FitVerdict, fitmentRanges, fitOf, fitOfKeys, makeName, type Vehicle, vehicleName, vehiclePath } from "../../domain/fitment";
import { useWords } from "../lib/i18n";
import type { Translate } from "../ui/translate";
import { useCurrentVehicle } from "./current-vehicle";

function lookOf(verdict: FitVerdict): string {
  return verdict === "fits"
    ? "border-green-700 bg-green-50 text-green-900"
    : verdict === "does-not-fit"
      ? "border-brand-700 bg-brand-50 text-brand-800"
      : "border-slate-400 bg-slate-50 text-slate-800";
}

/** What a card, the quick view and a cart line say of a part and the shopper's vehicle (the words of domain/fitment's fitMessage). */
function fitWords(verdict: FitVerdict, vehicle: Vehicle, t: Translate): string {
  if (verdict === "fits") return t("products.fit.fits", { vehicle: vehicleName(vehicle) });
  if (verdict === "does-not-fit") return t("products.fit.doesNotFit", { vehicle: vehicleName(vehicle) });
  return t("products.fit.universal");
}

/** 'Fits your 1967 Ford Mustang' / 'Does not fit your 1967 Ford Mustang' for a part's fitment rows, when the shopper has a current vehicle. */
export function FitNote({ fitment }: { fitment: readonly FitmentRow[] }) {
  const { t } = useWords();
  const vehicle = useCurrentVehicle();
  if (!vehicle) return null;
  const verdict = fitOf(fitment, vehicle);
  return (
    <p data-fit={verdict} className={`rounded border px-3 py-2 text-sm font-semibold ${lookOf(verdict)}`}>
      {fitWords(verdict, vehicle, t)}
    </p>
  );
}

/**
 * The same words on a card or a cart line, from the vehicles a list carries for each part (fitKeysOf's
 * keys): nothing without a current vehicle, or when the list carried no fitment. An inline element, so
 * it may stand inside a card's link. `onlyMisfit`: only 'Does not fit' (the cart marks those lines). The server renders as an anonymous visitor (decision 020): it
 * appears once the app runs.
 */
export function FitBadge({ fits, id, onlyMisfit = false }: { fits: readonly string[] | undefined; id?: string; onlyMisfit?: boolean }) {
  const { t } = useWords();
  const vehicle = useCurrentVehicle();
  if (!vehicle || fits === undefined) return null;
  const verdict = fitOfKeys(fits, vehicle);
  if (onlyMisfit && verdict !== "does-not-fit") return null;
  return (
    <span id={id} data-fit={verdict} className={`inline-block self-start rounded border px-2 py-0.5 text-xs font-semibold ${lookOf(verdict)}`}>
      {fitWords(verdict, vehicle, t)}
    </span>
  );
}

/**
 * The vehicles a part fits, each a link to its vehicle page ("1967-1968 Ford Mustang" opens the 1967
 * one): a part's address links to the vehicles it fits (issue 19). Server-rendered from the part detail.
 */
export function FitsVehicles({ fitment }: { fitment: readonly FitmentRow[] }) {
  const { t } = useWords();
  const id = useId();
  if (fitment.length === 0) return null;
  return (
    <section aria-labelledby={id} className="text-sm">
      <h3 id={id} className="font-medium text-slate-700">
        {t("products.fit.vehicles")}
      </h3>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {fitmentRanges(fitment).map((range) => {
          const years = range.from === range.to ? `${range.from}` : `${range.from}-${range.to}`;
          const detail = [range.submodel, range.engine].filter(Boolean).join(", ");
          const name = `${years} ${makeName(range.make)} ${range.model}${detail ? ` (${detail})` : ""}`;
          return (
            <li key={`${name}`}>
              <Link to={vehiclePath({ year: range.from, make: range.make, model: range.model })} className="text-brand-700 underline hover:text-brand-800">
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
