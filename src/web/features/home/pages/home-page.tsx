import { useOpenPart } from "../../../products/part-path";
import { useNewArrivals, useOnDiscount, usePopular } from "../api";
import { BannerCarousel } from "../components/banner-carousel";
import { ProductCarouselSection, TWO_UP } from "../components/product-carousel-section";

const refreshKeepingRequest = { cancelRefetch: false } as const;

/** The home page: banners, then New Arrival, On Discount and Most Popular rows; a card opens the part's quick view at its own address. */
export function Component() {
  const openPart = useOpenPart();
  const newArrivals = useNewArrivals();
  const onDiscount = useOnDiscount();
  const popular = usePopular();
  const randomMake = newArrivals.data?.random_make;

  return (
    <>
      <h1 className="sr-only">Partshop Woodbridge: auto parts and classic steel body panels</h1>
      <BannerCarousel />
      <ProductCarouselSection
        title="New Arrival"
        subtitle={randomMake ?? ""}
        category={randomMake ? `New products for ${randomMake}` : ""}
        products={newArrivals.data?.random_items}
        isPending={newArrivals.isPending}
        isError={newArrivals.isError}
        isFetching={newArrivals.isFetching}
        onRefresh={() => newArrivals.refetch(refreshKeepingRequest)}
        onOpen={openPart}
      />
      <ProductCarouselSection
        title="On Discount"
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
            alt="On Discount: sale prices on selected replacement parts and body panels"
            width={480}
            height={475}
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto w-full max-w-md rounded-lg lg:max-w-none"
          />
        }
      />
      <ProductCarouselSection
        title="Most Popular"
        subtitle="Hot"
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
