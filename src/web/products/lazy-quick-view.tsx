import { type ComponentType, lazy, Suspense } from "react";
import type { QuickViewProps } from "./quick-view";

let loadedQuickView: ComponentType<QuickViewProps> | null = null;

/**
 * Loads the quick view's module. Once loaded, the quick view renders at once instead of suspending: a
 * part URL's route waits for it, so the server renders the part's dialog into the page's HTML and the
 * browser hydrates it, both without a fallback (a boundary the server fills later needs an inline script).
 */
export function loadQuickView(): Promise<unknown> {
  return import("./quick-view").then((module) => {
    loadedQuickView = module.QuickView;
  });
}

const QuickView = lazy(() => import("./quick-view").then((module) => ({ default: module.QuickView })));

/** The quick view, loaded on first open so its code stays out of the page's initial bundle. */
export function LazyQuickView({ code, onClose, inPlace }: QuickViewProps) {
  if (!code) return null;
  const Loaded = loadedQuickView ?? QuickView;
  return (
    <Suspense fallback={null}>
      <Loaded code={code} onClose={onClose} inPlace={inPlace} />
    </Suspense>
  );
}
