import { Link } from "react-router";
import { toast } from "react-toastify";
import type { GarageVehicle } from "../../../../../domain/contracts/garage";
import { GARAGE_LIMIT } from "../../../../../domain/contracts/garage";
import { vehiclePath } from "../../../../../domain/fitment";
import { ApiRequestError, errorText } from "../../../../lib/api";
import { useWords } from "../../../../lib/i18n";
import { secondaryButtonClass } from "../../../../ui/action-styles";
import { Spinner } from "../../../../ui/spinner";
import { useGarage, useGarageChange } from "../../api";
import { TabHeading } from "./tab-heading";

/** My Garage: the shopper's vehicles, each with a link to its parts, Select (for the others) and Remove. */
export function GarageTab() {
  const garage = useGarage();
  const change = useGarageChange();
  const { t, rich } = useWords();
  const failed = (error: unknown) => toast.error(error instanceof ApiRequestError ? errorText(error, t) : t("accounts.garage.updateFailed"));
  const intro = t("accounts.garage.intro", { limit: GARAGE_LIMIT });
  if (garage.isPending) return <Spinner label={t("accounts.garage.loading")} />;
  if (garage.isError) return <p role="alert">{t("accounts.garage.loadFailed")}</p>;
  const { vehicles } = garage.data;
  return (
    <section>
      <TabHeading intro={intro}>{t("accounts.tab.My Garage")}</TabHeading>
      {vehicles.length === 0 ? (
        <p className="text-slate-700">
          {rich("accounts.garage.empty", {
            link: (chunks) => (
              <Link key="link" to="/vehicles" className="font-medium text-brand-700 underline hover:text-brand-800">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : (
        <ul aria-label={t("accounts.garage.vehicles")} className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {vehicles.map((vehicle: GarageVehicle) => (
            <li key={vehicle.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
              <div className="min-w-0 flex-1">
                <Link to={vehiclePath(vehicle)} className="font-medium text-brand-700 underline hover:text-brand-800">
                  {vehicle.name}
                </Link>
                {vehicle.selected ? (
                  <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-sm font-semibold text-ink">{t("accounts.garage.selected")}</span>
                ) : null}
              </div>
              <div className="flex gap-2">
                {vehicle.selected ? null : (
                  <button
                    type="button"
                    aria-label={t("accounts.garage.selectVehicle", { name: vehicle.name })}
                    disabled={change.isPending}
                    onClick={() => change.mutate({ kind: "select", id: vehicle.id }, { onError: failed })}
                    className={secondaryButtonClass}
                  >
                    {t("accounts.garage.select")}
                  </button>
                )}
                <button
                  type="button"
                  aria-label={t("accounts.garage.removeVehicle", { name: vehicle.name })}
                  disabled={change.isPending}
                  onClick={() => change.mutate({ kind: "remove", id: vehicle.id }, { onError: failed })}
                  className={secondaryButtonClass}
                >
                  {t("accounts.garage.remove")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
