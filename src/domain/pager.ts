export const PAGE_SIZE = 20;
export const TABLE_PAGE_SIZE = 10;
export const PAGER_WINDOW = 4;

/** ceil(total / 20), and never fewer than one page. */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

export type PagerEntry = { kind: "page"; page: number } | { kind: "ellipsis"; key: "start" | "end" };

/**
 * The pager's links: a window of up to 4 pages around the current one, with the first and last page
 * always reachable and an ellipsis where pages are skipped.
 */
export function pagerEntries(current: number, totalPages: number, window = PAGER_WINDOW): PagerEntry[] {
  const last = Math.max(1, totalPages);
  const page = Math.min(Math.max(1, current), last);
  const size = Math.min(window, last);
  let start = page - Math.floor((size - 1) / 2);
  start = Math.max(1, Math.min(start, last - size + 1));
  const end = start + size - 1;
  const entries: PagerEntry[] = [];
  if (start > 1) {
    entries.push({ kind: "page", page: 1 });
    if (start > 2) entries.push({ kind: "ellipsis", key: "start" });
  }
  for (let p = start; p <= end; p++) entries.push({ kind: "page", page: p });
  if (end < last) {
    if (end < last - 1) entries.push({ kind: "ellipsis", key: "end" });
    entries.push({ kind: "page", page: last });
  }
  return entries;
}
