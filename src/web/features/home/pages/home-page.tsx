import { useWords } from "../../../lib/i18n";
import { useOpenPart } from "../../../products/part-path";
import { useNewArrivals, useOnDiscount, usePopular } from "../api";
import { BannerCarousel } from "../components/banner-carousel";
import { ProductCarouselSection, TWO_UP } from "../components/product-carousel-section";

const refreshKeepingRequest = { cancelRefetch: false } as const;

/** The home page: banners, then New Arrival, On Discount and Most Popular rows; a card opens the part's quick view at its own address. */
export function Component() {
  const { t } = useWords();
  const openPart = useOpenPart();
  const newArrivals = useNewArrivals();
  const onDiscount = useOnDiscount();
  const popular = usePopular();
  const randomMake = newArrivals.data?.random_make;

  return (
    <>
      <h1 className="sr-only">{t("home.heading")}</h1>
      <BannerCarousel />
      <ProductCarouselSection
        title={t("home.newArrival")}
        subtitle={randomMake ?? ""}
        category={randomMake ? t("home.newArrival.category", { make: randomMake }) : ""}
        products={newArrivals.data?.random_items}
        isPending={newArrivals.isPending}
        isError={newArrivals.isError}
        isFetching={newArrivals.isFetching}
        onRefresh={() => newArrivals.refetch(refreshKeepingRequest)}
        onOpen={openPart}
      />
      <ProductCarouselSection
        title={t("home.onDiscount")}
        products={onDiscount.data}
        isPending={onDiscount.isPending}
        isError={onDiscount.isError}
        isFetching={onDiscount.isFetching}
        onRefresh={() => onDiscount.refetch(refreshKeepingRequest)}
        onOpen={openPart}
        slideClassName={TWO_UP}
        cardHeightClass="h-[475px]"
        aside={
          <img
            src="/images/promo/on-discount.svg"
            alt={t("home.onDiscount.alt")}
            width={480}
            height={475}
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto w-full max-w-md rounded-lg lg:max-w-none"
          />
        }
      />
      <ProductCarouselSection
        title={t("home.popular")}
        subtitle={t("home.popular.subtitle")}
        products={popular.data}
        isPending={popular.isPending}
        isError={popular.isError}
        isFetching={popular.isFetching}
        onRefresh={() => popular.refetch(refreshKeepingRequest)}
        onOpen={openPart}
      />
    </>
  );
}
