import type { EmblaCarouselType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { Children, type FocusEvent, isValidElement, type ReactNode, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useWords } from "../lib/i18n";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener?.("change", onChange);
  return () => query.removeEventListener?.("change", onChange);
}

/** True when the shopper asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => typeof window.matchMedia === "function" && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** The phone bar of an overlay carousel's controls: a page can reserve its room before the slides arrive. */
export const OVERLAY_BAR_HEIGHT = "h-11 md:h-auto";

// Embla's duration is a speed factor, not milliseconds; measured in Chromium, 20 settles a full-width slide in about 500 ms.
const SLIDE_DURATION = 20;

export interface CarouselProps {
  /** The accessible name of the carousel, e.g. "Banners" or "New Arrival products". */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Width of each slide as Tailwind basis classes; the default shows one slide at a time. */
  slideClassName?: string;
  className?: string;
  loop?: boolean;
  /** Milliseconds between automatic moves; leave out for no autoplay. Never autoplays for reduced motion. */
  autoplayDelay?: number;
  dots?: boolean;
  /**
   * overlay: from 768 px wide, arrows over the slides' edges and dots over their foot (banners); on phones
   * the same controls sit in a bar under the slides, off the pictures' text. footer: arrows in a row below (product rows).
   */
  controls?: "overlay" | "footer";
  /** Space between slides. */
  gutter?: boolean;
}

/**
 * A carousel on Embla following the WAI-ARIA carousel pattern: a named region with slide groups,
 * previous/next buttons, optional slide picker dots and, when it autoplays, a stop/start button.
 * Autoplay pauses while the pointer is over it or keyboard focus is inside it.
 */
export function Carousel({
  label,
  children,
  slideClassName = "basis-full",
  className = "",
  loop = false,
  autoplayDelay,
  dots = false,
  controls = "overlay",
  gutter = true,
}: CarouselProps) {
  const { t } = useWords();
  const slides = Children.toArray(children);
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  const autoplays = autoplayDelay !== undefined && !reducedMotion && count > 1;

  const plugins = useMemo(
    () => (autoplays ? [Autoplay({ delay: autoplayDelay, stopOnInteraction: false, stopOnFocusIn: false, stopOnMouseEnter: false })] : []),
    [autoplays, autoplayDelay],
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop, align: "start", duration: SLIDE_DURATION }, plugins);

  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [stoppedByUser, setStoppedByUser] = useState(false);
  const hovered = useRef(false);
  const focused = useRef(false);
  const stoppedByUserRef = useRef(false);

  useEffect(() => {
    if (!embla) return;
    const sync = (api: EmblaCarouselType) => {
      setSelected(api.selectedScrollSnap());
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    const syncPlaying = (api: EmblaCarouselType) => setPlaying(api.plugins().autoplay?.isPlaying() ?? false);
    sync(embla);
    syncPlaying(embla);
    embla.on("select", sync).on("reInit", sync).on("autoplay:play", syncPlaying).on("autoplay:stop", syncPlaying);
    return () => {
      embla.off("select", sync).off("reInit", sync).off("autoplay:play", syncPlaying).off("autoplay:stop", syncPlaying);
    };
  }, [embla]);

  const autoplay = autoplays ? embla?.plugins().autoplay : undefined;

  const resumeIfIdle = useCallback(() => {
    if (!hovered.current && !focused.current && !stoppedByUserRef.current) autoplay?.play();
  }, [autoplay]);

  const afterManualMove = () => autoplay?.reset();
  const goPrev = () => {
    embla?.scrollPrev(reducedMotion);
    afterManualMove();
  };
  const goNext = () => {
    embla?.scrollNext(reducedMotion);
    afterManualMove();
  };
  const goTo = (index: number) => {
    embla?.scrollTo(index, reducedMotion);
    afterManualMove();
  };

  const toggleRotation = () => {
    const stop = !stoppedByUserRef.current;
    stoppedByUserRef.current = stop;
    setStoppedByUser(stop);
    if (stop) autoplay?.stop();
    else autoplay?.play();
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    focused.current = true;
    autoplay?.stop();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    focused.current = false;
    resumeIfIdle();
  };

  const overlay = controls === "overlay";
  const arrowClass = overlay
    ? "z-10 flex size-8 items-center justify-center rounded-full bg-white/90 text-ink shadow ring-1 ring-black/10 hover:bg-white disabled:opacity-40 md:absolute md:top-1/2 md:size-10 md:-translate-y-1/2"
    : "flex size-10 items-center justify-center rounded-full border border-gray-300 bg-white text-ink hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40";
  const arrowsEnabled = count > 1;

  const rotationButton = autoplays ? (
    <button
      type="button"
      onClick={toggleRotation}
      aria-label={stoppedByUser ? t("ui.carousel.start") : t("ui.carousel.stop")}
      className={
        overlay
          ? "flex size-6 items-center justify-center rounded-full bg-white/90 text-ink shadow ring-1 ring-black/20 hover:bg-white"
          : "flex size-10 items-center justify-center rounded-full border border-gray-300 bg-white text-ink hover:bg-gray-100"
      }
    >
      {stoppedByUser ? (
        <Play aria-hidden="true" className={overlay ? "size-3" : "size-4"} />
      ) : (
        <Pause aria-hidden="true" className={overlay ? "size-3" : "size-4"} />
      )}
    </button>
  ) : null;

  const prevButton = (
    <button
      type="button"
      onClick={goPrev}
      disabled={!arrowsEnabled || (!loop && !canPrev)}
      aria-label={t("ui.carousel.previous")}
      className={overlay ? `${arrowClass} md:left-3` : arrowClass}
    >
      <ChevronLeft aria-hidden="true" className="size-5" />
    </button>
  );
  const nextButton = (
    <button
      type="button"
      onClick={goNext}
      disabled={!arrowsEnabled || (!loop && !canNext)}
      aria-label={t("ui.carousel.next")}
      className={overlay ? `${arrowClass} md:right-3` : arrowClass}
    >
      <ChevronRight aria-hidden="true" className="size-5" />
    </button>
  );

  const dotButtons =
    dots && count > 1 ? (
      <div className="flex justify-center gap-1">
        {slides.map((_, index) => (
          <button
            key={index}
            type="button"
            onClick={() => goTo(index)}
            aria-label={t("ui.carousel.goTo", { number: index + 1 })}
            aria-current={index === selected ? "true" : undefined}
            className="group flex size-6 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block size-2.5 rounded-full ring-1 ring-black/40 transition-colors ${index === selected ? "bg-brand-600" : "bg-white/90 group-hover:bg-white"}`}
            />
          </button>
        ))}
      </div>
    ) : null;

  return (
    <section
      aria-roledescription={t("ui.carousel.roleDescription")}
      aria-label={label}
      className={`relative flex flex-col ${className}`}
      onMouseEnter={() => {
        hovered.current = true;
        autoplay?.stop();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        resumeIfIdle();
      }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {overlay && (arrowsEnabled || rotationButton || dotButtons) && (
        <div className={`order-last flex items-center justify-between gap-2 px-3 md:contents ${OVERLAY_BAR_HEIGHT}`}>
          {arrowsEnabled ? prevButton : <span />}
          {(rotationButton || dotButtons) && (
            <div className="z-10 flex items-center justify-center gap-2 md:absolute md:inset-x-0 md:bottom-2">
              {rotationButton}
              {dotButtons}
            </div>
          )}
          {arrowsEnabled ? nextButton : <span />}
        </div>
      )}
      {/* The viewport clips the slides. With a gutter, its padding (undone by as much negative margin) leaves room within the
          clip for a focused card's outline, 3 px and 2 px off the card: sideways, that room is the neighbouring slide's gutter. */}
      {/* Relative, so what a slide positions (a picture, a screen reader's text) is clipped by the viewport with the slide.
          Else, until Embla's transform takes over the track, the slides' positioned parts stood past the phone's width and
          the page grew four times as wide: Chrome zoomed the page out, and the cookie notice jumped (layout shift 0.365).
          The viewport, not the track: Embla measures the slides and the track by their offsets, which must share one
          positioned ancestor, or every snap after the first lands a gutter's width too far (the first card cut off). */}
      <div ref={viewportRef} className={`relative overflow-hidden ${gutter ? "-m-2 p-2" : ""}`}>
        <div className={`flex touch-pan-y ${gutter ? "-ml-4" : ""}`} aria-live={playing ? "off" : "polite"}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a group with aria-roledescription "slide"
            <div
              key={isValidElement(slide) && slide.key !== null ? slide.key : index}
              role="group"
              aria-roledescription={t("ui.carousel.slideRoleDescription")}
              aria-label={t("ui.carousel.slideOf", { number: index + 1, count })}
              className={`min-w-0 shrink-0 grow-0 ${gutter ? "pl-4" : ""} ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {!overlay && count > 0 && (
        <div className="mt-3 flex items-center justify-end gap-2">
          {dotButtons}
          {rotationButton}
          {arrowsEnabled && prevButton}
          {arrowsEnabled && nextButton}
        </div>
      )}
    </section>
  );
}
