import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { type Vehicle, vehicleName, vehiclePath } from "../../../../domain/fitment";
import { pageCount } from "../../../../domain/pager";
import { ApiRequestError } from "../../../lib/api";
import { useWords } from "../../../lib/i18n";
import { LazyQuickView } from "../../../products/lazy-quick-view";
import { ProductCard } from "../../../products/product-card";
import { Pager } from "../../../ui/pager";
import { ProductGrid } from "../../../ui/product-grid";
import { Spinner } from "../../../ui/spinner";
import { addToCartMutation } from "../../cart/api";
import { addToWishlistMutation } from "../../wishlist/api";
import { useVehicleParts } from "../api";
import { pageOfSearch, vehicleOfParams } from "../params";

const FIRST_SCREEN_CARDS = 5;
const linkClass = "font-medium text-brand-700 underline hover:text-brand-800";

/** Links to the same make and model a year before and after, when parts fit them. */
function NeighbourYears({ vehicle, previous, next }: { vehicle: Vehicle; previous: number | null; next: number | null }) {
  const { t } = useWords();
  if (previous === null && next === null) return null;
  return (
    <nav aria-label={t("vehicles.page.otherYears")} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {previous !== null && (
        <Link to={vehiclePath({ ...vehicle, year: previous })} className={linkClass}>
          {t("vehicles.page.previous", { vehicle: vehicleName({ ...vehicle, year: previous }) })}
        </Link>
      )}
      {next !== null && (
        <Link to={vehiclePath({ ...vehicle, year: next })} className={linkClass}>
          {t("vehicles.page.next", { vehicle: vehicleName({ ...vehicle, year: next }) })}
        </Link>
      )}
    </nav>
  );
}

/** /vehicles/{year}/{make}/{model}: the parts that fit a vehicle, 20 a page, with the make list's cards, pager and quick view. */
export function Component() {
  const { t } = useWords();
  const asked = vehicleOfParams(useParams());
  const [search, setSearch] = useSearchParams();
  const page = pageOfSearch(search);
  const results = useVehicleParts(asked, page);
  const [openCode, setOpenCode] = useState<string | null>(null);
  const vehicle = results.data?.vehicle ?? asked;
  const name = results.data?.vehicle.name ?? vehicleName(asked);

  function setPage(next: number) {
    const params = new URLSearchParams(search);
    if (next <= 1) params.delete("page");
    else params.set("page", String(next));
    setSearch(params);
  }

  if (results.isError) {
    const missing = results.error instanceof ApiRequestError && results.error.status === 404;
    return (
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8">
        <h1 className="text-3xl font-bold text-ink">{t("vehicles.page.heading", { vehicle: name })}</h1>
        <p role="alert" className="rounded border border-brand-600 bg-brand-50 p-4 text-brand-800">
          {missing ? t("vehicles.page.none", { vehicle: name }) : t("vehicles.page.error")}
        </p>
        <p>
          <Link to="/vehicles" className={linkClass}>
            {t("vehicles.page.another")}
          </Link>
        </p>
      </div>
    );
  }

  const total = results.data?.total ?? 0;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">{t("vehicles.page.heading", { vehicle: name })}</h1>
      {results.data && <NeighbourYears vehicle={vehicle} previous={results.data.neighbours.previous} next={results.data.neighbours.next} />}
      <section aria-busy={results.isFetching} className="flex flex-col gap-4">
        <p role="status" className="text-slate-700">
          {results.isPending ? "" : t("vehicles.page.count", { count: total, vehicle: name })}
        </p>
        {results.isPending ? (
          <Spinner label={t("vehicles.page.loading")} />
        ) : (
          <div className={results.isFetching ? "opacity-60 transition-opacity" : "transition-opacity"}>
            <ProductGrid
              items={results.data?.data ?? []}
              getKey={(product) => product.item}
              renderItem={(product, index) => (
                <ProductCard
                  product={product}
                  onOpen={(code) => setOpenCode(code)}
                  pictureLoading={index === 0 ? "priority" : index < FIRST_SCREEN_CARDS ? "eager" : "lazy"}
                />
              )}
            />
          </div>
        )}
        <Pager page={page} totalPages={pageCount(total)} onPageChange={setPage} className="mt-2" />
      </section>
      <LazyQuickView code={openCode} onClose={() => setOpenCode(null)} addToCart={addToCartMutation} addToWishlist={addToWishlistMutation} />
    </div>
  );
}
