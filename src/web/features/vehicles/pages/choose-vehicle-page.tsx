import { useSearchParams } from "react-router";
import { ShopByVehicle } from "../components/shop-by-vehicle";

/** The year of ?year=, or null. */
function yearOf(search: URLSearchParams): number | null {
  const year = Number(search.get("year") ?? "");
  return Number.isInteger(year) && year > 0 ? year : null;
}

/**
 * /vehicles: where the Shop by vehicle form lands before JavaScript runs with a year or make still to
 * choose (the server sends a complete choice straight on to the vehicle's page), and a page of its own.
 */
export function Component() {
  const [search] = useSearchParams();
  const year = yearOf(search);
  const make = search.get("make")?.trim() || null;
  const model = search.get("model")?.trim() || null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">Shop by vehicle</h1>
      <p className="text-slate-700">
        {year === null
          ? "Choose your vehicle's year, then its make and model, to see the parts that fit it."
          : make === null
            ? `Now choose the make of your ${year} vehicle.`
            : "Now choose the model."}
      </p>
      {model !== null && year !== null && make !== null && (
        <p role="alert" className="rounded border border-brand-600 bg-brand-50 p-4 text-brand-800">
          {`We have no parts listed for a ${year} ${make} ${model}: choose from the lists.`}
        </p>
      )}
      <ShopByVehicle key={search.toString()} variant="panel" label="Choose your vehicle" initial={{ year, make, model: null }} />
    </div>
  );
}
