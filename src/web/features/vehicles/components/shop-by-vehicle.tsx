import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { makeName, vehiclePath } from "../../../../domain/fitment";
import { ApiRequestError, errorText } from "../../../lib/api";
import { useWords } from "../../../lib/i18n";
import { toast } from "../../../lib/toasts";
import { useViewer } from "../../../lib/viewer";
import { currentVehicle, setCurrentVehicle } from "../../../products/current-vehicle";
import { primaryButtonClass } from "../../../ui/action-styles";
import { useGarageChange } from "../../accounts/api";
import { useVehicleMakes, useVehicleModels, useVehicleYears } from "../api";

export interface ShopByVehicleProps {
  /** What is chosen already (the chooser page's query, or the current vehicle). */
  initial?: { year?: number | null; make?: string | null; model?: string | null };
  /** "bar": one row in the header; "panel": the home page's and the chooser page's block. */
  variant?: "bar" | "panel";
  /** Called with the vehicle chosen (made the current vehicle), before its page opens. */
  onChoose?: (vehicle: { year: number; make: string; model: string }) => void;
  /** The form's accessible name: each form on a page has its own. */
  label?: string;
}

const selectClass =
  "min-h-10 w-full rounded-md border border-slate-400 bg-white px-2 py-2 text-ink focus:outline-2 focus:outline-offset-1 focus:outline-brand-700";

/**
 * Shop by vehicle: Year, Make and Model selects, each narrowed by the ones before, and 'Shop parts'.
 * It is a plain GET form to /vehicles, so before JavaScript runs the server moves the shopper on (to the
 * vehicle's page once all three are chosen, else to /vehicles with the lists narrowed so far); once the
 * app runs, the lists narrow as the shopper chooses and 'Shop parts' opens the vehicle's page in place.
 */
export function ShopByVehicle({ initial = {}, variant = "bar", onChoose, label: formLabel }: ShopByVehicleProps) {
  const { t, basename } = useWords();
  const id = useId();
  const navigate = useNavigate();
  const viewer = useViewer();
  const garage = useGarageChange();
  const [year, setYear] = useState<number | null>(initial.year ?? null);
  const [make, setMake] = useState<string>(initial.make?.toUpperCase() ?? "");
  const [model, setModel] = useState<string>(initial.model ?? "");
  const years = useVehicleYears();
  const makes = useVehicleMakes(year);
  const models = useVehicleModels(year, make || null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (year !== null && make && model) {
      const before = currentVehicle();
      setCurrentVehicle({ year, make, model });
      // A signed-in shopper's choice joins their garage (and is selected there); a visitor's stays in the cookie.
      // If the garage refuses it (full), the garage's vehicle stays the current one, as the next page load would have it.
      if (viewer.kind !== "anonymous") {
        // Told through the promise: the form may be gone (the home page's) by the time the garage answers.
        garage.mutateAsync({ kind: "add", vehicle: { year, make, model } }).catch((error: unknown) => {
          setCurrentVehicle(before);
          toast.error(error instanceof ApiRequestError ? errorText(error, t) : t("vehicles.garage.failed"));
        });
      }
      onChoose?.({ year, make, model });
      navigate(vehiclePath({ year, make, model }));
      return;
    }
    const query = new URLSearchParams();
    if (year !== null) query.set("year", String(year));
    if (make) query.set("make", make);
    navigate(`/vehicles${query.size > 0 ? `?${query}` : ""}`);
  }

  const panel = variant === "panel";
  const field = panel ? "flex flex-col gap-1" : "flex min-w-0 flex-1 flex-col";
  const label = panel ? "text-sm font-semibold text-ink" : "sr-only sm:not-sr-only sm:text-xs sm:font-semibold sm:text-slate-700";
  return (
    <form
      method="get"
      action={`${basename}/vehicles`}
      onSubmit={submit}
      aria-label={formLabel ?? t("vehicles.shop.label")}
      className={panel ? "grid gap-3 sm:grid-cols-4 sm:items-end" : "flex w-full flex-wrap items-end gap-2 sm:flex-nowrap"}
    >
      <div className={field}>
        <label htmlFor={`${id}-year`} className={label}>
          {t("vehicles.shop.year")}
        </label>
        <select
          id={`${id}-year`}
          name="year"
          value={year ?? ""}
          onChange={(event) => {
            setYear(event.target.value ? Number(event.target.value) : null);
            setMake("");
            setModel("");
          }}
          className={selectClass}
        >
          <option value="">{t("vehicles.shop.year")}</option>
          {(years.data ?? []).map((entry) => (
            <option key={entry} value={entry}>
              {entry}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label htmlFor={`${id}-make`} className={label}>
          {t("vehicles.shop.make")}
        </label>
        <select
          id={`${id}-make`}
          name="make"
          value={make}
          onChange={(event) => {
            setMake(event.target.value);
            setModel("");
          }}
          className={selectClass}
        >
          <option value="">{year === null ? t("vehicles.shop.makeFirst") : t("vehicles.shop.make")}</option>
          {(makes.data ?? []).map((entry) => (
            <option key={entry.make} value={entry.make}>
              {entry.name}
            </option>
          ))}
          {make && makes.data && !makes.data.some((entry) => entry.make === make) && <option value={make}>{makeName(make)}</option>}
        </select>
      </div>
      <div className={field}>
        <label htmlFor={`${id}-model`} className={label}>
          {t("vehicles.shop.model")}
        </label>
        <select id={`${id}-model`} name="model" value={model} onChange={(event) => setModel(event.target.value)} className={selectClass}>
          <option value="">{make ? t("vehicles.shop.model") : t("vehicles.shop.modelFirst")}</option>
          {(models.data ?? []).map((entry) => (
            <option key={entry} value={entry}>
              {entry}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`${primaryButtonClass} min-h-10 shrink-0`}>
        {t("vehicles.shop.submit")}
      </button>
    </form>
  );
}
