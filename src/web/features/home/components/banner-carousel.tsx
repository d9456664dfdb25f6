import { Carousel } from "../../../ui/carousel";
import { useBanners } from "../api";

export const BANNER_DELAY_MS = 5000;

/** The full-width banner carousel: autoplays every 5 s, loops, one banner at a time; each opens its link in a new tab. */
export function BannerCarousel() {
  const { data: banners, isPending } = useBanners();
  if (isPending) return <div aria-hidden="true" className="aspect-[16/5] w-full animate-pulse bg-slate-200" />;
  return (
    <Carousel label="Banners" loop dots autoplayDelay={BANNER_DELAY_MS} gutter={false} className="bg-slate-900">
      {(banners ?? []).map((banner, index) => (
        <a key={banner.seq} href={banner.link} target="_blank" rel="noopener noreferrer" className="block">
          <img
            src={banner.img_path}
            alt={`Banner${banner.seq}`}
            width={1600}
            height={500}
            loading={index === 0 ? "eager" : "lazy"}
            fetchPriority={index === 0 ? "high" : "auto"}
            decoding="async"
            className="h-auto w-full object-cover"
          />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ))}
    </Carousel>
  );
}
