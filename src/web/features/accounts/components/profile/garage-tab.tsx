import { Link } from "react-router";
import { toast } from "react-toastify";
import type { GarageVehicle } from "../../../../../domain/contracts/garage";
import { GARAGE_LIMIT } from "../../../../../domain/contracts/garage";
import { vehiclePath } from "../../../../../domain/fitment";
import { ApiRequestError } from "../../../../lib/api";
import { secondaryButtonClass } from "../../../../ui/action-styles";
import { Spinner } from "../../../../ui/spinner";
import { useGarage, useGarageChange } from "../../api";
import { TabHeading } from "./tab-heading";

const failed = (error: unknown) => toast.error(error instanceof ApiRequestError ? error.message : "Your garage could not be updated. Please try again.");

/** My Garage: the shopper's vehicles, each with a link to its parts, Select (for the others) and Remove. */
export function GarageTab() {
  const garage = useGarage();
  const change = useGarageChange();
  const intro = `The vehicles you shop for (up to ${GARAGE_LIMIT}). The selected one is your current vehicle: every part shows whether it fits it.`;
  if (garage.isPending) return <Spinner label="Loading your garage..." />;
  if (garage.isError) return <p role="alert">Your garage could not be loaded. Please try again later.</p>;
  const { vehicles } = garage.data;
  return (
    <section>
      <TabHeading intro={intro}>My Garage</TabHeading>
      {vehicles.length === 0 ? (
        <p className="text-slate-700">
          Your garage is empty.{" "}
          <Link to="/vehicles" className="font-medium text-brand-700 underline hover:text-brand-800">
            Choose a vehicle
          </Link>{" "}
          to shop parts that fit it.
        </p>
      ) : (
        <ul aria-label="Vehicles in My Garage" className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {vehicles.map((vehicle: GarageVehicle) => (
            <li key={vehicle.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
              <div className="min-w-0 flex-1">
                <Link to={vehiclePath(vehicle)} className="font-medium text-brand-700 underline hover:text-brand-800">
                  {vehicle.name}
                </Link>
                {vehicle.selected ? <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-sm font-semibold text-ink">Selected</span> : null}
              </div>
              <div className="flex gap-2">
                {vehicle.selected ? null : (
                  <button
                    type="button"
                    aria-label={`Select ${vehicle.name}`}
                    disabled={change.isPending}
                    onClick={() => change.mutate({ kind: "select", id: vehicle.id }, { onError: failed })}
                    className={secondaryButtonClass}
                  >
                    Select
                  </button>
                )}
                <button
                  type="button"
                  aria-label={`Remove ${vehicle.name}`}
                  disabled={change.isPending}
                  onClick={() => change.mutate({ kind: "remove", id: vehicle.id }, { onError: failed })}
                  className={secondaryButtonClass}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
