import { Car } from "lucide-react";
import { Link } from "react-router";
import { vehicleName, vehiclePath } from "../../../../domain/fitment";
import { setCurrentVehicle, useCurrentVehicle } from "../../../products/current-vehicle";

/** My Garage: the shopper's current vehicle, a link to its parts and a way to clear it (the selects beside it change it). */
export function MyGarage() {
  const vehicle = useCurrentVehicle();
  return (
    <section aria-label="My Garage" className="flex min-h-10 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="inline-flex items-center gap-1 font-semibold text-ink">
        <Car aria-hidden="true" className="size-4" />
        My Garage:
      </span>
      {vehicle ? (
        <>
          <Link to={vehiclePath(vehicle)} className="font-medium text-brand-700 underline hover:text-brand-800">
            {vehicleName(vehicle)}
          </Link>
          <button type="button" onClick={() => setCurrentVehicle(null)} className="rounded px-2 py-1 text-slate-700 underline hover:bg-slate-100">
            Clear vehicle
          </button>
        </>
      ) : (
        <span className="text-slate-700">no vehicle chosen</span>
      )}
    </section>
  );
}
