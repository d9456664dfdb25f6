import { vi } from "vitest";

class StubResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

class StubIntersectionObserver {
  readonly root = null;
  readonly rootMargin = "0px";
  readonly thresholds: number[] = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** jsdom lacks the layout observers and media queries that Embla and Radix read; these inert stand-ins let them mount. */
export function installBrowserStubs({ reducedMotion = false }: { reducedMotion?: boolean } = {}) {
  vi.stubGlobal("ResizeObserver", StubResizeObserver);
  vi.stubGlobal("IntersectionObserver", StubIntersectionObserver);
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reducedMotion && query.includes("prefers-reduced-motion: reduce"),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    })),
  );
}

/**
 * Gives carousel slides a layout (jsdom has none): every element is `width` wide and each slide sits
 * `width` further right than the one before, so Embla sees one slide per view and real scroll snaps.
 */
export function layOutSlides(width = 1000) {
  const slideIndex = (el: HTMLElement) =>
    el.getAttribute("aria-roledescription") === "slide" && el.parentElement ? Array.from(el.parentElement.children).indexOf(el) : -1;
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockImplementation(() => width);
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(() => 300);
  vi.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (this: HTMLElement) {
    return Math.max(slideIndex(this), 0) * width;
  });
}
