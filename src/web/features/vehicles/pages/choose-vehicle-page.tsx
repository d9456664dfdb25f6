import { useSearchParams } from "react-router";
import { useWords } from "../../../lib/i18n";
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
  const { t } = useWords();
  const [search] = useSearchParams();
  const year = yearOf(search);
  const make = search.get("make")?.trim() || null;
  const model = search.get("model")?.trim() || null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">{t("vehicles.shop.label")}</h1>
      <p className="text-slate-700">
        {year === null ? t("vehicles.choose.intro") : make === null ? t("vehicles.choose.make", { year: String(year) }) : t("vehicles.choose.model")}
      </p>
      {model !== null && year !== null && make !== null && (
        <p role="alert" className="rounded border border-brand-600 bg-brand-50 p-4 text-brand-800">
          {t("vehicles.choose.unknown", { year: String(year), make, model })}
        </p>
      )}
      <ShopByVehicle key={search.toString()} variant="panel" label={t("vehicles.choose.label")} initial={{ year, make, model: null }} />
    </div>
  );
}
