import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Banner } from "../../../../domain/contracts/catalog";
import { inLocale } from "../../../../domain/i18n/content";
import { DEFAULT_LOCALE, type Locale } from "../../../../domain/i18n/locales";
import { useWords } from "../../../lib/i18n";
import { Carousel, OVERLAY_BAR_HEIGHT } from "../../../ui/carousel";
import { englishT, type Translate } from "../../../ui/translate";
import { useBanners } from "../api";

export const BANNER_DELAY_MS = 5000;

// The banner's box has the pictures' shape before any picture arrives, so nothing below it moves when one
// loads: phones get the narrow drawing (800x560), wider screens the wide one (1600x450).
const BANNER_BOX = "aspect-[10/7] md:aspect-[32/9]";
const PHONE_MEDIA = "(max-width: 767px)";

/** The phone version of a drawn banner; an uploaded picture is served as it is and shown whole in the box. */
function narrowSource(path: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}shape=narrow`;
}

/**
 * The words for a banner's picture: the alt text staff saved in the console (its French one on French
 * pages, decision 039), or the spec's 'Banner' + seq when none was saved (in the page's language when given its `t`).
 */
export function bannerAlt(banner: Pick<Banner, "seq" | "alt" | "alt_fr">, t: Translate = englishT, locale: Locale = DEFAULT_LOCALE): string {
  return inLocale(banner.alt?.trim() ?? "", banner.alt_fr?.trim(), locale) || t("home.banner.alt", { seq: String(banner.seq) });
}

/** The banner's picture for a page in `locale`: French pages' own (its words in French) when staff uploaded one. */
export function bannerPicture(banner: Pick<Banner, "img_path" | "img_path_fr">, locale: Locale): string {
  return inLocale(banner.img_path, banner.img_path_fr, locale);
}

/** A link inside the shop ("/specials"): opened in the same tab by the app; anything else is another site. */
function insideShop(link: string): boolean {
  return link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\");
}

/**
 * The full-width banner carousel: autoplays every 5 s, loops, one banner at a time. A banner linking
 * inside the shop opens in the same tab (issue 22); one linking to another site opens a new tab.
 */
export function BannerCarousel() {
  const { t, locale } = useWords();
  const { data: banners, isPending } = useBanners();
  if (isPending)
    return (
      <div aria-hidden="true" className="bg-slate-900">
        <div className={`${BANNER_BOX} w-full animate-pulse bg-slate-800`} />
        <div className={`${OVERLAY_BAR_HEIGHT} md:hidden`} />
      </div>
    );
  return (
    <Carousel label={t("home.banners")} loop dots autoplayDelay={BANNER_DELAY_MS} gutter={false} className="bg-slate-900">
      {(banners ?? []).map((banner, index) => (
        <BannerLink key={banner.seq} link={banner.link}>
          <picture>
            <source media={PHONE_MEDIA} srcSet={narrowSource(bannerPicture(banner, locale))} width={800} height={560} />
            <img
              src={bannerPicture(banner, locale)}
              alt={bannerAlt(banner, t, locale)}
              width={1600}
              height={450}
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : "auto"}
              decoding="async"
              className="size-full object-contain"
            />
          </picture>
        </BannerLink>
      ))}
    </Carousel>
  );
}

function BannerLink({ link, children }: { link: string; children: ReactNode }) {
  const { t } = useWords();
  if (insideShop(link))
    return (
      <Link to={link} className={`block ${BANNER_BOX}`}>
        {children}
      </Link>
    );
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className={`block ${BANNER_BOX}`}>
      {children}
      <span className="sr-only">{t("home.newTab")}</span>
    </a>
  );
}
