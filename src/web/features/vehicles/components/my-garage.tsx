import { Car } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { GarageVehicle } from "../../../../domain/contracts/garage";
import { sameVehicle, vehicleName, vehiclePath } from "../../../../domain/fitment";
import { ApiRequestError, errorText } from "../../../lib/api";
import { useWords } from "../../../lib/i18n";
import { toast } from "../../../lib/toasts";
import { useViewer } from "../../../lib/viewer";
import { setCurrentVehicle, useCurrentVehicle } from "../../../products/current-vehicle";
import type { Translate } from "../../../ui/translate";
import { useGarage, useGarageChange } from "../../accounts/api";

/** A refused garage change as a toast: the server's words, or ours when it could not be asked. */
/** A garage change refused: the server's reason in the page's language, else the general failure. */
const failedWith = (t: Translate) => (error: unknown) => toast.error(error instanceof ApiRequestError ? errorText(error, t) : t("vehicles.garage.failed"));

const controlClass = "min-h-10 rounded px-2 py-1 text-slate-700 underline hover:bg-slate-100 disabled:opacity-60";

/**
 * My Garage in the header: the shopper's current vehicle with a link to its parts. A visitor can clear
 * it (the selects beside it change it); a signed-in shopper switches between their garage's vehicles
 * and removes the current one, and the garage keeps the choice in their account.
 */
export function MyGarage() {
  const { t } = useWords();
  const vehicle = useCurrentVehicle();
  const viewer = useViewer();
  return (
    <section aria-label={t("vehicles.garage.label")} className="flex min-h-10 min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="inline-flex items-center gap-1 font-semibold text-ink">
        <Car aria-hidden="true" className="size-4" />
        {t("vehicles.garage.heading")}
      </span>
      {vehicle ? (
        <Link to={vehiclePath(vehicle)} className="font-medium text-brand-700 underline hover:text-brand-800">
          {vehicleName(vehicle)}
        </Link>
      ) : (
        <span className="text-slate-700">{t("vehicles.garage.none")}</span>
      )}
      {viewer.kind === "anonymous" ? (
        vehicle ? (
          <button type="button" onClick={() => setCurrentVehicle(null)} className={controlClass}>
            {t("vehicles.garage.clear")}
          </button>
        ) : null
      ) : (
        <GarageControls />
      )}
    </section>
  );
}

/** A signed-in shopper's switch between their garage's vehicles, and Remove for the selected one. */
function GarageControls() {
  const { t } = useWords();
  const failed = failedWith(t);
  const id = useId();
  const vehicle = useCurrentVehicle();
  const garage = useGarage();
  const change = useGarageChange();
  const vehicles = garage.data?.vehicles ?? [];
  const selected: GarageVehicle | undefined = garage.data?.selected ?? undefined;
  const current = selected && vehicle && sameVehicle(selected, vehicle) ? selected : undefined;
  return (
    <>
      {vehicles.length > 1 ? (
        <span className="inline-flex items-center gap-1">
          <label htmlFor={`${id}-switch`} className="sr-only">
            {t("vehicles.garage.switch")}
          </label>
          <select
            id={`${id}-switch`}
            value={current?.id ?? ""}
            disabled={change.isPending}
            onChange={(event) => {
              if (event.target.value) change.mutate({ kind: "select", id: Number(event.target.value) }, { onError: failed });
            }}
            className="min-h-10 max-w-full rounded-md border border-slate-400 bg-white px-2 py-1 text-ink focus:outline-2 focus:outline-offset-1 focus:outline-brand-700"
          >
            {current ? null : <option value="">{t("vehicles.garage.switch")}</option>}
            {vehicles.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </span>
      ) : null}
      {current ? (
        <button
          type="button"
          aria-label={t("vehicles.garage.removeLabel", { vehicle: current.name })}
          disabled={change.isPending}
          onClick={() => change.mutate({ kind: "remove", id: current.id }, { onError: failed })}
          className={controlClass}
        >
          {t("vehicles.garage.remove")}
        </button>
      ) : null}
    </>
  );
}
