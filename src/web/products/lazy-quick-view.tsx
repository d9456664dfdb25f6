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
export function LazyQuickView({ code, ...props }: QuickViewProps) {
  if (!code) return null;
  // Loaded already (always so on a part URL, on the server and in the browser alike): no boundary, so the
  // dialog is hydrated with the rest of the page rather than in a later pass.
  if (loadedQuickView) {
    const Loaded = loadedQuickView;
    return <Loaded code={code} {...props} />;
  }
  return (
    <Suspense fallback={null}>
      <QuickView code={code} {...props} />
    </Suspense>
  );
}
