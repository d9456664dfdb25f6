import { lazy, Suspense, useState } from "react";
import type { DialogProps } from "./dialog";

const Dialog = lazy(() => import("./dialog").then((module) => ({ default: module.Dialog })));

/**
 * The dialog, its code (Radix's dialog, focus trap and layers, about 15 KB gzipped) loaded when it first
 * opens: for a dialog a page's first render never shows open (the list's Filters sheet on a phone), so it
 * stays out of the page's first download. Once opened it stays mounted, to close as the dialog does.
 */
export function LazyDialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
