import { Fragment, useId } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type { FitmentLine } from "../../../../domain/contracts/catalog";
import { fitmentRanges, makeName, vehiclePath } from "../../../../domain/fitment";
import { partDescription } from "../../../../domain/i18n/content";
import { useWords } from "../../../lib/i18n";
import { useViewer } from "../../../lib/viewer";
import { useItemDetail, useRelatedParts } from "../../../products/api";
import { PartDetails } from "../../../products/part-details";
import { partPath } from "../../../products/part-path";
import { ProductCard } from "../../../products/product-card";
import { ProductGrid } from "../../../ui/product-grid";
import { Spinner } from "../../../ui/spinner";
import { addToCartMutation } from "../../cart/api";
import { addToWishlistMutation } from "../../wishlist/api";

const ACTIONS = { addToCart: addToCartMutation, addToWishlist: addToWishlistMutation };

/**
 * A part's own page (issue 22), at its address when followed from elsewhere (a shared link, a search
 * engine, a related part): breadcrumbs, the quick view's content, the vehicles it fits as a table,
 * and other parts for the same vehicles. From a list the same address opens as the quick view instead.
 */
export function PartPage() {
  const { productId = "", productCode = "" } = useParams();
  const { t, locale } = useWords();
  const viewer = useViewer();
  const detail = useItemDetail(productCode);
  const titleId = useId();
  const product = detail.data?.singleItem;
  const unavailable = detail.isError || detail.data === null;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8">
      <nav aria-label={t("products.page.breadcrumbs")}>
        <ol className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
          {[
            { to: "/", label: t("products.page.home") },
            { to: "/all-products", label: t("products.page.allProducts") },
            { to: `/all-products/${encodeURIComponent(productId)}`, label: makeName(productId) },
          ].map(({ to, label }) => (
            <Fragment key={to}>
              <li>
                <Link to={to} className="text-brand-700 underline hover:text-brand-800">
                  {label}
                </Link>
              </li>
              <li aria-hidden="true">/</li>
            </Fragment>
          ))}
          <li aria-current="page" className="font-semibold">
            {productCode}
          </li>
        </ol>
      </nav>
      <article aria-labelledby={titleId} data-part-page className="flex flex-col gap-6">
        <h1 id={titleId} className="text-3xl font-bold text-ink">
          {product ? partDescription(product, locale) : unavailable ? t("products.quickView.unavailable") : t("products.quickView.loading")}
        </h1>
        {detail.isPending && <Spinner label={t("products.quickView.loadingDetails")} />}
        {unavailable && (
          <p role="alert" className="text-brand-700">
            {t("products.page.unavailable")}
          </p>
        )}
        {detail.data && <PartDetails key={productCode} detail={detail.data} viewer={viewer} onClose={() => {}} actions={ACTIONS} vehicles={false} onPage />}
      </article>
      {detail.data && <FitmentTable fitment={detail.data.fitment} />}
      {product && <RelatedParts code={product.item} />}
    </div>
  );
}

/** The vehicles a part fits, one row per run of years, each linking to its vehicle's page. */
function FitmentTable({ fitment }: { fitment: readonly FitmentLine[] }) {
  const { t } = useWords();
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {t("products.page.fitment")}
      </h2>
      {fitment.length === 0 ? (
        <p className="text-slate-700">{t("products.page.universal")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-3 sm:pr-6 font-semibold">
                  {t("products.page.fitmentYears")}
                </th>
                <th scope="col" className="py-2 pr-3 sm:pr-6 font-semibold">
                  {t("products.page.fitmentMake")}
                </th>
                <th scope="col" className="py-2 pr-3 sm:pr-6 font-semibold">
                  {t("products.page.fitmentModel")}
                </th>
                <th scope="col" className="py-2 pr-3 sm:pr-6 font-semibold">
                  {t("products.page.fitmentSubmodel")}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t("products.page.fitmentEngine")}
                </th>
              </tr>
            </thead>
            <tbody>
              {fitmentRanges(fitment).map((range) => {
                const years = range.from === range.to ? `${range.from}` : `${range.from}-${range.to}`;
                return (
                  <tr key={`${years}|${range.make}|${range.model}|${range.submodel ?? ""}|${range.engine ?? ""}`} className="border-b border-slate-200">
                    <td className="whitespace-nowrap py-2 pr-3 sm:pr-6">{years}</td>
                    <td className="py-2 pr-3 sm:pr-6">{makeName(range.make)}</td>
                    <td className="py-2 pr-3 sm:pr-6">
                      <Link
                        to={vehiclePath({ year: range.from, make: range.make, model: range.model })}
                        className="text-brand-700 underline hover:text-brand-800"
                      >
                        {range.model}
                      </Link>
                    </td>
                    <td className="py-2 pr-3 sm:pr-6">{range.submodel ?? t("products.page.fitmentAny")}</td>
                    <td className="py-2">{range.engine ?? t("products.page.fitmentAny")}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Other parts for the same vehicles, as cards; each opens its own page. Nothing while there are none. */
function RelatedParts({ code }: { code: string }) {
  const { t } = useWords();
  const id = useId();
  const navigate = useNavigate();
  const related = useRelatedParts(code);
  const parts = related.data?.data ?? [];
  if (parts.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {t("products.page.related")}
      </h2>
      <ProductGrid
        items={parts}
        getKey={(part) => part.item}
        renderItem={(part) => <ProductCard product={part} onOpen={(item, make) => navigate(partPath(make, item))} />}
      />
    </section>
  );
}
