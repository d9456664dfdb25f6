import type { ReactNode } from "react";

/** A responsive card grid: one column on phones, up to five on wide screens. */
export function ProductGrid<T>({
  items,
  getKey,
  renderItem,
  label,
}: {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  label?: string;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5">
      {items.map((item, index) => (
        <li key={getKey(item)} className="flex">
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
