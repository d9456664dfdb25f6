import { lazy, Suspense } from "react";
import type { QuickViewProps } from "./quick-view";

const QuickView = lazy(() => import("./quick-view").then((m) => ({ default: m.QuickView })));

/** The quick view, loaded on first open so its code stays out of the page's initial bundle. */
export function LazyQuickView({ code, onClose }: QuickViewProps) {
  if (!code) return null;
  return (
    <Suspense fallback={null}>
      <QuickView code={code} onClose={onClose} />
    </Suspense>
  );
}
